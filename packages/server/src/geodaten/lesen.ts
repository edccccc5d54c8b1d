/**
 * Reads the operator's files (issue 11) into plain records, one per feature or row, numbered
 * as the operator sees them (feature 1, 2, …; CSV row 2 is the first after the header):
 * GeoJSON (RFC 7946), ESRI Shapefile (`.shp` + `.dbf`, optional `.prj` and `.cpg`, read by
 * shpjs) and CSV. Whether a record is usable is decided by import.ts. Anything that makes the
 * whole file unreadable throws `DateiFehler` with a German message.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parseDbf, parseShp } from 'shpjs';
import { umrechnungAusPrj, type Umrechnung } from './projektion.ts';

export class DateiFehler extends Error {}

export interface Merkmal {
  /** 1-based position in the file. */
  nr: number;
  geometrie: unknown;
  eigenschaften: Record<string, unknown>;
}

export interface GelesenesMerkmal {
  merkmale: Merkmal[];
  /** From the Shapefile's `.prj`; null = the coordinates are WGS84 already (or unknown). */
  umrechnung: Umrechnung | null;
  /** true when the file names its system (Shapefile with .prj); GeoJSON is WGS84 by RFC 7946. */
  systemBekannt: boolean;
}

export type Format = 'geojson' | 'shapefile' | 'csv';

export function formatVon(datei: string): Format {
  const endung = extname(datei).toLowerCase();
  if (endung === '.json' || endung === '.geojson') return 'geojson';
  if (endung === '.shp') return 'shapefile';
  if (endung === '.csv' || endung === '.txt') return 'csv';
  throw new DateiFehler(
    `Das Format von „${basename(datei)}“ ist unbekannt: erwartet wird .geojson/.json, .shp (mit .dbf und .prj) oder .csv.`,
  );
}

async function lies(datei: string): Promise<Buffer> {
  try {
    return await readFile(datei);
  } catch (fehler) {
    const code = (fehler as NodeJS.ErrnoException).code;
    throw new DateiFehler(
      code === 'ENOENT'
        ? `Die Datei „${datei}“ gibt es nicht.`
        : `Die Datei „${datei}“ kann nicht gelesen werden (${code ?? String(fehler)}).`,
    );
  }
}

/** GeoJSON FeatureCollection, a single Feature, or a bare geometry. */
export async function leseGeojson(datei: string): Promise<GelesenesMerkmal> {
  let json: unknown;
  try {
    json = JSON.parse((await lies(datei)).toString('utf8').replace(/^\uFEFF/, ''));
  } catch (fehler) {
    if (fehler instanceof DateiFehler) throw fehler;
    throw new DateiFehler(
      `„${basename(datei)}“ ist kein gültiges JSON (${(fehler as Error).message}).`,
    );
  }
  const objekt = json as { type?: unknown; features?: unknown };
  let roh: unknown[];
  if (objekt?.type === 'FeatureCollection' && Array.isArray(objekt.features)) roh = objekt.features;
  else if (objekt?.type === 'Feature') roh = [objekt];
  else
    throw new DateiFehler(
      `„${basename(datei)}“ ist keine GeoJSON-FeatureCollection (Feld „type“ muss „FeatureCollection“ sein).`,
    );
  const merkmale = roh.map((f, i) => {
    const feature = (f ?? {}) as { geometry?: unknown; properties?: unknown };
    const eigenschaften =
      typeof feature.properties === 'object' && feature.properties !== null
        ? (feature.properties as Record<string, unknown>)
        : {};
    return { nr: i + 1, geometrie: feature.geometry ?? null, eigenschaften };
  });
  return { merkmale, umrechnung: null, systemBekannt: false };
}

/** `<name>.shp` with `<name>.dbf` beside it (either case of the extension). */
function nebendatei(shp: string, endung: string): string | null {
  const basis = shp.slice(0, -extname(shp).length);
  for (const kandidat of [`${basis}.${endung}`, `${basis}.${endung.toUpperCase()}`])
    if (existsSync(kandidat)) return kandidat;
  return null;
}

export async function leseShapefile(datei: string): Promise<GelesenesMerkmal> {
  const dbfDatei = nebendatei(datei, 'dbf');
  if (!dbfDatei)
    throw new DateiFehler(
      `Zu „${basename(datei)}“ fehlt die Attributdatei (.dbf) im selben Ordner.`,
    );
  const prjDatei = nebendatei(datei, 'prj');
  const cpgDatei = nebendatei(datei, 'cpg');
  const [shp, dbf] = await Promise.all([lies(datei), lies(dbfDatei)]);
  const prj = prjDatei ? (await lies(prjDatei)).toString('utf8') : undefined;
  const cpg = cpgDatei ? (await lies(cpgDatei)).toString('utf8').trim() : undefined;
  const umrechnung = prj === undefined ? null : umrechnungAusPrj(prj);
  // shpjs reads past the end of a cut file without a word (a `.dbf` cut in half gave hundreds
  // of records of NaN, issue 18 §3): the headers say how long the files must be.
  pruefeShpKopf(shp, basename(datei));
  pruefeDbfKopf(dbf, basename(dbfDatei));
  let geometrien: ReturnType<typeof parseShp>;
  let zeilen: Record<string, unknown>[];
  try {
    // Raw coordinates: the .prj is applied by import.ts (shpjs would silently skip a bad one).
    geometrien = parseShp(shp);
    zeilen = parseDbf(dbf, cpg);
  } catch {
    // The library's own text ("Offset is outside the bounds of the DataView") helps no operator.
    throw new DateiFehler(
      `Das Shapefile „${basename(datei)}“ ist beschädigt oder unvollständig und kann nicht gelesen werden.`,
    );
  }
  if (zeilen.length !== geometrien.length)
    throw new DateiFehler(
      `Das Shapefile „${basename(datei)}“ ist unvollständig: ${geometrien.length} Geometrien, aber ${zeilen.length} Attributzeilen.`,
    );
  const merkmale = geometrien.map((geometrie, i) => ({
    nr: i + 1,
    geometrie,
    eigenschaften: zeilen[i] ?? {},
  }));
  return { merkmale, umrechnung, systemBekannt: prj !== undefined };
}

const BESCHAEDIGT = 'ist beschädigt oder unvollständig';

/** ESRI Shapefile Technical Description (1998): 100-byte header, file code 9994, length in 16-bit words. */
function pruefeShpKopf(shp: Buffer, name: string): void {
  if (shp.length < 100 || shp.readInt32BE(0) !== 9994)
    throw new DateiFehler(
      `„${name}“ ist keine Shapefile-Geometriedatei (.shp) oder ${BESCHAEDIGT}.`,
    );
  const laenge = shp.readInt32BE(24) * 2;
  if (shp.length < laenge)
    throw new DateiFehler(
      `„${name}“ ${BESCHAEDIGT}: laut Kopf ${laenge.toLocaleString('de-DE')} Bytes, die Datei hat ${shp.length.toLocaleString('de-DE')}. Bitte die vollständige Datei verwenden.`,
    );
}

/** dBASE header: record count (bytes 4–7), header and record length (8–9, 10–11), little-endian. */
function pruefeDbfKopf(dbf: Buffer, name: string): void {
  if (dbf.length < 32) throw new DateiFehler(`Die Attributdatei „${name}“ ${BESCHAEDIGT}.`);
  const saetze = dbf.readUInt32LE(4);
  const laenge = dbf.readUInt16LE(8) + saetze * dbf.readUInt16LE(10);
  if (dbf.length < laenge)
    throw new DateiFehler(
      `Die Attributdatei „${name}“ ${BESCHAEDIGT}: laut Kopf ${saetze.toLocaleString('de-DE')} Datensätze (${laenge.toLocaleString('de-DE')} Bytes), die Datei hat nur ${dbf.length.toLocaleString('de-DE')} Bytes. Bitte die vollständige Datei verwenden; die bisherigen Daten bleiben unverändert.`,
    );
}

export interface CsvTabelle {
  /** Header names, lower case and trimmed. */
  spalten: string[];
  /** Rows after the header; `nr` is the line number in the file (header = 1). */
  zeilen: { nr: number; werte: string[] }[];
  /** ";" files write decimals with a comma. */
  trenner: ',' | ';';
}

/** RFC 4180 CSV (quotes, doubled quotes, line breaks inside quotes), "," or ";" from the header. */
export async function leseCsv(datei: string): Promise<CsvTabelle> {
  const text = (await lies(datei)).toString('utf8').replace(/^\uFEFF/, '');
  const ersteZeile = text.slice(0, text.search(/\r?\n|$/));
  const trenner = ersteZeile.split(';').length > ersteZeile.split(',').length ? ';' : ',';
  const zeilen: { nr: number; werte: string[] }[] = [];
  let werte: string[] = [];
  let feld = '';
  let inAnfuehrung = false;
  let zeile = 1;
  let beginn = 1;
  const zeileFertig = () => {
    werte.push(feld);
    if (werte.length > 1 || werte[0] !== '') zeilen.push({ nr: beginn, werte });
    werte = [];
    feld = '';
    beginn = zeile;
  };
  for (let i = 0; i < text.length; i++) {
    const z = text[i];
    if (inAnfuehrung) {
      if (z === '"') {
        if (text[i + 1] === '"') {
          feld += '"';
          i++;
        } else inAnfuehrung = false;
      } else {
        if (z === '\n') zeile++;
        feld += z;
      }
    } else if (z === '"') inAnfuehrung = true;
    else if (z === trenner) {
      werte.push(feld);
      feld = '';
    } else if (z === '\n' || z === '\r') {
      if (z === '\r' && text[i + 1] === '\n') i++;
      zeile++;
      zeileFertig();
    } else feld += z;
  }
  if (feld !== '' || werte.length > 0) zeileFertig();
  const [kopf, ...rest] = zeilen;
  if (!kopf) throw new DateiFehler(`Die Datei „${basename(datei)}“ ist leer.`);
  return { spalten: kopf.werte.map((s) => s.trim().toLowerCase()), zeilen: rest, trenner };
}
