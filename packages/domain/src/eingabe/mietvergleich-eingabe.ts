/**
 * "Ihre Miete im Vergleich" (issue 13), its input: the monthly amounts a user types or the wire
 * carries, read by the product's one money reader (betrag.ts, issue 17, issue 19 §2), and the
 * check of the `mietvergleich` of a PDF call or a template. Every amount leaves here in cents.
 */
import { leseBetrag, type GelesenerBetrag, formatEuro, formatZahl } from '../grundlagen/index.ts';
import { meldungen } from '../schema/index.ts';
import type {
  MietvergleichWire,
  BremsenEingabe,
  Fehler,
  MietvergleichParameter,
} from '../schema/index.ts';
import { istIsoDatum, istDatumImBereich, MELDUNG_DATUMSBEREICH } from './validierung.ts';

/** Highest monthly amount taken: 100.000 € (a typing slip above that is caught, not compared). */
export const MIETBETRAG_HOECHSTENS_CENT = 10_000_000;

export const mietvergleichMeldungen = {
  betrag: meldungen.betragForm,
  betragNull: 'Der Betrag muss größer als 0 Euro sein. Bitte ändern Sie Ihre Eingabe.',
  betragZuHoch: `Der Betrag darf höchstens ${formatEuro(MIETBETRAG_HOECHSTENS_CENT)} betragen. Bitte ändern Sie Ihre Eingabe.`,
  datum: 'Geben Sie ein gültiges Datum ein. Bitte ändern Sie Ihre Eingabe.',
  datumBereich: MELDUNG_DATUMSBEREICH,
  zugangVorErhoehung:
    'Das Schreiben kann nicht vor der letzten Mieterhöhung oder dem Einzug zugegangen sein. Bitte ändern Sie Ihre Eingabe.',
};

/** A read amount within the range of a monthly rent (> 0, ≤ 100.000 €) in cents, else null. */
function mietbetragImBereich(g: GelesenerBetrag): number | null {
  return g.art === 'zahl' && g.cent > 0 && g.cent <= MIETBETRAG_HOECHSTENS_CENT ? g.cent : null;
}

/** '1.103,02' / '1103,02' / '1103.02' → cents; null when not such an amount, 0, negative or too high. */
export function mietbetragInCent(text: string): number | null {
  return mietbetragImBereich(leseBetrag(text));
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
  return mietbetragImBereich(leseBetrag(euro));
}

/** Cents → the text the input shows, as the product prints it ('1.103,02'), for a template. */
export function mietbetragAlsText(c: number): string {
  return formatZahl(c);
}

/**
 * A date field: blank is no error; otherwise a real calendar day 'YYYY-MM-DD' within
 * DATUMSBEREICH (issue 27 §5).
 */
export function pruefeMietDatum(text: string): string | null {
  if (text === '') return null;
  if (!istIsoDatum(text)) return mietvergleichMeldungen.datum;
  return istDatumImBereich(text) ? null : mietvergleichMeldungen.datumBereich;
}

/**
 * Content check of the `mietvergleich` of a PDF call or a template (types are checked by
 * `mietvergleichSchema`): amounts > 0 with at most two decimals, real calendar days within
 * DATUMSBEREICH, the letter
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
    const meldung = pruefeMietDatum(x);
    if (meldung) {
      fehler.push({ feld, meldung });
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
      // not sent: not answered (issue 26 §3), not "Weiß ich nicht"
      auskunft: b.auskunft ?? null,
    };
    if (bremse.beginn === null && bremse.mieteCent === null) bremse = null;
  }
  if (mieteCent === null && erhoehung === null && bremse === null)
    return { fehler, wert: undefined };
  return { fehler, wert: { mieteCent, erhoehung, ...(bremse ? { bremse } : {}) } };
}
