// Issue: a complete calculation by keyboard only (Tab, Space, Enter, arrow keys; no mouse),
// ending in the worked example of berechnungsregeln.md §2; focus moves to each step's heading
// (STYLE.md 9).
import { expect, test } from 'vitest';
import { BEISPIEL, ERWARTET } from '../src/beispiel.ts';
import { normalisiere, Rechner } from '../src/rechner.ts';
import {
  drueckePerTastatur,
  kreuzePerTastaturAn,
  tabBis,
  waehleOptionPerTastatur,
} from '../src/tastatur.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteFokus, erwarteRoute } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

test('komplette Berechnung nur mit der Tastatur ergibt 14,07 €/m² und 921,59 € (Beispiel)', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');

  for (const [i, schritt] of BEISPIEL.entries()) {
    await rechner.erwarteSchritt(schritt.titel, schritt.route);
    // STYLE.md 9: from the second step on, focus moves to the step's heading.
    if (i > 0) await erwarteFokus(rechner.ueberschrift(schritt.titel));

    if (schritt.eingabe !== undefined) {
      await tabBis(page, rechner.wohnflaeche);
      await page.keyboard.type(schritt.eingabe);
      expect(await rechner.wohnflaeche.inputValue()).toBe(schritt.eingabe);
    }
    if (schritt.option !== undefined) {
      const gruppe = page.getByRole('group').filter({ has: rechner.option(schritt.option) });
      await waehleOptionPerTastatur(page, gruppe, rechner.option(schritt.option));
    }
    for (const label of schritt.auswahl ?? []) {
      await kreuzePerTastaturAn(page, rechner.kaestchen(label));
    }
    const letzter = i === BEISPIEL.length - 1;
    await drueckePerTastatur(page, letzter ? rechner.mieteBerechnen : rechner.weiter);
  }

  await erwarteRoute(page, 'berechnungsergebnisse');
  await rechner.erwarteBetrag('14,07 €');
  const text = normalisiere(await page.locator('main').innerText());
  for (const betrag of Object.values(ERWARTET)) expect(text).toContain(betrag);
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('die Leertaste wählt eine Option und hebt die Auswahl wieder auf (§2)', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnlage');
  await rechner.erwarteSchritt('Wohnlage');
  const erste = rechner.option('Durchschnittliche Lage');
  await tabBis(page, erste);
  await page.keyboard.press('Space');
  await expect.poll(() => erste.isChecked()).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => erste.isChecked()).toBe(false);
});

// issue 26 §12: Space then ArrowDown without a pause – the 100 ms toggle of Space must not
// check the first option after the arrow key has moved focus and choice to the second. The
// page's clock is Playwright's, so "after 100 ms" is a state we step to, not a wait.
test('Leertaste und sofort Pfeil nach unten: die angekreuzte Option folgt dem Pfeil', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnlage');
  await rechner.erwarteSchritt('Wohnlage');
  const erste = rechner.option('Durchschnittliche Lage');
  const zweite = rechner.option('Gute Lage');
  await tabBis(page, erste);
  await page.clock.install();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.clock.runFor(1_000);
  await erwarteFokus(zweite);
  expect(await zweite.isChecked()).toBe(true);
  expect(await erste.isChecked()).toBe(false);
});

test('Zurück per Tastatur führt zum vorigen Schritt und setzt den Fokus auf dessen Überschrift', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('gebaeudetyp');
  await rechner.erwarteSchritt('Gebäudetyp');
  await drueckePerTastatur(page, rechner.zurueck);
  await rechner.erwarteSchritt('Wohnlage', 'wohnlage');
  await erwarteFokus(rechner.ueberschrift('Wohnlage'));
});
