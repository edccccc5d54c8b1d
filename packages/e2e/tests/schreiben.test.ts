// issue 30 §1 "Done when" in Chromium: from the worked example, each letter made from its check
// page on a phone (390 px) and on a desktop (1280 px) – the tenant's answer to a demand of
// 1.000 € with 800 € three years before consents to 920,00 € and names the deadline 31.01.2027;
// a demand received within the Sperrfrist is answered as ineffective; the landlord's demand names
// 14,07 €/m² and the range; the Rüge names § 556g and the excess – each preview, copied text and
// PDF text checked; axe 0; one letter made with the keyboard alone.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { pdfText } from '../src/pdf.ts';
import { normalisiere, Rechner } from '../src/rechner.ts';
import { drueckePerTastatur, tabBis } from '../src/tastatur.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteRoute, erwarteSichtbar, erwarteText } from '../src/warten.ts';

const umgebung = richteUmgebungEin({ DATABASE_URL: '' });
// screenshots for the developer to look at (not asserted); set BILDER_VERZEICHNIS to keep them
const BILDER = process.env.BILDER_VERZEICHNIS;
// the day of the example: the letter was received on 15.11.2026
const HEUTE = new Date('2026-11-27T10:00:00Z');

const ABSENDER = 'Erika Muster\nBeispielweg 2\n80331 München';
const EMPFAENGER = 'Hausverwaltung Beispiel GmbH\nPostfach 1\n80000 München';

async function bild(page: Page, name: string) {
  if (!BILDER) return;
  await page.screenshot({ path: `${BILDER}/${name}.png`, fullPage: true });
  // the letters' section alone, readable at full size
  const bereich = page.getByRole('region', { name: 'Schreiben erstellen' });
  if (await bereich.count()) await bereich.screenshot({ path: `${BILDER}/${name}-bereich.png` });
}

/** A fresh tab at `breite`, the worked example walked to its results. */
async function zumErgebnis(breite: number): Promise<Page> {
  const page = await umgebung.neueSeite({
    breite,
    hoehe: breite < 400 ? 740 : 900,
    uhrzeit: HEUTE,
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('921,59 €');
  return page;
}

async function oeffnePruefung(page: Page, titel: 'Mieterhöhung prüfen' | 'Mietpreisbremse prüfen') {
  const liste = page.getByRole('navigation', { name: 'Was möchten Sie prüfen?' });
  await erwarteSichtbar(liste);
  await liste.getByRole('link', { name: titel }).click();
  await erwarteSichtbar(page.getByRole('heading', { level: 1, name: titel }));
}

function schreiben(page: Page) {
  const bereich = page.getByRole('region', { name: 'Schreiben erstellen' });
  return {
    bereich,
    oeffnen: bereich.getByRole('button', { name: 'Schreiben erstellen' }),
    vorschau: bereich.getByRole('region', { name: /^Vorschau/ }),
    absender: bereich.getByRole('textbox', { name: /^Absender/ }),
    empfaenger: bereich.getByRole('textbox', { name: /^Empfänger/ }),
    ort: bereich.getByRole('textbox', { name: 'Ort', exact: true }),
    datum: bereich.getByLabel('Datum des Schreibens'),
    kopieren: bereich.getByRole('button', { name: 'Text kopieren' }),
    pdf: bereich.getByRole('button', { name: 'Schreiben als PDF' }),
  };
}

/** The letter's text as the preview shows it, spaces as plain spaces. */
const gelesen = async (l: Locator) => normalisiere(await l.innerText());
const einzeilig = (t: string) => normalisiere(t).replace(/\s+/g, ' ');

async function fuelleFelderAus(s: ReturnType<typeof schreiben>) {
  await s.absender.fill(ABSENDER);
  await s.empfaenger.fill(EMPFAENGER);
  await s.ort.fill('München');
  await s.datum.fill('2026-11-27');
  await erwarteText(s.vorschau, 'München, 27.11.2026');
}

/** "Text kopieren": announced, and the clipboard holds the preview's text. */
async function kopiereUndPruefe(page: Page, s: ReturnType<typeof schreiben>) {
  await s.kopieren.click();
  await erwarteText(s.bereich.getByRole('status').last(), 'in die Zwischenablage kopiert');
  const kopiert = await page.evaluate(() => navigator.clipboard.readText());
  expect(einzeilig(kopiert)).toBe(einzeilig(await s.vorschau.innerText()));
}

/** "Schreiben als PDF": the downloaded file's text, on one line (the file kept as `name`). */
async function pdfVon(page: Page, knopf: Locator, name: string, enter = false): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    enter ? page.keyboard.press('Enter') : knopf.click(),
  ]);
  // named after the letter, as the server names it
  expect(download.suggestedFilename()).toMatch(
    /^(Antwort_Mieterhoehungsverlangen|Mieterhoehungsverlangen|Ruege_Mietpreisbremse)\.pdf$/,
  );
  if (BILDER) await download.saveAs(`${BILDER}/${name}.pdf`);
  return einzeilig(await pdfText(await download.path()));
}

const ohneLeer = (s: string) => s.replace(/\s+/g, '');
function erwarteImPdf(text: string, teile: string[]) {
  for (const teil of teile) expect(ohneLeer(text)).toContain(ohneLeer(teil));
}

async function erhoehung(
  page: Page,
  werte: Record<'neu' | 'vorDrei' | 'letzte' | 'zugang', string>,
) {
  const b = page.getByRole('region', { name: 'Ihre Angaben zur Mieterhöhung' });
  await b.getByRole('textbox', { name: 'Verlangte neue Miete (Euro im Monat)' }).fill(werte.neu);
  await b.getByRole('textbox', { name: /drei Jahre vor dem Wirksamwerden/ }).fill(werte.vorDrei);
  await b.getByLabel('Datum der letzten Mieterhöhung oder Ihres Einzugs').fill(werte.letzte);
  await b.getByLabel(/Erhöhungsschreiben zugegangen/).fill(werte.zugang);
}

describe.sequential('Schreiben erstellen', () => {
  for (const breite of [390, 1280]) {
    test(`bei ${breite} px: jedes Schreiben von seiner Prüfseite, Vorschau, kopierter Text, PDF, axe 0`, async () => {
      const page = await zumErgebnis(breite);
      await oeffnePruefung(page, 'Mieterhöhung prüfen');
      await erhoehung(page, {
        neu: '1.000,00',
        vorDrei: '800,00',
        letzte: '2025-01-01',
        zugang: '2026-11-15',
      });
      const s = schreiben(page);
      // closed at first: one line on the page
      await erwarteSichtbar(s.oeffnen);
      expect(await s.oeffnen.getAttribute('aria-expanded')).toBe('false');
      await bild(page, `schreiben-zu-${breite}`);
      await s.oeffnen.click();
      await erwarteSichtbar(s.vorschau);

      // the tenant's answer: partial consent up to 920,00 €, deadline 31.01.2027
      await fuelleFelderAus(s);
      const antwort = await gelesen(s.vorschau);
      expect(antwort).toContain('920,00 €');
      expect(antwort).toContain('31.01.2027');
      expect(antwort).toContain('Erika Muster');
      // the landlord's demand of 1.000 € is not offered: the page says why
      await erwarteText(s.bereich, 'Mieterhöhungsverlangen nach § 558a BGB (für Vermieterinnen');
      await erwarteKeineAxeVerstoesse(
        page,
        `Antwort auf ein Mieterhöhungsverlangen (${breite} px)`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        breite,
      );
      await bild(page, `schreiben-antwort-${breite}`);
      await kopiereUndPruefe(page, s);
      erwarteImPdf(await pdfVon(page, s.pdf, `antwort-${breite}`), [
        'Erika Muster',
        '920,00 €',
        '31.01.2027',
      ]);

      // a demand received within the year after the last increase: ineffective, no consent
      await erhoehung(page, {
        neu: '1.000,00',
        vorDrei: '800,00',
        letzte: '2026-06-01',
        zugang: '2026-11-15',
      });
      await expect.poll(() => gelesen(s.vorschau)).toMatch(/unwirksam/);
      expect(await gelesen(s.vorschau)).not.toContain('920,00 €');
      await erwarteText(s.bereich, 'Das Verlangen ist unwirksam; ich stimme nicht zu.');
      erwarteImPdf(await pdfVon(page, s.pdf, `unwirksam-${breite}`), ['unwirksam', '§ 558 Abs. 1']);

      // the landlord's demand of 920,00 €: classification, 14,07 €/m² and the range
      await erhoehung(page, {
        neu: '920,00',
        vorDrei: '800,00',
        letzte: '2025-01-01',
        zugang: '2026-11-15',
      });
      await s.bereich.getByRole('radio', { name: /Mieterhöhungsverlangen nach § 558a/ }).check();
      const verlangen = await gelesen(s.vorschau);
      for (const teil of ['14,07 €/m²', '11,26 €/m²', '16,84 €/m²', 'Gute Lage', '920,00 €'])
        expect(verlangen).toContain(teil);
      await erwarteKeineAxeVerstoesse(page, `Mieterhöhungsverlangen (${breite} px)`);
      await bild(page, `schreiben-verlangen-${breite}`);
      erwarteImPdf(await pdfVon(page, s.pdf, `verlangen-${breite}`), [
        '14,07 €/m²',
        '11,26',
        '16,84',
        'Gute Lage',
      ]);

      // the Rüge from "Mietpreisbremse prüfen": 1.100,00 € from 01.01.2026
      await page.getByRole('link', { name: 'Zurück zum Ergebnis' }).first().click();
      await erwarteRoute(page, 'berechnungsergebnisse');
      await oeffnePruefung(page, 'Mietpreisbremse prüfen');
      const b = page.getByRole('region', { name: 'Ihre Angaben zum neuen Mietvertrag' });
      await b.getByLabel('Beginn des Mietverhältnisses', { exact: true }).fill('2026-01-01');
      await b.getByRole('textbox', { name: /Vereinbarte Nettokaltmiete/ }).fill('1.100,00');
      const r = schreiben(page);
      await r.oeffnen.click();
      // the fields typed for the other letter are kept in the tab
      await expect.poll(() => r.absender.inputValue()).toBe(ABSENDER);
      const ruege = await gelesen(r.vorschau);
      expect(ruege).toContain('§ 556g');
      expect(ruege).toContain('86,25 €');
      await erwarteKeineAxeVerstoesse(page, `Rüge nach § 556g (${breite} px)`);
      await bild(page, `schreiben-ruege-${breite}`);
      await kopiereUndPruefe(page, r);
      erwarteImPdf(await pdfVon(page, r.pdf, `ruege-${breite}`), [
        '§ 556g',
        '86,25 €',
        'Erika Muster',
      ]);
      expect(umgebung.seitenFehler()).toEqual([]);
    });
  }

  test('nur mit der Tastatur: die Antwort auf das Verlangen bei 320 px, kopiert und als PDF', async () => {
    const page = await zumErgebnis(320);
    await oeffnePruefung(page, 'Mieterhöhung prüfen');
    await erhoehung(page, {
      neu: '1.000,00',
      vorDrei: '800,00',
      letzte: '2025-01-01',
      zugang: '2026-11-15',
    });
    const s = schreiben(page);
    await page.getByRole('heading', { level: 1 }).focus();
    await drueckePerTastatur(page, s.oeffnen);
    await erwarteSichtbar(s.vorschau);
    // full consent by the arrow keys in the answer's group
    const voll = s.bereich.getByRole('radio', { name: 'Ich stimme der verlangten Miete zu.' });
    await tabBis(page, s.bereich.getByRole('radio', { checked: true }).first());
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => voll.isChecked()).toBe(true);
    await tabBis(page, s.absender);
    await page.keyboard.type('Erika Muster');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Beispielweg 2');
    await tabBis(page, s.ort);
    await page.keyboard.type('München');
    await erwarteText(s.vorschau, 'Beispielweg 2');
    await expect.poll(() => gelesen(s.vorschau)).toContain('1.000,00 €');
    // the preview scrolls: it takes the focus, so it can be scrolled by keyboard
    await tabBis(page, s.vorschau);
    await bild(page, 'schreiben-tastatur-320');
    await erwarteKeineAxeVerstoesse(page, 'Antwort auf ein Mieterhöhungsverlangen (320 px)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await drueckePerTastatur(page, s.kopieren);
    await erwarteText(s.bereich.getByRole('status').last(), 'in die Zwischenablage kopiert');
    await tabBis(page, s.pdf);
    erwarteImPdf(await pdfVon(page, s.pdf, 'tastatur-320', true), [
      'Erika Muster',
      'Beispielweg 2',
      '1.000,00 €',
    ]);
    expect(umgebung.seitenFehler()).toEqual([]);
  });
});
