/**
 * Synthetic geodata of the geodata tests (issue 11: no real data is ever shipped): a few
 * Wohnlagen around an imaginary Munich, with a hole, an island in the hole and a multipolygon;
 * addresses inside, in the hole, near an edge and outside; and writers for GeoJSON, CSV and an
 * ESRI Shapefile in ETRS89 / UTM 32N (EPSG:25832), written by hand below (the format is small:
 * ESRI Shapefile Technical Description, 1998; dBASE III table).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import proj4 from 'proj4';

type Ring = number[][];
type Polygon = Ring[];

export interface TestPolygon {
  wohnlage: number | string | null;
  /** MultiPolygon coordinates (WGS84). */
  koordinaten: Polygon[] | null;
}

const rechteck = (minLon: number, minLat: number, maxLon: number, maxLat: number): Ring => [
  [minLon, minLat],
  [maxLon, minLat],
  [maxLon, maxLat],
  [minLon, maxLat],
  [minLon, minLat],
];

/**
 * A: Wohnlage 1, 11.50–11.60 × 48.10–48.20 with a hole 11.52–11.54 × 48.12–48.14;
 * B: Wohnlage 4, an island 11.525–11.535 × 48.125–48.135 inside A's hole;
 * C: Wohnlage 2, a multipolygon of two squares east of A (11.60–11.62 and 11.64–11.66 × 48.10–48.12),
 *    the first sharing A's eastern edge;
 * outside everything: e.g. 11.45 / 48.15, or 11.63 / 48.11 between C's parts.
 */
export const WOHNLAGEN: TestPolygon[] = [
  {
    wohnlage: 1,
    koordinaten: [[rechteck(11.5, 48.1, 11.6, 48.2), rechteck(11.52, 48.12, 11.54, 48.14)]],
  },
  { wohnlage: 4, koordinaten: [[rechteck(11.525, 48.125, 11.535, 48.135)]] },
  {
    wohnlage: 2,
    koordinaten: [[rechteck(11.6, 48.1, 11.62, 48.12)], [rechteck(11.64, 48.1, 11.66, 48.12)]],
  },
];

/** Gebäudetyp 0 (high-rise) on a block inside A. */
/** `n` features cycling through the three Wohnlagen (for share rules and long files). */
export function viele(n: number): TestPolygon[] {
  return Array.from({ length: n }, (_, i) => WOHNLAGEN[i % WOHNLAGEN.length] as TestPolygon);
}

export const GEBAEUDETYPEN: TestPolygon[] = [
  { wohnlage: 0, koordinaten: [[rechteck(11.55, 48.15, 11.56, 48.16)]] },
];

export const PUNKTE = {
  inA: [11.51, 48.11],
  imGebaeude: [11.555, 48.155],
  imLoch: [11.521, 48.121],
  aufDerInsel: [11.53, 48.13],
  inCTeil2: [11.65, 48.11],
  zwischenCTeilen: [11.63, 48.11],
  draussen: [11.45, 48.15],
  /** On A's western edge: counts as inside. */
  aufDemRand: [11.5, 48.15],
  /** On the edge of A's hole: belongs to A. */
  aufDemLochrand: [11.52, 48.13],
  /** A millionth of a degree inside and outside A's western edge (about 7 cm). */
  knappInnen: [11.500001, 48.15],
  knappAussen: [11.499999, 48.15],
} as const;

export function ordner(): string {
  return mkdtempSync(join(tmpdir(), 'mietspiegel-geo-'));
}

export function geojsonPolygone(
  polygone: TestPolygon[],
  feld = 'wohnlage',
): { type: 'FeatureCollection'; features: unknown[] } {
  return {
    type: 'FeatureCollection',
    features: polygone.map((p) => ({
      type: 'Feature',
      properties: p.wohnlage === null ? {} : { [feld]: p.wohnlage },
      geometry:
        p.koordinaten === null
          ? null
          : p.koordinaten.length === 1
            ? { type: 'Polygon', coordinates: p.koordinaten[0] }
            : { type: 'MultiPolygon', coordinates: p.koordinaten },
    })),
  };
}

export function schreibeJson(verzeichnis: string, name: string, inhalt: unknown): string {
  const pfad = join(verzeichnis, name);
  writeFileSync(pfad, typeof inhalt === 'string' ? inhalt : JSON.stringify(inhalt));
  return pfad;
}

export interface TestAdresse {
  strasse: string;
  hausnummer: string;
  plz: string;
  lon: number;
  lat: number;
}

/** Addresses of the search tests, each at a point of PUNKTE. */
export const ADRESSEN: TestAdresse[] = [
  {
    strasse: 'Musterstraße',
    hausnummer: '12',
    plz: '80331',
    lon: PUNKTE.inA[0],
    lat: PUNKTE.inA[1],
  },
  {
    strasse: 'Musterstraße',
    hausnummer: '12a',
    plz: '80331',
    lon: PUNKTE.imGebaeude[0],
    lat: PUNKTE.imGebaeude[1],
  },
  {
    strasse: 'Musterstraße',
    hausnummer: '2',
    plz: '80331',
    lon: PUNKTE.imLoch[0],
    lat: PUNKTE.imLoch[1],
  },
  {
    strasse: 'Musterstraße',
    hausnummer: '120',
    plz: '80331',
    lon: PUNKTE.inA[0],
    lat: PUNKTE.inA[1],
  },
  {
    strasse: 'Musterweg',
    hausnummer: '12',
    plz: '81667',
    lon: PUNKTE.aufDerInsel[0],
    lat: PUNKTE.aufDerInsel[1],
  },
  {
    strasse: 'Musterstraße',
    hausnummer: '12',
    plz: '81667',
    lon: PUNKTE.inCTeil2[0],
    lat: PUNKTE.inCTeil2[1],
  },
  {
    strasse: 'Grünwalder Straße',
    hausnummer: '5',
    plz: '81547',
    lon: PUNKTE.knappInnen[0],
    lat: PUNKTE.knappInnen[1],
  },
  {
    strasse: 'Grünwalder Straße',
    hausnummer: '7',
    plz: '81547',
    lon: PUNKTE.knappAussen[0],
    lat: PUNKTE.knappAussen[1],
  },
  {
    strasse: 'Äußere Wiener Str.',
    hausnummer: '1',
    plz: '81667',
    lon: PUNKTE.draussen[0],
    lat: PUNKTE.draussen[1],
  },
  { strasse: 'Am Platzl', hausnummer: '1', plz: '80331', lon: PUNKTE.inA[0], lat: PUNKTE.inA[1] },
  {
    strasse: 'Weißenburger Platz',
    hausnummer: '3',
    plz: '81667',
    lon: PUNKTE.inA[0],
    lat: PUNKTE.inA[1],
  },
  ...Array.from({ length: 15 }, (_, i) => ({
    strasse: 'Lange Straße',
    hausnummer: String(15 - i),
    plz: '80331',
    lon: PUNKTE.inA[0],
    lat: PUNKTE.inA[1],
  })),
];

export function csv(zeilen: string[][]): string {
  return zeilen
    .map((z) => z.map((w) => (/[",;\n]/.test(w) ? `"${w.replaceAll('"', '""')}"` : w)).join(','))
    .join('\n');
}

export function adressenCsv(adressen: TestAdresse[]): string {
  return csv([
    ['strasse', 'hausnummer', 'plz', 'lon', 'lat'],
    ...adressen.map((a) => [a.strasse, a.hausnummer, a.plz, String(a.lon), String(a.lat)]),
  ]);
}

/** ESRI's WKT of ETRS89 / UTM zone 32N (EPSG:25832), as ArcGIS writes it into a .prj. */
export const PRJ_25832 =
  'PROJCS["ETRS_1989_UTM_Zone_32N",GEOGCS["GCS_ETRS_1989",DATUM["D_ETRS_1989",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",9.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

const UTM32 = '+proj=utm +zone=32 +ellps=GRS80 +units=m +no_defs';

/** WGS84 [lon, lat] → EPSG:25832 [x, y] (for the test data only). */
export function nachUtm32([lon, lat]: readonly number[]): [number, number] {
  const [x, y] = proj4('EPSG:4326', UTM32, [lon as number, lat as number]);
  return [x as number, y as number];
}

/** Shoelace sign: > 0 clockwise for x east, y north (the Shapefile's outer rings). */
function imUhrzeigersinn(ring: Ring): boolean {
  let summe = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x0 = 0, y0 = 0] = ring[i - 1] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    summe += (x1 - x0) * (y1 + y0);
  }
  return summe > 0;
}

/**
 * Writes `<name>.shp`, `.dbf`, `.prj` (EPSG:25832) and `.cpg` of polygon features; the value in
 * a numeric (or, for strings, text) field `feld` (≤ 10 characters, dBASE). Outer rings clockwise,
 * holes counter-clockwise, as the format wants. A feature without coordinates is a null shape.
 * Returns the path of the .shp.
 */
export function schreibeShapefile(
  verzeichnis: string,
  name: string,
  polygone: TestPolygon[],
  feld = 'WOHNLAGE',
  /** The .dbf's text encoding and language driver byte; `cpg: null` writes no .cpg. */
  dbfArt: { kodierung?: BufferEncoding; sprachtreiber?: number; cpg?: string | null } = {},
): string {
  const saetze: Buffer[] = [];
  const gesamt = [Infinity, Infinity, -Infinity, -Infinity];
  polygone.forEach((p, i) => {
    let inhalt: Buffer;
    if (p.koordinaten === null) {
      inhalt = Buffer.alloc(4);
      inhalt.writeInt32LE(0, 0);
    } else {
      const ringe: Ring[] = [];
      for (const [aussen, ...loecher] of p.koordinaten) {
        const richte = (ring: Ring, uhrzeiger: boolean) => {
          const utm = ring.map(nachUtm32);
          return imUhrzeigersinn(utm) === uhrzeiger ? utm : utm.reverse();
        };
        ringe.push(richte(aussen ?? [], true), ...loecher.map((l) => richte(l, false)));
      }
      const punkte = ringe.flat();
      const box = [Infinity, Infinity, -Infinity, -Infinity];
      for (const [x = 0, y = 0] of punkte) {
        box[0] = Math.min(box[0] as number, x);
        box[1] = Math.min(box[1] as number, y);
        box[2] = Math.max(box[2] as number, x);
        box[3] = Math.max(box[3] as number, y);
      }
      for (let k = 0; k < 4; k++)
        gesamt[k] = (k < 2 ? Math.min : Math.max)(gesamt[k] as number, box[k] as number);
      inhalt = Buffer.alloc(44 + 4 * ringe.length + 16 * punkte.length);
      inhalt.writeInt32LE(5, 0);
      box.forEach((v, k) => inhalt.writeDoubleLE(v, 4 + 8 * k));
      inhalt.writeInt32LE(ringe.length, 36);
      inhalt.writeInt32LE(punkte.length, 40);
      let start = 0;
      ringe.forEach((r, k) => {
        inhalt.writeInt32LE(start, 44 + 4 * k);
        start += r.length;
      });
      const basis = 44 + 4 * ringe.length;
      punkte.forEach(([x = 0, y = 0], k) => {
        inhalt.writeDoubleLE(x, basis + 16 * k);
        inhalt.writeDoubleLE(y, basis + 16 * k + 8);
      });
    }
    const kopf = Buffer.alloc(8);
    kopf.writeInt32BE(i + 1, 0);
    kopf.writeInt32BE(inhalt.length / 2, 4);
    saetze.push(kopf, inhalt);
  });
  const koerper = Buffer.concat(saetze);
  const kopf = Buffer.alloc(100);
  kopf.writeInt32BE(9994, 0);
  kopf.writeInt32BE((100 + koerper.length) / 2, 24);
  kopf.writeInt32LE(1000, 28);
  kopf.writeInt32LE(5, 32);
  gesamt.forEach((v, k) => kopf.writeDoubleLE(Number.isFinite(v) ? v : 0, 36 + 8 * k));
  const basis = join(verzeichnis, name);
  writeFileSync(`${basis}.shp`, Buffer.concat([kopf, koerper]));
  writeFileSync(
    `${basis}.dbf`,
    dbf(
      feld,
      polygone.map((p) => p.wohnlage),
      dbfArt.kodierung,
      dbfArt.sprachtreiber,
    ),
  );
  writeFileSync(`${basis}.prj`, PRJ_25832);
  const cpg = dbfArt.cpg === undefined ? 'UTF-8' : dbfArt.cpg;
  rmSync(`${basis}.cpg`, { force: true });
  if (cpg !== null) writeFileSync(`${basis}.cpg`, cpg);
  return `${basis}.shp`;
}

/** A dBASE III table with one field: numeric (N 4) for numbers, text (C 20) otherwise. */
function dbf(
  feld: string,
  werte: (number | string | null)[],
  kodierung: BufferEncoding = 'utf8',
  sprachtreiber = 0,
): Buffer {
  const text = werte.some((w) => typeof w === 'string');
  const laenge = text ? 20 : 4;
  const kopfLaenge = 32 + 32 + 1;
  const satzLaenge = 1 + laenge;
  const puffer = Buffer.alloc(kopfLaenge + satzLaenge * werte.length + 1, 0);
  puffer.writeUInt8(0x03, 0);
  puffer.writeUInt8(126, 1);
  puffer.writeUInt8(11, 2);
  puffer.writeUInt8(23, 3);
  puffer.writeUInt32LE(werte.length, 4);
  puffer.writeUInt16LE(kopfLaenge, 8);
  puffer.writeUInt16LE(satzLaenge, 10);
  puffer.writeUInt8(sprachtreiber, 29);
  puffer.write(feld.slice(0, 10), 32, 'latin1');
  puffer.write(text ? 'C' : 'N', 32 + 11, 'latin1');
  puffer.writeUInt8(laenge, 32 + 16);
  puffer.writeUInt8(0x0d, 64);
  werte.forEach((w, i) => {
    const roh = w === null ? '' : String(w);
    const feldtext = text ? roh.padEnd(laenge) : roh.padStart(laenge);
    puffer.write(` ${feldtext}`, kopfLaenge + satzLaenge * i, kodierung);
  });
  puffer.writeUInt8(0x1a, puffer.length - 1);
  return puffer;
}
