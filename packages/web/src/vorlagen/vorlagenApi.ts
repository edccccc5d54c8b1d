/**
 * API client for templates (spezifikation.md §7): the only place in the web app that knows the
 * URLs, the HAL envelope, ETag / If-Match and how a failed answer becomes a German message.
 * Answers are read by the domain's schemas, the ones the server writes by; an answer that does
 * not fit them is the unknown error of §8 (the template pages are loaded lazily: the
 * schemas cost the first page nothing).
 */
import {
  berechnungsvorlagenListeSchema,
  berechnungsvorlageSchema,
  meldungen,
  type Berechnungsvorlage,
  type Seiteninfo,
  type VorlageEingabe,
} from '@mietspiegel/domain';
import type { VorlagenSpalte } from './typen.ts';
import { vorlagenTexte } from './texte.ts';
import { apiBasis } from '../api/client.ts';

export const VORLAGEN_PFAD = '/api/backend-service/berechnungsvorlages';

/** A failed template call; `meldung` is the German text to show (spezifikation.md §8). */
export class VorlagenApiFehler extends Error {
  readonly status: number;
  readonly meldung: string;

  constructor(status: number, meldung: string) {
    super(meldung);
    this.status = status;
    this.meldung = meldung;
    this.name = 'VorlagenApiFehler';
  }
}

export interface VorlagenAbfrage {
  /** 0-based page. */
  seite: number;
  groesse: number;
  sortierung?: { spalte: VorlagenSpalte; richtung: 'asc' | 'desc' } | null;
  filter?: Partial<Record<VorlagenSpalte, string>>;
}

export interface VorlagenListe {
  vorlagen: Berechnungsvorlage[];
  seite: Seiteninfo;
}

/** A template with the ETag of the version read (needed for If-Match on PUT and DELETE). */
export interface VorlageMitVersion {
  vorlage: Berechnungsvorlage;
  etag: string | null;
}

/** GET the paged, sorted, filtered list (server-side filter per column). */
export async function ladeVorlagen(abfrage: VorlagenAbfrage): Promise<VorlagenListe> {
  const parameter = new URLSearchParams({
    page: String(abfrage.seite),
    size: String(abfrage.groesse),
  });
  if (abfrage.sortierung) {
    parameter.set('sort', `${abfrage.sortierung.spalte},${abfrage.sortierung.richtung}`);
  }
  for (const [spalte, wert] of Object.entries(abfrage.filter ?? {})) {
    const getrimmt = wert?.trim();
    if (getrimmt) parameter.set(spalte, getrimmt);
  }
  const antwort = await anfrage(`${VORLAGEN_PFAD}?${parameter}`, { method: 'GET' });
  const hal = await gelesen(antwort, berechnungsvorlagenListeSchema);
  return { vorlagen: hal._embedded.berechnungsvorlages, seite: hal.page };
}

/** The template with exactly this name, or null (spezifikation.md §7 findByDateiname). */
export async function findeVorlageNachName(dateiname: string): Promise<Berechnungsvorlage | null> {
  const parameter = new URLSearchParams({ dateiname });
  const antwort = await anfrage(`${VORLAGEN_PFAD}/search/findByDateiname?${parameter}`, {
    method: 'GET',
  });
  const hal = await gelesen(antwort, berechnungsvorlagenListeSchema);
  return hal._embedded.berechnungsvorlages[0] ?? null;
}

/** The address of the template with this id (what its self link names). */
export function vorlagenLink(dateiId: number): string {
  return `${VORLAGEN_PFAD}/${dateiId}`;
}

/** GET one template by its self link, with its current ETag. */
export async function ladeVorlage(selfLink: string): Promise<VorlageMitVersion> {
  const antwort = await anfrage(selfLink, { method: 'GET' });
  return mitVersion(antwort);
}

/** POST a new template (201 with ETag). */
export async function legeVorlageAn(eingabe: VorlageEingabe): Promise<VorlageMitVersion> {
  const antwort = await anfrage(VORLAGEN_PFAD, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(eingabe),
  });
  return mitVersion(antwort);
}

/** PUT a template; `etag` guards against overwriting a newer version (412). */
export async function aendereVorlage(
  selfLink: string,
  etag: string | null,
  eingabe: VorlageEingabe,
): Promise<VorlageMitVersion> {
  const antwort = await anfrage(selfLink, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(eingabe),
  });
  return mitVersion(antwort);
}

/** DELETE a template by its self link. */
export async function loescheVorlage(selfLink: string, etag: string | null): Promise<void> {
  await anfrage(selfLink, { method: 'DELETE', headers: ifMatch(etag) });
}

function ifMatch(etag: string | null): Record<string, string> {
  return etag ? { 'If-Match': etag } : {};
}

async function mitVersion(antwort: Response): Promise<VorlageMitVersion> {
  return {
    vorlage: await gelesen(antwort, berechnungsvorlageSchema),
    etag: antwort.headers.get('ETag'),
  };
}

/** What the client needs of a domain schema (zod's `safeParse`). */
interface Schema<T> {
  safeParse(
    wert: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** The answer's JSON checked by its schema; anything else is the unknown error (§8). */
async function gelesen<T>(antwort: Response, schema: Schema<T>): Promise<T> {
  const json: unknown = await antwort.json().catch(() => undefined);
  const geprueft = schema.safeParse(json);
  if (!geprueft.success) {
    console.error(`Unerwartete Antwort von ${antwort.url}`, geprueft.error.issues);
    throw new VorlagenApiFehler(antwort.status, meldungen.unbekannterFehler);
  }
  return geprueft.data;
}

/**
 * One call with the rules of spezifikation.md §7 (credentials included); a non-ok answer or a
 * network failure is thrown as `VorlagenApiFehler` with a German message.
 */
async function anfrage(url: string, init: RequestInit): Promise<Response> {
  let antwort: Response;
  try {
    antwort = await fetch(absolut(url), {
      ...init,
      mode: 'cors',
      credentials: 'include',
      headers: { Accept: 'application/hal+json, application/json', ...init.headers },
    });
  } catch {
    throw new VorlagenApiFehler(0, vorlagenTexte.keineVerbindung);
  }
  if (!antwort.ok) throw new VorlagenApiFehler(antwort.status, await fehlermeldung(antwort));
  return antwort;
}

/** Server paths get the API base (port 8082 in local development); self links may be absolute. */
function absolut(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${apiBasis()}${url}`;
}

/** German text for a failed answer: 412 and 401/403 have fixed texts, else the server's. */
async function fehlermeldung(antwort: Response): Promise<string> {
  if (antwort.status === 412) return vorlagenTexte.inzwischenGeaendert;
  if (antwort.status === 401) return vorlagenTexte.nichtAngemeldet;
  if (antwort.status === 403) return vorlagenTexte.keineBerechtigung;
  try {
    const body = (await antwort.json()) as { fehler?: { meldung?: unknown }[] };
    const texte = (body.fehler ?? [])
      .map((f) => f.meldung)
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (texte.length > 0) return texte.join(' ');
  } catch {
    // no JSON body: fall through to the default text
  }
  if (antwort.status === 404) return vorlagenTexte.nichtGefunden;
  return meldungen.unbekannterFehler;
}
