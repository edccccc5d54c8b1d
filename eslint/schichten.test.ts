// The lint configuration keeps the floor plan (README „Layers“, issue 19 §4): small sources
// linted with the real eslint.config.js must fail on a new import cycle and on an import across
// a declared layer boundary, and pass where the layers allow the import.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WURZEL = join(import.meta.dirname, '..');
const KONFIGURATION = join(WURZEL, 'eslint.config.js');
const ZYKLUSREGELN = join(WURZEL, '.dependency-cruiser.mjs');
const ZYKLUSPRUEFER = join(WURZEL, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** The rules that report for a source placed at `datei` (a path in the repository). */
async function regelnFuer(datei: string, quelltext: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: WURZEL, overrideConfigFile: KONFIGURATION });
  const [ergebnis] = await eslint.lintText(quelltext, { filePath: join(WURZEL, datei) });
  return (ergebnis?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('Schichtgrenzen (import-x/no-restricted-paths)', () => {
  it.each([
    // an arrow back up: a feature reaching into another feature or into the routes
    [
      'packages/server/src/geodaten/probe.ts',
      "import { vorlagenRoutes } from '../vorlagen/routes.ts';",
    ],
    ['packages/server/src/auth/probe.ts', "import { pdfRoutes } from '../routes/pdf.ts';"],
    ['packages/server/src/db/probe.ts', "import type { Sitzungen } from '../auth/sitzungen.ts';"],
    ['packages/server/src/http/probe.ts', "import { buildApp } from '../app.ts';"],
    [
      'packages/web/src/lib/probe.ts',
      "import { benachrichtige } from '../benachrichtigungen/benachrichtigungen.ts';",
    ],
    [
      'packages/web/src/wizard/probe.ts',
      "import { Ergebnis } from '../seiten/ergebnis/Ergebnis.tsx';",
    ],
    ['packages/web/src/seiten/probe.ts', "import { ladeInRechner } from '../vorlagen/laden.ts';"],
    ['packages/web/src/store/probe.ts', "import { App } from '../app/App.tsx';"],
    // the domain's layers (packages/domain/README.md „Schichten“)
    ['packages/domain/src/grundlagen/probe.ts', "import { ausgabe } from '../ausgaben/index.ts';"],
    [
      'packages/domain/src/ausgaben/probe.ts',
      "import type { BerechnungEntwurf } from '../schema/index.ts';",
    ],
    ['packages/domain/src/schema/probe.ts', "import { schritte } from '../eingabe/index.ts';"],
    [
      'packages/domain/src/eingabe/probe.ts',
      "import { berechneInCent } from '../berechnung/index.ts';",
    ],
    [
      'packages/domain/src/berechnung/probe.ts',
      "import { vergleicheMiete } from '../recht/index.ts';",
    ],
    ['packages/domain/src/recht/probe.ts', "import { katalog } from '../index.ts';"],
    // the server's layers: the ground, the database and the features stay below what composes them
    ['packages/server/src/fehler.ts', "import { headerFuer } from './sicherheit.ts';"],
    [
      'packages/server/src/umgebungsvariablen.ts',
      "import type { Konfiguration } from './konfiguration.ts';",
    ],
    ['packages/server/src/db/probe.ts', "import { sicherheitsHeader } from '../sicherheit.ts';"],
    ['packages/server/src/db/probe.ts', "import { ladeKonfiguration } from '../konfiguration.ts';"],
    [
      'packages/server/src/auth/probe.ts',
      "import { registriereFehlerbehandlung } from '../fehlerbehandlung.ts';",
    ],
    [
      'packages/server/src/vertrag/probe.ts',
      "import { oeffnePersistenz } from '../db/oeffnung.ts';",
    ],
    [
      'packages/server/src/konfiguration.ts',
      "import { berechnungRoutes } from './routes/berechnung.ts';",
    ],
    // between the packages
    ['packages/domain/src/probe.ts', "import { buildApp } from '../../server/src/app.ts';"],
    [
      'packages/web/src/lib/probe.ts',
      "import { fehlerAntwort } from '../../../server/src/fehler.ts';",
    ],
  ])('%s: %s → Fehler', async (datei, quelltext) => {
    expect(await regelnFuer(datei, quelltext)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'packages/server/src/geodaten/probe.ts',
      "import { oeffnePersistenz } from '../db/oeffnung.ts';",
    ],
    [
      'packages/server/src/vorlagen/probe.ts',
      "import { verlangeBerechtigung } from '../auth/berechtigung.ts';",
    ],
    ['packages/server/src/routes/probe.ts', "import { Geodaten } from '../geodaten/speicher.ts';"],
    ['packages/domain/src/ausgaben/probe.ts', "import { cent } from '../grundlagen/index.ts';"],
    [
      'packages/domain/src/recht/probe.ts',
      "import type { Vergleichswerte } from '../berechnung/index.ts';",
    ],
    ['packages/domain/src/eingabe/probe.ts', "import { meldungen } from '../schema/index.ts';"],
    ['packages/domain/src/index.ts', "export { vergleicheMiete } from './recht/index.ts';"],
    ['packages/server/src/db/probe.ts', "import { NichtVerfuegbarFehler } from '../fehler.ts';"],
    [
      'packages/server/src/auth/probe.ts',
      "import { leseUmgebung } from '../umgebungsvariablen.ts';",
    ],
    ['packages/server/src/konfiguration.ts', "import { POOL_GROESSE } from './db/datenbank.ts';"],
    [
      'packages/server/src/routes/probe.ts',
      "import type { Konfiguration } from '../konfiguration.ts';",
    ],
    ['packages/server/src/sicherheit.ts', "import { kachelHerkunft } from './konfiguration.ts';"],
    ['packages/web/src/seiten/probe.ts', "import { navigate } from '../lib/router.ts';"],
    ['packages/web/src/vorlagen/probe.ts', "import { holeZustand } from '../store/store.ts';"],
  ])('%s: %s → erlaubt', async (datei, quelltext) => {
    expect(await regelnFuer(datei, quelltext)).not.toContain('import-x/no-restricted-paths');
  });
});

describe('Gesicht eines Domänenordners (no-restricted-imports)', () => {
  it.each([
    [
      'packages/domain/src/recht/probe.ts',
      "import { berechneInCent } from '../berechnung/berechnung.ts';",
    ],
    ['packages/domain/src/index.ts', "export { cent } from './grundlagen/geld.ts';"],
    ['packages/domain/src/eingabe/probe.ts', "import { schritte } from './index.ts';"],
  ])('%s: %s → Fehler', async (datei, quelltext) => {
    expect(await regelnFuer(datei, quelltext)).toContain('no-restricted-imports');
  });

  it.each([
    [
      'packages/domain/src/recht/probe.ts',
      "import { berechneInCent } from '../berechnung/index.ts';",
    ],
    ['packages/domain/src/eingabe/probe.ts', "import { schritte } from './schritte.ts';"],
    [
      'packages/domain/src/ausgaben/probe.ts',
      "import roh from '../data/mietspiegel-muenchen-2025.json' with { type: 'json' };",
    ],
  ])('%s: %s → erlaubt', async (datei, quelltext) => {
    expect(await regelnFuer(datei, quelltext)).not.toContain('no-restricted-imports');
  });
});

describe('Importzyklen (dependency-cruiser, auch über import type)', () => {
  // A cycle needs both files on disk; they go into a copy of the layout outside the repository,
  // checked as `npm run lint` checks the repository: ESLint with the same configuration, then
  // dependency-cruiser with .dependency-cruiser.mjs (issue 28 §2: type-only imports count).
  let ordner: string;
  beforeAll(async () => {
    ordner = await mkdtemp(join(tmpdir(), 'grundriss-'));
    await mkdir(join(ordner, 'packages/server/src/zyklus'), { recursive: true });
  });
  afterAll(async () => {
    await rm(ordner, { recursive: true, force: true });
  });

  /** The rules ESLint and dependency-cruiser report for the files (ESLint's ids, the cruiser's rule names). */
  async function lint(dateien: Record<string, string>): Promise<string[]> {
    for (const [name, text] of Object.entries(dateien))
      await writeFile(join(ordner, 'packages/server/src/zyklus', name), text);
    const eslint = new ESLint({ cwd: ordner, overrideConfigFile: KONFIGURATION });
    const ergebnisse = await eslint.lintFiles(['packages/server/src/zyklus/*.ts']);
    const ausEslint = ergebnisse.flatMap((e) => e.messages.map((m) => m.ruleId ?? m.message));
    const { stdout } = await new Promise<{ stdout: string }>((aufloesen) => {
      execFile(
        process.execPath,
        [ZYKLUSPRUEFER, 'packages', '--config', ZYKLUSREGELN, '--output-type', 'json'],
        { cwd: ordner },
        // exit code 1 means violations: the JSON on stdout says which
        (_fehler, stdout) => aufloesen({ stdout }),
      );
    });
    const bericht = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
    return [...ausEslint, ...bericht.summary.violations.map((v) => v.rule.name)];
  }

  it('a.ts → b.ts → a.ts ist ein Fehler', async () => {
    const regeln = await lint({
      'a.ts': "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = (): number => a() + 1;\n",
    });
    expect(regeln).toContain('kein-importzyklus');
  });

  it('ein Zyklus nur über import type ist ein Fehler', async () => {
    const regeln = await lint({
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b: B };\n",
      'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    });
    expect(regeln).toContain('kein-importzyklus');
  });

  it('a.ts → b.ts ohne Rückweg ist erlaubt', async () => {
    const regeln = await lint({
      'a.ts': "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n",
      'b.ts': 'export const b = (): number => 1;\n',
    });
    expect(regeln).toEqual([]);
  });
});
