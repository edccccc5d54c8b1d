/**
 * German texts of the template screens that spezifikation.md does not fix word for word.
 * Texts the spec fixes (§5, §8) come from the domain's `meldungen`, never from here.
 */
import { meldungen } from '@mietspiegel/domain';
import type { Fehlschlag } from '../api/client.ts';
import { KEINE_VERBINDUNG, serverMeldungen } from '../api/fehlertext.ts';

export const vorlagenTexte = {
  nichtAngemeldet: 'Sie sind nicht mehr angemeldet. Bitte melden Sie sich erneut an.',
  keineBerechtigung: 'Sie haben keine Berechtigung, Berechnungsvorlagen zu bearbeiten.',
  nichtGefunden: 'Die Berechnungsvorlage wurde nicht gefunden. Bitte laden Sie die Liste neu.',
  keineVerbindung: KEINE_VERBINDUNG,
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

/**
 * The German text of a failed template call (spezifikation.md §8): no connection, 412 and
 * 401/403 have fixed texts, else the server's own; a 404 without one says the template is gone;
 * anything else (also an answer that does not fit the domain's schema) is the unknown error.
 */
export function fehlerText(f: Fehlschlag): string {
  if (f.art === 'netzwerk') return vorlagenTexte.keineVerbindung;
  if (f.art === 'format') return meldungen.unbekannterFehler;
  if (f.status === 412) return meldungen.vorlageInzwischenGeaendert;
  if (f.status === 401) return vorlagenTexte.nichtAngemeldet;
  if (f.status === 403) return vorlagenTexte.keineBerechtigung;
  const texte = serverMeldungen(f);
  if (texte.length > 0) return texte.join(' ');
  if (f.status === 404) return vorlagenTexte.nichtGefunden;
  return meldungen.unbekannterFehler;
}
