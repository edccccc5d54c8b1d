/**
 * The wizard as data (STYLE.md 5): the steps of the catalogue (schrittkatalog.ts) with their
 * index, Baujahr and Betriebskosten labels from the edition data, and the answers in words.
 * Order and transitions, with the invisible warmwasser and the results screen: schrittfolge.ts.
 */
import { ausgabe, pruefeTabellenZumKatalog } from '../ausgaben/index.ts';
import {
  formatZahl,
  formatWohnflaeche,
  abweichungInCent,
  katalog,
  type FehlerThema,
  type Option,
  type SchrittDaten,
  type SchrittId,
} from '../grundlagen/index.ts';
import type { AbweichungsFeld, BerechnungEntwurf } from '../schema/index.ts';

export type { Option, SchrittArt, ZuschlagRegel } from '../grundlagen/index.ts';

/** Wire field of a step (berechnungsregeln.md §1). */
export type SchrittFeld =
  | 'wohnflaeche'
  | 'abweichungen'
  | {
      [K in keyof BerechnungEntwurf]-?: K extends `selected${string}` ? K : never;
    }[keyof BerechnungEntwurf];

export interface Schritt extends Omit<SchrittDaten, 'id' | 'feld' | 'fehlerThema'> {
  id: SchrittId;
  /** Step index of spezifikation.md §2 (progress and scrolling): its place, from 2 on. */
  index: number;
  feld: SchrittFeld;
  fehlerThema: FehlerThema | null;
}

/** §2 route table: the first step has index 2; the results screen follows the last one. */
export const ERSTER_SCHRITT_INDEX = 2;

/** Steps in wizard order (spezifikation.md §2 "Wizard order"), Baujahr's options from the edition. */
export const schritte: readonly Schritt[] = katalog.map((s, i) => ({
  ...s,
  index: ERSTER_SCHRITT_INDEX + i,
  optionen:
    s.art === 'baujahr'
      ? ausgabe.baujahrklassen.map((k) => ({ id: k.id, label: k.label }))
      : s.optionen,
}));

const nachId = new Map(schritte.map((s) => [s.id, s]));

pruefeTabellenZumKatalog(ausgabe);

export function schrittNachId(id: SchrittId): Schritt {
  const s = nachId.get(id);
  if (!s) throw new Error(`Unbekannter Berechnungsschritt: ${id}`);
  return s;
}

// Labels per step and option id, read once: the calculation labels every surcharge it applies.
const labelNachSchritt = new Map(
  schritte.map((s) => [s.id, new Map(s.optionen.map((o) => [o.id, o.label]))]),
);

/** German label of an option of a step, or undefined for an unknown id. */
export function optionLabel(schritt: SchrittId, id: number): string | undefined {
  const labels = labelNachSchritt.get(schritt);
  if (!labels) throw new Error(`Unbekannter Berechnungsschritt: ${schritt}`);
  return labels.get(id);
}

/** Operating-cost items of the edition (Tabelle 1), as options of the checklist. */
export const betriebskostenPositionen: readonly (Option & { fussnote: boolean })[] =
  ausgabe.betriebskosten.positionen.map((p) => ({
    id: p.id,
    label: p.label,
    fussnote: p.fussnote,
    ...(p.centProQm === null ? { hinweis: 'ohne Durchschnittswert' } : {}),
  }));

export interface AbweichungsMetadaten {
  feld: AbweichungsFeld;
  label: string;
  erklaerung: string;
  /** inclusive bounds in integer cents (edition data, spezifikation.md §5) */
  minCent: number;
  maxCent: number;
  /** e.g. '(-0,70 bis 0,00 Euro)' */
  bereichText: string;
}

/**
 * Labels as the specification and its tests name the fields (§2, §5); `erklaerung` says in one
 * plain sentence when the deviation applies, with an example (issue 29: tenants gave up at the
 * bare expert terms). The Baujahr limits are those of the applicability rules (§5, konflikte.ts).
 */
const abweichungsTexte: Record<AbweichungsFeld, { label: string; erklaerung: string }> = {
  wasser: {
    label: 'Warmwasser',
    erklaerung:
      'Weniger Miete, wenn der Vermieter kein warmes Wasser stellt – zum Beispiel, wenn Sie den Boiler selbst eingebaut haben.',
  },
  rueckgebaeude: {
    label: 'Rückgebäude',
    erklaerung:
      'Mehr Miete für eine ruhige Wohnung im Hinterhaus, also in einem Gebäude hinter dem Haus an der Straße; nur bei Baujahr ab 1949.',
  },
  waermedaemmung: {
    label: 'Wärmedämmung',
    erklaerung:
      'Mehr Miete, wenn das Haus nachträglich gedämmt wurde – zum Beispiel Außenwände oder Dach; nur bei Baujahr 1949 bis 1998.',
  },
  fassadeA: {
    label: 'Besonders gestaltete Fassade',
    erklaerung:
      'Mehr Miete für einen Altbau mit verzierter Außenwand – zum Beispiel mit Stuck oder Erkern; nur bei Baujahr vor 1949.',
  },
  fassadeB: {
    label: 'Nicht besonders gestaltete Fassade',
    erklaerung:
      'Weniger Miete für einen Altbau mit schlichter Außenwand ohne Verzierung; nur bei Baujahr vor 1949.',
  },
  zusatz: {
    label: 'Zusätzliche Begründung',
    erklaerung:
      'Jede andere begründete Abweichung nach oben (Zahl) oder unten (mit Minus); schreiben Sie den Grund auf der Ergebnisseite unter „Zusätzliche Begründungen“.',
  },
};

export const abweichungsFelder: readonly AbweichungsFeld[] = [
  'wasser',
  'rueckgebaeude',
  'waermedaemmung',
  'fassadeA',
  'fassadeB',
  'zusatz',
];

/** Label, explanation and bounds of the six deviation inputs (spezifikation.md §2, §5). */
export const abweichungsMetadaten: Readonly<Record<AbweichungsFeld, AbweichungsMetadaten>> =
  Object.fromEntries(
    abweichungsFelder.map((feld) => {
      const g = ausgabe.abweichungen[feld];
      return [
        feld,
        {
          feld,
          ...abweichungsTexte[feld],
          minCent: g.min,
          maxCent: g.max,
          bereichText: `(${formatZahl(g.min)} bis ${formatZahl(g.max)} Euro)`,
        },
      ];
    }),
  ) as Record<AbweichungsFeld, AbweichungsMetadaten>;

export interface AntwortInWorten {
  schritt: SchrittId;
  titel: string;
  antwort: string;
}

const OFFEN = 'keine Angabe';

function labelsVon(schritt: SchrittId, ids: number[]): string {
  if (ids.length === 0) return OFFEN;
  return ids.map((id) => optionLabel(schritt, id) ?? `Option ${id}`).join(', ');
}

/**
 * Every answer in German words, in wizard order, for the results summary and the PDF.
 * Unanswered questions read 'keine Angabe'.
 */
export function antwortenInWorten(entwurf: BerechnungEntwurf): AntwortInWorten[] {
  return schritte.map((s) => {
    let antwort: string;
    switch (s.art) {
      case 'wohnflaeche':
        antwort =
          entwurf.wohnflaeche.trim() === '' ? OFFEN : formatWohnflaeche(entwurf.wohnflaeche);
        break;
      case 'mehrfach': {
        const liste =
          s.feld === 'selectedSanitaerbereich'
            ? entwurf.selectedSanitaerbereich
            : entwurf.selectedElektrogeraete;
        antwort = labelsVon(
          s.id,
          [...liste].sort((a, b) => a - b),
        );
        break;
      }
      case 'abweichungen': {
        const teile = abweichungsFelder.flatMap((feld) => {
          const c = abweichungInCent(entwurf.abweichungen[feld]);
          return c === null || c === undefined || c === 0
            ? []
            : [`${abweichungsMetadaten[feld].label}: ${formatZahl(c)} Euro`];
        });
        antwort = teile.length === 0 ? 'Keine' : teile.join('; ');
        break;
      }
      case 'betriebskosten':
        if (entwurf.selectedBetriebskostenA === null) antwort = OFFEN;
        else if (entwurf.selectedBetriebskostenA === 0) antwort = 'Nettomiete';
        else {
          const ids = [...entwurf.selectedBetriebskostenB].sort((a, b) => a - b);
          const namen = ids.map(
            (id) => betriebskostenPositionen.find((p) => p.id === id)?.label ?? `Position ${id}`,
          );
          antwort = `Bruttomiete oder Teilinklusivmiete, enthaltene Betriebskosten: ${namen.length === 0 ? 'keine' : namen.join(', ')}`;
        }
        break;
      default: {
        const wert = entwurf[s.feld as keyof BerechnungEntwurf];
        antwort = typeof wert === 'number' ? (optionLabel(s.id, wert) ?? `Option ${wert}`) : OFFEN;
      }
    }
    return { schritt: s.id, titel: s.titel, antwort };
  });
}
