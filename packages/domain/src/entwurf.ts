/** Defaults of a new calculation (spezifikation.md §3 "Calculation", §4 "Reset and load"). */
import { ausgabe } from './edition.ts';
import type { BerechnungEntwurf } from './typen.ts';

/** Empty area, every single choice null, lists empty, no deviation, all 18 cost items selected. */
export function leererEntwurf(): BerechnungEntwurf {
  return {
    wohnflaeche: '',
    selectedBaujahr: null,
    selectedWohnlage: null,
    selectedGebaeudetyp: null,
    selectedHaustyp: null,
    selectedUnvollstaendigBeheizung: null,
    selectedFussbodenheizung: null,
    selectedSanitaerbereich: [],
    selectedKueche: null,
    selectedKuechengrundausstattung: null,
    selectedElektrogeraete: [],
    selectedFussboden: null,
    selectedModernisierterBoden: null,
    selectedTerrasseBalkon: null,
    selectedBesondereAusstattung: null,
    selectedModernisierteFenster: null,
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
