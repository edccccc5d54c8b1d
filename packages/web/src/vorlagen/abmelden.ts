/**
 * Sign-out (spezifikation.md §7): POST /logout with JSON content type, then /loggedout.html –
 * also when the call fails. The body is an empty JSON object: a JSON content type with no body
 * at all is refused by the server (400) and the session would stay open.
 */
import { apiBasis } from '../api/client';

export const ABGEMELDET_SEITE = '/loggedout.html';

export async function abmelden(): Promise<void> {
  try {
    const antwort = await fetch(`${apiBasis()}/logout`, {
      method: 'POST',
      mode: 'cors',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    });
    if (!antwort.ok) console.error(`Abmelden: Status ${antwort.status}`);
  } catch (e) {
    console.error('Abmelden fehlgeschlagen', e);
  }
  window.location.assign(ABGEMELDET_SEITE);
}
