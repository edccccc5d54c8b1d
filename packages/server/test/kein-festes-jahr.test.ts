/**
 * issue 20 "Done when": no edition year written in product code – every year shown comes from
 * the edition data (packages/domain/src/data). Comments may cite examples; code, strings and
 * markup may not. Static HTML carries the built-in edition's year with a note (web/index.html,
 * web/public/loggedout.html) and is checked by the web app's title instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eingebautesRegister } from '@mietspiegel/domain';

const wurzel = resolve(fileURLToPath(import.meta.url), '../../../..');
const ORDNER = [
  'packages/domain/src',
  'packages/server/src',
  'packages/server/scripts',
  'packages/web/src',
];

function dateien(ordner: string): string[] {
  return readdirSync(ordner).flatMap((name) => {
    const pfad = join(ordner, name);
    if (statSync(pfad).isDirectory())
      return name === 'data' || name === 'test' ? [] : dateien(pfad);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [pfad] : [];
  });
}

/** Lines that are code: comment lines (//, /*, *) and the import of the data file are left out. */
const codeZeilen = (text: string): string[] =>
  text
    .split('\n')
    .filter((z) => !/^\s*(\/\/|\/\*|\*)/.test(z) && !/from '(\.\.?\/)+data\//.test(z));

describe('keine Jahreszahl einer Ausgabe im Produktcode (Issue 20)', () => {
  it('findet die Jahre jeder bekannten Ausgabe nirgends außerhalb der Daten der Ausgaben', () => {
    const jahre = eingebautesRegister().alle.map((a) => String(a.jahr));
    const funde: string[] = [];
    for (const o of ORDNER) {
      for (const datei of dateien(join(wurzel, o))) {
        codeZeilen(readFileSync(datei, 'utf8')).forEach((zeile) => {
          for (const jahr of jahre)
            if (new RegExp(`\\b${jahr}\\b`).test(zeile))
              funde.push(`${relative(wurzel, datei)}: ${zeile.trim()}`);
        });
      }
    }
    expect(funde).toEqual([]);
  });
});
