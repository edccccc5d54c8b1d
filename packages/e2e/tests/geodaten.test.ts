// Issue 11 in Chromium: the operator's geodata (small synthetic data written here, imported by
// the geodaten CLI into the test server's database before it starts) drive the address search
// of the Wohnlage step and the built-in map page (#/karte): a hit preselects the Wohnlage with
// "Laut Wohnlagenkarte", a click on a polygon shows its Wohnlage, "Übernehmen" hands it to the
// wizard in the other window (spezifikation.md §7), the page is axe-clean and keyboard-usable.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { pdfText } from '../src/pdf.ts';
import { REPO_ROOT } from '../src/pfade.ts';
import { Rechner } from '../src/rechner.ts';
import { tabBis } from '../src/tastatur.ts';
import { beobachteVerschiebung, verschiebung } from '../src/verschiebung.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteAppBereit, erwarteFokus, erwarteSichtbar, erwarteText } from '../src/warten.ts';

const fuehreAus = promisify(execFile);

/** A rectangle as a GeoJSON polygon ring (WGS84, counter-clockwise). */
function rechteck(w: number, s: number, o: number, n: number): number[][][] {
  return [
    [
      [w, s],
      [o, s],
      [o, n],
      [w, n],
      [w, s],
    ],
  ];
}

/**
 * Two Wohnlagen side by side: Gute Lage (1) west of 11.56, Zentrale gute Lage (4) east of it.
 * The view's centre (lon 11.55) lies in the western one; two arrow-key pans move it east.
 */
const WOHNLAGEN = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { wohnlage: 1 },
      geometry: { type: 'Polygon', coordinates: rechteck(11.5, 48.1, 11.56, 48.12) },
    },
    {
      type: 'Feature',
      properties: { wohnlage: 4 },
      geometry: { type: 'Polygon', coordinates: rechteck(11.56, 48.1, 11.6, 48.12) },
    },
  ],
};

const ADRESSEN = [
  'strasse,hausnummer,plz,lon,lat',
  'Musterstraße,12,80331,11.52,48.11',
  'Musterstraße,14,80331,11.521,48.11',
  'Ostweg,3,81667,11.58,48.11',
  // outside every polygon (issue 17 §4)
  'Randweg,1,81234,11.45,48.11',
].join('\n');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Imports the synthetic layers with the operator's CLI (issue 11), the server not yet started. */
async function importiereGeodaten(datenVerzeichnis: string): Promise<void> {
  const ordner = await mkdtemp(join(tmpdir(), 'mietspiegel-geodaten-'));
  try {
    const wohnlagen = join(ordner, 'wohnlagen.geojson');
    const adressen = join(ordner, 'adressen.csv');
    await writeFile(wohnlagen, JSON.stringify(WOHNLAGEN));
    await writeFile(adressen, ADRESSEN);
    const env = { ...process.env, DATA_DIR: datenVerzeichnis };
    for (const args of [
      ['wohnlagen', '--datei', wohnlagen],
      ['adressen', '--datei', adressen],
    ]) {
      await fuehreAus(npm, ['run', '--silent', 'geodaten', '--', ...args], {
        cwd: REPO_ROOT,
        env,
      });
    }
  } finally {
    await rm(ordner, { recursive: true, force: true });
  }
}

const umgebung = richteUmgebungEin({}, { vorbereiten: importiereGeodaten });

async function oeffneWohnlage(page: Page): Promise<void> {
  await page.goto('/berechnung.html#/wohnlage', { waitUntil: 'commit' });
  // issue 29: the step is prerendered, its heading shows before the app answers
  await erwarteAppBereit(page);
  await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Wohnlage' }), 60_000);
}

const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name });

test('Adresssuche im Schritt Wohnlage: Treffer wählt die Wohnlage „Laut Wohnlagenkarte“', async () => {
  const page = await umgebung.neueSeite();
  await oeffneWohnlage(page);
  await page.getByRole('searchbox', { name: 'Adresse suchen' }).fill('musterstr 12');
  await page.getByRole('button', { name: 'Musterstraße 12, 80331 München' }).click();
  await expect.poll(() => radio(page, /^Gute Lage/).isChecked()).toBe(true);
  await erwarteSichtbar(page.getByText('Laut Wohnlagenkarte: Gute Lage'));
  await erwarteText(page.getByText(/^Gewählte Adresse:/), 'Musterstraße 12, 80331 München');
  // the user stays free to choose another option
  await radio(page, /^Beste Lage/).check();
  await expect.poll(() => radio(page, /^Gute Lage/).isChecked()).toBe(false);
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('die gewählte Adresse steht in der Zeile „Adresse:“ der Ergebnisseite und im PDF', async () => {
  const page = await umgebung.neueSeite();
  await oeffneWohnlage(page);
  await page.getByRole('searchbox', { name: 'Adresse suchen' }).fill('Musterstraße 14');
  await page.getByRole('button', { name: 'Musterstraße 14, 80331 München' }).click();
  await erwarteSichtbar(page.getByText('Laut Wohnlagenkarte: Gute Lage'));
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');
  const text = page.getByRole('textbox', { name: /Begründungen/ });
  await expect.poll(() => text.inputValue()).toMatch(/^Adresse: Musterstraße 14, 80331 München\n/);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(await pdfText(await download.path())).toContain('Musterstraße 14, 80331 München');
});

async function oeffneKarteAusDemSchritt(page: Page): Promise<Page> {
  await oeffneWohnlage(page);
  const knopf = page.getByRole('button', { name: 'zum Stadtplanprogramm' });
  await expect.poll(() => knopf.isEnabled()).toBe(true);
  const [karte] = await Promise.all([page.waitForEvent('popup'), knopf.click()]);
  await erwarteSichtbar(
    karte.getByRole('heading', { level: 1, name: 'Stadtplan: Wohnlage nachschlagen' }),
    60_000,
  );
  // the polygons are drawn once the page's Leaflet chunk and the layer are there
  await erwarteSichtbar(karte.locator('path.leaflet-interactive').first());
  return karte;
}

test('eigene Karte: Klick auf eine Fläche zeigt ihre Wohnlage, Übernehmen setzt sie im Rechner', async () => {
  const page = await umgebung.neueSeite();
  const karte = await oeffneKarteAusDemSchritt(page);
  // the eastern polygon (Zentrale gute Lage, blue #0072b2)
  await karte.locator('path.leaflet-interactive[fill="#0072b2"]').click();
  await erwarteText(
    karte.getByRole('status').filter({ hasText: 'Wohnlage' }),
    'Wohnlage: Zentrale gute Lage.',
  );
  await karte.getByRole('button', { name: 'Übernehmen' }).click();
  await erwarteSichtbar(karte.getByText(/^In den Rechner übernommen:/));
  await expect.poll(() => radio(page, /^Zentrale gute Lage/).isChecked()).toBe(true);
  expect(umgebung.seitenFehler()).toEqual([]);
});

// issue 26 §9: the user's own choice replaced by the map is said on the wizard page itself
test('eigene Karte: Übernehmen ersetzt die eigene Wahl, die Seite des Schritts sagt es', async () => {
  const page = await umgebung.neueSeite();
  const karte = await oeffneKarteAusDemSchritt(page);
  await radio(page, /^Gute Lage/).check();
  await karte.locator('path.leaflet-interactive[fill="#0072b2"]').click();
  await erwarteText(
    karte.getByRole('status').filter({ hasText: 'Wohnlage' }),
    'Wohnlage: Zentrale gute Lage.',
  );
  await karte.getByRole('button', { name: 'Übernehmen' }).click();
  await expect.poll(() => radio(page, /^Zentrale gute Lage/).isChecked()).toBe(true);
  await erwarteSichtbar(
    page
      .locator('main .karten-aussage')
      .filter({ hasText: 'Ihre bisherige Auswahl „Gute Lage“ wurde dadurch ersetzt.' }),
  );
});

test('eigene Karte: axe ohne Verstöße, auch mit gewähltem Punkt', async () => {
  const page = await umgebung.neueSeite();
  const karte = await oeffneKarteAusDemSchritt(page);
  await erwarteKeineAxeVerstoesse(karte, '#/karte');
  await karte.locator('path.leaflet-interactive[fill="#56b4e9"]').click();
  await erwarteSichtbar(karte.getByText('Wohnlage: Gute Lage.'));
  await erwarteKeineAxeVerstoesse(karte, '#/karte mit gewähltem Punkt');
});

test('eigene Karte direkt geöffnet: sagt, wie man zurückkommt, axe ohne Verstöße', async () => {
  const page = await umgebung.neueSeite();
  await page.goto('/berechnung.html#/karte?art=wohnlage', { waitUntil: 'commit' });
  await erwarteSichtbar(page.locator('path.leaflet-interactive').first(), 60_000);
  await erwarteSichtbar(page.getByText(/nicht aus dem Rechner geöffnet/));
  expect(await page.getByRole('button', { name: 'Übernehmen' }).count()).toBe(0);
  await erwarteKeineAxeVerstoesse(page, '#/karte ohne öffnendes Fenster');
  await page.getByRole('link', { name: 'zurück zum Schritt „Wohnlage“' }).click();
  await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Wohnlage' }));
});

// Issue 17 §16: opened directly (Lighthouse's mobile viewport), the map page waits for
// environmentInfo before it shows the map area or the note, so nothing painted moves.
test('eigene Karte direkt geöffnet verschiebt nichts, bis die Flächen gezeichnet sind', async () => {
  const page = await umgebung.neueSeite({ breite: 412, hoehe: 823 });
  await beobachteVerschiebung(page);
  await page.goto('/berechnung.html#/karte?art=wohnlage', { waitUntil: 'commit' });
  await erwarteSichtbar(page.locator('path.leaflet-interactive').first(), 60_000);
  await expect
    .poll(() =>
      page.getByRole('application', { name: 'Karte der Wohnlagen' }).getAttribute('aria-busy'),
    )
    .toBe('false');
  expect(await verschiebung(page)).toBeLessThan(0.01);
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('eigene Karte nur mit der Tastatur: verschieben, Kartenmitte wählen, Übernehmen', async () => {
  const page = await umgebung.neueSeite();
  const karte = await oeffneKarteAusDemSchritt(page);
  const flaeche = karte.getByRole('application', { name: 'Karte der Wohnlagen' });
  await tabBis(karte, flaeche);
  // the centre starts in the western polygon; two pans east move it into the eastern one
  await karte.keyboard.press('ArrowRight');
  await karte.keyboard.press('ArrowRight');
  const mitte = karte.getByRole('button', { name: 'Kartenmitte wählen' });
  await tabBis(karte, mitte);
  await karte.keyboard.press('Enter');
  await erwarteSichtbar(karte.getByText('Wohnlage: Zentrale gute Lage.'));
  await tabBis(karte, karte.getByRole('button', { name: 'Übernehmen' }));
  await karte.keyboard.press('Enter');
  await expect.poll(() => radio(page, /^Zentrale gute Lage/).isChecked()).toBe(true);

  // the address search by keyboard: type, ArrowDown into the hits, Enter
  const suche = karte.getByRole('searchbox', { name: 'Adresse suchen' });
  await tabBis(karte, suche, { rueckwaerts: true });
  await karte.keyboard.type('Ostweg 3');
  const treffer = karte.getByRole('button', { name: 'Ostweg 3, 81667 München' });
  await erwarteSichtbar(treffer);
  await karte.keyboard.press('ArrowDown');
  await erwarteFokus(treffer);
  await karte.keyboard.press('Enter');
  await erwarteSichtbar(karte.getByText('Adresse: Ostweg 3, 81667 München'));
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('Issue 17 §4: eine nachgeschlagene Wohnlage, die für die neue Adresse nicht gilt, wird abgewählt und angesagt', async () => {
  const page = await umgebung.neueSeite();
  await oeffneWohnlage(page);
  const suche = page.getByRole('searchbox', { name: 'Adresse suchen' });
  await suche.fill('Ostweg 3');
  await page.getByRole('button', { name: 'Ostweg 3, 81667 München' }).click();
  await expect.poll(() => radio(page, /^Zentrale gute Lage/).isChecked()).toBe(true);
  await suche.fill('Randweg 1');
  await page.getByRole('button', { name: 'Randweg 1, 81234 München' }).click();
  const satz =
    'Die zuvor nachgeschlagene Wohnlage „Zentrale gute Lage“ gilt für diese Adresse nicht und ist nicht mehr ausgewählt.';
  await erwarteSichtbar(page.locator('.karten-aussage', { hasText: satz }));
  await expect.poll(() => radio(page, /^Zentrale gute Lage/).isChecked()).toBe(false);
  // announced: the search's live region says it
  await expect
    .poll(async () => (await page.getByRole('status').allTextContents()).join(' '))
    .toContain(satz);
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('Issue 17 §3: ohne Gebäudetypen-Ebene keine Karte im Schritt Gebäudetyp; eine Karte für den Gebäudetyp setzt keine Wohnlage', async () => {
  const page = await umgebung.neueSeite();
  await oeffneWohnlage(page);
  await radio(page, /^Gute Lage/).check();
  await page.goto('/berechnung.html#/gebaeudetyp', { waitUntil: 'commit' });
  await erwarteAppBereit(page);
  await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Gebäudetyp' }), 60_000);
  await erwarteSichtbar(
    page.getByText(/^Für den Gebäudetyp ist keine Gebäudetypenkarte eingerichtet/),
  );
  expect(await page.getByRole('button', { name: 'zum Stadtplanprogramm' }).isDisabled()).toBe(true);
  // issue 26 §8: no address search here either (it would change only the PDF's address)
  await erwarteSichtbar(page.getByText(/^Ohne Gebäudetypenkarte gibt es hier keine Adresssuche/));
  expect(await page.getByRole('searchbox', { name: 'Adresse suchen' }).count()).toBe(0);

  // the map page opened for the Gebäudetyp anyway (as the button did before): a point with
  // only a Wohnlage has nothing to hand over, and the wizard's Wohnlage stays
  const [karte] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() =>
      window.open(`${location.pathname}#/karte?art=gebaeudetyp`, 'mietspiegel-stadtplan'),
    ),
  ]);
  await erwarteSichtbar(karte.locator('path.leaflet-interactive[fill="#0072b2"]'), 60_000);
  await karte.locator('path.leaflet-interactive[fill="#0072b2"]').click();
  await erwarteSichtbar(karte.getByText(/^Wohnlage: Zentrale gute Lage\./));
  expect(await karte.getByRole('button', { name: 'Übernehmen' }).isDisabled()).toBe(true);
  await page.goto('/berechnung.html#/wohnlage', { waitUntil: 'commit' });
  await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Wohnlage' }));
  expect(await radio(page, /^Gute Lage/).isChecked()).toBe(true);
  expect(umgebung.seitenFehler()).toEqual([]);
});
