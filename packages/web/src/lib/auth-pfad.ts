/**
 * The template pages sit behind the auth path (spezifikation.md §2, §6): the server asks for a
 * session under /auth/ and sends the user through /anmeldung back to the same address.
 */
import { useEffect } from 'react';

export const AUTH_SEITE = '/auth/index.html';

export function istUnterAuth(
  // the build's prerender has no window: it renders for /berechnung.html (app/erste-seite.ts)
  pfad: string = typeof window === 'undefined' ? '' : window.location.pathname,
): boolean {
  return pfad.startsWith('/auth/');
}

/** Full page load of the route under the auth path, so the server's sign-in redirect applies. */
export function oeffneUnterAuth(route: string): void {
  window.location.assign(`${AUTH_SEITE}#${route}`);
}

/**
 * For the template pages: outside the auth path, replace the address by the same route under
 * it (spezifikation.md §2 Save template / Template list). Returns whether the page may render.
 */
export function useNurUnterAuth(route: string): boolean {
  const erlaubt = istUnterAuth();
  useEffect(() => {
    if (!erlaubt) window.location.replace(`${AUTH_SEITE}#${route}`);
  }, [erlaubt, route]);
  return erlaubt;
}
