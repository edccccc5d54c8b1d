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
    // V8's text is English; only where it stopped is worth passing on.
    const stelle = /line (\d+) column (\d+)/.exec((fehler as Error).message);
    throw new DateiFehler(
      `„${basename(datei)}“ ist kein gültiges JSON${stelle ? ` (Fehler in Zeile ${stelle[1]}, Spalte ${stelle[2]})` : ''}.`,
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

export interface ShapefileOptionen {
  /** `--epsg` given: the `.prj` is not read at all (a broken one must not stop the import). */
  ohnePrj?: boolean | undefined;
  /** `--kodierung`: the `.dbf`'s text encoding, over its `.cpg` and its header. */
  kodierung?: string | undefined;
}

export async function leseShapefile(
  datei: string,
  optionen: ShapefileOptionen = {},
): Promise<GelesenesMerkmal> {
  const dbfDatei = nebendatei(datei, 'dbf');
  if (!dbfDatei)
    throw new DateiFehler(
      `Zu „${basename(datei)}“ fehlt die Attributdatei (.dbf) im selben Ordner.`,
    );
  const prjDatei = optionen.ohnePrj ? null : nebendatei(datei, 'prj');
  const cpgDatei = nebendatei(datei, 'cpg');
  const [shp, dbf] = await Promise.all([lies(datei), lies(dbfDatei)]);
  const prj = prjDatei ? (await lies(prjDatei)).toString('utf8') : undefined;
  const cpg = cpgDatei ? (await lies(cpgDatei)).toString('utf8').trim() : undefined;
  const umrechnung =
    prj === undefined || prjDatei === null ? null : umrechnungAusPrj(prj, basename(prjDatei));
  // shpjs reads past the end of a cut file without a word (a `.dbf` cut in half gave hundreds
  // of records of NaN, issue 18 §3): the headers say how long the files must be.
  pruefeShpKopf(shp, basename(datei));
  pruefeDbfKopf(dbf, basename(dbfDatei));
  const kodierung = dbfKodierung(dbf, basename(dbfDatei), optionen.kodierung, cpg);
  let geometrien: ReturnType<typeof parseShp>;
  let zeilen: Record<string, unknown>[];
  try {
    // Raw coordinates: the .prj is applied by import.ts (shpjs would silently skip a bad one).
    geometrien = parseShp(shp);
    zeilen = parseDbf(dbf, kodierung);
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

/**
 * dBASE language driver ids (byte 29 of the header, as ArcGIS writes them) of the code pages a
 * German city's files come in that `TextDecoder` knows. DOS code pages 437/850 it does not know:
 * those files need `--kodierung` (or a `.cpg`).
 */
const SPRACHTREIBER: Record<number, string> = {
  0x03: 'windows-1252',
  0x57: 'windows-1252',
  0x58: 'windows-1252',
  0x59: 'windows-1252',
  0x65: 'ibm866',
  0xc8: 'windows-1250',
  0xc9: 'windows-1251',
  0xca: 'windows-1254',
  0xcb: 'windows-1253',
};

/** Code page numbers as `.cpg` files write them that are not `windows-<n>`. */
const CODEPAGES: Record<string, string> = {
  '65001': 'utf-8',
  '28591': 'iso-8859-1',
  '88591': 'iso-8859-1',
  '28605': 'iso-8859-15',
  '885915': 'iso-8859-15',
};

/** "UTF-8", "65001", "1252", "ANSI 1252", "latin1" → a label `TextDecoder` knows, or null. */
function kodierungsName(text: string): string | null {
  const t = text.trim();
  const ziffern = /^(?:ANSI\s*|CP\s*)?(\d{3,6})$/i.exec(t)?.[1];
  const name = ziffern === undefined ? t : (CODEPAGES[ziffern] ?? `windows-${ziffern}`);
  try {
    return new TextDecoder(name).encoding;
  } catch {
    return null;
  }
}

/**
 * The `.dbf`'s encoding (issue 18 §6): `--kodierung`, else the `.cpg`, else the header's language
 * driver, else UTF-8 – but only when the file is valid UTF-8; otherwise the operator is asked,
 * instead of every „ä“ turning into U+FFFD.
 */
function dbfKodierung(
  dbf: Buffer,
  name: string,
  kodierung: string | undefined,
  cpg: string | undefined,
): string {
  if (kodierung !== undefined) {
    const bekannt = kodierungsName(kodierung);
    if (bekannt === null)
      throw new DateiFehler(
        `Die Kodierung „${kurz(kodierung)}“ (--kodierung) ist unbekannt; üblich sind utf-8, windows-1252 oder latin1.`,
      );
    return bekannt;
  }
  if (cpg !== undefined) {
    const bekannt = kodierungsName(cpg);
    if (bekannt === null)
      throw new DateiFehler(
        `Die Kodierung „${kurz(cpg)}“ aus der .cpg-Datei zu „${name}“ ist unbekannt. Bitte die Kodierung mit --kodierung angeben (z. B. --kodierung windows-1252).`,
      );
    return bekannt;
  }
  const ausKopf = SPRACHTREIBER[dbf.readUInt8(29)];
  if (ausKopf) return ausKopf;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(dbf.subarray(32));
  } catch {
    throw new DateiFehler(
      `Die Attributdatei „${name}“ nennt ihre Kodierung nicht (keine .cpg-Datei, kein Sprachtreiber im Kopf) und ist kein UTF-8. Bitte die Kodierung mit --kodierung angeben (z. B. --kodierung windows-1252 oder latin1).`,
    );
  }
  return 'utf-8';
}

/** At most 80 characters of what the operator gave, so a 5 MB file is not echoed whole. */
export function kurz(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > 80 ? `${t.slice(0, 80)}…` : t;
}

export interface CsvTabelle {
  /** Header names, lower case and trimmed. */
  spalten: string[];
  /**
   * Rows after the header; `nr` is the line number in the file (header = 1); `fehler` says why
   * a row could not be read at all.
   */
  zeilen: { nr: number; werte: string[]; fehler?: string }[];
  /** ";" files write decimals with a comma. */
  trenner: ',' | ';';
}

/** A quote opened in this row is still open at the end of the file. */
const OFFENE_ANFUEHRUNG =
  'ein Anführungszeichen (") wird nicht geschlossen – die Zeile ist nicht lesbar';

/**
 * RFC 4180 CSV (quotes, doubled quotes, line breaks inside quotes), "," or ";" from the header.
 * A quote still open at the end of the file (issue 18 §6) marks the row where it was opened as
 * unreadable, and reading starts again on the next line, so one slip costs one row, not the rest
 * of the file.
 */
export async function leseCsv(datei: string): Promise<CsvTabelle> {
  const text = (await lies(datei)).toString('utf8').replace(/^\uFEFF/, '');
  const ersteZeile = text.slice(0, text.search(/\r?\n|$/));
  const trenner = ersteZeile.split(';').length > ersteZeile.split(',').length ? ';' : ',';
  const zeilen: CsvTabelle['zeilen'] = [];
  let werte: string[] = [];
  let feld = '';
  let inAnfuehrung = false;
  let zeile = 1;
  let beginn = 1;
  let zeilenAnfang = 0;
  const zeileFertig = (naechsterAnfang: number) => {
    werte.push(feld);
    if (werte.length > 1 || werte[0] !== '') zeilen.push({ nr: beginn, werte });
    werte = [];
    feld = '';
    beginn = zeile;
    zeilenAnfang = naechsterAnfang;
  };
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length) {
      if (!inAnfuehrung) break;
      // Back to the line after the one where the open quote began.
      zeilen.push({ nr: beginn, werte: [], fehler: OFFENE_ANFUEHRUNG });
      const ende = text.slice(zeilenAnfang).search(/\r\n|\n|\r/);
      if (ende < 0) {
        werte = [];
        feld = '';
        inAnfuehrung = false;
        break;
      }
      const umbruch = text.startsWith('\r\n', zeilenAnfang + ende) ? 2 : 1;
      i = zeilenAnfang + ende + umbruch - 1;
      zeile = beginn + 1;
      beginn = zeile;
      zeilenAnfang = i + 1;
      werte = [];
      feld = '';
      inAnfuehrung = false;
      continue;
    }
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
      zeileFertig(i + 1);
    } else feld += z;
  }
  if (feld !== '' || werte.length > 0) zeileFertig(text.length);
  const [kopf, ...rest] = zeilen;
  if (!kopf) throw new DateiFehler(`Die Datei „${basename(datei)}“ ist leer.`);
  if (kopf.fehler !== undefined)
    throw new DateiFehler(
      `Die Kopfzeile von „${basename(datei)}“ ist nicht lesbar: ${kopf.fehler}.`,
    );
  return { spalten: kopf.werte.map((s) => s.trim().toLowerCase()), zeilen: rest, trenner };
}
