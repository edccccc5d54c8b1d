/**
 * The one API client of the web app (spezifikation.md §7, berechnungsregeln.md §3–4).
 * Every call goes to the same origin with credentials; when the page runs locally on port 8081
 * (Vite dev server) the calls go to the local backend on port 8082.
 *
 * Calls never throw: each returns `{ok: true, ...}` or `{ok: false, art, status?}` so that
 * callers map failures to the texts of spezifikation.md §8 in one place each. The template calls
 * (`vorlagen.ts`) are built on the helpers `beantwortet` and `geprueft` here, in a module of their
 * own so that their schemas load with the template pages only.
 */
import type {
  Adresstreffer,
  BerechnungEntwurf,
  EnvironmentInfo,
  ErgebnisWire,
  Fehler,
  LageAntwort,
  MietvergleichWire,
  PdfParameterWire,
  SchreibenAngaben,
  SchreibenArt,
  Strassenvorschlag,
  UserInfoWire,
} from '@mietspiegel/domain';

export type { Adresstreffer, EnvironmentInfo, LageAntwort, Strassenvorschlag };

/**
 * Body of POST /api/backend-service/pdf (berechnungsregeln.md §4): the type of the domain's
 * schema the server checks it with (issue 19 §1), so a field the page sends cannot be missing.
 */
export type PdfAnfrage = PdfParameterWire;

/** Body of POST /api/backend-service/schreiben (issue 30 §1, schreiben-vertrag.md). */
export interface SchreibenAnfrage {
  art: SchreibenArt;
  berechnung: PdfParameterWire['berechnung'];
  mietvergleich?: MietvergleichWire;
  schreiben: SchreibenAngaben;
}

/** `format`: the answer does not fit the domain's schema of the call (§8: the unknown error). */
type HttpFehlschlag =
  { ok: false; art: 'netzwerk' } | { ok: false; art: 'status'; status: number; fehler?: Fehler[] };
export type Fehlschlag = HttpFehlschlag | { ok: false; art: 'format' };

export type Antwort<T> = ({ ok: true } & T) | Fehlschlag;

/** GET /api/sso/userinfo: the domain's schema of the server's answer. */
export type UserInfo = UserInfoWire;

/** spezifikation.md §7: local development on 8081 talks to the backend on 8082. */
export function apiBasis(
  loc: Pick<Location, 'port' | 'protocol' | 'hostname'> = window.location,
): string {
  return loc.port === '8081' ? `${loc.protocol}//${loc.hostname}:8082` : '';
}

/**
 * One call, or null without a connection. `pfad` is a server path, or an absolute address the
 * server named (a template's self link), used as it is.
 */
async function rufe(pfad: string, init: RequestInit = {}): Promise<Response | null> {
  const adresse = /^https?:\/\//.test(pfad) ? pfad : `${apiBasis()}${pfad}`;
  try {
    return await fetch(adresse, {
      mode: 'cors',
      credentials: 'include',
      ...init,
      headers: { Accept: 'application/json', ...(init.headers ?? {}) },
    });
  } catch (e) {
    console.error(`Aufruf ${pfad} fehlgeschlagen`, e);
    return null;
  }
}

/** The German `{fehler}` of a failed answer, or undefined when its body is not such JSON. */
async function fehlerDerAntwort(r: Response): Promise<Fehler[] | undefined> {
  try {
    const body = (await r.json()) as { fehler?: Fehler[] };
    return Array.isArray(body.fehler) ? body.fehler : undefined;
  } catch {
    return undefined; // not JSON: nothing more to report
  }
}

/** One call: its answer when ok, else the failure (with the server's German `fehler`, if any). */
export async function beantwortet(
  pfad: string,
  init?: RequestInit,
): Promise<{ ok: true; antwort: Response } | HttpFehlschlag> {
  const r = await rufe(pfad, init);
  if (r === null) return { ok: false, art: 'netzwerk' };
  if (!r.ok) {
    return { ok: false, art: 'status', status: r.status, fehler: await fehlerDerAntwort(r) };
  }
  return { ok: true, antwort: r };
}

/** The JSON of an ok answer; one that is not JSON is a failure with its status. */
async function jsonAus<T>(
  pfad: string,
  r: Response,
): Promise<{ ok: true; daten: T } | HttpFehlschlag> {
  try {
    return { ok: true, daten: (await r.json()) as T };
  } catch (e) {
    console.error(`Antwort von ${pfad} ist kein JSON`, e);
    return { ok: false, art: 'status', status: r.status };
  }
}

async function alsJson<T>(
  pfad: string,
  init?: RequestInit,
): Promise<{ ok: true; daten: T } | HttpFehlschlag> {
  const r = await beantwortet(pfad, init);
  return r.ok ? jsonAus<T>(pfad, r.antwort) : r;
}

/** What `geprueft` needs of a domain schema. */
type Leser<T> = { safeParse(x: unknown): { success: true; data: T } | { success: false } };

/**
 * A schema at hand, or a loader of one: the first page's answers are read by schemas in a lazy
 * chunk (antwort-schemas.ts), so zod stays out of the first page's scripts (bench bundle).
 */
type SchemaQuelle<T> = Leser<T> | (() => Promise<Leser<T>>);

/** The answers' schemas (antwort-schemas.ts), loaded with the first answer that needs one. */
const schemas = () => import('./antwort-schemas.ts');

/** The schema of `quelle`, or null when its chunk did not load (logged). */
async function leserVon<T>(pfad: string, quelle: SchemaQuelle<T>): Promise<Leser<T> | null> {
  if (typeof quelle !== 'function') return quelle;
  try {
    return await quelle();
  } catch (e) {
    console.error(`Schema für ${pfad} nicht geladen`, e);
    return null;
  }
}

/** A JSON answer read by a domain schema: one that does not fit is `{ok: false, art: 'format'}`. */
export async function geprueft<T>(
  pfad: string,
  schema: SchemaQuelle<T>,
  init?: RequestInit,
): Promise<Antwort<{ daten: T }>> {
  const [r, leser] = await Promise.all([beantwortet(pfad, init), leserVon(pfad, schema)]);
  if (!r.ok) return r;
  if (leser === null) return { ok: false, art: 'netzwerk' }; // its chunk did not load
  return geprueftAus(pfad, r.antwort, leser);
}

/** `geprueft` for an answer already in hand (whose headers the caller reads too). */
export async function geprueftAus<T>(
  pfad: string,
  antwort: Response,
  schema: Leser<T>,
): Promise<Antwort<{ daten: T }>> {
  const r = await jsonAus<unknown>(pfad, antwort);
  if (!r.ok) return r;
  const gelesen = schema.safeParse(r.daten);
  if (gelesen.success) return { ok: true, daten: gelesen.data };
  console.error(`Antwort von ${pfad} passt nicht zum Schema`);
  return { ok: false, art: 'format' };
}

/**
 * The draft as the calculation call takes it: `ausgabe` names an edition or is left out (the
 * draft's null means "the one in force today", which the server picks without an id).
 */
function alsBerechnungsAufruf<T extends { ausgabe?: string | null | undefined }>(
  b: T,
  ausgabe: string | null | undefined = b.ausgabe,
): Omit<T, 'ausgabe'> & { ausgabe?: string } {
  const { ausgabe: _entwurfsAusgabe, ...rest } = b;
  return ausgabe ? { ...rest, ausgabe } : rest;
}

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * A PDF by POST: the file, or the failure with the server's German `fehler` (a 403 for a
 * Stichtagsdifferenz without the permission, issue 17 §10; a 422 letter not offered; a 503
 * "ausgelastet", issue 26 §16). One code for the results' PDF and the letters (issue 30 §1).
 */
async function pdfAbruf(
  pfad: string,
  body: unknown,
): Promise<Antwort<{ datei: Blob; dateiname: string | null }>> {
  const r = await rufe(pfad, {
    ...jsonPost(body),
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
  });
  if (r === null) return { ok: false, art: 'netzwerk' };
  if (!r.ok) {
    return { ok: false, art: 'status', status: r.status, fehler: await fehlerDerAntwort(r) };
  }
  return {
    ok: true,
    datei: await r.blob(),
    dateiname: dateinameAus(r.headers.get('Content-Disposition')),
  };
}

/**
 * The plain `filename` of a Content-Disposition, quoted or not (the `content-disposition`
 * package quotes only where it must: `filename=Antwort_Mieterhoehungsverlangen.pdf`); a name
 * with a path in it is none.
 */
export function dateinameAus(kopf: string | null): string | null {
  const treffer = /filename=(?:"([^"]*)"|([^;\s"]+))/i.exec(kopf ?? '');
  const name = treffer?.[1] ?? treffer?.[2] ?? '';
  return name === '' || /[/\\]/.test(name) ? null : name;
}

/** /loggedout.html after a failed POST /logout (its script reads the parameter). */
export const ABMELDUNG_FEHLGESCHLAGEN = '/loggedout.html?abmeldung=fehlgeschlagen';

export const api = {
  environmentInfo: () =>
    geprueft('/api/environmentInfo', async () => (await schemas()).environmentInfoSchema),

  userInfo: () => alsJson<UserInfo>('/api/sso/userinfo'),

  /**
   * Issue 21 §2: the operator's details (`betreiber: null` without BETREIBER_DATEI). The schema
   * comes from the caller, so it stays in the lazy chunk of the pages that need it.
   */
  betreiber: <T>(schema: Leser<T>) => geprueft('/api/betreiber', schema),

  /** spezifikation.md §5: only called with at least 3 characters (the caller checks). */
  adresssuche: (text: string) =>
    geprueft(
      `/api/backend-service/adresssuche?searchString=${encodeURIComponent(text)}`,
      async () => (await schemas()).adresstrefferListeSchema,
    ),

  /** Issue 17 §6: streets close to a misspelt one ("Meinten Sie …?"), after a search without hits. */
  strassenvorschlaege: (text: string) =>
    geprueft(
      `/api/backend-service/strassenvorschlaege?searchString=${encodeURIComponent(text)}`,
      async () => (await schemas()).strassenvorschlagListeSchema,
    ),

  /** Issue 11: Wohnlage and Gebäudetyp at a WGS84 point (null outside every polygon). */
  lage: (lon: number, lat: number) =>
    geprueft(
      `/api/backend-service/wohnlage?${new URLSearchParams({ lon: String(lon), lat: String(lat) })}`,
      async () => (await schemas()).lageAntwortSchema,
    ),

  /** Issue 11: the Wohnlagen polygons as GeoJSON (404 without an imported layer). */
  wohnlagenkarte: () => alsJson<unknown>('/api/backend-service/wohnlagenkarte'),

  /**
   * Body and answer typed by the schemas the server checks and writes them with. `ausgabe`:
   * another edition than the draft's own (a check, the side-by-side comparison).
   */
  berechne: (berechnung: BerechnungEntwurf, ausgabe?: string) =>
    alsJson<ErgebnisWire>(
      '/api/backend-service/berechnung',
      jsonPost(alsBerechnungsAufruf(berechnung, ausgabe)),
    ),

  /**
   * berechnungsregeln.md §4: the PDF as a blob. Its file name is the edition's `pdfDateiname`,
   * the same source the server names its Content-Disposition from.
   */
  pdf: (parameter: PdfAnfrage) =>
    pdfAbruf('/api/backend-service/pdf', {
      ...parameter,
      berechnung: alsBerechnungsAufruf(parameter.berechnung),
    }),

  /**
   * Issue 30 §1: a letter as PDF (schreiben-vertrag.md). The user's fields travel only in this
   * body, never in the address; the server neither stores nor logs them.
   */
  schreiben: (anfrage: SchreibenAnfrage) =>
    pdfAbruf('/api/backend-service/schreiben', {
      ...anfrage,
      berechnung: alsBerechnungsAufruf(anfrage.berechnung),
    }),

  /**
   * spezifikation.md §7: POST /logout, then /loggedout.html – also on failure, where it says so
   * (issue 26 §13). With OpenID
   * Connect (issue 12 §1) the server names the provider's logout page, which ends the session
   * there too and sends the browser back to /loggedout.html.
   */
  async abmelden(): Promise<void> {
    // a JSON content type needs a JSON body, or the server rejects the request
    const r = await rufe('/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    // issue 26 §13: without an ok answer the session may still be open (a shared computer):
    // the page then says that the sign-out failed and offers to retry (public/loggedout.js)
    let weiter = r?.ok ? '/loggedout.html' : ABMELDUNG_FEHLGESCHLAGEN;
    try {
      const antwort: unknown = r?.ok ? await r.json() : null;
      const adresse = (antwort as { abmeldeAdresse?: unknown } | null)?.abmeldeAdresse;
      if (typeof adresse === 'string' && /^https?:\/\//.test(adresse)) weiter = adresse;
    } catch {
      // no JSON: our own page
    }
    window.location.assign(weiter);
  },
};
