/**
 * Handler of the Speichern button on every wizard step (spezifikation.md §2 "Common step
 * behaviour", §6): remembers the step index as aktuellerSchritt and opens the save page under
 * the auth path, where the server's sign-in redirect applies and brings the user back.
 */
import { navigate } from '../app/router';
import { istUnterAuth, oeffneUnterAuth } from './authPfad';
import { SPEICHERN_ROUTE } from './routen';
import { schreibeSpeicherKontext } from './speicherKontext';

/**
 * @param aktuellerSchritt index of the step (spezifikation.md §2), stored with the template
 * @param zurueck route of that step, where Abbrechen and a successful save return to
 */
export function starteSpeichern(aktuellerSchritt: number, zurueck: string): void {
  schreibeSpeicherKontext({ modus: 'anlegen', aktuellerSchritt, zurueck });
  if (istUnterAuth()) navigate(SPEICHERN_ROUTE);
  else oeffneUnterAuth(SPEICHERN_ROUTE);
}
