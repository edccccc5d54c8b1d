/**
 * The template columns that the list shows, filters and sorts by (spezifikation.md §2). The wire
 * shapes of the template API are the domain's schemas (`berechnungsvorlageSchema`, …).
 */
export type VorlagenSpalte =
  | 'dateiId'
  | 'dateiname'
  | 'anlagedatum'
  | 'anlagenutzer'
  | 'kommentar'
  | 'aenderungsdatum'
  | 'aenderungsnutzer';
