/**
 * The letters of issue 30 §1 as data: what the user types (`SchreibenAngaben`), what the check
 * page already holds (`SchreibenFakten`) and the letter made from both (`Schreiben`). The
 * contract with the web app is /work/helpers/schreiben-vertrag.md (ADR 0026).
 */
import type { AusgabeInfo } from '../ausgaben/index.ts';
import {
  antwortVarianten,
  schreibenArten,
  type BerechnungEntwurf,
  type Ergebnis,
  type MietvergleichParameter,
} from '../schema/index.ts';

// the lists live with the wire schema of the API (schema.ts), which the server checks by
export { antwortVarianten, schreibenArten };

/** The three letters: the tenant's answer, the tenant's Rüge, the landlord's demand. */
export type SchreibenArt = (typeof schreibenArten)[number];

/** Only for the tenant's answer: which answer she gives. */
export type AntwortVariante = (typeof antwortVarianten)[number];

/**
 * What the check page holds. The letters call the checks themselves with these facts
 * (`pruefeMieterhoehung`, `pruefeMietpreisbremse`), so every figure is the check's own.
 */
export interface SchreibenFakten {
  /** the answers as typed (classification, rent basis, area) */
  entwurf: BerechnungEntwurf;
  /** the result under the edition the check uses (the receipt's / the lease start's edition) */
  ergebnis: Ergebnis;
  /** that edition */
  ausgabe: AusgabeInfo;
  /** the checks' inputs in cents and ISO days (the PDF's checked `mietvergleich`) */
  mietvergleich: MietvergleichParameter;
  /** today in Munich, 'YYYY-MM-DD' */
  heute: string;
  /** the notes on provisional figures of this calculation (`vorlaeufigeWerte`) */
  vorlaeufigeWerte?: string[];
  /**
   * the sentence naming the edition the check uses, when it says something (`pruefAusgabe(…).text`,
   * e.g. that the Mietspiegel may be outdated for that day): a note for the user
   */
  ausgabeHinweis?: string | null;
}

/** What the user types: kept in the tab, sent only to make the PDF, never stored or logged. */
export interface SchreibenAngaben {
  /** name and address, lines separated by "\n"; '' → placeholder */
  absender: string;
  empfaenger: string;
  /** place of the letter; '' → placeholder */
  ort: string;
  /** date of the letter 'YYYY-MM-DD'; '' → placeholder */
  datum: string;
  /** the flat in one line ("Musterstraße 1, 2. OG links"); '' → not named */
  wohnung: string;
  /** only for the tenant's answer (required there) */
  variante?: AntwortVariante;
}

export type SchreibenAngebot =
  | { angeboten: true; varianten: AntwortVariante[]; vorlaeufig: boolean }
  | { angeboten: false; grund: string };

export type SchreibenAbsatz = { art: 'text'; text: string } | { art: 'liste'; punkte: string[] };

export interface SchreibenQuelle {
  /** e.g. '§ 558b Abs. 2 Satz 1 BGB' or 'Mietspiegel für München 2025' */
  rechtsgrundlage: string;
  /** what the letter takes from it */
  wofuer: string;
  /** not verified against the official gazette or brochure */
  vorlaeufig: boolean;
}

export interface Schreiben {
  art: SchreibenArt;
  titel: string;
  absender: string[];
  empfaenger: string[];
  ortDatum: string;
  betreff: string;
  anrede: string;
  absaetze: SchreibenAbsatz[];
  grussformel: string;
  unterschrift: string;
  anlagen: string[];
  /** for the user only, not part of the letter */
  hinweise: string[];
  quellen: SchreibenQuelle[];
  /** the visible line: a template, no legal advice, where to get advice */
  musterHinweis: string;
  /** a figure of the letter rests on provisional data (`hinweise` says which) */
  vorlaeufig: boolean;
}

export type SchreibenErgebnis = { ok: true; schreiben: Schreiben } | { ok: false; grund: string };

export interface FeldFehler {
  feld: 'absender' | 'empfaenger' | 'ort' | 'datum' | 'wohnung' | 'variante';
  meldung: string;
}
