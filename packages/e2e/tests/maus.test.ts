// Issue: a complete calculation by mouse, with double-click on options (spezifikation.md §2:
// "Radio-style steps advance on double-click of an option"), worked example of
// berechnungsregeln.md §2.
import { expect, test } from 'vitest';
import { BEISPIEL, ERWARTET } from '../src/beispiel';
import { normalisiere, Rechner } from '../src/rechner';
import { richteUmgebungEin } from '../src/umgebung';
import { erwarteAngekreuzt, erwarteRoute } from '../src/warten';

const umgebung = richteUmgebungEin();

test('komplette Berechnung mit der Maus und Doppelklick auf die Optionen', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');
  for (const schritt of BEISPIEL) {
    await rechner.beantworteMitMaus(schritt, { doppelklick: true });
  }
  await erwarteRoute(page, 'berechnungsergebnisse');
  await rechner.erwarteBetrag('14,07 €');
  const text = normalisiere(await page.locator('main').innerText());
  for (const betrag of Object.values(ERWARTET)) expect(text).toContain(betrag);
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('Doppelklick wählt die Option und geht weiter; Zurück zeigt sie gewählt', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnlage');
  await rechner.option('Beste Lage').dblclick();
  await rechner.erwarteSchritt('Gebäudetyp', 'gebaeudetyp');
  await rechner.zurueck.click();
  await rechner.erwarteSchritt('Wohnlage', 'wohnlage');
  await erwarteAngekreuzt(rechner.option('Beste Lage'));
  await erwarteAngekreuzt(rechner.option('Zentrale beste Lage'), false);
});

test('Doppelklick auf eine Betriebskosten-Option wählt sie und führt zum Ergebnis (§2)', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus('betriebskosten');
  await rechner.option('Nettomiete').dblclick();
  await erwarteRoute(page, 'berechnungsergebnisse');
  await rechner.erwarteBetrag('921,59 €');
});
