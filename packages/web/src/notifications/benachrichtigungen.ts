/**
 * Notification bar state (spezifikation.md §2 "Notification bar", §9): levels info, warning,
 * error (default error). Errors stay until closed; other levels vanish after 5000 ms.
 */
import { useSyncExternalStore } from 'react';

export type Stufe = 'info' | 'warning' | 'error';

export interface Benachrichtigung {
  id: number;
  text: string;
  stufe: Stufe;
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

export function benachrichtige(text: string, stufe: Stufe = 'error'): number {
  // The same text twice at once helps nobody (e.g. a repeated failing call).
  const doppelt = liste.find((b) => b.text === text && b.stufe === stufe);
  if (doppelt) return doppelt.id;
  const id = naechsteId++;
  liste = [...liste, { id, text, stufe }];
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
