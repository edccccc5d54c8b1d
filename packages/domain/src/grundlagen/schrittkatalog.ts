/**
 * The step catalogue: the one source of a step of the wizard (spezifikation.md §2 "Wizard
 * order", §3 "Enumerations"; berechnungsregeln.md §1, §2.2). Each entry names its hash route,
 * title, question, the wire field it fills, its options, its error topic and how it adds to
 * Tabelle 3. Everything else is derived from it: `SchrittId`, the draft's and the calculation's
 * choice fields (schema.ts, entwurf.ts), the error flags, the edition's Tabelle 3 entries
 * (ausgabe.ts), the surcharges (berechnung.ts), the step indices and the results screen
 * (schrittfolge.ts). Values only, no imports: the edition and the schemas are built from it.
 */

export type SchrittArt =
  'wohnflaeche' | 'baujahr' | 'einfach' | 'mehrfach' | 'abweichungen' | 'betriebskosten';

export interface Option {
  id: number;
  label: string;
  /** Short German explanation shown under the label. */
  hinweis?: string;
}

/**
 * How a step adds to Tabelle 3 (berechnungsregeln.md §2.2); `schluessel` is its entry under
 * `zuschlaege` in the edition data. `abschnitt` is the section of the /zuschlaege page it is
 * listed in (default: the step's title).
 * - tabelle: one amount per option id (merkmal = schluessel, bezeichnung = the option's label);
 * - jaNein: the amount when answered 'Ja' (option 0; merkmal = schluessel);
 * - jeOption: the amount per chosen option but the 'none' one (merkmal = the step id, the
 *   chosen labels listed); `bezeichnung` is the row of the /zuschlaege page.
 */
export type ZuschlagRegel =
  | { art: 'tabelle'; schluessel: string; abschnitt?: string }
  | { art: 'jaNein'; schluessel: string; bezeichnung: string; abschnitt?: string }
  | { art: 'jeOption'; schluessel: string; bezeichnung: string; abschnitt?: string };

/** A catalogue entry as written below. */
export interface SchrittDaten {
  /** the hash route without its slash */
  id: string;
  route: string;
  titel: string;
  frage: string;
  /** wire field of the step (berechnungsregeln.md §1) */
  feld: 'wohnflaeche' | 'abweichungen' | `selected${string}`;
  art: SchrittArt;
  optionen: readonly Option[];
  /** Multi-select only: the 'none' option that excludes every other one (§3, §4). */
  keineOptionId?: number;
  /** Topic of the error flags (§3 "Error state"), null when the step has no conflict rules. */
  fehlerThema: string | null;
  zuschlag: ZuschlagRegel | null;
}

const jaNein = (ja = 'Ja', nein = 'Nein'): Option[] => [
  { id: 0, label: ja },
  { id: 1, label: nein },
];

/** Steps in wizard order (spezifikation.md §2 "Wizard order"). */
export const katalog = [
  {
    id: 'wohnflaeche',
    route: '/wohnflaeche',
    titel: 'Wohnfläche',
    frage: 'Wie groß ist die Wohnfläche der Wohnung?',
    feld: 'wohnflaeche',
    art: 'wohnflaeche',
    optionen: [],
    fehlerThema: null,
    zuschlag: null,
  },
  {
    id: 'baujahr',
    route: '/baujahr',
    titel: 'Baujahr',
    frage: 'In welchem Jahr wurde das Gebäude errichtet?',
    feld: 'selectedBaujahr',
    art: 'baujahr',
    optionen: [], // the edition's Baujahr classes (schritte.ts)
    fehlerThema: 'baujahr',
    zuschlag: null,
  },
  {
    id: 'wohnlage',
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
    zuschlag: { art: 'tabelle', schluessel: 'wohnlage' },
  },
  {
    id: 'gebaeudetyp',
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
    zuschlag: { art: 'tabelle', schluessel: 'gebaeudetyp' },
  },
  {
    id: 'haustyp',
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
    zuschlag: { art: 'tabelle', schluessel: 'haustyp' },
  },
  {
    id: 'heizung',
    route: '/heizung',
    titel: 'Heizung',
    frage: 'Ist die Wohnung unvollständig beheizt (mindestens ein Wohnraum ohne Heizung)?',
    feld: 'selectedUnvollstaendigBeheizung',
    art: 'einfach',
    optionen: jaNein('Ja, unvollständig beheizt', 'Nein, vollständig beheizt'),
    fehlerThema: null,
    zuschlag: {
      art: 'jaNein',
      schluessel: 'unvollstaendigeBeheizung',
      bezeichnung: 'Unvollständige Beheizung',
    },
  },
  {
    id: 'fussbodenheizung',
    route: '/fussbodenheizung',
    titel: 'Fußbodenheizung',
    frage: 'Hat die Wohnung eine Fußbodenheizung?',
    feld: 'selectedFussbodenheizung',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'fussbodenheizung',
    zuschlag: {
      art: 'jaNein',
      schluessel: 'fussbodenheizung',
      bezeichnung: 'Fußbodenheizung',
      abschnitt: 'Heizung',
    },
  },
  {
    id: 'sanitaerbereich',
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
    zuschlag: {
      art: 'jeOption',
      schluessel: 'sanitaerJeMerkmal',
      bezeichnung: 'je Ausstattungsmerkmal',
    },
  },
  {
    id: 'kueche',
    route: '/kueche',
    titel: 'Küche',
    frage: 'Hat die Wohnung eine offene Küche?',
    feld: 'selectedKueche',
    art: 'einfach',
    optionen: jaNein('Offene Küche', 'Keine offene Küche'),
    fehlerThema: null,
    zuschlag: { art: 'jaNein', schluessel: 'offeneKueche', bezeichnung: 'Offene Küche' },
  },
  {
    id: 'kuechengrundausstattung',
    route: '/kuechengrundausstattung',
    titel: 'Küchengrundausstattung',
    frage:
      'Hat der Vermieter eine Küchengrundausstattung gestellt (Spüle und Einbauschränke oder Kücheninsel)?',
    feld: 'selectedKuechengrundausstattung',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'kuechengrundausstattung',
    zuschlag: null,
  },
  {
    id: 'elektrogeraete',
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
    zuschlag: {
      art: 'jeOption',
      schluessel: 'elektrogeraetJeGeraet',
      bezeichnung: 'je Elektrogerät',
      abschnitt: 'Küche',
    },
  },
  {
    id: 'fussboden',
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
    zuschlag: { art: 'tabelle', schluessel: 'fussboden' },
  },
  {
    id: 'modernisierterBoden',
    route: '/modernisierterBoden',
    titel: 'Modernisierter Boden',
    frage: 'Wurde der Boden 2019 oder später modernisiert (Gebäude vor 2019 errichtet)?',
    feld: 'selectedModernisierterBoden',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'modernisierterBoden',
    zuschlag: {
      art: 'jaNein',
      schluessel: 'modernisierterBoden',
      bezeichnung: 'Modernisierter Boden',
      abschnitt: 'Fußboden',
    },
  },
  {
    id: 'terrasseBalkon',
    route: '/terrasseBalkon',
    titel: 'Terrasse/Balkon',
    frage:
      'Hat die Wohnung eine Terrasse, Dachterrasse, einen Balkon oder eine Loggia mit mindestens 1 m²?',
    feld: 'selectedTerrasseBalkon',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'terrasseBalkon',
    zuschlag: {
      art: 'jaNein',
      schluessel: 'terrasseBalkon',
      bezeichnung: 'Terrasse/Balkon',
      abschnitt: 'Weitere Ausstattung',
    },
  },
  {
    id: 'ausstattung',
    route: '/ausstattung',
    titel: 'Besondere Ausstattung',
    frage:
      'Hat die Wohnung elektrisch betriebene Rollläden oder Jalousien und/oder eine Video-Gegensprechanlage?',
    feld: 'selectedBesondereAusstattung',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: null,
    zuschlag: {
      art: 'jaNein',
      schluessel: 'besondereAusstattung',
      bezeichnung: 'Besondere Ausstattung',
      abschnitt: 'Weitere Ausstattung',
    },
  },
  {
    id: 'modernisierteFenster',
    route: '/modernisierteFenster',
    titel: 'Modernisierte Fenster',
    frage: 'Wurden die Fenster 1995 oder später eingebaut und 2019 oder später modernisiert?',
    feld: 'selectedModernisierteFenster',
    art: 'einfach',
    optionen: jaNein(),
    fehlerThema: 'modernisierteFenster',
    zuschlag: {
      art: 'jaNein',
      schluessel: 'modernisierteFenster',
      bezeichnung: 'Modernisierte Fenster',
      abschnitt: 'Weitere Ausstattung',
    },
  },
  {
    id: 'abweichungen',
    route: '/abweichungen',
    titel: 'Abweichungen',
    frage: 'Hat die Wohnung Besonderheiten, die der Mietspiegel nicht abfragt?',
    feld: 'abweichungen',
    art: 'abweichungen',
    // issue 29: the step asks first; the six fields show only after 'Ja'. The answer is not sent:
    // abweichungGesetzt stays what berechnungsregeln.md §1 says (any deviation non-zero), and
    // 'Nein' empties the fields, so no deviation stays in the calculation unseen.
    optionen: [
      {
        id: 0,
        label: 'Ja',
        hinweis: 'zum Beispiel ruhiges Hinterhaus, Wärmedämmung oder kein Warmwasser vom Vermieter',
      },
      { id: 1, label: 'Nein' },
    ],
    fehlerThema: 'abweichungen',
    zuschlag: null,
  },
  {
    id: 'betriebskosten',
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
    zuschlag: null,
  },
] as const satisfies readonly SchrittDaten[];

type Eintrag = (typeof katalog)[number];

/** Step ids = hash routes of spezifikation.md §2 (without the leading slash). */
export type SchrittId = Eintrag['id'];

/** Error topics (spezifikation.md §3 "Error state"): the steps with conflict rules. */
export type FehlerThema = NonNullable<Eintrag['fehlerThema']>;

/** The steps whose answer is one option id (null until answered) or a list of them. */
export type EinzelFeld = Extract<Eintrag, { art: 'einfach' | 'baujahr' }>['feld'];
export type MehrfachFeld = Extract<Eintrag, { art: 'mehrfach' }>['feld'];
export type AuswahlSchritt = Extract<Eintrag, { art: 'einfach' | 'baujahr' | 'mehrfach' }>;

/** Tabelle 3 entries of the edition: a list by option id, or one amount. */
type MitZuschlag<A> = Extract<Extract<Eintrag, { zuschlag: object }>['zuschlag'], { art: A }>;
export type TabellenSchluessel = MitZuschlag<'tabelle'>['schluessel'];
export type BetragSchluessel = MitZuschlag<'jaNein' | 'jeOption'>['schluessel'];

/** The choice steps in wizard order: their fields follow each other on the wire (schema.ts). */
export const auswahlSchritte: readonly AuswahlSchritt[] = katalog.filter(
  (s): s is AuswahlSchritt => s.art === 'einfach' || s.art === 'baujahr' || s.art === 'mehrfach',
);

/** The error topics in wizard order (the keys of `fehlerFlagsSchema`). */
export const fehlerThemen: readonly FehlerThema[] = katalog.flatMap((s) =>
  s.fehlerThema === null ? [] : [s.fehlerThema],
);

/** Steps with a Tabelle 3 entry, in the order of the table. */
export const zuschlagSchritte = katalog.flatMap((s) =>
  s.zuschlag === null ? [] : [{ schritt: s as Eintrag, regel: s.zuschlag as ZuschlagRegel }],
);
