/**
 * Amounts that cannot be a monthly rent for the flat (issue 26 §6): "12.5" read as 12,50 €, "1.10"
 * as 1,10 € (0,02 €/m²). Such an amount gets a note with the likely meant amount before any
 * verdict, instead of "99,9 % unter dem Durchschnitt".
 *
 * Product rule (ADR 0023), not a legal figure: an amount is implausible when its figure per m² lies
 * below a fifth of the range's lower limit or above five times its upper limit. The amount
 * suggested is the amount × 10^k (k = −3 … 3, k ≠ 0) that lies nearest the average and is
 * plausible itself – the slip of a decimal or thousands separator.
 */
import { formatEuro, formatEuroProQm, teileGerundet } from '../grundlagen/index.ts';
import type { Vergleichswerte } from '../berechnung/index.ts';

const FAKTOR = 5;

function plausibel(cent: number, w: Vergleichswerte): boolean {
  const proQm = (cent * 1000) / w.flaecheTausendstel;
  return proQm * FAKTOR >= w.spanneUnten && proQm <= w.spanneOben * FAKTOR;
}

/** The amount the user likely meant, or null. */
export function gemeinterBetrag(cent: number, w: Vergleichswerte): number | null {
  let bester: number | null = null;
  let abstand = Infinity;
  for (const k of [-3, -2, -1, 1, 2, 3]) {
    const kandidat = k > 0 ? cent * 10 ** k : cent / 10 ** -k;
    if (!Number.isInteger(kandidat) || kandidat <= 0 || !plausibel(kandidat, w)) continue;
    const a = Math.abs(Math.log(kandidat / w.monatlich.mittel));
    if (a < abstand) [bester, abstand] = [kandidat, a];
  }
  return bester;
}

function flaecheText(tausendstel: number): string {
  return String(tausendstel / 1000).replace('.', ',');
}

/**
 * The note for an amount that cannot be a monthly rent for this flat, or null when it can.
 * `was` names the amount in the sentence ("Ihre Miete", "Die verlangte Miete").
 */
export function unplausibleMiete(
  cent: number,
  w: Vergleichswerte,
  was = 'Der Betrag',
): string | null {
  if (plausibel(cent, w)) return null;
  const proQm = teileGerundet(cent * 1000, w.flaecheTausendstel);
  const gemeint = gemeinterBetrag(cent, w);
  return (
    `${was} von ${formatEuro(cent)} im Monat wären ${formatEuroProQm(proQm)} für ${flaecheText(w.flaecheTausendstel)} m² – das kann keine Monatsmiete für diese Wohnung sein.` +
    (gemeint === null ? '' : ` Meinten Sie ${formatEuro(gemeint)}?`) +
    ' Bitte prüfen Sie Ihre Eingabe; erst dann vergleicht der Rechner.'
  );
}
