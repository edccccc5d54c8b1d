/** Routes of the template pages (spezifikation.md §2). */
export const SPEICHERN_ROUTE = '/save';
export const VORLAGEN_ROUTE = '/berechnungsvorlagen';
