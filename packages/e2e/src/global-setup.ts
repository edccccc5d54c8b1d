import { existsSync } from 'node:fs';
import { findeChromium } from './chromium';
import { WEB_DIST } from './pfade';

/** Checks only, builds nothing: `npm test` runs `npm run build` before the browser tests. */
export default function setup(): void {
  findeChromium();
  // WEB_DIST (the server's own variable, inherited by the server we start) may point elsewhere.
  const dist = process.env.WEB_DIST || WEB_DIST;
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(
      `Die Web-App ist nicht gebaut (${dist}/index.html fehlt). ` +
        'Bitte zuerst `npm run build` ausführen. / Build the web app first: `npm run build`.',
    );
  }
}
