/**
 * The figures of a result that the comparisons take (issue 13, issue 21): "Ihre Miete im
 * Vergleich", the increase check and the Mietpreisbremse, in integer cents, with the area they
 * were computed for in thousandths of m². The server hands them over as it computed them
 * (`berechneInCent`, which is such a value); the web reads the answer of the API once where it
 * enters the page (`vergleichswerteAusErgebnis`). Nothing behind this point reads a euro number
 * or an area text again (issue 19 §2).
 */
import type { BerechnungInCent } from './berechnung.ts';
import { cent } from '../grundlagen/index.ts';
import type { Ergebnis, GelesenerEntwurf } from '../schema/index.ts';

export type Vergleichswerte = Pick<
  BerechnungInCent,
  | 'flaecheTausendstel'
  | 'mittel'
  | 'spanneUnten'
  | 'spanneOben'
  | 'mitAbweichungen'
  | 'betriebskosten'
  | 'monatlich'
>;

/**
 * The result of the API (euros with two decimals, berechnungsregeln.md §3) and the area of the
 * answers it was computed from → the comparison's figures. Null when the area is no area (a
 * result exists only for checked answers; a page then compares nothing rather than fail).
 */
export function vergleichswerteAusErgebnis(
  e: Ergebnis,
  entwurf: Pick<GelesenerEntwurf, 'flaecheTausendstel'>,
): Vergleichswerte | null {
  const { flaecheTausendstel } = entwurf;
  if (flaecheTausendstel === null || flaecheTausendstel <= 0) return null;
  return {
    flaecheTausendstel,
    mittel: cent(e.ortsueblicheMieteProQM),
    spanneUnten: cent(e.ortsueblicheMieteSpanneUntenProQM),
    spanneOben: cent(e.ortsueblicheMieteSpanneObenProQM),
    mitAbweichungen: cent(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM),
    betriebskosten: cent(e.aufschluesselung.betriebskostenProQm),
    monatlich: {
      mittel: cent(e.ortsueblicheMiete),
      spanneUnten: cent(e.ortsueblicheMieteSpanneUnten),
      spanneOben: cent(e.ortsueblicheMieteSpanneOben),
      mitAbweichungen: cent(e.ortsueblicheMieteSpanneBegruendeteAbweichungen),
    },
  };
}
