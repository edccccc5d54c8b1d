/**
 * Measuring the length of the product in the hand (issue 29 "Length"): how far the forward
 * button lies on arrival at a step, how long a page is, and how many Tab presses lie between
 * two elements. Every figure is read from the page's state after it has settled, never timed.
 */
import type { Locator, Page } from 'playwright-core';
import { BEISPIEL, type SchrittAntwort } from './beispiel.ts';
import { Rechner } from './rechner.ts';
import { erwarteAppBereit, erwarteRoute, erwarteSichtbar } from './warten.ts';

export interface SchrittMass {
  route: string;
  /** the forward button (Weiter / Miete berechnen) lies wholly inside the first screen */
  knopfSichtbar: boolean;
  /** bottom edge of the forward button in px from the top of the screen */
  knopfUnten: number;
  /** document height in px */
  laenge: number;
}

/** Document height in CSS px (what a user scrolls through). */
export async function seitenLaenge(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  );
}

/** Waits until the layout has settled: two frames in a row with the same height. */
export async function warteAufRuhigesLayout(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((fertig) => {
        let vorher = -1;
        let gleich = 0;
        const schau = () => {
          const jetzt = document.documentElement.scrollHeight;
          gleich = jetzt === vorher ? gleich + 1 : 0;
          vorher = jetzt;
          if (gleich >= 2) fertig();
          else requestAnimationFrame(schau);
        };
        requestAnimationFrame(schau);
      }),
  );
}

/** The element lies wholly inside the viewport as it is now (scroll position included). */
export async function ganzImBild(element: Locator): Promise<{ ganz: boolean; unten: number }> {
  return element.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      ganz: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
      unten: Math.round(r.bottom),
    };
  });
}

/**
 * Walks the worked example (berechnungsregeln.md §2) with the mouse, measuring each step as it
 * opens: before anything is typed or chosen and before any scrolling.
 */
export async function messeGang(page: Page): Promise<SchrittMass[]> {
  const rechner = new Rechner(page);
  await rechner.oeffne('wohnflaeche');
  const masse: SchrittMass[] = [];
  for (const schritt of BEISPIEL) {
    masse.push(await messeSchritt(page, rechner, schritt));
    await rechner.beantworteMitMaus(schritt);
  }
  await erwarteRoute(page, 'berechnungsergebnisse');
  return masse;
}

async function messeSchritt(
  page: Page,
  rechner: Rechner,
  schritt: SchrittAntwort,
): Promise<SchrittMass> {
  await rechner.erwarteSchritt(schritt.titel, schritt.route);
  const letzter = schritt.route === BEISPIEL[BEISPIEL.length - 1]?.route;
  const knopf = letzter ? rechner.mieteBerechnen : rechner.weiter;
  await erwarteSichtbar(knopf);
  await warteAufRuhigesLayout(page);
  const { ganz, unten } = await ganzImBild(knopf);
  return {
    route: schritt.route,
    knopfSichtbar: ganz,
    knopfUnten: unten,
    laenge: await seitenLaenge(page),
  };
}

/** Opens a route of the app in the same tab (the answers stay in its sessionStorage). */
export async function oeffneRoute(page: Page, route: string, bereit: Locator): Promise<number> {
  await page.evaluate((r) => {
    location.hash = `#/${r}`;
  }, route);
  await erwarteRoute(page, route);
  await erwarteAppBereit(page);
  await erwarteSichtbar(bereit, 30_000);
  await warteAufRuhigesLayout(page);
  return seitenLaenge(page);
}

/** Tab presses from the element that has the focus now to `ziel`; `max` + 1 if never. */
export async function tabsBis(page: Page, ziel: Locator, max = 80): Promise<number> {
  const hatFokus = () =>
    ziel
      .first()
      .evaluate((el) => el === document.activeElement)
      .catch(() => false);
  for (let i = 0; i <= max; i++) {
    if (await hatFokus()) return i;
    await page.keyboard.press('Tab');
  }
  return max + 1;
}
