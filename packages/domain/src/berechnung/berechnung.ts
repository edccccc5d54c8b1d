/**
 * The computation of berechnungsregeln.md §2 in integer cents (no binary floating point touches
 * an amount). Input must be a checked calculation (`pruefeBerechnung`), whose area (thousandths
 * of m²) and deviations (cents) the check has read: nothing here reads a text (issue 19 §2). A
 * value outside the tables throws, because it means a caller skipped the check.
 */
import {
  ausgabe,
  vorlaeufigHinweis,
  type Ausgabe,
  type Grundpreiszeile,
  type Spanne,
} from '../ausgaben/index.ts';
import { centZuEuro, teileGerundet, zuschlagSchritte } from '../grundlagen/index.ts';
import { abweichungsFelder, optionLabel, schrittNachId } from '../eingabe/index.ts';
import type {
  BerechnungEntwurf,
  Ergebnis,
  GelesenerEntwurf,
  GepruefteBerechnung,
} from '../schema/index.ts';

const TAUSEND = 1000;

/** §2.1 area (thousandths of m²) rounded half up to whole m²: 22 500 → 23, 20 499 → 20. */
export function tabellenQm(flaecheTausendstel: number): number {
  return teileGerundet(flaecheTausendstel, TAUSEND);
}

/**
 * What is read once per edition (the server looks a row up on every request): the Tabelle 2 row
 * of every whole m² and the shared Tabelle 3 entries. Kept per edition object (issue 20).
 */
interface Vorbereitet {
  zeileNachQm: readonly (Grundpreiszeile | undefined)[];
  posten: Posten;
}
const vorbereitet = new WeakMap<Ausgabe, Vorbereitet>();

function fuer(a: Ausgabe): Vorbereitet {
  let v = vorbereitet.get(a);
  if (!v) {
    const zeilen: (Grundpreiszeile | undefined)[] = [];
    for (const z of a.grundpreise.zeilen) for (let qm = z.von; qm <= z.bis; qm++) zeilen[qm] = z;
    v = { zeileNachQm: zeilen, posten: postenAus(a.zuschlaege) };
    vorbereitet.set(a, v);
  }
  return v;
}

/** §2.1 Tabelle 2 row whose range von..bis contains the whole m²; throws outside the table. */
export function grundpreisZeile(qm: number, a: Ausgabe = ausgabe): Grundpreiszeile {
  const zeile = Number.isInteger(qm)
    ? fuer(a).zeileNachQm[qm]
    : a.grundpreise.zeilen.find((z) => qm >= z.von && qm <= z.bis);
  if (!zeile) throw new Error(`Keine Zeile der Grundpreistabelle für ${qm} m².`);
  return zeile;
}

/** §2.1 Grundpreis in cents per m² for an area (thousandths of m²) and a Baujahrklasse. */
export function grundpreisCent(
  flaecheTausendstel: number,
  baujahrklasse: number,
  a: Ausgabe = ausgabe,
): number {
  const wert = grundpreisZeile(tabellenQm(flaecheTausendstel), a).centProQm[baujahrklasse];
  if (wert === undefined) throw new Error(`Ungültige Baujahrklasse: ${baujahrklasse}`);
  return wert;
}

/** §2.7 monthly amount: cents per m² × exact area, rounded half up to the cent. */
export function monatsbetragCent(centProQm: number, flaecheTausendstel: number): number {
  return teileGerundet(centProQm * flaecheTausendstel, TAUSEND);
}

/** §2.5 Tabelle 4: central spread for Wohnlage 3, 4, 5, else the non-central one (as listed in the edition). */
export function spanneFuerWohnlage(wohnlage: number, a: Ausgabe = ausgabe): Spanne {
  return a.spannen.zentral.wohnlagen.includes(wohnlage)
    ? a.spannen.zentral
    : a.spannen.nichtZentral;
}

/** An applied entry of Tabelle 3; the entries of table options are shared by every result. */
export interface ZuschlagInCent {
  readonly merkmal: string;
  readonly bezeichnung: string;
  readonly cent: number;
}

/** Every intermediate value of §2 in integer cents (per m² unless named monatlich). */
export interface BerechnungInCent extends DurchschnittInCent {
  schwankungUnten: number;
  schwankungOben: number;
  spanneUnten: number;
  spanneOben: number;
  abweichungenSumme: number;
  abweichungenGekappt: number;
  zuHoch: boolean;
  zuNiedrig: boolean;
  mitAbweichungen: number;
  monatlich: { mittel: number; spanneUnten: number; spanneOben: number; mitAbweichungen: number };
}

function wert(liste: readonly number[], id: number, name: string): number {
  const c = liste[id];
  if (c === undefined) throw new Error(`Ungültige Auswahl ${id} für ${name}.`);
  return c;
}

type LabelSchritt = Parameters<typeof optionLabel>[0];

/**
 * The entries of §2.2 Tabelle 3 that do not depend on a combination of answers, made once when
 * the module loads and shared by every result (frozen): per table option (label = option label)
 * and per yes/no feature, null where the amount is 0 and the entry is left out. The server then
 * only picks entries.
 */
function ausTabelle(
  merkmal: string,
  schritt: LabelSchritt,
  liste: readonly number[],
): readonly (ZuschlagInCent | null)[] {
  return liste.map((cent, id) =>
    cent === 0
      ? null
      : Object.freeze({ merkmal, bezeichnung: optionLabel(schritt, id) ?? String(id), cent }),
  );
}

function jaNein(merkmal: string, bezeichnung: string, cent: number): ZuschlagInCent | null {
  return cent === 0 ? null : Object.freeze({ merkmal, bezeichnung, cent });
}

/**
 * Adds a step's entry of Tabelle 3 for the answers `b`, if any. One per step of
 * `zuschlagSchritte`, made once per edition with its amounts and shared entries in hand, so a
 * calculation only reads the answers.
 */
type Anwenden = (b: BerechnungEntwurf, p: ZuschlagInCent[]) => void;
type Posten = readonly Anwenden[];

const nichts: Anwenden = () => undefined;

function postenAus(zt: Ausgabe['zuschlaege']): Posten {
  return zuschlagSchritte.map(({ schritt, regel }): Anwenden => {
    const feld = schritt.feld as keyof BerechnungEntwurf;
    const betrag = zt[regel.schluessel as keyof typeof zt];
    switch (regel.art) {
      case 'tabelle': {
        const tabelle = ausTabelle(regel.schluessel, schritt.id, betrag as number[]);
        return (b, p) => nachTabelle(p, tabelle, b[feld] as number | null, schritt.titel);
      }
      case 'jaNein': {
        const eintrag = jaNein(regel.schluessel, regel.bezeichnung, betrag as number);
        return eintrag === null ? nichts : (b, p) => wennJa(p, eintrag, b[feld] as number | null);
      }
      case 'jeOption':
        return (b, p) =>
          jeOption(p, schritt.id, schritt.id, b[feld] as readonly number[], betrag as number);
    }
  });
}

/** A choice whose entry is read from its table by id; an unanswered one (null) adds nothing. */
function nachTabelle(
  p: ZuschlagInCent[],
  tabelle: readonly (ZuschlagInCent | null)[],
  id: number | null,
  name: string,
): void {
  if (id === null) return;
  const eintrag = tabelle[id];
  if (eintrag === undefined) throw new Error(`Ungültige Auswahl ${id} für ${name}.`);
  if (eintrag !== null) p.push(eintrag);
}

/** A yes/no feature: its entry when answered 0 ('Ja'); 'Nein' and unanswered add nothing. */
function wennJa(p: ZuschlagInCent[], eintrag: ZuschlagInCent | null, antwort: number | null): void {
  if (antwort === 0 && eintrag !== null) p.push(eintrag);
}

/**
 * A multi-select: the amount per chosen option, labels listed; the step's 'none' option (and an
 * id it does not have) counts nothing (§2.2: Sanitärbereich 5, Elektrogeräte 3).
 */
function jeOption(
  p: ZuschlagInCent[],
  merkmal: string,
  schritt: LabelSchritt,
  alle: readonly number[],
  jeId: number,
): void {
  const { keineOptionId, optionen } = schrittNachId(schritt);
  let anzahl = 0;
  let bezeichnung = '';
  for (const id of alle) {
    if (id === keineOptionId || id < 0 || id >= optionen.length) continue;
    bezeichnung += `${anzahl === 0 ? '' : ', '}${optionLabel(schritt, id) ?? String(id)}`;
    anzahl++;
  }
  const cent = anzahl * jeId;
  if (cent !== 0) p.push({ merkmal, bezeichnung, cent });
}

/**
 * §2.2 Tabelle 3: applied surcharges and deductions, one entry per feature in the order of the
 * table, zero amounts and unanswered features left out.
 */
function zuschlaegeFuer(b: BerechnungEntwurf, a: Ausgabe): ZuschlagInCent[] {
  const p: ZuschlagInCent[] = [];
  for (const anwenden of fuer(a).posten) anwenden(b, p);
  return p;
}

/** §2.3 operating costs: sum of the selected items (null = 0), only with selectedBetriebskostenA = 1. */
function betriebskostenFuer(b: BerechnungEntwurf, a: Ausgabe): number {
  if (b.selectedBetriebskostenA !== 1) return 0;
  const liste = b.selectedBetriebskostenB;
  let summe = 0;
  for (let i = 0; i < liste.length; i++) {
    const id = liste[i] as number;
    if (liste.indexOf(id) !== i) continue; // an item counts once
    const p = a.betriebskosten.positionen[id];
    if (!p) throw new Error(`Ungültige Betriebskostenposition ${id}.`);
    summe += p.centProQm ?? 0;
  }
  return summe;
}

/** §2.1–2.4 in integer cents per m² (area in thousandths of m²). */
export interface DurchschnittInCent {
  flaecheTausendstel: number;
  tabellenQm: number;
  grundpreis: number;
  zuschlaege: ZuschlagInCent[];
  betriebskosten: number;
  mittel: number;
}

/**
 * berechnungsregeln.md §2, steps 1–4: the average from the answers given so far – Grundpreis,
 * every answered feature of Tabelle 3, the operating costs once chosen. Null until the area is
 * valid and the Baujahr chosen (no Grundpreis yet). The one rule for the live preview under each
 * step and for the result: `berechneInCent` applies it to the complete answers, so the preview
 * equals the result once every step is answered. The area comes read (`leseEntwurf`, or the
 * check's `GepruefteBerechnung`).
 */
export function durchschnittInCent(
  b: GelesenerEntwurf,
  a: Ausgabe = ausgabe,
): DurchschnittInCent | null {
  const { flaecheTausendstel } = b;
  const { min, max } = a.wohnflaeche;
  if (flaecheTausendstel === null || b.selectedBaujahr === null) return null;
  if (flaecheTausendstel < min * TAUSEND || flaecheTausendstel > max * TAUSEND) return null;
  const qm = tabellenQm(flaecheTausendstel);
  const grundpreis = wert(grundpreisZeile(qm, a).centProQm, b.selectedBaujahr, 'Baujahr');
  const zuschlaege = zuschlaegeFuer(b, a);
  const betriebskosten = betriebskostenFuer(b, a);
  const mittel = grundpreis + zuschlaege.reduce((s, z) => s + z.cent, 0) + betriebskosten; // §2.4
  return { flaecheTausendstel, tabellenQm: qm, grundpreis, zuschlaege, betriebskosten, mittel };
}

/**
 * The user notes of the provisional figures (edition `status`) that these answers use, for the
 * results page and the PDF: the Grundpreis row of the area (§2.1, whole m²) and the operating
 * costs once they are part of the rent (§2.3). Empty when the calculation uses none.
 */
export function vorlaeufigeWerte(b: GelesenerEntwurf, a: Ausgabe = ausgabe): string[] {
  const notizen: string[] = [];
  const { flaecheTausendstel } = b;
  if (flaecheTausendstel !== null) {
    const qm = tabellenQm(flaecheTausendstel);
    for (const s of a.grundpreise.status) {
      if (s.status === 'vorlaeufig' && qm >= s.von && qm <= s.bis)
        notizen.push(vorlaeufigHinweis.grundpreis(s.von, s.bis));
    }
  }
  if (b.selectedBetriebskostenA === 1 && a.betriebskosten.status === 'vorlaeufig')
    notizen.push(vorlaeufigHinweis.betriebskosten);
  return notizen;
}

/** berechnungsregeln.md §2, steps 1–7, in integer cents. */
export function berechneInCent(b: GepruefteBerechnung, a: Ausgabe = ausgabe): BerechnungInCent {
  const durchschnitt = durchschnittInCent(b, a);
  if (durchschnitt === null) throw new Error(`Ungültige Wohnfläche: ${b.flaecheTausendstel}`);
  const { flaecheTausendstel, mittel } = durchschnitt;

  const spanne = spanneFuerWohnlage(b.selectedWohnlage, a); // §2.5
  const spanneUnten = mittel + spanne.unten;
  const spanneOben = mittel + spanne.oben;

  // §2.6 justified deviations: blank = 0, capped to the spread.
  let abweichungenSumme = 0;
  for (const f of abweichungsFelder) abweichungenSumme += b.abweichungenCent[f] ?? 0;
  const zuHoch = abweichungenSumme > spanne.oben;
  const zuNiedrig = abweichungenSumme < spanne.unten;
  const abweichungenGekappt = zuHoch ? spanne.oben : zuNiedrig ? spanne.unten : abweichungenSumme;
  const mitAbweichungen = mittel + abweichungenGekappt;

  return {
    ...durchschnitt, // §2.1–§2.4: area, table size, base price, surcharges, operating costs, mean
    schwankungUnten: spanne.unten,
    schwankungOben: spanne.oben,
    spanneUnten,
    spanneOben,
    abweichungenSumme,
    abweichungenGekappt,
    zuHoch,
    zuNiedrig,
    mitAbweichungen,
    // §2.7
    monatlich: {
      mittel: monatsbetragCent(mittel, flaecheTausendstel),
      spanneUnten: monatsbetragCent(spanneUnten, flaecheTausendstel),
      spanneOben: monatsbetragCent(spanneOben, flaecheTausendstel),
      mitAbweichungen: monatsbetragCent(mitAbweichungen, flaecheTausendstel),
    },
  };
}

/** berechnungsregeln.md §3: the result from the cents of §2, amounts as euros with two decimals. */
export function ergebnisAusCent(c: BerechnungInCent): Ergebnis {
  const e = centZuEuro;
  return {
    ortsueblicheMieteProQM: e(c.mittel),
    ortsueblicheMiete: e(c.monatlich.mittel),
    ortsueblicheMieteSpanneUntenProQM: e(c.spanneUnten),
    ortsueblicheMieteSpanneUnten: e(c.monatlich.spanneUnten),
    ortsueblicheMieteSpanneObenProQM: e(c.spanneOben),
    ortsueblicheMieteSpanneOben: e(c.monatlich.spanneOben),
    ortsueblicheMieteSpanneBegruendeteAbweichungenProQM: e(c.mitAbweichungen),
    ortsueblicheMieteSpanneBegruendeteAbweichungen: e(c.monatlich.mitAbweichungen),
    schwankungObenProQm: e(c.schwankungOben),
    schwankungUntenProQm: e(c.schwankungUnten),
    begruendeteAbweichungenProQmTrue: e(c.abweichungenSumme),
    begruendeteAbweichungenTooHigh: c.zuHoch,
    begruendeteAbweichungenTooLow: c.zuNiedrig,
    aufschluesselung: {
      grundpreisProQm: e(c.grundpreis),
      zuschlaege: c.zuschlaege.map((z) => ({
        merkmal: z.merkmal,
        bezeichnung: z.bezeichnung,
        euroProQm: e(z.cent),
      })),
      betriebskostenProQm: e(c.betriebskosten),
    },
  };
}

/** berechnungsregeln.md §2/§3: the result of a checked calculation, amounts as euros with two decimals. */
export function berechneOrtsueblicheMiete(b: GepruefteBerechnung, a: Ausgabe = ausgabe): Ergebnis {
  // issue 20 §3: the answer names the edition it was computed from
  return { ...ergebnisAusCent(berechneInCent(b, a)), ausgabe: a.ausgabe };
}

/**
 * berechnungsregeln.md §4 Stichtagsdifferenz: amount × (1 + hoehe/100), rounded half up to the
 * cent. hoehe has at most one decimal, so the check reads it in tenths of a percent
 * (`hoeheZehntel`): cents × (1000 + zehntel) / 1000 in integers.
 */
export function mitStichtagsdifferenz(betragCent: number, hoeheZehntel: number): number {
  if (!Number.isSafeInteger(hoeheZehntel))
    throw new Error('Stichtagsdifferenz in ganzen Zehntelprozent erwartet.');
  return teileGerundet(betragCent * (TAUSEND + hoeheZehntel), TAUSEND);
}
