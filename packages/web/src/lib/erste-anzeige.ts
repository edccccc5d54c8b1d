/**
 * One rule for every step and page (spezifikation.md §2 "Common step behaviour", issue 29
 * "Speed"): the first screen of the tab keeps the browser's focus and scroll – a page load
 * starts at the top of the document, skip link first, as a screen reader expects, and the start
 * forces no layout and fires no `focusin` (which would warm the later steps' code during the
 * start, App.tsx). Every later screen takes the focus on its h1 and scrolls to the top, so an
 * in-app navigation is announced like a page change.
 */
import { useLayoutEffect, type RefObject } from 'react';

let ersteAnzeige = true;

/** Whether this is the first screen of the tab; from now on it is not. */
export function istErsteAnzeige(): boolean {
  const erste = ersteAnzeige;
  ersteAnzeige = false;
  return erste;
}

/** A page's h1 when the page opens: focus and scroll to the top, except on the first screen. */
export function useUeberschriftFokus(ueberschrift: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (istErsteAnzeige()) return;
    ueberschrift.current?.focus();
    window.scrollTo?.(0, 0);
  }, [ueberschrift]);
}

/** Tests: make the next step or page the "first screen" again. */
export function setzeErsteAnzeigeZurueck(): void {
  ersteAnzeige = true;
}
