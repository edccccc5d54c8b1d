/**
 * The app's state: the answers (draft), error flags, result, PDF parameters and the template
 * last loaded or saved, in the app's one store helper (externer-speicher.ts); every change
 * except the PDF free text is kept for this tab (speicher.ts). The step to resume at is not
 * state: it is the page the user is on (STYLE.md 14).
 */
import { mitAdresse, vorlageZusaetzlicheBegruendungen } from '@mietspiegel/domain';
import type { BerechnungEntwurf, FehlerFlags } from '@mietspiegel/domain';
import {
  entferne,
  entferneAlteDaten,
  speichere,
  standardWerte,
  type Gespeichert,
} from './speicher.ts';
import { externerSpeicher, useAuswahl } from '../lib/externer-speicher.ts';

export interface Zustand extends Gespeichert {
  /** spezifikation.md §3 PDF parameters; the free text is never stored (§5), not even here. */
  zusaetzlicheBegruendungen: string;
}

function zustandAus(gespeichert: Gespeichert): Zustand {
  // the free text is never stored (§5), the chosen address is: its line is filled again
  return {
    ...gespeichert,
    zusaetzlicheBegruendungen: mitAdresse(vorlageZusaetzlicheBegruendungen, gespeichert.adresse),
  };
}

// in a task of its own, after the start: the page's first touch of localStorage blocks (about
// 20 ms of the first page's start in Chromium, issue 12 §3), and nothing here reads it
setTimeout(entferneAlteDaten, 0);

// The defaults first: what this tab has stored is read by `neuLaden`, which main.tsx awaits
// before the first render when there is something (its check by zod is a lazy chunk, bench bundle).
const speicher = externerSpeicher<Zustand>(zustandAus(standardWerte()));

export function holeZustand(): Zustand {
  return speicher.hole();
}

export function aendere(teil: Partial<Zustand> | ((z: Zustand) => Partial<Zustand>)): void {
  speicher.aendere(teil);
}

// The free text alone is never written (spezifikation.md §5); every other change is.
speicher.abonniere((neu, vorher) => {
  const { zusaetzlicheBegruendungen: _nieGespeichert, ...gespeichert } = neu;
  const geaendert = (Object.keys(gespeichert) as (keyof typeof gespeichert)[]).some(
    (k) => gespeichert[k] !== vorher[k],
  );
  if (geaendert) speichere(gespeichert);
});

/** Changes answers; a changed answer makes an earlier result stale. */
export function aendereEntwurf(teil: Partial<BerechnungEntwurf>): void {
  aendere((z) => ({ entwurf: { ...z.entwurf, ...teil }, ergebnis: null }));
}

/**
 * The address chosen in the address search or on a map (spezifikation.md §7; issue 11): kept
 * for the tab and written into the "Adresse:" line of the free text, which is what the results
 * page shows and the PDF prints (berechnungsregeln.md §4).
 */
export function setzeAdresse(adresse: string): void {
  aendere((z) => ({
    adresse,
    zusaetzlicheBegruendungen: mitAdresse(z.zusaetzlicheBegruendungen, adresse),
  }));
}

export function setzeFehler(fehler: FehlerFlags): void {
  const gleich = (Object.keys(fehler) as (keyof FehlerFlags)[]).every(
    (k) => fehler[k] === holeZustand().fehler[k],
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

/** Reads the tab's storage back (main.tsx at start when something is stored; tests: a reload). */
export async function neuLaden(): Promise<void> {
  setTimeout(entferneAlteDaten, 0); // as at the start (a reload in the tests)
  const { lade } = await import('./lesen.ts');
  speicher.aendere(zustandAus(lade()));
}

/** `hoerer` gets the new and the previous state after every change; returns the unsubscribe. */
export function abonniere(hoerer: (neu: Zustand, vorher: Zustand) => void): () => void {
  return speicher.abonniere(hoerer);
}

export function useZustand<T>(auswahl: (z: Zustand) => T): T {
  return useAuswahl(speicher, auswahl);
}
