// One place per text (issue 28 §7, GUIDE „Texts that the specification fixes come from
// meldungen“): no source – product or test – holds a copy of a text of the domain's `meldungen`.
// The texts themselves are pinned once, word for word, by the table test beside them
// (packages/domain/src/schema/meldungen-spezifikation.test.ts); everything else refers to
// `meldungen`, so changing a text changes it everywhere and fails exactly that one table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meldungen } from '../packages/domain/src/schema/meldungen.ts';

const WURZEL = join(import.meta.dirname, '..');

/** The places allowed to write a text out: where it is defined, and the table that pins it. */
const ERLAUBT = new Set([
  'packages/domain/src/schema/meldungen.ts',
  'packages/domain/src/schema/meldungen-spezifikation.test.ts',
]);

/** Shorter texts (a button's „Ja, löschen“, „Konflikt!“) are names as much as messages. */
const MINDESTLAENGE = 20;
/** „Bitte ändern Sie Ihre Eingabe.“ ends many texts of their own (§8: „ending with …“). */
const SATZTEILE = new Set(['bitteAendern']);

/** Every fixed text of `meldungen` (functions with values are pinned by the table test). */
function texte(o: object, pfad = ''): [string, string][] {
  return Object.entries(o).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string'
      ? [[pfad + k, v]]
      : v !== null && typeof v === 'object'
        ? texte(v, `${pfad}${k}.`)
        : [],
  );
}

/** The repository's sources, as git knows them (tracked and new, not ignored). */
function quellen(): string[] {
  const ausgabe = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'packages', 'bench'],
    { cwd: WURZEL, encoding: 'utf8' },
  );
  return ausgabe
    .split('\n')
    .filter((d) => /\.(ts|tsx|js|mjs)$/.test(d) && !ERLAUBT.has(d) && !d.includes('/data/'));
}

describe('Ein Ort je Text (meldungen)', () => {
  const liste = texte(meldungen).filter(([k, t]) => t.length >= MINDESTLAENGE && !SATZTEILE.has(k));

  it('findet die Texte überhaupt', () => {
    expect(liste.length).toBeGreaterThan(30);
    expect(liste.map(([k]) => k)).toContain('unbekannterFehler');
  });

  it('keine Quelle außer meldungen.ts und der Tabelle schreibt einen Text von meldungen ab', () => {
    const kopien: string[] = [];
    for (const datei of quellen()) {
      const inhalt = readFileSync(join(WURZEL, datei), 'utf8');
      for (const [schluessel, text] of liste)
        if (inhalt.includes(text)) kopien.push(`${datei}: meldungen.${schluessel}`);
    }
    expect(kopien).toEqual([]);
  });
});
