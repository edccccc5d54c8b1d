/**
 * The content of the calculation PDF (berechnungsregeln.md §4), built only from domain
 * functions: answers in words, the four result blocks of §3, the capping message, the free
 * text, the Stichtagsdifferenz and the provisional figures it uses. No rule lives here;
 * this file only arranges what the domain says. Every amount comes in integer cents as the
 * calculation gave them (`BerechnungInCent`) and is formatted once, here (issue 19 §2).
 */
import {
  antwortenInWorten,
  berechneInCent,
  ausgabe as eingebauteAusgabe,
  ausgabeInfo,
  ausgabeTitel,
  bremsenSkala,
  bremsenTexte,
  formatDatum,
  formatEuro,
  formatProzent,
  heuteInMuenchen,
  kappungsMeldungAusCent,
  mietbasis,
  mieterhoehungHinweis,
  mieterhoehungInWorten,
  mietpreisbremseInWorten,
  mietvergleichInWorten,
  mitStichtagsdifferenz,
  pruefeMieterhoehung,
  pruefeMietpreisbremse,
  skalaFuer,
  vergleicheMiete,
  vorlaeufigeWerte,
  type Ausgabe,
  type BerechnungInCent,
  type PdfParameter,
  type PruefAnlass,
} from '@mietspiegel/domain';
import type { Baustein, PdfDokument } from './dokument.ts';

/** The PDF's heading, naming the edition used (issue 20 §5). */
export const pdfTitel = (a: Ausgabe): string =>
  `${ausgabeTitel(a)} – Berechnung der ortsüblichen Vergleichsmiete`;

const JE_QM = 'je m² und Monat';
const JE_MONAT = 'im Monat';

/** Amount in cents with its sign, for surcharges (+0,43 €) and deductions (-1,13 €). */
function mitVorzeichen(c: number): string {
  return c > 0 ? `+${formatEuro(c)}` : formatEuro(c);
}

const euro = formatEuro;

/** The calendar day in Munich (Europe/Berlin), whatever the server's time zone is. */
export function tagInMuenchen(zeitpunkt: Date): string {
  return formatDatum(isoTagInMuenchen(zeitpunkt)); // 'YYYY-MM-DD' → 'dd.mm.yyyy'
}

/** The same day as 'YYYY-MM-DD' (the domain's rule, also used to choose the edition). */
export const isoTagInMuenchen = heuteInMuenchen;

/**
 * The edition and result a day-based check uses (issue 20 §4, issue 21 §1): the one the route
 * chose for it, computed here when it is not the calculation's own; and the sentence naming it.
 */
function pruefBasis(
  parameter: PdfParameter,
  anlass: PruefAnlass,
  ergebnis: BerechnungInCent,
): { ausgabe: Ausgabe; ergebnis: BerechnungInCent; text: string | null } {
  const berechnet = parameter.ausgabe ?? eingebauteAusgabe;
  const g = parameter.pruefungen?.[anlass];
  if (!g || g.ausgabe.ausgabe === berechnet.ausgabe)
    return { ausgabe: berechnet, ergebnis, text: g?.text ?? null };
  return {
    ausgabe: g.ausgabe,
    ergebnis: berechneInCent(parameter.berechnung, g.ausgabe),
    text: g.text,
  };
}

/** The PDF's content from the checked parameters and the calculation's cents (`berechneInCent`). */
export function pdfInhalt(
  parameter: PdfParameter,
  ergebnis: BerechnungInCent,
  erstellt: Date,
  ausgabe: Ausgabe = eingebauteAusgabe,
): PdfDokument {
  const { berechnung, stichtagsdifferenz } = parameter;
  const erstelltAm = tagInMuenchen(erstellt);
  const b: Baustein[] = [];

  b.push({ art: 'absatz', text: `Erstellt am ${erstelltAm}` });

  b.push({ art: 'ueberschrift', ebene: 2, text: 'Ihre Angaben' });
  b.push({
    art: 'tabelle',
    kopf: ['Frage', 'Ihre Antwort'],
    zeilen: antwortenInWorten(berechnung).map((a) => [a.titel, a.antwort]),
    breiten: [2, 3],
    zeilenkopf: true,
  });

  b.push({ art: 'ueberschrift', ebene: 2, text: 'Ergebnis' });

  // Block 1: average per m² and per month (+ the Stichtagsdifferenz line beside it).
  b.push({
    art: 'ueberschrift',
    ebene: 3,
    text: '1. Durchschnittliche ortsübliche Vergleichsmiete',
  });
  const zeilen1 = [
    [
      'Durchschnittliche ortsübliche Vergleichsmiete',
      euro(ergebnis.mittel),
      euro(ergebnis.monatlich.mittel),
    ],
  ];
  if (stichtagsdifferenz) {
    const { hoehe, hoeheZehntel, stand } = stichtagsdifferenz;
    zeilen1.push([
      `Mit Stichtagsdifferenz von ${formatProzent(hoehe)} (Stand ${formatDatum(stand)})`,
      formatEuro(mitStichtagsdifferenz(ergebnis.mittel, hoeheZehntel)),
      formatEuro(mitStichtagsdifferenz(ergebnis.monatlich.mittel, hoeheZehntel)),
    ]);
  }
  b.push(betragsTabelle(zeilen1));

  // Block 2: the range.
  b.push({ art: 'ueberschrift', ebene: 3, text: '2. Spanne der ortsüblichen Vergleichsmiete' });
  b.push(
    betragsTabelle([
      ['Untergrenze', euro(ergebnis.spanneUnten), euro(ergebnis.monatlich.spanneUnten)],
      ['Obergrenze', euro(ergebnis.spanneOben), euro(ergebnis.monatlich.spanneOben)],
    ]),
  );

  // Block 3: with justified deviations, and the capping message when capped (spec §8).
  b.push({
    art: 'ueberschrift',
    ebene: 3,
    text: '3. Ortsübliche Vergleichsmiete mit begründeten Abweichungen',
  });
  b.push(
    betragsTabelle([
      [
        `Begründete Abweichungen: ${mitVorzeichen(ergebnis.abweichungenSumme)} je m²`,
        euro(ergebnis.mitAbweichungen),
        euro(ergebnis.monatlich.mitAbweichungen),
      ],
    ]),
  );
  const kappung = kappungsMeldungAusCent(ergebnis);
  if (kappung) b.push({ art: 'hinweis', text: kappung });

  // Block 4: the breakdown.
  b.push({ art: 'ueberschrift', ebene: 3, text: '4. Zusammensetzung der Vergleichsmiete' });
  b.push({
    art: 'tabelle',
    kopf: ['Posten', JE_QM],
    zeilen: [
      ['Grundpreis', euro(ergebnis.grundpreis)],
      ...ergebnis.zuschlaege.map((z) => [z.bezeichnung, mitVorzeichen(z.cent)]),
      ...(berechnung.selectedBetriebskostenA === 1
        ? [['Enthaltene Betriebskosten', mitVorzeichen(ergebnis.betriebskosten)]]
        : []),
      ['Durchschnittliche ortsübliche Vergleichsmiete', euro(ergebnis.mittel)],
    ],
    breiten: [3, 1],
    rechts: [1],
    zeilenkopf: true,
  });

  // issue 13: her rent against the range and the increase check, only when she entered them
  if (parameter.mietvergleich) mietvergleichBausteine(b, parameter, ergebnis, erstellt);

  const freitext = parameter.zusaetzlicheBegruendungen ?? '';
  if (freitext.trim() !== '') {
    b.push({ art: 'ueberschrift', ebene: 2, text: 'Zusätzliche Begründungen' });
    b.push({ art: 'absatz', text: freitext });
  }

  // issue 30 §2: the link that reopens this calculation, built by the route with the domain's
  // encoder from the checked answers (only the answers: the checks' inputs travel in a link only
  // where the user chooses it, on the results page)
  if (parameter.link) {
    b.push({ art: 'ueberschrift', ebene: 2, text: 'Link zu dieser Berechnung' });
    b.push({
      art: 'absatz',
      text: 'Mit diesem Link oder dem QR-Code öffnen Sie die Berechnung im Rechner wieder. Wer den Link hat, sieht die Antworten dieser Berechnung; sie stehen im Link selbst und werden nirgends gespeichert. Die Angaben der Prüfungen und der Freitext sind nicht darin.',
    });
    b.push({
      art: 'link',
      url: parameter.link,
      alt: 'QR-Code mit dem Link zu dieser Berechnung (derselbe Link steht daneben als Text)',
    });
  }

  // the provisional figures this calculation uses (edition status), in a user's words
  const vorlaeufig = vorlaeufigeWerte(berechnung, ausgabe);
  if (vorlaeufig.length > 0) {
    b.push({ art: 'ueberschrift', ebene: 2, text: 'Vorläufige Werte in dieser Berechnung' });
    for (const notiz of vorlaeufig) b.push({ art: 'absatz', text: notiz });
  }

  return {
    titel: pdfTitel(ausgabe),
    bausteine: b,
    fusszeile: `${ausgabeTitel(ausgabe)} · Erstellt am ${erstelltAm}`,
    erstellt,
  };
}

/** "Ihre Miete im Vergleich": the same words, picture and check as the results page. */
function mietvergleichBausteine(
  b: Baustein[],
  parameter: PdfParameter,
  ergebnis: BerechnungInCent,
  erstellt: Date,
): void {
  const mv = parameter.mietvergleich;
  if (!mv) return;
  const { berechnung } = parameter;
  if (mv.mieteCent !== null) {
    const v = vergleicheMiete(mv.mieteCent, ergebnis);
    const worte = mietvergleichInWorten(v, mietbasis(berechnung));
    b.push({ art: 'ueberschrift', ebene: 2, text: 'Ihre Miete im Vergleich' });
    b.push({ art: 'absatz', text: worte.lage, betont: true });
    // issue 26 §6: an amount that cannot be her rent gets only the note, no verdict or picture
    if (v.unplausibel === null) {
      b.push({ art: 'absatz', text: worte.differenz });
      b.push({ art: 'skala', skala: skalaFuer(v), alt: worte.bildtext });
      b.push({
        art: 'tabelle',
        kopf: ['Vergleich', 'Betrag'],
        zeilen: worte.zeilen,
        breiten: [3, 1],
        rechts: [1],
        zeilenkopf: true,
      });
    }
  }
  if (mv.erhoehung) {
    const basis = pruefBasis(parameter, 'mieterhoehung', ergebnis);
    const p = pruefeMieterhoehung(
      { ...mv.erhoehung, aktuelleMieteCent: mv.mieteCent },
      basis.ergebnis,
      isoTagInMuenchen(erstellt),
    );
    const punkte = mieterhoehungInWorten(p, basis.ergebnis);
    b.push({ art: 'ueberschrift', ebene: 2, text: 'Mieterhöhung prüfen' });
    if (basis.text) b.push({ art: 'absatz', text: basis.text });
    for (const punkt of punkte) {
      b.push({
        art: 'ueberschrift',
        ebene: 3,
        text: punkt.urteil ? `${punkt.titel}: ${punkt.urteil}` : punkt.titel,
      });
      b.push({ art: 'absatz', text: `Rechtsgrundlage: ${punkt.rechtsgrundlage}` });
      b.push({ art: 'absatz', text: punkt.saetze.join(' ') });
    }
    b.push({ art: 'hinweis', text: mieterhoehungHinweis });
  }
  if (mv.bremse) mietpreisbremseBausteine(b, parameter, ergebnis);
}

/** issue 21 §1: the Mietpreisbremse check, the same words and picture as its page. */
function mietpreisbremseBausteine(
  b: Baustein[],
  parameter: PdfParameter,
  berechnungsErgebnis: BerechnungInCent,
): void {
  const e = parameter.mietvergleich?.bremse;
  const { berechnung } = parameter;
  // issue 21 §1: the edition in force at the start of the lease, with its own result
  const basis = pruefBasis(parameter, 'mietpreisbremse', berechnungsErgebnis);
  const ergebnis = basis.ergebnis;
  const a = ausgabeInfo(basis.ausgabe);
  const p = e ? pruefeMietpreisbremse(e, ergebnis, a) : null;
  if (!e || !p) return;
  const worte = mietpreisbremseInWorten(p, e, mietbasis(berechnung), a);
  b.push({ art: 'ueberschrift', ebene: 2, text: 'Mietpreisbremse prüfen' });
  if (basis.text) b.push({ art: 'absatz', text: basis.text });
  b.push({ art: 'absatz', text: worte.urteil, betont: true });
  // issue 26 §6: an amount that cannot be the rent gets only the note
  if (p.unplausibel !== null) {
    b.push({ art: 'hinweis', text: bremsenTexte.keineRechtsberatung });
    return;
  }
  for (const satz of worte.saetze) b.push({ art: 'absatz', text: satz });
  b.push({
    art: 'tabelle',
    kopf: ['So wird gerechnet', 'Betrag'],
    zeilen: worte.zeilen,
    breiten: [3, 1],
    rechts: [1],
    zeilenkopf: true,
  });
  b.push({
    art: 'skala',
    skala: bremsenSkala(p, ergebnis),
    alt: worte.bildtext,
  });
  // what follows and by when: each step its own heading (a group heading above them would stand
  // alone at a page's end, as the keep-together rule holds a heading only with text)
  if (worte.folgen.length > 0) {
    for (const f of worte.folgen) {
      b.push({ art: 'ueberschrift', ebene: 3, text: f.titel });
      b.push({ art: 'absatz', text: `Rechtsgrundlage: ${f.rechtsgrundlage}` });
      b.push({ art: 'absatz', text: f.saetze.join(' ') });
    }
  }
  b.push({ art: 'absatz', text: bremsenTexte.beratung });
  b.push({ art: 'hinweis', text: bremsenTexte.keineRechtsberatung });
}

function betragsTabelle(zeilen: string[][]): Baustein {
  return {
    art: 'tabelle',
    kopf: ['Wert', JE_QM, JE_MONAT],
    zeilen,
    breiten: [5, 2, 2],
    rechts: [1, 2],
    zeilenkopf: true,
  };
}
