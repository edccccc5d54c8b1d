/**
 * Reading an operator's JSON file at start (issue 27 §7): the editions in MIETSPIEGEL_AUSGABEN
 * (ausgaben.ts, `npm run ausgabe`) and the operator details of BETREIBER_DATEI (betreiber.ts).
 *
 * - Regular files only: the file is opened without waiting (O_NONBLOCK) and judged by what was
 *   opened (fstat), so a FIFO, a device such as /dev/zero (also behind a link) or a folder is
 *   refused at once instead of hanging the start or reading without end.
 * - A size bound, checked before reading and while reading (a file that grows).
 * - UTF-8, a byte-order mark accepted (editors on Windows write one).
 * - A syntax error is described in German with line and column (jsonc-parser locates it;
 *   JSON.parse's own messages are English and name no place for some errors).
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import jsonc from 'jsonc-parser';

/** Largest operator JSON file: the built-in edition has about 15 KB. */
export const JSON_DATEI_HOECHSTENS_BYTES = 1024 * 1024;

export type GeleseneJsonDatei = { ok: true; wert: unknown } | { ok: false; grund: string };

/** By the names of jsonc-parser's ParseErrorCode (a const enum: read through printParseErrorCode). */
const SYNTAXFEHLER: Record<string, string> = {
  InvalidSymbol: 'unerwartetes Zeichen',
  InvalidNumberFormat: 'ungültige Zahl',
  PropertyNameExpected: 'Name einer Eigenschaft in doppelten Anführungszeichen erwartet',
  ValueExpected: 'Wert erwartet',
  ColonExpected: 'Doppelpunkt erwartet',
  CommaExpected: 'Komma erwartet',
  CloseBraceExpected: 'schließende geschweifte Klammer „}“ erwartet',
  CloseBracketExpected: 'schließende eckige Klammer „]“ erwartet',
  EndOfFileExpected: 'Ende der Datei erwartet',
  InvalidCommentToken: 'Kommentare sind in JSON nicht erlaubt',
  UnexpectedEndOfComment: 'Kommentar nicht beendet',
  UnexpectedEndOfString: 'Text in Anführungszeichen nicht beendet',
  UnexpectedEndOfNumber: 'Zahl nicht beendet',
  InvalidUnicode: 'ungültige Unicode-Folge „\\u…“',
  InvalidEscapeCharacter: 'ungültige Escape-Folge „\\…“',
  InvalidCharacter: 'Steuerzeichen (z. B. Zeilenumbruch) in einem Text',
};

function art(s: Stats): string {
  if (s.isDirectory()) return 'ein Ordner';
  if (s.isFIFO()) return 'eine benannte Pipe (FIFO)';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'ein Gerät';
  if (s.isSocket()) return 'ein Socket';
  return 'keine gewöhnliche Datei';
}

const groesse = (bytes: number): string =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : `${bytes} Bytes`;

/** Line and column (both from 1) of the character at `offset`. */
function stelle(text: string, offset: number): string {
  const davor = text.slice(0, offset);
  const zeile = davor.split('\n').length;
  const spalte = offset - davor.lastIndexOf('\n');
  return `Zeile ${zeile}, Spalte ${spalte}`;
}

/** The first syntax error of `text` (which JSON.parse refused), in German with its place. */
function syntaxfehler(text: string, englisch: string): string {
  const fehler: jsonc.ParseError[] = [];
  jsonc.parse(text, fehler, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const erster = fehler[0];
  if (erster)
    return `${stelle(text, erster.offset)}: ${SYNTAXFEHLER[jsonc.printParseErrorCode(erster.error)] ?? 'Syntaxfehler'}`;
  // jsonc-parser is more lenient in a few corners (e.g. a leading zero): V8's place, if given
  const v8 = /\(line (\d+) column (\d+)\)/.exec(englisch);
  return v8 ? `Zeile ${v8[1]}, Spalte ${v8[2]}: Syntaxfehler` : 'Syntaxfehler';
}

/**
 * The JSON value of the regular file `datei` (at most `hoechstensBytes`, UTF-8, a BOM
 * accepted), or the German reason why not – to follow "<Datei> " in a message: „gibt es
 * nicht“, „ist keine gewöhnliche Datei (eine benannte Pipe (FIFO))“, „ist kein gültiges JSON
 * (Zeile 3, Spalte 5: Komma erwartet)“, …
 */
export function leseJsonDatei(
  datei: string,
  hoechstensBytes = JSON_DATEI_HOECHSTENS_BYTES,
): GeleseneJsonDatei {
  let fd: number;
  try {
    fd = openSync(datei, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (fehler) {
    const code = (fehler as NodeJS.ErrnoException).code;
    const grund = code === 'ENOENT' ? 'gibt es nicht' : `ist nicht lesbar (${code ?? 'Fehler'})`;
    return { ok: false, grund };
  }
  let bytes: Buffer;
  try {
    const s = fstatSync(fd);
    if (!s.isFile()) return { ok: false, grund: `ist keine gewöhnliche Datei (${art(s)})` };
    const zuGross = {
      ok: false as const,
      grund: `ist zu groß (mehr als ${groesse(hoechstensBytes)})`,
    };
    if (s.size > hoechstensBytes) return zuGross;
    const puffer = Buffer.alloc(hoechstensBytes + 1);
    let gelesen = 0;
    for (;;) {
      const n = readSync(fd, puffer, gelesen, puffer.length - gelesen, null);
      if (n === 0) break;
      gelesen += n;
      if (gelesen > hoechstensBytes) return zuGross;
    }
    bytes = puffer.subarray(0, gelesen);
  } catch (fehler) {
    const code = (fehler as NodeJS.ErrnoException).code;
    return { ok: false, grund: `ist nicht lesbar (${code ?? 'Fehler'})` };
  } finally {
    closeSync(fd);
  }
  let text: string;
  try {
    // fatal: refuse what is not UTF-8; a leading BOM is dropped (ignoreBOM false)
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, grund: 'ist nicht in UTF-8 kodiert' };
  }
  try {
    return { ok: true, wert: JSON.parse(text) };
  } catch (fehler) {
    const englisch = fehler instanceof Error ? fehler.message : String(fehler);
    return { ok: false, grund: `ist kein gültiges JSON (${syntaxfehler(text, englisch)})` };
  }
}
