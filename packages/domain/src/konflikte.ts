/**
 * Conflict rules of spezifikation.md §4 (Baujahr rules by class, Gebäudetyp, cross-step rules)
 * and the deviation applicability of §5, as data. Every rule is a symmetric pair: "side a
 * excludes side b"; it is checked from both sides (Baujahr 7 ↔ Fußbodenheizung 0 is one rule).
 * berechnungsregeln.md §5: the rules are code here and re-derived from the answers; an
 * unanswered question (null, empty list, blank deviation) never conflicts.
 */
import { abweichungGesetzt, abweichungInCent } from './abweichung';
import { formatZahl } from './format';
import { meldungen } from './meldungen';
import { abweichungsMetadaten, optionLabel, schrittNachId } from './schritte';
import type {
  AbweichungsFeld,
  BerechnungEntwurf,
  FehlerFlags,
  FehlerThema,
  SchrittId,
} from './typen';

/** One side of a rule: a choice of a step (single: equals one of `werte`; multi: contains one of them) or a non-zero deviation. */
export type KonfliktSeite =
  | { art: 'auswahl'; schritt: SchrittId; werte: readonly number[] }
  | { art: 'abweichung'; feld: AbweichungsFeld | 'balkonGross' };

export interface KonfliktRegel {
  a: KonfliktSeite;
  b: KonfliktSeite;
  /** plain-language rule of §5 appended to the message */
  regel?: keyof typeof meldungen.regeln;
}

const bereich = (von: number, bis: number): number[] =>
  Array.from({ length: bis - von + 1 }, (_, i) => von + i);
const baujahr = (...werte: number[]): KonfliktSeite => ({
  art: 'auswahl',
  schritt: 'baujahr',
  werte,
});
const auswahl = (schritt: SchrittId, ...werte: number[]): KonfliktSeite => ({
  art: 'auswahl',
  schritt,
  werte,
});
const abweichung = (feld: AbweichungsFeld | 'balkonGross'): KonfliktSeite => ({
  art: 'abweichung',
  feld,
});

/** Baujahr classes (§4): 0–2 before 1949, 3–4 1949–1977, 5–6 1978–1998, 7–8 1999–2018, 9–10 from 2019. */
const VOR_1949 = bereich(0, 2);
const AB_1949 = bereich(3, 10);
const AB_1978 = bereich(5, 10);
const AB_1999 = bereich(7, 10);
const AB_2019 = bereich(9, 10);

/**
 * spezifikation.md §4/§5. The per-class Baujahr lists, the Gebäudetyp rule and the cross-step
 * rules describe the same pairs from different sides; each pair appears here once.
 */
export const konfliktRegeln: readonly KonfliktRegel[] = [
  // Gebäudetyp 0 (Hochhaus) ↔ Baujahr below 3 or above 6 (§4 Gebäudetyp; Baujahr 0–2, 7–10)
  { a: baujahr(...VOR_1949, ...AB_1999), b: auswahl('gebaeudetyp', 0) },
  // Haustyp 3, 4 ↔ Baujahr below 3 (§4 Baujahr 0–2; Haustyp 3, Haustyp 4)
  { a: baujahr(...VOR_1949), b: auswahl('haustyp', 3, 4) },
  // Haustyp 0, 1, 2 ↔ Baujahr above 2 (§4 Baujahr 3–4, 5–6, 7–10 "house type below 3/4")
  { a: baujahr(...AB_1949), b: auswahl('haustyp', 0, 1, 2) },
  // Haustyp 3 ↔ Baujahr above 4 (§4 Baujahr 5–10 "house type below 4"; Haustyp 3)
  { a: baujahr(...AB_1978), b: auswahl('haustyp', 3) },
  // Modernisierte Fenster 'ja' ↔ Baujahr 3 or more
  { a: baujahr(...AB_1949), b: auswahl('modernisierteFenster', 0) },
  // Sanitärbereich 4 (modernised bath) ↔ Baujahr above 6
  { a: baujahr(...AB_1999), b: auswahl('sanitaerbereich', 4) },
  // Terrasse/Balkon 'ja' ↔ Baujahr above 6
  { a: baujahr(...AB_1999), b: auswahl('terrasseBalkon', 0) },
  // Fußbodenheizung 'ja' ↔ Baujahr above 6
  { a: baujahr(...AB_1999), b: auswahl('fussbodenheizung', 0), regel: 'fussbodenheizung' },
  // Modernisierter Boden 'ja' ↔ Baujahr above 8
  { a: baujahr(...AB_2019), b: auswahl('modernisierterBoden', 0) },
  // §5 deviation applicability: Rückgebäude only after 1948
  { a: baujahr(...VOR_1949), b: abweichung('rueckgebaeude'), regel: 'rueckgebaeude' },
  // Wärmedämmung only after 1948 and before 1999
  { a: baujahr(...VOR_1949, ...AB_1999), b: abweichung('waermedaemmung'), regel: 'waermedaemmung' },
  // Fassade (A and B) only before 1949
  { a: baujahr(...AB_1949), b: abweichung('fassadeA'), regel: 'fassade' },
  { a: baujahr(...AB_1949), b: abweichung('fassadeB'), regel: 'fassade' },
  // Modernisierte Fenster 'ja' ↔ Gebäudetyp 0 and Haustyp 3
  { a: auswahl('gebaeudetyp', 0), b: auswahl('modernisierteFenster', 0) },
  { a: auswahl('haustyp', 3), b: auswahl('modernisierteFenster', 0) },
  // Küchengrundausstattung 'nein' ↔ any appliance 0, 1, 2
  {
    a: auswahl('kuechengrundausstattung', 1),
    b: auswahl('elektrogeraete', 0, 1, 2),
    regel: 'elektrogeraete',
  },
  // Fußboden 0 (no covering) ↔ modernised floor 'ja'
  { a: auswahl('fussboden', 0), b: auswahl('modernisierterBoden', 0) },
  // Terrasse/Balkon 'nein' ↔ balkonGross set and non-zero
  { a: auswahl('terrasseBalkon', 1), b: abweichung('balkonGross'), regel: 'balkon' },
  // §2 Abweichungen: fassadeA and fassadeB are mutually exclusive
  { a: abweichung('fassadeA'), b: abweichung('fassadeB'), regel: 'fassadeExklusiv' },
];

export interface Konflikt {
  /** wire path, e.g. 'selectedFussbodenheizung' or 'abweichungen.fassadeA' */
  feld: string;
  schritt: SchrittId;
  /** the step of the other side of the rule */
  mitSchritt: SchrittId;
  meldung: string;
}

export interface AbweichungsWarnung {
  warnung: string;
  /** true when a non-zero value is entered and conflicts ('Konflikt!') */
  konflikt: boolean;
}

export interface KonfliktErgebnis {
  felder: Konflikt[];
  flags: FehlerFlags;
  /** per step and option id: the text for an option that conflicts (or would) with another current answer */
  optionen: Partial<Record<SchrittId, Record<number, string>>>;
  abweichungen: Partial<Record<AbweichungsFeld, AbweichungsWarnung>>;
}

export const fehlerThemen: readonly FehlerThema[] = [
  'baujahr',
  'gebaeudetyp',
  'haustyp',
  'fussbodenheizung',
  'sanitaerbereich',
  'kuechengrundausstattung',
  'elektrogeraete',
  'fussboden',
  'modernisierterBoden',
  'terrasseBalkon',
  'modernisierteFenster',
  'abweichungen',
];

export function keineFehlerFlags(): FehlerFlags {
  return Object.fromEntries(fehlerThemen.map((t) => [t, false])) as FehlerFlags;
}

/**
 * A rule side prepared once when the module loads: where its answer is read, and the names the
 * messages use (step, wire path, error topic, title, quoted option labels). Evaluating a rule
 * then needs no catalogue lookup, and no text is built unless a message is wanted.
 */
interface Seite {
  seite: KonfliktSeite;
  schritt: SchrittId;
  /** wire path of the field to fix ('selectedFussbodenheizung', 'abweichungen.fassadeA') */
  feld: string;
  thema: FehlerThema;
  /** title of the step ('Baujahr', 'Begründete Abweichungen') */
  titel: string;
  /** choice: the draft field holding the answer */
  entwurfFeld: keyof BerechnungEntwurf | undefined;
  /** choice: '„label“' per id of `werte` */
  zitiert: ReadonlyMap<number, string>;
  /** deviation: 'bei „label“' */
  bei: string;
  /** index of the answer this side reads in `antworten(entwurf)` */
  platz: number;
  /** choice: the bits of `werte`; deviation: 1 (bit 0 = a non-zero value) */
  maske: number;
}

interface Regel {
  regel: KonfliktRegel;
  a: Seite;
  b: Seite;
}

const abweichungsLabel = (feld: AbweichungsFeld | 'balkonGross'): string =>
  feld === 'balkonGross' ? 'Großer Balkon' : abweichungsMetadaten[feld].label;

/**
 * The answers the rules read, one place each: a choice step's field or a deviation field. Each
 * answer is read once per evaluation into a bit set (`antworten`), and a side is met when its
 * bits meet the answer's: a chosen id among `werte`, or a non-zero deviation.
 */
type Quelle =
  | { art: 'auswahl'; feld: keyof BerechnungEntwurf }
  | { art: 'abweichung'; feld: AbweichungsFeld | 'balkonGross' };
const quellen: Quelle[] = [];

function platzFuer(quelle: Quelle): number {
  const i = quellen.findIndex((q) => q.art === quelle.art && q.feld === quelle.feld);
  return i >= 0 ? i : quellen.push(quelle) - 1;
}

/** Largest option id a bit set can hold (the rules' ids are 0..10). */
const MAX_BIT = 30;

function bereite(seite: KonfliktSeite): Seite {
  if (seite.art === 'abweichung') {
    return {
      seite,
      schritt: 'abweichungen',
      feld: `abweichungen.${seite.feld}`,
      thema: 'abweichungen',
      titel: schrittNachId('abweichungen').titel,
      entwurfFeld: undefined,
      zitiert: new Map(),
      bei: `bei „${abweichungsLabel(seite.feld)}“`,
      platz: platzFuer({ art: 'abweichung', feld: seite.feld }),
      maske: 1,
    };
  }
  const schritt = schrittNachId(seite.schritt);
  const entwurfFeld = schritt.feld as keyof BerechnungEntwurf;
  let maske = 0;
  for (const id of seite.werte) {
    if (!Number.isInteger(id) || id < 0 || id > MAX_BIT) {
      throw new Error(
        `Konfliktregel mit Option ${id} bei „${seite.schritt}“: 0 bis ${MAX_BIT} erwartet.`,
      );
    }
    maske |= 1 << id;
  }
  return {
    seite,
    schritt: seite.schritt,
    feld: schritt.feld,
    thema: schritt.fehlerThema ?? 'abweichungen',
    titel: schritt.titel,
    entwurfFeld,
    zitiert: new Map(
      seite.werte.map((id) => [id, `„${optionLabel(seite.schritt, id) ?? String(id)}“`]),
    ),
    bei: '',
    platz: platzFuer({ art: 'auswahl', feld: entwurfFeld }),
    maske,
  };
}

const regeln: readonly Regel[] = konfliktRegeln.map((regel) => ({
  regel,
  a: bereite(regel.a),
  b: bereite(regel.b),
}));

/** Current ids of a choice side (single choice → [id] or []). */
function gewaehlt(entwurf: BerechnungEntwurf, s: Seite): number[] {
  const wert = entwurf[s.entwurfFeld as keyof BerechnungEntwurf];
  if (Array.isArray(wert)) return wert.filter((x): x is number => typeof x === 'number');
  return typeof wert === 'number' ? [wert] : [];
}

function abweichungsWert(entwurf: BerechnungEntwurf, feld: AbweichungsFeld | 'balkonGross') {
  return entwurf.abweichungen?.[feld];
}

/** Bit set of a choice: bit `id` for each chosen whole id 0..MAX_BIT (other values match no rule). */
function bits(wert: unknown): number {
  return typeof wert === 'number' && Number.isInteger(wert) && wert >= 0 && wert <= MAX_BIT
    ? 1 << wert
    : 0;
}

/**
 * Every answer the rules read, once, as a bit set per place (see `Quelle`). Read once per
 * evaluation, so testing a side costs one AND, and the server can run every rule on every
 * request.
 */
function antworten(entwurf: BerechnungEntwurf): number[] {
  const a: number[] = [];
  for (const q of quellen) {
    if (q.art === 'abweichung') {
      a.push(abweichungGesetzt(abweichungsWert(entwurf, q.feld)) ? 1 : 0);
      continue;
    }
    const wert: unknown = entwurf[q.feld];
    let b = 0;
    if (Array.isArray(wert)) for (const x of wert as unknown[]) b |= bits(x);
    else b = bits(wert);
    a.push(b);
  }
  return a;
}

/** Whether the side is met now: a chosen id among `werte` (single or multi choice) or a non-zero deviation. */
function erfuellt(a: readonly number[], s: Seite): boolean {
  return ((a[s.platz] as number) & s.maske) !== 0;
}

const KEINE: readonly number[] = [];

/** Ids of the side that are chosen now (choice) or [0] for a non-zero deviation; [] = side not met. */
function treffer(entwurf: BerechnungEntwurf, a: readonly number[], s: Seite): readonly number[] {
  if (!erfuellt(a, s)) return KEINE;
  const seite = s.seite;
  return seite.art === 'auswahl'
    ? gewaehlt(entwurf, s).filter((id) => seite.werte.includes(id))
    : [0];
}

/**
 * 'die Auswahl von „Ja“' (the excluding choice, §5: 'schließt die Auswahl von … aus') /
 * 'die Auswahl „Ja“ bei „Fußbodenheizung“' (the excluded one) / 'die Angabe „0,50 Euro“ bei
 * „Rückgebäude“' / 'eine Angabe bei „…“'.
 */
function beschreibung(
  entwurf: BerechnungEntwurf,
  s: Seite,
  ids: readonly number[],
  mitBei: boolean,
): string {
  const seite = s.seite;
  if (seite.art === 'abweichung') {
    const c = abweichungInCent(abweichungsWert(entwurf, seite.feld));
    return c === null || c === 0
      ? `eine Angabe ${s.bei}`
      : `die Angabe „${formatZahl(c)} Euro“ ${s.bei}`;
  }
  const labels = ids.map((id) => s.zitiert.get(id) ?? `„${String(id)}“`);
  const liste =
    labels.length > 1
      ? `${labels.slice(0, -1).join(', ')} und ${labels.at(-1)}`
      : (labels[0] ?? '');
  return mitBei ? `die Auswahl ${liste} bei „${s.titel}“` : `die Auswahl von ${liste}`;
}

/**
 * 'Im Berechnungsschritt „Baujahr“ schließt die Auswahl von „1999 – 2008“ die Auswahl „Ja“ bei
 * „Fußbodenheizung“ aus. <rule text> Bitte ändern Sie Ihre Eingabe.' (§8 conflict box). The
 * closing request is only added for a conflict that exists now, not for a warning.
 */
function text(
  entwurf: BerechnungEntwurf,
  regel: KonfliktRegel,
  aktuell: Seite,
  aktuellIds: readonly number[],
  andere: Seite,
  andereIds: readonly number[],
  aufforderung: boolean,
): string {
  let satz = `Im Berechnungsschritt „${andere.titel}“ schließt ${beschreibung(entwurf, andere, andereIds, false)} ${beschreibung(entwurf, aktuell, aktuellIds, true)} aus.`;
  if (regel.regel) satz += ` ${meldungen.regeln[regel.regel]}`;
  if (aufforderung) satz += ` ${meldungen.bitteAendern}`;
  return satz;
}

/** The conflict entry for the side `aktuell` of a rule whose both sides are met. */
function konflikt(
  entwurf: BerechnungEntwurf,
  r: Regel,
  aktuell: Seite,
  aktuellIds: readonly number[],
  andere: Seite,
  andereIds: readonly number[],
): Konflikt {
  return {
    feld: aktuell.feld,
    schritt: aktuell.schritt,
    mitSchritt: andere.schritt,
    meldung: text(entwurf, r.regel, aktuell, aktuellIds, andere, andereIds, true),
  };
}

function anhaengen(alt: string | undefined, neu: string): string {
  return alt === undefined || alt.includes(neu) ? (alt ?? neu) : `${alt} ${neu}`;
}

/**
 * Evaluates every rule on the current answers (spezifikation.md §4): the conflicts now (one
 * entry per side), the error flag per topic, the warning per option that would conflict if
 * chosen, and the applicability warning per deviation field.
 */
export function ermittleKonflikte(entwurf: BerechnungEntwurf): KonfliktErgebnis {
  const ergebnis: KonfliktErgebnis = {
    felder: [],
    flags: keineFehlerFlags(),
    optionen: {},
    abweichungen: {},
  };

  const a = antworten(entwurf);
  for (const r of regeln) {
    for (const [aktuell, andere] of [
      [r.a, r.b],
      [r.b, r.a],
    ] as const) {
      const andereIds = treffer(entwurf, a, andere);
      if (andereIds.length === 0) continue; // the other side is not met: no conflict, no warning
      const aktuellIds = treffer(entwurf, a, aktuell);

      if (aktuellIds.length > 0) {
        ergebnis.felder.push(konflikt(entwurf, r, aktuell, aktuellIds, andere, andereIds));
        ergebnis.flags[aktuell.thema] = true;
      }

      const seite = aktuell.seite;
      if (seite.art === 'auswahl') {
        const gewaehlteIds = gewaehlt(entwurf, aktuell);
        const proOption = (ergebnis.optionen[seite.schritt] ??= {});
        for (const id of seite.werte) {
          const jetzt = gewaehlteIds.includes(id);
          proOption[id] = anhaengen(
            proOption[id],
            text(entwurf, r.regel, aktuell, [id], andere, andereIds, jetzt),
          );
        }
      } else if (seite.feld !== 'balkonGross') {
        const konflikt = aktuellIds.length > 0;
        const alt = ergebnis.abweichungen[seite.feld];
        ergebnis.abweichungen[seite.feld] = {
          warnung: anhaengen(
            alt?.warnung,
            text(entwurf, r.regel, aktuell, aktuellIds, andere, andereIds, konflikt),
          ),
          konflikt: konflikt || (alt?.konflikt ?? false),
        };
      }
    }
  }
  return ergebnis;
}

/**
 * Only the conflicts that exist now: the same entries, in the same order, as
 * `ermittleKonflikte(entwurf).felder`, from the same rules and the same side test, but without
 * the option and deviation warnings. Texts are built only for rules that are violated, so a
 * valid calculation costs one boolean test per side (the server's check, pruefeBerechnung).
 */
export function konfliktFelder(entwurf: BerechnungEntwurf): Konflikt[] {
  let felder: Konflikt[] | undefined;
  const a = antworten(entwurf);
  for (const r of regeln) {
    if (!erfuellt(a, r.a) || !erfuellt(a, r.b)) continue;
    const aIds = treffer(entwurf, a, r.a);
    const bIds = treffer(entwurf, a, r.b);
    (felder ??= []).push(
      konflikt(entwurf, r, r.a, aIds, r.b, bIds),
      konflikt(entwurf, r, r.b, bIds, r.a, aIds),
    );
  }
  return felder ?? [];
}

/** The conflicts of one step (for its 'Konflikt!' box). */
export function konflikteImSchritt(ergebnis: KonfliktErgebnis, schritt: SchrittId): Konflikt[] {
  return ergebnis.felder.filter((k) => k.schritt === schritt);
}
