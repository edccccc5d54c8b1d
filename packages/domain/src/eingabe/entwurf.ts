/** Defaults of a new calculation (spezifikation.md §3 "Calculation", §4 "Reset and load"). */
import { ausgabe } from '../ausgaben/index.ts';
import { auswahlSchritte, type EinzelFeld, type MehrfachFeld } from '../grundlagen/index.ts';
import type { BerechnungEntwurf } from '../schema/index.ts';
import { pruefeFreitext } from './validierung.ts';

/**
 * Empty area, every single choice null and every list empty (the choice steps of the catalogue,
 * in its order), no deviation, all 18 cost items selected.
 */
export function leererEntwurf(): BerechnungEntwurf {
  return {
    wohnflaeche: '',
    ...(Object.fromEntries(
      auswahlSchritte.map((s) => [s.feld, s.art === 'mehrfach' ? ([] as number[]) : null]),
    ) as Record<EinzelFeld, null> & Record<MehrfachFeld, number[]>),
    abweichungGesetzt: false,
    abweichungen: {
      wasser: '',
      rueckgebaeude: '',
      waermedaemmung: '',
      fassadeA: '',
      fassadeB: '',
      zusatz: '',
    },
    selectedBetriebskostenA: null,
    selectedBetriebskostenB: ausgabe.betriebskosten.positionen.map((p) => p.id),
  };
}

/** §3 "PDF parameters": default text of the address / reasons box. */
export const vorlageZusaetzlicheBegruendungen =
  'Adresse:\n------------------------------\nZusätzliche Begründungen:\n';

const ADRESSZEILE = /^Adresse:.*$/m;

/**
 * Puts the address chosen in the address search or on the map into the free text's "Adresse:"
 * line (§3 "PDF parameters"; issue 11: the address reaches the results page and the PDF through
 * this text, berechnungsregeln.md §4 has no other field for it). The first line that begins with
 * "Adresse:" is replaced; a text whose user removed that line is left as it is, and so is a text
 * the address would push beyond the §5 limits (500 characters).
 */
export function mitAdresse(text: string, adresse: string): string {
  const zeile = `Adresse: ${adresse.replace(/\s+/g, ' ').trim()}`.trimEnd();
  if (!ADRESSZEILE.test(text)) return text;
  const neu = text.replace(ADRESSZEILE, () => zeile); // a function: no $-patterns from the address
  // an address must not be what makes a valid text too long (§5)
  return pruefeFreitext(neu) !== null && pruefeFreitext(text) === null ? text : neu;
}

/**
 * §3 multi-select behaviour: toggles `id`; choosing the 'none' option clears the others,
 * choosing any other option removes 'none'. Returns a new sorted list.
 */
export function schalteMehrfachauswahl(
  auswahl: readonly number[],
  id: number,
  keineOptionId: number,
): number[] {
  if (auswahl.includes(id)) return auswahl.filter((x) => x !== id);
  if (id === keineOptionId) return [id];
  return [...auswahl.filter((x) => x !== keineOptionId), id].sort((a, b) => a - b);
}
