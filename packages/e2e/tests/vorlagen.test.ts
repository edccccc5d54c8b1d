// Berechnungsvorlagen in the browser against the real server with the embedded database
// (spezifikation.md §2 "Save template", "Template list", §4 "Template flows", §6, §7, §8).
// The tests share the server's database but not their data: each makes the templates it needs
// under its own names and reads notifications from the page's record, never by catching the 5 s
// a success notice is shown (issue 9 B13: they must pass in any order and on a busy machine).
import { meldungen } from '@mietspiegel/domain';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { Rechner } from '../src/rechner.ts';
import { schrittNachRoute } from '../src/beispiel.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import {
  erwarteAngekreuzt,
  erwarteFokus,
  erwarteRoute,
  erwarteSichtbar,
  erwarteVerschwunden,
} from '../src/warten.ts';
import {
  erwarteMeldung,
  legeKontoAn,
  legeVorlageAn,
  melde,
  neuesDatenverzeichnis,
  SCHREIBRECHT,
  SpeichernSeite,
  VorlagenListe,
} from './vorlagen-seiten.ts';

const NAME = 'erika';
const PASSWORT = 'sehr-geheim-2025';
const datenVerzeichnis = neuesDatenverzeichnis();

// Registered before the environment's hooks, so the account exists when the server starts.
beforeAll(async () => {
  await legeKontoAn(datenVerzeichnis, NAME, PASSWORT, [SCHREIBRECHT]);
}, 120_000);

const umgebung = richteUmgebungEin({ DATA_DIR: datenVerzeichnis, DATABASE_URL: '' });

afterAll(async () => {
  await rm(datenVerzeichnis, { recursive: true, force: true });
});

async function angemeldeteSeite(route = '/berechnungsvorlagen'): Promise<Page> {
  const page = await umgebung.neueSeite();
  await melde(page, NAME, PASSWORT, route);
  return page;
}

/** Answers the worked example up to `bis` on /berechnung.html and presses Speichern there. */
async function speichereBeiSchritt(page: Page, bis: string): Promise<SpeichernSeite> {
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus(bis);
  await rechner.speichern.click();
  // Not under the auth path: the app goes to /auth/index.html#/save (the session exists).
  await page.waitForURL((url) => url.pathname === '/auth/index.html');
  const seite = new SpeichernSeite(page);
  await seite.erwarteOffen();
  return seite;
}

describe.sequential('Berechnungsvorlagen', () => {
  test('ohne Sitzung führt die Speicherseite zur Anmeldung und zurück', async () => {
    const page = await umgebung.neueSeite();
    await melde(page, NAME, PASSWORT, '/save');
    await new SpeichernSeite(page).erwarteOffen();
  });

  test('Speichern in einem Schritt speichert die Berechnung und kehrt zu diesem Schritt zurück', async () => {
    const page = await angemeldeteSeite();
    const seite = await speichereBeiSchritt(page, 'fussboden');
    await erwarteKeineAxeVerstoesse(page, '/save');

    await seite.fuelleAus('Schritt Akte', 'Erdgeschoss links');
    await seite.speichern.click();
    await erwarteMeldung(
      page,
      /Die Berechnung Nr\. \d+ Schritt Akte wurde erfolgreich gespeichert\./,
    );
    await new Rechner(page).erwarteSchritt(schrittNachRoute('fussboden').titel, 'fussboden');
    expect(umgebung.seitenFehler()).toEqual([]);
  });

  test('ein vergebener Name wird erst nach einem zweiten Speichern überschrieben', async () => {
    const page = await angemeldeteSeite();
    const vorhanden = await legeVorlageAn(page, 'Belegte Akte', 'alt');
    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus('modernisierterBoden');
    await rechner.speichern.click();
    const seite = new SpeichernSeite(page);
    await seite.erwarteOffen();

    await seite.fuelleAus('Belegte Akte', 'Erdgeschoss links, geprüft');
    await seite.speichern.click();
    const hinweis = page.getByRole('alert').filter({
      hasText: meldungen.nameExistiertAnlegen,
    });
    await erwarteSichtbar(hinweis);
    await erwarteRoute(page, 'save');
    await erwarteKeineAxeVerstoesse(page, '/save mit Überschreib-Hinweis');

    await seite.speichern.click();
    await erwarteMeldung(
      page,
      `Die Berechnung Nr. ${vorhanden} Belegte Akte wurde erfolgreich gespeichert.`,
    );
    await rechner.erwarteSchritt('Modernisierter Boden', 'modernisierterBoden');
  });

  test('ungültige Namen werden mit den Texten der Spezifikation abgewiesen', async () => {
    const page = await angemeldeteSeite('/save');
    const seite = new SpeichernSeite(page);
    await seite.fuelleAus('Akte/7');
    await seite.speichern.click();
    await erwarteSichtbar(page.getByRole('alert').filter({ hasText: 'zulässigen Dateinamen' }));
    await expect.poll(() => seite.dateiname.getAttribute('aria-invalid')).toBe('true');
    await seite.fuelleAus('x'.repeat(61));
    await erwarteSichtbar(page.getByRole('alert').filter({ hasText: meldungen.dateinameZuLang }));
    await seite.fuelleAus('Gültig', 'k'.repeat(101));
    await erwarteSichtbar(page.getByRole('alert').filter({ hasText: meldungen.kommentarZuLang }));
    await seite.abbrechen.click();
    await expect.poll(() => page.url()).not.toContain('#/save');
  });

  test('die Liste zeigt die Vorlagen, filtert je Spalte und besteht axe', async () => {
    const page = await angemeldeteSeite();
    await legeVorlageAn(page, 'Liste Eins', 'Erdgeschoss, geprüft');
    await legeVorlageAn(page, 'Liste Zwei', 'Rückgebäude');
    const liste = new VorlagenListe(page);
    // The header link works from the public page too: it leads under the auth path.
    await new Rechner(page).oeffne('wohnflaeche');
    await page.getByRole('link', { name: 'Berechnungsvorlagen', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth/index.html');
    await liste.erwarteOffen();
    await erwarteKeineAxeVerstoesse(page, '/berechnungsvorlagen');
    // Only this test's templates: other tests of the file add their own.
    await liste.filter('Dateiname').fill('Liste');
    await liste.erwarteDateinamen(['Liste Eins', 'Liste Zwei']);

    const zeile = liste.tabelle.locator('tbody tr').first();
    await expect
      .poll(() => zeile.locator('td').nth(2).innerText())
      .toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect.poll(() => zeile.locator('td').nth(3).innerText()).toBe(NAME);

    await liste.filter('Dateiname').fill('liste zwei');
    await liste.erwarteDateinamen(['Liste Zwei']);
    await liste.filter('Dateiname').fill('Liste');
    await liste.filter('Kommentar').fill('geprüft');
    await liste.erwarteDateinamen(['Liste Eins']);
    await liste.filter('Kommentar').fill('');
    await liste.erwarteDateinamen(['Liste Eins', 'Liste Zwei']);

    const kopf = page.getByRole('columnheader', { name: /Dateiname/ });
    await kopf.getByRole('button').click();
    await kopf.getByRole('button').click();
    await expect.poll(() => kopf.getAttribute('aria-sort')).toBe('descending');
    await liste.erwarteDateinamen(['Liste Zwei', 'Liste Eins']);
  });

  test('bei 320 px scrollt nur der Tabellenkasten, die Seite nicht (WCAG 1.4.10)', async () => {
    const page = await umgebung.neueSeite({ breite: 320 });
    await melde(page, NAME, PASSWORT, '/berechnungsvorlagen');
    await legeVorlageAn(page, 'Schmale Akte mit einem langen Namen', 'Kommentar');
    const liste = new VorlagenListe(page);
    await liste.filter('Dateiname').fill('Schmale Akte');
    await liste.erwarteDateinamen(['Schmale Akte mit einem langen Namen']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await erwarteKeineAxeVerstoesse(page, '/berechnungsvorlagen bei 320 px');
  });

  test('Bearbeiten weist einen vergebenen Namen ab und benennt sonst um', async () => {
    const page = await angemeldeteSeite();
    const id = await legeVorlageAn(page, 'Edit Alt', 'Rückgebäude');
    await legeVorlageAn(page, 'Edit Belegt');
    const liste = new VorlagenListe(page);
    await liste.filter('Dateiname').fill('Edit');
    await liste.erwarteDateinamen(['Edit Alt', 'Edit Belegt']);
    await liste.aktion('bearbeiten', 'Edit Alt').click();
    const seite = new SpeichernSeite(page);
    await seite.erwarteOffen();
    await expect.poll(() => seite.dateiname.inputValue()).toBe('Edit Alt');
    await expect.poll(() => seite.kommentar.inputValue()).toBe('Rückgebäude');

    await seite.fuelleAus('Edit Belegt');
    await seite.speichern.click();
    await erwarteSichtbar(
      page.getByRole('alert').filter({ hasText: meldungen.nameExistiertBearbeiten }),
    );
    await seite.speichern.click();
    await erwarteRoute(page, 'save');

    await seite.fuelleAus('Edit Neu', 'umbenannt');
    await seite.speichern.click();
    await erwarteMeldung(page, `Die Berechnung Nr. ${id} Edit Neu wurde erfolgreich geändert.`);
    await liste.erwarteOffen();
    await liste.filter('Dateiname').fill('Edit');
    await liste.erwarteDateinamen(['Edit Neu', 'Edit Belegt']);
  });

  test('eine inzwischen anderswo geänderte Vorlage wird nicht überschrieben (If-Match → 412)', async () => {
    const a = await angemeldeteSeite();
    const id = await legeVorlageAn(a, 'Konflikt Akte');
    // The form shows once the template (and its ETag) has been read.
    await a.goto(`/auth/index.html#/save?vorlage=${id}`);
    const seiteA = new SpeichernSeite(a);
    await seiteA.erwarteOffen();
    await expect.poll(() => seiteA.dateiname.inputValue()).toBe('Konflikt Akte');

    const b = await angemeldeteSeite();
    const listeB = new VorlagenListe(b);
    await listeB.filter('Dateiname').fill('Konflikt Akte');
    await listeB.erwarteDateinamen(['Konflikt Akte']);
    await listeB.aktion('bearbeiten', 'Konflikt Akte').click();
    const seiteB = new SpeichernSeite(b);
    await seiteB.erwarteOffen();
    await expect.poll(() => seiteB.dateiname.inputValue()).toBe('Konflikt Akte');
    await seiteB.kommentar.fill('von B');
    await seiteB.speichern.click();
    await erwarteMeldung(b, `Die Berechnung Nr. ${id} Konflikt Akte wurde erfolgreich geändert.`);

    await seiteA.kommentar.fill('von A');
    await seiteA.speichern.click();
    await erwarteMeldung(a, /inzwischen .*geändert/);
    await erwarteRoute(a, 'save');
    const liste = new VorlagenListe(a);
    await liste.oeffne();
    await liste.filter('Dateiname').fill('Konflikt Akte');
    await liste.erwarteDateinamen(['Konflikt Akte']);
    await expect
      .poll(() => liste.tabelle.locator('tbody tr').first().locator('td').nth(4).innerText())
      .toBe('von B');
  });

  test('Laden in einem zweiten Browserkontext stellt die Antworten und den Schritt wieder her', async () => {
    const gespeichert = await angemeldeteSeite();
    await speichereBeiSchritt(gespeichert, 'modernisierterBoden').then(async (seite) => {
      await seite.fuelleAus('Lade Akte');
      await seite.speichern.click();
    });
    await erwarteMeldung(gespeichert, /Lade Akte wurde erfolgreich gespeichert\./);

    const page = await angemeldeteSeite();
    const liste = new VorlagenListe(page);
    await liste.filter('Dateiname').fill('Lade Akte');
    await liste.erwarteDateinamen(['Lade Akte']);
    await liste.aktion('laden', 'Lade Akte').click();
    await erwarteMeldung(page, /Die Berechnung Nr\. \d+ Lade Akte wurde erfolgreich geladen\./);
    const rechner = new Rechner(page);
    await rechner.erwarteSchritt('Modernisierter Boden', 'modernisierterBoden');

    await page.goto('/auth/index.html#/wohnflaeche');
    await expect.poll(() => rechner.wohnflaeche.inputValue()).toMatch(/^65[,.]5$/);
    await page.goto('/auth/index.html#/wohnlage');
    await erwarteAngekreuzt(rechner.option('Gute Lage'));
    await page.goto('/auth/index.html#/elektrogeraete');
    await erwarteAngekreuzt(rechner.kaestchen('Ceran- oder Induktionskochfeld'));
    await erwarteAngekreuzt(rechner.kaestchen('Geschirrspülmaschine'));
    await page.goto('/auth/index.html#/fussboden');
    await erwarteAngekreuzt(rechner.option('Guter Bodenbelag'));
  });

  test('Löschen fragt in einem barrierefreien Dialog, Escape bricht ab, "Ja, löschen" löscht', async () => {
    const page = await angemeldeteSeite();
    const id = await legeVorlageAn(page, 'Lösch Akte');
    await legeVorlageAn(page, 'Lösch Nachbar');
    const liste = new VorlagenListe(page);
    await liste.filter('Dateiname').fill('Lösch');
    await liste.erwarteDateinamen(['Lösch Akte', 'Lösch Nachbar']);
    const loeschen = liste.aktion('löschen', 'Lösch Akte');
    await loeschen.focus();
    await page.keyboard.press('Enter');
    await erwarteSichtbar(liste.dialog);
    await erwarteSichtbar(
      liste.dialog.getByText('Wollen Sie die Datei "Lösch Akte" wirklich löschen?'),
    );
    await erwarteFokus(liste.dialog.getByRole('button', { name: 'Nein, zurück' }));
    await erwarteKeineAxeVerstoesse(page, 'Löschdialog');

    // Tab stays inside the modal dialog.
    await page.keyboard.press('Tab');
    await erwarteFokus(liste.dialog.getByRole('button', { name: 'Ja, löschen' }));
    await page.keyboard.press('Tab');
    await erwarteFokus(liste.dialog.getByRole('button', { name: 'Nein, zurück' }));

    await page.keyboard.press('Escape');
    await erwarteVerschwunden(liste.dialog);
    await erwarteFokus(loeschen);
    await liste.erwarteDateinamen(['Lösch Akte', 'Lösch Nachbar']);

    await loeschen.click();
    await liste.dialog.getByRole('button', { name: 'Ja, löschen' }).click();
    await erwarteMeldung(page, `Die Berechnung Nr. ${id} Lösch Akte wurde erfolgreich gelöscht.`);
    await liste.erwarteDateinamen(['Lösch Nachbar']);
    await page.reload();
    await liste.filter('Dateiname').fill('Lösch');
    await liste.erwarteDateinamen(['Lösch Nachbar']);
  });

  // issue 26 §13: a failed POST /logout is said, never "Sie wurden abgemeldet"; the retry signs
  // out, after which the session is gone
  test('Abmelden scheitert: /loggedout.html sagt es und meldet auf Wunsch erneut ab', async () => {
    const page = await angemeldeteSeite();
    const logout = (u: URL) => u.pathname === '/logout';
    await page.route(logout, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ fehler: [{ feld: '', meldung: 'Die Datenbank antwortet nicht.' }] }),
      }),
    );
    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/loggedout.html');
    await erwarteSichtbar(
      page.getByRole('heading', { level: 1, name: 'Die Abmeldung ist fehlgeschlagen.' }),
    );
    expect(await page.getByText('Sie wurden abgemeldet.').isVisible()).toBe(false);
    await erwarteKeineAxeVerstoesse(page, '/loggedout.html nach gescheiterter Abmeldung');
    // still signed in: the list opens without a new sign-in
    const zweite = await page.context().newPage();
    await zweite.goto('/auth/index.html#/berechnungsvorlagen');
    await erwarteSichtbar(
      zweite.getByRole('heading', { level: 1, name: 'Berechnungsvorlagen', exact: true }),
    );
    await zweite.close();

    // the retry fails again: said with the server's message
    const erneut = page.getByRole('button', { name: 'Erneut abmelden' });
    await erneut.click();
    await erwarteSichtbar(
      page.getByText(/wieder fehlgeschlagen\. Die Datenbank antwortet nicht\./),
    );

    await page.unroute(logout);
    await erneut.click();
    await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Sie wurden abgemeldet.' }));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.goto('/auth/index.html#/berechnungsvorlagen');
    await page.waitForURL(/\/anmeldung/);
  });

  test('Abmelden beendet die Sitzung und zeigt /loggedout.html', async () => {
    const page = await angemeldeteSeite();
    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/loggedout.html');
    await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Sie wurden abgemeldet.' }));
    expect(await page.getByRole('button', { name: 'Erneut abmelden' }).isVisible()).toBe(false);
    // The session is gone: the list asks for the sign-in again.
    await page.goto('/auth/index.html#/berechnungsvorlagen');
    await page.waitForURL(/\/anmeldung/);
  });
});
