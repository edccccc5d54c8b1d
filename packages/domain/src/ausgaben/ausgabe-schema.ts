/**
 * The check of an edition file (STYLE.md 4: editions as data): its zod schema (euros, as stored)
 * and the rules a schema cannot say. `ladeAusgabe` (ausgabe-laden.ts) names the path of every
 * bad value, so no request is ever computed from a broken table. A module of its own, apart from
 * ausgabe.ts, which takes only its types: the
 * web app uses the built-in edition but never checks a file, and a schema built at import would
 * keep zod in its first page's scripts (bench bundle).
 */
import * as z from 'zod/mini';
import { fehlerText } from './ausgabe-fehler.ts';
import {
  DATUMSBEREICH,
  formatDatum,
  formatEuro,
  istImDatumsbereich,
  zuschlagSchritte,
  type BetragSchluessel,
  type TabellenSchluessel,
} from '../grundlagen/index.ts';

/**
 * Tabelle 3 as the step catalogue names it (schrittkatalog.ts): a list by option id per table
 * step, one amount per yes/no or per-option step.
 */
export type Tabelle3<L, B> = Record<TabellenSchluessel, L> & Record<BetragSchluessel, B>;

function tabelle3<L, B>(liste: L, betrag: B): Tabelle3<L, B> {
  return Object.fromEntries(
    zuschlagSchritte.map(({ regel }) => [
      regel.schluessel,
      regel.art === 'tabelle' ? liste : betrag,
    ]),
  ) as Tabelle3<L, B>;
}

/**
 * Plausible amounts per table, in € per m² and month (issue 27 §6, README „Mietspiegel-Ausgaben“):
 * wide around every Mietspiegel a German city has published, narrow enough that a typing slip
 * (−50 € Grundpreis, 1e300) never reaches a calculation or a PDF. Tabelle 1's Grundpreise are
 * positive; a Zu- or Abschlag (Tabelle 3), a spread's end (Tabelle 4) and a deviation bound are
 * at most 10 € either way; an operating-cost item (Tabelle 5) is neither negative nor above 10 €.
 */
export const BETRAGSGRENZEN = {
  grundpreise: { name: 'Grundpreise (Tabelle 1)', min: 1, max: 100 },
  zuschlaege: { name: 'Zu- und Abschläge (Tabelle 3)', min: -10, max: 10 },
  spannen: { name: 'Spannen (Tabelle 4)', min: -10, max: 10 },
  abweichungen: { name: 'Grenzen der Abweichungen', min: -10, max: 10 },
  betriebskosten: { name: 'Betriebskosten (Tabelle 5)', min: 0, max: 10 },
} as const;

type Grenze = (typeof BETRAGSGRENZEN)[keyof typeof BETRAGSGRENZEN];

const hatZweiNachkommastellen = (x: number): boolean =>
  Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;

/** An amount in euros of one table: within its bounds (said first), at most two decimals. */
const euroIn = (g: Grenze) => {
  const imBereich = (x: number): boolean => Number.isFinite(x) && x >= g.min && x <= g.max;
  return z.number().check(
    z.refine((x) => imBereich(x) && hatZweiNachkommastellen(x), {
      error: (issue) =>
        imBereich(issue.input as number)
          ? 'Betrag mit höchstens zwei Nachkommastellen erwartet'
          : `Betrag außerhalb der plausiblen Grenzen der ${g.name}: ${formatEuro(g.min * 100)} bis ${formatEuro(g.max * 100)} je m²`,
    }),
  );
};
const ganzzahl = z.int();
/** Texts (sources, labels, the city): at most 1,000 characters – they reach every answer. */
const text = z.string().check(z.minLength(1), z.maxLength(1000));
const status = z.enum(['geprueft', 'vorlaeufig']);
/** A day of DATUMSBEREICH (grundlagen/datum.ts), as every date the product reads. */
const tag = z.iso.date().check(
  z.refine(istImDatumsbereich, {
    message: `Tag zwischen ${formatDatum(DATUMSBEREICH.von)} und ${formatDatum(DATUMSBEREICH.bis)} erwartet`,
  }),
);
/** Longest id: it names the edition in URLs, calls and templates. */
export const AUSGABE_ID_HOECHSTLAENGE = 40;

const spanne = z.object({
  unten: euroIn(BETRAGSGRENZEN.spannen),
  oben: euroIn(BETRAGSGRENZEN.spannen),
  wohnlagen: z.array(ganzzahl),
});
const abweichung = z.object({
  min: euroIn(BETRAGSGRENZEN.abweichungen),
  max: euroIn(BETRAGSGRENZEN.abweichungen),
});

/** zod schema of the edition JSON as stored (euros). */
export const ausgabeRohSchema = z.object({
  /** the edition's id, e.g. 'muenchen-2025' (lower case, digits, hyphens; at most 40) */
  ausgabe: z
    .string()
    .check(z.maxLength(AUSGABE_ID_HOECHSTLAENGE), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  stadt: text,
  /** the year in its title: within DATUMSBEREICH's years */
  jahr: z
    .int()
    .check(
      z.minimum(Number(DATUMSBEREICH.von.slice(0, 4))),
      z.maximum(Number(DATUMSBEREICH.bis.slice(0, 4))),
    ),
  /**
   * First day the edition applies ('YYYY-MM-DD'). null only where the official day is not yet
   * verified (the built-in edition): it then applies to every day before the next edition.
   */
  gueltigAb: z.nullable(tag),
  /** Last day it applies; missing or null = until the next edition begins. */
  gueltigBis: z.optional(z.nullable(tag)),
  pdfDateiname: text,
  wohnflaeche: z.object({
    min: ganzzahl,
    max: ganzzahl,
    maxNachkommastellen: ganzzahl,
    tabellenzeile: z.optional(z.string()),
  }),
  baujahrklassen: z.array(
    z.object({ id: ganzzahl, label: text, von: z.nullable(ganzzahl), bis: ganzzahl }),
  ),
  grundpreise: z.object({
    quelle: text,
    status: z.record(z.string().check(z.regex(/^\d+-\d+$/)), status),
    spalten: z.optional(z.string()),
    zeilen: z.array(
      z.object({
        von: ganzzahl,
        bis: ganzzahl,
        euroProQm: z.array(euroIn(BETRAGSGRENZEN.grundpreise)),
      }),
    ),
  }),
  zuschlaege: z.object({
    quelle: text,
    ...tabelle3(z.array(euroIn(BETRAGSGRENZEN.zuschlaege)), euroIn(BETRAGSGRENZEN.zuschlaege)),
  }),
  spannen: z.object({
    quelle: text,
    nichtZentral: spanne,
    zentral: spanne,
  }),
  abweichungen: z.object({
    quelle: text,
    wasser: abweichung,
    rueckgebaeude: abweichung,
    waermedaemmung: abweichung,
    fassadeA: abweichung,
    fassadeB: abweichung,
    zusatz: abweichung,
  }),
  betriebskosten: z.object({
    quelle: text,
    status,
    positionen: z.array(
      z.object({
        id: ganzzahl,
        label: text,
        euroProQm: z.nullable(euroIn(BETRAGSGRENZEN.betriebskosten)),
        fussnote: z.optional(z.boolean()),
      }),
    ),
    fussnote: z.optional(z.string()),
  }),
});

export type AusgabeRoh = z.infer<typeof ausgabeRohSchema>;

/**
 * Checks what a schema cannot: table shape, contiguous rows and classes, ids in order. The
 * counts are the edition's own (one Grundpreis per Baujahr class, a spread for every Wohnlage);
 * that the tables fit the wizard's options is checked by the catalogue (schritte.ts).
 */
export function pruefeKonsistenz(a: AusgabeRoh): string[] {
  const probleme: string[] = [];
  const fehler = (pfad: string, text: string): void => {
    probleme.push(fehlerText(pfad, text));
  };
  if (a.gueltigAb !== null && a.gueltigBis != null && a.gueltigBis < a.gueltigAb)
    fehler('gueltigBis', 'der letzte Tag liegt vor gueltigAb');
  const { min, max } = a.wohnflaeche;
  if (min >= max) fehler('wohnflaeche', 'min muss kleiner als max sein');

  const klassen = a.baujahrklassen.length;
  if (klassen === 0) fehler('baujahrklassen', 'mindestens eine Klasse erwartet');
  a.baujahrklassen.forEach((k, i) => {
    const p = `baujahrklassen[${i}]`;
    if (k.id !== i) fehler(`${p}.id`, `Id ${i} erwartet, gefunden ${k.id}`);
    if (i === 0 && k.von !== null) fehler(`${p}.von`, 'die erste Klasse hat keinen Beginn (null)');
    if (i > 0) {
      const vorher = a.baujahrklassen[i - 1];
      if (k.von === null || vorher === undefined || k.von !== vorher.bis + 1) {
        fehler(
          `${p}.von`,
          `Klassen müssen lückenlos aneinander anschließen (erwartet ${vorher ? vorher.bis + 1 : '?'})`,
        );
      }
    }
    if (k.von !== null && k.von > k.bis) fehler(`${p}.bis`, 'bis liegt vor von');
  });

  const zeilen = a.grundpreise.zeilen;
  if (zeilen.length === 0) fehler('grundpreise.zeilen', 'mindestens eine Zeile erwartet');
  let erwartetVon = min;
  zeilen.forEach((z, i) => {
    const p = `grundpreise.zeilen[${i}]`;
    if (z.von !== erwartetVon) {
      fehler(
        `${p}.von`,
        `Zeilen müssen lückenlos und ohne Überschneidung bei ${erwartetVon} m² beginnen, gefunden ${z.von}`,
      );
    }
    if (z.bis < z.von) fehler(`${p}.bis`, 'bis liegt vor von');
    if (z.euroProQm.length !== klassen) {
      fehler(
        `${p}.euroProQm`,
        `genau ${klassen} Werte (je Baujahrklasse) erwartet, gefunden ${z.euroProQm.length}`,
      );
    }
    erwartetVon = z.bis + 1;
  });
  if (erwartetVon !== max + 1)
    fehler(
      `grundpreise.zeilen[${zeilen.length - 1}].bis`,
      `die letzte Zeile muss bei ${max} m² enden`,
    );

  for (const bereich of Object.keys(a.grundpreise.status)) {
    const [von = 0, bis = 0] = bereich.split('-').map(Number);
    if (von > bis || von < min || bis > max)
      fehler(`grundpreise.status.${bereich}`, 'Bereich außerhalb der Wohnflächen');
  }

  const anzahlWohnlagen = a.zuschlaege.wohnlage.length;
  const wohnlagen = [...a.spannen.nichtZentral.wohnlagen, ...a.spannen.zentral.wohnlagen].sort(
    (x, y) => x - y,
  );
  if (wohnlagen.join(',') !== [...Array(anzahlWohnlagen).keys()].join(',')) {
    fehler(
      'spannen',
      `jede Wohnlage 0 bis ${anzahlWohnlagen - 1} muss genau einer Spanne zugeordnet sein`,
    );
  }
  for (const art of ['nichtZentral', 'zentral'] as const) {
    const s = a.spannen[art];
    if (s.unten > 0) fehler(`spannen.${art}.unten`, 'die Untergrenze darf nicht positiv sein');
    if (s.oben < 0) fehler(`spannen.${art}.oben`, 'die Obergrenze darf nicht negativ sein');
  }

  for (const [feld, g] of Object.entries(a.abweichungen)) {
    if (typeof g === 'object' && g.min > g.max)
      fehler(`abweichungen.${feld}`, 'min ist größer als max');
  }

  const pos = a.betriebskosten.positionen;
  if (pos.length === 0) fehler('betriebskosten.positionen', 'mindestens eine Position erwartet');
  pos.forEach((p, i) => {
    if (p.id !== i)
      fehler(`betriebskosten.positionen[${i}].id`, `Id ${i} erwartet, gefunden ${p.id}`);
  });
  return probleme;
}
