// Issue: the PDF downloads (Playwright download event) as Mietspiegel_München_2025.pdf
// (berechnungsregeln.md §4) and its text holds the worked example's figures; free text limits
// of spezifikation.md §5.
import { expect, test } from 'vitest';
import { BEISPIEL, ERWARTET } from '../src/beispiel.ts';
import { pdfText } from '../src/pdf.ts';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

/** The free-text box for address and extra reasons on the results page (§2). */
function freitext(rechner: Rechner) {
  return rechner.page.getByRole('textbox', { name: /Begründungen/ });
}

test('PDF-Download: Mietspiegel_München_2025.pdf mit 14,07 €/m², 921,59 € und der Spanne', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');

  // §3: the free text starts as a template with 'Adresse:' and 'Zusätzliche Begründungen:'
  const text = freitext(rechner);
  await expect.poll(() => text.inputValue()).toContain('Adresse:');
  expect(await text.inputValue()).toContain('Zusätzliche Begründungen:');
  await text.fill('Adresse: Sonnenstraße 12, 80331 München\nZusätzliche Begründungen: Südbalkon');

  const knopf = page.getByRole('button', { name: 'PDF herunterladen' });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    knopf.click(),
  ]);
  expect(download.suggestedFilename()).toBe('Mietspiegel_München_2025.pdf');
  const pfad = await download.path();
  const inhalt = (await pdfText(pfad)).replace(/[\u00a0\u202f]/g, ' ');
  expect(inhalt).toContain('14,07');
  expect(inhalt).toContain('921,59');
  for (const betrag of [
    ERWARTET.spanneUntenProQm,
    ERWARTET.spanneObenProQm,
    ERWARTET.spanneUnten,
    ERWARTET.spanneOben,
  ]) {
    expect(inhalt).toContain(betrag.replace(' €', ''));
  }
  // berechnungsregeln.md §4: the additional reasons text is printed
  expect(inhalt).toContain('Sonnenstraße 12');
});

test('Freitext: höchstens 500 Zeichen und 13 Zeilen (§5)', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  const text = freitext(rechner);
  await erwarteSichtbar(text, 30_000);

  // 500 characters: the 501st keystroke is not taken, or the field reports the limit
  await text.fill('x'.repeat(499));
  await text.press('End');
  await page.keyboard.type('yz');
  const laenge = (await text.inputValue()).length;
  if (laenge > 500) await erwarteSichtbar(rechner.alarm(/500/));
  else expect(laenge).toBe(500);

  // 14 lines are one too many: an announced message, and no download
  await text.fill(Array.from({ length: 14 }, (_, i) => `Zeile ${i + 1}`).join('\n'));
  await erwarteSichtbar(rechner.alarm(/13 Zeilen/));
  // (the PDF request would start in the click handler itself, so it would be seen by now)
  const pdfAnfragen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pdf')) pdfAnfragen.push(r.url());
  });
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  await erwarteSichtbar(rechner.alarm(/13 Zeilen/));
  expect(pdfAnfragen).toEqual([]);

  // 13 lines are fine: the message goes away
  await text.fill(Array.from({ length: 13 }, (_, i) => `Zeile ${i + 1}`).join('\n'));
  await expect.poll(() => rechner.alarm(/13 Zeilen/).count()).toBe(0);
});

test('PDF: während der Erstellung ist der Vorgang als beschäftigt erkennbar (Spinner, §4)', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');
  // hold the server's answer until the busy state has been seen
  let freigeben: () => void = () => undefined;
  const freigabe = new Promise<void>((resolve) => (freigeben = resolve));
  await page.route('**/api/backend-service/pdf', async (route) => {
    await freigabe;
    await route.continue();
  });
  expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBeGreaterThan(0);
  freigeben();
  expect((await download).suggestedFilename()).toBe('Mietspiegel_München_2025.pdf');
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
});

test('Ergebnis: die Zusammenfassung verlinkt jeden Schritt über /berechnung.html (§2)', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');
  const main = page.locator('main');
  // issue 29: the answers follow the figures, the PDF and the checks, collapsed
  await main.getByText('Alle 18 Angaben anzeigen und ändern').click();
  const hrefs = await main
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const fehlend = BEISPIEL.map((s) => s.route).filter(
    (route) => !hrefs.some((h) => h === `/berechnung.html#/${route}`),
  );
  expect(fehlend, `Links vorhanden: ${hrefs.join(', ')}`).toEqual([]);
  // following one leads back to its step with the answer kept
  await main
    .getByRole('link', { name: /Wohnlage/ })
    .first()
    .click();
  await rechner.erwarteSchritt('Wohnlage', 'wohnlage');
  await expect.poll(() => rechner.option('Gute Lage').isChecked()).toBe(true);
});
