/**
 * The one shape of the app's module-level state (issue 10 §1): a value outside React that
 * components read with `useSyncExternalStore`. Changes are partial, as in `aendere`; every
 * change makes a new object, so a selector that returns a part of the state is a stable snapshot.
 */
import { useSyncExternalStore } from 'react';

export interface ExternerSpeicher<S extends object> {
  hole(): S;
  /** Merges the given fields (or those computed from the current state) and tells every listener. */
  aendere(teil: Partial<S> | ((s: S) => Partial<S>)): void;
  /** `hoerer` gets the new and the previous state; returns the function that unsubscribes. */
  abonniere(hoerer: (neu: S, vorher: S) => void): () => void;
}

export function externerSpeicher<S extends object>(anfang: S): ExternerSpeicher<S> {
  let zustand = anfang;
  const hoerer = new Set<(neu: S, vorher: S) => void>();
  return {
    hole: () => zustand,
    aendere(teil) {
      const vorher = zustand;
      zustand = { ...vorher, ...(typeof teil === 'function' ? teil(vorher) : teil) };
      for (const h of hoerer) h(zustand, vorher);
    },
    abonniere(h) {
      hoerer.add(h);
      return () => hoerer.delete(h);
    },
  };
}

/**
 * Reads a part of the state and re-renders when it changes. `auswahl` must return a part of
 * the state (or a primitive), never a new object: React compares snapshots with `Object.is`.
 */
export function useAuswahl<S extends object, T>(
  speicher: ExternerSpeicher<S>,
  auswahl: (s: S) => T,
): T {
  const snapshot = () => auswahl(speicher.hole());
  return useSyncExternalStore(speicher.abonniere, snapshot, snapshot);
}
