import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// Robust waits: poll the accessibility-visible state, never sleep a fixed time.
const ZEITLIMIT = 20_000;

/**
 * The app has started: React has hydrated the prerendered first step or rendered the page
 * (issue 12 §3; the mark is set in packages/web/src/Wurzel.tsx). Before that the page may show
 * the prerendered first step, which looks ready but does not answer.
 */
export async function erwarteAppBereit(page: Page, timeout = 60_000): Promise<void> {
  await page.locator('html[data-app="bereit"]').waitFor({ state: 'attached', timeout });
}

export async function erwarteSichtbar(locator: Locator, timeout = ZEITLIMIT): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function erwarteVerschwunden(locator: Locator, timeout = ZEITLIMIT): Promise<void> {
  await expect.poll(() => locator.count(), { timeout }).toBe(0);
}

export async function erwarteText(
  locator: Locator,
  erwartet: string | RegExp,
  timeout = ZEITLIMIT,
): Promise<void> {
  // NBSP / narrow NBSP (Intl's spaces in amounts) read as plain spaces
  const text = () =>
    locator
      .first()
      .innerText({ timeout: 1_000 })
      .then((t) => t.replace(/[\u00a0\u202f]/g, ' '))
      .catch(() => '');
  if (typeof erwartet === 'string') await expect.poll(text, { timeout }).toContain(erwartet);
  else await expect.poll(text, { timeout }).toMatch(erwartet);
}

export async function erwarteFokus(locator: Locator, timeout = ZEITLIMIT): Promise<void> {
  await expect
    .poll(
      () =>
        locator
          .first()
          .evaluate((el) => el === document.activeElement)
          .catch(() => false),
      { timeout },
    )
    .toBe(true);
}

export async function erwarteRoute(page: Page, route: string, timeout = ZEITLIMIT): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).hash.replace(/\?.*$/, ''), { timeout })
    .toBe(`#/${route}`);
}

export async function erwarteAngekreuzt(
  locator: Locator,
  erwartet = true,
  timeout = ZEITLIMIT,
): Promise<void> {
  await expect
    .poll(
      () =>
        locator
          .first()
          .isChecked()
          .catch(() => !erwartet),
      { timeout },
    )
    .toBe(erwartet);
}

/** Text of the whole page as a user reads it. */
export async function seitenText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}
