// issue 20 "Done when" and §4 in Chromium: a second edition in MIETSPIEGEL_AUSGABEN (test data
// made here: the built-in file with every Grundpreis + 1,00 €, valid from 01.01.2026). The page
// names it, the worked example gives 15,07 €/m² under it and 14,07 €/m² when the user chooses
// the built-in one; the increase check of a letter received in 2025 uses the older edition.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { normalisiere, Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteRoute, erwarteSichtbar, erwarteText } from '../src/warten.ts';

const EINGEBAUT = resolve(
  fileURLToPath(import.meta.url),
  '../../../domain/src/data/mietspiegel-muenchen-2025.json',
);

/** test data only, never a product edition */
function testAusgabe(): string {
  const a = JSON.parse(readFileSync(EINGEBAUT, 'utf8')) as {
    ausgabe: string;
    jahr: number;
    gueltigAb: string | null;
    grundpreise: { zeilen: { euroProQm: number[] }[] };
  };
  a.ausgabe = 'muenchen-2027';
  a.jahr = 2027;
  a.gueltigAb = '2026-01-01';
  for (const z of a.grundpreise.zeilen)
    z.euroProQm = z.euroProQm.map((e) => Math.round(e * 100 + 100) / 100);
  const ordner = mkdtempSync(join(tmpdir(), 'mietspiegel-ausgaben-'));
  writeFileSync(join(ordner, 'muenchen-2027.json'), JSON.stringify(a));
  return ordner;
}

const umgebung = richteUmgebungEin({ DATABASE_URL: '', MIETSPIEGEL_AUSGABEN: testAusgabe() });
const BILDER = process.env.BILDER_VERZEICHNIS;

async function bild(page: Page, name: string) {
  if (BILDER) await page.screenshot({ path: `${BILDER}/${name}.png`, fullPage: true });
}

describe.sequential('Zwei Mietspiegel-Ausgaben', () => {
  test('die Seite nennt 2027; darunter 15,07 €/m², unter der gewählten Ausgabe 2025 14,07 €/m²', async () => {
    const page = await umgebung.neueSeite();
    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus();
    await erwarteText(page.locator('header'), 'Mietspiegelrechner München 2027');
    await rechner.erwarteBetrag('15,07 €');
    const bereich = page.getByRole('region', { name: 'Mietspiegel-Ausgabe' });
    await erwarteText(
      bereich,
      'Dieses Ergebnis ist nach dem Mietspiegel für München 2027 berechnet.',
    );
    await bereich.getByText('Andere Ausgabe wählen').click();
    await erwarteKeineAxeVerstoesse(page, 'Ergebnisseite mit der Wahl der Ausgabe');
    await bild(page, 'ausgaben-1280');
    await bereich.getByRole('radio', { name: /^Mietspiegel für München 2025/ }).check();
    await erwarteText(bereich, 'nach dem Mietspiegel für München 2025 berechnet');
    await rechner.erwarteBetrag('14,07 €');
    await erwarteText(page.locator('header'), 'Mietspiegelrechner München 2025');
    // today's edition offered as newer, side by side after one click
    await bereich
      .getByRole('button', { name: 'Nach dem Mietspiegel für München 2027 neu berechnen' })
      .click();
    const tabelle = bereich.getByRole('table', { name: 'Beide Ausgaben im Vergleich' });
    await erwarteSichtbar(tabelle);
    expect(
      normalisiere(await tabelle.getByRole('row', { name: /Durchschnitt je m²/ }).innerText()),
    ).toMatch(/14,07 €\/m²\s+15,07 €\/m²/);
    await erwarteKeineAxeVerstoesse(page, 'Ergebnisseite mit beiden Ausgaben im Vergleich');
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await bild(page, 'ausgaben-320');
    if (BILDER) await bereich.screenshot({ path: `${BILDER}/ausgaben-320-bereich.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await bereich
      .getByRole('button', { name: 'Mit dem Mietspiegel für München 2027 weiterrechnen' })
      .click();
    await rechner.erwarteBetrag('15,07 €');
  });

  test('die Mieterhöhungsprüfung eines am 15.12.2025 zugegangenen Schreibens verwendet die Ausgabe 2025', async () => {
    const page = await umgebung.neueSeite();
    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus();
    await rechner.erwarteBetrag('15,07 €');
    await page
      .getByRole('navigation', { name: 'Was möchten Sie prüfen?' })
      .getByRole('link', { name: 'Mieterhöhung prüfen' })
      .click();
    await erwarteRoute(page, 'mieterhoehung');
    const bereich = page.getByRole('region', { name: 'Ihre Angaben zur Mieterhöhung' });
    await bereich.getByRole('textbox', { name: /Verlangte neue Miete/ }).fill('950,00');
    await bereich
      .getByLabel('Datum der letzten Mieterhöhung oder Ihres Einzugs')
      .fill('2024-01-01');
    await bereich
      .getByLabel('Datum, an dem Ihnen das Erhöhungsschreiben zugegangen ist')
      .fill('2025-12-15');
    await erwarteText(
      bereich,
      'als Ihnen das Erhöhungsschreiben zuging (15.12.2025): der Mietspiegel für München 2025.',
    );
    const ergebnis = bereich.getByRole('list', { name: 'Ergebnis der Prüfung' });
    await erwarteText(ergebnis, '921,59 €');
    await erwarteKeineAxeVerstoesse(page, 'Mieterhöhung unter der älteren Ausgabe');
    await bild(page, 'ausgaben-mieterhoehung-1280');
  });
});
