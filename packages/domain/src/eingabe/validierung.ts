/**
 * Field checks of spezifikation.md §5, one function per input. Each returns the German message
 * or null when the input is fine; keystroke filters return whether the next value may be typed.
 */
import { ausgabe } from '../ausgaben/index.ts';
import {
  DATUMSBEREICH,
  formatDatum,
  istImDatumsbereich,
  leseAbweichung,
  type GeleseneAbweichung,
  parseDezimal,
  istStichtagsdifferenzImBereich,
  tageImMonat,
} from '../grundlagen/index.ts';
import { meldungen } from '../schema/index.ts';
import type {
  AbweichungsFeld,
  AbweichungsWert,
  BerechnungEntwurf,
  GelesenerEntwurf,
  SchrittId,
} from '../schema/index.ts';

const W = ausgabe.wohnflaeche;
const skala = 10 ** W.maxNachkommastellen;

/** '65,5' → '65.5' (§5: the comma is converted to a point when stored). */
export function normalisiereWohnflaeche(text: string): string {
  return text.trim().replace(',', '.');
}

/**
 * The one reader of an area (issue 19 §2): '65,5' / '65.5' → 65 500 thousandths of m², or null
 * when not an area text (no range check). The check (`pruefeBerechnung`) and the live preview
 * (`leseEntwurf`) read with it; the calculation, the comparisons and the PDF take the number.
 */
export function wohnflaecheInTausendstel(text: string): number | null {
  return parseDezimal(normalisiereWohnflaeche(text), W.maxNachkommastellen);
}

/** §5 Wohnfläche: the area in thousandths of m² when valid (20 ≤ x ≤ 160, ≤ 3 decimals), else null. */
export function leseWohnflaeche(text: string): number | null {
  const t = wohnflaecheInTausendstel(text);
  return t === null || t < W.min * skala || t > W.max * skala ? null : t;
}

/** §5 Wohnfläche: comma or point, 20 ≤ x ≤ 160 inclusive, at most 3 decimals. */
export function pruefeWohnflaeche(text: string): string | null {
  return leseWohnflaeche(text) === null ? meldungen.wohnflaeche : null;
}

/**
 * §5 Wohnfläche as the field shows it (issue 26 §11): a text that is no number at all (letters,
 * a second separator, more decimals – possible by pasting) says so; a number outside 20–160
 * gets the §5 message.
 */
export function pruefeWohnflaecheText(text: string): string | null {
  if (wohnflaecheInTausendstel(text) === null && text.trim() !== '') {
    return meldungen.wohnflaecheZeichen;
  }
  return pruefeWohnflaeche(text);
}

/**
 * The answers being filled in with their area read once (null while it is no area text), for
 * the live preview and the provisional-figures note: the same reader as the check.
 */
export function leseEntwurf(entwurf: BerechnungEntwurf): GelesenerEntwurf {
  return { ...entwurf, flaecheTausendstel: wohnflaecheInTausendstel(entwurf.wohnflaeche) };
}

/** §5 keystroke filter: digits, one comma or point, at most 3 decimals. */
export function istErlaubteWohnflaecheEingabe(naechsterWert: string): boolean {
  return new RegExp(`^(\\d+([.,]\\d{0,${W.maxNachkommastellen}})?)?$`).test(naechsterWert);
}

/** Baujahrklasse id of a year (edition classes; class 0 has no lower bound), or null. */
export function baujahrklasseFuerJahr(jahr: number): number | null {
  if (!Number.isInteger(jahr)) return null;
  const k = ausgabe.baujahrklassen.find((c) => (c.von === null || jahr >= c.von) && jahr <= c.bis);
  return k ? k.id : null;
}

/** Latest year the edition covers (2023). */
export const letztesBaujahr = Math.max(...ausgabe.baujahrklassen.map((k) => k.bis));

export interface ManuellesBaujahr {
  meldung: string | null;
  klasse: number | null;
  aprilscherz: string | null;
}

/**
 * §5 Manual Baujahr: whole number 0 … 2023 → its class; otherwise the error text. A blank input
 * is no error (the list can be used instead). On 1 April, 2020 also yields the joke text (§1).
 */
export function pruefeManuellesBaujahr(text: string, heute: Date): ManuellesBaujahr {
  const t = text.trim();
  if (t === '') return { meldung: null, klasse: null, aprilscherz: null };
  if (!/^\d{1,4}$/.test(t))
    return { meldung: meldungen.baujahrManuell, klasse: null, aprilscherz: null };
  const jahr = Number(t);
  const klasse = jahr <= letztesBaujahr ? baujahrklasseFuerJahr(jahr) : null;
  if (klasse === null)
    return { meldung: meldungen.baujahrManuell, klasse: null, aprilscherz: null };
  const ersterApril = heute.getMonth() === 3 && heute.getDate() === 1;
  return {
    meldung: null,
    klasse,
    aprilscherz: ersterApril && jahr === 2020 ? meldungen.aprilscherz2020 : null,
  };
}

/** §5 Required choices: null or an empty multi-select → message (Baujahr has its own text). */
export function pruefeAuswahl(
  wert: number | null | undefined | readonly number[],
  schritt: SchrittId,
): string | null {
  const fehlt = wert === null || wert === undefined || (Array.isArray(wert) && wert.length === 0);
  if (!fehlt) return null;
  return schritt === 'baujahr' ? meldungen.auswahlFehltBaujahr : meldungen.auswahlFehlt;
}

/**
 * §5 Deviation bounds: decimal comma ok, spaces ignored, non-numeric invalid, at most 2 decimals,
 * inclusive bounds of the edition. Blank is fine (= 0).
 */
export function pruefeAbweichung(
  feld: AbweichungsFeld,
  wert: AbweichungsWert | undefined,
): string | null {
  return pruefeGeleseneAbweichung(feld, leseAbweichung(wert));
}

/** The same check on a value already read (the server reads each deviation once). */
export function pruefeGeleseneAbweichung(
  feld: AbweichungsFeld,
  gelesen: GeleseneAbweichung,
): string | null {
  if (gelesen.art === 'leer') return null;
  const g = ausgabe.abweichungen[feld];
  if (gelesen.art === 'zahl' && gelesen.cent >= g.min && gelesen.cent <= g.max) return null;
  return meldungen.abweichungGrenzen(g.min, g.max);
}

const zeichenAnzahl = (text: string): number => [...text.replace(/\r\n/g, '\n')].length;

/** spezifikation.md §3/§5: a template's name has at most 60 characters, its comment 100. */
export const DATEINAME_HOECHSTLAENGE = 60;
export const KOMMENTAR_HOECHSTLAENGE = 100;

/** §5 Template name: max 60, not blank, letters (incl. umlauts, ß), digits, _ - . and space. */
export function pruefeDateiname(name: string): string | null {
  if (zeichenAnzahl(name) > DATEINAME_HOECHSTLAENGE) return meldungen.dateinameZuLang;
  if (name.trim() === '') return meldungen.dateinameLeer;
  if (!/^[A-Za-zÄÖÜäöüß0-9_\-. ]+$/.test(name)) return meldungen.dateinameUnzulaessig;
  return null;
}

/** §5 Template comment: max 100 characters. */
export function pruefeKommentar(text: string): string | null {
  return zeichenAnzahl(text) > KOMMENTAR_HOECHSTLAENGE ? meldungen.kommentarZuLang : null;
}

/** Stichtagsdifferenz height in tenths of a percent (2,5 → 25), or null when invalid. */
export function stichtagsdifferenzInZehnteln(text: string): number | null {
  const z = parseDezimal(text.replace(/\s+/g, ''), 1);
  return z === null || !istStichtagsdifferenzImBereich(z) ? null : z;
}

/** berechnungsregeln.md §4: −999.99 … 999.99, at most one decimal; blank → 'please enter'. */
export function pruefeStichtagsdifferenzHoehe(text: string): string | null {
  if (text.trim() === '') return meldungen.stichtagsdifferenzHoeheFehlt;
  return stichtagsdifferenzInZehnteln(text) === null ? meldungen.stichtagsdifferenzHoehe : null;
}

/** §5 keystroke filter: a leading minus, digits, one decimal separator, one decimal. */
export function istErlaubteStichtagsdifferenzEingabe(naechsterWert: string): boolean {
  return /^-?(\d{1,3}([.,]\d?)?)?$/.test(naechsterWert);
}

/**
 * A real calendar date 'YYYY-MM-DD', by the calendar's own arithmetic (datum.ts) – Date.UTC
 * read the years 0000–0099 as 1900–1999 and refused '0001-01-01' as no date at all.
 */
export function istIsoDatum(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [j, mo, t] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && t >= 1 && t <= tageImMonat(j, mo);
}

/** A date outside DATUMSBEREICH (issue 27 §5), naming the range. */
export const MELDUNG_DATUMSBEREICH = `Das Datum muss zwischen dem ${formatDatum(DATUMSBEREICH.von)} und dem ${formatDatum(DATUMSBEREICH.bis)} liegen. Bitte ändern Sie Ihre Eingabe.`;

/**
 * The one reader of a date the product computes with (issue 27 §5): a real calendar day
 * 'YYYY-MM-DD' within DATUMSBEREICH. Page, API, template and PDF ask this.
 */
export function istDatumImBereich(text: string): boolean {
  return istIsoDatum(text) && istImDatumsbereich(text);
}

/** Stichtagsdifferenz date ('YYYY-MM-DD', within DATUMSBEREICH). */
export function pruefeStichtagsdifferenzStand(text: string): string | null {
  if (!istIsoDatum(text)) return meldungen.stichtagsdifferenzStand;
  return istImDatumsbereich(text) ? null : MELDUNG_DATUMSBEREICH;
}

/** §5 Free text (address / reasons): at most 500 characters and 13 lines. */
export function pruefeFreitext(text: string): string | null {
  if (zeichenAnzahl(text) > 500) return meldungen.freitextZuLang;
  if (text.split(/\r\n|\r|\n/).length > 13) return meldungen.freitextZuVieleZeilen;
  return null;
}
