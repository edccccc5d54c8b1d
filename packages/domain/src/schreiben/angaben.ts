/**
 * The user's own fields of a letter (issue 30 §1): sender, recipient, place, date, the flat and
 * the chosen answer. Every field may stay empty – the letter then shows a placeholder in square
 * brackets for the user to fill in by hand – but what is typed must fit a DIN 5008 letter: at
 * most six lines of an address (the address field's lines), a real date.
 */
import { DATUMSBEREICH, formatDatum, istImDatumsbereich } from '../grundlagen/index.ts';
import { istIsoDatum } from '../eingabe/index.ts';
import {
  antwortVarianten,
  type FeldFehler,
  type SchreibenAngaben,
  type SchreibenArt,
} from './typen.ts';

export const SCHREIBEN_GRENZEN = {
  /** DIN 5008: the address field has six lines for the address */
  anschriftZeilen: 6,
  zeichenJeZeile: 50,
  ort: 80,
  wohnung: 200,
} as const;

/** C0/C1 controls other than the line feed an address may hold. */
// eslint-disable-next-line no-control-regex
const STEUERZEICHEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** The lines of an address as typed: CR LF read as LF, blanks at the ends and empty lines dropped. */
export function anschriftZeilen(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((z) => z.trim())
    .filter((z) => z !== '');
}

function pruefeAnschrift(text: string, wer: string): string | null {
  if (STEUERZEICHEN.test(text.replace(/\r\n?/g, '\n')))
    return `${wer} enthält ein Steuerzeichen. Bitte geben Sie nur Text ein.`;
  const zeilen = anschriftZeilen(text);
  const g = SCHREIBEN_GRENZEN;
  if (zeilen.length > g.anschriftZeilen)
    return `${wer} hat ${zeilen.length} Zeilen; ins Anschriftfeld passen höchstens ${g.anschriftZeilen}. Bitte kürzen Sie.`;
  const lang = zeilen.findIndex((z) => z.length > g.zeichenJeZeile);
  if (lang >= 0)
    return `Zeile ${lang + 1} von ${wer} hat ${zeilen[lang]?.length} Zeichen; erlaubt sind höchstens ${g.zeichenJeZeile}. Bitte kürzen Sie.`;
  return null;
}

function pruefeZeile(text: string, was: string, hoechstens: number): string | null {
  if (/[\r\n]/.test(text)) return `${was} muss in eine Zeile passen.`;
  if (STEUERZEICHEN.test(text))
    return `${was} enthält ein Steuerzeichen. Bitte geben Sie nur Text ein.`;
  if (text.trim().length > hoechstens)
    return `${was} hat ${text.trim().length} Zeichen; erlaubt sind höchstens ${hoechstens}. Bitte kürzen Sie.`;
  return null;
}

/** German messages per field; empty when the fields can go into the letter. */
export function pruefeSchreibenAngaben(art: SchreibenArt, a: SchreibenAngaben): FeldFehler[] {
  const fehler: FeldFehler[] = [];
  const dazu = (feld: FeldFehler['feld'], meldung: string | null): void => {
    if (meldung !== null) fehler.push({ feld, meldung });
  };
  dazu('absender', pruefeAnschrift(a.absender, 'Der Absender'));
  dazu('empfaenger', pruefeAnschrift(a.empfaenger, 'Der Empfänger'));
  dazu('ort', pruefeZeile(a.ort, 'Der Ort', SCHREIBEN_GRENZEN.ort));
  dazu('wohnung', pruefeZeile(a.wohnung, 'Die Angabe zur Wohnung', SCHREIBEN_GRENZEN.wohnung));
  const datum = a.datum.trim();
  if (datum !== '') {
    if (!istIsoDatum(datum))
      dazu('datum', 'Bitte geben Sie das Datum des Schreibens als gültiges Datum an (TT.MM.JJJJ).');
    else if (!istImDatumsbereich(datum))
      dazu(
        'datum',
        `Das Datum muss zwischen dem ${formatDatum(DATUMSBEREICH.von)} und dem ${formatDatum(DATUMSBEREICH.bis)} liegen.`,
      );
  }
  if (art === 'antwort-mieterhoehung') {
    if (a.variante === undefined)
      dazu('variante', 'Bitte wählen Sie, wie Sie auf das Erhöhungsverlangen antworten.');
    else if (!antwortVarianten.includes(a.variante))
      dazu('variante', 'Diese Antwort gibt es nicht. Bitte wählen Sie eine der angebotenen.');
  } else if (a.variante !== undefined) {
    dazu(
      'variante',
      'Eine Antwortvariante gibt es nur bei der Antwort auf ein Mieterhöhungsverlangen.',
    );
  }
  return fehler;
}
