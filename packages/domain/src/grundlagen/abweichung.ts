/**
 * Reading a deviation value (spezifikation.md §5 "Deviation bounds": decimal comma accepted,
 * spaces ignored, non-numeric invalid; berechnungsregeln.md §1: number, or "" / null for blank,
 * at most 2 decimals). One reader for the UI check, the server check, conflicts and calculation;
 * a text is read by the product's one money reader (betrag.ts), like every other euro amount.
 */
import { leseBetrag } from './betrag.ts';

/**
 * A deviation value as the UI and the API carry it (`AbweichungsWert` of typen.ts: number, or
 * "" / null for blank): what the money reader takes.
 */
type AbweichungsWert = Parameters<typeof leseBetrag>[0];

export type GeleseneAbweichung =
  | { readonly art: 'leer' }
  | { readonly art: 'zahl'; readonly cent: number }
  | { readonly art: 'ungueltig' };

// Shared results without a payload: the server reads every deviation of every request, and
// most of them are blank.
const LEER: GeleseneAbweichung = Object.freeze({ art: 'leer' });
const UNGUELTIG: GeleseneAbweichung = Object.freeze({ art: 'ungueltig' });

export function leseAbweichung(wert: AbweichungsWert | undefined): GeleseneAbweichung {
  if (wert === null || wert === undefined || wert === '') return LEER;
  const g = leseBetrag(wert);
  if (g.art === 'leer') return LEER;
  return g.art === 'zahl' ? g : UNGUELTIG;
}

/** Cents of a valid deviation value; null when blank or not a valid number. */
export function abweichungInCent(wert: AbweichungsWert | undefined): number | null {
  const g = leseAbweichung(wert);
  return g.art === 'zahl' ? g.cent : null;
}

/** True when the value is a valid number other than 0 (what the conflict rules test). */
export function abweichungGesetzt(wert: AbweichungsWert | undefined): boolean {
  const c = abweichungInCent(wert);
  return c !== null && c !== 0;
}
