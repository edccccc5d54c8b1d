/**
 * The worked example of berechnungsregeln.md §2, read by the domain's check and calculated in
 * cents: average 921,59 €, range 737,53 … 1.103,02 € per month, 65,5 m², 14,07 €/m². The
 * comparison, increase and Mietpreisbremse tests all start from it.
 */
import fixture from './fixtures/beispiel-berechnung.json' with { type: 'json' };
import { berechneInCent, gepruefteBerechnung, type Vergleichswerte } from '../src/index.ts';

export const beispielVergleichswerte = (): Vergleichswerte =>
  berechneInCent(gepruefteBerechnung(fixture.given));

/**
 * The worked example with a justified deviation of +1,00 €/m² (zusatz, issue 26 §1): average
 * 921,59 €, with the deviation 15,07 €/m² × 65,5 m² = 987,085 → 987,09 € a month.
 */
export const beispielMitZusatzVergleichswerte = (): Vergleichswerte =>
  berechneInCent(
    gepruefteBerechnung({
      ...fixture.given,
      abweichungGesetzt: true,
      abweichungen: { ...fixture.given.abweichungen, zusatz: '1.00' },
    }),
  );
