/**
 * Reads the calculation kept for this tab (speicher.ts) back, checked by the domain's schemas:
 * corrupt or foreign data yields the defaults instead of a crash. A module of its own that the
 * store loads only when something is stored (store.ts `neuLaden`), so zod is not part of the
 * first page's scripts (bench bundle).
 */
import {
  antwortVarianten,
  ergebnisSchema,
  fehlerFlagsSchema,
  schreibenArten,
  vervollstaendigeEntwurf,
  vorlagenEntwurfSchema,
  type AntwortVariante,
  type SchreibenArt,
} from '@mietspiegel/domain';
import type { Ergebnis } from '@mietspiegel/domain';
import {
  SPEICHER_SCHLUESSEL,
  speicherOderNull,
  standardWerte,
  type AktuelleVorlage,
  type BremsenEingaben,
  type Gespeichert,
  type MietvergleichEingaben,
  type SchreibenEingaben,
} from './speicher.ts';

export function lade(): Gespeichert {
  const standard = standardWerte();
  let roh: string | null;
  try {
    roh = speicherOderNull()?.getItem(SPEICHER_SCHLUESSEL) ?? null;
  } catch {
    return standard;
  }
  if (roh === null) return standard;
  let daten: unknown;
  try {
    daten = JSON.parse(roh);
  } catch {
    console.warn('Gespeicherte Berechnung ist kein JSON und wird verworfen.');
    return standard;
  }
  if (typeof daten !== 'object' || daten === null) return standard;
  const d = daten as Record<string, unknown>;
  // issue 26 §10: a step added since the tab stored its answers has none yet; the rest is kept
  const entwurf = vorlagenEntwurfSchema.safeParse(d.entwurf);
  if (!entwurf.success) {
    console.warn('Gespeicherte Berechnung ist ungültig und wird verworfen.');
    return standard;
  }
  const fehler = fehlerFlagsSchema.safeParse(d.fehler);
  const ergebnis = ergebnisSchema.safeParse(d.ergebnis);
  return {
    entwurf: vervollstaendigeEntwurf(entwurf.data),
    fehler: fehler.success ? fehler.data : standard.fehler,
    baujahrManuell: text(d.baujahrManuell, 4),
    adresse: text(d.adresse, 200),
    ergebnis: ergebnis.success ? (ergebnis.data as Ergebnis) : null,
    stichtagsdifferenzAktiv: d.stichtagsdifferenzAktiv === true,
    stichtagsdifferenz: texte(d.stichtagsdifferenz, { stand: 10, hoehe: 10 }),
    vorlage: aktuelleVorlage(d.vorlage),
    mietvergleich: mietvergleichEingaben(d.mietvergleich),
    mietpreisbremse: bremsenEingaben(d.mietpreisbremse),
    schreiben: schreibenEingaben(d.schreiben),
  };
}

function aktuelleVorlage(wert: unknown): AktuelleVorlage | null {
  if (!istObjekt(wert) || !Number.isInteger(wert.dateiId) || typeof wert.dateiname !== 'string') {
    return null;
  }
  return {
    dateiId: wert.dateiId as number,
    dateiname: wert.dateiname,
    kommentar: text(wert.kommentar, 100),
  };
}

function mietvergleichEingaben(wert: unknown): MietvergleichEingaben {
  return texte(wert, {
    miete: 20,
    neueMiete: 20,
    mieteVorDreiJahren: 20,
    letzteErhoehung: 10,
    zugang: 10,
  });
}

function bremsenEingaben(wert: unknown): BremsenEingaben {
  const w = istObjekt(wert) ? wert : {};
  return {
    ...texte(w, { beginn: 10, miete: 20, vormiete: 20, zuschlag: 20 }),
    erstnutzung: w.erstnutzung === true,
    umfassend: w.umfassend === true,
    modernisierung: w.modernisierung === true,
    auskunft:
      w.auskunft === 'ja' || w.auskunft === 'nein' || w.auskunft === 'unbekannt'
        ? w.auskunft
        : null,
  };
}

/** Issue 30 §1: the letter's fields, each cut to the length the domain allows at most. */
function schreibenEingaben(wert: unknown): SchreibenEingaben {
  const w = istObjekt(wert) ? wert : {};
  return {
    // above the letter's bounds (6 lines of 80, 80, 200): a text too long is kept as typed, so
    // its field still says so after a reload instead of being cut without a word
    ...texte(w, { absender: 2000, empfaenger: 2000, ort: 1000, datum: 10, wohnung: 1000 }),
    art: schreibenArten.includes(w.art as SchreibenArt) ? (w.art as SchreibenArt) : null,
    variante: antwortVarianten.includes(w.variante as AntwortVariante)
      ? (w.variante as AntwortVariante)
      : null,
  };
}

/** The text fields of a stored group, each cut to its length; anything else reads as ''. */
function texte<K extends string>(wert: unknown, laengen: Record<K, number>): Record<K, string> {
  const w = istObjekt(wert) ? wert : {};
  const gelesen = {} as Record<K, string>;
  for (const feld of Object.keys(laengen) as K[]) gelesen[feld] = text(w[feld], laengen[feld]);
  return gelesen;
}

function text(wert: unknown, hoechstens: number): string {
  return typeof wert === 'string' ? wert.slice(0, hoechstens) : '';
}

function istObjekt(wert: unknown): wert is Record<string, unknown> {
  return typeof wert === 'object' && wert !== null;
}
