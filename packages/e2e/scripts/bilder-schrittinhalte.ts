/**
 * Screenshots of the step contents of issue 29 (ADR 0031) at 320 × 640, 390 × 740 and
 * 1280 × 800 px, full page, and their page heights: Haustypen with Baujahr 1978–1988 (options
 * that cannot be chosen), Abweichungen unanswered and after "Ja", Betriebskosten unanswered and
 * with a gross rent. Against a running server:
 *
 *   node packages/e2e/scripts/bilder-schrittinhalte.ts http://localhost:8080 bilder/
 */
import { mkdirSync } from 'node:fs';
import { starteChromium } from '../src/chromium.ts';

const [basis = 'http://localhost:8080', ziel = 'bilder'] = process.argv.slice(2);
mkdirSync(ziel, { recursive: true });

const ANSICHTEN = [
  { route: 'haustyp', name: 'haustyp-baujahr-1978-1988', radio: null },
  { route: 'abweichungen', name: 'abweichungen', radio: null },
  { route: 'abweichungen', name: 'abweichungen-ja', radio: /^Ja/ },
  { route: 'betriebskosten', name: 'betriebskosten', radio: null },
  { route: 'betriebskosten', name: 'betriebskosten-brutto', radio: /^Bruttomiete/ },
] as const;

const browser = await starteChromium();
try {
  for (const [breite, hoehe] of [
    [320, 640],
    [390, 740],
    [1280, 800],
  ] as const) {
    const kontext = await browser.newContext({ viewport: { width: breite, height: hoehe } });
    const page = await kontext.newPage();
    page.setDefaultTimeout(120_000);
    // Baujahr 1978–1988 as a user answers it
    await page.goto(`${basis}/berechnung.html#/baujahr`);
    await page.waitForSelector('html[data-app="bereit"]');
    await page.getByRole('radio', { name: /^1978 – 1988/ }).click();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#/wohnlage');
    for (const a of ANSICHTEN) {
      await page.goto(`${basis}/berechnung.html#/${a.route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (a.radio) await page.getByRole('radio', { name: a.radio }).check();
      const hoeheSeite = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.screenshot({ path: `${ziel}/${a.name}-${breite}.png`, fullPage: true });
      console.log(`${a.name} ${breite} px: ${hoeheSeite} px`);
    }
    await kontext.close();
  }
} finally {
  await browser.close();
}
