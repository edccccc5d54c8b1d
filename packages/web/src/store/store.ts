/**
 * The app's state: the answers (draft), error flags, result, PDF parameters and the step to
 * resume at. A tiny external store read with `useSyncExternalStore`; every change of the answers
 * is written to localStorage (speicher.ts). Template pages (later) load and save through
 * `ladeBerechnungsdaten` / `aktuelleBerechnungsdaten`.
 */
import { useSyncExternalStore } from 'react';
import {
  keineFehlerFlags,
  leererEntwurf,
  vorlageZusaetzlicheBegruendungen,
} from '@mietspiegel/domain';
import type { BerechnungEntwurf, Ergebnis, FehlerFlags } from '@mietspiegel/domain';
import { entferne, lade, speichere } from './speicher';

export interface Zustand {
  entwurf: BerechnungEntwurf;
  fehler: FehlerFlags;
  baujahrManuell: string;
  adresse: string;
  ergebnis: Ergebnis | null;
  /** spezifikation.md §3 PDF parameters; the free text is never stored (§5). */
  zusaetzlicheBegruendungen: string;
  stichtagsdifferenzAktiv: boolean;
  stichtagsdifferenz: { stand: string; hoehe: string };
  /** index of the step to resume at (spezifikation.md §3 Template: aktuellerSchritt) */
  aktuellerSchritt: number;
}

function anfangsZustand(): Zustand {
  return {
    ...lade(),
    ergebnis: null,
    zusaetzlicheBegruendungen: vorlageZusaetzlicheBegruendungen,
    stichtagsdifferenzAktiv: false,
    stichtagsdifferenz: { stand: '', hoehe: '' },
    aktuellerSchritt: 2,
  };
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
  const vorher = zustand;
  zustand = { ...zustand, ...neu };
  if (
    vorher.entwurf !== zustand.entwurf ||
    vorher.fehler !== zustand.fehler ||
    vorher.baujahrManuell !== zustand.baujahrManuell ||
    vorher.adresse !== zustand.adresse
  ) {
    speichere({
      entwurf: zustand.entwurf,
      fehler: zustand.fehler,
      baujahrManuell: zustand.baujahrManuell,
      adresse: zustand.adresse,
    });
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

/** spezifikation.md §4 "Reset": every answer to its default; results, PDF parameters, errors cleared. */
export function zuruecksetzen(): void {
  aendere({
    entwurf: leererEntwurf(),
    fehler: keineFehlerFlags(),
    baujahrManuell: '',
    adresse: '',
    ergebnis: null,
    zusaetzlicheBegruendungen: vorlageZusaetzlicheBegruendungen,
    stichtagsdifferenzAktiv: false,
    stichtagsdifferenz: { stand: '', hoehe: '' },
    aktuellerSchritt: 2,
  });
  // nothing left behind: a reload starts from the defaults as well
  entferne();
}

/** Re-reads localStorage (tests; another tab). */
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
