/**
 * HAL representation in the style of Spring Data REST (spezifikation.md §7): the collection
 * `{_embedded:{berechnungsvorlages:[…]}, _links, page}`, each item with `_links.self.href`.
 * Links are paths on this server (same origin, §7).
 */
import type { Vorlage } from './vorlagen-repository.ts';

export const VORLAGEN_PFAD = '/api/backend-service/berechnungsvorlages';
export const HAL_JSON = 'application/hal+json; charset=utf-8';

export const selbstLink = (dateiId: number): string => `${VORLAGEN_PFAD}/${dateiId}`;

/** Weak ETag of a row version; If-Match accepts it with or without `W/`. */
export const etag = (version: number): string => `W/"${version}"`;

export function alsRessource(v: Vorlage) {
  const href = selbstLink(v.dateiId);
  return {
    dateiId: v.dateiId,
    dateiname: v.dateiname,
    kommentar: v.kommentar,
    anlagedatum: v.anlagedatum.toISOString(),
    anlagenutzer: v.anlagenutzer,
    aenderungsdatum: v.aenderungsdatum.toISOString(),
    aenderungsnutzer: v.aenderungsnutzer,
    version: v.version,
    berechnungsdaten: v.berechnungsdaten,
    _links: { self: { href }, berechnungsvorlage: { href } },
  };
}

export interface Seite {
  nummer: number;
  groesse: number;
  gesamt: number;
}

/** `linkZu(seite)` builds the URL of another page with the same sort and filter. */
export function alsSammlung(vorlagen: Vorlage[], seite: Seite, linkZu: (nummer: number) => string) {
  const seiten = Math.ceil(seite.gesamt / seite.groesse);
  const links: Record<string, { href: string; templated?: boolean }> = {};
  if (seiten > 0) links.first = { href: linkZu(0) };
  if (seite.nummer > 0)
    links.prev = { href: linkZu(Math.min(seite.nummer - 1, Math.max(seiten - 1, 0))) };
  links.self = { href: linkZu(seite.nummer) };
  if (seite.nummer + 1 < seiten) links.next = { href: linkZu(seite.nummer + 1) };
  if (seiten > 0) links.last = { href: linkZu(seiten - 1) };
  links.search = { href: `${VORLAGEN_PFAD}/search` };
  return {
    _embedded: { berechnungsvorlages: vorlagen.map(alsRessource) },
    _links: links,
    page: {
      size: seite.groesse,
      totalElements: seite.gesamt,
      totalPages: seiten,
      number: seite.nummer,
    },
  };
}
