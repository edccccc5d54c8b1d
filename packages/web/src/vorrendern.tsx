/**
 * Entry of the build's prerender (issue 12 §3; scripts/vorrendern.ts builds it for Node with
 * Vite's SSR build and calls it): the HTML of the app as it first renders with no hash and no
 * stored answers, i.e. the first step with the default answers (erste-seite.ts).
 */
import { renderToString } from 'react-dom/server';
import { Wurzel } from './Wurzel.tsx';

export function ersteSeiteHtml(): string {
  return renderToString(<Wurzel />);
}

export { ERSTER_SCHRITT, weicheSkript } from './app/erste-seite.ts';
