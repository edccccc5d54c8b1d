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
import { schritte } from './schritte';
import {
  istIsoDatum,
  normalisiereWohnflaeche,
  pruefeAuswahl,
  pruefeFreitext,
  pruefeGeleseneAbweichung,
  pruefeWohnflaeche,
} from './validierung';
import { zahlSkaliert } from './geld';
import { istStichtagsdifferenzImBereich } from './stichtagsdifferenz';
import { typPruefer, type TypPruefer } from './typpruefung';
import type {
  AbweichungsFeld,
  AbweichungsWert,
  Abweichungen,
  Berechnung,
  BerechnungEntwurf,
  Fehler,
  PdfParameter,
  SchrittId,
} from './typen';

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
// multi-selects with their 'none' option, each by its wire field.
type EinzelFeld = keyof BerechnungEingabe & `selected${string}`;
type MehrfachFeld = 'selectedSanitaerbereich' | 'selectedElektrogeraete';
interface EinzelSchritt {
  id: SchrittId;
  feld: EinzelFeld;
  max: number;
}
interface MehrfachSchritt {
  id: SchrittId;
  feld: MehrfachFeld;
  max: number;
  keineOptionId: number | undefined;
  keineLabel: string;
}
const einzeln = Object.fromEntries(
  schritte
    .filter((s) => s.art !== 'wohnflaeche' && s.art !== 'abweichungen' && s.art !== 'mehrfach')
    .map((s) => [s.feld, { id: s.id, feld: s.feld as EinzelFeld, max: s.optionen.length - 1 }]),
) as Record<Exclude<EinzelFeld, MehrfachFeld>, EinzelSchritt>;
const mehrfach = Object.fromEntries(
  schritte
    .filter((s) => s.art === 'mehrfach')
    .map((s) => [
      s.feld,
      {
        id: s.id,
        feld: s.feld as MehrfachFeld,
        max: s.optionen.length - 1,
        keineOptionId: s.keineOptionId,
        keineLabel:
          s.optionen.find((o) => o.id === s.keineOptionId)?.label ?? String(s.keineOptionId),
      },
    ]),
) as Record<MehrfachFeld, MehrfachSchritt>;

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

/** A single choice (§1, §5): answered, and a whole id 0..max; null (with its error) when not. */
function einzelAuswahl(
  fehler: Fehler[],
  wert: number | null | undefined,
  s: EinzelSchritt,
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
  s: MehrfachSchritt,
): number[] {
  const liste = wert ?? [];
  const meldung = listenFehler(liste, s.max, s.id, s.keineOptionId, s.keineLabel);
  if (!meldung) return sortiert(liste);
  fehler.push({ feld: s.feld, meldung });
  return [];
}

/** A deviation (§5 bounds): blank = null, a valid number as a number, else null with its error. */
function abweichung(
  fehler: Fehler[],
  wert: AbweichungsWert | undefined,
  feld: AbweichungsFeld,
): number | null {
  const g = leseAbweichung(wert);
  const meldung = pruefeGeleseneAbweichung(feld, g);
  if (meldung) fehler.push({ feld: `abweichungen.${feld}`, meldung });
  return meldung === null && g.art === 'zahl' ? g.cent / 100 : null;
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
  return g.art === 'zahl' ? g.cent / 100 : null;
}

const istGesetzt = (euro: number | null): boolean => euro !== null && euro !== 0;

/**
 * Semantic checks of a type-correct body; returns the errors (422) and the clean calculation.
 * Every field is read by name, once: the server runs this on every request, and reading the
 * fields of a list of steps through one shared `body[feld]` cost more than all the checks.
 * Errors come in this order: area, single choices in wizard order, multi-selects, operating
 * costs, deviations, conflicts.
 */
function pruefeInhalt(b: BerechnungEingabe): { fehler: Fehler[]; berechnung: Berechnung } {
  const fehler: Fehler[] = [];

  const wohnflaeche = normalisiereWohnflaeche(b.wohnflaeche ?? '');
  const wohnflaecheFehler = pruefeWohnflaeche(wohnflaeche);
  if (wohnflaecheFehler) fehler.push({ feld: 'wohnflaeche', meldung: wohnflaecheFehler });

  const e = einzeln;
  const selectedBaujahr = einzelAuswahl(fehler, b.selectedBaujahr, e.selectedBaujahr);
  const selectedWohnlage = einzelAuswahl(fehler, b.selectedWohnlage, e.selectedWohnlage);
  const selectedGebaeudetyp = einzelAuswahl(fehler, b.selectedGebaeudetyp, e.selectedGebaeudetyp);
  const selectedHaustyp = einzelAuswahl(fehler, b.selectedHaustyp, e.selectedHaustyp);
  const selectedUnvollstaendigBeheizung = einzelAuswahl(
    fehler,
    b.selectedUnvollstaendigBeheizung,
    e.selectedUnvollstaendigBeheizung,
  );
  const selectedFussbodenheizung = einzelAuswahl(
    fehler,
    b.selectedFussbodenheizung,
    e.selectedFussbodenheizung,
  );
  const selectedKueche = einzelAuswahl(fehler, b.selectedKueche, e.selectedKueche);
  const selectedKuechengrundausstattung = einzelAuswahl(
    fehler,
    b.selectedKuechengrundausstattung,
    e.selectedKuechengrundausstattung,
  );
  const selectedFussboden = einzelAuswahl(fehler, b.selectedFussboden, e.selectedFussboden);
  const selectedModernisierterBoden = einzelAuswahl(
    fehler,
    b.selectedModernisierterBoden,
    e.selectedModernisierterBoden,
  );
  const selectedTerrasseBalkon = einzelAuswahl(
    fehler,
    b.selectedTerrasseBalkon,
    e.selectedTerrasseBalkon,
  );
  const selectedBesondereAusstattung = einzelAuswahl(
    fehler,
    b.selectedBesondereAusstattung,
    e.selectedBesondereAusstattung,
  );
  const selectedModernisierteFenster = einzelAuswahl(
    fehler,
    b.selectedModernisierteFenster,
    e.selectedModernisierteFenster,
  );
  const selectedBetriebskostenA = einzelAuswahl(
    fehler,
    b.selectedBetriebskostenA,
    e.selectedBetriebskostenA,
  );

  const selectedSanitaerbereich = mehrfachAuswahl(
    fehler,
    b.selectedSanitaerbereich,
    mehrfach.selectedSanitaerbereich,
  );
  const selectedElektrogeraete = mehrfachAuswahl(
    fehler,
    b.selectedElektrogeraete,
    mehrfach.selectedElektrogeraete,
  );

  // Operating-cost items: only read when the rent includes them (§1).
  let selectedBetriebskostenB: number[] = [];
  const listeB = b.selectedBetriebskostenB ?? [];
  const maxB = ausgabe.betriebskosten.positionen.length - 1;
  if (selectedBetriebskostenA === 1) {
    if (!alleIdsGueltig(listeB, maxB))
      fehler.push({ feld: 'selectedBetriebskostenB', meldung: meldungen.ungueltigeAuswahl(maxB) });
    else if (hatDoppelte(listeB)) {
      fehler.push({ feld: 'selectedBetriebskostenB', meldung: meldungen.doppelteAuswahl });
    } else selectedBetriebskostenB = sortiert(listeB);
  } else if (alleIdsGueltig(listeB, maxB)) {
    selectedBetriebskostenB = aufsteigend(listeB) ? listeB.slice() : sortiert([...new Set(listeB)]);
  }

  // Deviations (§5 bounds); blank = null, valid numbers normalised to numbers.
  const roh = b.abweichungen ?? {};
  const wasser = abweichung(fehler, roh.wasser, 'wasser');
  const rueckgebaeude = abweichung(fehler, roh.rueckgebaeude, 'rueckgebaeude');
  const waermedaemmung = abweichung(fehler, roh.waermedaemmung, 'waermedaemmung');
  const fassadeA = abweichung(fehler, roh.fassadeA, 'fassadeA');
  const fassadeB = abweichung(fehler, roh.fassadeB, 'fassadeB');
  const zusatz = abweichung(fehler, roh.zusatz, 'zusatz');
  const abweichungen: Abweichungen = {
    wasser,
    rueckgebaeude,
    waermedaemmung,
    fassadeA,
    fassadeB,
    zusatz,
  };
  // The balcony values only when the body has them (this edition has no input for them).
  if (roh.balkonA !== undefined) abweichungen.balkonA = balkon(fehler, roh.balkonA, 'balkonA');
  if (roh.balkonB !== undefined) abweichungen.balkonB = balkon(fehler, roh.balkonB, 'balkonB');
  if (roh.balkonGross !== undefined)
    abweichungen.balkonGross = balkon(fehler, roh.balkonGross, 'balkonGross');
  // derived, never taken from the body: a valid number other than 0 (berechnungsregeln.md §1)
  const abweichungGesetzt =
    istGesetzt(wasser) ||
    istGesetzt(rueckgebaeude) ||
    istGesetzt(waermedaemmung) ||
    istGesetzt(fassadeA) ||
    istGesetzt(fassadeB) ||
    istGesetzt(zusatz);

  // Invalid answers are null here: they never conflict. Typed as a complete calculation only
  // once every error is known (the caller returns it only when there is none).
  const berechnung = {
    wohnflaeche,
    selectedBaujahr,
    selectedWohnlage,
    selectedGebaeudetyp,
    selectedHaustyp,
    selectedUnvollstaendigBeheizung,
    selectedFussbodenheizung,
    selectedKueche,
    selectedKuechengrundausstattung,
    selectedFussboden,
    selectedModernisierterBoden,
    selectedTerrasseBalkon,
    selectedBesondereAusstattung,
    selectedModernisierteFenster,
    selectedBetriebskostenA,
    selectedSanitaerbereich,
    selectedElektrogeraete,
    abweichungGesetzt,
    abweichungen,
    selectedBetriebskostenB,
  } satisfies BerechnungEntwurf as Berechnung;

  // Conflicts of §4/§5 on the valid answers. The lean check builds texts only for violated
  // rules; a valid body allocates nothing here.
  const konflikte = konfliktFelder(berechnung);
  if (konflikte.length > 0) {
    const gesehen = new Set<string>();
    for (const k of konflikte) {
      const schluessel = `${k.feld}\u0000${k.meldung}`;
      if (gesehen.has(schluessel)) continue;
      gesehen.add(schluessel);
      fehler.push({ feld: k.feld, meldung: k.meldung });
    }
  }
  return { fehler, berechnung };
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
    if (zehntel === null || !istStichtagsdifferenzImBereich(zehntel)) {
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
