/**
 * Issue 27 §4: a PostgreSQL server that answers but refuses new connections is "the database is
 * not available now", like one that cannot be reached: `ALTER DATABASE … ALLOW_CONNECTIONS
 * false` (FATAL 55000) and a role's connection limit (FATAL 53300, "too many connections") give
 * readiness, sign-in, templates and the address search a German 503 with Retry-After – not 500
 * "Ein unbekannter Fehler …" – and everything serves again once connections are allowed.
 *
 * The test makes its own database and role on the test server and drops both afterwards; it
 * terminates only the backends of that database.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oeffneDatenbank, type DatenbankVerbindung } from '../../src/db/datenbank.ts';
import { MELDUNG_NICHT_VERFUEGBAR, WARTEZEIT_SEKUNDEN } from '../../src/db/verfuegbarkeit.ts';
import { meldungenAus } from '../hilfen.ts';
import {
  anmelden,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  TEST_DATABASE_URL,
  testApp,
  vorlage,
} from './hilfen.ts';

const name = `mietspiegel_zu_${randomBytes(5).toString('hex')}`;
let werkzeug: pg.Client;
let datenbank: DatenbankVerbindung | undefined;
let app: FastifyInstance | undefined;
let cookie: string;

async function ausfuehren(text: string): Promise<void> {
  await werkzeug.query(text);
}

/** Ends every connection to the test database, so the pool must open new ones. */
async function trenneAlle(): Promise<void> {
  await werkzeug.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
}

async function warteBis(bedingung: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (await bedingung()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Zustand nie erreicht');
}

async function erwarteNichtVerfuegbar(antwort: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): Promise<void> {
  expect(antwort.statusCode).toBe(503);
  expect(antwort.headers['retry-after']).toBe(String(WARTEZEIT_SEKUNDEN));
  expect(meldungenAus(antwort.body)).toEqual([MELDUNG_NICHT_VERFUEGBAR]);
}

describe.skipIf(DATENBANKART !== 'postgres')('PostgreSQL verweigert Verbindungen', () => {
  beforeAll(async () => {
    werkzeug = new pg.Client({ connectionString: TEST_DATABASE_URL });
    werkzeug.on('error', () => undefined);
    await werkzeug.connect();
    await ausfuehren(`create role ${name} login`);
    await ausfuehren(`create database ${name} owner ${name}`);
    const url = new URL(TEST_DATABASE_URL as string);
    url.username = name;
    url.pathname = `/${name}`;
    datenbank = await oeffneDatenbank({ databaseUrl: url.toString() });
    await legeKontoAn(datenbank, 'erika', 'erika-passwort', [RECHT]);
    app = await testApp(datenbank);
    cookie = await anmelden(app, 'erika', 'erika-passwort');
  });

  afterAll(async () => {
    await app?.close();
    await datenbank?.schliessen().catch(() => undefined);
    await ausfuehren(`alter database ${name} allow_connections true`).catch(() => undefined);
    await ausfuehren(`drop database if exists ${name} with (force)`);
    await ausfuehren(`drop role if exists ${name}`);
    await werkzeug.end();
  });

  const anfragen = (a: FastifyInstance) => ({
    bereit: () => a.inject({ url: '/health/ready' }),
    vorlagen: () => a.inject({ url: PFAD, headers: { cookie } }),
    speichern: () =>
      a.inject({
        method: 'POST',
        url: PFAD,
        headers: { cookie, 'content-type': 'application/json' },
        payload: vorlage(`Vorlage ${randomBytes(3).toString('hex')}`),
      }),
    anmelden: () =>
      a.inject({
        method: 'POST',
        url: '/anmeldung',
        payload: new URLSearchParams({ name: 'erika', passwort: 'erika-passwort' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    suche: () => a.inject({ url: '/api/backend-service/adresssuche?searchString=Marienplatz' }),
  });

  it.each([
    [
      'ALLOW_CONNECTIONS false (55000)',
      `alter database ${name} allow_connections false`,
      `alter database ${name} allow_connections true`,
    ],
    [
      'Verbindungsgrenze der Rolle erreicht (53300)',
      `alter role ${name} connection limit 0`,
      `alter role ${name} connection limit -1`,
    ],
  ])('%s: 503 mit Retry-After, Bereitschaft kippt, danach wieder 200', async (_art, zu, auf) => {
    const a = anfragen(app as FastifyInstance);
    expect((await a.bereit()).statusCode).toBe(200);
    expect((await a.vorlagen()).statusCode).toBe(200);

    await ausfuehren(zu);
    try {
      await trenneAlle();
      await erwarteNichtVerfuegbar(await a.bereit());
      await erwarteNichtVerfuegbar(await a.vorlagen());
      await erwarteNichtVerfuegbar(await a.speichern());
      await erwarteNichtVerfuegbar(await a.anmelden());
      await erwarteNichtVerfuegbar(await a.suche());
      // Liveness needs no database.
      expect((await (app as FastifyInstance).inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await ausfuehren(auf);
    }
    await warteBis(async () => (await a.bereit()).statusCode === 200);
    expect((await a.vorlagen()).statusCode).toBe(200);
    expect((await a.speichern()).statusCode).toBe(201);
  });
});
