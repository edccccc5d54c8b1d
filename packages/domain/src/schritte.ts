/**
 * The wizard as data (STYLE.md 5): every step of spezifikation.md §2 with route, index, German
 * title and question, the wire field it fills and its options (ids of §3 "Enumerations").
 * Baujahr and Betriebskosten labels come from the edition data. Order and transitions, with the
 * invisible warmwasser and the results screen: schrittfolge.ts.
 */
import { ausgabe, type Ausgabe } from './edition.ts';
import { formatZahl, formatWohnflaeche } from './format.ts';
import { abweichungInCent } from './abweichung.ts';
import type { AbweichungsFeld, BerechnungEntwurf, FehlerThema, SchrittId } from './typen.ts';

export type SchrittArt =
  'wohnflaeche' | 'baujahr' | 'einfach' | 'mehrfach' | 'abweichungen' | 'betriebskosten';

export interface Option {
  id: number;
  label: string;
  /** Short German explanation shown under the label. */
  hinweis?: string;
}

/** Wire field of a step (berechnungsregeln.md §1). */
export type SchrittFeld =
  | 'wohnflaeche'
  | 'abweichungen'
  | {
      [K in keyof BerechnungEntwurf]-?: K extends `selected${string}` ? K : never;
    }[keyof BerechnungEntwurf];

export interface Schritt {
  id: SchrittId;
  /** Step index of spezifikation.md §2 (progress and scrolling); modernisierteFenster uses 17. */
  index: number;
  route: string;
  titel: string;
  frage: string;
  feld: SchrittFeld;
  art: SchrittArt;
  optionen: Option[];
  /** Multi-select only: the 'none' option that excludes every other one (§3, §4). */
  keineOptionId?: number;
  /** Topic of the error flags (§3 "Error state"), null when the step has no conflict rules. */
  fehlerThema: FehlerThema | null;
}

const jaNein = (ja = 'Ja', nein = 'Nein'): Option[] => [
  { id: 0, label: ja },
  { id: 1, label: nein },
];

/** Steps in wizard order (spezifikation.md §2 "Wizard order"). */
export const schritte: readonly Schritt[] = [
  {
    id: 'wohnflaeche',
    index: 2,
    route: '/wohnflaeche',
    titel: 'Wohnfläche',
    frage: 'Wie groß ist die Wohnfläche der Wohnung?',
    feld: 'wohnflaeche',
    art: 'wohnflaeche',
    optionen: [],
    fehlerThema: null,
  },
  {
    id: 'baujahr',
    index: 3,
    route: '/baujahr',
    titel: 'Baujahr',
    frage: 'In welchem Jahr wurde das Gebäude errichtet?',
    feld: 'selectedBaujahr',
    art: 'baujahr',
    optionen: ausgabe.baujahrklassen.map((k) => ({ id: k.id, label: k.label })),
    fehlerThema: 'baujahr',
  },
  {
    id: 'wohnlage',
    index: 4,
    route: '/wohnlage',
    titel: 'Wohnlage',
    frage: 'In welcher Wohnlage liegt die Wohnung?',
    feld: 'selectedWohnlage',
    art: 'einfach',
    optionen: [
      { id: 0, label: 'Durchschnittliche Lage' },
      { id: 1, label: 'Gute Lage' },
      { id: 2, label: 'Beste Lage' },
      { id: 3, label: 'Zentrale durchschnittliche Lage' },
      { id: 4, label: 'Zentrale gute Lage' },
      { id: 5, label: 'Zentrale beste Lage' },
    ],
    fehlerThema: null,
  },
  {
    id: 'gebaeudetyp',
    index: 5,
    route: '/gebaeudetyp',
    titel: 'Gebäudetyp',
    frage: 'In welchem Gebäudetyp liegt die Wohnung?',
    feld: 'selectedGebaeudetyp',
    art: 'einfach',
    optionen: [
      { id: 0, label: 'Hochhaus', hinweis: 'mindestens 6 oberirdische Geschosse' },
      { id: 1, label: 'Wohnblock', hinweis: 'höchstens 5 oberirdische Geschosse' },
      { id: 2, label: 'Sonstiges Gebäude' },
    ],
    fehlerThema: 'gebaeudetyp',
  },
  {
    id: 'haustyp',
    index: 6,
    route: '/haustyp',
    titel: 'Haustypen',
    frage: 'Welchem Haustyp entspricht das Gebäude?',
    feld: 'selectedHaustyp',
    art: 'einfach',
    optionen: [
      { id: 0, label: 'Sehr einfacher Altbau', hinweis: 'Baujahr vor 1949' },
      { id: 1, label: 'Einfacher Altbau', hinweis: 'Baujahr vor 1949' },
      { id: 2, label: 'Guter Altbau', hinweis: 'Baujahr vor 1949' },
      { id: 3, label: 'Einfacher Nachkriegsbau', hinweis: 'Baujahr 1949 bis 1977' },
      { id: 4, label: 'Sonstiger Haustyp' },
    ],
    fehlerThema: 'haustyp',
  },
  {
    id: 'heizung',
    index: 7,
    route: '/heizung',
    titel: 'Heizung',
    frage: 'Ist die Wohnung unvollständig beheizt (mindestens ein Wohnraum ohne Heizung)?',
    feld: 'selectedUnvollstaendigBeheizung',
    art: 'einfach',
    optionen: jaNein('Ja, unvollständig beheizt', 'Nein, vollständig beheizt'),
    fehlerThema: null,
  },
  {
    id: 'fussbodenheizung',
    index: 8,
    route: '/fussbodenheizung',
    titel: 'Fußbodenheizung',
    frage: 'Hat die Wohnung eine Fußbodenheizung?',
    feld: 'selectedFussbodenheizung',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'fussbodenheizung',
  },
  {
    id: 'sanitaerbereich',
    index: 9,
    route: '/sanitaerbereich',
    titel: 'Sanitärbereich',
    frage: 'Welche Merkmale hat der Sanitärbereich? Mehrfachauswahl möglich.',
    feld: 'selectedSanitaerbereich',
    art: 'mehrfach',
    optionen: [
      {
        id: 0,
        label: 'Besondere Zusatzausstattung im Bad',
        hinweis: 'separate Dusche und zweites Waschbecken und/oder Bidet neben der Badewanne',
      },
      { id: 1, label: 'Handtuchheizkörper' },
      { id: 2, label: 'Separate bodengleiche Dusche' },
      { id: 3, label: 'Bad mit mindestens 6 m² oder zweites Bad' },
      {
        id: 4,
        label: 'Modernisiertes Bad',
        hinweis: 'Gebäude vor 1999, Bad 2019 oder später modernisiert',
      },
      { id: 5, label: 'Keines dieser Merkmale' },
    ],
    keineOptionId: 5,
    fehlerThema: 'sanitaerbereich',
  },
  {
    id: 'kueche',
    index: 10,
    route: '/kueche',
    titel: 'Küche',
    frage: 'Hat die Wohnung eine offene Küche?',
    feld: 'selectedKueche',
    art: 'einfach',
    optionen: jaNein('Offene Küche', 'Keine offene Küche'),
    fehlerThema: null,
  },
  {
    id: 'kuechengrundausstattung',
    index: 11,
    route: '/kuechengrundausstattung',
    titel: 'Küchengrundausstattung',
    frage:
      'Hat der Vermieter eine Küchengrundausstattung gestellt (Spüle und Einbauschränke oder Kücheninsel)?',
    feld: 'selectedKuechengrundausstattung',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'kuechengrundausstattung',
  },
  {
    id: 'elektrogeraete',
    index: 12,
    route: '/elektrogeraete',
    titel: 'Elektrogeräte',
    frage: 'Welche Elektrogeräte hat der Vermieter gestellt? Mehrfachauswahl möglich.',
    feld: 'selectedElektrogeraete',
    art: 'mehrfach',
    optionen: [
      { id: 0, label: 'Ceran- oder Induktionskochfeld' },
      { id: 1, label: 'Kühlschrank oder Kühl-Gefrier-Kombination' },
      { id: 2, label: 'Geschirrspülmaschine' },
      { id: 3, label: 'Keines dieser Geräte' },
    ],
    keineOptionId: 3,
    fehlerThema: 'elektrogeraete',
  },
  {
    id: 'fussboden',
    index: 13,
    route: '/fussboden',
    titel: 'Fußboden',
    frage: 'Welcher Bodenbelag liegt überwiegend in den Wohnräumen?',
    feld: 'selectedFussboden',
    art: 'einfach',
    optionen: [
      { id: 0, label: 'Kein Bodenbelag' },
      { id: 1, label: 'Einfacher Bodenbelag' },
      { id: 2, label: 'Guter Bodenbelag' },
      { id: 3, label: 'Weder einfacher noch guter Bodenbelag' },
    ],
    fehlerThema: 'fussboden',
  },
  {
    id: 'modernisierterBoden',
    index: 14,
    route: '/modernisierterBoden',
    titel: 'Modernisierter Boden',
    frage: 'Wurde der Boden 2019 oder später modernisiert (Gebäude vor 2019 errichtet)?',
    feld: 'selectedModernisierterBoden',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'modernisierterBoden',
  },
  {
    id: 'terrasseBalkon',
    index: 15,
    route: '/terrasseBalkon',
    titel: 'Terrasse/Balkon',
    frage:
      'Hat die Wohnung eine Terrasse, Dachterrasse, einen Balkon oder eine Loggia mit mindestens 1 m²?',
    feld: 'selectedTerrasseBalkon',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'terrasseBalkon',
  },
  {
    id: 'ausstattung',
    index: 16,
    route: '/ausstattung',
    titel: 'Besondere Ausstattung',
    frage:
      'Hat die Wohnung elektrisch betriebene Rollläden oder Jalousien und/oder eine Video-Gegensprechanlage?',
    feld: 'selectedBesondereAusstattung',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: null,
  },
  {
    id: 'modernisierteFenster',
    index: 17,
    route: '/modernisierteFenster',
    titel: 'Modernisierte Fenster',
    frage: 'Wurden die Fenster 1995 oder später eingebaut und 2019 oder später modernisiert?',
    feld: 'selectedModernisierteFenster',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'modernisierteFenster',
  },
  {
    id: 'abweichungen',
    index: 18,
    route: '/abweichungen',
    titel: 'Abweichungen',
    frage: 'Gibt es begründete Abweichungen von der ortsüblichen Vergleichsmiete?',
    feld: 'abweichungen',
    art: 'abweichungen',
    optionen: [],
    fehlerThema: 'abweichungen',
  },
  {
    id: 'betriebskosten',
    index: 19,
    route: '/betriebskosten',
    titel: 'Betriebskosten',
    frage: 'Wie soll die Miete berechnet werden?',
    feld: 'selectedBetriebskostenA',
    art: 'betriebskosten',
    optionen: [
      { id: 0, label: 'Nettomiete', hinweis: 'Miete ohne Betriebskosten' },
      {
        id: 1,
        label: 'Bruttomiete oder Teilinklusivmiete',
        hinweis: 'in der Miete sind Betriebskosten enthalten',
      },
    ],
    fehlerThema: null,
  },
];

const nachId = new Map(schritte.map((s) => [s.id, s]));

/** Steps whose surcharge is a table of the edition indexed by option id (Tabelle 3). */
const tabellenSchritte = ['wohnlage', 'gebaeudetyp', 'haustyp', 'fussboden'] as const;

/**
 * Throws when a table of the edition does not have one value per option of its step: the
 * catalogue holds the options (spezifikation.md §3 "Enumerations"), the edition their amounts.
 */
export function pruefeTabellenZumKatalog(a: Ausgabe): void {
  for (const id of tabellenSchritte) {
    const n = schrittNachId(id).optionen.length;
    if (a.zuschlaege[id].length !== n) {
      throw new Error(
        `Ungültige Mietspiegel-Ausgabe bei „zuschlaege.${id}“: genau ${n} Werte (je Option) erwartet, gefunden ${a.zuschlaege[id].length}.`,
      );
    }
  }
}
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

const abweichungsTexte: Record<AbweichungsFeld, { label: string; erklaerung: string }> = {
  wasser: {
    label: 'Warmwasser',
    erklaerung:
      'Abschlag, wenn der Vermieter keine Warmwasserversorgung für die Wohnung gestellt hat.',
  },
  rueckgebaeude: {
    label: 'Rückgebäude',
    erklaerung:
      'Zuschlag für eine Wohnung in einem ruhig gelegenen Rückgebäude; nur bei Baujahr nach 1948.',
  },
  waermedaemmung: {
    label: 'Wärmedämmung',
    erklaerung:
      'Zuschlag für eine nachträglich verbesserte Wärmedämmung; nur bei Baujahr nach 1948 und vor 1999.',
  },
  fassadeA: {
    label: 'Besonders gestaltete Fassade',
    erklaerung: 'Zuschlag für eine besonders gestaltete Fassade; nur bei Baujahr vor 1949.',
  },
  fassadeB: {
    label: 'Nicht besonders gestaltete Fassade',
    erklaerung: 'Abschlag für eine nicht besonders gestaltete Fassade; nur bei Baujahr vor 1949.',
  },
  zusatz: {
    label: 'Zusätzliche Begründung',
    erklaerung: 'Weitere begründete Abweichung, die im Freitext der Berechnung erläutert wird.',
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
