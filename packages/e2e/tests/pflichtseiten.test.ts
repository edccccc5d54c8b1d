// Issue 21 §2 "Done when": from /berechnung.html the footer links „Barrierefreiheit“, „Leichte
// Sprache“, „Datenschutz“ and „Impressum“ open pages with those headings; axe finds nothing; at
// 320 px nothing scrolls sideways (WCAG 1.4.10). The server runs with an operator file
// (BETREIBER_DATEI) and a tile server, as an authority would run it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { normalisiere } from '../src/rechner.ts';
import { erwarteAppBereit, erwarteRoute, erwarteSichtbar, erwarteText } from '../src/warten.ts';

const betreiberDatei = join(mkdtempSync(join(tmpdir(), 'mietspiegel-betreiber-')), 'b.json');
writeFileSync(
  betreiberDatei,
  JSON.stringify({
    name: 'Testbehörde für Mietfragen',
    stelle: 'Referat für besonders lange Bezeichnungen von Dienststellen',
    anschrift: { strasse: 'Teststraße 1', plz: '80331', ort: 'München' },
    email: 'mietspiegelrechner-barrierefreiheit@sehr-lange-domain.example',
    datenschutzbeauftragter: { name: 'Dana Schutz', email: 'dsb@test.example' },
    barrierefreiheit: {
      letztePruefung: '2026-10-01',
      methode: 'Selbstbewertung',
      kontakt: 'barrierefreiheit@test.example',
    },
    protokollAufbewahrungTage: 7,
  }),
);

const umgebung = richteUmgebungEin({
  BETREIBER_DATEI: betreiberDatei,
  KARTE_KACHEL_URL: 'https://kacheln.example.org/{z}/{x}/{y}.png',
});

const SEITEN = [
  ['Barrierefreiheit', 'barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
  ['Leichte Sprache', 'leichte-sprache', 'Leichte Sprache'],
  ['Datenschutz', 'datenschutz', 'Datenschutz'],
  ['Impressum', 'impressum', 'Impressum'],
] as const;

async function oeffneUeberFusszeile(page: Page, link: string, route: string, h1: string) {
  await page.goto('/berechnung.html', { waitUntil: 'commit' });
  await erwarteAppBereit(page);
  const fuss = page.getByRole('contentinfo');
  await fuss
    .getByRole('navigation', { name: 'Hinweise zum Angebot' })
    .getByRole('link', {
      name: link,
      exact: true,
    })
    .click();
  await erwarteRoute(page, route);
  await erwarteText(page.getByRole('heading', { level: 1 }), h1);
  // the text as read: soft hyphens in long words (issue 26 §18) show only at a line break
  expect(normalisiere(await page.getByRole('heading', { level: 1 }).innerText())).toBe(h1);
}

test.each(SEITEN)(
  'Fußzeile → „%s“: Seite mit Überschrift, ohne axe-Verstöße',
  async (link, route, h1) => {
    const page = await umgebung.neueSeite();
    await oeffneUeberFusszeile(page, link, route, h1);
    // the operator's details have arrived where the page shows them
    if (route !== 'leichte-sprache')
      await erwarteSichtbar(page.getByText(/Testbehörde für Mietfragen/));
    await erwarteKeineAxeVerstoesse(page, `#/${route}`);
  },
);

test('320 px breit: die vier Seiten ohne seitliches Scrollen', async () => {
  const page = await umgebung.neueSeite({ breite: 320, hoehe: 640 });
  const fehler: string[] = [];
  for (const [link, route, h1] of SEITEN) {
    await oeffneUeberFusszeile(page, link, route, h1);
    if (route !== 'leichte-sprache') {
      await erwarteSichtbar(page.getByText(/Testbehörde für Mietfragen/));
    }
    const breit = await page.evaluate(() => document.documentElement.scrollWidth);
    if (breit > 320) fehler.push(`#/${route}: ${breit}px breit`);
  }
  expect(fehler).toEqual([]);
});

test('Datenschutz nennt den eingerichteten Kachelserver', async () => {
  const page = await umgebung.neueSeite();
  await oeffneUeberFusszeile(page, 'Datenschutz', 'datenschutz', 'Datenschutz');
  await erwarteText(page.locator('main'), 'kacheln.example.org');
  await erwarteText(page.locator('main'), 'Server-Protokolle 7 Tage');
});

test('die vorgerenderte erste Seite hat die Fußzeile schon ohne JavaScript', async () => {
  const kontext = await umgebung.browser.newContext({
    baseURL: umgebung.server.basisUrl,
    javaScriptEnabled: false,
    locale: 'de-DE',
  });
  try {
    const page = await kontext.newPage();
    await page.goto('/berechnung.html');
    const nav = page.getByRole('contentinfo').getByRole('navigation', {
      name: 'Hinweise zum Angebot',
    });
    await erwarteSichtbar(nav);
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(SEITEN.map(([link]) => link));
  } finally {
    await kontext.close();
  }
});

test.each(['/anmeldung', '/loggedout.html'])(
  '%s: Fußzeile mit den vier Links, ohne axe-Verstöße, 320 px ohne seitliches Scrollen',
  async (pfad) => {
    for (const breite of [1280, 320]) {
      const page = await umgebung.neueSeite({ breite, hoehe: 640 });
      await page.goto(pfad);
      const nav = page.getByRole('contentinfo').getByRole('navigation', {
        name: 'Hinweise zum Angebot',
      });
      await erwarteSichtbar(nav);
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(SEITEN.map(([link]) => link));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        breite,
      );
      await erwarteKeineAxeVerstoesse(page, `${pfad} bei ${breite} px`);
    }
    // the link leads to the app's page
    const page = await umgebung.neueSeite();
    await page.goto(pfad);
    await page.getByRole('link', { name: 'Impressum', exact: true }).click();
    await erwarteAppBereit(page);
    await erwarteText(page.getByRole('heading', { level: 1 }), 'Impressum');
  },
);
