/**
 * Imports of the operator's geodata (issue 11), used by the CLI (`npm run geodaten -- …`) and the
 * tests: read the file, check every feature or row, and replace the layer in one transaction
 * (geodaten-repository.ts). What is refused is reported with its number and a German reason;
 * a file that cannot be read at all, or holds nothing usable, throws `ImportFehler` before the
 * database is touched, so the old layer stays as it was.
 */
import { basename } from 'node:path';
import type { DbZugang } from '../db/schema.ts';
import { feldMitUnzulaessigemZeichen } from '../auth/unzulaessige-zeichen.ts';
import {
  GeodatenRepository,
  type Ebene,
  type NeueAdresse,
  type NeuesPolygon,
  type PolygonEbene,
} from './geodaten-repository.ts';
import {
  DateiFehler,
  formatVon,
  leseCsv,
  leseGeojson,
  leseShapefile,
  type GelesenesMerkmal,
  type Merkmal,
  type ShapefileOptionen,
} from './lesen.ts';
import {
  boxVon,
  PolygonIndex,
  type MultiPolygonKoordinaten,
  type PolygonKoordinaten,
} from './polygonindex.ts';
import { ProjektionsFehler, umrechnungAusEpsg, type Umrechnung } from './projektion.ts';
import { hausnummerSchluessel, hausnummerZahl, strassenSchluessel } from './suchschluessel.ts';

export class ImportFehler extends Error {}

/**
 * Issue 18 §3: a file whose features are refused in more than this share is refused as a whole,
 * so a damaged or wrong file never replaces a good layer; the operator may still take the rest
 * with `teilimportErlauben` (CLI `--teilimport-erlauben`). 1 %: a real layer of 776 polygons may
 * then lose at most 7 to slips, and a file of under 100 features not one.
 */
export const HOECHSTER_ABLEHNUNGSANTEIL = 0.01;

/** More than `HOECHSTER_ABLEHNUNGSANTEIL` refused: nothing imported; the reasons for the report. */
export class TeilimportFehler extends ImportFehler {
  readonly abgelehnt: Meldung[];
  readonly einheit: 'Merkmal' | 'Zeile';
  constructor(meldung: string, abgelehnt: Meldung[], einheit: 'Merkmal' | 'Zeile') {
    super(meldung);
    this.abgelehnt = abgelehnt;
    this.einheit = einheit;
  }
}

export interface Meldung {
  /** Feature number (GeoJSON/Shapefile) or line number (CSV). */
  nr: number;
  text: string;
}

export interface ImportErgebnis {
  ebene: Ebene;
  quelle: string;
  anzahl: number;
  /** Features or rows not imported, with the reason. */
  abgelehnt: Meldung[];
  /** Imported, but worth a look (an address outside every Wohnlage). */
  hinweise: Meldung[];
  /** "Merkmal" or "Zeile": how the numbers count. */
  einheit: 'Merkmal' | 'Zeile';
}

/** spezifikation.md "Wohnlage 0-5", "Gebäudetyp 0-2": the option ids a polygon may carry. */
export const HOECHSTE_ID: Record<PolygonEbene, number> = { wohnlagen: 5, gebaeudetypen: 2 };
export const STANDARD_FELD: Record<PolygonEbene, string> = {
  wohnlagen: 'wohnlage',
  gebaeudetypen: 'gebaeudetyp',
};

export interface PolygonImportOptionen {
  datei: string;
  /** Attribute holding the value; default `wohnlage` / `gebaeudetyp` (case-insensitive). */
  feld?: string | undefined;
  /** `--zuordnung 1:0,2:1,…`: file value → option id; default: the values are the ids. */
  zuordnung?: string | undefined;
  /** Overrides the file's own coordinate system (its `.prj` is then not read). */
  epsg?: string | undefined;
  /** `--kodierung`: the Shapefile `.dbf`'s text encoding, over `.cpg` and header. */
  kodierung?: string | undefined;
  /** Import the rest even when more than 1 % is refused (`HOECHSTER_ABLEHNUNGSANTEIL`). */
  teilimportErlauben?: boolean | undefined;
  jetzt?: Date | undefined;
}

export interface AdressImportOptionen {
  datei: string;
  /** The system of `x,y` (CSV) or of the points; default WGS84. */
  epsg?: string | undefined;
  /** `--kodierung`: the Shapefile `.dbf`'s text encoding, over `.cpg` and header. */
  kodierung?: string | undefined;
  /** Import the rest even when more than 1 % is refused (`HOECHSTER_ABLEHNUNGSANTEIL`). */
  teilimportErlauben?: boolean | undefined;
  jetzt?: Date | undefined;
}

/** "1:0, 2:1" → Map {"1" → 0, "2" → 1}. */
export function leseZuordnung(text: string, hoechsteId: number): Map<string, number> {
  const zuordnung = new Map<string, number>();
  for (const paar of text.split(',')) {
    const m = /^\s*([^:]+?)\s*:\s*(\d+)\s*$/.exec(paar);
    const id = m ? Number(m[2]) : NaN;
    if (!m || !(id <= hoechsteId))
      throw new ImportFehler(
        `Ungültige --zuordnung „${text}“: erwartet wird Wert:Id, durch Kommas getrennt (z. B. 1:0,2:1), mit Ids 0–${hoechsteId}.`,
      );
    zuordnung.set(m[1] as string, id);
  }
  return zuordnung;
}

function eigenschaft(eigenschaften: Record<string, unknown>, feld: string): unknown {
  if (feld in eigenschaften) return eigenschaften[feld];
  const klein = feld.toLowerCase();
  const name = Object.keys(eigenschaften).find((k) => k.trim().toLowerCase() === klein);
  return name === undefined ? undefined : eigenschaften[name];
}

/** A number or text as the operator wrote it: 2 and 2.0 and " 2 " are "2". */
function alsText(wert: unknown): string {
  if (typeof wert === 'number') return String(wert);
  return typeof wert === 'string' ? wert.trim() : '';
}

type Pruefung<T> = { ok: true; wert: T } | { ok: false; grund: string };

const AUSSERHALB =
  'Koordinaten außerhalb von WGS84 (Länge −180…180, Breite −90…90) – stimmt das Koordinatensystem (.prj oder --epsg)?';

function position(roh: unknown, umrechnung: Umrechnung | null): Pruefung<[number, number]> {
  if (!Array.isArray(roh) || roh.length < 2) return { ok: false, grund: 'ungültige Koordinaten' };
  const [x, y] = roh as unknown[];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
    return { ok: false, grund: 'ungültige Koordinaten' };
  const [lon, lat] = umrechnung ? umrechnung(x, y) : [x, y];
  if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) return { ok: false, grund: AUSSERHALB };
  return { ok: true, wert: [lon, lat] };
}

/** Polygon or MultiPolygon → WGS84 MultiPolygon coordinates, rings closed. */
export function pruefePolygon(
  geometrie: unknown,
  umrechnung: Umrechnung | null,
): Pruefung<MultiPolygonKoordinaten> {
  const g = geometrie as { type?: unknown; coordinates?: unknown } | null | undefined;
  if (g === null || g === undefined || typeof g !== 'object')
    return { ok: false, grund: 'keine Geometrie' };
  let polygone: unknown[];
  if (g.type === 'Polygon') polygone = [g.coordinates];
  else if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) polygone = g.coordinates;
  else return { ok: false, grund: `Geometrietyp „${String(g.type)}“ ist kein (Multi-)Polygon` };
  const ergebnis: MultiPolygonKoordinaten = [];
  for (const polygon of polygone) {
    if (!Array.isArray(polygon) || polygon.length === 0)
      return { ok: false, grund: 'ungültige Koordinaten' };
    const ringe: PolygonKoordinaten = [];
    for (const ring of polygon) {
      if (!Array.isArray(ring)) return { ok: false, grund: 'ungültige Koordinaten' };
      const punkte: number[][] = [];
      for (const roh of ring) {
        const p = position(roh, umrechnung);
        if (!p.ok) return p;
        punkte.push(p.wert);
      }
      const [erster, letzter] = [punkte[0], punkte[punkte.length - 1]];
      if (erster && letzter && (erster[0] !== letzter[0] || erster[1] !== letzter[1]))
        punkte.push([...erster]);
      if (punkte.length < 4)
        return { ok: false, grund: 'ein Ring hat weniger als drei verschiedene Punkte' };
      ringe.push(punkte);
    }
    ergebnis.push(ringe);
  }
  if (ergebnis.length === 0) return { ok: false, grund: 'keine Geometrie' };
  return { ok: true, wert: ergebnis };
}

async function leseMerkmale(datei: string, o: ShapefileOptionen): Promise<GelesenesMerkmal> {
  const format = formatVon(datei);
  if (format === 'csv')
    throw new ImportFehler(
      `Polygone werden als GeoJSON oder Shapefile importiert, nicht als CSV („${basename(datei)}“).`,
    );
  return format === 'shapefile' ? leseShapefile(datei, o) : leseGeojson(datei);
}

/** Turns reading and projection errors into `ImportFehler` (German, no stack for the operator). */
async function alsImportFehler<T>(arbeit: () => Promise<T>): Promise<T> {
  try {
    return await arbeit();
  } catch (fehler) {
    if (fehler instanceof DateiFehler || fehler instanceof ProjektionsFehler)
      throw new ImportFehler(fehler.message);
    throw fehler;
  }
}

export async function importierePolygone(
  db: DbZugang,
  ebene: PolygonEbene,
  o: PolygonImportOptionen,
): Promise<ImportErgebnis> {
  const hoechste = HOECHSTE_ID[ebene];
  const feld = o.feld ?? STANDARD_FELD[ebene];
  const zuordnung = o.zuordnung === undefined ? null : leseZuordnung(o.zuordnung, hoechste);
  const { gelesen, umrechnung } = await alsImportFehler(async () => {
    const g = await leseMerkmale(o.datei, {
      ohnePrj: o.epsg !== undefined,
      kodierung: o.kodierung,
    });
    return { gelesen: g, umrechnung: o.epsg ? umrechnungAusEpsg(o.epsg) : g.umrechnung };
  });
  const abgelehnt: Meldung[] = [];
  const polygone: NeuesPolygon[] = [];
  for (const m of gelesen.merkmale) {
    const wert = pruefeWert(m, feld, zuordnung, hoechste);
    const geometrie = pruefePolygon(m.geometrie, umrechnung);
    if (!geometrie.ok) abgelehnt.push({ nr: m.nr, text: geometrie.grund });
    else if (!wert.ok) abgelehnt.push({ nr: m.nr, text: wert.grund });
    else
      polygone.push({
        wert: wert.wert,
        geometrie: JSON.stringify(geometrie.wert),
        box: boxVon(geometrie.wert),
      });
  }
  const quelle = basename(o.datei);
  if (polygone.length === 0)
    throw new ImportFehler(
      `„${quelle}“ enthält kein gültiges Polygon (${gelesen.merkmale.length} Merkmale, alle abgelehnt${erstesAbgelehnt(abgelehnt)}); die bisherigen ${EBENEN_TEXT[ebene]} bleiben unverändert.`,
    );
  pruefeAnteil(
    quelle,
    gelesen.merkmale.length,
    abgelehnt,
    'Merkmal',
    o.teilimportErlauben,
    EBENEN_TEXT[ebene],
  );
  await new GeodatenRepository(db).ersetzePolygone(ebene, quelle, o.jetzt ?? new Date(), polygone);
  return { ebene, quelle, anzahl: polygone.length, abgelehnt, hinweise: [], einheit: 'Merkmal' };
}

const EBENEN_TEXT = { wohnlagen: 'Wohnlagen', gebaeudetypen: 'Gebäudetypen', adressen: 'Adressen' };

/** Refuses the whole import when more than `HOECHSTER_ABLEHNUNGSANTEIL` of it was refused. */
function pruefeAnteil(
  quelle: string,
  gesamt: number,
  abgelehnt: Meldung[],
  einheit: 'Merkmal' | 'Zeile',
  teilimportErlauben: boolean | undefined,
  bisherige: string,
): void {
  if (teilimportErlauben || abgelehnt.length <= gesamt * HOECHSTER_ABLEHNUNGSANTEIL) return;
  const anteil = ((abgelehnt.length / gesamt) * 100).toLocaleString('de-DE', {
    maximumFractionDigits: 1,
  });
  const grenze = (HOECHSTER_ABLEHNUNGSANTEIL * 100).toLocaleString('de-DE');
  throw new TeilimportFehler(
    `„${quelle}“ wird nicht importiert: ${abgelehnt.length.toLocaleString('de-DE')} von ${gesamt.toLocaleString('de-DE')} ${einheit === 'Zeile' ? 'Zeilen' : 'Merkmalen'} (${anteil} %) ${abgelehnt.length === 1 ? 'ist' : 'sind'} abgelehnt, mehr als ${grenze} % – ist die Datei beschädigt oder die falsche? Die bisherigen ${bisherige} bleiben unverändert. Wer die übrigen trotzdem übernehmen will, ruft den Import mit --teilimport-erlauben auf.`,
    abgelehnt,
    einheit,
  );
}

function erstesAbgelehnt(abgelehnt: Meldung[]): string {
  const erstes = abgelehnt[0];
  return erstes ? `, z. B. Nr. ${erstes.nr}: ${erstes.text}` : '';
}

function pruefeWert(
  m: Merkmal,
  feld: string,
  zuordnung: Map<string, number> | null,
  hoechste: number,
): Pruefung<number> {
  const roh = eigenschaft(m.eigenschaften, feld);
  if (roh === undefined || roh === null || alsText(roh) === '')
    return { ok: false, grund: `das Feld „${feld}“ fehlt oder ist leer` };
  const text = alsText(roh);
  if (zuordnung) {
    const id = zuordnung.get(text);
    if (id === undefined)
      return {
        ok: false,
        grund: `unbekannter Wert „${text}“ im Feld „${feld}“ (nicht in --zuordnung)`,
      };
    return { ok: true, wert: id };
  }
  if (!/^\d+$/.test(text) || Number(text) > hoechste)
    return {
      ok: false,
      grund: `unbekannter Wert „${text}“ im Feld „${feld}“ (erlaubt 0–${hoechste}, sonst --zuordnung angeben)`,
    };
  return { ok: true, wert: Number(text) };
}

interface AdressRoh {
  nr: number;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  /** Coordinates, unprojected; or the reason they are missing. */
  punkt: Pruefung<[number, number]>;
  /** The row could not be read at all (CSV, e.g. an open quote). */
  fehler?: string | undefined;
}

/**
 * Longest texts taken (issue 18 §6): the longest street names of German cities have about 50
 * characters; a longer field is a slip, and a very long one would overflow the search index
 * (PostgreSQL refuses btree rows over ~2.7 KB, and the whole import with them).
 */
export const HOECHSTLAENGE = { strasse: 100, hausnummer: 20, ort: 100 } as const;

const STANDARD_ORT = 'München';

const FELDNAME = { strasse: 'die Straße', hausnummer: 'die Hausnummer', ort: 'der Ort' } as const;

function adressTexte(werte: (name: string) => unknown) {
  return {
    strasse: alsText(werte('strasse')).replace(/\s+/g, ' '),
    hausnummer: alsText(werte('hausnummer')).replace(/\s+/g, ' '),
    plz: alsText(werte('plz')),
    ort: alsText(werte('ort')).replace(/\s+/g, ' ') || STANDARD_ORT,
  };
}

async function leseAdressen(
  datei: string,
  epsg: string | undefined,
  kodierung: string | undefined,
): Promise<{ roh: AdressRoh[]; umrechnung: Umrechnung | null; einheit: 'Merkmal' | 'Zeile' }> {
  const format = formatVon(datei);
  const ausEpsg = epsg ? umrechnungAusEpsg(epsg) : null;
  if (format !== 'csv') {
    const g =
      format === 'shapefile'
        ? await leseShapefile(datei, { ohnePrj: epsg !== undefined, kodierung })
        : await leseGeojson(datei);
    const roh = g.merkmale.map((m): AdressRoh => {
      const geo = m.geometrie as { type?: unknown; coordinates?: unknown } | null;
      const punkt: Pruefung<[number, number]> =
        geo?.type === 'Point'
          ? { ok: true, wert: geo.coordinates as [number, number] }
          : {
              ok: false,
              grund: geo ? `Geometrietyp „${String(geo.type)}“ ist kein Punkt` : 'keine Geometrie',
            };
      return { nr: m.nr, ...adressTexte((n) => eigenschaft(m.eigenschaften, n)), punkt };
    });
    return { roh, umrechnung: epsg ? ausEpsg : g.umrechnung, einheit: 'Merkmal' };
  }
  const tabelle = await leseCsv(datei);
  const spalte = (name: string) => tabelle.spalten.indexOf(name);
  const fehlend = ['strasse', 'hausnummer', 'plz'].filter((s) => spalte(s) < 0);
  const [sx, sy] =
    spalte('lon') >= 0 && spalte('lat') >= 0
      ? [spalte('lon'), spalte('lat')]
      : [spalte('x'), spalte('y')];
  if (sx < 0 || sy < 0) fehlend.push('lon,lat (oder x,y mit --epsg)');
  if (fehlend.length > 0)
    throw new ImportFehler(
      `In der Kopfzeile von „${basename(datei)}“ fehlen Spalten: ${fehlend.join(', ')}. Erwartet: strasse,hausnummer,plz,lon,lat (WGS84) oder strasse,hausnummer,plz,x,y mit --epsg.`,
    );
  if (tabelle.spalten[sx] === 'x' && !epsg)
    throw new ImportFehler(
      'Die Spalten x,y brauchen das Koordinatensystem: bitte --epsg angeben (z. B. --epsg 25832).',
    );
  const zahl = (text: string | undefined): number => {
    const t = (text ?? '').trim();
    const normal = tabelle.trenner === ';' ? t.replace(',', '.') : t;
    return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal) ? Number(normal) : NaN;
  };
  const roh = tabelle.zeilen.map((z): AdressRoh => {
    const x = zahl(z.werte[sx]);
    const y = zahl(z.werte[sy]);
    const punkt: Pruefung<[number, number]> =
      Number.isFinite(x) && Number.isFinite(y)
        ? { ok: true, wert: [x, y] }
        : { ok: false, grund: 'Koordinaten fehlen oder sind keine Zahlen' };
    return {
      nr: z.nr,
      ...adressTexte((n) => (spalte(n) >= 0 ? z.werte[spalte(n)] : undefined)),
      punkt,
      fehler: z.fehler,
    };
  });
  return { roh, umrechnung: ausEpsg, einheit: 'Zeile' };
}

export async function importiereAdressen(
  db: DbZugang,
  o: AdressImportOptionen,
): Promise<ImportErgebnis> {
  const { roh, umrechnung, einheit } = await alsImportFehler(() =>
    leseAdressen(o.datei, o.epsg, o.kodierung),
  );
  const repo = new GeodatenRepository(db);
  // Addresses outside every Wohnlage are imported but named, to catch a wrong system or file.
  const wohnlagen = new PolygonIndex(
    (await repo.polygone('wohnlagen')).map((p) => ({
      wert: p.wert,
      koordinaten: JSON.parse(p.geometrie) as MultiPolygonKoordinaten,
    })),
  );
  const abgelehnt: Meldung[] = [];
  const hinweise: Meldung[] = [];
  const adressen: NeueAdresse[] = [];
  for (const a of roh) {
    const ablehnen = (text: string) => abgelehnt.push({ nr: a.nr, text });
    if (a.fehler !== undefined) {
      ablehnen(a.fehler);
      continue;
    }
    const zuLang = (['strasse', 'hausnummer', 'ort'] as const).find(
      (f) => a[f].length > HOECHSTLAENGE[f],
    );
    if (zuLang !== undefined) {
      ablehnen(
        `${FELDNAME[zuLang]} ist mit ${a[zuLang].length.toLocaleString('de-DE')} Zeichen länger als erlaubt (höchstens ${HOECHSTLAENGE[zuLang]})`,
      );
      continue;
    }
    if (a.strasse === '') {
      ablehnen('die Straße fehlt');
      continue;
    }
    if (a.hausnummer === '') {
      ablehnen('die Hausnummer fehlt');
      continue;
    }
    if (!/^\d{5}$/.test(a.plz)) {
      ablehnen(`die Postleitzahl „${a.plz}“ ist keine fünfstellige Zahl`);
      continue;
    }
    if (feldMitUnzulaessigemZeichen([a.strasse, a.hausnummer, a.ort]) !== null) {
      ablehnen('der Text enthält ein unzulässiges Zeichen');
      continue;
    }
    const punkt = a.punkt.ok ? position(a.punkt.wert, umrechnung) : a.punkt;
    if (!punkt.ok) {
      ablehnen(punkt.grund);
      continue;
    }
    const [lon, lat] = punkt.wert;
    if (!wohnlagen.leer && wohnlagen.finde(lon, lat) === null)
      hinweise.push({ nr: a.nr, text: 'liegt außerhalb jeder Wohnlage (trotzdem übernommen)' });
    adressen.push({
      strasse: a.strasse,
      hausnummer: a.hausnummer,
      plz: a.plz,
      ort: a.ort,
      lon,
      lat,
      strasseSchluessel: strassenSchluessel(a.strasse),
      hausnummerZahl: hausnummerZahl(a.hausnummer),
      hausnummerSchluessel: hausnummerSchluessel(a.hausnummer),
    });
  }
  const quelle = basename(o.datei);
  if (adressen.length === 0)
    throw new ImportFehler(
      `„${quelle}“ enthält keine gültige Adresse (${roh.length} ${einheit === 'Zeile' ? 'Zeilen' : 'Merkmale'}, alle abgelehnt${erstesAbgelehnt(abgelehnt)}); die bisherigen Adressen bleiben unverändert.`,
    );
  pruefeAnteil(quelle, roh.length, abgelehnt, einheit, o.teilimportErlauben, 'Adressen');
  await repo.ersetzeAdressen(quelle, o.jetzt ?? new Date(), adressen);
  return { ebene: 'adressen', quelle, anzahl: adressen.length, abgelehnt, hinweise, einheit };
}
