/**
 * "Ist meine Miete bei Vertragsbeginn zu hoch?" – the Mietpreisbremse check (issue 21 §1,
 * §§ 556d–556g BGB). Integer cents throughout; the legal figures and the periods in which Munich
 * is a designated area come from data/mietpreisbremse-bayern.json. The texts in words are made
 * here once, for the page and the PDF alike. Rounding: ADR 0011.
 *
 * The comparison uses the flat's ortsübliche Vergleichsmiete of this calculation (under the
 * edition it used, issue 20) on the same rent basis as "Ihre Miete im Vergleich"
 * (mietvergleich.ts): the same value as the increase check, read from vergleichsmiete.ts
 * (§ 556d Abs. 1 BGB refers to § 558 Abs. 2 BGB; issue 26 §1, ADR 0022).
 */
import {
  ersterTagNachMonaten,
  tagDavor,
  formatDatum,
  formatEuro,
  formatEuroProQm,
  teileGerundet,
} from '../grundlagen/index.ts';
import { ausgabe, ausgabeInfo, type AusgabeInfo } from '../ausgaben/index.ts';

/** What the check needs of the edition it compares with: its title, year and first day. */
export type BremsenAusgabe = Pick<AusgabeInfo, 'titel' | 'jahr' | 'gueltigAb'>;
import { mietpreisbremseDaten, type Bremsenzeitraum } from './mietpreisbremse-daten.ts';
import { formatProQm, formatProQmAbstand, proQmAusMonat, proQmStellen } from './pro-qm.ts';
import { unplausibleMiete } from './plausibilitaet.ts';
import { mietbasisTexte, vergleicheMiete, type Mietbasis } from './mietvergleich.ts';
import { skalaFuer, type Skala, type SkalaMarke } from './mietvergleich-skala.ts';
import {
  ortsueblicheVergleichsmiete,
  vergleichsmieteBezeichnung,
  type OrtsueblicheVergleichsmiete,
} from './vergleichsmiete.ts';
import type { Auskunft, BremsenEingabe } from '../schema/index.ts';
import type { Vergleichswerte } from '../berechnung/index.ts';

// The input's type lives with the other input types (typen.ts), which the PDF's parameters use.
export type { Auskunft, BremsenEingabe };

export function leereBremsenEingabe(): BremsenEingabe {
  return {
    beginn: null,
    mieteCent: null,
    erstnutzungNach2014: false,
    umfassendModernisiert: false,
    vormieteCent: null,
    modernisierung: false,
    modernisierungsZuschlagCent: null,
    // issue 26 §3: the disclosure question starts unanswered
    auskunft: null,
  };
}

/**
 * - `eingehalten`: the rent does not exceed the permissible rent
 * - `ueberschritten`: it does, by `ueberschreitungCent`
 * - `ausgenommen`: § 556f takes the flat out of the limit
 * - `vorInkrafttreten`: the lease began before §§ 556d ff. BGB came into force (issue 26 §3)
 * - `offen`: the verdict depends on the unanswered disclosure question (§ 556g Abs. 1a BGB)
 * - `nichtPruefbar`: the day lies outside the stored periods, or the § 556e Abs. 2 amount is missing
 */
export type BremsenUrteil =
  'eingehalten' | 'ueberschritten' | 'ausgenommen' | 'vorInkrafttreten' | 'offen' | 'nichtPruefbar';

/** The verdicts under which the limit applies and the excess is a figure of the check. */
export function bremseGreift(u: BremsenUrteil): boolean {
  return u === 'eingehalten' || u === 'ueberschritten';
}

export interface BremsenPruefung {
  urteil: BremsenUrteil;
  beginn: string;
  mieteCent: number;
  /** the stored period covering the start, or null ("nicht prüfbar") */
  zeitraum: Bremsenzeitraum | null;
  /**
   * the flat's ortsübliche Vergleichsmiete per month (vergleichsmiete.ts: with the justified
   * deviations, as the increase check; ADR 0022)
   */
  vergleichsmiete: OrtsueblicheVergleichsmiete;
  vergleichsmieteCent: number;
  /** 110 % of it, rounded half up to the cent on the monthly amount (ADR 0011) */
  grenzeCent: number;
  /** the permissible rent after § 556e (the limit, the previous rent or the limit + modernisation) */
  zulaessigCent: number;
  /** rent − permissible rent when positive, else 0 */
  ueberschreitungCent: number;
  mieteProQmCent: number;
  grenzeProQmCent: number;
  zulaessigProQmCent: number;
  /** rent per m² − permissible rent per m² (the difference of the two figures shown) */
  ueberschreitungProQmCent: number;
  /** which exceptions the landlord can rely on (§ 556g Abs. 1a: not without disclosure) */
  ausnahmenWirksam: boolean;
  /** last day of the 30 months of § 556g Abs. 2 */
  ruegeVollBis: string;
  /** the start lies before the year of the stored edition */
  vorAusgabe: boolean;
  flaecheTausendstel: number;
  /** the note when the rent cannot be a monthly rent for the flat (issue 26 §6): no verdict */
  unplausibel: string | null;
  /**
   * Decimals with which the figures per m² are shown so that they stand in the order of the
   * monthly amounts that decide (issue 26 §5, pro-qm.ts); null: per m² is left out.
   */
  proQmStellen: number | null;
}

function hatAusnahme(e: BremsenEingabe): boolean {
  return (
    e.erstnutzungNach2014 || e.umfassendModernisiert || e.vormieteCent !== null || e.modernisierung
  );
}

/** The stored period covering `tag`, or null. ISO days compare as text. */
export function bremsenzeitraumFuer(tag: string): Bremsenzeitraum | null {
  return (
    mietpreisbremseDaten.zeitraeume.find((z) => z.gueltigVon <= tag && tag <= z.gueltigBis) ?? null
  );
}

/** 110 % (the stored percentage) of a monthly amount, half up to the cent (ADR 0011). */
export function bremsenGrenzeCent(vergleichsmieteCent: number): number {
  return teileGerundet(vergleichsmieteCent * mietpreisbremseDaten.grenzeProzent, 100);
}

/**
 * The check. Null until the start and the rent are given. The verdict:
 * 1. no stored period covers the start → nicht prüfbar (figures shown for information only);
 * 2. § 556f (new flat after 1.10.2014, first letting after comprehensive modernisation) → not
 *    subject to the limit – unless the landlord did not disclose it (§ 556g Abs. 1a Satz 2);
 * 3. else the permissible rent is 110 % of the local comparative rent (§ 556d Abs. 1), raised by
 *    the § 556e Abs. 2 amount, or the previous rent where higher (§ 556e Abs. 1) – both only when
 *    disclosed; with a modernisation but no amount, a rent above 110 % is nicht prüfbar.
 * Exactly on the permissible rent is within it.
 */
export function pruefeMietpreisbremse(
  e: BremsenEingabe,
  w: Vergleichswerte,
  a: BremsenAusgabe = ausgabeInfo(ausgabe),
): BremsenPruefung | null {
  if (e.beginn === null || e.mieteCent === null) return null;
  const v = vergleicheMiete(e.mieteCent, w); // checks the area and the rent
  const flaeche = w.flaecheTausendstel;
  const vergleichsmiete = ortsueblicheVergleichsmiete(w);
  const vergleichsmieteCent = vergleichsmiete.monatlichCent;
  const grenzeCent = bremsenGrenzeCent(vergleichsmieteCent);
  const zeitraum = bremsenzeitraumFuer(e.beginn);
  const vorInkrafttreten = e.beginn < mietpreisbremseDaten.inkrafttreten.tag;
  /** the permissible rent and the verdict when the exceptions count (`wirksam`) or not */
  const mit = (wirksam: boolean): { zulaessig: number; ueber: number; urteil: BremsenUrteil } => {
    let zulaessig = grenzeCent;
    let fehlenderZuschlag = false;
    if (wirksam && e.modernisierung) {
      if (e.modernisierungsZuschlagCent === null) fehlenderZuschlag = true;
      else zulaessig += e.modernisierungsZuschlagCent;
    }
    if (wirksam && e.vormieteCent !== null && e.vormieteCent > zulaessig)
      zulaessig = e.vormieteCent;
    const ueber = Math.max(0, (e.mieteCent as number) - zulaessig);
    const urteil: BremsenUrteil = vorInkrafttreten
      ? 'vorInkrafttreten'
      : zeitraum === null
        ? 'nichtPruefbar'
        : wirksam && (e.erstnutzungNach2014 || e.umfassendModernisiert)
          ? 'ausgenommen'
          : ueber === 0
            ? 'eingehalten'
            : fehlenderZuschlag
              ? 'nichtPruefbar'
              : 'ueberschritten';
    return { zulaessig, ueber, urteil };
  };
  // § 556g Abs. 1a: the exceptions count only when disclosed. Not yet answered (issue 26 §3):
  // the verdict that holds either way, else "offen" with the figures without the exceptions.
  let ausnahmenWirksam = e.auskunft !== 'nein';
  let r = mit(ausnahmenWirksam);
  if (e.auskunft === null && hatAusnahme(e)) {
    const ohne = mit(false);
    if (ohne.urteil !== r.urteil && ohne.urteil !== 'eingehalten') {
      r = { ...ohne, urteil: 'offen' };
      ausnahmenWirksam = false;
    } else if (ohne.urteil === 'eingehalten') {
      r = ohne;
      ausnahmenWirksam = false;
    }
  }
  const { zulaessig: zulaessigCent, ueber: ueberschreitungCent } = r;
  const unplausibel = unplausibleMiete(e.mieteCent, w, 'Ihre Miete');
  const urteil: BremsenUrteil = unplausibel === null ? r.urteil : 'nichtPruefbar';
  // per m²: the same division as the rent per m² (mietvergleich.ts), so the figures line up
  const proQm = (c: number): number => teileGerundet(c * 1000, flaeche);
  const zulaessigProQmCent = proQm(zulaessigCent);
  return {
    urteil,
    beginn: e.beginn,
    mieteCent: e.mieteCent,
    zeitraum,
    vergleichsmiete,
    vergleichsmieteCent,
    grenzeCent,
    zulaessigCent,
    ueberschreitungCent,
    mieteProQmCent: v.mieteProQmCent,
    grenzeProQmCent: proQm(grenzeCent),
    zulaessigProQmCent,
    ueberschreitungProQmCent: Math.max(0, v.mieteProQmCent - zulaessigProQmCent),
    ausnahmenWirksam: ausnahmenWirksam && hatAusnahme(e),
    ruegeVollBis: tagDavor(ersterTagNachMonaten(e.beginn, 30)),
    // the edition does not demonstrably cover the start: it begins later, or (no first day
    // stored) the lease began before its year
    vorAusgabe: e.beginn < (a.gueltigAb ?? `${a.jahr}-01-01`),
    flaecheTausendstel: flaeche,
    unplausibel,
    proQmStellen: proQmStellen([
      [
        proQmAusMonat(e.mieteCent, flaeche),
        proQmAusMonat(zulaessigCent, flaeche),
        e.mieteCent - zulaessigCent,
      ],
      [
        proQmAusMonat(e.mieteCent, flaeche),
        proQmAusMonat(grenzeCent, flaeche),
        e.mieteCent - grenzeCent,
      ],
    ]),
  };
}

// ---------------------------------------------------------------------------------------------
// In words (page and PDF)

/**
 * The note that this is no legal advice, in two parts: the page shows the first sentence and the
 * rest behind „Mehr dazu“ (issue 29); the PDF prints it whole (`bremsenTexte.keineRechtsberatung`).
 */
const keineRechtsberatungTeile = {
  kurz: 'Dieser Rechner gibt keine Rechtsberatung.',
  mehr: 'Das Ergebnis beruht allein auf Ihren Angaben und dem Mietspiegel. Ob die Mietpreisbremse in Ihrem Fall greift, klärt verbindlich nur eine Beratung oder ein Gericht.',
};

/**
 * The questions of the form, each in plain words with its source: `hinweis` the short hint under
 * the field, `mehr` the longer explanation behind „Mehr dazu“ (issue 29: one short hint per field
 * on a phone).
 */
export const bremsenTexte = {
  beginn: {
    label: 'Beginn des Mietverhältnisses',
    hinweis: 'Laut Mietvertrag; ab diesem Tag gilt die Grenze (§ 556d Abs. 1 BGB).',
  },
  miete: (basis: Mietbasis): { label: string; hinweis: string } => ({
    label:
      basis === 'netto'
        ? 'Vereinbarte Nettokaltmiete zu Beginn (Euro im Monat)'
        : 'Vereinbarte Miete einschließlich der gewählten Betriebskosten zu Beginn (Euro im Monat)',
    hinweis:
      basis === 'netto'
        ? 'Ohne Betriebskosten und Heizkosten, für die ganze Wohnung, laut Mietvertrag.'
        : 'Sie haben eine Brutto- oder Teilinklusivmiete gewählt: Geben Sie die Miete einschließlich der im Schritt Betriebskosten gewählten Betriebskosten ein.',
  }),
  erstnutzung: {
    label: 'Die Wohnung wurde nach dem 1. Oktober 2014 erstmals genutzt und vermietet (Neubau).',
    rechtsgrundlage: '§ 556f Satz 1 BGB',
  },
  umfassend: {
    label: 'Es ist die erste Vermietung nach einer umfassenden Modernisierung der Wohnung.',
    rechtsgrundlage: '§ 556f Satz 2 BGB',
  },
  vormiete: {
    label: 'Miete des Vormieters, wenn der Vermieter sich darauf beruft (Euro im Monat)',
    mehr: 'War die Miete, die der vorherige Mieter zuletzt schuldete, höher als die Grenze, darf die Miete bis zu dieser Vormiete vereinbart werden (§ 556e Abs. 1 BGB). Mietminderungen und Erhöhungen aus dem letzten Jahr vor dem Ende des Vormietverhältnisses zählen nicht mit.',
  },
  modernisierung: {
    label:
      'Der Vermieter hat in den letzten drei Jahren vor Beginn des Mietverhältnisses modernisiert.',
    rechtsgrundlage: '§ 556e Abs. 2 BGB',
  },
  zuschlag: {
    label: 'Zuschlag für diese Modernisierung, falls bekannt (Euro im Monat)',
    hinweis:
      'Den Betrag kann der Rechner nicht selbst ermitteln; Auskunft gibt der Vermieter (§ 556g Abs. 3 BGB).',
    mehr: 'Die Grenze darf um den Betrag überschritten werden, der sich bei einer Mieterhöhung wegen Modernisierung ergäbe (§ 556e Abs. 2 BGB mit § 559 BGB). Die Grenze geht dabei von der ortsüblichen Vergleichsmiete ohne die Modernisierung aus (§ 556e Abs. 2 Satz 2 BGB).',
  },
  auskunft: {
    legend: 'Hat der Vermieter Ihnen diese Ausnahme vor Vertragsschluss in Textform mitgeteilt?',
    hinweis:
      'Beruft sich der Vermieter auf eine dieser Ausnahmen, muss er Sie vor Ihrer Vertragserklärung unaufgefordert in Textform darüber informieren; sonst kann er sich nicht darauf berufen (§ 556g Abs. 1a und 4 BGB).',
    optionen: [
      { wert: 'ja', label: 'Ja' },
      { wert: 'nein', label: 'Nein' },
      { wert: 'unbekannt', label: 'Weiß ich nicht' },
    ] as { wert: Auskunft; label: string }[],
  },
  keineRechtsberatung: `${keineRechtsberatungTeile.kurz} ${keineRechtsberatungTeile.mehr}`,
  keineRechtsberatungTeile,
  beratung:
    'Beratung erhalten Sie bei einem Mieterverein und bei der mietrechtlichen Beratung des Amts für Wohnen und Migration im Sozialreferat der Landeshauptstadt München.',
};

export interface BremsenPunkt {
  titel: string;
  rechtsgrundlage: string;
  saetze: string[];
}

export interface MietpreisbremseInWorten {
  /** the verdict in one sentence (first, in bold) */
  urteil: string;
  /** why: the area with its source, the exceptions, the edition */
  saetze: string[];
  /** the steps of the computation: label / value */
  zeilen: [string, string][];
  /** what follows and by when; empty unless the rent exceeds the limit */
  folgen: BremsenPunkt[];
  bildtext: string;
}

const zeitraumText = (): string =>
  mietpreisbremseDaten.zeitraeume
    .map((z) => `${formatDatum(z.gueltigVon)} bis ${formatDatum(z.gueltigBis)}`)
    .join(' und ');

/** The check in words, for the page, the picture's text alternative and the PDF. */
export function mietpreisbremseInWorten(
  p: BremsenPruefung,
  e: BremsenEingabe,
  basis: Mietbasis,
  a: BremsenAusgabe = ausgabeInfo(ausgabe),
): MietpreisbremseInWorten {
  const d = mietpreisbremseDaten;
  // issue 26 §6: no verdict on an amount that cannot be the rent, only the note
  if (p.unplausibel !== null)
    return { urteil: p.unplausibel, saetze: [], zeilen: [], folgen: [], bildtext: '' };
  const prozent = `${d.grenzeProzent} %`;
  // per m² with the decimals that agree with the monthly verdict (issue 26 §5), or left out
  const qm = bremsenProQmTexte(p);
  const klammer = (t: string | null): string => (t === null ? '' : ` (${t})`);
  const miete = `Ihre Miete von ${formatEuro(p.mieteCent)} im Monat${klammer(qm?.miete ?? null)}`;
  const zulaessig = `${formatEuro(p.zulaessigCent)} im Monat${klammer(qm?.zulaessig ?? null)}`;
  const beginn = formatDatum(p.beginn);
  const ausnahme556f = e.erstnutzungNach2014
    ? `${bremsenTexte.erstnutzung.rechtsgrundlage}: erstmals genutzt und vermietet nach dem 1. Oktober 2014`
    : `${bremsenTexte.umfassend.rechtsgrundlage}: erste Vermietung nach umfassender Modernisierung`;

  const inkraft = d.inkrafttreten;
  let urteil: string;
  if (p.urteil === 'vorInkrafttreten')
    urteil = `Die Mietpreisbremse gilt für Ihr Mietverhältnis nicht: Es begann am ${beginn}, die §§ 556d bis 556g BGB gelten erst seit dem ${formatDatum(inkraft.tag)} (${inkraft.rechtsgrundlage}).`;
  else if (p.urteil === 'offen')
    urteil = `Noch offen: Ohne Ausnahme übersteigt ${miete} die zulässige Miete von ${zulaessig} um ${formatEuro(p.ueberschreitungCent)} im Monat. Ob sich der Vermieter auf die Ausnahme berufen kann, hängt davon ab, ob er sie Ihnen vor Vertragsschluss in Textform mitgeteilt hat (§ 556g Abs. 1a BGB): Bitte beantworten Sie die Frage dazu.`;
  else if (p.zeitraum === null)
    urteil = `Nicht prüfbar: Ob München am ${beginn} ein Gebiet mit Mietpreisbremse war, ist im Rechner nicht hinterlegt (hinterlegt: ${zeitraumText()}).`;
  else if (p.urteil === 'ausgenommen')
    urteil = `Nach Ihren Angaben gilt die Mietpreisbremse für Ihre Wohnung nicht (${ausnahme556f}).`;
  else if (p.urteil === 'eingehalten')
    urteil = `${miete} übersteigt die zulässige Miete von ${zulaessig} nicht.`;
  else if (p.urteil === 'ueberschritten')
    urteil = `${miete} übersteigt die zulässige Miete von ${zulaessig} um ${formatEuro(p.ueberschreitungCent)} im Monat${klammer(qm?.ueberschreitung ?? null)}.`;
  else
    urteil = `Nicht prüfbar: ${miete} liegt über ${prozent} der ortsüblichen Vergleichsmiete (${formatEuro(p.grenzeCent)}); wegen der Modernisierung darf sie um einen Zuschlag höher sein, dessen Betrag fehlt.`;

  const saetze: string[] = [];
  if (p.urteil === 'vorInkrafttreten') {
    saetze.push(
      'Ein Mietverhältnis, das vorher begann, kann der Mietpreisbremse nicht unterliegen; die Zahlen unten dienen nur der Information.' +
        (inkraft.vorlaeufig
          ? ' Das Datum ist vorläufig erfasst und noch nicht mit dem Bundesgesetzblatt abgeglichen.'
          : ''),
    );
  } else if (p.zeitraum) {
    saetze.push(
      `München ist am ${beginn} ein Gebiet mit angespanntem Wohnungsmarkt: ${p.zeitraum.rechtsgrundlage}, gültig vom ${formatDatum(p.zeitraum.gueltigVon)} bis ${formatDatum(p.zeitraum.gueltigBis)}.` +
        (p.zeitraum.vorlaeufig
          ? ' Diese Angabe ist vorläufig: Sie ist noch nicht mit dem Bayerischen Gesetz- und Verordnungsblatt abgeglichen.'
          : ''),
    );
  } else {
    saetze.push(
      `Die Länder bestimmen die Gebiete durch Rechtsverordnung (${d.ermaechtigung.rechtsgrundlage}). Frühere oder spätere Verordnungen sind im Rechner nicht hinterlegt; die Zahlen unten dienen nur der Information. Fragen Sie bei einer Beratungsstelle nach.`,
    );
  }
  if (hatAusnahme(e) && e.auskunft === 'nein')
    saetze.push(
      'Der Vermieter hat Ihnen die Ausnahme nach Ihren Angaben nicht vor Vertragsschluss mitgeteilt: Er kann sich nicht auf sie berufen (§ 556g Abs. 1a Satz 2 BGB). Holt er die Auskunft nach, kann er sich erst zwei Jahre danach darauf berufen (§ 556g Abs. 1a Satz 3 BGB). Der Rechner prüft deshalb die Grenze ohne Ausnahme.',
    );
  if (e.modernisierung)
    saetze.push(
      'Bei der Modernisierung geht die Grenze von der ortsüblichen Vergleichsmiete aus, die ohne die Modernisierung anzusetzen wäre (§ 556e Abs. 2 Satz 2 BGB): Beantworten Sie die Fragen der Berechnung für die Wohnung, wie sie vor der Modernisierung war.',
    );
  if (hatAusnahme(e) && e.auskunft === 'unbekannt')
    saetze.push(
      'Die Ausnahme gilt nur, wenn der Vermieter Ihnen sie vor Ihrer Vertragserklärung in Textform mitgeteilt hat (§ 556g Abs. 1a BGB). Ohne diese Auskunft gilt die Grenze ohne Ausnahme.',
    );
  if (p.ausnahmenWirksam && e.vormieteCent !== null)
    saetze.push(
      e.vormieteCent > p.grenzeCent
        ? `Die Vormiete von ${formatEuro(e.vormieteCent)} liegt über der Grenze: Bis zu ihr ist die Miete zulässig (§ 556e Abs. 1 BGB).`
        : `Die Vormiete von ${formatEuro(e.vormieteCent)} liegt nicht über der Grenze und ändert daher nichts (§ 556e Abs. 1 BGB).`,
    );
  saetze.push(
    // issue 20: the edition this calculation used, one of possibly several the calculator knows
    `Verglichen mit der ortsüblichen Vergleichsmiete aus dieser Berechnung nach dem ${a.titel} (${mietbasisTexte[basis].kurz})` +
      (p.vergleichsmiete.mitAbweichungen
        ? ', einschließlich Ihrer begründeten Abweichungen: Die Mietpreisbremse verweist auf die ortsübliche Vergleichsmiete nach § 558 Abs. 2 BGB (§ 556d Abs. 1 BGB), dieselbe, mit der auch eine Mieterhöhung geprüft wird.'
        : '.') +
      ` Maßgeblich ist der Mietspiegel, der bei Beginn des Mietverhältnisses galt (§ 556d Abs. 1 BGB).` +
      (p.vorAusgabe
        ? ` Für den Beginn Ihres Mietverhältnisses ist keine frühere Ausgabe hinterlegt: Nach der damals geltenden kann das Ergebnis abweichen.`
        : ''),
  );

  const zeilen: [string, string][] = [
    [
      `${vergleichsmieteBezeichnung(p.vergleichsmiete)} im Monat`,
      formatEuro(p.vergleichsmieteCent),
    ],
    [
      `Grenze: ${prozent} davon, auf den Cent gerundet (${d.grenzeRechtsgrundlage})`,
      formatEuro(p.grenzeCent),
    ],
  ];
  if (p.zulaessigCent !== p.grenzeCent)
    zeilen.push(['Zulässige Miete mit Ausnahme (§ 556e BGB)', formatEuro(p.zulaessigCent)]);
  zeilen.push(
    ['Ihre vereinbarte Miete im Monat', formatEuro(p.mieteCent)],
    // issue 26 §3: no excess where the limit does not apply (before 2015, outside the periods,
    // § 556f) or is not yet known to apply
    ...(bremseGreift(p.urteil)
      ? ([['Überschreitung im Monat', formatEuro(p.ueberschreitungCent)]] as [string, string][])
      : []),
    ['Ihre Miete je m²', qm?.miete ?? '–'],
    ['Zulässige Miete je m²', qm?.zulaessig ?? '–'],
    ...(bremseGreift(p.urteil)
      ? ([['Überschreitung je m²', qm?.ueberschreitung ?? '–']] as [string, string][])
      : []),
  );

  const folgen: BremsenPunkt[] =
    p.urteil !== 'ueberschritten'
      ? []
      : [
          {
            titel: 'Der überhöhte Teil der Miete ist unwirksam',
            rechtsgrundlage: '§ 556g Abs. 1 BGB',
            saetze: [
              `Die Vereinbarung ist nur insoweit unwirksam, als sie die zulässige Miete übersteigt: Sie schulden höchstens ${formatEuro(p.zulaessigCent)} im Monat, der Mietvertrag bleibt im Übrigen wirksam. Zu viel gezahlte Miete muss der Vermieter herausgeben.`,
            ],
          },
          {
            titel: 'Rügen Sie den Verstoß in Textform',
            rechtsgrundlage: '§ 556g Abs. 2 und 4 BGB',
            saetze: [
              'Zurückverlangen können Sie zu viel gezahlte Miete nur, wenn Sie den Verstoß gegen die Mietpreisbremse beim Vermieter gerügt haben. Die Rüge braucht Textform, zum Beispiel einen Brief oder eine E-Mail; bewahren Sie einen Nachweis des Zugangs auf.',
              'Es genügt zu schreiben, dass die vereinbarte Miete die nach der Mietpreisbremse zulässige Miete übersteigt. Hat der Vermieter Ihnen vor Vertragsschluss eine Ausnahme mitgeteilt, muss sich die Rüge auf diese Auskunft beziehen.',
            ],
          },
          {
            titel: `Frist: Rüge bis zum ${formatDatum(p.ruegeVollBis)}`,
            rechtsgrundlage: '§ 556g Abs. 2 BGB',
            saetze: [
              `Geht Ihre Rüge dem Vermieter bis zum ${formatDatum(p.ruegeVollBis)} zu (30 Monate nach Beginn am ${beginn}), können Sie die zu viel gezahlte Miete seit Beginn des Mietverhältnisses zurückverlangen. Geht sie später zu oder war das Mietverhältnis bei Zugang schon beendet, nur die Miete, die nach dem Zugang der Rüge fällig wird.`,
            ],
          },
          {
            titel: 'Sie haben ein Recht auf Auskunft',
            rechtsgrundlage: '§ 556g Abs. 3 BGB',
            saetze: [
              'Der Vermieter muss Ihnen auf Verlangen die Tatsachen mitteilen, die für die zulässige Miete maßgeblich sind, soweit sie nicht allgemein zugänglich sind und er sie unschwer geben kann – zum Beispiel die Vormiete oder durchgeführte Modernisierungen.',
            ],
          },
        ];

  const bildtext =
    `Skala der Miete je m²: ${vergleichsmieteBezeichnung(p.vergleichsmiete)} ${formatEuroProQm(p.vergleichsmiete.proQmCent)} und Grenze von ${prozent} bei ${qm?.grenze ?? formatEuro(p.grenzeCent) + ' im Monat'}, ` +
    `Ihre Miete ${qm?.miete ?? formatEuro(p.mieteCent) + ' im Monat'}: ` +
    // decided on the monthly amounts, like the verdict (issue 26 §5)
    (p.mieteCent > p.grenzeCent
      ? `${qm?.ueberGrenze ?? formatEuro(p.mieteCent - p.grenzeCent) + ' im Monat'} über der Grenze.`
      : 'nicht über der Grenze.');
  return { urteil, saetze, zeilen, folgen, bildtext };
}

/**
 * The check's figures per m², each with the decimals that keep them in the order of the monthly
 * amounts (issue 26 §5); null when no per-m² figure can (then only the monthly ones are shown).
 */
export function bremsenProQmTexte(p: BremsenPruefung): {
  miete: string;
  grenze: string;
  zulaessig: string;
  ueberschreitung: string;
  ueberGrenze: string;
} | null {
  const n = p.proQmStellen;
  if (n === null) return null;
  const f = p.flaecheTausendstel;
  const miete = proQmAusMonat(p.mieteCent, f);
  const grenze = proQmAusMonat(p.grenzeCent, f);
  const zulaessig = proQmAusMonat(p.zulaessigCent, f);
  return {
    miete: formatProQm(miete, n),
    grenze: formatProQm(grenze, n),
    zulaessig: formatProQm(zulaessig, n),
    ueberschreitung:
      p.ueberschreitungCent > 0
        ? formatProQmAbstand(miete, zulaessig, n)
        : formatProQm(proQmAusMonat(0, f), n),
    ueberGrenze: formatProQmAbstand(miete, grenze, n),
  };
}

/**
 * The picture (shared with the PDF): the range, the flat's ortsübliche Vergleichsmiete that the
 * check uses, the 110 % limit and her rent. One comparative rent (issue 26 §1, ADR 0022): the
 * Mietspiegel's average and the average with deviations of the comparison's picture are not
 * marked here, as the check compares with neither of them as such.
 */
export function bremsenSkala(p: BremsenPruefung, w: Vergleichswerte): Skala {
  const qm = bremsenProQmTexte(p);
  const skala = skalaFuer(vergleicheMiete(p.mieteCent, w), {
    label: `Grenze ${mietpreisbremseDaten.grenzeProzent} %`,
    proQmCent: p.grenzeProQmCent,
    wert: qm?.grenze,
  });
  const anteil = (c: number): number => (c - skala.vonCent) / (skala.bisCent - skala.vonCent);
  const vergleichsmiete: SkalaMarke = {
    art: 'vergleichsmiete',
    label: 'Ortsübliche Vergleichsmiete',
    wert: formatEuroProQm(p.vergleichsmiete.proQmCent),
    anteil: anteil(p.vergleichsmiete.proQmCent),
  };
  return {
    ...skala,
    marken: skala.marken.flatMap((m): SkalaMarke[] =>
      m.art === 'mittel'
        ? [vergleichsmiete]
        : m.art === 'mitAbweichungen'
          ? []
          : // her rent with the same decimals as the limit beside it (issue 26 §5)
            m.art === 'miete' && qm
            ? [{ ...m, wert: qm.miete }]
            : [m],
    ),
  };
}
