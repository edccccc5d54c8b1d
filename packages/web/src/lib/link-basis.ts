/**
 * Base of the links back into the wizard (spezifikation.md §2 Berechnungsergebnisse): the
 * /berechnung.html page, or /auth/index.html when the address contains "auth".
 */
export function linkBasis(href: string = window.location.href): string {
  return href.includes('auth') ? '/auth/index.html' : '/berechnung.html';
}

export function schrittLink(route: string, href?: string): string {
  return `${linkBasis(href)}#${route}`;
}
