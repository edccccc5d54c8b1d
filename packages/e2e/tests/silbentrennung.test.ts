// Issue 26 §18: at 320 px no word breaks mid-word without a hyphen ("Berechnungsergebniss|e",
// "Handtuchheizk|örper"): every step with its Info panel open, the results with the worked
// example and their checks, and the other pages. The app puts soft hyphens into its long words
// (packages/web/src/lib/trennung.ts); a word this test names goes into that list.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { BEISPIEL, ERWARTET } from '../src/beispiel.ts';
import { Rechner } from '../src/rechner.ts';
import { ungetrennteWoerter } from '../src/trennung.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

async function pruefe(page: Page, wo: string, funde: string[]): Promise<void> {
  for (const wort of await ungetrennteWoerter(page)) funde.push(`${wo}: ${wort}`);
}

test.each([320, 390])(
  '%i px: kein Wort bricht ohne Trennstrich um (Schritte mit Info, Ergebnis, Prüfungen, Seiten)',
  async (breite) => {
    const page = await umgebung.neueSeite({ breite, hoehe: 700 });
    const rechner = new Rechner(page);
    const funde: string[] = [];
    for (const schritt of BEISPIEL) {
      await rechner.oeffne(schritt.route);
      await rechner.erwarteSchritt(schritt.titel);
      await rechner.info.click();
      await expect.poll(() => rechner.info.getAttribute('aria-expanded')).toBe('true');
      await erwarteSichtbar(page.locator('.info__inhalt p').first());
      await pruefe(page, `#/${schritt.route}`, funde);
    }
    await rechner.fuelleBeispielAus();
    await rechner.erwarteBetrag(ERWARTET.proQm);
    await pruefe(page, '#/berechnungsergebnisse', funde);
    for (const route of [
      'miete-im-vergleich',
      'mieterhoehung',
      'mietpreisbremse',
      'zuschlaege',
      'leichte-sprache',
      'datenschutz',
      'impressum',
      'barrierefreiheit',
    ]) {
      await page.goto(`/berechnung.html#/${route}`);
      await erwarteSichtbar(page.getByRole('heading', { level: 1 }));
      await pruefe(page, `#/${route}`, funde);
    }
    expect(funde, funde.join('\n')).toEqual([]);
  },
);
