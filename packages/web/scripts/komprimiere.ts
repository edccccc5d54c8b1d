/**
 * Build step after `vite build` (issue 12 §3): writes a brotli (`.br`) and a gzip (`.gz`) twin
 * next to every text file of dist/ (JS, CSS, HTML, SVG, JSON). The server sends them by content
 * negotiation (@fastify/static `preCompressed`, packages/server/src/routes/web-app.ts), so no
 * request pays for compression: the 229 KB main script goes out as 62 KB (br) or 72 KB (gzip).
 *
 * node:zlib at the highest levels, no library: the step is this file, and build time is not
 * critical (brotli 11 takes well under a second for the whole build). A twin that is not
 * smaller than its file is not written; the server then sends the file itself.
 *
 * Usage: node scripts/komprimiere.ts [dist folder, default: dist next to this package]
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that compress; images, fonts and the like are compressed already. */
const KOMPRIMIERBAR = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/i;

export interface Ergebnis {
  datei: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

async function* dateien(ordner: string): AsyncGenerator<string> {
  for (const eintrag of await readdir(ordner, { withFileTypes: true })) {
    const pfad = join(ordner, eintrag.name);
    if (eintrag.isDirectory()) yield* dateien(pfad);
    else if (eintrag.isFile() && KOMPRIMIERBAR.test(eintrag.name)) yield pfad;
  }
}

export async function komprimiere(dist: string): Promise<Ergebnis[]> {
  const ergebnisse: Ergebnis[] = [];
  for await (const pfad of dateien(dist)) {
    const inhalt = await readFile(pfad);
    const [br, gz] = await Promise.all([
      brotli(inhalt, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: inhalt.length,
        },
      }),
      gzipAsync(inhalt, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const zwilling = async (endung: string, daten: Buffer) => {
      if (daten.length >= inhalt.length) return null;
      await writeFile(pfad + endung, daten);
      return daten.length;
    };
    ergebnisse.push({
      datei: pfad.slice(dist.length + 1),
      bytes: inhalt.length,
      br: await zwilling('.br', br),
      gz: await zwilling('.gz', gz),
    });
  }
  return ergebnisse;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  if (!(await stat(dist)).isDirectory()) throw new Error(`${dist} ist kein Ordner`);
  const ergebnisse = await komprimiere(dist);
  const kb = (n: number | null) => (n === null ? '–' : `${(n / 1024).toFixed(1)} KB`);
  for (const e of ergebnisse) {
    console.log(
      `${e.datei.padEnd(44)} ${kb(e.bytes).padStart(9)}  br ${kb(e.br).padStart(9)}  gz ${kb(e.gz).padStart(9)}`,
    );
  }
}
