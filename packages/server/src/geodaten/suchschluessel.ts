/**
 * The one rule that makes an address findable (issue 11, spezifikation.md §2 address search): the
 * import stores these keys beside each address and the search builds the same keys from what the
 * user typed, so both sides always agree. Pure, no I/O.
 *
 * Tolerance: case; ä/ö/ü/ß typed as ae/oe/ue/ss (and other accents dropped); "straße",
 * "strasse", "str." and "str" at the end of a word are one word; spaces, hyphens and dots inside
 * the street name do not count ("Muster-Straße" = "Musterstraße" = "Muster Str."); a house
 * number's letter may stand apart ("12 a" = "12a").
 */
import { suchform } from '@mietspiegel/domain';

/** Key of a street name: "Muster-Straße" → "musterstr". Only a–z and 0–9 remain. */
export function strassenSchluessel(strasse: string): string {
  return suchform(strasse)
    .replace(/(strasse|str\.?)(?![a-z])/g, 'str')
    .replace(/[^a-z0-9]/g, '');
}

/** Key of a house number: "12 A" → "12a", "12-14" stays. */
export function hausnummerSchluessel(hausnummer: string): string {
  return suchform(hausnummer).replace(/[^a-z0-9/-]/g, '');
}

/** The number part of a house number, for sorting ("12a" → 12; none → 0). */
export function hausnummerZahl(hausnummer: string): number {
  const m = /^\s*(\d{1,9})/.exec(hausnummer);
  return m ? Number(m[1]) : 0;
}

export interface Suchanfrage {
  /** Prefix of the street key; "" when the text has no street part. */
  strasse: string;
  /** House number: with a letter as key prefix ("12a"), else only its number. */
  hausnummer: { zahl: number; schluessel: string } | null;
  /** A five-digit postcode in the text, if any. */
  plz: string | null;
}

const ZAHL = /^\d{1,4}[a-z]?$/;

/**
 * What the user typed ("Musterstr 12 a, 80331 München") → street prefix, house number and
 * postcode. The house number is the first short number after the street; a single letter after
 * it belongs to it; a five-digit number is the postcode; words after the number (the town) are
 * not searched for. The street's last word may be typed only in part ("Musterstra").
 */
export function zerlegeSuche(text: string): Suchanfrage {
  const woerter = suchform(text)
    .split(/[\s,;]+/)
    .filter((w) => w !== '');
  let ende = woerter.length;
  let hausnummer: Suchanfrage['hausnummer'] = null;
  let plz: string | null = null;
  for (let i = 0; i < woerter.length; i++) {
    const wort = woerter[i] as string;
    if (/^\d{5}$/.test(wort)) {
      plz ??= wort;
      ende = Math.min(ende, i);
    } else if (i > 0 && hausnummer === null && ende === woerter.length && ZAHL.test(wort)) {
      let schluessel = wort;
      const naechstes = woerter[i + 1];
      if (naechstes !== undefined && /^[a-z]$/.test(naechstes)) schluessel += naechstes;
      hausnummer = { zahl: hausnummerZahl(schluessel), schluessel };
      ende = i;
    }
  }
  const strasse = strassenSchluessel(woerter.slice(0, ende).join(' ')).replace(
    /str(?:a|as|ass|asse)$/,
    'str',
  );
  return { strasse, hausnummer, plz };
}
