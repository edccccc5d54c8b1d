/**
 * Notification bar state (spezifikation.md §2 "Notification bar", §9): levels info, warning,
 * error (default error). Errors stay until closed; other levels vanish after 5000 ms.
 */
import { useSyncExternalStore } from 'react';

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

let liste: readonly Benachrichtigung[] = [];
let naechsteId = 1;
const hoerer = new Set<() => void>();
const timer = new Map<number, ReturnType<typeof setTimeout>>();

function melde(): void {
  for (const h of hoerer) h();
}

export function benachrichtige(
  text: string,
  stufe: Stufe = 'error',
  links?: Benachrichtigung['links'],
): number {
  // The same text twice at once helps nobody (e.g. a repeated failing call); a newer one with
  // other links replaces it, as its links are the current ones.
  const doppelt = liste.find((b) => b.text === text && b.stufe === stufe);
  if (doppelt && JSON.stringify(doppelt.links) === JSON.stringify(links)) return doppelt.id;
  if (doppelt) schliesse(doppelt.id);
  const id = naechsteId++;
  liste = [...liste, { id, text, stufe, ...(links ? { links } : {}) }];
  if (stufe !== 'error') {
    timer.set(
      id,
      setTimeout(() => schliesse(id), ANZEIGEDAUER_MS),
    );
  }
  melde();
  return id;
}

export function schliesse(id: number): void {
  const t = timer.get(id);
  if (t !== undefined) clearTimeout(t);
  timer.delete(id);
  const vorher = liste.length;
  liste = liste.filter((b) => b.id !== id);
  if (liste.length !== vorher) melde();
}

export function alleSchliessen(): void {
  for (const t of timer.values()) clearTimeout(t);
  timer.clear();
  liste = [];
  melde();
}

export function aktuelleBenachrichtigungen(): readonly Benachrichtigung[] {
  return liste;
}

function subscribe(h: () => void): () => void {
  hoerer.add(h);
  return () => hoerer.delete(h);
}

export function useBenachrichtigungen(): readonly Benachrichtigung[] {
  return useSyncExternalStore(subscribe, aktuelleBenachrichtigungen, aktuelleBenachrichtigungen);
}
