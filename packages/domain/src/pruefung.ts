/**
 * Full check of a calculation body and a PDF body (berechnungsregeln.md §1, §4): wrong types →
 * 400, everything the spec calls invalid → 422, always with the envelope's German messages and
 * every error collected, never only the first. Used by the server before it computes anything.
 */
import * as z from 'zod/mini';
import { leseAbweichung } from './abweichung';
import { ausgabe } from './ausgabe';
import { konfliktFelder } from './konflikte';
import { meldungen } from './meldungen';
import { berechnungSchema, pdfParameterSchema } from './schema';
import { abweichungsFelder, schritte } from './schritte';
import {
  istIsoDatum,
  normalisiereWohnflaeche,
  pruefeAuswahl,
  pruefeFreitext,
  pruefeGeleseneAbweichung,
  pruefeWohnflaeche,
} from './validierung';
import { zahlSkaliert } from './geld';
import { typPruefer, type TypPruefer } from './typpruefung';
import type { Abweichungen, Berechnung, BerechnungEntwurf, Fehler, PdfParameter } from './typen';

// The type checks of the wire schemas (typpruefung.ts), built on first use. A body they refuse
// is parsed again by zod itself, which names every field of the 400 answer.
let berechnungTyp: TypPruefer | undefined;
let pdfParameterTyp: TypPruefer | undefined;

export type Pruefung<T> = ({ ok: true } & T) | { ok: false; status: 400 | 422; fehler: Fehler[] };

/** German name of the type each wire field expects (400 messages). */
function erwartet(pfad: readonly PropertyKey[]): string {
  const [kopf, zweites] = pfad.map(String);
  if (kopf === undefined) return 'JSON-Objekt';
  if (kopf === 'berechnung') return pfad.length === 1 ? 'Objekt' : erwartet(pfad.slice(1));
  if (kopf === 'wohnflaeche') return 'Text';
  if (kopf === 'abweichungGesetzt') return 'Wahrheitswert (true oder false)';
  if (kopf === 'abweichungen') return zweites === undefined ? 'Objekt' : 'Zahl, Text oder null';
  if (
    kopf === 'selectedSanitaerbereich' ||
    kopf === 'selectedElektrogeraete' ||
    kopf === 'selectedBetriebskostenB'
  ) {
    return 'Liste von Zahlen';
  }
  if (kopf.startsWith('selected')) return 'Zahl oder null';
  if (kopf === 'zusaetzlicheBegruendungen') return 'Text';
  if (kopf === 'stichtagsdifferenz') {
    if (zweites === 'stand') return 'Text (Datum JJJJ-MM-TT)';
    if (zweites === 'hoehe') return 'Zahl';
    return 'Objekt mit stand und hoehe oder null';
  }
  return 'gültiger Wert';
}

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
    const pfad = issue.path.filter((p) => typeof p === 'string');
    fehler.push({ feld, meldung: meldungen.ungueltigesFormat(erwartet(pfad)) });
  }
  return fehler;
}

const istObjekt = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

type BerechnungEingabe = z.infer<typeof berechnungSchema>;
type PdfParameterEingabe = z.infer<typeof pdfParameterSchema>;

// The step catalogue read once (spezifikation.md §3): single choices with their largest id,
// multi-selects with their 'none' option.
type EinzelFeld = keyof BerechnungEingabe & `selected${string}`;
const einzelSchritte = schritte
  .filter((s) => s.art !== 'wohnflaeche' && s.art !== 'abweichungen' && s.art !== 'mehrfach')
  .map((s) => ({ id: s.id, feld: s.feld as EinzelFeld, max: s.optionen.length - 1 }));
const mehrfachSchritte = schritte
  .filter((s) => s.art === 'mehrfach')
  .map((s) => ({
    id: s.id,
    feld: s.feld as 'selectedSanitaerbereich' | 'selectedElektrogeraete',
    max: s.optionen.length - 1,
    keineOptionId: s.keineOptionId,
    keineLabel: s.optionen.find((o) => o.id === s.keineOptionId)?.label ?? String(s.keineOptionId),
  }));
const balkonFelder = ['balkonA', 'balkonB', 'balkonGross'] as const;

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

/** Semantic checks of a type-correct body; returns the errors (422) and the clean calculation. */
function pruefeInhalt(b: BerechnungEingabe): { fehler: Fehler[]; berechnung: Berechnung } {
  const fehler: Fehler[] = [];

  const wohnflaecheText = normalisiereWohnflaeche(b.wohnflaeche ?? '');
  const wohnflaecheFehler = pruefeWohnflaeche(wohnflaecheText);
  if (wohnflaecheFehler) fehler.push({ feld: 'wohnflaeche', meldung: wohnflaecheFehler });
  // Every field of the clean calculation, in the order of the wire shape, filled in below. One
  // fixed shape from the start: V8 turns an object grown by a dozen keyed stores into a slow
  // dictionary, which every later read (conflicts, calculation) would pay for.
  const berechnung: Record<keyof Berechnung, unknown> = {
    wohnflaeche: wohnflaecheText,
    selectedBaujahr: null,
    selectedWohnlage: null,
    selectedGebaeudetyp: null,
    selectedHaustyp: null,
    selectedUnvollstaendigBeheizung: null,
    selectedFussbodenheizung: null,
    selectedKueche: null,
    selectedKuechengrundausstattung: null,
    selectedFussboden: null,
    selectedModernisierterBoden: null,
    selectedTerrasseBalkon: null,
    selectedBesondereAusstattung: null,
    selectedModernisierteFenster: null,
    selectedBetriebskostenA: null,
    selectedSanitaerbereich: [],
    selectedElektrogeraete: [],
    abweichungGesetzt: false,
    abweichungen: null,
    selectedBetriebskostenB: [],
  };

  // Single choices of every step (ids from the step catalogue, spezifikation.md §3).
  for (const s of einzelSchritte) {
    const wert = b[s.feld];
    const fehlt = pruefeAuswahl(wert, s.id);
    let meldung = fehlt;
    if (!fehlt && (!Number.isInteger(wert) || (wert as number) < 0 || (wert as number) > s.max)) {
      meldung = meldungen.ungueltigeAuswahl(s.max);
    }
    if (meldung) fehler.push({ feld: s.feld, meldung });
    berechnung[s.feld] = meldung ? null : wert;
  }

  // Multi-selects: non-empty, valid ids, no duplicates, 'none' never with others (§1, §4).
  for (const s of mehrfachSchritte) {
    const liste = b[s.feld] ?? [];
    const meldung = listenFehler(liste, s.max, s.id, s.keineOptionId, s.keineLabel);
    if (meldung) fehler.push({ feld: s.feld, meldung });
    berechnung[s.feld] = meldung ? [] : sortiert(liste);
  }

  // Operating-cost items: only read when the rent includes them (§1).
  let betriebskostenB: number[] = [];
  const listeB = b.selectedBetriebskostenB ?? [];
  const maxB = ausgabe.betriebskosten.positionen.length - 1;
  if (berechnung.selectedBetriebskostenA === 1) {
    if (!alleIdsGueltig(listeB, maxB))
      fehler.push({ feld: 'selectedBetriebskostenB', meldung: meldungen.ungueltigeAuswahl(maxB) });
    else if (hatDoppelte(listeB)) {
      fehler.push({ feld: 'selectedBetriebskostenB', meldung: meldungen.doppelteAuswahl });
    } else betriebskostenB = sortiert(listeB);
  } else if (alleIdsGueltig(listeB, maxB)) {
    betriebskostenB = aufsteigend(listeB) ? listeB.slice() : sortiert([...new Set(listeB)]);
  }

  // Deviations (§5 bounds), each read once; blank = null, valid numbers normalised to numbers.
  const roh = b.abweichungen ?? {};
  // Fixed shape from the start (see `berechnung` above); the balcony values are added only when
  // the body has them.
  const abweichungen: Abweichungen = {
    wasser: null,
    rueckgebaeude: null,
    waermedaemmung: null,
    fassadeA: null,
    fassadeB: null,
    zusatz: null,
  };
  let abweichungGesetzt = false;
  for (const feld of abweichungsFelder) {
    const g = leseAbweichung(roh[feld]);
    const meldung = pruefeGeleseneAbweichung(feld, g);
    if (meldung) fehler.push({ feld: `abweichungen.${feld}`, meldung });
    const zahl = meldung === null && g.art === 'zahl';
    abweichungen[feld] = zahl ? g.cent / 100 : null;
    // derived, never taken from the body: a valid number other than 0 (berechnungsregeln.md §1)
    if (zahl && g.cent !== 0) abweichungGesetzt = true;
  }
  for (const feld of balkonFelder) {
    if (roh[feld] === undefined) continue;
    const g = leseAbweichung(roh[feld]);
    if (g.art === 'ungueltig') {
      fehler.push({ feld: `abweichungen.${feld}`, meldung: meldungen.abweichungUngueltig });
      abweichungen[feld] = null;
    } else abweichungen[feld] = g.art === 'zahl' ? g.cent / 100 : null;
  }

  berechnung.abweichungGesetzt = abweichungGesetzt;
  berechnung.abweichungen = abweichungen;
  berechnung.selectedBetriebskostenB = betriebskostenB;
  const geprueft = berechnung as unknown as Berechnung;

  // Conflicts of §4/§5 on the valid answers (invalid ones are null here and never conflict).
  // The lean check builds texts only for violated rules; a valid body allocates nothing here.
  const konflikte = konfliktFelder(geprueft as BerechnungEntwurf);
  if (konflikte.length > 0) {
    const gesehen = new Set<string>();
    for (const k of konflikte) {
      const schluessel = `${k.feld}\u0000${k.meldung}`;
      if (gesehen.has(schluessel)) continue;
      gesehen.add(schluessel);
      fehler.push({ feld: k.feld, meldung: k.meldung });
    }
  }
  return { fehler, berechnung: geprueft };
}

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
 * Checks a calculation body (berechnungsregeln.md §1). Types → 400 'Ungültiges Format: …
 * erwartet.'; missing or invalid answers and every conflict → 422. On success the calculation
 * is normalised: area with a point, deviations as numbers or null, abweichungGesetzt derived.
 */
export function pruefeBerechnung(input: unknown): Pruefung<{ berechnung: Berechnung }> {
  if (!istObjekt(input))
    return {
      ok: false,
      status: 400,
      fehler: [{ feld: '', meldung: meldungen.ungueltigesFormat('JSON-Objekt') }],
    };
  if (!(berechnungTyp ??= typPruefer(berechnungSchema))(input)) {
    const typ = berechnungSchema.safeParse(input);
    if (!typ.success) return { ok: false, status: 400, fehler: typFehler(typ.error.issues) };
  }
  // The body itself is read from here on: pruefeInhalt copies every value it keeps.
  const { fehler, berechnung } = pruefeInhalt(input as BerechnungEingabe);
  if (fehler.length > 0) return { ok: false, status: 422, fehler };
  return { ok: true, berechnung };
}

/**
 * Checks a PDF body (berechnungsregeln.md §4): the calculation as above (fields prefixed
 * 'berechnung.'), the Stichtagsdifferenz (ISO date; −999.99 … 999.99 with at most one
 * decimal) and the free text (≤ 500 characters, ≤ 13 lines).
 */
export function pruefePdfParameter(input: unknown): Pruefung<{ parameter: PdfParameter }> {
  if (!istObjekt(input))
    return {
      ok: false,
      status: 400,
      fehler: [{ feld: '', meldung: meldungen.ungueltigesFormat('JSON-Objekt') }],
    };
  if (!(pdfParameterTyp ??= typPruefer(pdfParameterSchema))(input)) {
    const typ = pdfParameterSchema.safeParse(input);
    if (!typ.success) return { ok: false, status: 400, fehler: typFehler(typ.error.issues) };
  }
  const daten = input as PdfParameterEingabe;
  const { fehler: innen, berechnung } = pruefeInhalt(daten.berechnung);
  const fehler = innen.map((f) => ({ feld: `berechnung.${f.feld}`, meldung: f.meldung }));

  const text = daten.zusaetzlicheBegruendungen ?? '';
  const textFehler = pruefeFreitext(text);
  if (textFehler) fehler.push({ feld: 'zusaetzlicheBegruendungen', meldung: textFehler });

  const sd = daten.stichtagsdifferenz ?? undefined;
  if (sd) {
    if (!istIsoDatum(sd.stand))
      fehler.push({ feld: 'stichtagsdifferenz.stand', meldung: meldungen.stichtagsdifferenzStand });
    const zehntel = zahlSkaliert(sd.hoehe, 1);
    if (zehntel === null || Math.abs(zehntel) > 9999) {
      fehler.push({ feld: 'stichtagsdifferenz.hoehe', meldung: meldungen.stichtagsdifferenzHoehe });
    }
  }
  if (fehler.length > 0) return { ok: false, status: 422, fehler };
  return {
    ok: true,
    parameter: {
      berechnung,
      zusaetzlicheBegruendungen: text,
      ...(sd ? { stichtagsdifferenz: { stand: sd.stand, hoehe: sd.hoehe } } : {}),
    },
  };
}
