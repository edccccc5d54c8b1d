/**
 * Every fixed German message text (spezifikation.md §4, §5, §8) in one place (STYLE.md 6).
 * Texts with values are functions; numbers in them are German-formatted.
 */
import { ausgabe } from '../ausgaben/index.ts';
import { formatZahl, STICHTAGSDIFFERENZ_GRENZE_HUNDERTSTEL } from '../grundlagen/index.ts';

const BITTE_AENDERN = 'Bitte ändern Sie Ihre Eingabe.';

/** §5/§9 Stichtagsdifferenz range, written from the one constant of the check. */
const STICHTAG_BEREICH = `${formatZahl(-STICHTAGSDIFFERENZ_GRENZE_HUNDERTSTEL)} und ${formatZahl(STICHTAGSDIFFERENZ_GRENZE_HUNDERTSTEL)}`;

export type ErfolgArt = 'geladen' | 'geändert' | 'gespeichert' | 'gelöscht';

export const meldungen = {
  bitteAendern: BITTE_AENDERN,

  // §5 Wohnfläche
  wohnflaeche: `Der Mietspiegel gilt nur für Wohnungen mit einer Wohnfläche von ${ausgabe.wohnflaeche.min} m² bis ${ausgabe.wohnflaeche.max} m². ${BITTE_AENDERN}`,
  // issue 26 §11: a pasted area that is no number ("1e2", "65,5.") is kept and told as such
  wohnflaecheZeichen: `Die Wohnfläche darf nur Ziffern und ein Komma oder einen Punkt enthalten, mit höchstens ${ausgabe.wohnflaeche.maxNachkommastellen} Nachkommastellen (zum Beispiel 65,5). ${BITTE_AENDERN}`,
  // §5 Manual Baujahr
  baujahrManuell: `Geben Sie hier ein valides Baujahr ein. ${BITTE_AENDERN}`,
  aprilscherz2020: 'Wir sprechen nicht über 2020!',
  // §5 Required choices
  auswahlFehlt: 'Bitte wählen Sie eine Option aus!',
  auswahlFehltBaujahr: 'Bitte wählen Sie eine Option aus oder geben Sie das Baujahr manuell ein!',
  ungueltigeAuswahl: (max: number): string =>
    `Ungültige Auswahl: erlaubt sind die Werte 0 bis ${max}. ${BITTE_AENDERN}`,
  doppelteAuswahl: `Jede Option darf nur einmal gewählt werden. ${BITTE_AENDERN}`,
  keineOptionExklusiv: (label: string): string =>
    `Die Auswahl „${label}“ kann nicht zusammen mit anderen Optionen gewählt werden. ${BITTE_AENDERN}`,

  // Euro amounts typed by a person (betrag.ts, issue 17): the form the product prints
  betragForm: `Geben Sie den Betrag in Euro mit höchstens zwei Nachkommastellen ein, zum Beispiel 1.103,02 oder 1103,02. ${BITTE_AENDERN}`,
  /** '1.103' (a dot, three digits, no comma): offers the German reading, written unambiguously. */
  betragMehrdeutig: (alsTausenderCent: number): string => {
    const deutsch = formatZahl(alsTausenderCent); // '1.103,00'; whole euros, so ',00' ends it
    return `Ist ${deutsch.slice(0, -3)} als ${deutsch} Euro gemeint? Dann schreiben Sie bitte ${deutsch} oder ${deutsch.replace(/\./g, '')}, mit Komma vor den Cent. ${BITTE_AENDERN}`;
  },

  // §5 Deviation bounds; min/max in integer cents
  abweichungGrenzen: (minCent: number, maxCent: number): string =>
    `Geben Sie hier einen Wert zwischen ${formatZahl(minCent)} Euro und ${formatZahl(maxCent)} Euro ein. ${BITTE_AENDERN}`,
  abweichungUngueltig: `Geben Sie hier eine Zahl mit höchstens zwei Nachkommastellen ein. ${BITTE_AENDERN}`,
  abweichungenGeneralError:
    'Mindestens eine Abweichung ist ungültig. Bitte geben Sie je Feld eine Zahl mit höchstens zwei Nachkommastellen innerhalb der in Klammern angegebenen Grenzen ein oder lassen Sie das Feld leer.',

  // §4 / §5 conflicts
  konfliktTitel: 'Konflikt!',
  warnungTitel: 'Warnung!',
  konflikteAllgemein: 'Berechnung ist nicht möglich, bitte lösen Sie erst Ihre Konflikte!',
  /** introduces the links to the steps in conflict after konflikteAllgemein (results page) */
  konflikteInSchritten: 'Konflikte bestehen in diesen Schritten:',
  /** §5 plain-language rules, appended to the conflict texts of the matching rules */
  regeln: {
    rueckgebaeude: 'Ein Zuschlag für ein Rückgebäude ist nur bei einem Baujahr nach 1948 möglich.',
    waermedaemmung:
      'Ein Zuschlag für Wärmedämmung ist nur bei einem Baujahr nach 1948 und vor 1999 möglich.',
    fassade:
      'Eine Abweichung für die Gestaltung der Fassade ist nur bei einem Baujahr vor 1949 möglich.',
    fassadeExklusiv: 'Es kann nur eine der beiden Fassaden-Abweichungen angegeben werden.',
    fussbodenheizung:
      'Eine Fußbodenheizung kann nur bei einem Baujahr vor 1999 berücksichtigt werden.',
    elektrogeraete:
      'Zuschläge für Elektrogeräte sind nur möglich, wenn der Vermieter eine Küchengrundausstattung (Spüle und Einbauschränke oder Kücheninsel) gestellt hat.',
    balkon: 'Eine Abweichung für einen großen Balkon setzt eine Terrasse oder einen Balkon voraus.',
  },

  // §5 Template name and comment
  dateinameLeer: 'Bitte geben Sie einen Dateinamen ein.',
  dateinameZuLang: 'Maximal 60 Zeichen erlaubt',
  dateinameUnzulaessig:
    'Bitte geben Sie einen zulässigen Dateinamen ein. Die Berechnung konnte nicht gespeichert werden.',
  nameExistiertBearbeiten: 'Name existiert bereits, wählen Sie einen neuen Namen!',
  nameExistiertAnlegen:
    'Name existiert bereits, bitte bestätigen Sie das Überschreiben der Berechnungen durch den Speichern-Button!',
  kommentarZuLang: 'Maximal 100 Zeichen erlaubt',
  // §7 body of a template that the form cannot send (API clients): whole body, a field, the data
  vorlageKeinObjekt: 'Erwartet wird ein JSON-Objekt mit dateiname, kommentar und berechnungsdaten.',
  vorlageKeinText: (feld: string): string => `Der Wert von „${feld}“ muss ein Text sein.`,
  berechnungsdatenUngueltig: 'Die Berechnungsdaten sind unvollständig oder ungültig.',

  // §5 free text, §4 (berechnungsregeln.md) Stichtagsdifferenz
  freitextZuLang: 'Maximal 500 Zeichen erlaubt',
  freitextZuVieleZeilen: 'Maximal 13 Zeilen erlaubt',
  freitextNichtGespeichert: 'Dieser Text wird nicht gespeichert.',
  stichtagsdifferenzHoehe: `Geben Sie hier einen Wert zwischen ${STICHTAG_BEREICH} mit höchstens einer Nachkommastelle ein. ${BITTE_AENDERN}`,
  stichtagsdifferenzHinweis: `Zwischen ${STICHTAG_BEREICH}, höchstens eine Nachkommastelle.`,
  stichtagsdifferenzHoeheFehlt: 'Bitte geben Sie die Höhe der Stichtagsdifferenz ein.',
  stichtagsdifferenzStand: `Geben Sie hier ein gültiges Datum ein. ${BITTE_AENDERN}`,

  // 400 answers (berechnungsregeln.md §1)
  ungueltigesFormat: (erwartet: string): string => `Ungültiges Format: ${erwartet} erwartet.`,

  // §8 error catalogue
  apiGatewayNichtErreichbar: 'Verbindung zum API-Gateway konnte nicht aufgebaut werden.',
  berechtigungenKeineVerbindung:
    'Berechtigungen konnten nicht geladen werden. Keine Verbindung zum Server, bitte Internetverbindung überprüfen.',
  berechtigungenFehler: 'Die Berechtigungen konnten nicht geladen werden.',
  unbekannterFehler: 'Ein unbekannter Fehler ist aufgetreten, bitte den Administrator informieren.',
  pdfFehler: 'Die PDF-Datei konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',

  /**
   * A template changed or deleted by someone else meanwhile (HTTP 412): the server's answer and
   * the web app's text for it. Not worded by the spec; one text for both (issue 28 §7).
   */
  vorlageInzwischenGeaendert:
    'Die Berechnungsvorlage wurde inzwischen von jemand anderem geändert oder gelöscht. Bitte laden Sie die Liste der Berechnungsvorlagen neu und versuchen Sie es erneut.',

  // §2 / §8 template list
  loeschenTitel: 'Berechnungsvorlage löschen',
  loeschenNein: 'Nein, zurück',
  loeschenJa: 'Ja, löschen',
  loeschenBestaetigen: (dateiname: string): string =>
    `Wollen Sie die Datei "${dateiname}" wirklich löschen?`,
  erfolg: (art: ErfolgArt, dateiId: number | string, dateiname: string): string =>
    `Die Berechnung Nr. ${dateiId} ${dateiname} wurde erfolgreich ${art}.`,

  // §9 operating costs footnote (ids above 14), from the edition
  betriebskostenFussnote: ausgabe.betriebskosten.fussnote,
} as const;

/** §8 success notice: 'Die Berechnung Nr. {dateiid} {dateiname} wurde erfolgreich geladen.' */
export function erfolgMeldung(art: ErfolgArt, dateiId: number | string, dateiname: string): string {
  return meldungen.erfolg(art, dateiId, dateiname);
}

const alsCent = (euro: number): number => Math.round(euro * 100);

/**
 * §8 capping message of the results screen and the PDF, or null when nothing was capped.
 * Uses the uncapped sum (begruendeteAbweichungenProQmTrue) and the limit it was capped to.
 */
export function kappungsMeldung(
  // the fields of the result (`Ergebnis`) it reads, by shape: the texts lie below the wire
  // schemas that describe the result (schema.ts takes its messages from here)
  ergebnis: {
    begruendeteAbweichungenTooHigh: boolean;
    begruendeteAbweichungenTooLow: boolean;
    begruendeteAbweichungenProQmTrue: number;
    schwankungObenProQm: number;
    schwankungUntenProQm: number;
  },
): string | null {
  return kappungsMeldungAusCent({
    zuHoch: ergebnis.begruendeteAbweichungenTooHigh,
    zuNiedrig: ergebnis.begruendeteAbweichungenTooLow,
    abweichungenSumme: alsCent(ergebnis.begruendeteAbweichungenProQmTrue),
    schwankungOben: alsCent(ergebnis.schwankungObenProQm),
    schwankungUnten: alsCent(ergebnis.schwankungUntenProQm),
  });
}

/**
 * The same message from the cents of the calculation (`BerechnungInCent`), as the PDF has them:
 * no amount passes through euros on the way (issue 19 §2).
 */
export function kappungsMeldungAusCent(c: {
  zuHoch: boolean;
  zuNiedrig: boolean;
  abweichungenSumme: number;
  schwankungOben: number;
  schwankungUnten: number;
}): string | null {
  const wert = formatZahl(c.abweichungenSumme);
  if (c.zuHoch) {
    return `${wert} Euro/m²/Monat sind nicht zulässig wegen Überschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von ${formatZahl(c.schwankungOben)} Euro/m²/Monat gekappt.`;
  }
  if (c.zuNiedrig) {
    return `${wert} Euro/m²/Monat sind nicht zulässig wegen Unterschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von ${formatZahl(c.schwankungUnten)} Euro/m²/Monat gekappt.`;
  }
  return null;
}
