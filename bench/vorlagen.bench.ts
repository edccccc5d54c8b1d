// Templates list with 10,000 templates: median latency of GET /api/backend-service/berechnungsvorlages
// (page of 20 sorted by aenderungsdatum; the same with a dateiname filter), through app.inject
// with a real session, on PGlite and – if TEST_DATABASE_URL or BENCH_DATABASE_URL answers – on
// PostgreSQL. Target: 50 ms median; printed as a ratio measured in this run.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { keineFehlerFlags, leererEntwurf } from '@mietspiegel/domain';
import { sql } from 'kysely';
import { buildApp } from '../packages/server/src/app.ts';
import { KontoRepository } from '../packages/server/src/auth/konto-repository.ts';
import { hashePasswort } from '../packages/server/src/auth/passwort.ts';
import { ladeKonfiguration } from '../packages/server/src/konfiguration.ts';
import { oeffneDatenbank, type DatenbankVerbindung } from '../packages/server/src/db/datenbank.ts';
import { VorlagenRepository } from '../packages/server/src/vorlagen/vorlagen-repository.ts';

const ANZAHL = 10_000;
const WARMLAUF = 20;
const N = 200;
const ZIEL_MS = 50;
const PFAD = '/api/backend-service/berechnungsvorlages';
const RECHT = 'MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE';

const ABFRAGEN = {
  'Seite 20, sortiert nach aenderungsdatum': `${PFAD}?page=0&size=20&sort=aenderungsdatum,desc`,
  '… mit Filter dateiname=muster 12': `${PFAD}?page=0&size=20&sort=aenderungsdatum,desc&dateiname=muster%2012`,
};

function median(werte: number[]): number {
  const s = [...werte].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

async function miss(name: string, datenbank: DatenbankVerbindung): Promise<void> {
  const db = async () => datenbank.db;
  const daten = {
    pdfParameters: {
      berechnung: {
        ...leererEntwurf(),
        wohnflaeche: '65.5',
        selectedBaujahr: 5,
        selectedWohnlage: 1,
      },
    },
    ergebnis: null,
    errors: keineFehlerFlags(),
    aktuellerSchritt: 20,
  };
  const start = Date.UTC(2025, 0, 1);
  let t = performance.now();
  await new VorlagenRepository(db).legeVieleAn(
    Array.from({ length: ANZAHL }, (_, i) => ({
      dateiname: `Muster ${i + 1} ${randomBytes(3).toString('hex')}`,
      kommentar: `Kommentar ${i % 97}`,
      berechnungsdaten: daten,
      nutzer: `nutzer${i % 25}`,
      zeitpunkt: new Date(start + i * 3_600_000),
    })),
  );
  const einfuegenMs = performance.now() - t;
  await sql`analyze`.execute(datenbank.db);

  await new KontoRepository(db).legeAn('bench', await hashePasswort('bench-passwort'), [RECHT]);
  const konfiguration = ladeKonfiguration({ WEB_DIST: '/nicht/vorhanden' });
  const app = await buildApp({ konfiguration, logger: false, datenbank });
  const anmeldung = await app.inject({
    method: 'POST',
    url: '/anmeldung',
    payload: 'name=bench&passwort=bench-passwort',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const c = anmeldung.cookies.find((k) => k.name === 'mietspiegel_sitzung');
  if (!c) throw new Error('Anmeldung im Benchmark fehlgeschlagen');
  const cookie = `${c.name}=${c.value}`;

  console.log(`\n${name}: ${ANZAHL} Vorlagen eingefügt in ${(einfuegenMs / 1000).toFixed(1)} s`);
  for (const [titel, url] of Object.entries(ABFRAGEN)) {
    let treffer = 0;
    for (let i = 0; i < WARMLAUF; i++) {
      const r = await app.inject({ url, headers: { cookie } });
      if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
      treffer = r.json().page.totalElements;
    }
    const zeiten: number[] = [];
    for (let i = 0; i < N; i++) {
      t = performance.now();
      await app.inject({ url, headers: { cookie } });
      zeiten.push(performance.now() - t);
    }
    const m = median(zeiten);
    const p95 = [...zeiten].sort((a, b) => a - b)[Math.floor(N * 0.95)] as number;
    console.log(
      `  ${titel.padEnd(42)} Median ${m.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
        `(${treffer} Treffer)  Median/Ziel ${ZIEL_MS} ms = ${(m / ZIEL_MS).toFixed(2)}`,
    );
  }
  await app.close();
}

console.log(
  `Vorlagenliste: Median aus N=${N} nach ${WARMLAUF} Aufwärmläufen, Ziel ${ZIEL_MS} ms (Verhältnis < 1 = erreicht)`,
);

const pglite = await oeffneDatenbank({});
try {
  await miss('PGlite (im Speicher)', pglite);
} finally {
  await pglite.schliessen();
}

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (url) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let pg: DatenbankVerbindung | undefined;
  try {
    pg = await oeffneDatenbank({ databaseUrl: url, schema });
  } catch (fehler) {
    console.log(
      `\nPostgreSQL (${url}) nicht erreichbar – übersprungen: ${(fehler as Error).message}`,
    );
  }
  if (pg) {
    try {
      await miss(`PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})`, pg);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(pg.db);
      await pg.schliessen();
    }
  }
} else {
  console.log('\nPostgreSQL: TEST_DATABASE_URL / BENCH_DATABASE_URL nicht gesetzt – übersprungen.');
}
