/**
 * `npm run screenshots` (after `npm run build`): pictures of every step of the worked example,
 * the results, the three checks, /zuschlaege and /berechnung at 320×640, 390×740 and 1280×900,
 * each the first screen and the whole page, into bildschirmfotos/ (gitignored; issue 29: the
 * design is looked at before it is called done). A maintenance day is set, so its notice shows.
 * Usage: node packages/e2e/scripts/bildschirmfotos.ts [folder] [width …]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BEISPIEL } from '../src/beispiel.ts';
import { starteChromium } from '../src/chromium.ts';
import { oeffneRoute, warteAufRuhigesLayout } from '../src/laenge.ts';
import { REPO_ROOT } from '../src/pfade.ts';
import { Rechner } from '../src/rechner.ts';
import { starteServer } from '../src/server.ts';

const [ordnerArg, ...breitenArg] = process.argv.slice(2);
const ordner = ordnerArg ?? join(REPO_ROOT, 'bildschirmfotos');
const GROESSEN: Record<number, number> = { 320: 640, 390: 740, 1280: 900 };
const breiten = breitenArg.length > 0 ? breitenArg.map(Number) : [320, 390, 1280];

// a maintenance day in the future, so the notice is in the pictures
const morgen = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const server = await starteServer({ DATABASE_URL: '', WARTUNG_DATUM: morgen });
const browser = await starteChromium();
try {
  await mkdir(ordner, { recursive: true });
  for (const breite of breiten) {
    const kontext = await browser.newContext({
      baseURL: server.basisUrl,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: breite, height: GROESSEN[breite] ?? 900 },
    });
    const page = await kontext.newPage();
    const foto = async (name: string) => {
      await warteAufRuhigesLayout(page);
      const pfad = join(ordner, `${breite}-${name}`);
      await page.screenshot({ path: `${pfad}.png` });
      await page.screenshot({ path: `${pfad}-ganz.png`, fullPage: true });
    };
    const rechner = new Rechner(page);
    await rechner.oeffne('wohnflaeche');
    for (const [i, schritt] of BEISPIEL.entries()) {
      await rechner.erwarteSchritt(schritt.titel, schritt.route);
      await foto(`${String(i + 1).padStart(2, '0')}-${schritt.route}`);
      await rechner.beantworteMitMaus(schritt);
    }
    await rechner.erwarteBetrag('14,07 €');
    await foto('19-berechnungsergebnisse');
    const textfeld = (region: string) =>
      page.getByRole('region', { name: region }).getByRole('textbox').first();
    await oeffneRoute(page, 'miete-im-vergleich', textfeld('Ihre Miete im Vergleich'));
    await foto('20-miete-im-vergleich');
    await oeffneRoute(page, 'mieterhoehung', textfeld('Ihre Angaben zur Mieterhöhung'));
    await foto('21-mieterhoehung');
    await oeffneRoute(page, 'mietpreisbremse', textfeld('Ihre Angaben zum neuen Mietvertrag'));
    await foto('22-mietpreisbremse');
    await oeffneRoute(page, 'zuschlaege', page.getByRole('table').first());
    await foto('23-zuschlaege');
    await oeffneRoute(page, 'berechnung', page.getByRole('button', { name: 'Ja, Daten löschen' }));
    await foto('24-berechnung');
    await kontext.close();
  }
  console.log(`Bildschirmfotos in ${ordner}`);
} finally {
  await browser.close();
  await server.stoppe();
}
