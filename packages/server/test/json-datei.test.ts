/**
 * Issue 27 §7: an operator's JSON file (editions, operator details) is read as a regular file
 * with a size bound, a byte-order mark accepted, and a syntax error named in German with line
 * and column – a FIFO or a link to /dev/zero once hung the start, a BOM was "Unexpected token".
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leseJsonDatei } from '../src/json-datei.ts';

const ordner = mkdtempSync(join(tmpdir(), 'mietspiegel-json-datei-'));
afterAll(() => rmSync(ordner, { recursive: true, force: true }));

const datei = (name: string, inhalt: string | Buffer): string => {
  const pfad = join(ordner, name);
  writeFileSync(pfad, inhalt);
  return pfad;
};

describe('leseJsonDatei', () => {
  it('liest JSON, auch mit Byte-Order-Mark am Anfang', () => {
    expect(leseJsonDatei(datei('gut.json', '{"a": [1, "ä"]}'))).toEqual({
      ok: true,
      wert: { a: [1, 'ä'] },
    });
    expect(leseJsonDatei(datei('bom.json', '\uFEFF{"a": 1}'))).toEqual({
      ok: true,
      wert: { a: 1 },
    });
  });

  it.each([
    ['{\n  "a": 1,\n  b: 2\n}', 'Zeile 3, Spalte 3: unerwartetes Zeichen'],
    [
      '{"a": 1,}',
      'Zeile 1, Spalte 9: Name einer Eigenschaft in doppelten Anführungszeichen erwartet',
    ],
    ['{"a": 1', 'Zeile 1, Spalte 8: schließende geschweifte Klammer „}“ erwartet'],
    ['[1 2]', 'Zeile 1, Spalte 4: Komma erwartet'],
    ['{"a": 1} x', 'Zeile 1, Spalte 10: unerwartetes Zeichen'],
    ['', 'Zeile 1, Spalte 1: Wert erwartet'],
    ['{"a": 1 /* x */}', 'Zeile 1, Spalte 9: Kommentare sind in JSON nicht erlaubt'],
    ['{"a": "x\\q"}', 'Zeile 1, Spalte 7: ungültige Escape-Folge „\\…“'],
    ['{"a": 01}', 'Zeile 1, Spalte 8: Komma erwartet'],
  ])('%j: deutsch mit Zeile und Spalte', (text, erwartet) => {
    expect(leseJsonDatei(datei('kaputt.json', text))).toEqual({
      ok: false,
      grund: `ist kein gültiges JSON (${erwartet})`,
    });
  });

  it('weist eine FIFO, ein Gerät hinter einem Link und einen Ordner ab, ohne zu warten', () => {
    const fifo = join(ordner, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    expect(leseJsonDatei(fifo)).toEqual({
      ok: false,
      grund: 'ist keine gewöhnliche Datei (eine benannte Pipe (FIFO))',
    });
    const link = join(ordner, 'null.json');
    symlinkSync('/dev/zero', link);
    expect(leseJsonDatei(link)).toEqual({
      ok: false,
      grund: 'ist keine gewöhnliche Datei (ein Gerät)',
    });
    const unterordner = join(ordner, 'ordner.json');
    mkdirSync(unterordner);
    expect(leseJsonDatei(unterordner)).toEqual({
      ok: false,
      grund: 'ist keine gewöhnliche Datei (ein Ordner)',
    });
  });

  it('weist eine zu große Datei ab, ohne sie zu parsen; nimmt eine an der Grenze', () => {
    expect(leseJsonDatei(datei('gross.json', `"${'x'.repeat(99)}"`), 100)).toEqual({
      ok: false,
      grund: 'ist zu groß (mehr als 100 Bytes)',
    });
    expect(leseJsonDatei(datei('grenze.json', `"${'x'.repeat(98)}"`), 100).ok).toBe(true);
  });

  it('weist eine Datei ab, die nicht UTF-8 ist, und nennt eine fehlende', () => {
    expect(
      leseJsonDatei(datei('latin1.json', Buffer.from('{"a": "M\xfcller"}', 'latin1'))),
    ).toEqual({ ok: false, grund: 'ist nicht in UTF-8 kodiert' });
    expect(leseJsonDatei(join(ordner, 'fehlt.json'))).toEqual({
      ok: false,
      grund: 'gibt es nicht',
    });
  });
});
