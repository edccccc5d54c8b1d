/**
 * The template calls of the API client (spezifikation.md §7): the URLs, the HAL envelope and
 * ETag / If-Match. Built on the client's helpers, so they follow its convention: they never
 * throw, each returns `{ok: true, ...}` or a `Fehlschlag`; the template pages turn a failure into
 * its German text (vorlagen/texte.ts `fehlerText`).
 *
 * Answers are read by the domain's schemas, the ones the server writes by; an answer that does
 * not fit is `art: 'format'`. Only the template pages import this module, and they are loaded
 * lazily: the schemas cost the first page nothing.
 */
import {
  berechnungsvorlagenListeSchema,
  berechnungsvorlageSchema,
  type Berechnungsvorlage,
  type Seiteninfo,
  type VorlageEingabe,
} from '@mietspiegel/domain';
import { beantwortet, geprueft, geprueftAus, type Antwort } from './client.ts';

export const VORLAGEN_PFAD = '/api/backend-service/berechnungsvorlages';

const HAL = { Accept: 'application/hal+json, application/json' };

/**
 * The template columns that the list shows, filters and sorts by (spezifikation.md §2). The wire
 * shapes of the template API are the domain's schemas (`berechnungsvorlageSchema`, …).
 */
export type VorlagenSpalte =
  | 'dateiId'
  | 'dateiname'
  | 'anlagedatum'
  | 'anlagenutzer'
  | 'kommentar'
  | 'aenderungsdatum'
  | 'aenderungsnutzer';

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
export async function ladeVorlagen(abfrage: VorlagenAbfrage): Promise<Antwort<VorlagenListe>> {
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
  const r = await geprueft(`${VORLAGEN_PFAD}?${parameter}`, berechnungsvorlagenListeSchema, {
    headers: HAL,
  });
  if (!r.ok) return r;
  return { ok: true, vorlagen: r.daten._embedded.berechnungsvorlages, seite: r.daten.page };
}

/** The template with exactly this name, or null (spezifikation.md §7 findByDateiname). */
export async function findeVorlageNachName(
  dateiname: string,
): Promise<Antwort<{ vorlage: Berechnungsvorlage | null }>> {
  const parameter = new URLSearchParams({ dateiname });
  const r = await geprueft(
    `${VORLAGEN_PFAD}/search/findByDateiname?${parameter}`,
    berechnungsvorlagenListeSchema,
    { headers: HAL },
  );
  if (!r.ok) return r;
  return { ok: true, vorlage: r.daten._embedded.berechnungsvorlages[0] ?? null };
}

/** The address of the template with this id (what its self link names). */
export function vorlagenLink(dateiId: number): string {
  return `${VORLAGEN_PFAD}/${dateiId}`;
}

/** GET one template by its self link, with its current ETag. */
export function ladeVorlage(selfLink: string): Promise<Antwort<VorlageMitVersion>> {
  return mitVersion(selfLink, { method: 'GET', headers: HAL });
}

/** POST a new template (201 with ETag). */
export function legeVorlageAn(eingabe: VorlageEingabe): Promise<Antwort<VorlageMitVersion>> {
  return mitVersion(VORLAGEN_PFAD, {
    method: 'POST',
    headers: { ...HAL, 'Content-Type': 'application/json' },
    body: JSON.stringify(eingabe),
  });
}

/** PUT a template; `etag` guards against overwriting a newer version (412). */
export function aendereVorlage(
  selfLink: string,
  etag: string | null,
  eingabe: VorlageEingabe,
): Promise<Antwort<VorlageMitVersion>> {
  return mitVersion(selfLink, {
    method: 'PUT',
    headers: { ...HAL, 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(eingabe),
  });
}

/** DELETE a template by its self link. */
export async function loescheVorlage(
  selfLink: string,
  etag: string | null,
): Promise<Antwort<object>> {
  const r = await beantwortet(selfLink, {
    method: 'DELETE',
    headers: { ...HAL, ...ifMatch(etag) },
  });
  return r.ok ? { ok: true } : r;
}

function ifMatch(etag: string | null): Record<string, string> {
  return etag ? { 'If-Match': etag } : {};
}

async function mitVersion(pfad: string, init: RequestInit): Promise<Antwort<VorlageMitVersion>> {
  const r = await beantwortet(pfad, init);
  if (!r.ok) return r;
  const gelesen = await geprueftAus(pfad, r.antwort, berechnungsvorlageSchema);
  if (!gelesen.ok) return gelesen;
  return { ok: true, vorlage: gelesen.daten, etag: r.antwort.headers.get('ETag') };
}
