/**
 * "Meinten Sie …?" (issue 17 §6): streets whose name is close to a misspelt one ("Turkenstr" →
 * Türkenstraße, "Schleisheimer Straße" → Schleißheimer Straße), by trigram similarity as
 * PostgreSQL's pg_trgm computes it (the share of three-letter pieces two words have in common).
 *
 * Computed here over the distinct street names, not with pg_trgm: that extension is per
 * database, in one schema, and not in PGlite without its contrib module; the few thousand
 * streets of a city fit in memory (bounded by HOECHSTENS_STRASSEN), and the list is built when
 * the address layer is (re)loaded (speicher.ts). Both sides are compared by the key of
 * suchschluessel.ts – the folding the address search uses – so "ue", "ü" and "u" meet.
 *
 * Work per request is bounded: the typed key has at most as many trigrams as it has letters
 * (the route allows 200 characters), and each trigram visits only the streets that hold it.
 * The server runs it in slices (`vorschlaegeSchritte`, scheiben.ts), so a flood of requests
 * does not hold the event loop (issue 27 §2).
 *
 * The same list answers the address search's "contains" part (`enthaltend`,
 * GeodatenRepository.suche, issue 18 §2): which streets hold the typed key, so the database is
 * asked by exact key instead of scanning every address with LIKE '%…%'.
 */

import { aufEinmal, inScheiben } from './scheiben.ts';

/** pg_trgm's default threshold is 0.3; street keys share "str" endings, so ask a little more. */
export const MINDEST_AEHNLICHKEIT = 0.4;
/** A city's streets, with room to spare; names beyond this are left out of the suggestions. */
export const HOECHSTENS_STRASSEN = 50_000;
/** Streets visited between two yields of `vorschlaegeSchritte` (well under a millisecond). */
const SCHRITT = 2_000;

/** The trigrams of a key as pg_trgm forms them: the word padded with two blanks in front, one behind. */
export function trigramme(schluessel: string): Set<string> {
  const w = `  ${schluessel} `;
  const menge = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i++) menge.add(w.slice(i, i + 3));
  return menge;
}

/** pg_trgm's similarity: shared trigrams / all distinct trigrams of both. */
export function aehnlichkeit(a: Set<string>, b: Set<string>): number {
  let gemeinsam = 0;
  for (const t of a) if (b.has(t)) gemeinsam++;
  const alle = a.size + b.size - gemeinsam;
  return alle === 0 ? 0 : gemeinsam / alle;
}

interface Treffer {
  name: string;
  wert: number;
}

const NAMEN = new Intl.Collator('de');
/** Most similar first, then by name. */
const vorher = (a: Treffer, b: Treffer) => b.wert - a.wert || NAMEN.compare(a.name, b.name);

/** Puts `t` into the sorted `beste` if it is among the first `hoechstens` (after equal ones). */
function behalteBeste(beste: Treffer[], t: Treffer, hoechstens: number): void {
  let i = beste.length;
  while (i > 0 && vorher(t, beste[i - 1] as Treffer) < 0) i--;
  if (i >= hoechstens) return;
  beste.splice(i, 0, t);
  if (beste.length > hoechstens) beste.pop();
}

interface Strasse {
  name: string;
  schluessel: string;
  anzahl: number;
}

export class Strassenverzeichnis {
  private readonly strassen: Strasse[] = [];
  /** trigram → indexes into `strassen` */
  private readonly index = new Map<string, number[]>();
  private gekappt = false;

  /**
   * `strassen`: each street's name with its key (suchschluessel.ts strassenSchluessel); names
   * with the same key count once (the first is shown).
   */
  constructor(strassen: Iterable<{ name: string; schluessel: string }>) {
    aufEinmal(this.fuege(strassen));
  }

  /** The same, built in slices (scheiben.ts): a running server reloading its addresses. */
  static async inScheiben(
    strassen: Iterable<{ name: string; schluessel: string }>,
  ): Promise<Strassenverzeichnis> {
    const verzeichnis = new Strassenverzeichnis([]);
    await inScheiben(verzeichnis.fuege(strassen));
    return verzeichnis;
  }

  /** Adds the streets; yields after each (scheiben.ts). */
  private *fuege(
    strassen: Iterable<{ name: string; schluessel: string }>,
  ): Generator<undefined, void, undefined> {
    const gesehen = new Set<string>();
    for (const s of strassen) {
      if (s.schluessel === '' || gesehen.has(s.schluessel)) continue;
      if (this.strassen.length >= HOECHSTENS_STRASSEN) {
        this.gekappt = true;
        break;
      }
      gesehen.add(s.schluessel);
      const tri = trigramme(s.schluessel);
      const nr = this.strassen.push({ ...s, anzahl: tri.size }) - 1;
      for (const t of tri) {
        const liste = this.index.get(t);
        if (liste) liste.push(nr);
        else this.index.set(t, [nr]);
      }
      yield;
    }
  }

  get groesse(): number {
    return this.strassen.length;
  }

  /** Whether streets were left out because there were more than HOECHSTENS_STRASSEN. */
  get vollstaendig(): boolean {
    return !this.gekappt;
  }

  /**
   * The keys that hold `teil` anywhere, lazily in the order the streets were given – by key in
   * the "C" collation (GeodatenRepository.strassen), which is the order of the address search's
   * hits, so the search can stop as soon as it has enough (issue 18 §2). One pass over at most
   * HOECHSTENS_STRASSEN short strings.
   */
  *enthaltend(teil: string): Generator<string, void, undefined> {
    for (const s of this.strassen) if (s.schluessel.includes(teil)) yield s.schluessel;
  }

  /**
   * Up to `hoechstens` street names close to the typed key, most similar first (then by name).
   * Streets whose key holds the typed key are left out: the address search has already found
   * them, and they had no such house number. At once (tests); the server runs
   * `vorschlaegeSchritte` in slices.
   */
  vorschlaege(schluessel: string, hoechstens: number): string[] {
    return aufEinmal(this.vorschlaegeSchritte(schluessel, hoechstens));
  }

  /**
   * `vorschlaege` as steps (scheiben.ts), yielding after every SCHRITT streets visited (issue
   * 27 §2: a flood of suggestions over 50,000 streets blocked the event loop for seconds). A
   * trigram such as "str" is held by nearly every street, so a key visits up to one list of
   * all streets per trigram; the shared trigrams are counted in a typed array, not a Map.
   */
  *vorschlaegeSchritte(
    schluessel: string,
    hoechstens: number,
  ): Generator<undefined, string[], undefined> {
    if (schluessel.length < 3) return [];
    const gesucht = trigramme(schluessel);
    // At most 3 + 200 trigrams per key (the route allows 200 characters): fits 16 bits.
    const gemeinsam = new Uint16Array(this.strassen.length);
    const beruehrt: number[] = [];
    let besucht = 0;
    for (const t of gesucht) {
      for (const nr of this.index.get(t) ?? []) {
        const bisher = gemeinsam[nr] as number;
        if (bisher === 0) beruehrt.push(nr);
        gemeinsam[nr] = bisher + 1;
        if (++besucht % SCHRITT === 0) yield;
      }
    }
    // Only the best `hoechstens` are kept, in order (as sorting all hits and taking the first
    // would give): a short key can be close to thousands of streets.
    const beste: Treffer[] = [];
    for (const nr of beruehrt) {
      const s = this.strassen[nr] as Strasse;
      const n = gemeinsam[nr] as number;
      const wert = n / (gesucht.size + s.anzahl - n);
      if (wert >= MINDEST_AEHNLICHKEIT && !s.schluessel.includes(schluessel))
        behalteBeste(beste, { name: s.name, wert }, hoechstens);
      if (++besucht % SCHRITT === 0) yield;
    }
    return beste.map((t) => t.name);
  }
}

/**
 * The typed text with its street replaced by a suggested one, keeping the house number and
 * what follows ("Turkenstr 15c" → "Türkenstraße 15c"): the street is everything before the
 * first word that starts with a digit (as zerlegeSuche reads it).
 */
export function mitStrasse(text: string, strasse: string): string {
  const woerter = text.trim().split(/\s+/);
  const ab = woerter.findIndex((w, i) => i > 0 && /^\d/.test(w));
  return ab < 0 ? strasse : [strasse, ...woerter.slice(ab)].join(' ');
}
