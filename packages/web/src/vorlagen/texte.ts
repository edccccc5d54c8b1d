/**
 * German texts of the template screens that spezifikation.md does not fix word for word.
 * Texts the spec fixes (§5, §8) come from the domain's `meldungen`, never from here.
 */
export const vorlagenTexte = {
  inzwischenGeaendert:
    'Die Berechnungsvorlage wurde inzwischen von jemand anderem geändert oder gelöscht. Bitte laden Sie die Liste der Berechnungsvorlagen neu und versuchen Sie es erneut.',
  nichtAngemeldet: 'Sie sind nicht mehr angemeldet. Bitte melden Sie sich erneut an.',
  keineBerechtigung: 'Sie haben keine Berechtigung, Berechnungsvorlagen zu bearbeiten.',
  nichtGefunden: 'Die Berechnungsvorlage wurde nicht gefunden. Bitte laden Sie die Liste neu.',
  keineVerbindung:
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  ungueltigeDaten: 'Die Berechnungsvorlage enthält ungültige Daten und kann nicht geladen werden.',
  listeLaedt: 'Berechnungsvorlagen werden geladen …',
  listeLeer: 'Keine Berechnungsvorlagen gefunden.',
  listeFehler: 'Die Berechnungsvorlagen konnten nicht geladen werden.',
  rechteWerdenGeprueft: 'Ihre Berechtigungen werden geprüft …',
  ohneSchreibrecht:
    'Mit Ihrer Anmeldung können Sie keine Berechnungsvorlagen speichern oder öffnen: Ihnen fehlt die Berechtigung dafür. Bitte wenden Sie sich an die Stelle, die Ihre Zugänge verwaltet. Den Rechner selbst können Sie weiter nutzen.',
  zurueckZumRechner: 'Zurück zum Rechner',
  vorlageLaedt: 'Die Berechnungsvorlage wird geladen …',
} as const;
