/**
 * "Link zu dieser Berechnung" (issue 30 §2, ADR 0025): the answers – and, if the user chooses,
 * the checks' inputs – carried in the link itself, after `#`, which the browser never sends to
 * the server; nothing is stored. One encoder for the web app (the results page) and the server
 * (the PDF prints the same link with a QR code).
 *
 * Versioned by `v`, the edition's id and each answer under its step's id (`baujahr=5`), so a
 * link made before a step was added lacks only that step: it is read as a template is
 * (`leseVorlagenstand`, ADR 0024) and opens at that step with a note. Compact: the step ids and
 * the option ids, unanswered steps left out, lists joined by '.', deviations as `feld:euro`.
 */
import { abweichungInCent, formatZahl } from '../grundlagen/index.ts';
import {
  mietvergleichSchema,
  type AbweichungsFeld,
  type BerechnungEntwurf,
  type Berechnungsdaten,
  type MietvergleichWire,
} from '../schema/index.ts';
import { leererEntwurf } from './entwurf.ts';
import { leseVorlagenstand, type Vorlagenstand } from './fortsetzung.ts';
import { pruefeMietvergleich } from './mietvergleich-eingabe.ts';
import { abweichungsFelder, schritte, type Schritt } from './schritte.ts';
import { sichtbarerSchritt } from './schrittfolge.ts';
import { leseWohnflaeche } from './validierung.ts';
import { LINK_ROUTE } from './link-route.ts';

/** The link's format; a link of another version is refused with a note (never misread). */
export const LINK_VERSION = '1';

const MIETERHOEHUNG = ['neueMiete', 'mieteVorDreiJahren', 'letzteErhoehung', 'zugang'] as const;
const MIETPREISBREMSE = [
  'beginn',
  'miete',
  'erstnutzungNach2014',
  'umfassendModernisiert',
  'vormiete',
  'modernisierung',
  'modernisierungsZuschlag',
  'auskunft',
] as const;

const JA_NEIN = new Set(['erstnutzungNach2014', 'umfassendModernisiert', 'modernisierung']);

/** Euros with up to two decimals, a point, no grouping: 921.59, 1100, -0.2. */
const euro = (cent: number): string => formatZahl(cent).replace(/\./g, '').replace(',', '.');

/** A value of the checks' inputs: number, day, yes/no, the disclosure answer; null → ''. */
function feldText(wert: unknown): string {
  if (wert === null || wert === undefined) return '';
  if (typeof wert === 'boolean') return wert ? 'j' : 'n';
  return String(wert);
}

function antwortText(s: Schritt, entwurf: BerechnungEntwurf): string | null {
  switch (s.art) {
    case 'wohnflaeche': {
      const t = leseWohnflaeche(entwurf.wohnflaeche);
      return t === null ? null : String(t / 1000);
    }
    case 'abweichungen': {
      const teile = abweichungsFelder.flatMap((f) => {
        const c = abweichungInCent(entwurf.abweichungen[f]);
        return c === null || c === 0 ? [] : [`${f}:${euro(c)}`];
      });
      return teile.length === 0 ? null : teile.join('_');
    }
    case 'betriebskosten':
      if (entwurf.selectedBetriebskostenA === null) return null;
      return entwurf.selectedBetriebskostenA === 0
        ? '0'
        : `1:${[...entwurf.selectedBetriebskostenB].sort((a, b) => a - b).join('.')}`;
    case 'mehrfach': {
      const liste = entwurf[s.feld as 'selectedSanitaerbereich'];
      return liste.length === 0 ? null : [...liste].sort((a, b) => a - b).join('.');
    }
    default: {
      const wert = entwurf[s.feld as 'selectedBaujahr'];
      return wert === null ? null : String(wert);
    }
  }
}

/**
 * The part after `#` of the link: the route and its query. `mietvergleich` only when the user
 * chose to carry the checks' inputs too.
 */
export function berechnungslinkHash(
  entwurf: BerechnungEntwurf,
  ausgabeId: string,
  mietvergleich: MietvergleichWire | null = null,
): string {
  const teile = [`v=${LINK_VERSION}`, `ausgabe=${encodeURIComponent(ausgabeId)}`];
  for (const s of schritte) {
    const text = antwortText(s, entwurf);
    if (text !== null) teile.push(`${s.id}=${text}`);
  }
  if (mietvergleich) {
    if (mietvergleich.miete != null) teile.push(`miete=${feldText(mietvergleich.miete)}`);
    const e = mietvergleich.mieterhoehung;
    if (e) teile.push(`erhoehung=${MIETERHOEHUNG.map((f) => feldText(e[f])).join('~')}`);
    const b = mietvergleich.mietpreisbremse;
    if (b) teile.push(`bremse=${MIETPREISBREMSE.map((f) => feldText(b[f])).join('~')}`);
  }
  return `${LINK_ROUTE}?${teile.join('&')}`;
}

/** The whole link: `basis` is the calculator's page, e.g. https://…/berechnung.html. */
export function berechnungslink(
  basis: string,
  entwurf: BerechnungEntwurf,
  ausgabeId: string,
  mietvergleich: MietvergleichWire | null = null,
): string {
  return `${basis}#${berechnungslinkHash(entwurf, ausgabeId, mietvergleich)}`;
}

export const linkMeldungen = {
  beschaedigt:
    'Dieser Link zu einer Berechnung ist unvollständig oder beschädigt und kann nicht geöffnet werden. Es wurde nichts geändert. Bitte lassen Sie sich den Link noch einmal schicken oder kopieren Sie ihn vollständig.',
  version:
    'Dieser Link stammt aus einer anderen Version des Rechners und kann hier nicht geöffnet werden. Es wurde nichts geändert.',
  unbekannteSchritte: (namen: string[]) =>
    `Der Link enthält Angaben zu Schritten, die dieser Rechner nicht kennt (${namen.join(', ')}); sie wurden nicht übernommen.`,
  ausgabeUnbekannt: (id: string, heute: string) =>
    `Dieser Link wurde nach der Mietspiegel-Ausgabe „${id}“ erstellt, die dieser Rechner nicht kennt. Er wird nach dem ${heute} berechnet; das Ergebnis kann abweichen.`,
  aeltereAusgabe: (alt: string, heute: string) =>
    `Dieser Link wurde nach dem ${alt} erstellt und wird so geöffnet. Heute gilt der ${heute}: Auf der Ergebnisseite können Sie nach ihm neu berechnen.`,
  ohneAntwort: (titel: string) =>
    `Dieser Link enthält keine Antwort zum Schritt „${titel}“ – etwa weil der Schritt erst nach dem Erstellen des Links hinzugekommen ist. Bitte beantworten Sie ihn; die übrigen Antworten sind übernommen.`,
} as const;

export type GelesenerLink =
  | {
      ok: true;
      /** the edition the link was made under */
      ausgabe: string;
      /** the answers and the screen to open, as a template's (ADR 0024) */
      stand: Vorlagenstand;
      /** the checks' inputs, when the link carries them */
      mietvergleich: MietvergleichWire | null;
      /** German notes to show (unknown steps) */
      hinweise: string[];
    }
  | { ok: false; meldung: string };

const GANZ = /^\d{1,2}$/;
const FLAECHE = /^\d{1,3}(\.\d{1,3})?$/;
const EURO = /^-?\d{1,7}(\.\d{1,2})?$/;
const TAG = /^\d{4}-\d{2}-\d{2}$/;
const AUSGABE = /^[a-z0-9-]{1,40}$/;

class Beschaedigt extends Error {}

function option(s: Schritt, text: string): number {
  if (!GANZ.test(text)) throw new Beschaedigt();
  const id = Number(text);
  if (!s.optionen.some((o) => o.id === id)) throw new Beschaedigt();
  return id;
}

function optionen(s: Schritt, text: string, erlaubt = s.optionen.map((o) => o.id)): number[] {
  const ids = text === '' ? [] : text.split('.').map((t) => (GANZ.test(t) ? Number(t) : -1));
  if (ids.some((id) => !erlaubt.includes(id)) || new Set(ids).size !== ids.length)
    throw new Beschaedigt();
  return ids;
}

function abweichungen(text: string): BerechnungEntwurf['abweichungen'] {
  const werte = { ...leererEntwurf().abweichungen } as Record<AbweichungsFeld, number | string>;
  for (const paar of text.split('_')) {
    const [feld = '', wert = ''] = paar.split(':');
    if (!abweichungsFelder.includes(feld as AbweichungsFeld) || !EURO.test(wert))
      throw new Beschaedigt();
    werte[feld as AbweichungsFeld] = Number(wert);
  }
  return werte;
}

/** The checks' inputs of the link, checked as a PDF call's are (types, amounts, days). */
function pruefungen(q: URLSearchParams): MietvergleichWire | null {
  const wert = (text: string | undefined): unknown => {
    if (text === undefined) throw new Beschaedigt();
    if (text === '') return null;
    if (text === 'j' || text === 'n') return text === 'j';
    if (EURO.test(text)) return Number(text);
    if (TAG.test(text) || ['ja', 'nein', 'unbekannt'].includes(text)) return text;
    throw new Beschaedigt();
  };
  const gruppe = (name: string, felder: readonly string[]) => {
    const text = q.get(name);
    if (text === null) return null;
    const teile = text.split('~');
    if (teile.length !== felder.length) throw new Beschaedigt();
    // a yes/no left open is absent on the wire (schema.ts `jaNein`), not null
    return Object.fromEntries(
      felder.flatMap((f, i) =>
        teile[i] === '' && JA_NEIN.has(f) ? [] : [[f, wert(teile[i])] as const],
      ),
    );
  };
  const miete = q.get('miete');
  const roh = {
    miete: miete === null ? null : wert(miete),
    mieterhoehung: gruppe('erhoehung', MIETERHOEHUNG),
    mietpreisbremse: gruppe('bremse', MIETPREISBREMSE),
  };
  if (roh.miete === null && !roh.mieterhoehung && !roh.mietpreisbremse) return null;
  const geprueft = mietvergleichSchema.safeParse(roh);
  if (!geprueft.success || pruefeMietvergleich(geprueft.data).fehler.length > 0)
    throw new Beschaedigt();
  return geprueft.data;
}

const BEKANNT = new Set(['v', 'ausgabe', 'miete', 'erhoehung', 'bremse']);

/**
 * Reads the query of a link (after `/link?`). A malformed link yields `ok: false` with a German
 * message, and the caller changes nothing; a link lacking a step (made before it existed) opens
 * at that step; unknown step ids (a newer wizard) are left out with a note.
 */
export function leseBerechnungslink(query: string): GelesenerLink {
  const q = new URLSearchParams(query);
  if (q.get('v') !== LINK_VERSION) {
    return {
      ok: false,
      meldung: q.has('v') ? linkMeldungen.version : linkMeldungen.beschaedigt,
    };
  }
  const ausgabe = q.get('ausgabe') ?? '';
  if (!AUSGABE.test(ausgabe)) return { ok: false, meldung: linkMeldungen.beschaedigt };
  try {
    const berechnung: Record<string, unknown> = {
      wohnflaeche: '',
      abweichungGesetzt: false,
      abweichungen: leererEntwurf().abweichungen,
      selectedBetriebskostenA: null,
      selectedBetriebskostenB: leererEntwurf().selectedBetriebskostenB,
      ausgabe,
    };
    for (const s of schritte) {
      const text = q.get(s.id);
      if (text === null) continue;
      if (q.getAll(s.id).length > 1) throw new Beschaedigt();
      if (s.art === 'wohnflaeche') {
        if (!FLAECHE.test(text)) throw new Beschaedigt();
        berechnung.wohnflaeche = text;
      } else if (s.art === 'abweichungen') {
        berechnung.abweichungen = abweichungen(text);
        berechnung.abweichungGesetzt = true;
      } else if (s.art === 'betriebskosten') {
        const [a = '', b] = text.split(':');
        berechnung.selectedBetriebskostenA = option(s, a);
        if (b !== undefined) {
          if (a !== '1') throw new Beschaedigt();
          berechnung.selectedBetriebskostenB = optionen(
            s,
            b,
            leererEntwurf().selectedBetriebskostenB,
          );
        }
      } else if (s.art === 'mehrfach') {
        berechnung[s.feld] = optionen(s, text);
      } else {
        berechnung[s.feld] = option(s, text);
      }
    }
    const unbekannt = [...new Set(q.keys())].filter(
      (k) => !BEKANNT.has(k) && !schritte.some((s) => s.id === k),
    );
    const ergebnisse = sichtbarerSchritt('berechnungsergebnisse');
    const daten: Parameters<typeof leseVorlagenstand>[0] = {
      pdfParameters: {
        berechnung: berechnung as Berechnungsdaten['pdfParameters']['berechnung'],
      },
      ergebnis: null,
      aktuellerSchritt: ergebnisse.index,
      aktuellerSchrittId: ergebnisse.id,
    };
    return {
      ok: true,
      ausgabe,
      stand: leseVorlagenstand(daten),
      mietvergleich: pruefungen(q),
      hinweise:
        unbekannt.length > 0
          ? [linkMeldungen.unbekannteSchritte(unbekannt.map((k) => `„${k.slice(0, 40)}“`))]
          : [],
    };
  } catch (e) {
    if (e instanceof Beschaedigt) return { ok: false, meldung: linkMeldungen.beschaedigt };
    throw e;
  }
}
