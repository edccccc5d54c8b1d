import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findeChromium } from './chromium.ts';
import { DATENVORLAGE } from './datenvorlage.ts';
import { WEB_DIST } from './pfade.ts';
import { starteServer } from './server.ts';

/**
 * Checks (Chromium, built web app) and builds nothing: `npm test` runs `npm run build` before the
 * browser tests. Then lets the server initialise one database folder for all files to copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  findeChromium();
  // WEB_DIST (the server's own variable, inherited by the server we start) may point elsewhere.
  const dist = process.env.WEB_DIST || WEB_DIST;
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(
      `Die Web-App ist nicht gebaut (${dist}/index.html fehlt). ` +
        'Bitte zuerst `npm run build` ausführen. / Build the web app first: `npm run build`.',
    );
  }
  const vorlage = await mkdtemp(join(tmpdir(), 'mietspiegel-e2e-vorlage-'));
  const server = await starteServer({ DATA_DIR: vorlage });
  await server.stoppe();
  project.provide(DATENVORLAGE, vorlage);
  return async () => {
    await rm(vorlage, { recursive: true, force: true });
  };
}
