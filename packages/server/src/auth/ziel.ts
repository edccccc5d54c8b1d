/**
 * Where to go after sign-in (spezifikation.md §6: back to the page the user came from). Only a
 * page of this server is accepted, so the sign-in page can never redirect elsewhere (no open
 * redirect).
 *
 * The target is judged after the WHATWG URL parser has normalised it – the same parser the
 * browser applies to our `Location` – and only the parsed pathname, search and hash are sent.
 * Checking the raw text is not enough: `/.//evil`, `/x/..//evil`, `/%2e//evil` and `/\evil` all
 * start with a single slash but become `//evil` (another host) once dot segments and
 * backslashes are resolved.
 */
import { abfrageText } from '../vertrag/antworten.ts';
const BASIS = 'http://ziel.invalid';
const STANDARDZIEL = '/';
/** The pages a user can be sent back to (README Routes): the calculator page itself … */
const ERLAUBTE_SEITEN = [STANDARDZIEL, '/berechnung.html'];
/** … and any page of the signed-in area; the slash keeps `/authx` and `/auth.html` out. */
const ERLAUBTER_BEREICH = '/auth/';

export function sicheresZiel(roh: unknown): string {
  if (typeof roh !== 'string' || roh.length === 0 || roh.length > 2000) return STANDARDZIEL;
  let url: URL;
  try {
    url = new URL(roh, BASIS);
  } catch {
    return STANDARDZIEL;
  }
  const pfad = url.pathname;
  const erlaubt =
    url.origin === BASIS && (ERLAUBTE_SEITEN.includes(pfad) || pfad.startsWith(ERLAUBTER_BEREICH));
  return erlaubt ? pfad + url.search + url.hash : STANDARDZIEL;
}

/** The hash route (`#/save`) copied by the page's script; only URL-safe characters. */
export function sichererHash(roh: unknown): string {
  if (typeof roh !== 'string' || roh.length > 500) return '';
  return /^#[A-Za-z0-9\-._~/?=&%+:,;@!$*()']*$/.test(roh) ? roh : '';
}

/**
 * The `ziel` and `hash` parameters in the routes' contracts (sign-in page and form, OIDC start).
 * Any text is taken: one that is not our own page or not a hash route is replaced above.
 */
export const zielParameter = () => abfrageText('Eigene Seite, auf die es danach zurückgeht');
export const hashParameter = () => abfrageText('Hash-Route der Seite, z. B. #/speichern');
