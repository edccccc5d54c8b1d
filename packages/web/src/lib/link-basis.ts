/**
 * Base of the links back into the wizard (spezifikation.md §2 Berechnungsergebnisse): the
 * /berechnung.html page, or /auth/index.html when the address contains "auth".
 */
export function linkBasis(
  // the build's prerender has no window: it renders for /berechnung.html (app/erste-seite.ts)
  href: string = typeof window === 'undefined' ? '' : window.location.href,
): string {
  return href.includes('auth') ? '/auth/index.html' : '/berechnung.html';
}

export function schrittLink(route: string, href?: string): string {
  return `${linkBasis(href)}#${route}`;
}
