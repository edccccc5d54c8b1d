// Floods (issue 27 §1–§3, docs/adr/0016): `/health` and sign-in while 200 connections flood the
// address search (typed from the middle of street names, 200,000 addresses on 50,000 streets),
// the street suggestions (a misspelt street: its trigrams visit every street) and the PDF.
// The server runs as its own process (main.ts, default settings, logs to /dev/null), the flood
// in another (autocannon), the probes here: one request at a time, N each, median and max.
// Printed per database (PGlite in a data folder; PostgreSQL with BENCH_DATABASE_URL or
// TEST_DATABASE_URL), per route and per kind of flood: the answers the flood got, and the
// latency of `/health` and of a sign-in during the flood as ratios to idle (same run).
// Kinds: "ein Client" – all 200 connections from one address, the per-second limits apply;
// "viele Clients" – the per-client limits off (SUCHE_/PDF_JE_CLIENT_PRO_SEKUNDE=0,
// SUCHE_JE_CLIENT=100), as if each connection were its own client under its limits: only the
// process's bounds on work in progress shed.
// Target: `/health` under one second during each flood (issue 27, Done when).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import beispiel from '../packages/domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { KontoRepository } from '../packages/server/src/auth/konto-repository.ts';
import { hashePasswort } from '../packages/server/src/auth/passwort.ts';
import { oeffneDatenbank, type DatenbankVerbindung } from '../packages/server/src/db/datenbank.ts';

const WURZEL = fileURLToPath(new URL('..', import.meta.url));
const ADRESSEN = 200_000;
const STRASSEN = 50_000;
const VERBINDUNGEN = 200;
/** Probes per figure; the flood runs until they are done (at most FLUT_HOECHSTENS_S). */
const N_HEALTH = 20;
const N_ANMELDUNG = 8;
const FLUT_HOECHSTENS_S = 120;
const ANLAUF_MS = 2_000;

const PDF_KOERPER = JSON.stringify({
  berechnung: beispiel.given,
  zusaetzlicheBegruendungen: '',
});

interface Route {
  name: string;
  methode: 'GET' | 'POST';
  pfad: string;
  body?: string;
}
const ROUTEN: Route[] = [
  {
    name: 'Adresssuche (aus der Mitte)',
    methode: 'GET',
    pfad: '/api/backend-service/adresssuche?searchString=enstrasse%20499',
  },
  {
    name: 'Straßenvorschläge',
    methode: 'GET',
    pfad: '/api/backend-service/strassenvorschlaege?searchString=x17enstrase',
  },
  { name: 'PDF', methode: 'POST', pfad: '/api/backend-service/pdf', body: PDF_KOERPER },
];

const median = (werte: number[]) => {
  const s = [...werte].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

async function freierPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

/** 200,000 addresses on 50,000 streets "x<i>enstrasse" (none with number 499) and an account. */
async function fuelle(datenbank: DatenbankVerbindung): Promise<void> {
  const t = performance.now();
  for (let ab = 0; ab < ADRESSEN; ab += 20_000) {
    await sql`
      insert into adresse (strasse, hausnummer, plz, ort, lon, lat, strasse_schluessel,
                           hausnummer_zahl, hausnummer_schluessel)
      select 'Strasse ' || (i % ${STRASSEN}::int), (i % 400)::text, '80331', 'München', 11.5, 48.1,
             'x' || (i % ${STRASSEN}::int) || 'enstrasse', i % 400, (i % 400)::text
      from generate_series(${ab + 1}::int, ${ab + 20_000}::int) as i`.execute(datenbank.db);
  }
  await sql`insert into geodaten_ebene (ebene, version, quelle, importiert_am, anzahl)
            values ('adressen', 1, 'bench', now(), ${ADRESSEN}::int)`.execute(datenbank.db);
  await sql`analyze adresse`.execute(datenbank.db);
  await new KontoRepository(async () => datenbank.db).legeAn(
    'bench',
    await hashePasswort('bench-passwort'),
    [],
  );
  console.log(
    `${ADRESSEN} Adressen auf ${STRASSEN} Straßen angelegt in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

async function starteServer(umgebung: Record<string, string>) {
  const port = await freierPort();
  const kind = spawn(process.execPath, [join(WURZEL, 'packages/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/nicht/vorhanden',
      ...umgebung,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const basis = `http://127.0.0.1:${port}`;
  // Ready when /health/ready answers (the database open, the street list loaded soon after).
  for (let i = 0; ; i++) {
    if (kind.exitCode !== null) throw new Error(`Server beendet: ${kind.exitCode}`);
    try {
      const r = await fetch(`${basis}/health/ready`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('Server nicht bereit');
    await new Promise((ok) => setTimeout(ok, 200));
  }
  return { kind, basis };
}

async function stoppe(kind: ChildProcess): Promise<void> {
  if (kind.exitCode !== null) return;
  const ende = new Promise((ok) => kind.once('exit', ok));
  kind.kill('SIGTERM');
  await ende;
}

/** One request on a fresh connection (as a phone would after a pause), its time in ms. */
async function gemessen(
  basis: string,
  pfad: string,
  init: RequestInit,
  erwartet: number,
): Promise<{ ms: number; ok: boolean }> {
  const t = performance.now();
  try {
    const r = await fetch(basis + pfad, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), connection: 'close' },
    });
    await r.arrayBuffer();
    return { ms: performance.now() - t, ok: r.status === erwartet };
  } catch {
    // a connection reset or refused under the flood counts as a failed probe
    return { ms: performance.now() - t, ok: false };
  }
}

const health = (basis: string) => gemessen(basis, '/health', {}, 200);
const anmeldung = (basis: string) =>
  gemessen(
    basis,
    '/anmeldung',
    {
      method: 'POST',
      body: 'name=bench&passwort=bench-passwort',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    303,
  );

async function reihe(n: number, f: () => Promise<{ ms: number; ok: boolean }>) {
  const zeiten: number[] = [];
  let fehler = 0;
  for (let i = 0; i < n; i++) {
    const { ms, ok } = await f();
    zeiten.push(ms);
    if (!ok) fehler += 1;
  }
  return { median: median(zeiten), max: Math.max(...zeiten), fehler };
}

/** The flood (flut-last.ts) in its own process, until stopped; resolves with its answers. */
function flute(basis: string, route: Route) {
  const kind = spawn(
    process.execPath,
    [
      join(WURZEL, 'bench/flut-last.ts'),
      basis + route.pfad,
      route.methode,
      String(VERBINDUNGEN),
      String(FLUT_HOECHSTENS_S),
      ...(route.body === undefined ? [] : [route.body]),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let text = '';
  kind.stdout.on('data', (d: Buffer) => (text += d.toString()));
  const ergebnis = new Promise<string>((ok) => kind.once('exit', () => ok(text)));
  return {
    async stoppe(): Promise<string> {
      kind.stdin.end();
      const json = JSON.parse(await ergebnis) as {
        status: Record<string, number>;
        fehler: number;
        zeitueberschreitungen: number;
        sekunden: number;
      };
      const teile = Object.entries(json.status).map(([code, n]) => `${n}× ${code}`);
      if (json.fehler) teile.push(`${json.fehler} Verbindungsfehler`);
      if (json.zeitueberschreitungen) teile.push(`${json.zeitueberschreitungen} ohne Antwort`);
      return `${teile.join(', ')} in ${json.sekunden.toFixed(0)} s`;
    },
  };
}

const f = (ms: number) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

async function miss(art: string, umgebung: Record<string, string>): Promise<boolean> {
  let alleUnterEinerSekunde = true;
  for (const [modus, grenzen] of [
    ['ein Client', {}],
    [
      'viele Clients',
      { SUCHE_JE_CLIENT_PRO_SEKUNDE: '0', PDF_JE_CLIENT_PRO_SEKUNDE: '0', SUCHE_JE_CLIENT: '100' },
    ],
  ] as const) {
    console.log(`\n${art}, ${modus}:`);
    // A server of its own per flood: work left queued by one flood must not weigh on the next.
    for (const route of ROUTEN) {
      const { kind, basis } = await starteServer({ ...umgebung, ...grenzen });
      try {
        // Warm up: the PDF pool's first thread, the street list, the JIT.
        await gemessen(
          basis,
          ROUTEN[2]!.pfad,
          { method: 'POST', body: PDF_KOERPER, headers: { 'content-type': 'application/json' } },
          200,
        );
        await reihe(5, () => health(basis));
        await reihe(3, () => anmeldung(basis));
        const ruheH = await reihe(N_HEALTH, () => health(basis));
        const ruheA = await reihe(N_ANMELDUNG, () => anmeldung(basis));
        const flut = flute(basis, route);
        await new Promise((ok) => setTimeout(ok, ANLAUF_MS));
        const h = await reihe(N_HEALTH, () => health(basis));
        const a = await reihe(N_ANMELDUNG, () => anmeldung(basis));
        const antworten = await flut.stoppe();
        if (h.max >= 1000) alleUnterEinerSekunde = false;
        console.log(
          `  ${route.name}, ${VERBINDUNGEN} Verbindungen: ${antworten}\n` +
            `    /health: Median ${f(h.median)} ms (max ${f(h.max)} ms${h.fehler ? `, ${h.fehler} ohne 200` : ''}), in Ruhe ${f(ruheH.median)} ms – Verhältnis Flut/Ruhe ${(h.median / ruheH.median).toFixed(1)}\n` +
            `    Anmeldung: Median ${f(a.median)} ms (max ${f(a.max)} ms${a.fehler ? `, ${a.fehler} ohne 303` : ''}), in Ruhe ${f(ruheA.median)} ms – Verhältnis Flut/Ruhe ${(a.median / ruheA.median).toFixed(1)}`,
        );
      } finally {
        await stoppe(kind);
      }
    }
  }
  return alleUnterEinerSekunde;
}

console.log(
  `${availableParallelism()} Kerne, Last (1 min) ${loadavg()[0]?.toFixed(1)}; je Figur N=${N_HEALTH} /health und N=${N_ANMELDUNG} Anmeldungen nacheinander, jede auf neuer Verbindung`,
);
const ergebnisse: string[] = [];

// PGlite, the embedded default: a data folder the server opens after this process has filled it.
{
  const ordner = mkdtempSync(join(tmpdir(), 'mietspiegel-flut-'));
  try {
    const pglite = await oeffneDatenbank({ dataDir: ordner });
    try {
      await fuelle(pglite);
    } finally {
      await pglite.schliessen();
    }
    const ok = await miss('PGlite', { DATA_DIR: ordner });
    ergebnisse.push(`PGlite: /health ${ok ? 'in jeder Flut unter 1 s' : 'in einer Flut ≥ 1 s'}`);
  } finally {
    rmSync(ordner, { recursive: true, force: true });
  }
}

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('\nPostgreSQL: TEST_DATABASE_URL / BENCH_DATABASE_URL nicht gesetzt – übersprungen.');
} else {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const pg = await oeffneDatenbank({ databaseUrl: url, schema });
  try {
    await fuelle(pg);
    const mitSchema = new URL(url);
    mitSchema.searchParams.set('options', `-c search_path=${schema}`);
    const ok = await miss(`PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})`, {
      DATABASE_URL: mitSchema.toString(),
    });
    ergebnisse.push(
      `PostgreSQL: /health ${ok ? 'in jeder Flut unter 1 s' : 'in einer Flut ≥ 1 s'}`,
    );
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(pg.db);
    await pg.schliessen();
  }
}
console.log(`\n${ergebnisse.join('; ')}`);
