/**
 * German texts of the templates API that the spec does not word (HTTP-level answers). Name and
 * comment rules and their messages come from @mietspiegel/domain (spezifikation.md §5).
 */
export const vorlagenTexte = {
  nichtGefunden: 'Diese Berechnungsvorlage gibt es nicht (mehr).',
  versionFehlt:
    'Zum Überschreiben wird die Version der Berechnungsvorlage benötigt (Kopfzeile If-Match mit dem ETag). Bitte laden Sie die Vorlage neu.',
  ifMatchUngueltig:
    'Die Kopfzeile If-Match ist ungültig: erwartet wird „*“ oder eine Liste von ETags wie W/"3", durch Kommas getrennt. Bitte laden Sie die Berechnungsvorlage neu.',
  nurJson: 'Die Anfrage muss JSON sein (Content-Type: application/json).',
  parameterUngueltig: (name: string, erwartet: string): string =>
    `Der Parameter „${name}“ ist ungültig: erwartet wird ${erwartet}.`,
  sortierungUngueltig: (feld: string): string => `Nach „${feld}“ kann nicht sortiert werden.`,
} as const;
