/**
 * Full check of a calculation body and a PDF body (berechnungsregeln.md §1, §4): wrong types →
 * 400, everything the spec calls invalid → 422, always with the envelope's German messages and
 * every error collected, never only the first. Used by the server before it computes anything.
 */
import type * as z from 'zod/mini';
import { leseAbweichung } from './abweichung';
import { ausgabe } from './ausgabe';
import { ermittleKonflikte } from './konflikte';
import { meldungen } from './meldungen';
import { berechnungSchema, pdfParameterSchema } from './schema';
import { abweichungsFelder, schritte } from './schritte';
import {
  istIsoDatum,
  normalisiereWohnflaeche,
  pruefeAbweichung,
  pruefeAuswahl,
  pruefeFreitext,
  pruefeWohnflaeche,
} from './validierung';
import { zahlSkaliert } from './geld';
import type {
  Abweichungen,
  AbweichungsWert,
  Berechnung,
  BerechnungEntwurf,
  Fehler,
  PdfParameter,
} from './typen';

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

/** Semantic checks of a type-correct body; returns the errors (422) and the clean calculation. */
function pruefeInhalt(b: BerechnungEingabe): { fehler: Fehler[]; berechnung: Berechnung } {
  const fehler: Fehler[] = [];
  const e = ausgabe;

  const wohnflaecheText = normalisiereWohnflaeche(b.wohnflaeche ?? '');
  const wohnflaecheFehler = pruefeWohnflaeche(wohnflaecheText);
  if (wohnflaecheFehler) fehler.push({ feld: 'wohnflaeche', meldung: wohnflaecheFehler });

  // Single choices of every step (ids from the step catalogue, spezifikation.md §3).
  const einzeln: Record<string, number | null> = {};
  for (const s of schritte) {
    if (s.art === 'wohnflaeche' || s.art === 'abweichungen' || s.art === 'mehrfach') continue;
    const feld = s.feld as keyof BerechnungEingabe;
    const wert = b[feld] as number | null | undefined;
    const max = s.optionen.length - 1;
    const fehlt = pruefeAuswahl(wert, s.id);
    if (fehlt) fehler.push({ feld, meldung: fehlt });
    else if (!Number.isInteger(wert) || (wert as number) < 0 || (wert as number) > max) {
      fehler.push({ feld, meldung: meldungen.ungueltigeAuswahl(max) });
    }
    einzeln[feld] = fehler.some((f) => f.feld === feld) ? null : (wert as number);
  }

  // Multi-selects: non-empty, valid ids, no duplicates, 'none' never with others (§1, §4).
  const mehrfach: Record<string, number[]> = {};
  for (const s of schritte) {
    if (s.art !== 'mehrfach') continue;
    const feld = s.feld as keyof BerechnungEingabe;
    const liste = (b[feld] as number[] | null | undefined) ?? [];
    const meldung = listenFehler(liste, s.optionen.length - 1, s.id, s.keineOptionId, s.optionen);
    if (meldung) fehler.push({ feld, meldung });
    mehrfach[feld] = meldung ? [] : [...liste].sort((x, y) => x - y);
  }

  // Operating-cost items: only read when the rent includes them (§1).
  let betriebskostenB: number[] = [];
  const listeB = b.selectedBetriebskostenB ?? [];
  const maxB = e.betriebskosten.positionen.length - 1;
  if (einzeln.selectedBetriebskostenA === 1) {
    const ungueltig = listeB.some((id) => !Number.isInteger(id) || id < 0 || id > maxB);
    if (ungueltig)
      fehler.push({ feld: 'selectedBetriebskostenB', meldung: meldungen.ungueltigeAuswahl(maxB) });
    else if (new Set(listeB).size !== listeB.length) {
      fehler.push({ feld: 'selectedBetriebskostenB', meldung: meldungen.doppelteAuswahl });
    } else betriebskostenB = [...listeB].sort((x, y) => x - y);
  } else if (listeB.every((id) => Number.isInteger(id) && id >= 0 && id <= maxB)) {
    betriebskostenB = [...new Set(listeB)].sort((x, y) => x - y);
  }

  // Deviations (§5 bounds); blank = null, valid numbers normalised to numbers.
  const roh = b.abweichungen ?? {};
  const abweichungen = {} as Abweichungen;
  for (const feld of abweichungsFelder) {
    const meldung = pruefeAbweichung(feld, roh[feld]);
    if (meldung) fehler.push({ feld: `abweichungen.${feld}`, meldung });
    abweichungen[feld] = meldung ? null : alsZahl(roh[feld]);
  }
  for (const feld of ['balkonA', 'balkonB', 'balkonGross'] as const) {
    if (roh[feld] === undefined) continue;
    if (leseAbweichung(roh[feld]).art === 'ungueltig') {
      fehler.push({ feld: `abweichungen.${feld}`, meldung: meldungen.abweichungUngueltig });
      abweichungen[feld] = null;
    } else abweichungen[feld] = alsZahl(roh[feld]);
  }
  const abweichungGesetzt = abweichungsFelder.some((f) => {
    const g = leseAbweichung(abweichungen[f]);
    return g.art === 'zahl' && g.cent !== 0;
  });

  const berechnung = {
    wohnflaeche: wohnflaecheText,
    ...einzeln,
    selectedSanitaerbereich: mehrfach.selectedSanitaerbereich ?? [],
    selectedElektrogeraete: mehrfach.selectedElektrogeraete ?? [],
    abweichungGesetzt,
    abweichungen,
    selectedBetriebskostenB: betriebskostenB,
  } as Berechnung;

  // Conflicts of §4/§5 on the valid answers (invalid ones are null here and never conflict).
  const gesehen = new Set<string>();
  for (const k of ermittleKonflikte(berechnung as BerechnungEntwurf).felder) {
    const schluessel = `${k.feld}\u0000${k.meldung}`;
    if (gesehen.has(schluessel)) continue;
    gesehen.add(schluessel);
    fehler.push({ feld: k.feld, meldung: k.meldung });
  }
  return { fehler, berechnung };
}

function alsZahl(wert: AbweichungsWert | undefined): number | null {
  const g = leseAbweichung(wert);
  return g.art === 'zahl' ? g.cent / 100 : null;
}

function listenFehler(
  liste: readonly number[],
  max: number,
  schritt: Parameters<typeof pruefeAuswahl>[1],
  keineOptionId: number | undefined,
  optionen: readonly { id: number; label: string }[],
): string | null {
  const fehlt = pruefeAuswahl(liste, schritt);
  if (fehlt) return fehlt;
  if (liste.some((id) => !Number.isInteger(id) || id < 0 || id > max))
    return meldungen.ungueltigeAuswahl(max);
  if (new Set(liste).size !== liste.length) return meldungen.doppelteAuswahl;
  if (keineOptionId !== undefined && liste.includes(keineOptionId) && liste.length > 1) {
    return meldungen.keineOptionExklusiv(
      optionen.find((o) => o.id === keineOptionId)?.label ?? String(keineOptionId),
    );
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
  const typ = berechnungSchema.safeParse(input);
  if (!typ.success) return { ok: false, status: 400, fehler: typFehler(typ.error.issues) };
  const { fehler, berechnung } = pruefeInhalt(typ.data);
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
  const typ = pdfParameterSchema.safeParse(input);
  if (!typ.success) return { ok: false, status: 400, fehler: typFehler(typ.error.issues) };
  const { fehler: innen, berechnung } = pruefeInhalt(typ.data.berechnung);
  const fehler = innen.map((f) => ({ feld: `berechnung.${f.feld}`, meldung: f.meldung }));

  const text = typ.data.zusaetzlicheBegruendungen ?? '';
  const textFehler = pruefeFreitext(text);
  if (textFehler) fehler.push({ feld: 'zusaetzlicheBegruendungen', meldung: textFehler });

  const sd = typ.data.stichtagsdifferenz ?? undefined;
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
