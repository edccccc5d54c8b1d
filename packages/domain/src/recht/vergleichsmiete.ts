/**
 * The flat's ortsübliche Vergleichsmiete (issue 26 §1, ADR 0022): the one legal figure that the
 * increase check (§ 558 BGB), the Mietpreisbremse (§ 556d Abs. 1 BGB, which refers to the
 * ortsübliche Vergleichsmiete of § 558 Abs. 2 BGB), every page, letter and PDF read. It is the
 * average of the Mietspiegel moved within the range by the justified deviations the user
 * entered (berechnungsregeln.md §2.6/§2.7: `ortsueblicheMieteSpanneBegruendeteAbweichungen`),
 * which equals the average when there are none. Nothing else names this value.
 */
import type { Vergleichswerte } from '../berechnung/index.ts';

export interface OrtsueblicheVergleichsmiete {
  /** per month, in cents, as the calculation gave it (§2.7, half up to the cent) */
  monatlichCent: number;
  /** per m², in cents (§2.6) */
  proQmCent: number;
  /** justified deviations moved it away from the average (so the page says which value it is) */
  mitAbweichungen: boolean;
}

/** The flat's ortsübliche Vergleichsmiete from the figures of a calculation (ADR 0022). */
export function ortsueblicheVergleichsmiete(w: Vergleichswerte): OrtsueblicheVergleichsmiete {
  return {
    monatlichCent: w.monatlich.mitAbweichungen,
    proQmCent: w.mitAbweichungen,
    mitAbweichungen: w.mitAbweichungen !== w.mittel,
  };
}

/** Its name in a table row or a sentence: which of the calculation's figures it is. */
export function vergleichsmieteBezeichnung(vm: OrtsueblicheVergleichsmiete): string {
  return vm.mitAbweichungen
    ? 'Ortsübliche Vergleichsmiete mit begründeten Abweichungen'
    : 'Ortsübliche Vergleichsmiete (Durchschnitt)';
}
