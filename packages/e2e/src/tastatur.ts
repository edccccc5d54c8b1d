import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// Keyboard-only operation (WCAG 2.1.1): Tab, Shift+Tab, arrow keys, Space, Enter – no mouse.

async function istFokussiert(locator: Locator): Promise<boolean> {
  return locator
    .first()
    .evaluate((el) => el === document.activeElement)
    .catch(() => false);
}

async function fokusBeschreibung(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return '(nichts)';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.slice(0, 60) ?? '';
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> ${name}`;
  });
}

/** Presses Tab (or Shift+Tab) until `ziel` has the focus; fails after `max` presses. */
export async function tabBis(
  page: Page,
  ziel: Locator,
  { rueckwaerts = false, max = 80 } = {},
): Promise<void> {
  await ziel.first().waitFor({ state: 'visible' });
  for (let i = 0; i < max; i++) {
    if (await istFokussiert(ziel)) return;
    await page.keyboard.press(rueckwaerts ? 'Shift+Tab' : 'Tab');
  }
  if (await istFokussiert(ziel)) return;
  throw new Error(
    `Per Tab nicht erreichbar: ${ziel.toString()} (Fokus liegt auf ${await fokusBeschreibung(page)})`,
  );
}

/** Presses Tab until the focus lies inside `bereich`. */
export async function tabInBereich(page: Page, bereich: Locator, max = 80): Promise<void> {
  await bereich.first().waitFor({ state: 'visible' });
  const drin = () =>
    bereich
      .first()
      .evaluate((b) => b.contains(document.activeElement))
      .catch(() => false);
  for (let i = 0; i < max; i++) {
    if (await drin()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(
    `Per Tab nicht erreichbar: ${bereich.toString()} (Fokus: ${await fokusBeschreibung(page)})`,
  );
}

/**
 * Chooses a single-choice option by keyboard: Tab into its group, arrow keys to the option,
 * Space when it is not yet chosen (Space on a chosen option would clear it, spezifikation.md §2).
 */
export async function waehleOptionPerTastatur(
  page: Page,
  gruppe: Locator,
  option: Locator,
): Promise<void> {
  await tabInBereich(page, gruppe);
  for (let i = 0; i < 20 && !(await istFokussiert(option)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  if (!(await istFokussiert(option))) {
    throw new Error(
      `Mit Pfeiltasten nicht erreichbar: ${option.toString()} (Fokus: ${await fokusBeschreibung(page)})`,
    );
  }
  if (!(await option.first().isChecked())) await page.keyboard.press('Space');
  await expect.poll(() => option.first().isChecked()).toBe(true);
}

/** Ticks a checkbox by keyboard: Tab to it, Space. */
export async function kreuzePerTastaturAn(page: Page, kaestchen: Locator): Promise<void> {
  await tabBis(page, kaestchen);
  if (!(await kaestchen.first().isChecked())) await page.keyboard.press('Space');
  await expect.poll(() => kaestchen.first().isChecked()).toBe(true);
}

/** Activates a button by keyboard: Tab to it, Enter. */
export async function drueckePerTastatur(page: Page, knopf: Locator): Promise<void> {
  await tabBis(page, knopf);
  await page.keyboard.press('Enter');
}
