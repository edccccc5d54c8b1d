// Issue 18 §5: peak memory of the address import (CSV, synthetic rows only) for 150,000 and
// 1,000,000 rows, each in its own child process (PGlite in a temporary folder, or PostgreSQL in
// a temporary schema with TEST_DATABASE_URL / BENCH_DATABASE_URL). The CSV is read as a stream
// and written in batches, so the peak should not grow with the row count: printed as the ratio
// peak RSS at 1,000,000 rows / peak RSS at 150,000 rows (target ≤ 1.5; before the stream
// 1.97 GB at 1,000,000 rows, 39× the file). Peak RSS is the child's own
// process.resourceUsage().maxRSS (no /usr/bin/time needed).
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { IMPORT_TIMEOUTS, oeffneDatenbank } from '../packages/server/src/db/datenbank.ts';
import { importiereAdressen } from '../packages/server/src/geodaten/import.ts';

const ZEILEN = [150_000, 1_000_000] as const;
const ZIEL_VERHAELTNIS = 1.5;
const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

interface Messung {
  anzahl: number;
  spitzeKb: number;
  startKb: number;
  /** Highest RSS sampled during the import minus RSS just before it. */
  zuwachsKb: number;
  sekunden: number;
}

/**
 * Child: one import, then its own peak RSS as JSON on the last line. A new PGlite folder is
 * created (initdb, migrations) by an earlier child ('vorbereiten'): creating it peaks at about
 * 1.1 GB by itself and would hide the import's own figure.
 */
async function kind(modus: string, datei: string, ordner: string): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const verbindung = await oeffneDatenbank(
    url
      ? { databaseUrl: url, schema, timeouts: IMPORT_TIMEOUTS }
      : { dataDir: join(ordner, 'pglite') },
  );
  if (modus === 'vorbereiten') {
    await verbindung.schliessen();
    return;
  }
  try {
    const startKb = process.resourceUsage().maxRSS;
    const vorher = process.memoryUsage().rss;
    let hoechste = vorher;
    const messen = setInterval(() => {
      hoechste = Math.max(hoechste, process.memoryUsage().rss);
    }, 20);
    const t0 = performance.now();
    const e = await importiereAdressen(async () => verbindung.db, { datei });
    const sekunden = (performance.now() - t0) / 1000;
    clearInterval(messen);
    const messung: Messung = {
      anzahl: e.anzahl,
      spitzeKb: process.resourceUsage().maxRSS,
      startKb,
      zuwachsKb: Math.max(0, hoechste - vorher) / 1024,
      sekunden,
    };
    console.log(JSON.stringify(messung));
  } finally {
    if (url) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(verbindung.db);
    await verbindung.schliessen();
  }
}

/** `n` synthetic rows in and around an imaginary Munich, written as a stream. */
async function schreibeCsv(datei: string, n: number): Promise<void> {
  const aus = createWriteStream(datei);
  aus.write('strasse,hausnummer,plz,lon,lat\n');
  let stueck = '';
  for (let i = 0; i < n; i++) {
    const strasse = `Bench-Straße ${i % 6_000}`;
    const nr = `${(i % 250) + 1}${i % 7 === 0 ? 'a' : ''}`;
    const lon = (11.36 + ((i * 7_919) % 36_000) / 100_000).toFixed(6);
    const lat = (48.06 + ((i * 104_729) % 19_000) / 100_000).toFixed(6);
    stueck += `${strasse},${nr},${80_331 + (i % 600)},${lon},${lat}\n`;
    if (stueck.length > 1 << 16) {
      if (!aus.write(stueck)) await once(aus, 'drain');
      stueck = '';
    }
  }
  aus.end(stueck);
  await once(aus, 'finish');
}

async function haupt(): Promise<void> {
  const selbst = fileURLToPath(import.meta.url);
  const ordner = mkdtempSync(join(tmpdir(), 'mietspiegel-importspeicher-'));
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  try {
    console.log(`Adressimport (CSV als Strom) auf ${url ? 'PostgreSQL' : 'PGlite'}:`);
    const spitzen: number[] = [];
    for (const n of ZEILEN) {
      const datei = join(ordner, `adressen-${n}.csv`);
      await schreibeCsv(datei, n);
      const groesse = statSync(datei).size;
      const starte = (modus: string) =>
        spawnSync(process.execPath, [selbst, modus, datei, join(ordner, String(n))], {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        });
      if (!url) starte('vorbereiten');
      const lauf = starte('messen');
      const letzte = lauf.stdout.trim().split('\n').at(-1) ?? '';
      if (lauf.status !== 0 || !letzte.startsWith('{'))
        throw new Error(`Import von ${n} Zeilen fehlgeschlagen: ${lauf.stderr || lauf.stdout}`);
      const m = JSON.parse(letzte) as Messung;
      if (m.anzahl !== n) throw new Error(`${m.anzahl} von ${n} Zeilen importiert`);
      spitzen.push(m.spitzeKb);
      console.log(
        `  ${n.toLocaleString('en')} rows (CSV ${(groesse / 1024 / 1024).toFixed(1)} MB): peak RSS ${mb(m.spitzeKb)} MB ` +
          `(${mb(m.startKb)} MB after opening the database; RSS grew by ${mb(m.zuwachsKb)} MB during the import), ` +
          `${((m.spitzeKb * 1024) / groesse).toFixed(2)}× the file, ${m.sekunden.toFixed(1)} s`,
      );
      rmSync(datei, { force: true });
      rmSync(join(ordner, String(n)), { recursive: true, force: true });
    }
    const verhaeltnis = (spitzen[1] as number) / (spitzen[0] as number);
    console.log(
      `  peak RSS at 1,000,000 rows / peak RSS at 150,000 rows: ${verhaeltnis.toFixed(2)} ` +
        `(target ≤ ${ZIEL_VERHAELTNIS} – ${verhaeltnis <= ZIEL_VERHAELTNIS ? 'met' : 'NOT met'})`,
    );
  } finally {
    rmSync(ordner, { recursive: true, force: true });
  }
}

const [, , modus, datei, ordner] = process.argv;
if (modus === 'vorbereiten' || modus === 'messen')
  await kind(modus, datei as string, ordner as string);
else await haupt();
