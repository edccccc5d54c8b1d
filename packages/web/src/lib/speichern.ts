/**
 * The one way into saving the current calculation (spezifikation.md §2 "Common step behaviour",
 * §6; STYLE.md 14): the Speichern button of every wizard step and of the results page calls it
 * with its own step index. The index travels in the save page's address; the page opens under
 * the auth path, where the server's sign-in redirect applies and brings the user back.
 */
import { navigate } from './router.ts';
import { istUnterAuth, oeffneUnterAuth } from './auth-pfad.ts';
import { speichernRoute } from './vorlagen-routes.ts';

/** @param aktuellerSchritt index of the page (spezifikation.md §2), stored with the template */
export function starteSpeichern(aktuellerSchritt: number): void {
  const route = speichernRoute(aktuellerSchritt);
  if (istUnterAuth()) navigate(route);
  else oeffneUnterAuth(route);
}
