// Date-dependent messages with a fixed clock (page.clock): the maintenance notice for
// WARTUNG_DATUM (spezifikation.md §1: unavailable on one day between 9:00 and 11:00 CEST) and
// the two 1 April messages (§1, §5).
import { meldungen } from '@mietspiegel/domain';
import { expect, test } from 'vitest';
import { normalisiere, Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteSichtbar } from '../src/warten.ts';

const WARTUNG = '2026-12-03';
const umgebung = richteUmgebungEin({ WARTUNG_DATUM: WARTUNG });

/** Berlin local time (CET in winter, CEST in April). */
const zeit = (iso: string) => new Date(iso);

function wartungshinweis(rechner: Rechner) {
  return rechner.page.getByText(/03\.12\.2026/).filter({ hasText: /9[:.]00/ });
}

test('Wartungshinweis vor dem Wartungstag: Datum und 9:00 bis 11:00 Uhr', async () => {
  const page = await umgebung.neueSeite({ uhrzeit: zeit('2026-12-01T10:00:00+01:00') });
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');
  const hinweis = wartungshinweis(rechner);
  await erwarteSichtbar(hinweis);
  const text = await hinweis.first().innerText();
  expect(text).toMatch(/11[:.]00/);
  expect(text).toMatch(/nicht (erreichbar|verfügbar)/);
  // 3 December is winter time in Munich
  expect(text).toContain('(MEZ)');
});

test('Wartungshinweis am Wartungstag selbst', async () => {
  const page = await umgebung.neueSeite({ uhrzeit: zeit('2026-12-03T08:30:00+01:00') });
  const rechner = new Rechner(page);
  await rechner.oeffne('baujahr');
  await erwarteSichtbar(wartungshinweis(rechner));
});

test('kein Wartungshinweis nach dem Wartungstag', async () => {
  // inferred from §1: the notice announces that one day; afterwards it would be wrong
  const page = await umgebung.neueSeite({ uhrzeit: zeit('2026-12-04T10:00:00+01:00') });
  const rechner = new Rechner(page);
  // the notice depends on /api/environmentInfo: wait until the app has it
  const info = page.waitForResponse((r) => r.url().includes('/api/environmentInfo'));
  await rechner.oeffne('wohnflaeche');
  await info;
  await rechner.erwarteSchritt('Wohnfläche');
  expect(await page.getByText(/03\.12\.2026/).count()).toBe(0);
});

test('1. April: manuelles Baujahr 2020 zeigt den Aprilscherz (meldungen.aprilscherz2020)', async () => {
  const page = await umgebung.neueSeite({ uhrzeit: zeit('2027-04-01T12:00:00+02:00') });
  const rechner = new Rechner(page);
  await rechner.oeffne('baujahr');
  await page.getByLabel('Baujahr eingeben').fill('2020');
  await erwarteSichtbar(page.getByText(meldungen.aprilscherz2020));
  await page.getByLabel('Baujahr eingeben').fill('2019');
  await expect.poll(() => page.getByText(meldungen.aprilscherz2020).count()).toBe(0);
});

test('an anderen Tagen ist 2020 ein gewöhnliches Baujahr (Klasse 2019 – 2021)', async () => {
  const page = await umgebung.neueSeite({ uhrzeit: zeit('2027-04-02T12:00:00+02:00') });
  const rechner = new Rechner(page);
  await rechner.oeffne('baujahr');
  await page.getByLabel('Baujahr eingeben').fill('2020');
  await expect.poll(() => rechner.option('2019 – 2021').isChecked()).toBe(true);
  expect(await page.getByText(meldungen.aprilscherz2020).count()).toBe(0);
});

test('1. April: das Ergebnis zeigt einen Scherz, an anderen Tagen nicht', async () => {
  // the same answers on 2 April and in a 1 April browser (answers stay in their tab: entered twice)
  const page = await umgebung.neueSeite({ uhrzeit: zeit('2027-04-02T12:00:00+02:00') });
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');
  const normal = normalisiere(await page.locator('main').innerText());

  const april = await umgebung.neueSeite({ uhrzeit: zeit('2027-04-01T12:00:00+02:00') });
  const aprilRechner = new Rechner(april);
  await aprilRechner.fuelleBeispielAus();
  await aprilRechner.erwarteBetrag('14,07 €');
  const scherz = normalisiere(await april.locator('main').innerText());
  const zeilen = (t: string) =>
    t
      .split('\n')
      .map((z) => z.trim())
      .filter(Boolean);
  const nurAmErstenApril = zeilen(scherz).filter((z) => !zeilen(normal).includes(z));
  expect(nurAmErstenApril.length, 'eine zusätzliche Zeile am 1. April').toBeGreaterThan(0);
  // the joke must not change the figures
  expect(scherz).toContain('921,59 €');
});
