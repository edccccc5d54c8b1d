/**
 * The prerendered first step (issue 12 §3 "A fast first page"): the build writes the HTML of
 * `#/wohnflaeche` with the default answers into the page (scripts/vorrendern.ts), so the question
 * shows before the script runs. React may only hydrate that markup when the client would render
 * the same: on the first step and with nothing stored for this tab. Any other route or stored
 * answers render fresh into an emptied root, so no mismatch and no wrong screen.
 */
import { SPEICHER_SCHLUESSEL } from '../store/speicher.ts';
import { findeRoute, routen } from './routen.tsx';
import { parseHash } from './router.ts';

/** Marks the prerendered root in dist's page (set by scripts/vorrendern.ts). */
export const VORGERENDERT_ATTRIBUT = 'data-vorgerendert';

/** The step the prerendered markup shows: the first wizard step (routes '/' and its own). */
export const ERSTER_SCHRITT = routen[0]!.art === 'schritt' ? routen[0]!.schritt : undefined;

function gespeichert(speicher: () => Storage): boolean {
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
  return schritt !== undefined && schritt === ERSTER_SCHRITT && !gespeichert(speicher);
}
