/**
 * The edition data (Mietspiegel für München 2025, data/mietspiegel-muenchen-2025.json) and what
 * the app reads of an edition (STYLE.md 4: editions as data). An edition file is checked by
 * `ladeAusgabe` (ausgabe-schema.ts). The built-in file is part of the code: its check runs in the
 * tests (ausgabe.test.ts) and when the server builds its register (ausgaben.ts), not in every
 * browser at import – that kept zod and the edition's schema in the web app's first page's
 * scripts (bench bundle).
 *
 * Money is converted once, here, from the table's euros into integer cents
 * (berechnungsregeln.md §2); the loaded `Ausgabe` holds cents only.
 */
import roh from '../data/mietspiegel-muenchen-2025.json' with { type: 'json' };
import type { AusgabeRoh, Tabelle3 } from './ausgabe-schema.ts';
import {
  cent,
  formatZahl,
  zuschlagSchritte,
  type TabellenSchluessel,
} from '../grundlagen/index.ts';

export type { AusgabeRoh };

export type TabellenStatus = 'geprueft' | 'vorlaeufig';

export interface Baujahrklasse {
  id: number;
  label: string;
  /** First year of the class; null for class 0 ("bis 1918"). */
  von: number | null;
  bis: number;
}

export interface Grundpreiszeile {
  von: number;
  bis: number;
  /** Tabelle 2, one value per Baujahrklasse id, integer cents per m². */
  centProQm: number[];
}

export interface Spanne {
  /** integer cents per m² (negative) */
  unten: number;
  /** integer cents per m² */
  oben: number;
  wohnlagen: number[];
}

export interface Betriebskostenposition {
  id: number;
  label: string;
  /** integer cents per m²; null = no average value in the source (counts 0, berechnungsregeln.md §2.3) */
  centProQm: number | null;
  fussnote: boolean;
}

/** Bounds of one deviation field in integer cents, inclusive (spezifikation.md §5). */
export interface Grenzen {
  min: number;
  max: number;
}

/** The loaded edition. Every amount is integer cents (per m² and month). */
export interface Ausgabe {
  /** the edition's id, e.g. 'muenchen-2025' */
  ausgabe: string;
  stadt: string;
  jahr: number;
  /** first day it applies, 'YYYY-MM-DD'; null = not verified, open towards the past */
  gueltigAb: string | null;
  /** last day it applies, 'YYYY-MM-DD'; null = until the next edition begins */
  gueltigBis: string | null;
  pdfDateiname: string;
  wohnflaeche: { min: number; max: number; maxNachkommastellen: number; tabellenzeile: string };
  baujahrklassen: Baujahrklasse[];
  grundpreise: {
    quelle: string;
    status: { von: number; bis: number; status: TabellenStatus }[];
    zeilen: Grundpreiszeile[];
  };
  /** Tabelle 3 in cents; arrays are indexed by the option id of the step. */
  zuschlaege: { quelle: string } & Tabelle3<number[], number>;
  spannen: { quelle: string; nichtZentral: Spanne; zentral: Spanne };
  abweichungen: {
    quelle: string;
    wasser: Grenzen;
    rueckgebaeude: Grenzen;
    waermedaemmung: Grenzen;
    fassadeA: Grenzen;
    fassadeB: Grenzen;
    zusatz: Grenzen;
  };
  betriebskosten: {
    quelle: string;
    status: TabellenStatus;
    positionen: Betriebskostenposition[];
    fussnote: string;
  };
}

const grenzen = (g: { min: number; max: number }): Grenzen => ({
  min: cent(g.min),
  max: cent(g.max),
});

/**
 * Converts a checked edition (`ladeAusgabe`, ausgabe-schema.ts) to the loaded, cent-based
 * `Ausgabe` (berechnungsregeln.md §2).
 */
export function ausgabeAusRoh(a: AusgabeRoh): Ausgabe {
  const z = a.zuschlaege;
  const spanne = (s: AusgabeRoh['spannen']['zentral']): Spanne => ({
    unten: cent(s.unten),
    oben: cent(s.oben),
    wohnlagen: [...s.wohnlagen],
  });
  return {
    ausgabe: a.ausgabe,
    stadt: a.stadt,
    jahr: a.jahr,
    gueltigAb: a.gueltigAb,
    gueltigBis: a.gueltigBis ?? null,
    pdfDateiname: a.pdfDateiname,
    wohnflaeche: { ...a.wohnflaeche, tabellenzeile: a.wohnflaeche.tabellenzeile ?? '' },
    baujahrklassen: a.baujahrklassen.map((k) => ({ ...k })),
    grundpreise: {
      quelle: a.grundpreise.quelle,
      status: Object.entries(a.grundpreise.status)
        .map(([bereich, s]) => {
          const [von = 0, bis = 0] = bereich.split('-').map(Number);
          return { von, bis, status: s };
        })
        .sort((x, y) => x.von - y.von),
      zeilen: a.grundpreise.zeilen.map((r) => ({
        von: r.von,
        bis: r.bis,
        centProQm: r.euroProQm.map(cent),
      })),
    },
    zuschlaege: {
      quelle: z.quelle,
      ...(Object.fromEntries(
        zuschlagSchritte.map(({ regel }) => {
          const w = z[regel.schluessel as keyof typeof z];
          return [regel.schluessel, Array.isArray(w) ? w.map(cent) : cent(w as number)];
        }),
      ) as Tabelle3<number[], number>),
    },
    spannen: {
      quelle: a.spannen.quelle,
      nichtZentral: spanne(a.spannen.nichtZentral),
      zentral: spanne(a.spannen.zentral),
    },
    abweichungen: {
      quelle: a.abweichungen.quelle,
      wasser: grenzen(a.abweichungen.wasser),
      rueckgebaeude: grenzen(a.abweichungen.rueckgebaeude),
      waermedaemmung: grenzen(a.abweichungen.waermedaemmung),
      fassadeA: grenzen(a.abweichungen.fassadeA),
      fassadeB: grenzen(a.abweichungen.fassadeB),
      zusatz: grenzen(a.abweichungen.zusatz),
    },
    betriebskosten: {
      quelle: a.betriebskosten.quelle,
      status: a.betriebskosten.status,
      positionen: a.betriebskosten.positionen.map((p) => ({
        id: p.id,
        label: p.label,
        centProQm: p.euroProQm === null ? null : cent(p.euroProQm),
        fussnote: p.fussnote === true,
      })),
      fussnote: a.betriebskosten.fussnote ?? '',
    },
  };
}

/**
 * The built-in edition (data/…json), converted without the check: ausgabe.test.ts checks the
 * file with `ladeAusgabe` and that it loads to this very value, and the server's register checks
 * it again at start (ausgaben.ts). Further editions come from the operator's folder (ausgaben.ts);
 * code that shows an edition takes the one in use.
 */
export const ausgabe: Ausgabe = ausgabeAusRoh(roh as AusgabeRoh);

/**
 * Throws when a table of the edition does not have one value per option of its step: the
 * catalogue holds the options (spezifikation.md §3 "Enumerations"), the edition their amounts.
 * The table steps take their options from the catalogue alone (Baujahr, whose classes come from
 * the edition, has no Tabelle 3 entry), so the catalogue's count is the wizard's (schritte.ts).
 */
export function pruefeTabellenZumKatalog(a: Ausgabe): void {
  for (const { schritt, regel } of zuschlagSchritte) {
    if (regel.art !== 'tabelle') continue;
    const n = schritt.optionen.length;
    const werte = a.zuschlaege[regel.schluessel as TabellenSchluessel];
    if (werte.length !== n) {
      throw new Error(
        `Ungültige Mietspiegel-Ausgabe bei „zuschlaege.${regel.schluessel}“: genau ${n} Werte (je Option) erwartet, gefunden ${werte.length}.`,
      );
    }
  }
}

/**
 * The PDF's file name (berechnungsregeln.md §4 fixes `pdfDateiname`; issue 20 §5 adds the
 * edition): the year before the extension, e.g. 'Mietspiegel_München_2025.pdf'.
 */
export function pdfDateiname(a: Ausgabe): string {
  const punkt = a.pdfDateiname.lastIndexOf('.');
  return punkt < 0
    ? `${a.pdfDateiname}_${a.jahr}`
    : `${a.pdfDateiname.slice(0, punkt)}_${a.jahr}${a.pdfDateiname.slice(punkt)}`;
}

/**
 * The built-in edition as stored (euros), a fresh copy: the starting point for the next edition
 * (`npm run ausgabe -- vorlage`).
 */
export function eingebauteAusgabeRoh(): unknown {
  return structuredClone(roh);
}

/** The edition's title as users read it, e.g. 'Mietspiegel für München 2025'. */
export function ausgabeTitel(a: Ausgabe): string {
  return `Mietspiegel für ${a.stadt} ${a.jahr}`;
}

/**
 * Notes for a user on the provisional figures of the edition (berechnungsregeln.md: "some tables
 * are provisional and the product must say so where a user sees those values"): which figure is
 * provisional and what that means for the result. Which tables are provisional is read from
 * their `status`, never assumed; `quelle` is the editors' record and not shown to users.
 */
export const vorlaeufigHinweis = {
  grundpreis: (von: number, bis: number): string =>
    `Der Grundpreis für Wohnflächen von ${von} bis ${bis} m² ist ein vorläufiger Wert: Er ist noch nicht mit der amtlichen Tabelle des Mietspiegels abgeglichen. Ihre ortsübliche Vergleichsmiete kann deshalb vom amtlichen Mietspiegel abweichen; verbindlich ist die amtliche Mietspiegel-Broschüre.`,
  betriebskosten:
    'Die Beträge der Betriebskosten sind vorläufige Durchschnittswerte, nicht die amtlichen Werte des Mietspiegels. Der Anteil der Betriebskosten an Ihrer ortsüblichen Vergleichsmiete ist deshalb nur ein Näherungswert; verbindlich ist die amtliche Mietspiegel-Broschüre.',
};

/** The tables of the Mietspiegel brochure the /zuschlaege page shows (numbered as there). */
export type BroschuerenTabelle = 1 | 2 | 3 | 4;

/**
 * Where a table's values come from, in a user's words (issue 17 §12): the Mietspiegel brochure
 * of the City of Munich, with provisional values named as such (the note above the tables says
 * why). `quelle` in the data is the editors' record (how the values were checked) and stays there.
 */
export function quelleFuerNutzer(tabelle: BroschuerenTabelle, a: Ausgabe = ausgabe): string {
  const broschuere = `der Broschüre „Mietspiegel für ${a.stadt} ${a.jahr}“ der Stadt ${a.stadt}`;
  if (tabelle === 1 && a.betriebskosten.status === 'vorlaeufig') {
    return `Quelle: vorläufige Durchschnittswerte, noch nicht die Tabelle 1 ${broschuere} (siehe „Vorläufige Werte“ oben).`;
  }
  const vorlaeufig =
    tabelle === 2 ? a.grundpreise.status.filter((s) => s.status === 'vorlaeufig') : [];
  const zeilen = vorlaeufig.map((s) => `${s.von}–${s.bis} m²`).join(', ');
  return vorlaeufig.length === 0
    ? `Quelle: Tabelle ${tabelle} ${broschuere}.`
    : `Quelle: Tabelle ${tabelle} ${broschuere}; die Zeilen ${zeilen} sind vorläufige Werte (siehe „Vorläufige Werte“ oben).`;
}

/** The notes of every provisional table of the edition (the /zuschlaege page); empty when none is. */
export function vorlaeufigeTabellen(a: Ausgabe = ausgabe): string[] {
  const notizen: string[] = [];
  for (const s of a.grundpreise.status) {
    if (s.status === 'vorlaeufig') notizen.push(vorlaeufigHinweis.grundpreis(s.von, s.bis));
  }
  if (a.betriebskosten.status === 'vorlaeufig') notizen.push(vorlaeufigHinweis.betriebskosten);
  return notizen;
}

/** True when the Grundpreis row used for this area (whole m²) comes from a provisional range. */
export function grundpreisIstVorlaeufig(qm: number, a: Ausgabe = ausgabe): boolean {
  return a.grundpreise.status.some((s) => s.status === 'vorlaeufig' && qm >= s.von && qm <= s.bis);
}

/** Bounds text for messages and labels, e.g. '-0,70' … '0,00' (German format). */
export function grenzenText(g: Grenzen): { min: string; max: string } {
  return { min: formatZahl(g.min), max: formatZahl(g.max) };
}
