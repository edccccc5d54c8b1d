/**
 * "Ihre Miete im Vergleich" (issue 13): where the user's own rent stands against the result of
 * this calculation, and a check of a rent increase under § 558 BGB. Integer cents throughout;
 * the legal figures come from data/mieterhoehung-bayern.json (mieterhoehung-daten.ts). The texts
 * in words are made here once, for the results page and the PDF alike.
 *
 * Rent basis: the comparison values are the result of berechnungsregeln.md §2, which contains
 * the chosen operating costs (`bk`, §2.3/§2.4) when selectedBetriebskostenA = 1. So the user's
 * rent is read on the same basis: the net rent (Nettokaltmiete) for a net calculation, the rent
 * including the chosen operating costs for a gross or partly inclusive one.
 */
import {
  beginnDesKalendermonatsNach,
  endeDesKalendermonatsNach,
  ersterTagNachMonaten,
  spaeter,
} from './datum.ts';
import { formatDatum, formatEuro, formatEuroProQm, formatZahl } from './format.ts';
import { betragInCent, leseBetrag } from './betrag.ts';
import { cent, teileGerundet, zahlSkaliert } from './geld.ts';
import { meldungen } from './meldungen.ts';
import {
  mieterhoehungsDaten,
  type Kappungszeitraum,
  type MieterhoehungsDaten,
} from './mieterhoehung-daten.ts';
import { istIsoDatum, wohnflaecheInTausendstel } from './validierung.ts';
import type { MietvergleichWire } from './schema.ts';
import type {
  BerechnungEntwurf,
  BremsenEingabe,
  Ergebnis,
  Fehler,
  MietvergleichParameter,
} from './typen.ts';

// ---------------------------------------------------------------------------------------------
// Input: a monthly amount in euros, read by the one money reader (betrag.ts, issue 17)

/** Highest monthly amount taken: 100.000 € (a typing slip above that is caught, not compared). */
export const MIETBETRAG_HOECHSTENS_CENT = 10_000_000;

export const mietvergleichMeldungen = {
  betrag: meldungen.betragForm,
  betragNull: 'Der Betrag muss größer als 0 Euro sein. Bitte ändern Sie Ihre Eingabe.',
  betragZuHoch: `Der Betrag darf höchstens ${formatEuro(MIETBETRAG_HOECHSTENS_CENT)} betragen. Bitte ändern Sie Ihre Eingabe.`,
  datum: 'Geben Sie ein gültiges Datum ein. Bitte ändern Sie Ihre Eingabe.',
  zugangVorErhoehung:
    'Das Schreiben kann nicht vor der letzten Mieterhöhung oder dem Einzug zugegangen sein. Bitte ändern Sie Ihre Eingabe.',
};

/** '1.103,02' / '1103,02' / '1103.02' → cents; null when not such an amount, 0, negative or too high. */
export function mietbetragInCent(text: string): number | null {
  const c = betragInCent(text);
  return c === null || c <= 0 || c > MIETBETRAG_HOECHSTENS_CENT ? null : c;
}

/** The German message for a monthly amount, or null when it is fine. A blank input is no error. */
export function pruefeMietbetrag(text: string): string | null {
  const g = leseBetrag(text);
  if (g.art === 'leer') return null;
  if (g.art === 'ungueltig')
    return g.grund === 'mehrdeutig'
      ? meldungen.betragMehrdeutig(g.alsTausender)
      : mietvergleichMeldungen.betrag;
  if (g.cent <= 0) return mietvergleichMeldungen.betragNull;
  if (g.cent > MIETBETRAG_HOECHSTENS_CENT) return mietvergleichMeldungen.betragZuHoch;
  return null;
}

/** An amount of the wire (euros, ≤ 2 decimals) → cents, or null when it is not a valid amount. */
export function mietbetragAusZahl(euro: number): number | null {
  const c = zahlSkaliert(euro, 2);
  return c === null || c <= 0 || c > MIETBETRAG_HOECHSTENS_CENT ? null : c;
}

/** Cents → the text the input shows, as the product prints it ('1.103,02'), for a template. */
export function mietbetragAlsText(c: number): string {
  return formatZahl(c);
}

/** A date field: blank is no error; otherwise a real calendar day 'YYYY-MM-DD'. */
export function pruefeMietDatum(text: string): string | null {
  if (text === '') return null;
  return istIsoDatum(text) ? null : mietvergleichMeldungen.datum;
}

/**
 * Content check of the `mietvergleich` of a PDF call or a template (types are checked by
 * `mietvergleichSchema`): amounts > 0 with at most two decimals, real calendar days, the letter
 * not before the last increase. Nothing sent (or all blank) → no value, no error.
 */
export function pruefeMietvergleich(w: MietvergleichWire | null | undefined): {
  fehler: Fehler[];
  wert: MietvergleichParameter | undefined;
} {
  const fehler: Fehler[] = [];
  if (!w) return { fehler, wert: undefined };
  const betrag = (feld: string, x: number | null | undefined): number | null => {
    if (x === null || x === undefined) return null;
    const c = mietbetragAusZahl(x);
    if (c === null) fehler.push({ feld, meldung: mietvergleichMeldungen.betrag });
    return c;
  };
  const tag = (feld: string, x: string | null | undefined): string | null => {
    if (x === null || x === undefined || x === '') return null;
    if (!istIsoDatum(x)) {
      fehler.push({ feld, meldung: mietvergleichMeldungen.datum });
      return null;
    }
    return x;
  };
  const mieteCent = betrag('mietvergleich.miete', w.miete);
  const e = w.mieterhoehung;
  let erhoehung: MietvergleichParameter['erhoehung'] = null;
  if (e) {
    const p = 'mietvergleich.mieterhoehung.';
    erhoehung = {
      neueMieteCent: betrag(`${p}neueMiete`, e.neueMiete),
      mieteVorDreiJahrenCent: betrag(`${p}mieteVorDreiJahren`, e.mieteVorDreiJahren),
      letzteErhoehung: tag(`${p}letzteErhoehung`, e.letzteErhoehung),
      zugang: tag(`${p}zugang`, e.zugang),
    };
    if (
      erhoehung.letzteErhoehung !== null &&
      erhoehung.zugang !== null &&
      erhoehung.zugang < erhoehung.letzteErhoehung
    ) {
      fehler.push({ feld: `${p}zugang`, meldung: mietvergleichMeldungen.zugangVorErhoehung });
    }
    if (Object.values(erhoehung).every((x) => x === null)) erhoehung = null;
  }
  // issue 21 §1: the Mietpreisbremse check; a sent object with nothing in it counts as not sent
  const b = w.mietpreisbremse;
  let bremse: BremsenEingabe | null = null;
  if (b) {
    const p = 'mietvergleich.mietpreisbremse.';
    bremse = {
      beginn: tag(`${p}beginn`, b.beginn),
      mieteCent: betrag(`${p}miete`, b.miete),
      erstnutzungNach2014: b.erstnutzungNach2014 === true,
      umfassendModernisiert: b.umfassendModernisiert === true,
      vormieteCent: betrag(`${p}vormiete`, b.vormiete),
      modernisierung: b.modernisierung === true,
      modernisierungsZuschlagCent: betrag(`${p}modernisierungsZuschlag`, b.modernisierungsZuschlag),
      auskunft: b.auskunft ?? 'unbekannt',
    };
    if (bremse.beginn === null && bremse.mieteCent === null) bremse = null;
  }
  if (mieteCent === null && erhoehung === null && bremse === null)
    return { fehler, wert: undefined };
  return { fehler, wert: { mieteCent, erhoehung, ...(bremse ? { bremse } : {}) } };
}

// ---------------------------------------------------------------------------------------------
// Rent basis

export type Mietbasis = 'netto' | 'brutto';

/** The basis of the comparison: the Betriebskosten answer (berechnungsregeln.md §2.3). */
export function mietbasis(entwurf: Pick<BerechnungEntwurf, 'selectedBetriebskostenA'>): Mietbasis {
  return entwurf.selectedBetriebskostenA === 1 ? 'brutto' : 'netto';
}

/**
 * Where the own rent goes (issue 17 §13), said truthfully under its field: it is kept in this
 * tab and sent for the PDF, and stored on the server only with a saved template, which every
 * signed-in user with the write permission for templates can open (spezifikation.md §1, §6).
 */
export const MIETE_SPEICHERHINWEIS =
  'Ihr Betrag wird in diesem Browser-Tab gespeichert und für das PDF an den Server geschickt, der es erstellt, ohne den Betrag zu speichern. Nur wenn Sie die Berechnung als Berechnungsvorlage speichern, wird er mit ihr auf dem Server gespeichert; die Vorlage können alle angemeldeten Nutzer mit Schreibrecht für Berechnungsvorlagen öffnen.';

export const mietbasisTexte: Record<Mietbasis, { label: string; kurz: string; hinweis: string }> = {
  netto: {
    label: 'Ihre Nettokaltmiete (Euro im Monat)',
    kurz: 'Nettokaltmiete',
    hinweis: `Die Miete ohne Betriebskosten und ohne Heizkosten, wie Sie sie für die ganze Wohnung im Monat zahlen. ${MIETE_SPEICHERHINWEIS}`,
  },
  brutto: {
    label: 'Ihre Miete einschließlich der gewählten Betriebskosten (Euro im Monat)',
    kurz: 'Miete einschließlich der gewählten Betriebskosten',
    hinweis: `Sie haben eine Brutto- oder Teilinklusivmiete gewählt: Die Vergleichswerte enthalten die im Schritt Betriebskosten gewählten Betriebskosten. Geben Sie Ihre Miete einschließlich dieser Betriebskosten für die ganze Wohnung im Monat ein. ${MIETE_SPEICHERHINWEIS}`,
  },
};

// ---------------------------------------------------------------------------------------------
// 1. The comparison

/** Where the rent lies. On a bound of the range counts as within it. */
export type MietLage = 'unterSpanne' | 'unterMittel' | 'mittel' | 'ueberMittel' | 'ueberSpanne';

export interface Mietvergleich {
  mieteCent: number;
  /** her rent per m², rounded half up to the cent (as berechnungsregeln.md §2.7 rounds) */
  mieteProQmCent: number;
  mittelCent: number;
  mittelProQmCent: number;
  untenCent: number;
  untenProQmCent: number;
  obenCent: number;
  obenProQmCent: number;
  mitAbweichungenCent: number;
  mitAbweichungenProQmCent: number;
  /** her rent − the average, per month (exact cents) */
  differenzCent: number;
  /** her rent per m² − the average per m² (the difference of the two figures shown) */
  differenzProQmCent: number;
  /** differenzCent / average per month in tenths of a percent, half away from zero; null if the average is not positive */
  differenzZehntelProzent: number | null;
  lage: MietLage;
}

/**
 * Compares a monthly rent (cents) with the result of this calculation (issue 13 §1).
 *
 * The position is decided on the monthly amounts, the figures the results page shows
 * (berechnungsregeln.md §2.7, each rounded half up to the cent): her rent against the lower
 * limit, the average and the upper limit per month. So a rent equal to the shown average is "on
 * the average", and one equal to a shown limit is within the range.
 *
 * Rounding: her rent per m² = cents × 1000 / area in thousandths of m², rounded half up to the
 * cent, like §2.7; the difference per month is exact; the difference per m² is her rounded
 * figure minus the average per m², so the figures shown add up; the percentage is the monthly
 * difference over the monthly average, rounded half away from zero to one decimal.
 */
export function vergleicheMiete(
  mieteCent: number,
  ergebnis: Ergebnis,
  wohnflaeche: string,
): Mietvergleich {
  const flaeche = wohnflaecheInTausendstel(wohnflaeche);
  if (flaeche === null || flaeche <= 0) throw new Error(`Ungültige Wohnfläche: ${wohnflaeche}`);
  if (!Number.isSafeInteger(mieteCent) || mieteCent <= 0)
    throw new Error('vergleicheMiete erwartet einen positiven Betrag in Cent.');
  const mittelCent = cent(ergebnis.ortsueblicheMiete);
  const untenCent = cent(ergebnis.ortsueblicheMieteSpanneUnten);
  const obenCent = cent(ergebnis.ortsueblicheMieteSpanneOben);
  const mittelProQmCent = cent(ergebnis.ortsueblicheMieteProQM);
  const mieteProQmCent = teileGerundet(mieteCent * 1000, flaeche);
  const differenzCent = mieteCent - mittelCent;
  const lage: MietLage =
    mieteCent < untenCent
      ? 'unterSpanne'
      : mieteCent > obenCent
        ? 'ueberSpanne'
        : differenzCent < 0
          ? 'unterMittel'
          : differenzCent > 0
            ? 'ueberMittel'
            : 'mittel';
  return {
    mieteCent,
    mieteProQmCent,
    mittelCent,
    mittelProQmCent,
    untenCent,
    untenProQmCent: cent(ergebnis.ortsueblicheMieteSpanneUntenProQM),
    obenCent,
    obenProQmCent: cent(ergebnis.ortsueblicheMieteSpanneObenProQM),
    mitAbweichungenCent: cent(ergebnis.ortsueblicheMieteSpanneBegruendeteAbweichungen),
    mitAbweichungenProQmCent: cent(ergebnis.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM),
    differenzCent,
    differenzProQmCent: mieteProQmCent - mittelProQmCent,
    differenzZehntelProzent:
      mittelCent > 0 ? teileGerundet(differenzCent * 1000, mittelCent) : null,
    lage,
  };
}

/** Tenths of a percent → '16,0 %' (always one decimal, sign only when negative). */
export function formatZehntelProzent(zehntel: number): string {
  const b = Math.abs(zehntel);
  return `${zehntel < 0 ? '-' : ''}${Math.floor(b / 10)},${b % 10} %`;
}

const LAGE_SATZ: Record<MietLage, string> = {
  unterSpanne: 'Ihre Miete liegt unter der Spanne der ortsüblichen Vergleichsmiete.',
  unterMittel:
    'Ihre Miete liegt innerhalb der Spanne der ortsüblichen Vergleichsmiete, unter dem Durchschnitt.',
  mittel: 'Ihre Miete entspricht genau der durchschnittlichen ortsüblichen Vergleichsmiete.',
  ueberMittel:
    'Ihre Miete liegt innerhalb der Spanne der ortsüblichen Vergleichsmiete, über dem Durchschnitt.',
  ueberSpanne: 'Ihre Miete liegt über der Spanne der ortsüblichen Vergleichsmiete.',
};

/** Short position for the picture's legend and text alternative. */
export const LAGE_KURZ: Record<MietLage, string> = {
  unterSpanne: 'unter der Spanne',
  unterMittel: 'innerhalb der Spanne, unter dem Durchschnitt',
  mittel: 'genau auf dem Durchschnitt',
  ueberMittel: 'innerhalb der Spanne, über dem Durchschnitt',
  ueberSpanne: 'über der Spanne',
};

export interface MietvergleichInWorten {
  /** the position in one sentence */
  lage: string;
  /** the differences to the average in one sentence */
  differenz: string;
  /** label / value pairs: her rent per m², the differences */
  zeilen: [string, string][];
  /** everything the picture shows, in words (its text alternative) */
  bildtext: string;
}

function mitVorzeichen(c: number, format: (c: number) => string): string {
  return c > 0 ? `+${format(c)}` : format(c);
}

/** The comparison in words, for the page, the picture's text alternative and the PDF. */
export function mietvergleichInWorten(v: Mietvergleich, basis: Mietbasis): MietvergleichInWorten {
  const prozent =
    v.differenzZehntelProzent === null
      ? null
      : formatZehntelProzent(Math.abs(v.differenzZehntelProzent));
  const differenz =
    v.differenzCent === 0
      ? `Ihre Miete von ${formatEuroProQm(v.mieteProQmCent)} entspricht dem Durchschnitt von ${formatEuroProQm(v.mittelProQmCent)}.`
      : `Ihre Miete von ${formatEuroProQm(v.mieteProQmCent)} liegt ${formatEuroProQm(Math.abs(v.differenzProQmCent))} ` +
        `(${formatEuro(Math.abs(v.differenzCent))} im Monat${prozent ? `, ${prozent}` : ''}) ` +
        `${v.differenzCent < 0 ? 'unter' : 'über'} dem Durchschnitt von ${formatEuroProQm(v.mittelProQmCent)}.`;
  const zeilen: [string, string][] = [
    [`Ihre ${mietbasisTexte[basis].kurz} im Monat`, formatEuro(v.mieteCent)],
    ['Ihre Miete je m²', formatEuroProQm(v.mieteProQmCent)],
    ['Unterschied zum Durchschnitt je m²', mitVorzeichen(v.differenzProQmCent, formatEuroProQm)],
    ['Unterschied zum Durchschnitt im Monat', mitVorzeichen(v.differenzCent, formatEuro)],
    [
      'Unterschied zum Durchschnitt in Prozent',
      v.differenzZehntelProzent === null
        ? '–'
        : (v.differenzZehntelProzent > 0 ? '+' : '') +
          formatZehntelProzent(v.differenzZehntelProzent),
    ],
  ];
  const bildtext =
    `Skala der Miete je m²: Spanne der ortsüblichen Vergleichsmiete von ${formatEuroProQm(v.untenProQmCent)} bis ${formatEuroProQm(v.obenProQmCent)}, ` +
    `Durchschnitt ${formatEuroProQm(v.mittelProQmCent)}, mit begründeten Abweichungen ${formatEuroProQm(v.mitAbweichungenProQmCent)}, ` +
    `Ihre Miete ${formatEuroProQm(v.mieteProQmCent)}: ${LAGE_KURZ[v.lage]}.`;
  return { lage: LAGE_SATZ[v.lage], differenz, zeilen, bildtext };
}

/** One mark on the picture's scale, at `anteil` (0 = left end, 1 = right end). */
export interface SkalaMarke {
  art: 'unten' | 'oben' | 'mittel' | 'mitAbweichungen' | 'miete' | 'grenze';
  label: string;
  wert: string;
  anteil: number;
}

export interface Skala {
  vonCent: number;
  bisCent: number;
  spanne: { von: number; bis: number };
  marken: SkalaMarke[];
}

/**
 * Geometry of the picture (one horizontal scale per m², issue 13 §1), shared by the page's SVG
 * and the PDF drawing so that both show the same: the range, the average, the average with
 * justified deviations and her rent. The axis runs from the smaller of the lower limit and her
 * rent to the larger of the upper limit and her rent, with a margin of a tenth on each side.
 * Positions are fractions for drawing only; no amount is computed from them.
 */
export function skalaFuer(
  v: Mietvergleich,
  /** an extra mark, e.g. the 110 % limit of the Mietpreisbremse check (mietpreisbremse.ts) */
  grenze?: { label: string; proQmCent: number },
): Skala {
  const min = Math.min(v.untenProQmCent, v.mieteProQmCent);
  const max = Math.max(v.obenProQmCent, v.mieteProQmCent, grenze?.proQmCent ?? 0);
  const rand = Math.max(Math.ceil((max - min) / 10), 10);
  const vonCent = min - rand;
  const bisCent = max + rand;
  const anteil = (c: number): number => (c - vonCent) / (bisCent - vonCent);
  return {
    vonCent,
    bisCent,
    spanne: { von: anteil(v.untenProQmCent), bis: anteil(v.obenProQmCent) },
    marken: [
      {
        art: 'unten',
        label: 'Untergrenze',
        wert: formatEuroProQm(v.untenProQmCent),
        anteil: anteil(v.untenProQmCent),
      },
      {
        art: 'mittel',
        label: 'Durchschnitt',
        wert: formatEuroProQm(v.mittelProQmCent),
        anteil: anteil(v.mittelProQmCent),
      },
      {
        art: 'mitAbweichungen',
        label: 'Mit begründeten Abweichungen',
        wert: formatEuroProQm(v.mitAbweichungenProQmCent),
        anteil: anteil(v.mitAbweichungenProQmCent),
      },
      {
        art: 'oben',
        label: 'Obergrenze',
        wert: formatEuroProQm(v.obenProQmCent),
        anteil: anteil(v.obenProQmCent),
      },
      {
        art: 'miete',
        label: 'Ihre Miete',
        wert: formatEuroProQm(v.mieteProQmCent),
        anteil: anteil(v.mieteProQmCent),
      },
      ...(grenze
        ? [
            {
              art: 'grenze' as const,
              label: grenze.label,
              wert: formatEuroProQm(grenze.proQmCent),
              anteil: anteil(grenze.proQmCent),
            },
          ]
        : []),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 2. The increase check (§ 558 BGB)

export interface ErhoehungsEingabe {
  /** the demanded new rent per month */
  neueMieteCent: number | null;
  /** the rent three years before the increase takes effect */
  mieteVorDreiJahrenCent: number | null;
  /** the day the last increase took effect, or moving in ('YYYY-MM-DD') */
  letzteErhoehung: string | null;
  /** the day the landlord's letter was received ('YYYY-MM-DD') */
  zugang: string | null;
  /** her rent now ("Ihre Miete", when entered): a demand not above it is no increase */
  aktuelleMieteCent?: number | null;
}

export interface KappungsPruefung {
  /** the stored period's percentage, or the general one (§ 558 Abs. 3 Satz 1) when none covers the day */
  prozent: number;
  gebiet: string | null;
  rechtsgrundlage: string;
  /**
   * The day that selects the ordinance: the receipt of the letter (ADR 0010: the law in force
   * when the demand is received applies), or today while no receipt is entered.
   */
  stichtag: string;
  zeitraum: Kappungszeitraum | null;
  /** no stored period covers the day, or today is after the last stored period: check the figures */
  mussGeprueftWerden: boolean;
  basisCent: number;
  /** basis × (100 + prozent) / 100, rounded DOWN to the cent: every cent above exceeds the cap */
  grenzeCent: number;
  /**
   * Only when no stored period covers the day: the cap with the lowered percentage (§ 558 Abs. 3
   * Satz 2), which an ordinance not stored here may set. The cap is then one of the two figures.
   */
  grenzeAbgesenktCent: number | null;
  neueMieteCent: number | null;
  /** (new − basis) / basis in hundredths of a percent, half away from zero */
  erhoehungHundertstelProzent: number | null;
  /**
   * null without a demand, or when no stored period covers the day and the demand lies between
   * the lowered and the general cap: then it depends on an ordinance the calculator does not know.
   */
  eingehalten: boolean | null;
}

export interface FristenPruefung {
  letzteErhoehung: string;
  /** first day a demand may be received (Sperrfrist, § 558 Abs. 1 Satz 2 BGB) */
  fruehestesVerlangen: string;
  zugang: string | null;
  sperrfristEingehalten: boolean | null;
  /** first day the rent has been unchanged for 15 months (§ 558 Abs. 1 Satz 1 BGB) */
  wartefristEnde: string;
  /** § 558b Abs. 1 BGB: start of the third calendar month after receipt; null for a premature letter */
  wirksamNachZugang: string | null;
  /** the later of the two: the earliest day the increased rent is owed; null for a premature letter */
  fruehestensWirksam: string | null;
}

/** What the receipt of a (not premature) letter starts: § 558b Abs. 2 and § 561 BGB. */
export interface ZustimmungsFristen {
  /** last day to consent (§ 558b Abs. 2 Satz 1: end of the second calendar month after receipt) */
  zustimmenBis: string;
  /** last day for the special notice (§ 561 Abs. 1 Satz 1: end of the second month after receipt) */
  kuendigenBis: string;
  /** the tenancy then ends "zum Ablauf des übernächsten Monats" after a notice on the last day */
  mietendeBeiKuendigungAmLetztenTag: string;
}

export interface ErhoehungsPruefung {
  vergleichsmiete: {
    grenzeCent: number;
    neueMieteCent: number;
    eingehalten: boolean;
  } | null;
  kappung: KappungsPruefung | null;
  /** the lower of the two limits, when both are known ("höchstens zulässig nach diesen Angaben") */
  hoechstensCent: number | null;
  /**
   * When the cap is not known (no stored period covers the day) and the two possible caps give
   * different limits: the limit with the lowered and with the general cap. Then hoechstensCent is null.
   */
  hoechstensOffen: { abgesenktCent: number; regelCent: number } | null;
  fristen: FristenPruefung | null;
  /** § 558 Abs. 1 Satz 2 BGB: the letter was received before the Sperrfrist ended, so it is void */
  unwirksam: boolean;
  /** § 558b Abs. 1 BGB from the letter's date alone (also without the date of the last increase) */
  wirksamNachZugang: string | null;
  /** deadlines that the receipt starts; null without a receipt or for a premature letter */
  zustimmung: ZustimmungsFristen | null;
  /** the demand is not above her current rent (issue 17 §2): no increase at all */
  keineErhoehung: { neueMieteCent: number; aktuelleMieteCent: number } | null;
}

/** The stored cap period for a day, or null (a gap, before the first, after the last). */
export function kappungszeitraumFuer(
  tag: string,
  d: MieterhoehungsDaten = mieterhoehungsDaten,
): Kappungszeitraum | null {
  return (
    d.kappungsgrenze.zeitraeume.find((z) => tag >= z.gueltigVon && tag <= z.gueltigBis) ?? null
  );
}

/** basis × (100 + p) / 100 rounded down to the cent (ADR 0007). */
function kappungsGrenze(basisCent: number, prozent: number): number {
  return Math.floor((basisCent * (100 + prozent)) / 100);
}

/**
 * The increase check of issue 13 §2 for a checked result and today's date ('YYYY-MM-DD'). Each
 * part is computed when its inputs are there: the demand against the ortsübliche
 * Vergleichsmiete of this calculation (the rent with justified deviations, berechnungsregeln.md
 * §2.6/§2.7, which equals the average when there are none); the cap on increases within three
 * years; the waiting periods; the deadlines the letter starts; and the lower of the two limits.
 *
 * Which cap applies is data (mieterhoehung-daten.ts), chosen by the day the letter was received
 * (ADR 0010), or today while that is not entered. When no stored period covers that day, the
 * calculator does not know whether an ordinance lowers the cap: it judges only what holds with
 * both the general and the lowered cap, and says what to check (issue 17 §7).
 */
export function pruefeMieterhoehung(
  e: ErhoehungsEingabe,
  ergebnis: Ergebnis,
  heute: string,
  d: MieterhoehungsDaten = mieterhoehungsDaten,
): ErhoehungsPruefung {
  const vergleichsmieteCent = cent(ergebnis.ortsueblicheMieteSpanneBegruendeteAbweichungen);

  const fruehestesVerlangen =
    e.letzteErhoehung === null
      ? null
      : ersterTagNachMonaten(e.letzteErhoehung, d.sperrfrist.monate);
  // § 558 Abs. 1 Satz 2 BGB: a demand received within the year is void, it starts no period
  const unwirksam =
    e.zugang !== null && fruehestesVerlangen !== null && e.zugang < fruehestesVerlangen;
  const wirksamOhneFrist =
    e.zugang !== null && !unwirksam
      ? beginnDesKalendermonatsNach(e.zugang, d.wirksamwerden.kalendermonateNachZugang)
      : null;

  let fristen: FristenPruefung | null = null;
  if (e.letzteErhoehung !== null && fruehestesVerlangen !== null) {
    const wartefristEnde = ersterTagNachMonaten(e.letzteErhoehung, d.wartefrist.monate);
    fristen = {
      letzteErhoehung: e.letzteErhoehung,
      fruehestesVerlangen,
      zugang: e.zugang,
      sperrfristEingehalten: e.zugang === null ? null : !unwirksam,
      wartefristEnde,
      wirksamNachZugang: wirksamOhneFrist,
      fruehestensWirksam:
        wirksamOhneFrist === null ? null : spaeter(wirksamOhneFrist, wartefristEnde),
    };
  }

  let kappung: KappungsPruefung | null = null;
  if (e.mieteVorDreiJahrenCent !== null) {
    const stichtag = e.zugang ?? heute;
    const zeitraum = kappungszeitraumFuer(stichtag, d);
    const alle = d.kappungsgrenze.zeitraeume;
    const letzter = alle[alle.length - 1];
    const prozent = zeitraum?.prozent ?? d.kappungsgrenze.regelProzent;
    const basisCent = e.mieteVorDreiJahrenCent;
    const grenzeCent = kappungsGrenze(basisCent, prozent);
    const grenzeAbgesenktCent =
      zeitraum === null ? kappungsGrenze(basisCent, d.kappungsgrenze.abgesenktProzent) : null;
    const neu = e.neueMieteCent;
    let eingehalten: boolean | null = null;
    if (neu !== null) {
      if (grenzeAbgesenktCent === null) eingehalten = neu <= grenzeCent;
      else if (neu <= Math.min(grenzeCent, grenzeAbgesenktCent)) eingehalten = true;
      else if (neu > Math.max(grenzeCent, grenzeAbgesenktCent)) eingehalten = false;
    }
    kappung = {
      prozent,
      gebiet: zeitraum?.gebiet ?? null,
      rechtsgrundlage: zeitraum?.rechtsgrundlage ?? d.kappungsgrenze.regelRechtsgrundlage,
      stichtag,
      zeitraum,
      mussGeprueftWerden:
        zeitraum === null || (letzter !== undefined && heute > letzter.gueltigBis),
      basisCent,
      grenzeCent,
      grenzeAbgesenktCent,
      neueMieteCent: neu,
      erhoehungHundertstelProzent:
        neu === null ? null : teileGerundet((neu - basisCent) * 10_000, basisCent),
      eingehalten,
    };
  }

  const vergleichsmiete =
    e.neueMieteCent === null
      ? null
      : {
          grenzeCent: vergleichsmieteCent,
          neueMieteCent: e.neueMieteCent,
          eingehalten: e.neueMieteCent <= vergleichsmieteCent,
        };

  let hoechstensCent: number | null = null;
  let hoechstensOffen: ErhoehungsPruefung['hoechstensOffen'] = null;
  if (kappung !== null) {
    const regel = Math.min(vergleichsmieteCent, kappung.grenzeCent);
    const abgesenkt =
      kappung.grenzeAbgesenktCent === null
        ? regel
        : Math.min(vergleichsmieteCent, kappung.grenzeAbgesenktCent);
    if (abgesenkt === regel) hoechstensCent = regel;
    else hoechstensOffen = { abgesenktCent: abgesenkt, regelCent: regel };
  }

  const zustimmung: ZustimmungsFristen | null =
    e.zugang === null || unwirksam
      ? null
      : (() => {
          const kuendigenBis = endeDesKalendermonatsNach(
            e.zugang,
            d.sonderkuendigung.monateNachZugang,
          );
          return {
            zustimmenBis: endeDesKalendermonatsNach(
              e.zugang,
              d.zustimmungsfrist.kalendermonateNachZugang,
            ),
            kuendigenBis,
            // § 561 Abs. 1 Satz 1: "zum Ablauf des übernächsten Monats" after the notice
            mietendeBeiKuendigungAmLetztenTag: endeDesKalendermonatsNach(kuendigenBis, 2),
          };
        })();

  const aktuell = e.aktuelleMieteCent ?? null;
  const keineErhoehung =
    e.neueMieteCent !== null && aktuell !== null && e.neueMieteCent <= aktuell
      ? { neueMieteCent: e.neueMieteCent, aktuelleMieteCent: aktuell }
      : null;

  return {
    keineErhoehung,
    vergleichsmiete,
    kappung,
    hoechstensCent,
    hoechstensOffen,
    fristen,
    unwirksam,
    wirksamNachZugang: wirksamOhneFrist,
    zustimmung,
  };
}

export interface ErhoehungsPunkt {
  titel: string;
  rechtsgrundlage: string;
  /** 'eingehalten', 'nicht eingehalten', 'nicht prüfbar', 'unwirksam' or a short figure; null when there is nothing to judge */
  urteil: string | null;
  saetze: string[];
}

function hundertstelProzent(h: number): string {
  return `${Math.floor(h / 100)},${String(h % 100).padStart(2, '0')} %`;
}

/** The cap's sentences: the rule, the limit, the demand against it, and what must be checked. */
function kappungsPunkt(k: KappungsPruefung, d: MieterhoehungsDaten): ErhoehungsPunkt {
  const jahre = d.kappungsgrenze.zeitraumJahre;
  const regel = d.kappungsgrenze.regelProzent;
  const abgesenkt = d.kappungsgrenze.abgesenktProzent;
  const alle = d.kappungsgrenze.zeitraeume;
  const letzter = alle[alle.length - 1];
  const ausnahmen =
    'Erhöhungen wegen Modernisierung oder gestiegener Betriebskosten zählen dabei nicht mit.';
  const tagText = formatDatum(k.stichtag);
  const saetze: string[] = [];
  if (k.grenzeAbgesenktCent === null) {
    saetze.push(
      `Innerhalb von ${jahre} Jahren darf die Miete ${k.gebiet ? `in der ${k.gebiet} ` : ''}um höchstens ${k.prozent} % steigen; ${ausnahmen}`,
      `Von ${formatEuro(k.basisCent)} vor ${jahre} Jahren aus erlaubt die Kappungsgrenze höchstens ${formatEuro(k.grenzeCent)} im Monat (abgerundet auf den Cent).`,
    );
  } else {
    saetze.push(
      `Innerhalb von ${jahre} Jahren darf die Miete um höchstens ${regel} % steigen (${d.kappungsgrenze.regelRechtsgrundlage}), in Gebieten, die eine Verordnung bestimmt, um höchstens ${abgesenkt} % (${d.kappungsgrenze.abgesenktRechtsgrundlage}); ${ausnahmen}`,
      `Für den ${tagText} ist keine solche Verordnung hinterlegt${letzter ? ` (hinterlegt bis zum ${formatDatum(letzter.gueltigBis)})` : ''}. Der Rechner weiß daher nicht, ob dann ${abgesenkt} % oder ${regel} % gelten.`,
      `Von ${formatEuro(k.basisCent)} vor ${jahre} Jahren aus erlaubt die Kappungsgrenze mit ${abgesenkt} % höchstens ${formatEuro(k.grenzeAbgesenktCent)}, mit ${regel} % höchstens ${formatEuro(k.grenzeCent)} im Monat (abgerundet auf den Cent).`,
    );
  }
  const neu = k.neueMieteCent;
  const h = k.erhoehungHundertstelProzent;
  if (neu !== null && h !== null) {
    if (neu <= k.basisCent) {
      // issue 17 §2: no "Erhöhung um -12,50 %"
      saetze.push(
        `Die verlangte Miete von ${formatEuro(neu)} liegt ${neu < k.basisCent ? 'unter' : 'auf'} der Miete von ${formatEuro(k.basisCent)} vor ${jahre} Jahren: Gegenüber damals ist das keine Erhöhung.`,
      );
    } else if (k.eingehalten === null) {
      saetze.push(
        `Die verlangte Miete von ${formatEuro(neu)} (Erhöhung um ${hundertstelProzent(h)}) hält die Grenze mit ${regel} % ein, die mit ${abgesenkt} % nicht. Bitte prüfen Sie, ob für den ${tagText} eine Verordnung die Kappungsgrenze in München auf ${abgesenkt} % senkt, zum Beispiel beim Mieterverein oder im Bayerischen Gesetz- und Verordnungsblatt.`,
      );
    } else if (k.grenzeAbgesenktCent !== null) {
      saetze.push(
        k.eingehalten
          ? `Die verlangte Miete von ${formatEuro(neu)} hält beide Grenzen ein (Erhöhung um ${hundertstelProzent(h)}).`
          : `Die verlangte Miete von ${formatEuro(neu)} überschreitet auch die Grenze mit ${regel} % um ${formatEuro(neu - k.grenzeCent)} (Erhöhung um ${hundertstelProzent(h)}).`,
      );
    } else {
      saetze.push(
        k.eingehalten
          ? `Die verlangte Miete von ${formatEuro(neu)} hält diese Grenze ein (Erhöhung um ${hundertstelProzent(h)}).`
          : `Die verlangte Miete von ${formatEuro(neu)} überschreitet diese Grenze um ${formatEuro(neu - k.grenzeCent)} (Erhöhung um ${hundertstelProzent(h)}).`,
      );
    }
  }
  if (k.zeitraum?.vorlaeufig) {
    saetze.push(
      `Diese Kappungsgrenze ist vorläufig erfasst und noch nicht mit dem amtlichen Gesetz- und Verordnungsblatt abgeglichen (Quelle: ${k.zeitraum.quelle}). Bitte prüfen Sie sie vor einer rechtlichen Verwendung.`,
    );
  }
  if (k.zeitraum !== null && k.mussGeprueftWerden && letzter) {
    // today is after the last stored period: the figures may be out of date (issue 17 §17)
    saetze.push(
      `Hinterlegt ist die Kappungsgrenze nur bis zum ${formatDatum(letzter.gueltigBis)}; dieser Tag ist vorbei. Bitte prüfen Sie, ob die Verordnung für den ${tagText} unverändert gilt.`,
    );
  }
  return {
    titel: 'Kappungsgrenze',
    rechtsgrundlage: k.rechtsgrundlage,
    urteil:
      neu === null
        ? null
        : k.eingehalten === null
          ? 'nicht prüfbar'
          : k.eingehalten
            ? 'eingehalten'
            : 'nicht eingehalten',
    saetze,
  };
}

/** The increase check in words: each result with its legal basis and a plain sentence. */
export function mieterhoehungInWorten(
  p: ErhoehungsPruefung,
  ergebnis: Ergebnis,
  d: MieterhoehungsDaten = mieterhoehungsDaten,
): ErhoehungsPunkt[] {
  const punkte: ErhoehungsPunkt[] = [];
  const vergleichsmieteCent = cent(ergebnis.ortsueblicheMieteSpanneBegruendeteAbweichungen);
  const vm = `${formatEuro(vergleichsmieteCent)} im Monat`;
  if (p.keineErhoehung) {
    const k = p.keineErhoehung;
    punkte.push({
      titel: 'Keine Erhöhung',
      rechtsgrundlage: d.vergleichsmiete.rechtsgrundlage,
      urteil: null,
      saetze: [
        `Die verlangte Miete von ${formatEuro(k.neueMieteCent)} liegt ${k.neueMieteCent < k.aktuelleMieteCent ? 'unter' : 'auf'} Ihrer jetzigen Miete von ${formatEuro(k.aktuelleMieteCent)}: Das ist keine Mieterhöhung. Bitte prüfen Sie Ihre Angaben.`,
      ],
    });
  }
  if (p.vergleichsmiete) {
    const v = p.vergleichsmiete;
    punkte.push({
      titel: 'Verlangte Miete und ortsübliche Vergleichsmiete',
      rechtsgrundlage: d.vergleichsmiete.rechtsgrundlage,
      urteil: v.eingehalten ? 'eingehalten' : 'nicht eingehalten',
      saetze: [
        'Die Miete darf höchstens bis zur ortsüblichen Vergleichsmiete erhöht werden.',
        v.eingehalten
          ? `Die verlangte Miete von ${formatEuro(v.neueMieteCent)} liegt nicht über der ortsüblichen Vergleichsmiete dieser Berechnung von ${vm}.`
          : `Die verlangte Miete von ${formatEuro(v.neueMieteCent)} liegt ${formatEuro(v.neueMieteCent - v.grenzeCent)} über der ortsüblichen Vergleichsmiete dieser Berechnung von ${vm}.`,
      ],
    });
  }
  if (p.kappung) punkte.push(kappungsPunkt(p.kappung, d));
  const hoechstensGrundlage = `${d.vergleichsmiete.rechtsgrundlage} und ${d.kappungsgrenze.regelRechtsgrundlage.replace(/ Satz 1/, '')}`;
  const neu = p.vergleichsmiete?.neueMieteCent ?? null;
  if (p.hoechstensCent !== null) {
    punkte.push({
      titel: 'Höchstens zulässig nach diesen Angaben',
      rechtsgrundlage: hoechstensGrundlage,
      urteil: formatEuro(p.hoechstensCent),
      saetze: [
        `Die niedrigere der beiden Grenzen – ortsübliche Vergleichsmiete und Kappungsgrenze – ist ${formatEuro(p.hoechstensCent)} im Monat.`,
        ...(neu !== null && neu > p.hoechstensCent
          ? [`Die verlangte Miete liegt ${formatEuro(neu - p.hoechstensCent)} darüber.`]
          : []),
      ],
    });
  } else if (p.hoechstensOffen !== null) {
    const o = p.hoechstensOffen;
    const kg = d.kappungsgrenze;
    punkte.push({
      titel: 'Höchstens zulässig nach diesen Angaben',
      rechtsgrundlage: hoechstensGrundlage,
      urteil: 'nicht prüfbar',
      saetze: [
        `Das hängt davon ab, welche Kappungsgrenze gilt: mit ${kg.abgesenktProzent} % sind es höchstens ${formatEuro(o.abgesenktCent)}, mit ${kg.regelProzent} % höchstens ${formatEuro(o.regelCent)} im Monat.`,
      ],
    });
  }
  if (p.fristen) {
    const f = p.fristen;
    punkte.push({
      titel: 'Sperrfrist von einem Jahr',
      rechtsgrundlage: d.sperrfrist.rechtsgrundlage,
      urteil:
        f.sperrfristEingehalten === null
          ? null
          : f.sperrfristEingehalten
            ? 'eingehalten'
            : 'nicht eingehalten',
      saetze: [
        `Ein Erhöhungsverlangen ist frühestens ${d.sperrfrist.monate} Monate nach der letzten Mieterhöhung (oder dem Einzug) zulässig, hier ab dem ${formatDatum(f.fruehestesVerlangen)}.`,
        ...(f.zugang === null
          ? []
          : [
              f.sperrfristEingehalten
                ? `Ihr Schreiben ist am ${formatDatum(f.zugang)} zugegangen: Die Sperrfrist ist eingehalten.`
                : `Ihr Schreiben ist am ${formatDatum(f.zugang)} zugegangen: Das ist vor Ablauf der Sperrfrist und damit zu früh.`,
            ]),
      ],
    });
    if (p.unwirksam) {
      // issue 17 §8: a premature demand is void; it names no day from which more rent is owed
      punkte.push({
        titel: 'Folge des zu frühen Schreibens',
        rechtsgrundlage: d.sperrfrist.rechtsgrundlage,
        urteil: 'unwirksam',
        saetze: [
          'Ein Erhöhungsverlangen, das vor Ablauf der Sperrfrist zugeht, ist unwirksam. Aus diesem Schreiben schulden Sie keine höhere Miete, und es setzt keine Frist zur Zustimmung in Gang.',
          `Will der Vermieter die Miete erhöhen, muss er ein neues Erhöhungsverlangen schicken, das Ihnen frühestens am ${formatDatum(f.fruehestesVerlangen)} zugehen darf.`,
        ],
      });
    } else {
      punkte.push({
        titel: `Wartefrist von ${d.wartefrist.monate} Monaten`,
        rechtsgrundlage: d.wartefrist.rechtsgrundlage,
        urteil: null,
        saetze: [
          `Die Miete muss zu dem Zeitpunkt, zu dem die Erhöhung eintritt, seit ${d.wartefrist.monate} Monaten unverändert sein: Die erhöhte Miete gilt frühestens ab dem ${formatDatum(f.wartefristEnde)}.`,
        ],
      });
    }
    if (f.wirksamNachZugang !== null && f.fruehestensWirksam !== null) {
      punkte.push({
        titel: 'Ab wann die erhöhte Miete gilt',
        rechtsgrundlage: d.wirksamwerden.rechtsgrundlage,
        urteil: formatDatum(f.fruehestensWirksam),
        saetze: [
          `Stimmen Sie zu, schulden Sie die erhöhte Miete ab Beginn des ${d.wirksamwerden.kalendermonateNachZugang}. Kalendermonats nach Zugang des Schreibens, hier ab dem ${formatDatum(f.wirksamNachZugang)}.`,
          f.fruehestensWirksam === f.wirksamNachZugang
            ? `Mit der Wartefrist zusammen gilt sie frühestens ab dem ${formatDatum(f.fruehestensWirksam)}.`
            : `Wegen der Wartefrist gilt sie aber frühestens ab dem ${formatDatum(f.fruehestensWirksam)}.`,
        ],
      });
    }
  }
  if (!p.fristen && p.wirksamNachZugang !== null) {
    punkte.push({
      titel: 'Ab wann die erhöhte Miete gilt',
      rechtsgrundlage: d.wirksamwerden.rechtsgrundlage,
      urteil: formatDatum(p.wirksamNachZugang),
      saetze: [
        `Stimmen Sie zu, schulden Sie die erhöhte Miete ab Beginn des ${d.wirksamwerden.kalendermonateNachZugang}. Kalendermonats nach Zugang des Schreibens, hier ab dem ${formatDatum(p.wirksamNachZugang)}.`,
        `Die Wartefrist von ${d.wartefrist.monate} Monaten und die Sperrfrist prüft der Rechner, wenn Sie das Datum der letzten Mieterhöhung oder Ihres Einzugs angeben.`,
      ],
    });
  }
  if (p.zustimmung) {
    // issue 17 §9: the tenant's deadlines, from the receipt of the letter
    const z = p.zustimmung;
    punkte.push({
      titel: 'Frist zur Zustimmung',
      rechtsgrundlage: d.zustimmungsfrist.rechtsgrundlage,
      urteil: formatDatum(z.zustimmenBis),
      saetze: [
        `Sie können der Erhöhung bis zum Ablauf des ${d.zustimmungsfrist.kalendermonateNachZugang}. Kalendermonats nach Zugang des Schreibens zustimmen, hier bis zum ${formatDatum(z.zustimmenBis)}.`,
        `Stimmen Sie bis dahin nicht zu, kann der Vermieter innerhalb von drei weiteren Monaten auf Zustimmung klagen (${d.zustimmungsfrist.klagefristRechtsgrundlage}).`,
      ],
    });
    punkte.push({
      titel: 'Sonderkündigungsrecht',
      rechtsgrundlage: d.sonderkuendigung.rechtsgrundlage,
      urteil: formatDatum(z.kuendigenBis),
      saetze: [
        `Statt zuzustimmen, können Sie das Mietverhältnis bis zum Ablauf des ${d.sonderkuendigung.monateNachZugang}. Monats nach Zugang des Schreibens außerordentlich zum Ablauf des übernächsten Monats kündigen, hier bis zum ${formatDatum(z.kuendigenBis)}; mit einer Kündigung an diesem Tag endet das Mietverhältnis am ${formatDatum(z.mietendeBeiKuendigungAmLetztenTag)}.`,
        'Kündigen Sie, tritt die Mieterhöhung nicht ein.',
      ],
    });
  }
  return punkte;
}

/**
 * With a gross or partly inclusive rent: the operating costs contained in the comparison values
 * (berechnungsregeln.md §2.3), so that she knows what her rent must include. Null for a net rent.
 */
export function betriebskostenSatz(basis: Mietbasis, ergebnis: Ergebnis): string | null {
  if (basis === 'netto') return null;
  return `In den Vergleichswerten sind Betriebskosten von ${formatEuroProQm(cent(ergebnis.aufschluesselung.betriebskostenProQm))} enthalten.`;
}

/** The fixed note under the increase check (issue 13 §2). */
export const mieterhoehungHinweis =
  'Diese Prüfung ist eine Orientierungshilfe und keine Rechtsberatung. Sie beruht nur auf Ihren Angaben und auf dieser Berechnung; ob eine Mieterhöhung wirksam ist, hängt auch von Form und Begründung des Schreibens ab. Beraten lassen können Sie sich zum Beispiel bei einem Mieterverein, bei einer Rechtsanwältin oder einem Rechtsanwalt für Mietrecht oder bei der Mietberatung des Amts für Wohnen und Migration der Landeshauptstadt München.';
