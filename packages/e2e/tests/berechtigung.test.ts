// spezifikation.md §6: without the write permission the Speichern button and the
// Stichtagsdifferenz toggle are absent (default server: security on, nobody signed in).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

/** Opens a route and waits until the app knows the user's permissions (userinfo answered). */
async function oeffneMitBerechtigungen(page: Page, route: string): Promise<Rechner> {
  const rechner = new Rechner(page);
  const userinfo = page.waitForResponse((r) => r.url().includes('/api/sso/userinfo'));
  await rechner.oeffne(route);
  await userinfo;
  return rechner;
}

test.each(['wohnflaeche', 'baujahr', 'sanitaerbereich', 'abweichungen', 'betriebskosten'])(
  'ohne Schreibrecht kein Speichern-Knopf auf %s',
  async (route) => {
    const page = await umgebung.neueSeite();
    const rechner = await oeffneMitBerechtigungen(page, route);
    await erwarteSichtbar(rechner.weiter.or(rechner.mieteBerechnen));
    expect(await rechner.speichern.count()).toBe(0);
  },
);

test('ohne Schreibrecht weder Speichern noch Stichtagsdifferenz im Ergebnis, auch kein Wartungshinweis', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  const userinfo = page.waitForResponse((r) => r.url().includes('/api/sso/userinfo'));
  await rechner.fuelleBeispielAus();
  await userinfo;
  await rechner.erwarteBetrag('14,07 €');
  await erwarteSichtbar(page.getByRole('button', { name: 'PDF herunterladen' }));
  expect(await rechner.speichern.count()).toBe(0);
  expect(await page.getByText(/Stichtagsdifferenz/).count()).toBe(0);
  expect(await page.getByRole('checkbox', { name: /Stichtagsdifferenz/ }).count()).toBe(0);
  // WARTUNG_DATUM unset: no maintenance notice (§1)
  expect(await page.getByText(/Wartung/).count()).toBe(0);
});
