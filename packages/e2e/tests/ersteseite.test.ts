// Issue 12 §3 "A fast first page": the built page holds the first step's HTML (prerendered at
// build time), so the question shows before (and without) the script; React hydrates that very
// markup without mismatch, and renders fresh where the client state differs (stored answers,
// another route).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { beobachteVerschiebung, verschiebung } from '../src/verschiebung.ts';
import { erwarteAppBereit, erwarteSichtbar } from '../src/warten.ts';

const umgebung = richteUmgebungEin();

/** spezifikation.md §2: the label of the first step's field, verbatim. */
const WOHNFLAECHE_LABEL = 'Wohnfläche zwischen 20 m² und 160 m² eingeben';

/** React's hydration complaints: production builds log them as minified errors 418/423/425. */
const HYDRATIONSFEHLER =
  /hydrat|Minified React error #4(18|19|23|25)|react\.dev\/errors\/4(18|19|23|25)/i;

/** Every console message and uncaught error of the page, for the hydration check. */
function sammleMeldungen(page: Page): string[] {
  const meldungen: string[] = [];
  page.on('console', (m) => meldungen.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => meldungen.push(`pageerror: ${String(e)}`));
  return meldungen;
}

const startArt = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.start ?? null);

test('ohne JavaScript zeigt die Seite die Frage des ersten Schritts mit ihrem Feld', async () => {
  const kontext = await umgebung.browser.newContext({
    baseURL: umgebung.server.basisUrl,
    javaScriptEnabled: false,
    locale: 'de-DE',
  });
  try {
    const page = await kontext.newPage();
    await page.goto('/berechnung.html#/wohnflaeche');
    await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Wohnfläche', exact: true }));
    await erwarteSichtbar(page.getByRole('textbox', { name: WOHNFLAECHE_LABEL, exact: true }));
    await erwarteSichtbar(page.getByText('Schritt 1 von', { exact: false }));
    // the app never ran: no script made this
    expect(await startArt(page)).toBeNull();
  } finally {
    await kontext.close();
  }
});

test('React übernimmt die vorgerenderte Seite ohne Hydrationsfehler und ohne sie zu ersetzen', async () => {
  const page = await umgebung.neueSeite();
  const meldungen = sammleMeldungen(page);
  // hold the app's entry script back: what shows meanwhile is the prerendered HTML alone
  const freigeben = await halteSkriptZurueck(page);
  await page.goto('/berechnung.html#/wohnflaeche', { waitUntil: 'commit' });
  const ueberschrift = page.getByRole('heading', { level: 1, name: 'Wohnfläche', exact: true });
  await erwarteSichtbar(ueberschrift);
  await erwarteSichtbar(page.getByRole('textbox', { name: WOHNFLAECHE_LABEL, exact: true }));
  expect(await startArt(page)).toBeNull();
  const vorher = await ueberschrift.elementHandle();
  freigeben();

  await erwarteAppBereit(page);
  expect(await startArt(page)).toBe('hydriert');
  // hydrated, not replaced: the heading the browser painted first is still the one in the page
  expect(await vorher!.evaluate((el) => el.isConnected)).toBe(true);
  // and the app answers: a valid area leads to the next step
  const rechner = new Rechner(page);
  await rechner.wohnflaeche.fill('65,5');
  await rechner.weiter.click();
  await rechner.erwarteSchritt('Baujahr', 'baujahr');
  expect(meldungen.filter((m) => HYDRATIONSFEHLER.test(m))).toEqual([]);
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('mit gespeicherten Antworten oder auf einer anderen Route rendert React neu, ohne Fehler', async () => {
  const page = await umgebung.neueSeite();
  const meldungen = sammleMeldungen(page);
  const rechner = new Rechner(page);
  await rechner.oeffne('baujahr');
  // issue 29: another route is prerendered too, and hydrated where nothing is stored
  expect(await startArt(page)).toBe('hydriert');
  // the prerendered first step is gone, not shown beside the page of the route
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).allInnerTexts())
    .toEqual(['Baujahr']);

  await rechner.oeffne('wohnflaeche');
  await rechner.wohnflaeche.fill('65,5');
  await rechner.weiter.click();
  await rechner.erwarteSchritt('Baujahr', 'baujahr');
  // the answer is stored for this tab: back on the first step, the page must show it
  await page.goto('/berechnung.html#/wohnflaeche'); // a hash change: the same document
  await page.reload();
  await erwarteAppBereit(page);
  expect(await startArt(page)).toBe('neu');
  await expect.poll(() => rechner.wohnflaeche.inputValue()).toMatch(/^65[,.]5$/);
  expect(meldungen.filter((m) => HYDRATIONSFEHLER.test(m))).toEqual([]);
  expect(umgebung.seitenFehler()).toEqual([]);
});

// Issue 17 §16: opened directly, another route showed the prerendered first step, then replaced
// it – Lighthouse counted a layout shift of 0.153 (mobile profile). Issue 29 "Speed": every route
// is prerendered, so with the entry script held back the browser already paints the route's own
// page (before: only the header, the first step hidden); React then hydrates that very markup
// (the heading painted first stays in the page) without shifting anything (Chromium's
// layout-shift entries, the measure of Lighthouse's CLS), hydration error or CSP violation.
test.each([
  ['wohnlage', 'Wohnlage'],
  ['abweichungen', 'Abweichungen'],
  ['karte', /^Stadtplan/],
  ['zuschlaege', 'Zu- und Abschläge'],
  ['berechnung', 'Neue Berechnung'],
  ['berechnungsergebnisse', 'Berechnungsergebnisse'],
  ['mieterhoehung', 'Mieterhöhung prüfen'],
  ['mietpreisbremse', 'Mietpreisbremse prüfen'],
  ['miete-im-vergleich', 'Ihre Miete im Vergleich'],
  ['impressum', 'Impressum'],
  ['datenschutz', 'Datenschutz'],
  ['barrierefreiheit', /^Erklärung zur Barriere/],
  ['leichte-sprache', 'Leichte Sprache'],
])(
  'direkt geöffnet zeigt #/%s vor dem Skript die eigene Seite und verschiebt nichts',
  async (route, titel) => {
    // Lighthouse's mobile viewport: the footer shift was measured there
    const page = await umgebung.neueSeite({ breite: 412, hoehe: 823 });
    const meldungen = sammleMeldungen(page);
    await beobachteVerschiebung(page);
    await page.addInitScript(() => {
      const w = window as unknown as { cspVerstoesse: string[] };
      w.cspVerstoesse = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspVerstoesse.push(`${e.violatedDirective}: ${e.blockedURI}`),
      );
    });
    const freigeben = await halteSkriptZurueck(page);
    await page.goto(`/berechnung.html#/${route}`, { waitUntil: 'commit' });
    await erwarteSichtbar(page.getByText('Mietspiegelrechner München 2025').first());
    // no script of the app has run: the page's own HTML, and never the first step's question
    const ueberschrift = page.getByRole('heading', { level: 1, name: titel });
    await erwarteSichtbar(ueberschrift);
    expect(await page.locator('#root h1', { hasText: 'Wohnfläche' }).count()).toBe(0);
    expect(await startArt(page)).toBeNull();
    const vorher = await ueberschrift.elementHandle();
    freigeben();

    await erwarteAppBereit(page);
    expect(await startArt(page)).toBe('hydriert');
    await erwarteSichtbar(page.getByRole('heading', { level: 1, name: titel }));
    expect(await vorher!.evaluate((el) => el.isConnected)).toBe(true);
    // #/karte on this server without map data: measured once the page has said so – it once
    // showed its map area until it learned that, then the note in its place (a shift of 0.12);
    // with map data: geodaten.test.ts
    if (route === 'karte') {
      await erwarteSichtbar(page.getByText('Für den Stadtplan sind noch keine Kartendaten'));
    }
    // the pages naming the operator: once the server has said it knows none (this server runs
    // without BETREIBER_DATEI) – its details once pushed the page's text down (0.20–0.41)
    if (['impressum', 'datenschutz', 'barrierefreiheit'].includes(route)) {
      await erwarteSichtbar(page.getByText('Die Angaben des Betreibers fehlen.'));
    }
    expect(await verschiebung(page)).toBeLessThan(0.01);
    const cspVerstoesse = await page.evaluate(
      () => (window as unknown as { cspVerstoesse: string[] }).cspVerstoesse,
    );
    expect(cspVerstoesse).toEqual([]);
    expect(meldungen.filter((m) => HYDRATIONSFEHLER.test(m))).toEqual([]);
    expect(umgebung.seitenFehler()).toEqual([]);
  },
);

// Reloaded with a whole calculation stored in the tab (a tenant reloading the results on her
// phone): the prerender of the results and checks, made without answers, said „Es fehlen noch
// Angaben“ with all 18 steps until the script came; then React rendered „Seite wird geladen …“
// and then the page, with the footer first at the foot of the screen and then pushed down
// (Chromium: layout shifts of 0.14 and 0.07). Now nothing of the main area or footer shows until
// the app has rendered the page, in one pass.
test.each([
  ['berechnungsergebnisse', 'Berechnungsergebnisse'],
  ['mieterhoehung', 'Mieterhöhung prüfen'],
])(
  'neu geladen mit einer ganzen Berechnung sagt #/%s nie „Es fehlen noch Angaben“ und verschiebt nichts',
  async (route, titel) => {
    const page = await umgebung.neueSeite({ breite: 412, hoehe: 823 });
    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus();
    await rechner.erwarteBetrag('14,07 €');
    await page.goto(`/berechnung.html#/${route}`);
    await erwarteSichtbar(page.getByRole('heading', { level: 1, name: titel }));
    await beobachteVerschiebung(page);
    const freigeben = await halteSkriptZurueck(page);
    await page.reload({ waitUntil: 'commit' });
    await erwarteSichtbar(page.getByText('Mietspiegelrechner München 2025').first());
    // the prerender is in the page, but not shown: no false „missing“ before the script
    const fehlend = page.getByText('Es fehlen noch Angaben');
    await expect.poll(() => fehlend.count()).toBe(1);
    expect(await fehlend.isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    freigeben();
    await erwarteAppBereit(page);
    expect(await startArt(page)).toBe('neu');
    await erwarteSichtbar(page.getByRole('heading', { level: 1, name: titel }));
    await erwarteSichtbar(page.getByRole('contentinfo'));
    expect(await page.getByText('Es fehlen noch Angaben').count()).toBe(0);
    expect(await verschiebung(page)).toBeLessThan(0.01);
    expect(umgebung.seitenFehler()).toEqual([]);
  },
);

test('mit einer Abfrage ohne eigene Vorlage bleibt die erste Seite verdeckt, bis die App rendert', async () => {
  const page = await umgebung.neueSeite();
  const freigeben = await halteSkriptZurueck(page);
  await page.goto('/berechnung.html#/wohnlage?info=wohnlage', { waitUntil: 'commit' });
  await erwarteSichtbar(page.getByText('Mietspiegelrechner München 2025').first());
  const ersteFrage = page.locator('#root h1', { hasText: 'Wohnfläche' });
  expect(await ersteFrage.count()).toBe(1); // in the page, prerendered …
  expect(await ersteFrage.isVisible()).toBe(false); // … but not shown
  freigeben();
  await erwarteAppBereit(page);
  expect(await startArt(page)).toBe('neu');
  await erwarteSichtbar(page.getByRole('heading', { level: 1, name: 'Wohnlage' }));
  expect(umgebung.seitenFehler()).toEqual([]);
});

/** Holds the app's entry script back until `freigeben()`: the page is the prerendered HTML alone. */
async function halteSkriptZurueck(page: Page): Promise<() => void> {
  let freigeben = () => {};
  const freigegeben = new Promise<void>((r) => (freigeben = r));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (r) => {
    await freigegeben;
    await r.continue();
  });
  return freigeben;
}

// The developers' guide: never lose a user's work. On a slow phone the prerendered question is
// there seconds before the script: what is typed or chosen meanwhile was wiped when React took
// the page over (the field showed "65,5", then nothing). app/fruehe-eingaben.ts hands it over.
test('was vor dem Skript ins vorgerenderte Feld getippt wird, bleibt und zählt', async () => {
  const page = await umgebung.neueSeite();
  const freigeben = await halteSkriptZurueck(page);
  await page.goto('/berechnung.html#/wohnflaeche', { waitUntil: 'commit' });
  const rechner = new Rechner(page);
  await erwarteSichtbar(rechner.wohnflaeche);
  await rechner.wohnflaeche.fill('65,5');
  expect(await startArt(page)).toBeNull();
  freigeben();

  await erwarteAppBereit(page);
  expect(await startArt(page)).toBe('hydriert');
  expect(await rechner.wohnflaeche.inputValue()).toBe('65,5');
  // in the app's state, not only on the screen: Weiter takes it, and it is there on the way back
  await rechner.weiter.click();
  await rechner.erwarteSchritt('Baujahr', 'baujahr');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await rechner.erwarteSchritt('Wohnfläche', 'wohnflaeche');
  expect(await rechner.wohnflaeche.inputValue()).toMatch(/^65[,.]5$/);
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('eine vor dem Skript gewählte Antwort bleibt gewählt und zählt', async () => {
  const page = await umgebung.neueSeite();
  const freigeben = await halteSkriptZurueck(page);
  await page.goto('/berechnung.html#/heizung', { waitUntil: 'commit' });
  const rechner = new Rechner(page);
  const nein = page.getByRole('radio', { name: 'Nein, vollständig beheizt' });
  await erwarteSichtbar(nein);
  await nein.check();
  freigeben();

  await erwarteAppBereit(page);
  expect(await startArt(page)).toBe('hydriert');
  await expect.poll(() => nein.isChecked()).toBe(true);
  await rechner.weiter.click();
  await rechner.erwarteSchritt('Fußbodenheizung', 'fussbodenheizung');
  expect(umgebung.seitenFehler()).toEqual([]);
});

test('mit gespeicherten Antworten gilt, was vor dem Skript getippt wurde', async () => {
  const page = await umgebung.neueSeite();
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');
  await rechner.wohnflaeche.fill('80');
  await rechner.weiter.click();
  await rechner.erwarteSchritt('Baujahr', 'baujahr');
  await page.goto('/berechnung.html#/wohnflaeche');
  const freigeben = await halteSkriptZurueck(page);
  await page.reload({ waitUntil: 'commit' });
  await erwarteSichtbar(rechner.wohnflaeche);
  await rechner.wohnflaeche.fill('65,5');
  freigeben();

  await erwarteAppBereit(page);
  // rendered fresh from the stored answers (80), then the later answer typed meanwhile
  expect(await startArt(page)).toBe('neu');
  await expect.poll(() => rechner.wohnflaeche.inputValue()).toBe('65,5');
  await rechner.weiter.click();
  await rechner.erwarteSchritt('Baujahr', 'baujahr');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect.poll(() => rechner.wohnflaeche.inputValue()).toMatch(/^65[,.]5$/);
  expect(umgebung.seitenFehler()).toEqual([]);
});
