/**
 * The app's root element, one for the browser (main.tsx) and the build's prerender
 * (vorrendern.tsx, issue 12 §3): hydration needs both to render the very same tree.
 */
import { StrictMode } from 'react';
import { App } from './app/App.tsx';

export function Wurzel() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
