// Issue 29 §Abweichungen at 320 px: the step asks first whether a justified deviation applies;
// 'Ja' shows the six fields, 'Nein' none – and a 'Nein' takes what was typed out of the
// calculation (the result is the worked example's 921,59 €, not 987,09 € with +1,00 €/m²);
// axe finds nothing in either state.
import { expect, test } from 'vitest';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { BEISPIEL } from '../src/beispiel.ts';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteRoute, erwarteSichtbar, erwarteVerschwunden } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

test('Abweichungen (320 px): erst die Frage; „Ja“ zeigt die sechs Felder, „Nein“ nimmt sie aus der Berechnung', async () => {
  const page = await umgebung.neueSeite({ breite: 320, hoehe: 640 });
  const rechner = new Rechner(page);
  const felder = page.getByRole('textbox');
  const zusatz = page.getByRole('textbox', { name: /^Zusätzliche Begründung \(/ });
  await rechner.fuelleBeispielAus('abweichungen');

  // the question, no field yet (whether its button is on the first screen is the shell's part)
  await erwarteSichtbar(
    page.getByRole('group', {
      name: 'Hat die Wohnung Besonderheiten, die der Mietspiegel nicht abfragt?',
    }),
  );
  expect(await felder.count()).toBe(0);
  await erwarteKeineAxeVerstoesse(page, '#/abweichungen ohne Antwort (320 px)');

  // 'Ja': the six fields, each with its plain sentence
  await rechner.abweichungenAngeben();
  await expect.poll(() => felder.count()).toBe(6);
  await erwarteSichtbar(page.getByText(/^Mehr Miete für eine ruhige Wohnung im Hinterhaus/));
  await erwarteKeineAxeVerstoesse(page, '#/abweichungen mit „Ja“ (320 px)');
  await zusatz.fill('1,00');

  // 'Nein': no field, and no deviation in the result
  await rechner.option('Nein').click();
  await erwarteVerschwunden(zusatz);
  expect(await felder.count()).toBe(0);
  for (const schritt of BEISPIEL.slice(-2)) await rechner.beantworteMitMaus(schritt);
  await erwarteRoute(page, 'berechnungsergebnisse');
  await rechner.erwarteBetrag('921,59 €');
  expect(await page.locator('main').innerText()).not.toContain('987,09');

  // back, 'Ja', +1,00 €/m²: the deviation counts (15,07 €/m² × 65,5 m² = 987,09 €)
  await rechner.oeffne('abweichungen');
  await rechner.abweichungenAngeben();
  await zusatz.fill('1,00');
  for (const schritt of BEISPIEL.slice(-2)) await rechner.beantworteMitMaus(schritt);
  await erwarteRoute(page, 'berechnungsergebnisse');
  await rechner.erwarteBetrag('987,09 €');
  expect(umgebung.seitenFehler()).toEqual([]);
});
