// issue 21 §1 "Done when" in Chromium: the worked example (921,59 € a month), a lease from
// 01.01.2026 at 1.100,00 € exceeds the limit of 1.013,75 € by 86,25 €, with the steps; with
// "first use after 1 October 2014" it is not subject to the limit. The checks' routes opened
// directly: axe 0, no sideways scrolling at 320 px.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { BEISPIEL } from '../src/beispiel.ts';
import { pdfText } from '../src/pdf.ts';
import { normalisiere, Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteRoute, erwarteSichtbar, erwarteText } from '../src/warten.ts';

const umgebung = richteUmgebungEin({ DATABASE_URL: '' });
// screenshots for the developer to look at (not asserted); set BILDER_VERZEICHNIS to keep them
const BILDER = process.env.BILDER_VERZEICHNIS;

const URTEIL =
  'Ihre Miete von 1.100,00 € im Monat (16,79 €/m²) übersteigt die zulässige Miete von 1.013,75 € im Monat (15,48 €/m²) um 86,25 € im Monat (1,31 €/m²).';

function bremse(page: Page) {
  const bereich = page.getByRole('region', { name: 'Ihre Angaben zum neuen Mietvertrag' });
  return {
    bereich,
    beginn: bereich.getByLabel('Beginn des Mietverhältnisses', { exact: true }),
    miete: bereich.getByRole('textbox', { name: /Vereinbarte Nettokaltmiete/ }),
    erstnutzung: bereich.getByRole('checkbox', { name: /nach dem 1\. Oktober 2014/ }),
    auskunft: bereich.getByRole('group', { name: /vor Vertragsschluss/ }),
    urteil: bereich.locator('.mietpreisbremse__urteil'),
  };
}

async function keinSeitwaertsScrollen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

async function bild(page: Page, name: string) {
  if (BILDER) await page.screenshot({ path: `${BILDER}/${name}.png`, fullPage: true });
}

describe.sequential('Mietpreisbremse prüfen', () => {
  test('Rechenbeispiel: 1.100,00 € ab 01.01.2026 übersteigt 1.013,75 € um 86,25 €; § 556f Satz 1 nimmt sie aus', async () => {
    const page = await umgebung.neueSeite();
    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus();
    await rechner.erwarteBetrag('921,59 €');
    const liste = page.getByRole('navigation', { name: 'Was möchten Sie prüfen?' });
    await erwarteSichtbar(liste);
    await erwarteKeineAxeVerstoesse(page, 'Ergebnisseite mit „Was möchten Sie prüfen?“');
    await bild(page, 'ergebnis-1280');
    await liste.getByRole('link', { name: 'Mietpreisbremse prüfen' }).click();
    await erwarteRoute(page, 'mietpreisbremse');
    await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Mietpreisbremse prüfen' }));
    const f = bremse(page);
    await f.beginn.fill('2026-01-01');
    await f.miete.click();
    await page.keyboard.type('1.100,00');
    await expect.poll(async () => normalisiere(await f.urteil.innerText())).toBe(URTEIL);
    // the steps of the computation
    for (const schritt of [
      'Ortsübliche Vergleichsmiete (Durchschnitt) im Monat',
      '921,59 €',
      '1.013,75 €',
      '86,25 €',
    ])
      await erwarteText(f.bereich, schritt);
    // what follows and by when, each with its source
    const folgen = (await f.bereich.getByRole('heading', { level: 4 }).allTextContents()).map(
      normalisiere,
    );
    expect(folgen).toEqual([
      'Der überhöhte Teil der Miete ist unwirksam',
      'Rügen Sie den Verstoß in Textform',
      'Frist: Rüge bis zum 30.06.2028',
      'Sie haben ein Recht auf Auskunft',
    ]);
    await erwarteText(f.bereich, 'Rechtsgrundlage: § 556g Abs. 3 BGB');
    await erwarteText(f.bereich, 'keine Rechtsberatung');
    // the scale with its mark at 110 %
    await erwarteSichtbar(f.bereich.getByRole('img', { name: /Grenze von 110 % bei 15,48 €\/m²/ }));
    await erwarteKeineAxeVerstoesse(page, 'Mietpreisbremse mit Überschreitung');
    await bild(page, 'mietpreisbremse-1280');

    // § 556f Satz 1, disclosed before the contract: not subject to the limit
    await f.erstnutzung.check();
    await f.auskunft.getByRole('radio', { name: 'Ja' }).check();
    await expect
      .poll(async () => normalisiere(await f.urteil.innerText()))
      .toBe(
        'Nach Ihren Angaben gilt die Mietpreisbremse für Ihre Wohnung nicht (§ 556f Satz 1 BGB: erstmals genutzt und vermietet nach dem 1. Oktober 2014).',
      );
    expect(await f.bereich.getByRole('heading', { level: 4 }).count()).toBe(0);
    await erwarteKeineAxeVerstoesse(page, 'Mietpreisbremse mit Ausnahme');

    await f.erstnutzung.uncheck();
    await expect.poll(async () => normalisiere(await f.urteil.innerText())).toBe(URTEIL);

    // the way back; the PDF made there carries the check
    await page.getByRole('link', { name: 'Zurück zum Ergebnis' }).first().click();
    await erwarteRoute(page, 'berechnungsergebnisse');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'PDF herunterladen' }).click(),
    ]);
    const pfad = await download.path();
    if (BILDER) await download.saveAs(`${BILDER}/mietpreisbremse.pdf`);
    const text = normalisiere(await pdfText(pfad)).replace(/\s+/g, '');
    for (const teil of ['Mietpreisbremse prüfen', URTEIL, 'Frist: Rüge bis zum 30.06.2028'])
      expect(text).toContain(teil.replace(/\s+/g, ''));
    expect(umgebung.seitenFehler()).toEqual([]);
  });

  test('issue 26 §1: mit begründeter Abweichung +1,00 €/m² nennen Mieterhöhung und Mietpreisbremse dieselbe Vergleichsmiete (987,09 €), auf der Seite und im PDF', async () => {
    const page = await umgebung.neueSeite({ breite: 390, hoehe: 800 });
    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus('abweichungen');
    await rechner.abweichungenAngeben();
    await page.getByRole('textbox', { name: /^Zusätzliche Begründung \(/ }).fill('1,00');
    for (const schritt of BEISPIEL.slice(-2)) await rechner.beantworteMitMaus(schritt);
    await erwarteRoute(page, 'berechnungsergebnisse');
    await rechner.erwarteBetrag('987,09 €');

    // the increase check compares with 987,09 €
    await rechner.oeffne('mieterhoehung');
    const erhoehung = page.getByRole('region', { name: 'Ihre Angaben zur Mieterhöhung' });
    await erhoehung
      .getByRole('textbox', { name: 'Verlangte neue Miete (Euro im Monat)' })
      .fill('1000');
    await erwarteText(
      erhoehung,
      'ortsüblichen Vergleichsmiete dieser Berechnung von 987,09 € im Monat',
    );

    // the Mietpreisbremse with the same value: limit 1.085,80 €, 14,20 € over it
    await rechner.oeffne('mietpreisbremse');
    const f = bremse(page);
    await f.beginn.fill('2026-01-01');
    await f.miete.fill('1100');
    await expect
      .poll(async () => normalisiere(await f.urteil.innerText()))
      .toBe(
        'Ihre Miete von 1.100,00 € im Monat (16,79 €/m²) übersteigt die zulässige Miete von 1.085,80 € im Monat (16,58 €/m²) um 14,20 € im Monat (0,21 €/m²).',
      );
    await erwarteText(
      f.bereich,
      'Ortsübliche Vergleichsmiete mit begründeten Abweichungen im Monat',
    );
    await erwarteText(f.bereich, '987,09 €');
    const seite = normalisiere(await f.bereich.innerText());
    expect(seite).not.toContain('921,59');
    expect(seite).not.toContain('1.013,75');
    await bild(page, 'mietpreisbremse-abweichung-390');

    await page.getByRole('link', { name: 'Zurück zum Ergebnis' }).first().click();
    await erwarteRoute(page, 'berechnungsergebnisse');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'PDF herunterladen' }).click(),
    ]);
    const text = normalisiere(await pdfText(await download.path())).replace(/\s+/g, '');
    const imPdf = text.split('Mietpreisbremseprüfen')[1] ?? '';
    expect(imPdf).toContain('1.085,80€');
    expect(imPdf).toContain('987,09€');
    expect(imPdf).not.toContain('921,59');
    expect(umgebung.seitenFehler()).toEqual([]);
  });

  test('bei 320 px jede Prüfung direkt geöffnet: axe 0, kein seitliches Scrollen', async () => {
    const page = await umgebung.neueSeite({ breite: 320, hoehe: 800 });
    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus();
    await rechner.erwarteBetrag('921,59 €');
    await keinSeitwaertsScrollen(page);
    await bild(page, 'ergebnis-320');
    for (const [route, titel] of [
      ['miete-im-vergleich', 'Ihre Miete im Vergleich'],
      ['mieterhoehung', 'Mieterhöhung prüfen'],
      ['mietpreisbremse', 'Mietpreisbremse prüfen'],
    ] as const) {
      // a deep link: the page is loaded anew at that address (the answers are in the tab)
      await rechner.oeffne(route);
      await erwarteSichtbar(page.getByRole('heading', { level: 1, name: titel }));
      await erwarteSichtbar(page.getByRole('link', { name: 'Zurück zum Ergebnis' }).first());
      if (route === 'mietpreisbremse') {
        const f = bremse(page);
        await f.beginn.fill('2026-01-01');
        await f.miete.fill('1100');
        await expect.poll(async () => normalisiere(await f.urteil.innerText())).toBe(URTEIL);
        await f.erstnutzung.check();
        await erwarteSichtbar(f.auskunft);
        await f.erstnutzung.uncheck();
        await bild(page, 'mietpreisbremse-320');
      }
      await keinSeitwaertsScrollen(page);
      await erwarteKeineAxeVerstoesse(page, `${titel} direkt geöffnet (320 px)`);
    }
    expect(umgebung.seitenFehler()).toEqual([]);
  });
});
