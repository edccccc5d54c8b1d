/**
 * Conflict rules of spezifikation.md §4 (Baujahr rules by class, Gebäudetyp, cross-step rules)
 * and the deviation applicability of §5, as data. Every rule is a symmetric pair: "side a
 * excludes side b"; it is checked from both sides (Baujahr 7 ↔ Fußbodenheizung 0 is one rule).
 * berechnungsregeln.md §5: the rules are code here and re-derived from the answers; an
 * unanswered question (null, empty list, blank deviation) never conflicts.
 */
import {
  abweichungGesetzt,
  abweichungInCent,
  formatZahl,
  fehlerThemen,
} from '../grundlagen/index.ts';
import { ausgabe } from '../ausgaben/index.ts';
import { meldungen } from '../schema/index.ts';
import { abweichungsMetadaten, optionLabel, schrittNachId } from './schritte.ts';
import type {
  AbweichungsFeld,
  BerechnungEntwurf,
  FehlerFlags,
  FehlerThema,
  SchrittId,
} from '../schema/index.ts';

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

/** Ids of the edition's Baujahr classes that end before `jahr`. */
const klassenVor = (jahr: number): number[] =>
  ausgabe.baujahrklassen.filter((k) => k.bis < jahr).map((k) => k.id);
/** Ids of the edition's Baujahr classes that begin in `jahr` or later. */
const klassenAb = (jahr: number): number[] =>
  ausgabe.baujahrklassen.filter((k) => k.von !== null && k.von >= jahr).map((k) => k.id);

// The year thresholds of §4/§9 (old building before 1949, post-war 1949–1977, 1999 for floor
// heating, bath and balcony, 2019 for modernised floors); which classes they cover is read from
// the edition (2025: 0–2, 3–10, 5–10, 7–10, 9–10).
const VOR_1949 = klassenVor(1949);
const AB_1949 = klassenAb(1949);
const AB_1978 = klassenAb(1978);
const AB_1999 = klassenAb(1999);
const AB_2019 = klassenAb(2019);

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
  /** the same in one short plain line (issue 29): the rule of §5, or what excludes it */
  kurz: string;
  /** true when a non-zero value is entered and conflicts ('Konflikt!') */
  konflikt: boolean;
}

export interface KonfliktErgebnis {
  felder: Konflikt[];
  flags: FehlerFlags;
  /** per step and option id: the text for an option that conflicts (or would) with another current answer */
  optionen: Partial<Record<SchrittId, Record<number, string>>>;
  /**
   * per step and option id: why the option cannot be chosen now, in one short plain line
   * (issue 29: a line per option instead of a box); the §5 rule where there is one
   */
  optionenKurz: Partial<Record<SchrittId, Record<number, string>>>;
  abweichungen: Partial<Record<AbweichungsFeld, AbweichungsWarnung>>;
}

export { fehlerThemen };

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
}

interface Regel {
  regel: KonfliktRegel;
  a: Seite;
  b: Seite;
}

const abweichungsLabel = (feld: AbweichungsFeld | 'balkonGross'): string =>
  feld === 'balkonGross' ? 'Großer Balkon' : abweichungsMetadaten[feld].label;

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
    };
  }
  const schritt = schrittNachId(seite.schritt);
  return {
    seite,
    schritt: seite.schritt,
    feld: schritt.feld,
    thema: schritt.fehlerThema ?? 'abweichungen',
    titel: schritt.titel,
    entwurfFeld: schritt.feld as keyof BerechnungEntwurf,
    zitiert: new Map(
      seite.werte.map((id) => [id, `„${optionLabel(seite.schritt, id) ?? String(id)}“`]),
    ),
    bei: '',
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

const KEINE: readonly number[] = [];
const GESETZT: readonly number[] = [0];

/**
 * Ids of the side that the answers meet now: the chosen ids among `werte` (single or multi
 * choice), or [0] for a non-zero deviation; [] = side not met. Nothing is allocated for a side
 * that is not met, so a valid calculation costs a few reads per rule (the server checks every
 * request with it).
 */
function treffer(entwurf: BerechnungEntwurf, s: Seite): readonly number[] {
  const seite = s.seite;
  if (seite.art === 'abweichung')
    return abweichungGesetzt(abweichungsWert(entwurf, seite.feld)) ? GESETZT : KEINE;
  const wert: unknown = entwurf[s.entwurfFeld as keyof BerechnungEntwurf];
  if (Array.isArray(wert)) {
    if (!wert.some((id) => seite.werte.includes(id as number))) return KEINE;
    return (wert as unknown[]).filter(
      (id): id is number => typeof id === 'number' && seite.werte.includes(id),
    );
  }
  return typeof wert === 'number' && seite.werte.includes(wert) ? [wert] : KEINE;
}

/** A rule on the current answers: the ids each side meets ([] = not met). */
interface Bewertung {
  r: Regel;
  aIds: readonly number[];
  bIds: readonly number[];
}

/**
 * The one evaluator of the rules table (spezifikation.md §4, §5): every rule with what each side
 * meets now (with `nurVerletzte`: only the rules whose both sides are met). The server's check
 * (`aktuelleKonflikte`) and the wizard (`ermittleKonflikte`: the conflicts, the flags and which
 * option would conflict) are all read from it.
 */
function bewerte(entwurf: BerechnungEntwurf, nurVerletzte = false): Bewertung[] {
  const bewertungen: Bewertung[] = [];
  for (const r of regeln) {
    const aIds = treffer(entwurf, r.a);
    // only the violated rules (the server's check): side b is read only when side a is met
    if (nurVerletzte && aIds.length === 0) continue;
    const bIds = treffer(entwurf, r.b);
    if (nurVerletzte && bIds.length === 0) continue;
    bewertungen.push({ r, aIds, bIds });
  }
  return bewertungen;
}

/**
 * A side of a rule seen from the other, met side: `aktuell` conflicts with `andere` if it is met
 * too (`aktuellIds` not empty), else each of its options would. Both directions of every rule
 * whose other side is met, side a first.
 */
interface Gegenueber {
  regel: KonfliktRegel;
  aktuell: Seite;
  aktuellIds: readonly number[];
  andere: Seite;
  andereIds: readonly number[];
}

function gegenueber(bewertungen: readonly Bewertung[]): Gegenueber[] {
  const liste: Gegenueber[] = [];
  for (const { r, aIds, bIds } of bewertungen) {
    if (bIds.length > 0)
      liste.push({ regel: r.regel, aktuell: r.a, aktuellIds: aIds, andere: r.b, andereIds: bIds });
    if (aIds.length > 0)
      liste.push({ regel: r.regel, aktuell: r.b, aktuellIds: bIds, andere: r.a, andereIds: aIds });
  }
  return liste;
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

/**
 * Why a side cannot be chosen, in one short line: the plain rule of §5 where the rule has one
 * (`meldungen.regeln`, e.g. the Fußbodenheizung's), else
 * what the other side holds ('Nicht wählbar: bei Baujahr ist „1978 – 1988“ gewählt.').
 */
function kurzText(regel: KonfliktRegel, andere: Seite, andereIds: readonly number[]): string {
  if (regel.regel) return meldungen.regeln[regel.regel];
  if (andere.seite.art === 'abweichung') return `Nicht wählbar wegen der Angabe ${andere.bei}.`;
  const labels = andereIds.map((id) => andere.zitiert.get(id) ?? `„${String(id)}“`);
  const gewaehlt =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} und ${labels.at(-1)}` : labels[0];
  return `Nicht wählbar: bei ${andere.titel} ${labels.length > 1 ? 'sind' : 'ist'} ${gewaehlt ?? ''} gewählt.`;
}

function anhaengen(alt: string | undefined, neu: string): string {
  return alt === undefined || alt.includes(neu) ? (alt ?? neu) : `${alt} ${neu}`;
}

/**
 * The conflicts now: one entry per side of each rule whose both sides are met, side a first. Texts
 * are built only for these (the server's check, pruefeBerechnung, runs this for every request).
 */
function konflikteAus(entwurf: BerechnungEntwurf, bewertungen: readonly Bewertung[]): Konflikt[] {
  const felder: Konflikt[] = [];
  for (const { r, aIds, bIds } of bewertungen) {
    if (aIds.length === 0 || bIds.length === 0) continue;
    for (const [aktuell, aktuellIds, andere, andereIds] of [
      [r.a, aIds, r.b, bIds],
      [r.b, bIds, r.a, aIds],
    ] as const)
      felder.push({
        feld: aktuell.feld,
        schritt: aktuell.schritt,
        mitSchritt: andere.schritt,
        meldung: text(entwurf, r.regel, aktuell, aktuellIds, andere, andereIds, true),
      });
  }
  return felder;
}

/**
 * The conflicts that exist now (spezifikation.md §4, §5), without the wizard's warnings: the
 * same entries as `ermittleKonflikte(entwurf).felder`, from the same evaluator.
 */
export function aktuelleKonflikte(entwurf: BerechnungEntwurf): Konflikt[] {
  return konflikteAus(entwurf, bewerte(entwurf, true));
}

/**
 * What the wizard shows (spezifikation.md §4): the conflicts now (one entry per side), the error
 * flag per topic, the text per option that conflicts or would conflict if chosen, and the
 * applicability warning per deviation field – all from the one evaluation of the rules.
 */
export function ermittleKonflikte(entwurf: BerechnungEntwurf): KonfliktErgebnis {
  const bewertungen = bewerte(entwurf);
  const ergebnis: KonfliktErgebnis = {
    felder: konflikteAus(entwurf, bewertungen),
    flags: keineFehlerFlags(),
    optionen: {},
    optionenKurz: {},
    abweichungen: {},
  };
  for (const g of gegenueber(bewertungen)) {
    const { aktuell, aktuellIds } = g;
    const jetzt = aktuellIds.length > 0;
    if (jetzt) ergebnis.flags[aktuell.thema] = true;
    const seite = aktuell.seite;
    if (seite.art === 'auswahl') optionsTexte(ergebnis, entwurf, g, seite);
    else if (seite.feld !== 'balkonGross') {
      const alt = ergebnis.abweichungen[seite.feld];
      ergebnis.abweichungen[seite.feld] = {
        warnung: anhaengen(
          alt?.warnung,
          text(entwurf, g.regel, aktuell, aktuellIds, g.andere, g.andereIds, jetzt),
        ),
        kurz: anhaengen(alt?.kurz, kurzText(g.regel, g.andere, g.andereIds)),
        konflikt: jetzt || (alt?.konflikt ?? false),
      };
    }
  }
  return ergebnis;
}

/** Each option of a choice side: its conflict text (with the request to change it if chosen). */
function optionsTexte(
  ergebnis: KonfliktErgebnis,
  entwurf: BerechnungEntwurf,
  { regel, aktuell, andere, andereIds }: Gegenueber,
  seite: Extract<KonfliktSeite, { art: 'auswahl' }>,
): void {
  const gewaehlteIds = gewaehlt(entwurf, aktuell);
  const proOption = (ergebnis.optionen[seite.schritt] ??= {});
  const kurzProOption = (ergebnis.optionenKurz[seite.schritt] ??= {});
  const kurz = kurzText(regel, andere, andereIds);
  for (const id of seite.werte) {
    const jetzt = gewaehlteIds.includes(id);
    proOption[id] = anhaengen(
      proOption[id],
      text(entwurf, regel, aktuell, [id], andere, andereIds, jetzt),
    );
    kurzProOption[id] = anhaengen(kurzProOption[id], kurz);
  }
}

/** The conflicts of one step (for its 'Konflikt!' box). */
export function konflikteImSchritt(ergebnis: KonfliktErgebnis, schritt: SchrittId): Konflikt[] {
  return ergebnis.felder.filter((k) => k.schritt === schritt);
}
