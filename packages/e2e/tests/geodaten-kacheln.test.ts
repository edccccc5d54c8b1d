// Issue 11: background tiles of the built-in map come only from the operator's tile address
// (KARTE_KACHEL_URL), with its attribution shown as plain text. The tile host is answered by
// Playwright (no network); the server's Content-Security-Policy must let the tiles in.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { REPO_ROOT } from '../src/pfade.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteSichtbar } from '../src/warten.ts';

const fuehreAus = promisify(execFile);

const KACHELN = 'https://kacheln.example';
const ATTRIBUTION = '© Beispielkacheln <b>Test</b>';
/** a 1×1 grey PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA4ADfPL7rXQAAAABJRU5ErkJggg==',
  'base64',
);

async function importiereWohnlagen(datenVerzeichnis: string): Promise<void> {
  const ordner = await mkdtemp(join(tmpdir(), 'mietspiegel-geodaten-'));
  try {
    const datei = join(ordner, 'wohnlagen.geojson');
    await writeFile(
      datei,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { wohnlage: 2 },
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [11.5, 48.1],
                  [11.6, 48.1],
                  [11.6, 48.12],
                  [11.5, 48.12],
                  [11.5, 48.1],
                ],
              ],
            },
          },
        ],
      }),
    );
    await fuehreAus('npm', ['run', '--silent', 'geodaten', '--', 'wohnlagen', '--datei', datei], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: datenVerzeichnis },
    });
  } finally {
    await rm(ordner, { recursive: true, force: true });
  }
}

const umgebung = richteUmgebungEin(
  {
    KARTE_KACHEL_URL: `${KACHELN}/{z}/{x}/{y}.png`,
    KARTE_KACHEL_ATTRIBUTION: ATTRIBUTION,
  },
  { vorbereiten: importiereWohnlagen },
);

test('Kacheln nur von KARTE_KACHEL_URL, Attribution als Text, axe ohne Verstöße', async () => {
  const page = await umgebung.neueSeite();
  const angefragt: string[] = [];
  await page.context().route(`${KACHELN}/**`, (route) => {
    angefragt.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await page.goto('/berechnung.html#/karte?art=wohnlage', { waitUntil: 'commit' });
  await erwarteSichtbar(page.locator('path.leaflet-interactive').first(), 60_000);
  // tiles requested from the operator's host and let in by the CSP
  await erwarteSichtbar(page.locator('img.leaflet-tile-loaded').first());
  expect(angefragt.every((u) => /^https:\/\/kacheln\.example\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(
    true,
  );
  // the attribution is the operator's text, never HTML
  await erwarteSichtbar(page.locator('.leaflet-control-attribution').getByText(ATTRIBUTION));
  expect(await page.locator('.leaflet-control-attribution b').count()).toBe(0);
  await erwarteKeineAxeVerstoesse(page, '#/karte mit Kacheln');
  expect(umgebung.seitenFehler()).toEqual([]);
});
