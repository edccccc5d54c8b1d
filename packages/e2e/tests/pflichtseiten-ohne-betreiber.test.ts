// Issue 21 §2: a default start without BETREIBER_DATEI – the pages say plainly which setting is
// missing (and invent nothing), still with axe 0 and no sideways scrolling at 320 px.
import { expect, test } from 'vitest';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteAppBereit, erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

test.each(['barrierefreiheit', 'datenschutz', 'impressum'])(
  '#/%s ohne Betreiberdatei: nennt BETREIBER_DATEI, axe 0, 320 px ohne seitliches Scrollen',
  async (route) => {
    for (const breite of [1280, 320]) {
      const page = await umgebung.neueSeite({ breite, hoehe: 640 });
      await page.goto(`/berechnung.html#/${route}`, { waitUntil: 'commit' });
      await erwarteAppBereit(page);
      const hinweis = page.getByText('Die Angaben des Betreibers fehlen.');
      await erwarteSichtbar(hinweis);
      expect(await page.locator('main').innerText()).toContain(
        'Dieser Rechner wurde ohne die Einstellung BETREIBER_DATEI gestartet.',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        breite,
      );
      await erwarteKeineAxeVerstoesse(page, `#/${route} ohne Betreiberdatei bei ${breite} px`);
    }
  },
);

test('der Server warnt beim Start, dass BETREIBER_DATEI fehlt', () => {
  expect(umgebung.server.ausgabe()).toContain('BETREIBER_DATEI ist nicht gesetzt');
});
