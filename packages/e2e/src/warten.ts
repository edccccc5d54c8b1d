import { expect as playwrightExpect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';

// Waits are Playwright's own auto-retrying assertions (expect from @playwright/test, used inside
// our vitest runner): they poll the page's state until it holds, never sleep a fixed time.
// The machine may be busy: 20 s before an assertion fails.
const ZEITLIMIT = 20_000;
export const expect = playwrightExpect.configure({ timeout: ZEITLIMIT });

/**
 * The app has started: React has hydrated the prerendered first step or rendered the page
 * (issue 12 §3; the mark is set in packages/web/src/Wurzel.tsx). Before that the page may show
 * the prerendered first step, which looks ready but does not answer.
 */
export async function erwarteAppBereit(page: Page, timeout = 60_000): Promise<void> {
  await expect(page.locator('html[data-app="bereit"]')).toBeAttached({ timeout });
}

export async function erwarteSichtbar(locator: Locator, timeout = ZEITLIMIT): Promise<void> {
  await expect(locator.first()).toBeVisible({ timeout });
}

export async function erwarteVerschwunden(locator: Locator, timeout = ZEITLIMIT): Promise<void> {
  await expect(locator).toHaveCount(0, { timeout });
}

/**
 * The text as a user reads it (innerText) contains the string or matches the pattern. Playwright
 * reads any run of white space – NBSP and narrow NBSP too (Intl's spaces in amounts) – as one
 * plain space in a string; a pattern is matched as written, so its plain spaces are widened to \s.
 */
export async function erwarteText(
  locator: Locator,
  erwartet: string | RegExp,
  timeout = ZEITLIMIT,
): Promise<void> {
  const muster =
    typeof erwartet === 'string'
      ? erwartet
      : new RegExp(erwartet.source.replace(/(?<!\\) /g, '\\s'), erwartet.flags);
  await expect(locator.first()).toContainText(muster, { timeout, useInnerText: true });
}

export async function erwarteFokus(locator: Locator, timeout = ZEITLIMIT): Promise<void> {
  await expect(locator.first()).toBeFocused({ timeout });
}

/** The hash route (without its query) is `#/route`. */
export async function erwarteRoute(page: Page, route: string, timeout = ZEITLIMIT): Promise<void> {
  const genau = `#/${route}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`${genau}(\\?.*)?$`), { timeout });
}

export async function erwarteAngekreuzt(
  locator: Locator,
  erwartet = true,
  timeout = ZEITLIMIT,
): Promise<void> {
  await expect(locator.first()).toBeChecked({ checked: erwartet, timeout });
}

/** Text of the whole page as a user reads it. */
export async function seitenText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}
