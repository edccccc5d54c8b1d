/**
 * Marks <html data-app="bereit"> once React owns the page's content (after hydration or the first
 * render): the prerendered markup looks like the app before that but does not answer yet, so the
 * browser tests wait for this mark before they act. It sits inside the content's Suspense boundary
 * (App.tsx), whose markup React hydrates in a pass of its own after the frame's: an effect outside
 * it ran while the page's fields were still the prerender's. Before the mark, `hydriert()` hands
 * over what the user gave before (app/fruehe-eingaben.ts), then lets the stores take the start's
 * answers (lib/hydrierung.ts, docs/adr/0034). Renders nothing, on the server neither.
 */
import { useEffect } from 'react';
import { hydriert } from '../lib/hydrierung.ts';

export function Bereit() {
  useEffect(() => {
    hydriert();
    document.documentElement.dataset.app = 'bereit';
  }, []);
  return null;
}
