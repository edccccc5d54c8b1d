// spezifikation.md §6: with MIETSPIEGEL_NO_SECURITY=true everyone holds the write permission:
// Speichern on every step, the Stichtagsdifferenz toggle on the results screen; its height
// validation (§5) and its line in the PDF (berechnungsregeln.md §4).
import { expect, test } from 'vitest';
import { pdfText } from '../src/pdf.ts';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin({ MIETSPIEGEL_NO_SECURITY: 'true' });

test.each(['wohnflaeche', 'baujahr', 'sanitaerbereich', 'abweichungen', 'betriebskosten'])(
  'mit Schreibrecht Speichern-Knopf auf %s',
  async (route) => {
    const page = await umgebung.neueSeite();
    const rechner = new Rechner(page);
    await rechner.oeffne(route);
    await erwarteSichtbar(rechner.speichern);
  },
);

test('mit Schreibrecht: Stichtagsdifferenz im Ergebnis, Höhe geprüft, Zeile im PDF', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');
  await erwarteSichtbar(rechner.speichern);

  const schalter = page.getByRole('checkbox', { name: /Stichtagsdifferenz/ });
  await erwarteSichtbar(schalter);
  await schalter.check();
  const hoehe = page.getByRole('textbox', { name: /Höhe/ });
  await erwarteSichtbar(hoehe);
  const knopf = page.getByRole('button', { name: 'PDF herunterladen' });

  // keystrokes: digits, one leading minus, one decimal separator only
  await hoehe.click();
  await page.keyboard.type('x-1a2,3,-4');
  const wert = await hoehe.inputValue();
  expect(wert).toMatch(/^-12,34?$/);
  if (wert === '-12,34') {
    // two decimals got through the filter: then the check must refuse them
    await knopf.click();
    await erwarteSichtbar(page.getByRole('alert').filter({ hasText: /Nachkommastelle/ }));
  }
  // out of range
  await hoehe.fill('');
  await page.keyboard.type('1000');
  if ((await hoehe.inputValue()) === '1000') {
    await knopf.click();
    await erwarteSichtbar(page.getByRole('alert').filter({ hasText: /999/ }));
  }

  await hoehe.fill('');
  await page.keyboard.type('10');
  const stand = page.getByLabel(/Stand/);
  if (await stand.count()) await stand.fill('2026-01-01');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    knopf.click(),
  ]);
  expect(download.suggestedFilename()).toBe('Mietspiegel_München_2025.pdf');
  const inhalt = await pdfText(await download.path());
  expect(inhalt).toContain('Stichtagsdifferenz');
  // 14,07 × 1,10 = 15,477 → 15,48 (berechnungsregeln.md §4), beside the unchanged 14,07
  expect(inhalt).toContain('15,48');
  expect(inhalt).toContain('14,07');
});
