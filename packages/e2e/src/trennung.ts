import type { Page } from 'playwright-core';

/**
 * Words the page breaks across lines without a hyphen (issue 26 §18: "Berechnungsergebniss|e"
 * at 320 px), each with a "|" where it breaks. A break after a soft hyphen (shown as "-"), a
 * hyphen, a slash or a dash is fine; so is one inside a number or an address-like token.
 */
export async function ungetrennteWoerter(page: Page, wurzel = 'main'): Promise<string[]> {
  return page.evaluate((selektor) => {
    const funde: string[] = [];
    const root = document.querySelector(selektor);
    if (!root) return funde;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const zeileVon = (r: Range): number[] =>
      [...r.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top));
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const el = n.parentElement;
      if (!el || el.closest('.sr-only, [hidden], script, style')) continue;
      for (const m of text.matchAll(/[\p{L}\u00AD]{2,}/gu)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const oben = zeileVon(r);
        if (new Set(oben).size < 2) continue;
        // find the first character on a new line
        const erste = oben[0];
        for (let i = 1; i < m[0].length; i++) {
          const z = document.createRange();
          z.setStart(n, m.index + i);
          z.setEnd(n, m.index + i + 1);
          // after a soft hyphen the next character also reports the hyphen's box on the line
          // before: its own line is its lowest box
          const t = Math.max(...zeileVon(z));
          if (t !== undefined && erste !== undefined && t > erste + 2) {
            const davor = m[0][i - 1];
            if (davor !== '\u00AD') {
              funde.push(`${m[0].slice(0, i)}|${m[0].slice(i)}`.replace(/\u00AD/g, ''));
            }
            break;
          }
        }
      }
    }
    return funde;
  }, wurzel);
}
