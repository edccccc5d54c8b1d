/**
 * HAL representation in the style of Spring Data REST (spezifikation.md §7): the collection
 * `{_embedded:{berechnungsvorlages:[…]}, _links, page}`, each item with `_links.self.href`.
 * Links are paths on this server (same origin, §7). The shapes are the domain's
 * (`berechnungsvorlageSchema`, `berechnungsvorlagenListeSchema`), which the web app reads by.
 */
import type { Berechnungsvorlage, BerechnungsvorlagenListe } from '@mietspiegel/domain';
import type { Vorlage } from './vorlagen-repository.ts';

export const VORLAGEN_PFAD = '/api/backend-service/berechnungsvorlages';
export const HAL_JSON = 'application/hal+json; charset=utf-8';

export const selbstLink = (dateiId: number): string => `${VORLAGEN_PFAD}/${dateiId}`;

/** Weak ETag of a row version; If-Match accepts it with or without `W/`. */
export const etag = (version: number): string => `W/"${version}"`;

export function alsRessource(v: Vorlage): Berechnungsvorlage {
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
export function alsSammlung(
  vorlagen: Vorlage[],
  seite: Seite,
  linkZu: (nummer: number) => string,
): BerechnungsvorlagenListe {
  const seiten = Math.ceil(seite.gesamt / seite.groesse);
  const link = (nummer: number) => ({ href: linkZu(nummer) });
  const letzte = Math.max(seiten - 1, 0);
  // Only the pages that exist, in Spring Data REST's order.
  const links: BerechnungsvorlagenListe['_links'] = {
    ...(seiten > 0 ? { first: link(0) } : {}),
    ...(seite.nummer > 0 ? { prev: link(Math.min(seite.nummer - 1, letzte)) } : {}),
    self: link(seite.nummer),
    ...(seite.nummer + 1 < seiten ? { next: link(seite.nummer + 1) } : {}),
    ...(seiten > 0 ? { last: link(letzte) } : {}),
    search: { href: `${VORLAGEN_PFAD}/search` },
  };
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
