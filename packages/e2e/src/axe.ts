import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_PFAD = require.resolve('axe-core/axe.min.js');
let axeQuelltext: string | undefined;

/** WCAG 2.0 and 2.1, levels A and AA (BITV 2.0). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe in the page and returns its violations, formatted for a failure message. */
export async function axeVerstoesse(page: Page): Promise<string[]> {
  const geladen = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self')
  // rightly blocks an injected <script> tag, and we test the page with its real CSP.
  if (!geladen) await page.evaluate((axeQuelltext ??= readFileSync(AXE_PFAD, 'utf8')));
  const ergebnis = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
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
