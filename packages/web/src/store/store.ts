/**
 * The app's state: the answers (draft), error flags, result, PDF parameters and the template
 * last loaded or saved. A tiny external store read with `useSyncExternalStore`; every change
 * except the PDF free text is kept for this tab (speicher.ts). The step to resume at is not
 * state: it is the page the user is on (STYLE.md 14).
 */
import { useSyncExternalStore } from 'react';
import { vorlageZusaetzlicheBegruendungen } from '@mietspiegel/domain';
import type { BerechnungEntwurf, FehlerFlags } from '@mietspiegel/domain';
import {
  entferne,
  entferneAlteDaten,
  lade,
  speichere,
  standardWerte,
  type Gespeichert,
} from './speicher';

export interface Zustand extends Gespeichert {
  /** spezifikation.md §3 PDF parameters; the free text is never stored (§5), not even here. */
  zusaetzlicheBegruendungen: string;
}

function anfangsZustand(): Zustand {
  entferneAlteDaten();
  return { ...lade(), zusaetzlicheBegruendungen: vorlageZusaetzlicheBegruendungen };
}

let zustand: Zustand = anfangsZustand();
const hoerer = new Set<() => void>();

function subscribe(h: () => void): () => void {
  hoerer.add(h);
  return () => hoerer.delete(h);
}

export function holeZustand(): Zustand {
  return zustand;
}

export function aendere(teil: Partial<Zustand> | ((z: Zustand) => Partial<Zustand>)): void {
  const neu = typeof teil === 'function' ? teil(zustand) : teil;
  zustand = { ...zustand, ...neu };
  // The free text alone is never written (spezifikation.md §5); everything else is.
  if (Object.keys(neu).some((k) => k !== 'zusaetzlicheBegruendungen')) {
    const { zusaetzlicheBegruendungen: _nieGespeichert, ...gespeichert } = zustand;
    speichere(gespeichert);
  }
  for (const h of hoerer) h();
}

/** Changes answers; a changed answer makes an earlier result stale. */
export function aendereEntwurf(teil: Partial<BerechnungEntwurf>): void {
  aendere((z) => ({ entwurf: { ...z.entwurf, ...teil }, ergebnis: null }));
}

export function setzeFehler(fehler: FehlerFlags): void {
  const gleich = (Object.keys(fehler) as (keyof FehlerFlags)[]).every(
    (k) => fehler[k] === zustand.fehler[k],
  );
  if (!gleich) aendere({ fehler });
}

/**
 * spezifikation.md §4 "Reset": every answer to its default; results, PDF parameters, errors
 * cleared. The loaded template is forgotten too (issue 9 B2): the next Speichern must not offer
 * its name, or two clicks would overwrite it with the empty calculation.
 */
export function zuruecksetzen(): void {
  aendere({ ...standardWerte(), zusaetzlicheBegruendungen: vorlageZusaetzlicheBegruendungen });
  // nothing left behind: a reload starts from the defaults as well
  entferne();
}

/** Re-reads the tab's storage (tests: a reload). */
export function neuLaden(): void {
  zustand = anfangsZustand();
  for (const h of hoerer) h();
}

export function useZustand<T>(auswahl: (z: Zustand) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => auswahl(zustand),
    () => auswahl(zustand),
  );
}
