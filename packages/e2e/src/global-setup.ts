import { existsSync } from 'node:fs';
import { findeChromium } from './chromium';
import { WEB_DIST } from './pfade';

/** Checks only, builds nothing: `npm test` runs `npm run build` before the browser tests. */
export default function setup(): void {
  findeChromium();
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(
      `Die Web-App ist nicht gebaut (${WEB_DIST}/index.html fehlt). ` +
        'Bitte zuerst `npm run build` ausführen. / Build the web app first: `npm run build`.',
    );
  }
}
