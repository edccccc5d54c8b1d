/**
 * Imports of the operator's geodata (issue 11), used by the CLI (`npm run geodaten -- …`) and the
 * tests: read the file, check every feature or row, and replace the layer in one transaction
 * (geodaten-repository.ts). What is refused is reported with its number and a German reason;
 * a file that cannot be read at all, or holds nothing usable, throws `ImportFehler` before the
 * database is touched, so the old layer stays as it was.
 */
import { basename } from 'node:path';
import type { DbZugang } from '../db/schema.ts';
import { feldMitUnzulaessigemZeichen } from '../http/unzulaessige-zeichen.ts';
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
  /** The first `HOECHSTENS_GESPEICHERT` of them. */
  readonly abgelehnt: Meldung[];
  readonly anzahlAbgelehnt: number;
  readonly einheit: 'Merkmal' | 'Zeile';
  constructor(meldung: string, abgelehnt: Meldungsliste, einheit: 'Merkmal' | 'Zeile') {
    super(meldung);
    this.abgelehnt = abgelehnt.erste;
    this.anzahlAbgelehnt = abgelehnt.anzahl;
    this.einheit = einheit;
  }
}

export interface Meldung {
  /** Feature number (GeoJSON/Shapefile) or line number (CSV). */
  nr: number;
  text: string;
}

/**
 * Messages kept per kind (issue 18 §5): the import's memory must not grow with the file, and a
 * million addresses outside every Wohnlage are one mistake (a wrong system), not a million; the
 * rest is counted. The CLI lists the first 50.
 */
export const HOECHSTENS_GESPEICHERT = 1_000;

export class Meldungsliste {
  readonly erste: Meldung[] = [];
  anzahl = 0;
  neu(meldung: Meldung): void {
    this.anzahl++;
    if (this.erste.length < HOECHSTENS_GESPEICHERT) this.erste.push(meldung);
  }
}

export interface ImportErgebnis {
  ebene: Ebene;
  quelle: string;
  anzahl: number;
  /** Features or rows not imported, with the reason (the first `HOECHSTENS_GESPEICHERT`). */
  abgelehnt: Meldung[];
  anzahlAbgelehnt: number;
  /** Imported, but worth a look (an address outside every Wohnlage; the first ones). */
  hinweise: Meldung[];
  anzahlHinweise: number;
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
  /** Limits of size (issue 18 §4); missing ones from `STANDARD_GRENZEN`. */
  grenzen?: Partial<ImportGrenzen> | undefined;
  jetzt?: Date | undefined;
}

export interface AdressImportOptionen {
  datei: string;
  /** The system of `x,y` (CSV) or of the points; default WGS84. */
  epsg?: string | undefined;
  /**
   * `--kodierung`: the text encoding of a CSV (default: UTF-8, anything else refused) or of a
   * Shapefile's `.dbf` (over `.cpg` and header).
   */
  kodierung?: string | undefined;
  /** Import the rest even when more than 1 % is refused (`HOECHSTER_ABLEHNUNGSANTEIL`). */
  teilimportErlauben?: boolean | undefined;
  /** Limits of size (issue 18 §4); missing ones from `STANDARD_GRENZEN`. */
  grenzen?: Partial<ImportGrenzen> | undefined;
  jetzt?: Date | undefined;
}

/**
 * Issue 18 §4: limits of size, so that no file can take a server's memory or make its lookups
 * crawl (a 200 MB GeoJSON of 197,683 polygons took 2.3 GB in every server; one polygon of 10⁶
 * vertices slowed lookups inside it to 0.009 of /health). CLI: --max-datei-mb, --max-merkmale,
 * --max-eckpunkte, or GEODATEN_MAX_DATEI_MB, GEODATEN_MAX_MERKMALE, GEODATEN_MAX_ECKPUNKTE.
 */
export interface ImportGrenzen {
  /** Largest file read, in bytes (each file of a Shapefile). */
  dateiBytes: number;
  /** Most features (polygon layers) or rows/points (addresses) in one file. */
  merkmale: number;
  /** Most vertices of one polygon feature, all its rings and parts together. */
  eckpunkte: number;
}

/**
 * Defaults: the real Wohnlagen layer of issue 18 has 776 polygons; the benches use 800 polygons
 * of 2,000 vertices and 150,000 addresses (a 6.9 MB CSV): the defaults leave room for far more,
 * and stay below what made servers grow to 2.3 GB (197,683 polygons) or crawl (a polygon of 10⁶
 * vertices). GeoJSON and Shapefile are read whole: importing a GeoJSON of 100 MB (1,340 polygons
 * of 2,001 vertices) into PostgreSQL peaked at 778 MB RSS (measured 2026-11-24).
 */
export const STANDARD_GRENZEN = {
  dateiBytes: 100 * 1024 * 1024,
  merkmale: { wohnlagen: 20_000, gebaeudetypen: 20_000, adressen: 2_000_000 },
  eckpunkte: 50_000,
} as const;

function grenzenFuer(ebene: Ebene, g: Partial<ImportGrenzen> | undefined): ImportGrenzen {
  return {
    dateiBytes: g?.dateiBytes ?? STANDARD_GRENZEN.dateiBytes,
    merkmale: g?.merkmale ?? STANDARD_GRENZEN.merkmale[ebene],
    eckpunkte: g?.eckpunkte ?? STANDARD_GRENZEN.eckpunkte,
  };
}

/** More features or rows than `ImportGrenzen.merkmale`: the whole file is refused. */
function zuVieleMerkmale(
  quelle: string,
  grenze: number,
  einheit: 'Merkmal' | 'Zeile',
): ImportFehler {
  const was = einheit === 'Zeile' ? 'Zeilen' : 'Merkmale';
  return new ImportFehler(
    `„${quelle}“ hat mehr als ${grenze.toLocaleString('de-DE')} ${was} (Grenze mit --max-merkmale bzw. GEODATEN_MAX_MERKMALE) und wird nicht importiert; die bisherigen Daten bleiben unverändert.`,
  );
}

/** Positions in a (Multi)Polygon's coordinates, counted before anything else is done with them. */
export function zaehleEckpunkte(geometrie: unknown): number {
  const koordinaten = (geometrie as { coordinates?: unknown } | null)?.coordinates;
  const zaehle = (wert: unknown, tiefe: number): number => {
    if (!Array.isArray(wert)) return 0;
    if (tiefe === 0) return wert.length;
    let n = 0;
    for (const teil of wert) n += zaehle(teil, tiefe - 1);
    return n;
  };
  const typ = (geometrie as { type?: unknown } | null)?.type;
  return zaehle(koordinaten, typ === 'MultiPolygon' ? 2 : 1);
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
  return format === 'shapefile' ? leseShapefile(datei, o) : leseGeojson(datei, o.hoechstBytes);
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
  const grenzen = grenzenFuer(ebene, o.grenzen);
  const quelle = basename(o.datei);
  const { gelesen, umrechnung } = await alsImportFehler(async () => {
    const g = await leseMerkmale(o.datei, {
      ohnePrj: o.epsg !== undefined,
      kodierung: o.kodierung,
      hoechstBytes: grenzen.dateiBytes,
    });
    return { gelesen: g, umrechnung: o.epsg ? umrechnungAusEpsg(o.epsg) : g.umrechnung };
  });
  if (gelesen.merkmale.length > grenzen.merkmale)
    throw zuVieleMerkmale(quelle, grenzen.merkmale, 'Merkmal');
  const abgelehnt = new Meldungsliste();
  const polygone: NeuesPolygon[] = [];
  for (const m of gelesen.merkmale) {
    // Before the rest: one polygon of 10⁶ vertices made lookups inside it crawl (issue 18 §4).
    const eckpunkte = zaehleEckpunkte(m.geometrie);
    if (eckpunkte > grenzen.eckpunkte) {
      abgelehnt.neu({
        nr: m.nr,
        text: `das Polygon hat ${eckpunkte.toLocaleString('de-DE')} Eckpunkte, mehr als erlaubt (höchstens ${grenzen.eckpunkte.toLocaleString('de-DE')}; Grenze mit --max-eckpunkte bzw. GEODATEN_MAX_ECKPUNKTE)`,
      });
      continue;
    }
    const wert = pruefeWert(m, feld, zuordnung, hoechste);
    const geometrie = pruefePolygon(m.geometrie, umrechnung);
    if (!geometrie.ok) abgelehnt.neu({ nr: m.nr, text: geometrie.grund });
    else if (!wert.ok) abgelehnt.neu({ nr: m.nr, text: wert.grund });
    else
      polygone.push({
        wert: wert.wert,
        geometrie: JSON.stringify(geometrie.wert),
        box: boxVon(geometrie.wert),
      });
  }
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
  return {
    ebene,
    quelle,
    anzahl: polygone.length,
    abgelehnt: abgelehnt.erste,
    anzahlAbgelehnt: abgelehnt.anzahl,
    hinweise: [],
    anzahlHinweise: 0,
    einheit: 'Merkmal',
  };
}

const EBENEN_TEXT = { wohnlagen: 'Wohnlagen', gebaeudetypen: 'Gebäudetypen', adressen: 'Adressen' };

/** Refuses the whole import when more than `HOECHSTER_ABLEHNUNGSANTEIL` of it was refused. */
function pruefeAnteil(
  quelle: string,
  gesamt: number,
  abgelehnt: Meldungsliste,
  einheit: 'Merkmal' | 'Zeile',
  teilimportErlauben: boolean | undefined,
  bisherige: string,
): void {
  const n = abgelehnt.anzahl;
  if (teilimportErlauben || n <= gesamt * HOECHSTER_ABLEHNUNGSANTEIL) return;
  const anteil = ((n / gesamt) * 100).toLocaleString('de-DE', {
    maximumFractionDigits: 1,
  });
  const grenze = (HOECHSTER_ABLEHNUNGSANTEIL * 100).toLocaleString('de-DE');
  throw new TeilimportFehler(
    `„${quelle}“ wird nicht importiert: ${n.toLocaleString('de-DE')} von ${gesamt.toLocaleString('de-DE')} ${einheit === 'Zeile' ? 'Zeilen' : 'Merkmalen'} (${anteil} %) ${n === 1 ? 'ist' : 'sind'} abgelehnt, mehr als ${grenze} % – ist die Datei beschädigt oder die falsche? Die bisherigen ${bisherige} bleiben unverändert. Wer die übrigen trotzdem übernehmen will, ruft den Import mit --teilimport-erlauben auf.`,
    abgelehnt,
    einheit,
  );
}

function erstesAbgelehnt(abgelehnt: Meldungsliste): string {
  const erstes = abgelehnt.erste[0];
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

interface AdressQuelle {
  /** Read as they are consumed (CSV: from a file stream, issue 18 §5). */
  roh: AsyncIterable<AdressRoh> | Iterable<AdressRoh>;
  umrechnung: Umrechnung | null;
  einheit: 'Merkmal' | 'Zeile';
}

async function leseAdressen(
  datei: string,
  epsg: string | undefined,
  kodierung: string | undefined,
  hoechstBytes: number,
): Promise<AdressQuelle> {
  const format = formatVon(datei);
  const ausEpsg = epsg ? umrechnungAusEpsg(epsg) : null;
  if (format !== 'csv') {
    const g =
      format === 'shapefile'
        ? await leseShapefile(datei, { ohnePrj: epsg !== undefined, kodierung, hoechstBytes })
        : await leseGeojson(datei, hoechstBytes);
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
  const tabelle = await leseCsv(datei, hoechstBytes, kodierung);
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
  async function* roh(): AsyncGenerator<AdressRoh> {
    for await (const z of tabelle.zeilen) {
      const x = zahl(z.werte[sx]);
      const y = zahl(z.werte[sy]);
      const punkt: Pruefung<[number, number]> =
        Number.isFinite(x) && Number.isFinite(y)
          ? { ok: true, wert: [x, y] }
          : { ok: false, grund: 'Koordinaten fehlen oder sind keine Zahlen' };
      yield {
        nr: z.nr,
        ...adressTexte((n) => (spalte(n) >= 0 ? z.werte[spalte(n)] : undefined)),
        punkt,
        fehler: z.fehler,
      };
    }
  }
  return { roh: roh(), umrechnung: ausEpsg, einheit: 'Zeile' };
}

/**
 * Reads, checks and writes the addresses as a stream (issue 18 §5): the rows go to the database
 * in batches inside the one transaction that replaces the layer, so memory does not grow with
 * the file; when the file turns out to be refused (nothing valid, more than 1 % refused, too
 * many rows), the transaction is rolled back and the old addresses stay.
 */
export async function importiereAdressen(
  db: DbZugang,
  o: AdressImportOptionen,
): Promise<ImportErgebnis> {
  const grenzen = grenzenFuer('adressen', o.grenzen);
  const quelle = basename(o.datei);
  const repo = new GeodatenRepository(db);
  return alsImportFehler(async () => {
    const { roh, umrechnung, einheit } = await leseAdressen(
      o.datei,
      o.epsg,
      o.kodierung,
      grenzen.dateiBytes,
    );
    // Addresses outside every Wohnlage are imported but named, to catch a wrong system or file.
    const wohnlagen = new PolygonIndex(
      (await repo.polygone('wohnlagen')).map((p) => ({
        wert: p.wert,
        koordinaten: JSON.parse(p.geometrie) as MultiPolygonKoordinaten,
      })),
    );
    const abgelehnt = new Meldungsliste();
    const hinweise = new Meldungsliste();
    let gesamt = 0;
    let anzahl = 0;
    async function* adressen(): AsyncGenerator<NeueAdresse> {
      for await (const a of roh) {
        gesamt++;
        if (gesamt > grenzen.merkmale) throw zuVieleMerkmale(quelle, grenzen.merkmale, einheit);
        const geprueft = pruefeAdresse(a, umrechnung);
        if (!geprueft.ok) {
          abgelehnt.neu({ nr: a.nr, text: geprueft.grund });
          continue;
        }
        const { lon, lat } = geprueft.wert;
        if (!wohnlagen.leer && wohnlagen.finde(lon, lat) === null)
          hinweise.neu({ nr: a.nr, text: 'liegt außerhalb jeder Wohnlage (trotzdem übernommen)' });
        anzahl++;
        yield geprueft.wert;
      }
      // Thrown inside the transaction: it is rolled back, the old addresses stay.
      if (anzahl === 0)
        throw new ImportFehler(
          `„${quelle}“ enthält keine gültige Adresse (${gesamt} ${einheit === 'Zeile' ? 'Zeilen' : 'Merkmale'}, alle abgelehnt${erstesAbgelehnt(abgelehnt)}); die bisherigen Adressen bleiben unverändert.`,
        );
      pruefeAnteil(quelle, gesamt, abgelehnt, einheit, o.teilimportErlauben, 'Adressen');
    }
    await repo.ersetzeAdressen(quelle, o.jetzt ?? new Date(), adressen());
    return {
      ebene: 'adressen',
      quelle,
      anzahl,
      abgelehnt: abgelehnt.erste,
      anzahlAbgelehnt: abgelehnt.anzahl,
      hinweise: hinweise.erste,
      anzahlHinweise: hinweise.anzahl,
      einheit,
    };
  });
}

function pruefeAdresse(a: AdressRoh, umrechnung: Umrechnung | null): Pruefung<NeueAdresse> {
  const ablehnen = (grund: string) => ({ ok: false, grund }) as const;
  if (a.fehler !== undefined) return ablehnen(a.fehler);
  const zuLang = (['strasse', 'hausnummer', 'ort'] as const).find(
    (f) => a[f].length > HOECHSTLAENGE[f],
  );
  if (zuLang !== undefined)
    return ablehnen(
      `${FELDNAME[zuLang]} ist mit ${a[zuLang].length.toLocaleString('de-DE')} Zeichen länger als erlaubt (höchstens ${HOECHSTLAENGE[zuLang]})`,
    );
  if (a.strasse === '') return ablehnen('die Straße fehlt');
  if (a.hausnummer === '') return ablehnen('die Hausnummer fehlt');
  if (!/^\d{5}$/.test(a.plz))
    return ablehnen(`die Postleitzahl „${a.plz}“ ist keine fünfstellige Zahl`);
  if (feldMitUnzulaessigemZeichen([a.strasse, a.hausnummer, a.ort]) !== null)
    return ablehnen('der Text enthält ein unzulässiges Zeichen');
  const punkt = a.punkt.ok ? position(a.punkt.wert, umrechnung) : a.punkt;
  if (!punkt.ok) return punkt;
  const [lon, lat] = punkt.wert;
  return {
    ok: true,
    wert: {
      strasse: a.strasse,
      hausnummer: a.hausnummer,
      plz: a.plz,
      ort: a.ort,
      lon,
      lat,
      strasseSchluessel: strassenSchluessel(a.strasse),
      hausnummerZahl: hausnummerZahl(a.hausnummer),
      hausnummerSchluessel: hausnummerSchluessel(a.hausnummer),
    },
  };
}
