/**
 * The app's root element, one for the browser (main.tsx) and the build's prerender
 * (vorrendern.tsx, issue 12 §3): hydration needs both to render the very same tree.
 */
import { StrictMode, useEffect } from 'react';
import { App } from './app/App.tsx';

/**
 * Marks <html data-app="bereit"> once React owns the page (after hydration or the first render):
 * the prerendered markup looks like the app before that but does not answer yet, so the browser
 * tests wait for this mark before they act. Renders nothing, on the server neither.
 */
function Bereit() {
  useEffect(() => {
    document.documentElement.dataset.app = 'bereit';
  }, []);
  return null;
}

export function Wurzel() {
  return (
    <StrictMode>
      <App />
      <Bereit />
    </StrictMode>
  );
}
