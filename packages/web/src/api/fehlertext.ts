/**
 * What a failed call says to the user (issue 26 §16), one rule for every call: the server's own
 * German message when it sent one (a 503 "ausgelastet … in wenigen Sekunden", a 422 with its
 * fields), the connection message when there was no answer at all, and only otherwise the
 * caller's text for its call (or the unknown error of spezifikation.md §8).
 */
import { meldungen } from '@mietspiegel/domain';
import type { Fehlschlag } from './client.ts';

/** No answer from the server (offline, connection refused or cut). */
export const KEINE_VERBINDUNG =
  'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

/** The server's German messages of a failed answer (empty when it sent none). */
export function serverMeldungen(f: Fehlschlag): string[] {
  if (f.art !== 'status') return [];
  return (f.fehler ?? [])
    .map((fehler) => fehler.meldung)
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
}

/**
 * The text of a failed call: the server's messages, the connection message, else `sonst`
 * (the call's own text, by default the unknown error of §8).
 */
export function fehlschlagText(f: Fehlschlag, sonst: string = meldungen.unbekannterFehler): string {
  if (f.art === 'netzwerk') return KEINE_VERBINDUNG;
  const vomServer = serverMeldungen(f);
  return vomServer.length > 0 ? vomServer.join(' ') : sonst;
}
