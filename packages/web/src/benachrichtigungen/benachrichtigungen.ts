/**
 * Notification bar state (spezifikation.md §2 "Notification bar", §9): levels info, warning,
 * error (default error). Errors stay until closed; other levels vanish after 5000 ms.
 */
import { externerSpeicher, useAuswahl } from '../lib/externer-speicher.ts';

export type Stufe = 'info' | 'warning' | 'error';

/** A link the message refers to, e.g. a step in conflict. */
export interface BenachrichtigungsLink {
  text: string;
  href: string;
}

export interface Benachrichtigung {
  id: number;
  text: string;
  stufe: Stufe;
  /** shown after the text, introduced by `links.titel` */
  links?: { titel: string; ziele: readonly BenachrichtigungsLink[] };
}

/** spezifikation.md §9: notification time-out 5000 ms. */
export const ANZEIGEDAUER_MS = 5000;

const speicher = externerSpeicher<{ liste: readonly Benachrichtigung[] }>({ liste: [] });
let naechsteId = 1;
const timer = new Map<number, ReturnType<typeof setTimeout>>();

export function benachrichtige(
  text: string,
  stufe: Stufe = 'error',
  links?: Benachrichtigung['links'],
): number {
  // The same text twice at once helps nobody (e.g. a repeated failing call); a newer one with
  // other links replaces it, as its links are the current ones.
  const doppelt = speicher.hole().liste.find((b) => b.text === text && b.stufe === stufe);
  if (doppelt && JSON.stringify(doppelt.links) === JSON.stringify(links)) return doppelt.id;
  if (doppelt) schliesse(doppelt.id);
  const id = naechsteId++;
  speicher.aendere(({ liste }) => ({
    liste: [...liste, { id, text, stufe, ...(links ? { links } : {}) }],
  }));
  if (stufe !== 'error') {
    timer.set(
      id,
      setTimeout(() => schliesse(id), ANZEIGEDAUER_MS),
    );
  }
  return id;
}

export function schliesse(id: number): void {
  const t = timer.get(id);
  if (t !== undefined) clearTimeout(t);
  timer.delete(id);
  speicher.aendere(({ liste }) => ({ liste: liste.filter((b) => b.id !== id) }));
}

export function alleSchliessen(): void {
  for (const t of timer.values()) clearTimeout(t);
  timer.clear();
  speicher.aendere({ liste: [] });
}

export function aktuelleBenachrichtigungen(): readonly Benachrichtigung[] {
  return speicher.hole().liste;
}

export function useBenachrichtigungen(): readonly Benachrichtigung[] {
  return useAuswahl(speicher, (s) => s.liste);
}
