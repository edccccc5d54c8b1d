// Every conflict kind of spezifikation.md §4: a conflicting option shows 'Warnung!' while not
// chosen and a red 'Konflikt!' alert when chosen; Weiter stays; choosing differently resolves it.
import { meldungen } from '@mietspiegel/domain';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteRoute, erwarteSichtbar, erwarteVerschwunden } from '../src/warten.ts';

const umgebung = richteUmgebungEin();
/** §5: the general conflict text shown on Weiter while a conflict is open. */
const sammelmeldung = meldungen.konflikteAllgemein;

/** Sets an answer the way a user does: open the step, choose, Weiter – and it must advance. */
async function beantworte(rechner: Rechner, route: string, labels: string[], mehrfach = false) {
  await rechner.oeffne(route);
  for (const label of labels) {
    const element = mehrfach ? rechner.kaestchen(label) : rechner.option(label);
    await element.click();
    await expect.poll(() => element.isChecked()).toBe(true);
  }
  await rechner.weiter.click();
  await expect.poll(() => new URL(rechner.page.url()).hash).not.toBe(`#/${route}`);
}

/** The list item of an option: its warning / conflict box sits next to the label. */
function optionsEintrag(page: Page, option: ReturnType<Rechner['option']>) {
  return page.getByRole('listitem').filter({ has: option });
}

/**
 * The common pattern: on `route`, `konfliktOption` carries 'Warnung!' while not chosen; chosen
 * it raises the 'Konflikt!' alert and Weiter stays; `loesung` clears it and Weiter leads on to
 * `naechste`.
 */
async function pruefeKonfliktUndLoesung(
  rechner: Rechner,
  {
    route,
    konfliktOption,
    loesung,
    naechste,
    mehrfach = false,
  }: {
    route: string;
    konfliktOption: string;
    loesung: string;
    naechste: string;
    mehrfach?: boolean;
  },
) {
  const page = rechner.page;
  await rechner.oeffne(route);
  const option = mehrfach ? rechner.kaestchen(konfliktOption) : rechner.option(konfliktOption);
  const eintrag = optionsEintrag(page, option);
  // not chosen: 'Warnung!' on the option, no alert
  await erwarteSichtbar(eintrag.getByText(meldungen.warnungTitel));
  await expect.poll(() => rechner.beschreibung(option)).toContain(meldungen.warnungTitel);
  expect(await rechner.konflikt.count()).toBe(0);
  // chosen: red 'Konflikt!' announced as alert, with the request to change the input
  await option.click();
  await erwarteSichtbar(rechner.konflikt);
  await erwarteSichtbar(eintrag.getByRole('alert').filter({ hasText: meldungen.konfliktTitel }));
  expect(await rechner.konflikt.first().innerText()).toContain(meldungen.bitteAendern);
  await rechner.weiter.click();
  await erwarteSichtbar(rechner.konflikt);
  await erwarteRoute(page, route);
  // resolved
  if (mehrfach) await option.click();
  const andere = mehrfach ? rechner.kaestchen(loesung) : rechner.option(loesung);
  await andere.click();
  await erwarteVerschwunden(rechner.konflikt);
  await rechner.weiter.click();
  await erwarteRoute(page, naechste);
}

test('Baujahr 1999–2008, dann Fußbodenheizung „Ja“: Konflikt, gelöst mit „Nein“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['1999 – 2008']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'fussbodenheizung',
    konfliktOption: 'Ja',
    loesung: 'Nein',
    naechste: 'sanitaerbereich',
  });
});

test('Fußbodenheizung „Ja“, dann Baujahr 1999–2008: Konflikt im Baujahr, gelöst mit 1989–1998', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'fussbodenheizung', ['Ja']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'baujahr',
    konfliktOption: '1999 – 2008',
    loesung: '1989 – 1998',
    naechste: 'wohnlage',
  });
});

test('Gebäudetyp Hochhaus bei Baujahr bis 1918: Konflikt, gelöst mit Wohnblock', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['bis 1918']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'gebaeudetyp',
    konfliktOption: 'Hochhaus',
    loesung: 'Wohnblock',
    naechste: 'haustyp',
  });
});

test('Haustyp „Guter Altbau“ bei Baujahr 1978–1988: Konflikt, gelöst mit „Sonstiger Haustyp“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['1978 – 1988']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'haustyp',
    konfliktOption: 'Guter Altbau',
    loesung: 'Sonstiger Haustyp',
    naechste: 'heizung',
  });
});

test('Haustyp „Einfacher Nachkriegsbau“ bei Baujahr 1930–1948: Konflikt, gelöst mit „Einfacher Altbau“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['1930 – 1948']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'haustyp',
    konfliktOption: 'Einfacher Nachkriegsbau',
    loesung: 'Einfacher Altbau',
    naechste: 'heizung',
  });
});

test('Küchengrundausstattung „Nein“, dann Elektrogeräte: Konflikt, gelöst mit „Keines dieser Geräte“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'kuechengrundausstattung', ['Nein']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'elektrogeraete',
    konfliktOption: 'Geschirrspülmaschine',
    loesung: 'Keines dieser Geräte',
    naechste: 'fussboden',
    mehrfach: true,
  });
});

test('Elektrogeräte gewählt, dann Küchengrundausstattung „Nein“: Konflikt, gelöst mit „Ja“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'elektrogeraete', ['Ceran- oder Induktionskochfeld'], true);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'kuechengrundausstattung',
    konfliktOption: 'Nein',
    loesung: 'Ja',
    naechste: 'elektrogeraete',
  });
});

test('Fußboden „Kein Bodenbelag“, dann modernisierter Boden „Ja“: Konflikt, gelöst mit „Nein“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'fussboden', ['Kein Bodenbelag']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'modernisierterBoden',
    konfliktOption: 'Ja',
    loesung: 'Nein',
    naechste: 'terrasseBalkon',
  });
});

test('modernisierter Boden „Ja“, dann Fußboden „Kein Bodenbelag“: Konflikt, gelöst mit „Guter Bodenbelag“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'modernisierterBoden', ['Ja']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'fussboden',
    konfliktOption: 'Kein Bodenbelag',
    loesung: 'Guter Bodenbelag',
    naechste: 'modernisierterBoden',
  });
});

test('Sanitärbereich „Modernisiertes Bad“ bei Baujahr 2009–2018: Konflikt, gelöst mit „Handtuchheizkörper“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['2009 – 2018']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'sanitaerbereich',
    konfliktOption: 'Modernisiertes Bad',
    loesung: 'Handtuchheizkörper',
    naechste: 'kueche',
    mehrfach: true,
  });
});

test('Terrasse/Balkon „Ja“ bei Baujahr 1999–2008: Konflikt, gelöst mit „Nein“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['1999 – 2008']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'terrasseBalkon',
    konfliktOption: 'Ja',
    loesung: 'Nein',
    naechste: 'ausstattung',
  });
});

test('Modernisierte Fenster „Ja“ bei Baujahr 1949–1966: Konflikt, gelöst mit „Nein“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['1949 – 1966']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'modernisierteFenster',
    konfliktOption: 'Ja',
    loesung: 'Nein',
    naechste: 'abweichungen',
  });
});

test('modernisierter Boden „Ja“ bei Baujahr 2019–2021: Konflikt, gelöst mit „Nein“', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  await beantworte(rechner, 'baujahr', ['2019 – 2021']);
  await pruefeKonfliktUndLoesung(rechner, {
    route: 'modernisierterBoden',
    konfliktOption: 'Ja',
    loesung: 'Nein',
    naechste: 'terrasseBalkon',
  });
});

test('Abweichung „Besonders gestaltete Fassade“ bei Baujahr nach 1948: Warnung, Konflikt, Sammelmeldung, gelöst', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  const page = rechner.page;
  await beantworte(rechner, 'baujahr', ['1978 – 1988']);
  await rechner.oeffne('abweichungen');
  await rechner.abweichungenAngeben();
  const fassadeA = page.getByRole('textbox', { name: /^Besonders gestaltete Fassade \(/ });
  // class applies but nothing entered: a warning tied to the field, no alert
  await expect.poll(() => rechner.beschreibung(fassadeA)).toContain(meldungen.warnungTitel);
  expect(await rechner.konflikt.count()).toBe(0);
  await fassadeA.fill('0,2');
  await erwarteSichtbar(rechner.konflikt);
  await expect.poll(() => rechner.beschreibung(fassadeA)).toContain(meldungen.konfliktTitel);
  await rechner.weiter.click();
  await erwarteRoute(page, 'abweichungen');
  // §5 general text; §4 values reformatted with two decimals
  await erwarteSichtbar(rechner.alarm(sammelmeldung));
  await expect.poll(() => fassadeA.inputValue()).toBe('0,20');
  await fassadeA.fill('');
  await erwarteVerschwunden(rechner.konflikt);
  await rechner.weiter.click();
  await erwarteRoute(page, 'betriebskosten');
});

test('Abweichung „Rückgebäude“ bei Baujahr bis 1918 und „Wärmedämmung“ bei 1999–2008: Konflikt', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  const page = rechner.page;
  await beantworte(rechner, 'baujahr', ['bis 1918']);
  await rechner.oeffne('abweichungen');
  await rechner.abweichungenAngeben();
  const rueck = page.getByRole('textbox', { name: /^Rückgebäude \(/ });
  await rueck.fill('0,3');
  await erwarteSichtbar(rechner.konflikt);
  await rechner.weiter.click();
  await erwarteRoute(page, 'abweichungen');
  await erwarteSichtbar(rechner.alarm(sammelmeldung));
  await rueck.fill('');
  await erwarteVerschwunden(rechner.konflikt);

  await beantworte(rechner, 'baujahr', ['1999 – 2008']);
  await rechner.oeffne('abweichungen');
  await rechner.abweichungenAngeben();
  const daemmung = page.getByRole('textbox', { name: /^Wärmedämmung \(/ });
  await daemmung.fill('0,5');
  await erwarteSichtbar(rechner.konflikt);
  await rechner.weiter.click();
  await erwarteRoute(page, 'abweichungen');
  await erwarteSichtbar(rechner.alarm(sammelmeldung));
  await daemmung.fill('0');
  await erwarteVerschwunden(rechner.konflikt);
  await rechner.weiter.click();
  await erwarteRoute(page, 'betriebskosten');
});

test('Ergebnis mit offenem Konflikt: ein Schritt zurück, „Berechnung ist nicht möglich …“ mit Links zu den Schritten', async () => {
  const rechner = new Rechner(await umgebung.neueSeite());
  const page = rechner.page;
  await rechner.fuelleBeispielAus();
  await rechner.erwarteBetrag('14,07 €');
  // Baujahr 1999–2008 fits every other answer of the example …
  await beantworte(rechner, 'baujahr', ['1999 – 2008']);
  // … but not floor heating 'Ja'; the user leaves the conflict unresolved
  await rechner.oeffne('fussbodenheizung');
  await rechner.option('Ja').click();
  await erwarteSichtbar(rechner.konflikt);
  await page.goto('/berechnung.html#/berechnungsergebnisse', { waitUntil: 'commit' });
  // §4 Results: with an error flag set the wizard goes back one step (to betriebskosten)
  await erwarteSichtbar(rechner.alarm(sammelmeldung));
  await erwarteRoute(page, 'betriebskosten');
  expect(await page.getByText(/921,59\s€/).count()).toBe(0);
  // issue 17 §15: said at once on the step itself, and the focus is on the reason
  await erwarteSichtbar(
    page.getByRole('main').getByRole('alert').filter({ hasText: sammelmeldung }),
  );
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain(sammelmeldung);
  // the message names both steps of the conflict and links to them
  const meldung = rechner.alarm(meldungen.konflikteAllgemein);
  await erwarteSichtbar(meldung.getByRole('link', { name: 'Baujahr', exact: true }));
  await meldung.getByRole('link', { name: 'Fußbodenheizung', exact: true }).click();
  await rechner.erwarteSchritt('Fußbodenheizung', 'fussbodenheizung');

  // resolved: back to the example's answers, and the result is there again
  await beantworte(rechner, 'fussbodenheizung', ['Nein']);
  await beantworte(rechner, 'baujahr', ['1978 – 1988']);
  await page.goto('/berechnung.html#/berechnungsergebnisse', { waitUntil: 'commit' });
  await rechner.erwarteBetrag('921,59 €');
});
