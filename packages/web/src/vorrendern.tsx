/**
 * Entry of the build's prerender (issue 12 §3, issue 29 "Speed"; scripts/vorrendern.ts builds it
 * for Node with Vite's SSR build and calls it): the HTML of the app as it first renders on a
 * route with no stored answers (app/erste-seite.ts). React's `prerender` waits for the routes'
 * lazy chunks, so each page is its own content, not "Seite wird geladen …".
 */
import { prerender } from 'react-dom/static';
import { setzeVorrenderHash } from './lib/router.ts';
import { Wurzel } from './Wurzel.tsx';

/** The HTML of the page with this key (`/wohnlage`, `/karte?art=wohnlage`). */
export async function seitenHtml(schluessel: string): Promise<string> {
  setzeVorrenderHash(`#${schluessel}`);
  const fehler: unknown[] = [];
  const { prelude } = await prerender(<Wurzel />, {
    onError: (e) => void fehler.push(e),
    // every boundary inline: React would move a large one (over 12.8 KB, the Zu- und Abschläge)
    // behind an inline script that reveals it later – a script our CSP does not know and a late
    // paint
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  // React would put the boundary's fallback in and leave the page to the client: a build error
  if (fehler.length)
    throw new Error(`Vorrendern von ${schluessel} fehlgeschlagen`, { cause: fehler[0] });
  return new Response(prelude).text();
}

export {
  ERSTER_PFAD,
  SEITEN_ATTRIBUT,
  VORGERENDERTE_SEITEN,
  tauschSkript,
  weicheSkript,
} from './app/erste-seite.ts';
