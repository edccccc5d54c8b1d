// Issue: a reload keeps the answers; /berechnung 'Ja, Daten löschen' clears them, 'Nein, Daten
// nicht löschen' keeps them (spezifikation.md §2 "Berechnung", §4 "Reset and load"); routes
// and the info hash parameter (§2).
import { expect, test } from 'vitest';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteAngekreuzt, erwarteRoute, erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

async function pruefeAntwortenVorhanden(rechner: Rechner, vorhanden: boolean) {
  await rechner.oeffne('wohnflaeche');
  await expect.poll(() => rechner.wohnflaeche.inputValue()).toMatch(vorhanden ? /^65[,.]5$/ : /^$/);
  await rechner.oeffne('baujahr');
  await erwarteAngekreuzt(rechner.option('1978 – 1988'), vorhanden);
  await rechner.oeffne('elektrogeraete');
  await erwarteAngekreuzt(rechner.kaestchen('Ceran- oder Induktionskochfeld'), vorhanden);
  await erwarteAngekreuzt(rechner.kaestchen('Geschirrspülmaschine'), vorhanden);
  await rechner.oeffne('fussboden');
  await erwarteAngekreuzt(rechner.option('Guter Bodenbelag'), vorhanden);
}

test('Neuladen behält Schritt und Antworten', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus('modernisierterBoden');
  await page.reload();
  await rechner.erwarteSchritt('Modernisierter Boden', 'modernisierterBoden');
  await pruefeAntwortenVorhanden(rechner, true);
});

test('„Ja, Daten löschen“ auf /berechnung löscht alle Antworten und führt zur Wohnfläche', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus('modernisierterBoden');
  await page.goto('/berechnung.html#/berechnung');
  await page.getByRole('button', { name: 'Ja, Daten löschen', exact: true }).click();
  await rechner.erwarteSchritt('Wohnfläche', 'wohnflaeche');
  await pruefeAntwortenVorhanden(rechner, false);
  // and it stays deleted after a reload
  await page.reload();
  await pruefeAntwortenVorhanden(rechner, false);
});

test('„Nein, Daten nicht löschen“ behält die Antworten und führt zur Wohnfläche', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus('modernisierterBoden');
  await page.goto('/berechnung.html#/berechnung');
  await page.getByRole('button', { name: 'Nein, Daten nicht löschen', exact: true }).click();
  await rechner.erwarteSchritt('Wohnfläche', 'wohnflaeche');
  await pruefeAntwortenVorhanden(rechner, true);
});

test('Zurück auf der Wohnfläche führt zur neuen Berechnung (/berechnung, Index 0)', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');
  await rechner.zurueck.click();
  await erwarteRoute(page, 'berechnung');
  await erwarteSichtbar(page.getByRole('button', { name: 'Ja, Daten löschen' }));
});

test('/ leitet auf /berechnung.html und unbekannte Pfade auf die Wohnfläche um (§2)', async () => {
  const page = await umgebung.neueSeite();
  await page.goto('/');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/berechnung.html');
  const rechner = new Rechner(page);
  await rechner.erwarteSchritt('Wohnfläche');
  await page.goto('/berechnung.html#/gibt-es-nicht');
  await rechner.erwarteSchritt('Wohnfläche');
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/(wohnflaeche)?$/);
});

test.each([
  ['wohnlage', 'wohnlage', 'Wohnlage'],
  ['gebaeudetyp', 'gebaeudetypen', 'Gebäudetyp'],
])('#/%s?info=%s öffnet den Info-Bereich (§2)', async (route, info, titel) => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne(`${route}?info=${info}`);
  await rechner.erwarteSchritt(titel);
  const knopf = rechner.info;
  await expect.poll(() => knopf.getAttribute('aria-expanded')).toBe('true');
  // without the parameter the panel starts closed
  await rechner.oeffne('haustyp');
  await rechner.erwarteSchritt('Haustypen');
  await expect.poll(() => knopf.getAttribute('aria-expanded')).toBe('false');
});
