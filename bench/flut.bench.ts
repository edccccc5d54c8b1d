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
// Per flood also where the time of the slowest probe went (flut-sonde.ts, flut-messung.ts): its
// phases on both sides (connected, written, first byte; accepted, routed, answered by the server),
// the server's event-loop delay, the connections it accepted, the kernel's TCP counters (nstat)
// and the listen queue (ss). FLUT_ALLE=1 prints every probe so, FLUT_NUR picks floods.
// Target: `/health` under one second during each flood (issue 27, Done when).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import {
  beobachteListenQueue,
  jetzt,
  langsamsteSonde,
  phasen,
  nstat,
  nstatDifferenz,
  sonde,
  type Probe,
  type ServerMessung,
} from './flut-sonde.ts';
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

/** Where flut-messung.ts in the server process writes its figures when it exits. */
const MESSORDNER = mkdtempSync(join(tmpdir(), 'mietspiegel-flut-messung-'));
let serverNummer = 0;

async function starteServer(umgebung: Record<string, string>) {
  const port = await freierPort();
  const messdatei = join(MESSORDNER, `server-${++serverNummer}.json`);
  const kind = spawn(
    process.execPath,
    [
      '--import',
      join(WURZEL, 'bench/flut-messung.ts'),
      join(WURZEL, 'packages/server/src/main.ts'),
    ],
    {
      env: {
        FLUT_MESSUNG_DATEI: messdatei,
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '/nicht/vorhanden',
        ...umgebung,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
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
  return { kind, basis, port, messdatei };
}

/** The server's measurement (flut-messung.ts), written when it exited. */
function leseMessung(datei: string): ServerMessung | null {
  return existsSync(datei) ? (JSON.parse(readFileSync(datei, 'utf8')) as ServerMessung) : null;
}

async function stoppe(kind: ChildProcess): Promise<void> {
  if (kind.exitCode !== null) return;
  const ende = new Promise((ok) => kind.once('exit', ok));
  kind.kill('SIGTERM');
  await ende;
}

/** One request on a fresh connection (flut-sonde.ts: timed in phases). */
const gemessen = sonde;

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

async function reihe(n: number, f: () => Promise<Probe>) {
  const proben: Probe[] = [];
  for (let i = 0; i < n; i++) proben.push(await f());
  const zeiten = proben.map((p) => p.ende);
  const fehler = proben.filter((p) => !p.ok).length;
  return { median: median(zeiten), max: Math.max(...zeiten), fehler, proben };
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

/**
 * FLUT_NUR=PGlite,PDF: only the floods whose description ("PGlite ein Client PDF") contains
 * each of these, `|` between alternatives (PGlite,PDF|Straßen): to look at some floods again
 * without running all twelve.
 */
const NUR = (process.env.FLUT_NUR ?? '').split(',').filter(Boolean);
const gewaehlt = (beschreibung: string) =>
  NUR.length === 0 ||
  NUR.every((teil) => teil.split('|').some((eines) => beschreibung.includes(eines)));

const f = (ms: number) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

const MODI = [
  ['ein Client', {}],
  [
    'viele Clients',
    { SUCHE_JE_CLIENT_PRO_SEKUNDE: '0', PDF_JE_CLIENT_PRO_SEKUNDE: '0', SUCHE_JE_CLIENT: '100' },
  ],
] as const;
const irgendeineGewaehlt = (art: string) =>
  MODI.some(([modus]) => ROUTEN.some((route) => gewaehlt(`${art} ${modus} ${route.name}`)));

async function miss(art: string, umgebung: Record<string, string>): Promise<boolean> {
  let alleUnterEinerSekunde = true;
  for (const [modus, grenzen] of MODI) {
    console.log(`\n${art}, ${modus}:`);
    // A server of its own per flood: work left queued by one flood must not weigh on the next.
    for (const route of ROUTEN) {
      if (!gewaehlt(`${art} ${modus} ${route.name}`)) continue;
      const { kind, basis, port, messdatei } = await starteServer({ ...umgebung, ...grenzen });
      let zeilen: string[];
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
        // From here the server counts the event-loop delay and the connections (flut-messung.ts).
        await gemessen(basis, '/health', { headers: { 'x-flut-messung': 'start' } }, 200);
        const vorher = nstat();
        const queue = beobachteListenQueue(port);
        const flutStart = jetzt();
        const flut = flute(basis, route);
        await new Promise((ok) => setTimeout(ok, ANLAUF_MS));
        const h = await reihe(N_HEALTH, () => health(basis));
        const a = await reihe(N_ANMELDUNG, () => anmeldung(basis));
        const antworten = await flut.stoppe();
        const flutSekunden = (jetzt() - flutStart) / 1000;
        const nachher = nstat();
        const listen = queue.stoppe();
        if (h.max >= 1000) alleUnterEinerSekunde = false;
        zeilen = [
          `  ${route.name}, ${VERBINDUNGEN} Verbindungen: ${antworten} (Last ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')})`,
          `    /health: Median ${f(h.median)} ms (max ${f(h.max)} ms${h.fehler ? `, ${h.fehler} ohne 200` : ''}), in Ruhe ${f(ruheH.median)} ms – Verhältnis Flut/Ruhe ${(h.median / ruheH.median).toFixed(1)}`,
          `    Anmeldung: Median ${f(a.median)} ms (max ${f(a.max)} ms${a.fehler ? `, ${a.fehler} ohne 303` : ''}), in Ruhe ${f(ruheA.median)} ms – Verhältnis Flut/Ruhe ${(a.median / ruheA.median).toFixed(1)}`,
          `    TCP (nstat, ganzer Rechner, ${flutSekunden.toFixed(0)} s): ${nstatDifferenz(vorher, nachher)}`,
          `    Listen-Queue (ss): höchstens ${listen.hoechste} von ${listen.grenze} wartend`,
        ];
        const proben = { h: h.proben, a: a.proben };
        // after the server has exited: its measurement file
        await stoppe(kind);
        const m = leseMessung(messdatei);
        if (m) {
          const geschlossen = Object.entries(m.geschlossenNachStatus)
            .map(([code, n]) => `${n}× ${code}`)
            .join(', ');
          zeilen.push(
            `    Server: Schleifenverzug p50 ${f(m.schleife.p50)} ms, p99 ${f(m.schleife.p99)} ms, max ${f(m.schleife.max)} ms; ` +
              `${m.verbindungen} Verbindungen angenommen, ${m.anfragen} Anfragen, Verbindung nach der Antwort geschlossen: ${geschlossen || 'keine'}`,
          );
        }
        zeilen.push(`    /health langsamste ${langsamsteSonde(proben.h, m)}`);
        zeilen.push(`    Anmeldung langsamste ${langsamsteSonde(proben.a, m)}`);
        // FLUT_ALLE=1: every probe in phases, also those in the quiet before the flood
        if (process.env.FLUT_ALLE) {
          for (const p of [...ruheH.proben, ...proben.h, ...proben.a])
            zeilen.push(`      ${p.id} ${phasen(p, m)}`);
        }
      } finally {
        await stoppe(kind);
      }
      console.log(zeilen.join('\n'));
    }
  }
  return alleUnterEinerSekunde;
}

console.log(
  `${availableParallelism()} Kerne, Last (1 min) ${loadavg()[0]?.toFixed(1)}; je Figur N=${N_HEALTH} /health und N=${N_ANMELDUNG} Anmeldungen nacheinander, jede auf neuer Verbindung`,
);
const ergebnisse: string[] = [];

// PGlite, the embedded default: a data folder the server opens after this process has filled it.
if (irgendeineGewaehlt('PGlite')) {
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
const pgArt = `PostgreSQL (${(url ?? '').replace(/\/\/[^@]*@/, '//…@')})`;
if (!irgendeineGewaehlt(pgArt)) {
  // not chosen by FLUT_NUR
} else if (!url) {
  console.log('\nPostgreSQL: TEST_DATABASE_URL / BENCH_DATABASE_URL nicht gesetzt – übersprungen.');
} else {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const pg = await oeffneDatenbank({ databaseUrl: url, schema });
  try {
    await fuelle(pg);
    const mitSchema = new URL(url);
    mitSchema.searchParams.set('options', `-c search_path=${schema}`);
    const ok = await miss(pgArt, {
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
rmSync(MESSORDNER, { recursive: true, force: true });
console.log(`\n${ergebnisse.join('; ')}`);
