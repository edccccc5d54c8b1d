/**
 * Full check of a calculation body and a PDF body (berechnungsregeln.md §1, §4): wrong types →
 * 400, everything the spec calls invalid → 422, always with the envelope's German messages and
 * every error collected, never only the first. Used by the server before it computes anything.
 */
import * as z from 'zod/mini';
import {
  leseAbweichung,
  centZuEuro,
  zahlSkaliert,
  istStichtagsdifferenzImBereich,
  type EinzelFeld,
  type MehrfachFeld,
} from '../grundlagen/index.ts';
import { ausgabe } from '../ausgaben/index.ts';
import { aktuelleKonflikte } from './konflikte.ts';
import { meldungen, berechnungSchema, pdfParameterSchema } from '../schema/index.ts';
import { leererEntwurf } from './entwurf.ts';
import { abweichungsFelder, schritte, type Schritt } from './schritte.ts';
import {
  pruefeStichtagsdifferenzStand,
  leseWohnflaeche,
  normalisiereWohnflaeche,
  pruefeAuswahl,
  pruefeFreitext,
  pruefeGeleseneAbweichung,
} from './validierung.ts';
import { pruefeMietvergleich } from './mietvergleich-eingabe.ts';
import type {
  AbweichungsFeld,
  AbweichungsWert,
  Abweichungen,
  BerechnungEntwurf,
  Fehler,
  GepruefteBerechnung,
  PdfParameter,
  SchrittId,
} from '../schema/index.ts';

export type Pruefung<T> = ({ ok: true } & T) | { ok: false; status: 400 | 422; fehler: Fehler[] };

/** Field path of an issue: list indexes are dropped ('selectedSanitaerbereich', 'abweichungen.wasser'). */
function feldPfad(pfad: readonly PropertyKey[]): string {
  return pfad.filter((p) => typeof p === 'string').join('.');
}

function typFehler(issues: readonly z.core.$ZodIssue[]): Fehler[] {
  const gesehen = new Set<string>();
  const fehler: Fehler[] = [];
  for (const issue of issues) {
    const feld = feldPfad(issue.path);
    if (gesehen.has(feld)) continue;
    gesehen.add(feld);
    // the schema's own German message for the field (schema.ts: `error`)
    fehler.push({ feld, meldung: issue.message });
  }
  return fehler;
}

const istObjekt = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

type BerechnungEingabe = z.infer<typeof berechnungSchema>;
type PdfParameterEingabe = z.infer<typeof pdfParameterSchema>;

/**
 * The type check of a body (400): zod's parse of the wire schema, whose issues name every wrong
 * field in German. Returns the parsed body (unknown fields dropped) or the 400 answer.
 */
function pruefeTypen<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
): { ok: true; wert: T } | { ok: false; status: 400; fehler: Fehler[] } {
  if (!istObjekt(input))
    return {
      ok: false,
      status: 400,
      fehler: [{ feld: '', meldung: meldungen.ungueltigesFormat('JSON-Objekt') }],
    };
  const typ = z.safeParse(schema, input);
  return typ.success
    ? { ok: true, wert: typ.data }
    : { ok: false, status: 400, fehler: typFehler(typ.error.issues) };
}

/** The types (400), then – for a body of the right types – its content. */
export function typenDann<T, W>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  inhalt: (wert: T) => Pruefung<W>,
): Pruefung<W> {
  const typ = pruefeTypen(schema, input);
  return typ.ok ? inhalt(typ.wert) : typ;
}

/**
 * A choice step of the catalogue (spezifikation.md §3), read once: its wire field, largest id
 * and, for a multi-select, its 'none' option.
 */
interface AuswahlRegel<F> {
  id: SchrittId;
  feld: F;
  max: number;
  keineOptionId: number | undefined;
  keineLabel: string;
}

const alsRegel = <F>(s: Schritt, feld: F): AuswahlRegel<F> => ({
  id: s.id,
  feld,
  max: s.optionen.length - 1,
  keineOptionId: s.keineOptionId,
  keineLabel: s.optionen.find((o) => o.id === s.keineOptionId)?.label ?? '',
});

/** A single choice's field: the catalogue's, and whether the rent includes operating costs. */
type EinzelAntwort = EinzelFeld | 'selectedBetriebskostenA';

/**
 * Every choice step, checked in this order (the order of the errors): the single choices in
 * wizard order, then the multi-selects. Read from the catalogue, so no step can be left out.
 */
const einzelSchritte: readonly AuswahlRegel<EinzelAntwort>[] = schritte.flatMap((s) =>
  s.art === 'einfach' || s.art === 'baujahr' || s.art === 'betriebskosten'
    ? [alsRegel(s, s.feld as EinzelAntwort)]
    : [],
);
const mehrfachSchritte: readonly AuswahlRegel<MehrfachFeld>[] = schritte.flatMap((s) =>
  s.art === 'mehrfach' ? [alsRegel(s, s.feld as MehrfachFeld)] : [],
);

/**
 * The answers while they are checked: a draft in which an invalid answer is null (or []), so it
 * never conflicts, with what was read (area in thousandths, deviations in cents). Once no error
 * is left, `istGeprueft` makes it the checked calculation – a check, not a cast.
 */
type InPruefung = BerechnungEntwurf & {
  flaecheTausendstel: number;
  abweichungenCent: Record<AbweichungsFeld, number | null>;
};

/** The six deviations, blank: the start of the checked ones (euros and cents). */
const KEINE_ABWEICHUNGEN: Readonly<Record<AbweichungsFeld, null>> = {
  wasser: null,
  rueckgebaeude: null,
  waermedaemmung: null,
  fassadeA: null,
  fassadeB: null,
  zusatz: null,
};

/**
 * Its shape, made once from the catalogue (the empty draft): each request clones this one fast
 * object and only overwrites its fields. Adding the 16 keys one by one to an empty object (and
 * spreading it into the result) cost about a fifth of the check on every request (ADR 0004).
 */
const FORM: Readonly<InPruefung> = {
  ...leererEntwurf(),
  selectedBetriebskostenB: [],
  flaecheTausendstel: 0,
  abweichungenCent: KEINE_ABWEICHUNGEN,
};

/** Every single choice answered with an id: the answers are a complete calculation (§1). */
function istGeprueft(w: InPruefung): w is InPruefung & GepruefteBerechnung {
  for (const s of einzelSchritte) if (typeof w[s.feld] !== 'number') return false;
  return true;
}

/** Every id a whole number in 0..max. */
function alleIdsGueltig(liste: readonly number[], max: number): boolean {
  for (const id of liste) if (!Number.isInteger(id) || id < 0 || id > max) return false;
  return true;
}

/** Strictly ascending: then the list has no duplicates and is its own sorted form. */
function aufsteigend(liste: readonly number[]): boolean {
  for (let i = 1; i < liste.length; i++)
    if (!((liste[i] as number) > (liste[i - 1] as number))) return false;
  return true;
}

const hatDoppelte = (liste: readonly number[]): boolean =>
  !aufsteigend(liste) && new Set(liste).size !== liste.length;

/** Ascending copy (the stored form of a multi-select). */
const sortiert = (liste: readonly number[]): number[] =>
  aufsteigend(liste) ? liste.slice() : [...liste].sort((x, y) => x - y);

/** Ascending copy without duplicates. */
const eindeutigSortiert = (liste: readonly number[]): number[] =>
  aufsteigend(liste) ? liste.slice() : sortiert([...new Set(liste)]);

/** A single choice (§1, §5): answered, and a whole id 0..max; null (with its error) when not. */
function einzelAuswahl(
  fehler: Fehler[],
  wert: number | null | undefined,
  s: AuswahlRegel<EinzelAntwort>,
): number | null {
  let meldung = pruefeAuswahl(wert, s.id);
  if (!meldung && !(Number.isInteger(wert) && (wert as number) >= 0 && (wert as number) <= s.max))
    meldung = meldungen.ungueltigeAuswahl(s.max);
  if (!meldung) return wert as number;
  fehler.push({ feld: s.feld, meldung });
  return null;
}

/** A multi-select (§1, §4): non-empty, valid ids, no duplicates, 'none' never with others. */
function mehrfachAuswahl(
  fehler: Fehler[],
  wert: readonly number[] | null | undefined,
  s: AuswahlRegel<MehrfachFeld>,
): number[] {
  const liste = wert ?? [];
  const meldung = listenFehler(liste, s.max, s.id, s.keineOptionId, s.keineLabel);
  if (!meldung) return sortiert(liste);
  fehler.push({ feld: s.feld, meldung });
  return [];
}

/** A deviation (§5 bounds): blank = null, a valid one in cents, else null with its error. */
function abweichungCent(
  fehler: Fehler[],
  wert: AbweichungsWert | undefined,
  feld: AbweichungsFeld,
): number | null {
  const g = leseAbweichung(wert);
  const meldung = pruefeGeleseneAbweichung(feld, g);
  if (meldung) fehler.push({ feld: `abweichungen.${feld}`, meldung });
  return meldung === null && g.art === 'zahl' ? g.cent : null;
}

/** A balcony value kept for the conflict rule (§4): blank or a number with ≤ 2 decimals. */
function balkon(
  fehler: Fehler[],
  wert: AbweichungsWert,
  feld: 'balkonA' | 'balkonB' | 'balkonGross',
): number | null {
  const g = leseAbweichung(wert);
  if (g.art === 'ungueltig')
    fehler.push({ feld: `abweichungen.${feld}`, meldung: meldungen.abweichungUngueltig });
  return g.art === 'zahl' ? centZuEuro(g.cent) : null;
}

/**
 * Semantic checks of a type-correct body; returns the errors (422) and the clean calculation.
 * Errors come in this order: area, single choices in wizard order, multi-selects, operating
 * costs, deviations, conflicts.
 */
function pruefeInhalt(b: BerechnungEingabe): { fehler: Fehler[]; werte: InPruefung } {
  const fehler: Fehler[] = [];
  const werte: InPruefung = { ...FORM };

  // the area, read once: the calculation and the PDF take these thousandths (issue 19 §2)
  werte.wohnflaeche = normalisiereWohnflaeche(b.wohnflaeche ?? '');
  const flaecheTausendstel = leseWohnflaeche(werte.wohnflaeche);
  if (flaecheTausendstel === null)
    fehler.push({ feld: 'wohnflaeche', meldung: meldungen.wohnflaeche });
  werte.flaecheTausendstel = flaecheTausendstel ?? 0;

  // Invalid answers are null (or []) here: they never conflict.
  for (const s of einzelSchritte) werte[s.feld] = einzelAuswahl(fehler, b[s.feld], s);
  for (const s of mehrfachSchritte) werte[s.feld] = mehrfachAuswahl(fehler, b[s.feld], s);

  werte.selectedBetriebskostenB = betriebskostenPositionen(
    fehler,
    b.selectedBetriebskostenB ?? [],
    werte.selectedBetriebskostenA === 1,
  );

  // Deviations (§5 bounds), read once into cents; blank = null. The wire form of the answers
  // keeps them as numbers (euros), the calculation takes the cents.
  const roh = b.abweichungen ?? {};
  const abweichungen: Abweichungen = { ...KEINE_ABWEICHUNGEN };
  const abweichungenCent: InPruefung['abweichungenCent'] = { ...KEINE_ABWEICHUNGEN };
  for (const feld of abweichungsFelder) {
    const c = abweichungCent(fehler, roh[feld], feld);
    abweichungenCent[feld] = c;
    abweichungen[feld] = c === null ? null : centZuEuro(c);
    // derived, never taken from the body: a valid number other than 0 (berechnungsregeln.md §1)
    if (c !== null && c !== 0) werte.abweichungGesetzt = true;
  }
  // The balcony values only when the body has them (this edition has no input for them).
  for (const feld of BALKON_FELDER) {
    const wert = roh[feld];
    if (wert !== undefined) abweichungen[feld] = balkon(fehler, wert, feld);
  }
  werte.abweichungen = abweichungen;
  werte.abweichungenCent = abweichungenCent;

  // Conflicts of §4/§5 on the valid answers; texts are built only for violated rules.
  const konflikte = aktuelleKonflikte(werte);
  if (konflikte.length > 0) {
    const gesehen = new Set<string>();
    for (const k of konflikte) {
      const schluessel = `${k.feld}\u0000${k.meldung}`;
      if (gesehen.has(schluessel)) continue;
      gesehen.add(schluessel);
      fehler.push({ feld: k.feld, meldung: k.meldung });
    }
  }
  return { fehler, werte };
}

/**
 * The operating-cost items (§1): read when the rent includes them – every id valid, none twice;
 * otherwise kept as sent when valid (without duplicates), else none. Always ascending.
 */
function betriebskostenPositionen(
  fehler: Fehler[],
  liste: readonly number[],
  enthalten: boolean,
): number[] {
  const max = ausgabe.betriebskosten.positionen.length - 1;
  const meldung = !alleIdsGueltig(liste, max)
    ? meldungen.ungueltigeAuswahl(max)
    : enthalten && hatDoppelte(liste)
      ? meldungen.doppelteAuswahl
      : null;
  if (meldung === null) return eindeutigSortiert(liste);
  if (enthalten) fehler.push({ feld: 'selectedBetriebskostenB', meldung });
  return [];
}

const BALKON_FELDER = ['balkonA', 'balkonB', 'balkonGross'] as const;

function listenFehler(
  liste: readonly number[],
  max: number,
  schritt: Parameters<typeof pruefeAuswahl>[1],
  keineOptionId: number | undefined,
  keineLabel: string,
): string | null {
  const fehlt = pruefeAuswahl(liste, schritt);
  if (fehlt) return fehlt;
  if (!alleIdsGueltig(liste, max)) return meldungen.ungueltigeAuswahl(max);
  if (hatDoppelte(liste)) return meldungen.doppelteAuswahl;
  if (keineOptionId !== undefined && liste.includes(keineOptionId) && liste.length > 1) {
    return meldungen.keineOptionExklusiv(keineLabel);
  }
  return null;
}

/**
 * The 422 part of `pruefeBerechnung`, for a body whose types are already checked against
 * `berechnungSchema` (the server: ajv on the JSON Schema derived from it).
 */
export function pruefeBerechnungsInhalt(
  eingabe: BerechnungEingabe,
): Pruefung<{ berechnung: GepruefteBerechnung }> {
  const { fehler, werte } = pruefeInhalt(eingabe);
  if (fehler.length > 0) return { ok: false, status: 422, fehler };
  return { ok: true, berechnung: vollstaendig(werte) };
}

/** The checked calculation of answers without an error: every single choice is an id. */
function vollstaendig(werte: InPruefung): GepruefteBerechnung {
  if (!istGeprueft(werte)) throw new Error('Eine Auswahl fehlt, ohne dass die Prüfung sie meldet.');
  return werte;
}

/** The 422 part of `pruefePdfParameter`, for a body whose types are already checked. */
export function pruefePdfParameterInhalt(
  daten: PdfParameterEingabe,
): Pruefung<{ parameter: PdfParameter }> {
  const { fehler: innen, werte } = pruefeInhalt(daten.berechnung);
  const fehler = innen.map((f) => ({ feld: `berechnung.${f.feld}`, meldung: f.meldung }));

  const text = daten.zusaetzlicheBegruendungen ?? '';
  const textFehler = pruefeFreitext(text);
  if (textFehler) fehler.push({ feld: 'zusaetzlicheBegruendungen', meldung: textFehler });

  const sd = daten.stichtagsdifferenz ?? undefined;
  // the height read once into tenths of a percent, which the PDF computes with
  let hoeheZehntel = 0;
  if (sd) {
    const standFehler = pruefeStichtagsdifferenzStand(sd.stand);
    if (standFehler) fehler.push({ feld: 'stichtagsdifferenz.stand', meldung: standFehler });
    const zehntel = zahlSkaliert(sd.hoehe, 1);
    if (zehntel === null || !istStichtagsdifferenzImBereich(zehntel)) {
      fehler.push({ feld: 'stichtagsdifferenz.hoehe', meldung: meldungen.stichtagsdifferenzHoehe });
    } else hoeheZehntel = zehntel;
  }
  // issue 13: the user's rent and the increase check, only when sent
  const mv = pruefeMietvergleich(daten.mietvergleich);
  fehler.push(...mv.fehler);
  if (fehler.length > 0) return { ok: false, status: 422, fehler };
  return {
    ok: true,
    parameter: {
      berechnung: vollstaendig(werte),
      zusaetzlicheBegruendungen: text,
      ...(sd ? { stichtagsdifferenz: { stand: sd.stand, hoehe: sd.hoehe, hoeheZehntel } } : {}),
      ...(mv.wert ? { mietvergleich: mv.wert } : {}),
    },
  };
}

/**
 * Checks a calculation body (berechnungsregeln.md §1). Types → 400 'Ungültiges Format: …
 * erwartet.'; missing or invalid answers and every conflict → 422. On success the calculation
 * is normalised: area with a point, deviations as numbers or null, abweichungGesetzt derived;
 * and it carries what was read (`GeleseneWerte`): the area in thousandths of m², the deviations
 * in cents – the values the calculation takes as they are (issue 19 §2).
 */
export const pruefeBerechnung = (input: unknown): Pruefung<{ berechnung: GepruefteBerechnung }> =>
  typenDann(berechnungSchema, input, pruefeBerechnungsInhalt);

/**
 * Checks a PDF body (berechnungsregeln.md §4): the calculation as above (fields prefixed
 * 'berechnung.'), the Stichtagsdifferenz (ISO date; −999.99 … 999.99 with at most one
 * decimal) and the free text (≤ 500 characters, ≤ 13 lines).
 */
export const pruefePdfParameter = (input: unknown): Pruefung<{ parameter: PdfParameter }> =>
  typenDann(pdfParameterSchema, input, pruefePdfParameterInhalt);

/** A body read: the checked, typed value, or the answer's status and German messages. */
export type Gelesen<T> = { ok: true; wert: T } | { ok: false; status: 400 | 422; fehler: Fehler[] };

/**
 * The one reading of a route's body (issue 28 §3): its wire schema – the route's contract, which
 * the server compiles (ajv) for its hot path – and the parse into the checked, typed value with
 * the German messages of this module. `typenGeprueft`: the compiled schema has accepted the
 * body's types, so only the content is read (422); otherwise zod's parse of the same schema names
 * every wrong field first (400).
 */
export interface KoerperLeser<S extends z.ZodMiniType, T> {
  readonly schema: S;
  lies(eingabe: unknown, typenGeprueft: boolean): Gelesen<T>;
}

/**
 * A reader from the whole check and its content part (for types the compiled schema accepted);
 * also the letters' reader (schreiben/leser.ts, issue 30 §1).
 */
export function koerperLeser<S extends z.ZodMiniType, T, W>(
  schema: S,
  ganz: (eingabe: unknown) => Pruefung<W>,
  inhalt: (eingabe: z.output<S>) => Pruefung<W>,
  wert: (w: W) => T,
): KoerperLeser<S, T> {
  return {
    schema,
    lies(eingabe, typenGeprueft) {
      const p = typenGeprueft ? inhalt(eingabe as z.output<S>) : ganz(eingabe);
      return p.ok ? { ok: true, wert: wert(p) } : p;
    },
  };
}

/** POST /api/backend-service/berechnung: the body as a checked calculation. */
export const berechnungLeser = koerperLeser(
  berechnungSchema,
  pruefeBerechnung,
  pruefeBerechnungsInhalt,
  (p) => p.berechnung,
);

/** POST /api/backend-service/pdf: the body as checked PDF parameters. */
export const pdfLeser = koerperLeser(
  pdfParameterSchema,
  pruefePdfParameter,
  pruefePdfParameterInhalt,
  (p) => p.parameter,
);

/**
 * The checked calculation of answers that must be valid (tests, the built-in example): the
 * check's own reading, never a second one; throws with the German messages when they are not.
 */
export function gepruefteBerechnung(eingabe: unknown): GepruefteBerechnung {
  const p = pruefeBerechnung(eingabe);
  if (!p.ok) throw new Error(p.fehler.map((f) => `${f.feld}: ${f.meldung}`).join(' '));
  return p.berechnung;
}
