/**
 * The one limit of the Stichtagsdifferenz height (spezifikation.md §5, §9; berechnungsregeln.md
 * §4: within ±999.99 %, at most one decimal), used by the check, its message and the field's hint
 * so that they cannot drift apart.
 */

/** ±999.99 % in hundredths of a percent. */
export const STICHTAGSDIFFERENZ_GRENZE_HUNDERTSTEL = 99_999;

/** Height in tenths of a percent (2,5 % → 25) within the limit. */
export function istStichtagsdifferenzImBereich(zehntel: number): boolean {
  return Math.abs(zehntel * 10) <= STICHTAGSDIFFERENZ_GRENZE_HUNDERTSTEL;
}
