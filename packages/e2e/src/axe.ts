import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA (BITV 2.0). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe in the page and returns its violations, formatted for a failure message.
 * @axe-core/playwright evaluates axe through the DevTools protocol, so the app's
 * Content-Security-Policy (script-src 'self') stays on: we test the page with its real CSP.
 * Legacy mode runs one axe.run in the page: the default opens a blank page per check to merge
 * per-frame results (the app has no frames) and made the axe tests 1.8× slower (docs/adr/0015).
 */
export async function axeVerstoesse(page: Page): Promise<string[]> {
  const ergebnis = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return ergebnis.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} – ${v.helpUrl}\n` +
      v.nodes
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`.replace(/\n/g, ' '))
        .join('\n'),
  );
}

/** Asserts zero axe violations; the error lists each violation's id, targets and help. */
export async function erwarteKeineAxeVerstoesse(page: Page, wo: string): Promise<void> {
  const verstoesse = await axeVerstoesse(page);
  if (verstoesse.length > 0) {
    throw new Error(
      `axe: ${verstoesse.length} Verstoß/Verstöße auf ${wo}:\n${verstoesse.join('\n')}`,
    );
  }
}
