import type { PruefAnlass, Ausgabe } from '../ausgaben/index.ts';
/**
 * Shared types of the domain core: the calculation input (spezifikation.md §3 "Calculation"),
 * the result (§3 "Result" + berechnungsregeln.md §3), conflicts (§4) and validation errors (§5).
 * Field names follow the spec exactly, because they are the wire format of the API and of
 * stored templates. Shapes that a zod schema describes (schema.ts) take their type from it.
 */
import type {
  EntwurfWire,
  ErgebnisWire,
  FehlerFlagsWire,
  StichtagsdifferenzWire,
} from './schema.ts';

/** Step ids = hash routes of spezifikation.md §2, from the step catalogue. */
export type { SchrittId } from '../grundlagen/index.ts';

export type AbweichungsFeld =
  'wasser' | 'rueckgebaeude' | 'waermedaemmung' | 'fassadeA' | 'fassadeB' | 'zusatz';

/**
 * The answers while the user is still filling in the wizard (spec §3 defaults: empty area,
 * every single choice null, lists empty, all 18 operating-cost items selected): the type of
 * `entwurfSchema`, the one description of this wire shape.
 */
export type BerechnungEntwurf = EntwurfWire;

/** The deviations: the six inputs, and balkonA/B/Gross kept for the terrasseBalkon rule (§4). */
export type Abweichungen = BerechnungEntwurf['abweichungen'];

/** A deviation value as the UI and the API carry it: number, or "" / null for blank. */
export type AbweichungsWert = Abweichungen['wasser'];

/** The single choices: null until answered. */
type EinzelAuswahl = {
  [K in keyof BerechnungEntwurf]-?: BerechnungEntwurf[K] extends number | null
    ? null extends BerechnungEntwurf[K]
      ? K
      : never
    : never;
}[keyof BerechnungEntwurf];

/** A complete, valid calculation (berechnungsregeln.md §1): every choice made. */
export type Berechnung = Omit<BerechnungEntwurf, EinzelAuswahl> & Record<EinzelAuswahl, number>;

/**
 * The values the check read from the answers (issue 19 §2 "parse once at the edge"): the area in
 * thousandths of m² (65,5 m² → 65 500) and each deviation in cents per m² (blank → null). The
 * calculation, the comparisons and the PDF take them as they are; nothing reads the texts again.
 */
export interface GeleseneWerte {
  readonly flaecheTausendstel: number;
  readonly abweichungenCent: Readonly<Record<AbweichungsFeld, number | null>>;
}

/**
 * A checked calculation as `pruefeBerechnung` returns it: the normalised answers of the wire
 * (area with a point, deviations as numbers) and the values read from them.
 */
export type GepruefteBerechnung = Berechnung & GeleseneWerte;

/**
 * Answers still being filled in, with the area read once by the domain's one area reader
 * (`leseEntwurf`); null while the area is no valid area. What the live preview computes from.
 */
export type GelesenerEntwurf = BerechnungEntwurf & {
  readonly flaecheTausendstel: number | null;
};

/** Result of berechnungsregeln.md §3; amounts as numbers with two decimals (`ergebnisSchema`). */
export type Ergebnis = ErgebnisWire;
export type Aufschluesselung = Ergebnis['aufschluesselung'];
/** One applied surcharge or deduction of the breakdown: merkmal, German label, euroProQm. */
export type ZuschlagPosten = Aufschluesselung['zuschlaege'][number];

/** One error of the 400/422 envelope `{"fehler": [...]}` (berechnungsregeln.md §1). */
export interface Fehler {
  /** Field path, e.g. 'wohnflaeche', 'selectedHaustyp', 'abweichungen.fassadeA'. */
  feld: string;
  meldung: string;
}

/** Error flags per topic (spezifikation.md §3 "Error state"), the type of `fehlerFlagsSchema`. */
export type FehlerFlags = FehlerFlagsWire;
export type { FehlerThema } from '../grundlagen/index.ts';

/** Stichtagsdifferenz of the PDF call (berechnungsregeln.md §4): ISO date, percentage. */
export type Stichtagsdifferenz = StichtagsdifferenzWire;

/** The checked Stichtagsdifferenz: the wire values and the height read in tenths of a percent. */
export type GepruefteStichtagsdifferenz = Stichtagsdifferenz & { readonly hoeheZehntel: number };

/** The checked PDF call body (berechnungsregeln.md §4), as `pruefePdfParameter` returns it. */
export interface PdfParameter {
  berechnung: GepruefteBerechnung;
  zusaetzlicheBegruendungen: string;
  stichtagsdifferenz?: GepruefteStichtagsdifferenz;
  /** issue 13: the user's rent and the increase check, checked; only when sent */
  mietvergleich?: MietvergleichParameter;
  /**
   * issue 20 §3: the edition chosen by the server (from `berechnung.ausgabe` or the day), set
   * after the check – not part of the wire body; missing = the built-in edition.
   */
  ausgabe?: Ausgabe;
  /**
   * issue 20 §4, issue 21 §1: the edition each day-based check uses (the one in force on the
   * receipt of the letter / at the start of the lease) and the sentence that says so; set by the
   * server with `ausgabe`. Missing = the check uses `ausgabe` and says nothing.
   */
  pruefungen?: Partial<Record<PruefAnlass, PruefGrundlage>>;
  /**
   * issue 30 §2: the "Link zu dieser Berechnung" the PDF prints (with a QR code), built by the
   * server from the checked answers with `berechnungslink`; not part of the wire body.
   */
  link?: string;
}

/** The edition a check uses and the sentence naming it (`pruefAusgabe`). */
export interface PruefGrundlage {
  ausgabe: Ausgabe;
  text: string | null;
}

/** The checked `mietvergleich` of the PDF call: amounts in cents, days 'YYYY-MM-DD'. */
export interface MietvergleichParameter {
  mieteCent: number | null;
  erhoehung: {
    neueMieteCent: number | null;
    mieteVorDreiJahrenCent: number | null;
    letzteErhoehung: string | null;
    zugang: string | null;
  } | null;
  /** issue 21 §1: the Mietpreisbremse check's inputs; only when sent */
  bremse?: BremsenEingabe;
}

/** The Mietpreisbremse check's input (issue 21 §1, §§ 556d–556g BGB; mietpreisbremse.ts). */
/** § 556g Abs. 1a: did the landlord disclose the exception in text form before the contract? */
export type Auskunft = 'ja' | 'nein' | 'unbekannt';

export interface BremsenEingabe {
  /** start of the lease 'YYYY-MM-DD' */
  beginn: string | null;
  /** the agreed rent per month at the start */
  mieteCent: number | null;
  /** § 556f Satz 1: first used and let after 1 October 2014 */
  erstnutzungNach2014: boolean;
  /** § 556f Satz 2: first letting after a comprehensive modernisation */
  umfassendModernisiert: boolean;
  /** § 556e Abs. 1: the rent the previous tenant last owed, when the landlord relies on it */
  vormieteCent: number | null;
  /** § 556e Abs. 2: modernisation in the three years before the start */
  modernisierung: boolean;
  /** § 556e Abs. 2: the amount a § 559 increase would give, per month, when known */
  modernisierungsZuschlagCent: number | null;
  /** null: not answered yet (issue 26 §3: the question starts unanswered) */
  auskunft: Auskunft | null;
}
