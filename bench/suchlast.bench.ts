// Sign-in while address searches flood (issue 18 §2): on PostgreSQL (TEST_DATABASE_URL or
// BENCH_DATABASE_URL) with 500,000 synthetic addresses on as many streets, all ending in
// "…enstrasse", 30 clients (each its own address) search "enstrasse 499" – a "contains" search
// that finds nothing – as fast as they are answered, while one user signs in again and again.
// Printed: the median sign-in latency during the flood / alone, the searches' answers (200, and
// 503/429 shed by the bound), and the same for GET /health/ready. Before the bound (issue 18)
// the ratio was 9.3 (README "Benchmarks").
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../packages/server/src/app.ts';
import { KontoRepository } from '../packages/server/src/auth/konto-repository.ts';
import { hashePasswort } from '../packages/server/src/auth/passwort.ts';
import { ladeKonfiguration } from '../packages/server/src/konfiguration.ts';
import { oeffneDatenbank, type DatenbankVerbindung } from '../packages/server/src/db/datenbank.ts';

const ADRESSEN = 500_000;
const STRASSEN = ADRESSEN;
const FLUTER = 30;
const N = 20;

function median(werte: number[]): number {
  const s = [...werte].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

async function miss(datenbank: DatenbankVerbindung): Promise<void> {
  let t = performance.now();
  for (let ab = 0; ab < ADRESSEN; ab += 100_000) {
    await sql`
      insert into adresse (strasse, hausnummer, plz, ort, lon, lat, strasse_schluessel,
                           hausnummer_zahl, hausnummer_schluessel)
      select 'Strasse ' || (i % ${STRASSEN}::int), (i % 400)::text, '80331', 'München', 11.5, 48.1,
             'x' || (i % ${STRASSEN}::int) || 'enstrasse', i % 400, (i % 400)::text
      from generate_series(${ab + 1}::int, ${ab + 100_000}::int) as i`.execute(datenbank.db);
  }
  await sql`insert into geodaten_ebene (ebene, version, quelle, importiert_am, anzahl)
            values ('adressen', 1, 'bench', now(), ${ADRESSEN}::int)`.execute(datenbank.db);
  await sql`analyze adresse`.execute(datenbank.db);
  console.log(`${ADRESSEN} Adressen angelegt in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  await new KontoRepository(async () => datenbank.db).legeAn(
    'bench',
    await hashePasswort('bench-passwort'),
    [],
  );
  const konfiguration = ladeKonfiguration({ WEB_DIST: '/nicht/vorhanden' });
  const app = await buildApp({ konfiguration, logger: false, datenbank });
  await app.ready();

  const anmelden = async () => {
    t = performance.now();
    const r = await app.inject({
      method: 'POST',
      url: '/anmeldung',
      payload: 'name=bench&passwort=bench-passwort',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (r.statusCode !== 303) throw new Error(`Anmeldung: ${r.statusCode} ${r.body}`);
    return performance.now() - t;
  };
  const bereit = async () => {
    t = performance.now();
    const r = await app.inject({ url: '/health/ready' });
    if (r.statusCode !== 200) throw new Error(`/health/ready: ${r.statusCode}`);
    return performance.now() - t;
  };
  const reihe = async (f: () => Promise<number>) => {
    const zeiten: number[] = [];
    for (let i = 0; i < N; i++) zeiten.push(await f());
    return median(zeiten);
  };

  await reihe(anmelden);
  const alleinAnmeldung = await reihe(anmelden);
  const alleinBereit = await reihe(bereit);

  let flutet = true;
  const antworten = new Map<number, number>();
  const suchzeiten: number[] = [];
  const flut = Array.from({ length: FLUTER }, async (_, i) => {
    while (flutet) {
      const s = performance.now();
      const r = await app.inject({
        url: '/api/backend-service/adresssuche?searchString=enstrasse%20499',
        remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      });
      antworten.set(r.statusCode, (antworten.get(r.statusCode) ?? 0) + 1);
      if (r.statusCode === 200) suchzeiten.push(performance.now() - s);
      // A shed client waits as Retry-After asks, as a browser's search field would not – but
      // without it the flood would be a busy loop of refusals.
      else await new Promise((ok) => setTimeout(ok, 50));
    }
  });
  const start = performance.now();
  const flutAnmeldung = await reihe(anmelden);
  const flutBereit = await reihe(bereit);
  const dauer = (performance.now() - start) / 1000;
  flutet = false;
  await Promise.all(flut);
  await app.close();

  const status = [...antworten]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}× ${s}`)
    .join(', ');
  console.log(
    `Suchen während der Messung: ${status}; ${((antworten.get(200) ?? 0) / dauer).toFixed(1)} beantwortete Suchen/s, Median ${median(suchzeiten).toFixed(0)} ms`,
  );
  console.log(
    `Anmeldung: allein Median ${alleinAnmeldung.toFixed(1)} ms, während ${FLUTER} Clients suchen ${flutAnmeldung.toFixed(1)} ms – ` +
      `Verhältnis Flut/allein ${(flutAnmeldung / alleinAnmeldung).toFixed(2)}`,
  );
  console.log(
    `/health/ready: allein Median ${alleinBereit.toFixed(2)} ms, während der Flut ${flutBereit.toFixed(2)} ms – ` +
      `Verhältnis ${(flutBereit / alleinBereit).toFixed(2)}`,
  );
}

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('PostgreSQL: TEST_DATABASE_URL / BENCH_DATABASE_URL nicht gesetzt – übersprungen.');
} else {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const pg = await oeffneDatenbank({ databaseUrl: url, schema });
  try {
    console.log(
      `Anmeldung unter einer Flut von Adresssuchen, PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')}), Median aus N=${N}`,
    );
    await miss(pg);
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(pg.db);
    await pg.schliessen();
  }
}
