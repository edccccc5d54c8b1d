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
   * them, and they had no such house number.
   */
  vorschlaege(schluessel: string, hoechstens: number): string[] {
    if (schluessel.length < 3) return [];
    const gesucht = trigramme(schluessel);
    const gemeinsam = new Map<number, number>();
    for (const t of gesucht) {
      for (const nr of this.index.get(t) ?? []) gemeinsam.set(nr, (gemeinsam.get(nr) ?? 0) + 1);
    }
    const treffer: { name: string; wert: number }[] = [];
    for (const [nr, n] of gemeinsam) {
      const s = this.strassen[nr] as Strasse;
      const wert = n / (gesucht.size + s.anzahl - n);
      if (wert >= MINDEST_AEHNLICHKEIT && !s.schluessel.includes(schluessel))
        treffer.push({ name: s.name, wert });
    }
    return treffer
      .sort((a, b) => b.wert - a.wert || a.name.localeCompare(b.name, 'de'))
      .slice(0, hoechstens)
      .map((t) => t.name);
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
