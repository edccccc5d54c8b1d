/**
 * What a lookup (the address search or a map, spezifikation.md §7 maps service; issue 11)
 * does to the Wohnlage or Gebäudetyp step's answer – the one rule for both (issue 17 §4):
 * - a value found is selected and remembered as the automatic choice; a choice the user made
 *   by hand is replaced only with a sentence that says so;
 * - no value found: an automatic choice of an earlier lookup no longer holds and is cleared,
 *   with a sentence that says so; a choice the user made by hand stays, and the sentence says
 *   that too.
 * The caller shows and announces the sentence (live region or notification).
 */
import { optionLabel } from '@mietspiegel/domain';
import { aendereEntwurf, abonniere, holeZustand } from '../store/store.ts';

/** The two steps a lookup (address search or map) answers. */
export type KartenArt = 'wohnlage' | 'gebaeudetyp';

const FELD = { wohnlage: 'selectedWohnlage', gebaeudetyp: 'selectedGebaeudetyp' } as const;
const NAME = { wohnlage: 'Wohnlage', gebaeudetyp: 'Gebäudetyp' } as const;
const ZUVOR = {
  wohnlage: 'Die zuvor nachgeschlagene Wohnlage',
  gebaeudetyp: 'Der zuvor nachgeschlagene Gebäudetyp',
} as const;

/** The option each step's last lookup selected, while the answer still is that option. */
const automatisch: Record<KartenArt, number | null> = { wohnlage: null, gebaeudetyp: null };

// Any other change of the answer (a click, a loaded template, Zurücksetzen) makes it the
// user's own: it is then never cleared without being asked.
abonniere((neu) => {
  for (const art of ['wohnlage', 'gebaeudetyp'] as const) {
    if (automatisch[art] !== null && neu.entwurf[FELD[art]] !== automatisch[art])
      automatisch[art] = null;
  }
});

export interface NachschlagErgebnis {
  /** what happened to the answer, in one or two sentences */
  text: string;
  /** the answer changed */
  geaendert: boolean;
}

/** Applies what a lookup found for the step (`wert` null: nothing found there). */
export function uebernimmNachschlag(art: KartenArt, wert: number | null): NachschlagErgebnis {
  const bisher = holeZustand().entwurf[FELD[art]];
  const bisherLabel = bisher === null ? undefined : optionLabel(art, bisher);
  const warAutomatisch = bisher !== null && automatisch[art] === bisher;
  if (wert !== null) {
    const label = optionLabel(art, wert);
    if (wert === bisher) {
      automatisch[art] = warAutomatisch ? wert : automatisch[art];
      return { text: `${NAME[art]} „${label}“ ist bereits ausgewählt.`, geaendert: false };
    }
    aendereEntwurf({ [FELD[art]]: wert });
    automatisch[art] = wert;
    const ersetzt =
      bisherLabel !== undefined && !warAutomatisch
        ? ` Ihre bisherige Auswahl „${bisherLabel}“ wurde dadurch ersetzt.`
        : '';
    return {
      text: `${NAME[art]} „${label}“ ausgewählt.${ersetzt} Sie können eine andere Option wählen.`,
      geaendert: true,
    };
  }
  if (warAutomatisch) {
    aendereEntwurf({ [FELD[art]]: null });
    automatisch[art] = null;
    return {
      text: `${ZUVOR[art]} „${bisherLabel}“ gilt für diese Adresse nicht und ist nicht mehr ausgewählt. Bitte wählen Sie selbst.`,
      geaendert: true,
    };
  }
  if (bisherLabel !== undefined) {
    return {
      text: `Ihre Auswahl „${bisherLabel}“ bleibt bestehen; bitte prüfen Sie sie.`,
      geaendert: false,
    };
  }
  return { text: 'Bitte wählen Sie selbst.', geaendert: false };
}
