// BITV 2.0 / WCAG 2.1 AA (common.md; STYLE.md 11): zero axe violations on every route of
// spezifikation.md §2 the wizard serves – each step, /berechnung, /zuschlaege and
// /berechnungsergebnisse with results –, on a step in its error state and on steps with a
// 'Konflikt!' box; and a 320 px wide viewport without horizontal scrolling (WCAG 1.4.10).
import { meldungen } from '@mietspiegel/domain';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { BEISPIEL } from '../src/beispiel.ts';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteAppBereit, erwarteRoute, erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

// issue 26 §19: at 320 px a wide Info table (Haustypen) scrolls sideways and must then be
// reachable by keyboard (axe scrollable-region-focusable), so the steps are checked at both widths.
test.each([1280, 320])(
  'axe: jeder Schritt des Assistenten ohne Verstöße, auch mit geöffnetem Info-Bereich (%i px)',
  async (breite) => {
    const page = await umgebung.neueSeite(breite === 320 ? { breite, hoehe: 640 } : {});
    const rechner = new Rechner(page);
    const fehler: string[] = [];
    for (const schritt of BEISPIEL) {
      await rechner.oeffne(schritt.route);
      await rechner.erwarteSchritt(schritt.titel);
      try {
        await erwarteKeineAxeVerstoesse(page, `#/${schritt.route} (${breite} px)`);
      } catch (e) {
        fehler.push((e as Error).message);
      }
      // §2: every step has a collapsible Info panel – checked opened as well
      const info = rechner.info;
      await info.click();
      await expect.poll(() => info.getAttribute('aria-expanded')).toBe('true');
      try {
        await erwarteKeineAxeVerstoesse(
          page,
          `#/${schritt.route} mit geöffnetem Info-Bereich (${breite} px)`,
        );
      } catch (e) {
        fehler.push((e as Error).message);
      }
    }
    expect(fehler, fehler.join('\n\n')).toEqual([]);
  },
);

test.each([
  ['berechnung', 'Ja, Daten löschen'],
  ['zuschlaege', null],
])('axe: /%s ohne Verstöße', async (route, knopf) => {
  const page = await umgebung.neueSeite();
  await page.goto(`/berechnung.html#/${route}`, { waitUntil: 'commit' });
  await erwarteAppBereit(page);
  await erwarteSichtbar(page.getByRole('heading', { level: 1 }), 60_000);
  if (knopf) await erwarteSichtbar(page.getByRole('button', { name: knopf }));
  if (route === 'zuschlaege') {
    await erwarteSichtbar(page.getByRole('table'));
    await erwarteKeineAxeVerstoesse(page, `#/${route}`);
    // issue 29: the tables are collapsed under their headings; checked opened as well
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('main details'))
        (d as HTMLDetailsElement).open = true;
    });
    await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(10);
  }
  await erwarteKeineAxeVerstoesse(page, `#/${route}`);
});

test('axe: /berechnungsergebnisse mit Ergebnis ohne Verstöße', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');
  await erwarteKeineAxeVerstoesse(page, '#/berechnungsergebnisse');
});

test('axe: Schritte im Fehlerzustand ohne Verstöße', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');
  await rechner.wohnflaeche.fill('10');
  await rechner.weiter.click();
  await erwarteSichtbar(page.getByRole('alert'));
  await erwarteKeineAxeVerstoesse(page, '#/wohnflaeche mit Fehlermeldung');

  await rechner.oeffne('baujahr');
  await rechner.weiter.click();
  await erwarteSichtbar(rechner.alarm('Bitte wählen Sie eine Option aus'));
  await erwarteKeineAxeVerstoesse(page, '#/baujahr ohne Auswahl');

  await rechner.oeffne('abweichungen');

  await rechner.abweichungenAngeben();
  await page.getByRole('textbox', { name: /^Zusätzliche Begründung \(/ }).fill('9');
  await rechner.weiter.click();
  await erwarteSichtbar(rechner.alarm('Geben Sie hier einen Wert zwischen'));
  await erwarteKeineAxeVerstoesse(page, '#/abweichungen mit Grenzfehler');
});

async function waehleUndWeiter(rechner: Rechner, route: string, option: string) {
  await rechner.oeffne(route);
  await rechner.option(option).click();
  await rechner.weiter.click();
  await expect.poll(() => new URL(rechner.page.url()).hash).not.toBe(`#/${route}`);
}

test('axe: Schritte mit „Warnung!“ und „Konflikt!“ ohne Verstöße', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await waehleUndWeiter(rechner, 'baujahr', 'bis 1918');
  await rechner.oeffne('gebaeudetyp');
  await erwarteSichtbar(page.getByText(meldungen.warnungTitel));
  await erwarteKeineAxeVerstoesse(page, '#/gebaeudetyp mit Warnung');
  await rechner.option('Hochhaus').click();
  await rechner.weiter.click();
  await erwarteSichtbar(rechner.konflikt);
  await erwarteKeineAxeVerstoesse(page, '#/gebaeudetyp mit Konflikt');

  await rechner.oeffne('abweichungen');

  await rechner.abweichungenAngeben();
  await page.getByRole('textbox', { name: /^Rückgebäude \(/ }).fill('0,3');
  await rechner.weiter.click();
  await erwarteSichtbar(rechner.konflikt);
  await erwarteKeineAxeVerstoesse(page, '#/abweichungen mit Konflikt');
});

async function horizontalGescrollt(page: Page): Promise<{ breit: number; sichtbar: number }> {
  return page.evaluate(() => ({
    breit: document.documentElement.scrollWidth,
    sichtbar: document.documentElement.clientWidth,
  }));
}

test('320 px breit: die ersten Schritte ohne horizontales Scrollen bedienbar', async () => {
  const page = await umgebung.neueSeite({ breite: 320, hoehe: 640 });
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');
  for (const schritt of BEISPIEL.slice(0, 6)) {
    await rechner.erwarteSchritt(schritt.titel, schritt.route);
    const masse = await horizontalGescrollt(page);
    expect(masse.breit, `#/${schritt.route}: Inhalt ${masse.breit}px breit`).toBeLessThanOrEqual(
      masse.sichtbar,
    );
    // the controls stay inside the viewport
    const knopf = await rechner.weiter.boundingBox();
    expect(knopf && knopf.x + knopf.width).toBeLessThanOrEqual(320);
    await rechner.beantworteMitMaus(schritt);
  }
  await rechner.erwarteSchritt(BEISPIEL[6]!.titel, BEISPIEL[6]!.route);
  await erwarteRoute(page, BEISPIEL[6]!.route);
});

/** Elements of `auswahl` sticking out of their `rahmen` (or the viewport), as text. */
async function ueberstehend(page: Page, auswahl: string, rahmen: string): Promise<string[]> {
  return page.evaluate(
    ([a, r]) =>
      [...document.querySelectorAll<HTMLElement>(a!)].flatMap((el) => {
        const box = el.getBoundingClientRect();
        const rand = (el.closest(r!) ?? document.documentElement).getBoundingClientRect();
        const rechts = Math.min(rand.right, document.documentElement.clientWidth);
        return box.right > rechts + 0.5 || box.left < rand.left - 0.5
          ? [
              `${el.textContent?.trim().slice(0, 40)}: ${box.left}–${box.right} in ${rand.left}–${rechts}`,
            ]
          : [];
      }),
    [auswahl, rahmen],
  );
}

// issue 17 §11 (WCAG 1.4.10): the Betriebskosten checklist rows were 334 px wide and clipped; the
// results breakdown's amount column started off-screen inside its scroll area
test('320 px breit: Betriebskosten-Liste und Aufschlüsselung ohne Abgeschnittenes', async () => {
  const page = await umgebung.neueSeite({ breite: 320, hoehe: 640 });
  const rechner = new Rechner(page);
  await rechner.fuelleBeispielAus('betriebskosten');
  // the checklist shows with a gross rent: all its rows
  await rechner.option('Bruttomiete oder Teilinklusivmiete').click();
  await erwarteSichtbar(page.getByRole('group', { name: /Welche Betriebskosten/ }));
  expect(await ueberstehend(page, '.option', 'fieldset')).toEqual([]);
  const masse = await horizontalGescrollt(page);
  expect(masse.breit).toBeLessThanOrEqual(masse.sichtbar);

  await page.getByRole('button', { name: 'Miete berechnen' }).click();
  // issue 29: the figures first, the breakdown on request
  await page.getByText('Grundpreis und Zu- und Abschläge anzeigen').click();
  const tabelle = page.getByRole('table', { name: /Zusammensetzung der durchschnittlichen Miete/ });
  await erwarteSichtbar(tabelle);
  // every amount and its heading inside the frame, with nothing to scroll to
  expect(
    await ueberstehend(page, '.tabelle-rahmen th, .tabelle-rahmen td', '.tabelle-rahmen'),
  ).toEqual([]);
  const rahmen = await page.evaluate(() =>
    [...document.querySelectorAll('.tabelle-rahmen')].map((r) => r.scrollWidth - r.clientWidth),
  );
  expect(
    rahmen.every((zuviel) => zuviel <= 0),
    `zu breit um ${rahmen.join(', ')} px`,
  ).toBe(true);
  expect((await horizontalGescrollt(page)).breit).toBeLessThanOrEqual(320);
});

// Issue 12 §4: the API description as a page (/api/dokumentation, docs/adr/0009) – axe-clean with
// every schema opened, readable at 320 px, its link to the JSON description working.
test('API-Dokumentation: ohne axe-Verstöße, auch mit geöffneten Schemas, 320 px ohne horizontales Scrollen', async () => {
  const page = await umgebung.neueSeite({ breite: 320, hoehe: 640 });
  await page.goto('/api/dokumentation');
  await erwarteSichtbar(
    page.getByRole('heading', { level: 1, name: 'Mietspiegelrechner – HTTP-API' }),
  );
  expect(await page.title()).toBe('Mietspiegelrechner – API-Dokumentation');
  const link = page.getByRole('link', { name: /Maschinenlesbare Beschreibung/ });
  expect(await link.getAttribute('href')).toBe('/api/openapi.json');
  // Opened by keyboard: the first schema's summary is reachable and opens with Enter.
  const erstes = page.locator('summary').first();
  await erstes.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => erstes.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))
    .toBe(true);
  for (const d of await page.locator('details').all())
    await d.evaluate((e) => ((e as HTMLDetailsElement).open = true));
  await erwarteKeineAxeVerstoesse(page, '/api/dokumentation');
  const masse = await horizontalGescrollt(page);
  expect(masse.breit, `Inhalt ${masse.breit}px breit`).toBeLessThanOrEqual(masse.sichtbar);
  const beschreibung = await page.request.get('/api/openapi.json');
  expect(beschreibung.status()).toBe(200);
});
