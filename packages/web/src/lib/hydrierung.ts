/**
 * When the prerendered page is hydrated (issue 29 "Speed", docs/adr/0034). React hydrates the app's
 * frame first and the page inside its Suspense boundary (App.tsx) in a later pass at low priority,
 * in slices between which the browser stays responsive. An update of a store the page reads
 * (useSyncExternalStore: always synchronous) that arrives before that pass has finished makes
 * React hydrate the whole page at once in one task: on Lighthouse's throttled CPU 200–650 ms of
 * blocking, caused by the answer of environmentInfo, which the frame asks for as soon as it is
 * hydrated. So the answers of the start's requests wait for `nachDerHydrierung()` before they go
 * into a store; the requests themselves leave at once.
 *
 * Without hydration (tests, a fresh render) the gate is open from the start.
 */
let oeffne: () => void = () => {};
let tor: Promise<void> = Promise.resolve();
let zuerst: (() => void) | undefined;

/** main.tsx, before hydrateRoot: close the gate until the page reports `hydriert()`. */
export function schliesseBisHydriert(): void {
  tor = new Promise((r) => (oeffne = r));
}

/**
 * main.tsx: what must happen once the app owns the page, before anything else may change it –
 * the user's early answers (app/fruehe-eingaben.ts). Runs once, synchronously, in `hydriert()`.
 */
export function zuerstNachDerHydrierung(aufgabe: () => void): void {
  zuerst = aufgabe;
}

/** The page is hydrated (or rendered): the early answers first, then stores may change. */
export function hydriert(): void {
  const aufgabe = zuerst;
  zuerst = undefined; // once, also when StrictMode runs the effect twice
  aufgabe?.();
  oeffne();
}

/** Resolves once the page is hydrated; at once when nothing is being hydrated. */
export function nachDerHydrierung(): Promise<void> {
  return tor;
}
