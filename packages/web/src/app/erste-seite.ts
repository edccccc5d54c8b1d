/**
 * The prerendered first step (issue 12 §3 "A fast first page"): the build writes the HTML of
 * `#/wohnflaeche` with the default answers into the page (scripts/vorrendern.ts), so the question
 * shows before the script runs. React may only hydrate that markup when the client would render
 * the same: on the first step and with nothing stored for this tab. Any other route or stored
 * answers render fresh into an emptied root, so no mismatch and no wrong screen.
 *
 * A deep link to another route must not show the prerendered first step before its own page
 * (issue 17 §16: painted, then replaced – a layout shift of 0.15 in Lighthouse and the wrong
 * question on screen). The build puts `weicheSkript()` into the page's head: before the first
 * paint it marks <html> when the address names another route, and styles.css hides the
 * prerendered page content then; main.tsx removes the prerender mark as it renders fresh.
 */
import { SPEICHER_SCHLUESSEL } from '../store/speicher.ts';
import { findeRoute, routes } from './routes.tsx';
import { parseHash } from '../lib/router.ts';

/** Marks the prerendered root in dist's page (set by scripts/vorrendern.ts). */
export const VORGERENDERT_ATTRIBUT = 'data-vorgerendert';

/** The step the prerendered markup shows: the first wizard step (routes '/' and its own). */
export const ERSTER_SCHRITT = routes[0]!.art === 'schritt' ? routes[0]!.schritt : undefined;

/** Has this tab stored answers (speicher.ts)? Then the store reads them before the first render. */
export function etwasGespeichert(speicher: () => Storage = () => window.sessionStorage): boolean {
  try {
    return speicher().getItem(SPEICHER_SCHLUESSEL) !== null;
  } catch {
    return false; // storage disabled: the app starts with the defaults, like the prerender
  }
}

/** May the client hydrate the prerendered first step for this address and tab? */
export function darfHydrieren(
  hash: string,
  speicher: () => Storage = () => window.sessionStorage,
): boolean {
  const route = findeRoute(parseHash(hash).pfad);
  // an unknown path shows the first step too (it is redirected to '/', spezifikation.md §2)
  const schritt = route ? (route.art === 'schritt' ? route.schritt : undefined) : ERSTER_SCHRITT;
  return schritt !== undefined && schritt === ERSTER_SCHRITT && !etwasGespeichert(speicher);
}

/** Set on <html> by the head script when the address opens another route than the first step. */
export const VERDECKT_ATTRIBUT = 'data-erste-seite';

/** The paths of the routes that do not show the first step (unknown paths redirect to it). */
export const ANDERE_PFADE = routes
  .filter((r) => !(r.art === 'schritt' && r.schritt === ERSTER_SCHRITT))
  .map((r) => r.pfad);

/**
 * The head script (plain ES5, it runs before any module): the same path reading as
 * router.ts `parseHash`, checked against `ANDERE_PFADE`. The server allows it in its CSP by
 * its hash (packages/server/src/sicherheit.ts), so it must not depend on anything per request.
 */
export function weicheSkript(): string {
  return (
    '(function(){var h=location.hash.replace(/^#/,"").split("?")[0];' +
    'var p=h===""?"/":h.charAt(0)==="/"?h:"/"+h;' +
    `if(${JSON.stringify(ANDERE_PFADE)}.indexOf(p)>=0)` +
    `document.documentElement.setAttribute(${JSON.stringify(VERDECKT_ATTRIBUT)},"verdeckt")})()`
  );
}
