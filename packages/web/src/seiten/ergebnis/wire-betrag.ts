/**
 * Amounts between the wire shape (euros as numbers: PDF call, template) and the form (texts) or
 * the domain (cents), for "Ihre Miete im Vergleich" and the Mietpreisbremse check alike.
 */
import { mietbetragAlsText, mietbetragAusZahl } from '@mietspiegel/domain';

/** Cents as the wire's euros; blank stays null. */
export const euroAusCent = (c: number | null): number | null => (c === null ? null : c / 100);

/** A stored amount as the form's text; what does not fit stays blank. */
export function betragAusWire(x: number | null | undefined): string {
  const c = x === null || x === undefined ? null : mietbetragAusZahl(x);
  return c === null ? '' : mietbetragAlsText(c);
}
