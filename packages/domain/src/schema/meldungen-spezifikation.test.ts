// The texts the specification fixes word for word (spezifikation.md §4, §5, §8), pinned once
// against `meldungen` (issue 28 §7). Every other test refers to `meldungen` instead of copying a
// text (eslint/texte.test.ts holds that), so a change of wording fails here, and only here.
import { describe, expect, it } from 'vitest';
import { erfolgMeldung, kappungsMeldungAusCent, meldungen } from './meldungen.ts';

const TABELLE: [string, string, string][] = [
  // §4 General wizard rule, §8: the conflict box and the warning of a conflicting option
  ['§4 Konflikt', meldungen.konfliktTitel, 'Konflikt!'],
  ['§4 Warnung', meldungen.warnungTitel, 'Warnung!'],
  // §5 Manual Baujahr
  [
    '§5 Baujahr manuell',
    meldungen.baujahrManuell,
    'Geben Sie hier ein valides Baujahr ein. Bitte ändern Sie Ihre Eingabe.',
  ],
  ['§5 1. April 2020', meldungen.aprilscherz2020, 'Wir sprechen nicht über 2020!'],
  // §5 Required choices, §8
  ['§5 Auswahl fehlt', meldungen.auswahlFehlt, 'Bitte wählen Sie eine Option aus!'],
  [
    '§5 Auswahl fehlt (Baujahr)',
    meldungen.auswahlFehltBaujahr,
    'Bitte wählen Sie eine Option aus oder geben Sie das Baujahr manuell ein!',
  ],
  // §5 Template name and comment
  ['§5 Dateiname zu lang', meldungen.dateinameZuLang, 'Maximal 60 Zeichen erlaubt'],
  [
    '§5 Name existiert (Bearbeiten)',
    meldungen.nameExistiertBearbeiten,
    'Name existiert bereits, wählen Sie einen neuen Namen!',
  ],
  [
    '§5 Name existiert (Anlegen)',
    meldungen.nameExistiertAnlegen,
    'Name existiert bereits, bitte bestätigen Sie das Überschreiben der Berechnungen durch den Speichern-Button!',
  ],
  ['§5 Kommentar zu lang', meldungen.kommentarZuLang, 'Maximal 100 Zeichen erlaubt'],
  // §5 Deviation bounds (X and Y German-formatted)
  [
    '§5 Abweichung außerhalb der Grenzen',
    meldungen.abweichungGrenzen(-450, 400),
    'Geben Sie hier einen Wert zwischen -4,50 Euro und 4,00 Euro ein. Bitte ändern Sie Ihre Eingabe.',
  ],
  [
    '§5 Konflikte allgemein',
    meldungen.konflikteAllgemein,
    'Berechnung ist nicht möglich, bitte lösen Sie erst Ihre Konflikte!',
  ],
  ['§5/§8 Bitte ändern', meldungen.bitteAendern, 'Bitte ändern Sie Ihre Eingabe.'],
  // §8 Error catalogue
  [
    '§8 API-Gateway',
    meldungen.apiGatewayNichtErreichbar,
    'Verbindung zum API-Gateway konnte nicht aufgebaut werden.',
  ],
  [
    '§8 Berechtigungen ohne Verbindung',
    meldungen.berechtigungenKeineVerbindung,
    'Berechtigungen konnten nicht geladen werden. Keine Verbindung zum Server, bitte Internetverbindung überprüfen.',
  ],
  [
    '§8 Berechtigungen nicht geladen',
    meldungen.berechtigungenFehler,
    'Die Berechtigungen konnten nicht geladen werden.',
  ],
  [
    '§8 unbekannter Fehler',
    meldungen.unbekannterFehler,
    'Ein unbekannter Fehler ist aufgetreten, bitte den Administrator informieren.',
  ],
  [
    '§8 Erfolg geladen',
    erfolgMeldung('geladen', 42, 'Musterwohnung'),
    'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich geladen.',
  ],
  [
    '§8 Erfolg geändert',
    erfolgMeldung('geändert', 42, 'Musterwohnung'),
    'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich geändert.',
  ],
  [
    '§8 Erfolg gespeichert',
    erfolgMeldung('gespeichert', 42, 'Musterwohnung'),
    'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich gespeichert.',
  ],
  [
    '§8 Erfolg gelöscht',
    erfolgMeldung('gelöscht', 42, 'Musterwohnung'),
    'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich gelöscht.',
  ],
  [
    '§8 Löschen bestätigen',
    meldungen.loeschenBestaetigen('Vorlage 1'),
    'Wollen Sie die Datei "Vorlage 1" wirklich löschen?',
  ],
  [
    '§8 Kappung zu hoch',
    kappungsMeldungAusCent({
      zuHoch: true,
      zuNiedrig: false,
      abweichungenSumme: 350,
      schwankungOben: 277,
      schwankungUnten: -281,
    }) ?? '',
    '3,50 Euro/m²/Monat sind nicht zulässig wegen Überschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von 2,77 Euro/m²/Monat gekappt.',
  ],
  [
    '§8 Kappung zu niedrig',
    kappungsMeldungAusCent({
      zuHoch: false,
      zuNiedrig: true,
      abweichungenSumme: -450,
      schwankungOben: 277,
      schwankungUnten: -281,
    }) ?? '',
    '-4,50 Euro/m²/Monat sind nicht zulässig wegen Unterschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von -2,81 Euro/m²/Monat gekappt.',
  ],
];

/**
 * Texts of the product in `meldungen` that the spec describes but does not word; pinned here too,
 * so that no other test needs a copy of them.
 */
const EIGENE: [string, string, string][] = [
  [
    '§5 Wohnfläche',
    meldungen.wohnflaeche,
    'Der Mietspiegel gilt nur für Wohnungen mit einer Wohnfläche von 20 m² bis 160 m². Bitte ändern Sie Ihre Eingabe.',
  ],
  ['§5 Dateiname leer', meldungen.dateinameLeer, 'Bitte geben Sie einen Dateinamen ein.'],
  [
    '§5 Dateiname unzulässig',
    meldungen.dateinameUnzulaessig,
    'Bitte geben Sie einen zulässigen Dateinamen ein. Die Berechnung konnte nicht gespeichert werden.',
  ],
  ['§5 Freitext zu lang', meldungen.freitextZuLang, 'Maximal 500 Zeichen erlaubt'],
  ['§5 Freitext zu viele Zeilen', meldungen.freitextZuVieleZeilen, 'Maximal 13 Zeilen erlaubt'],
  [
    '§5 Stichtagsdifferenz Höhe',
    meldungen.stichtagsdifferenzHoehe,
    'Geben Sie hier einen Wert zwischen -999,99 und 999,99 mit höchstens einer Nachkommastelle ein. Bitte ändern Sie Ihre Eingabe.',
  ],
  [
    '§5 Stichtagsdifferenz Hinweis',
    meldungen.stichtagsdifferenzHinweis,
    'Zwischen -999,99 und 999,99, höchstens eine Nachkommastelle.',
  ],
  [
    '§5 Stichtagsdifferenz Höhe fehlt',
    meldungen.stichtagsdifferenzHoeheFehlt,
    'Bitte geben Sie die Höhe der Stichtagsdifferenz ein.',
  ],
  [
    '§5 Stichtagsdifferenz Stand',
    meldungen.stichtagsdifferenzStand,
    'Geben Sie hier ein gültiges Datum ein. Bitte ändern Sie Ihre Eingabe.',
  ],
  [
    '§5 Regel Rückgebäude',
    meldungen.regeln.rueckgebaeude,
    'Ein Zuschlag für ein Rückgebäude ist nur bei einem Baujahr nach 1948 möglich.',
  ],
  [
    '§5 Regel Fußbodenheizung',
    meldungen.regeln.fussbodenheizung,
    'Eine Fußbodenheizung kann nur bei einem Baujahr vor 1999 berücksichtigt werden.',
  ],
  [
    '§5 Regel Elektrogeräte',
    meldungen.regeln.elektrogeraete,
    'Zuschläge für Elektrogeräte sind nur möglich, wenn der Vermieter eine Küchengrundausstattung (Spüle und Einbauschränke oder Kücheninsel) gestellt hat.',
  ],
  [
    '§2 Konflikte in Schritten',
    meldungen.konflikteInSchritten,
    'Konflikte bestehen in diesen Schritten:',
  ],
  [
    '§7 Berechnungsdaten ungültig',
    meldungen.berechnungsdatenUngueltig,
    'Die Berechnungsdaten sind unvollständig oder ungültig.',
  ],
  [
    'Betrag in Euro (issue 17)',
    meldungen.betragForm,
    'Geben Sie den Betrag in Euro mit höchstens zwei Nachkommastellen ein, zum Beispiel 1.103,02 oder 1103,02. Bitte ändern Sie Ihre Eingabe.',
  ],
  ['§8 Löschen: Titel', meldungen.loeschenTitel, 'Berechnungsvorlage löschen'],
  ['§8 Löschen: Nein', meldungen.loeschenNein, 'Nein, zurück'],
  ['§8 Löschen: Ja', meldungen.loeschenJa, 'Ja, löschen'],
];

describe('Die Texte der Spezifikation, Wort für Wort (meldungen)', () => {
  it.each(TABELLE)('%s', (_stelle, text, wortlaut) => {
    expect(text).toBe(wortlaut);
  });
});

describe('Die eigenen festen Texte des Rechners (meldungen)', () => {
  it.each(EIGENE)('%s', (_stelle, text, wortlaut) => {
    expect(text).toBe(wortlaut);
  });
});
