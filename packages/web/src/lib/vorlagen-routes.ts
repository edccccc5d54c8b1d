/**
 * Routes of the template pages (spezifikation.md §2). What the save page works on travels in its
 * own address, never through storage that another page may have left behind (STYLE.md 14):
 * `/save?schritt=20` saves the calculation resuming at step 20, `/save?vorlage=7` renames
 * template 7.
 */
export const SPEICHERN_ROUTE = '/save';
export const VORLAGEN_ROUTE = '/berechnungsvorlagen';

/** Save page for the current calculation, resuming at step index `schritt` (§2, §3). */
export function speichernRoute(schritt: number): string {
  return `${SPEICHERN_ROUTE}?schritt=${schritt}`;
}

/** Save page in edit mode for the template with this id (pencil in the list). */
export function bearbeitenRoute(dateiId: number): string {
  return `${SPEICHERN_ROUTE}?vorlage=${dateiId}`;
}
