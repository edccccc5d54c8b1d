/**
 * Reads the operator's files (issue 11) into plain records, one per feature or row, numbered
 * as the operator sees them (feature 1, 2, …; CSV row 2 is the first after the header):
 * GeoJSON (RFC 7946), ESRI Shapefile (`.shp` + `.dbf`, optional `.prj` and `.cpg`, read by
 * shpjs) and CSV. Whether a record is usable is decided by import.ts. Anything that makes the
 * whole file unreadable throws `DateiFehler` with a German message.
 */
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parse, type CsvError, type InfoRecord } from 'csv-parse';
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

function nichtLesbar(datei: string, fehler: unknown): DateiFehler {
  const code = (fehler as NodeJS.ErrnoException).code;
  return new DateiFehler(
    code === 'ENOENT'
      ? `Die Datei „${datei}“ gibt es nicht.`
      : `Die Datei „${datei}“ kann nicht gelesen werden (${code ?? String(fehler)}).`,
  );
}

const MB = 1024 * 1024;

/**
 * Issue 18 §4: a file above the limit is refused before it is read (GeoJSON and Shapefile are
 * read whole, and a 200 MB GeoJSON took 2.3 GB in every server that loaded it).
 */
export async function pruefeGroesse(datei: string, hoechstBytes: number): Promise<void> {
  let groesse: number;
  try {
    groesse = (await stat(datei)).size;
  } catch (fehler) {
    throw nichtLesbar(datei, fehler);
  }
  if (groesse > hoechstBytes)
    throw new DateiFehler(
      `„${basename(datei)}“ ist mit ${groesseText(groesse)} größer als erlaubt (höchstens ${groesseText(hoechstBytes)}; Grenze mit --max-datei-mb bzw. GEODATEN_MAX_DATEI_MB) und wird nicht gelesen; die bisherigen Daten bleiben unverändert.`,
    );
}

/** "1,5 MB", or "3 KB" below a megabyte (a limit set that low is a test's or a slip's). */
function groesseText(bytes: number): string {
  if (bytes < MB) return `${Math.ceil(bytes / 1024).toLocaleString('de-DE')} KB`;
  return `${(bytes / MB).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}

async function lies(datei: string, hoechstBytes: number): Promise<Buffer> {
  await pruefeGroesse(datei, hoechstBytes);
  try {
    return await readFile(datei);
  } catch (fehler) {
    throw nichtLesbar(datei, fehler);
  }
}

/** GeoJSON FeatureCollection, a single Feature, or a bare geometry. */
export async function leseGeojson(datei: string, hoechstBytes: number): Promise<GelesenesMerkmal> {
  let json: unknown;
  try {
    json = JSON.parse((await lies(datei, hoechstBytes)).toString('utf8').replace(/^\uFEFF/, ''));
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
  /** Largest file read (issue 18 §4), each of `.shp`, `.dbf`, `.prj` and `.cpg`. */
  hoechstBytes: number;
}

export async function leseShapefile(
  datei: string,
  optionen: ShapefileOptionen,
): Promise<GelesenesMerkmal> {
  const dbfDatei = nebendatei(datei, 'dbf');
  if (!dbfDatei)
    throw new DateiFehler(
      `Zu „${basename(datei)}“ fehlt die Attributdatei (.dbf) im selben Ordner.`,
    );
  const prjDatei = optionen.ohnePrj ? null : nebendatei(datei, 'prj');
  const cpgDatei = nebendatei(datei, 'cpg');
  const h = optionen.hoechstBytes;
  const [shp, dbf] = await Promise.all([lies(datei, h), lies(dbfDatei, h)]);
  const prj = prjDatei ? (await lies(prjDatei, h)).toString('utf8') : undefined;
  const cpg = cpgDatei ? (await lies(cpgDatei, h)).toString('utf8').trim() : undefined;
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

export interface CsvZeile {
  /** Line number in the file where the row begins (header = 1). */
  nr: number;
  werte: string[];
  /** Why the row could not be read at all. */
  fehler?: string | undefined;
}

export interface CsvTabelle {
  /** Header names, lower case and trimmed. */
  spalten: string[];
  /** The rows after the header, read from the file as they are consumed (issue 18 §5). */
  zeilen: AsyncIterable<CsvZeile>;
  /** ";" files write decimals with a comma. */
  trenner: ',' | ';';
}

/** A quote opened in this row is still open at the end of the file. */
const OFFENE_ANFUEHRUNG =
  'ein Anführungszeichen (") wird nicht geschlossen – die Zeile ist nicht lesbar';

/**
 * Longest row read (characters): the longest allowed row is a few hundred characters
 * (import.ts HOECHSTLAENGE); an overlong one is still read, so it is refused with its own reason,
 * but a quote left open cannot take the rest of a large file into memory.
 */
export const HOECHSTE_ZEILENLAENGE = 100_000;

/**
 * csv-parse's error codes of a single unreadable row, in German. `anfuehrungen` counts the
 * quotes on the row's first line: a row that grew past HOECHSTE_ZEILENLAENGE without an open
 * quote (an odd count) is just too long – it was once told its quote was not closed although it
 * had none (issue 27 §8).
 */
function zeilenFehler(code: string, anfuehrungen: number): string {
  if (code === 'CSV_QUOTE_NOT_CLOSED') return OFFENE_ANFUEHRUNG;
  if (code === 'CSV_MAX_RECORD_SIZE')
    return anfuehrungen % 2 === 1
      ? OFFENE_ANFUEHRUNG
      : `die Zeile ist länger als ${HOECHSTE_ZEILENLAENGE.toLocaleString('de-DE')} Zeichen – sie ist nicht lesbar`;
  if (code === 'CSV_INVALID_CLOSING_QUOTE')
    return 'nach einem schließenden Anführungszeichen (") folgt weder Trennzeichen noch Zeilenende – die Zeile ist nicht lesbar';
  if (code === 'INVALID_OPENING_QUOTE' || code === 'CSV_INVALID_OPENING_QUOTE')
    return 'ein Anführungszeichen (") steht mitten in einem Wert; ein Wert mit Anführungszeichen muss ganz in Anführungszeichen stehen und jedes darin verdoppeln ("") – die Zeile ist nicht lesbar';
  return 'die Zeile ist nicht lesbar';
}

/** Line breaks inside a quoted value (CRLF, LF or CR each one). */
function umbrueche(wert: string): number {
  if (!wert.includes('\n') && !wert.includes('\r')) return 0;
  return wert.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** The first line of the file (at most 64 KiB of it), to pick the separator. */
async function ersteZeile(datei: string): Promise<string> {
  const handle = await open(datei);
  try {
    const puffer = Buffer.alloc(65_536);
    const { bytesRead } = await handle.read(puffer, 0, puffer.length, 0);
    const text = puffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    return text.slice(0, text.search(/\r?\n|$/));
  } finally {
    await handle.close();
  }
}

/**
 * Where reading starts again after an unreadable row: skips the empty lines from `ab`, then the
 * row's first line (ended by CRLF, LF or a lone CR, as csv-parse accepts). Returns the offset of
 * the next line (null at the end of the file) and how many empty lines were passed (0 at the
 * end), and the quotes on the row's first line (zeilenFehler).
 */
async function nachDerZeile(
  datei: string,
  ab: number,
): Promise<{ weiter: number | null; leer: number; anfuehrungen: number }> {
  const handle = await open(datei);
  try {
    const puffer = Buffer.alloc(65_536);
    let stelle = ab;
    let leer = 0;
    let anfuehrungen = 0;
    let inZeile = false;
    // A CR was the last byte: the line ended; an LF right after it belongs to it.
    let nachCr = false;
    for (;;) {
      const { bytesRead } = await handle.read(puffer, 0, puffer.length, stelle);
      if (bytesRead === 0)
        return nachCr && inZeile
          ? { weiter: stelle, leer, anfuehrungen }
          : { weiter: null, leer: 0, anfuehrungen };
      for (let i = 0; i < bytesRead; i++) {
        const b = puffer[i];
        if (nachCr) {
          nachCr = false;
          if (b === 0x0a) {
            if (inZeile) return { weiter: stelle + i + 1, leer, anfuehrungen };
            continue;
          }
          if (inZeile) return { weiter: stelle + i, leer, anfuehrungen };
        }
        if (b === 0x0d || b === 0x0a) {
          if (b === 0x0d) nachCr = true;
          else if (inZeile) return { weiter: stelle + i + 1, leer, anfuehrungen };
          if (!inZeile) leer++;
        } else {
          inZeile = true;
          if (b === 0x22) anfuehrungen++;
        }
      }
      stelle += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The rows of an RFC 4180 CSV file (quotes, doubled quotes, line breaks inside quotes), read by
 * csv-parse from a file stream: memory stays bounded whatever the number of rows (issue 18 §5).
 * A row that cannot be read – a quote still open at the end of the file or after
 * HOECHSTE_ZEILENLAENGE characters, text after a closing quote (issue 18 §6) – is yielded with
 * `fehler` and the line number where it begins, and reading starts again on the next line with
 * a new parser, so one slip costs one row, not the rest of the file.
 */
async function* csvZeilen(datei: string, trenner: ',' | ';'): AsyncGenerator<CsvZeile> {
  let start = 0;
  let zeileAmStart = 1;
  for (;;) {
    const fertig: CsvZeile[] = [];
    // Bytes and lines (from `start`) up to the end of the last row read, and the empty lines then.
    let ende = { bytes: 0, zeilen: 0, leer: 0 };
    let fehler: string | null = null;
    const parser = parse({
      delimiter: trenner,
      bom: start === 0,
      relax_column_count: true,
      skip_empty_lines: true,
      // Only to hear of the first error synchronously (on_skip); this parser then stops.
      skip_records_with_error: true,
      max_record_size: HOECHSTE_ZEILENLAENGE,
      on_record: (record: string[], info: InfoRecord) => {
        if (fehler !== null) return null;
        const beginn = ende.zeilen + 1 + (info.empty_lines - ende.leer);
        fertig.push({ nr: zeileAmStart + beginn - 1, werte: record });
        // Lines counted here: csv-parse's `info.lines` counts a CRLF inside quotes twice.
        const zeilen = beginn + record.reduce((n, w) => n + umbrueche(w), 0);
        ende = { bytes: info.bytes, zeilen, leer: info.empty_lines };
        return null;
      },
      on_skip: (f: CsvError | undefined) => {
        fehler ??= f?.code ?? '';
        return undefined;
      },
    });
    const fehlgeschlagen = new Promise<never>((_, reject) => parser.once('error', reject));
    fehlgeschlagen.catch(() => undefined);
    const quelle = createReadStream(datei, { start });
    try {
      for await (const stueck of quelle) {
        parser.write(stueck);
        yield* fertig.splice(0);
        if (fehler !== null) break;
      }
      if (fehler === null)
        await Promise.race([new Promise<void>((ok) => parser.end(ok)), fehlgeschlagen]);
    } finally {
      quelle.destroy();
      parser.destroy();
    }
    yield* fertig.splice(0);
    if (fehler === null) return;
    // The unreadable row begins after the last row read (and any empty lines); then on from the
    // line after its first.
    const weiter = await nachDerZeile(datei, start + ende.bytes);
    const zeile = zeileAmStart + ende.zeilen + weiter.leer;
    yield { nr: zeile, werte: [], fehler: zeilenFehler(fehler, weiter.anfuehrungen) };
    if (weiter.weiter === null) return;
    start = weiter.weiter;
    zeileAmStart = zeile + 1;
  }
}

/**
 * The line (from 1) of the first byte sequence of `datei` that is no UTF-8, or null when the
 * file is UTF-8 – read as a stream, so a large file costs no memory. Well-formed UTF-8 after
 * Unicode Table 3-7 (no overlong forms, no surrogates, nothing above U+10FFFF).
 */
async function ersteNichtUtf8Zeile(datei: string): Promise<number | null> {
  let zeile = 1;
  let noch = 0; // continuation bytes still expected
  let unten = 0x80; // bounds of the next continuation byte
  let oben = 0xbf;
  for await (const stueck of createReadStream(datei) as AsyncIterable<Buffer>) {
    for (const b of stueck) {
      if (noch > 0) {
        if (b < unten || b > oben) return zeile;
        noch--;
        unten = 0x80;
        oben = 0xbf;
        continue;
      }
      if (b === 0x0a) zeile++;
      if (b < 0x80) continue;
      if (b >= 0xc2 && b <= 0xdf) noch = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        noch = 2;
        if (b === 0xe0) unten = 0xa0;
        if (b === 0xed) oben = 0x9f;
      } else if (b >= 0xf0 && b <= 0xf4) {
        noch = 3;
        if (b === 0xf0) unten = 0x90;
        if (b === 0xf4) oben = 0x8f;
      } else return zeile;
    }
  }
  return noch > 0 ? zeile : null;
}

/** The file's text re-written as UTF-8 into a folder of its own, read in `kodierung`. */
async function alsUtf8(datei: string, kodierung: string): Promise<string> {
  const ordner = await mkdtemp(join(tmpdir(), 'mietspiegel-csv-'));
  const ziel = join(ordner, 'utf8.csv');
  const decoder = new TextDecoder(kodierung);
  try {
    await pipeline(
      createReadStream(datei),
      async function* (quelle: AsyncIterable<Buffer>) {
        for await (const stueck of quelle) yield decoder.decode(stueck, { stream: true });
        yield decoder.decode();
      },
      createWriteStream(ziel),
    );
  } catch (fehler) {
    await rm(ordner, { recursive: true, force: true });
    throw nichtLesbar(datei, fehler);
  }
  return ziel;
}

/**
 * Opens a CSV file: "," or ";" from the header; the header is read here (a missing or unreadable
 * one throws), the rows when `zeilen` is iterated. The file must be UTF-8 (a byte-order mark is
 * allowed) unless `kodierung` (`--kodierung`) names its encoding, as for a `.dbf`: a Latin-1
 * file was imported with every „ü“ as U+FFFD (issue 27 §8). Another encoding is re-written as
 * UTF-8 into a temporary file first (line breaks kept, so line numbers stay the file's); it is
 * removed when the rows have been read.
 */
export async function leseCsv(
  datei: string,
  hoechstBytes: number,
  kodierung?: string,
): Promise<CsvTabelle> {
  await pruefeGroesse(datei, hoechstBytes);
  const name = basename(datei);
  let lesen = datei;
  let aufraeumen = async (): Promise<void> => undefined;
  const bekannt = kodierung === undefined ? 'utf-8' : kodierungsName(kodierung);
  if (bekannt === null)
    throw new DateiFehler(
      `Die Kodierung „${kurz(kodierung ?? '')}“ (--kodierung) ist unbekannt; üblich sind utf-8, windows-1252 oder latin1.`,
    );
  if (bekannt === 'utf-8') {
    const zeile = await ersteNichtUtf8Zeile(datei);
    if (zeile !== null)
      throw new DateiFehler(
        `Die Datei „${name}“ ist kein UTF-8 (zuerst in Zeile ${zeile.toLocaleString('de-DE')}). Bitte die Kodierung mit --kodierung angeben (z. B. --kodierung windows-1252 oder latin1) oder die Datei als UTF-8 speichern; die bisherigen Daten bleiben unverändert.`,
      );
  } else {
    lesen = await alsUtf8(datei, bekannt);
    aufraeumen = () => rm(join(lesen, '..'), { recursive: true, force: true });
  }
  try {
    const erste = await ersteZeile(lesen);
    const trenner = erste.split(';').length > erste.split(',').length ? ';' : ',';
    const zeilen = mitAufraeumen(csvZeilen(lesen, trenner), aufraeumen);
    const kopf = await zeilen.next();
    if (kopf.done) throw new DateiFehler(`Die Datei „${name}“ ist leer.`);
    if (kopf.value.fehler !== undefined)
      throw new DateiFehler(`Die Kopfzeile von „${name}“ ist nicht lesbar: ${kopf.value.fehler}.`);
    return {
      spalten: kopf.value.werte.map((s) => s.trim().toLowerCase()),
      zeilen: { [Symbol.asyncIterator]: () => zeilen },
      trenner,
    };
  } catch (fehler) {
    await aufraeumen();
    throw fehler;
  }
}

/** The rows, and `aufraeumen` once they are read or the reader stops early. */
async function* mitAufraeumen<T>(
  zeilen: AsyncGenerator<T>,
  aufraeumen: () => Promise<void>,
): AsyncGenerator<T> {
  try {
    yield* zeilen;
  } finally {
    await aufraeumen();
  }
}
