/**
 * Wire shapes of the template API (spezifikation.md §3 "Template", §7): Spring-Data-REST-style
 * HAL JSON as the server answers it. Field names follow the spec exactly.
 */

/** The template columns that the list shows, filters and sorts by (spezifikation.md §2). */
export type VorlagenSpalte =
  | 'dateiId'
  | 'dateiname'
  | 'anlagedatum'
  | 'anlagenutzer'
  | 'kommentar'
  | 'aenderungsdatum'
  | 'aenderungsnutzer';

/**
 * What a template stores about a calculation (spezifikation.md §3): the PDF parameters
 * (the free text is never stored), the result, the error flags and the step to resume at.
 * Kept `unknown` here: the domain's `berechnungsdatenSchema` validates it on load.
 */
export type Berechnungsdaten = Record<string, unknown>;

export interface Berechnungsvorlage {
  dateiId: number;
  dateiname: string;
  kommentar: string | null;
  anlagedatum: string | null;
  anlagenutzer: string | null;
  aenderungsdatum: string | null;
  aenderungsnutzer: string | null;
  berechnungsdaten: Berechnungsdaten;
  _links: { self: { href: string } };
}

/** `page` block of a paged list answer. */
export interface Seiteninfo {
  size: number;
  totalElements: number;
  totalPages: number;
  /** 0-based. */
  number: number;
}

/** Body of POST and PUT: what the user chose plus the calculation snapshot. */
export interface VorlageEingabe {
  dateiname: string;
  kommentar: string;
  berechnungsdaten: Berechnungsdaten;
  /** Kept on overwrite (spezifikation.md §7); the server keeps them anyway. */
  anlagedatum?: string | null;
  anlagenutzer?: string | null;
}
