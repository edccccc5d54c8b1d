import type { Page } from 'playwright-core';

/**
 * Layout shifts as Lighthouse's CLS counts them (Chromium's layout-shift entries), summed from
 * the page's first paint on (issue 17 §16). Call before `page.goto`.
 */
export async function beobachteVerschiebung(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { verschiebung: number };
    w.verschiebung = 0;
    new PerformanceObserver((liste) => {
      for (const e of liste.getEntries() as unknown as { value: number }[]) {
        w.verschiebung += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts so far. */
export function verschiebung(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { verschiebung: number }).verschiebung);
}
