/**
 * The one API client of the web app (spezifikation.md §7, berechnungsregeln.md §3–4).
 * Every call goes to the same origin with credentials; when the page runs locally on port 8081
 * (Vite dev server) the calls go to the local backend on port 8082.
 *
 * Calls never throw: each returns `{ok: true, ...}` or `{ok: false, art, status?}` so that
 * callers map failures to the texts of spezifikation.md §8 in one place each.
 */
import type { BerechnungEntwurf, Ergebnis, Fehler, Stichtagsdifferenz } from '@mietspiegel/domain';

/** Body of POST /api/backend-service/pdf (berechnungsregeln.md §4); the server checks it. */
export interface PdfAnfrage {
  berechnung: BerechnungEntwurf;
  zusaetzlicheBegruendungen: string;
  stichtagsdifferenz?: Stichtagsdifferenz;
}

export type Fehlschlag =
  { ok: false; art: 'netzwerk' } | { ok: false; art: 'status'; status: number; fehler?: Fehler[] };

export type Antwort<T> = ({ ok: true } & T) | Fehlschlag;

export interface EnvironmentInfo {
  geokartenUrl: string;
  geokartenWohnlageUrl: string;
  geokartenGebaeudetypUrl: string;
  /** 'YYYY-MM-DD' of the next maintenance window, or null. */
  wartungsdatum: string | null;
}

export interface UserInfo {
  name?: string;
  authorities: string[];
  user_roles?: string[];
}

export interface Adresstreffer {
  label: string;
}

/** spezifikation.md §7: local development on 8081 talks to the backend on 8082. */
export function apiBasis(
  loc: Pick<Location, 'port' | 'protocol' | 'hostname'> = window.location,
): string {
  return loc.port === '8081' ? `${loc.protocol}//${loc.hostname}:8082` : '';
}

async function rufe(pfad: string, init: RequestInit = {}): Promise<Response | null> {
  try {
    return await fetch(`${apiBasis()}${pfad}`, {
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

async function alsJson<T>(pfad: string, init?: RequestInit): Promise<Antwort<{ daten: T }>> {
  const r = await rufe(pfad, init);
  if (r === null) return { ok: false, art: 'netzwerk' };
  if (!r.ok) {
    let fehler: Fehler[] | undefined;
    try {
      const body = (await r.json()) as { fehler?: Fehler[] };
      if (Array.isArray(body.fehler)) fehler = body.fehler;
    } catch {
      // not JSON: nothing more to report
    }
    return { ok: false, art: 'status', status: r.status, fehler };
  }
  try {
    return { ok: true, daten: (await r.json()) as T };
  } catch (e) {
    console.error(`Antwort von ${pfad} ist kein JSON`, e);
    return { ok: false, art: 'status', status: r.status };
  }
}

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const api = {
  environmentInfo: () => alsJson<EnvironmentInfo>('/api/environmentInfo'),

  userInfo: () => alsJson<UserInfo>('/api/sso/userinfo'),

  /** spezifikation.md §5: only called with at least 3 characters (the caller checks). */
  adresssuche: (text: string) =>
    alsJson<Adresstreffer[]>(
      `/api/backend-service/adresssuche?searchString=${encodeURIComponent(text)}`,
    ),

  berechne: (berechnung: BerechnungEntwurf) =>
    alsJson<Ergebnis>('/api/backend-service/berechnung', jsonPost(berechnung)),

  /**
   * berechnungsregeln.md §4: the PDF as a blob. Its file name is the edition's `pdfDateiname`,
   * the same source the server names its Content-Disposition from.
   */
  async pdf(parameter: PdfAnfrage): Promise<Antwort<{ datei: Blob }>> {
    const r = await rufe('/api/backend-service/pdf', {
      ...jsonPost(parameter),
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
    });
    if (r === null) return { ok: false, art: 'netzwerk' };
    if (!r.ok) return { ok: false, art: 'status', status: r.status };
    return { ok: true, datei: await r.blob() };
  },

  /** spezifikation.md §7: POST /logout, then /loggedout.html – also on failure. */
  async abmelden(): Promise<void> {
    // a JSON content type needs a JSON body, or the server rejects the request
    await rufe('/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    window.location.assign('/loggedout.html');
  },
};
