/**
 * Issue 9 A1: the server survives losing its database. Connections killed by the database
 * (pg_terminate_backend), a database that hangs or is down at start, a proxy that drops its
 * connections: the server keeps running, requests that need the database answer a German 503
 * with Retry-After within the timeouts, the calculator keeps answering, /health/ready says not
 * ready – and everything serves again as soon as the database does. PGlite's "database
 * unusable" errors are 503 as well.
 *
 * PostgreSQL tests touch only their own connections: each server gets a unique
 * application_name and only backends with that name are terminated.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import beispiel from '../../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { meldungenAus } from '../hilfen.ts';
import { DATENBANKART, PFAD, TEST_DATABASE_URL, testApp, testDatenbank } from './hilfen.ts';
import { starteRelais, starteServer, warteBis, type ServerProzess } from './stoerungen.ts';

const NICHT_ERREICHBAR =
  'Die Datenbank ist zurzeit nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.';

const ordner = mkdtempSync(join(tmpdir(), 'mietspiegel-ausfall-'));
afterAll(() => rmSync(ordner, { recursive: true, force: true }));

/** GET with an upper bound: a request that hangs fails the test instead of waiting for ever. */
const hole = (url: string) => fetch(url, { signal: AbortSignal.timeout(20_000) });

const berechne = (server: ServerProzess) =>
  fetch(`${server.url}/api/backend-service/berechnung`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(beispiel.given),
    signal: AbortSignal.timeout(20_000),
  });

async function erwarteNichtErreichbar(antwort: Response): Promise<void> {
  expect(antwort.status).toBe(503);
  expect(antwort.headers.get('retry-after')).toBe('60');
  expect(meldungenAus(await antwort.text())).toEqual([NICHT_ERREICHBAR]);
}

/** DATABASE_URL of a fresh test schema, with an application_name of its own. */
async function eigeneDatenbank() {
  const datenbank = await testDatenbank();
  const anwendung = `mietspiegel_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(datenbank.schemaUrl as string);
  url.searchParams.set('application_name', anwendung);
  return { datenbank, anwendung, url };
}

describe.skipIf(DATENBANKART !== 'postgres')('Datenbankausfall (PostgreSQL)', () => {
  it('überlebt pg_terminate_backend seiner Verbindungen und liefert danach wieder Vorlagen', async () => {
    const { datenbank, anwendung, url } = await eigeneDatenbank();
    const server = await starteServer({
      DATABASE_URL: url.toString(),
      MIETSPIEGEL_NO_SECURITY: 'true',
    });
    const werkzeug = new pg.Client({ connectionString: TEST_DATABASE_URL });
    werkzeug.on('error', () => undefined);
    try {
      await warteBis(async () => (await hole(`${server.url}/health/ready`)).ok, server);
      expect((await hole(`${server.url}${PFAD}`)).status).toBe(200);

      // The pool now holds an idle connection of ours; end it from the database's side.
      await werkzeug.connect();
      const beendet = await werkzeug.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [anwendung],
      );
      expect(beendet.rowCount).toBeGreaterThan(0);

      await warteBis(async () => server.ausgabe().includes('Datenbankverbindung verloren'), server);
      await warteBis(async () => (await hole(`${server.url}${PFAD}`)).status === 200, server);
      expect((await hole(`${server.url}/health/ready`)).status).toBe(200);
      expect(server.beendetMit()).toBeUndefined();
    } finally {
      await werkzeug.end().catch(() => undefined);
      await server.beenden();
      await datenbank.aufraeumen();
    }
  });

  it('hängt die Datenbank (schon beim Start, später mit offenen Verbindungen): 503 in Sekunden, Rechner antwortet, Bereitschaft kippt und kehrt zurück', async () => {
    const { datenbank, url } = await eigeneDatenbank();
    const relais = await starteRelais({ host: url.hostname, port: Number(url.port || 5432) });
    relais.setzeArt('haengen');
    url.host = `127.0.0.1:${relais.port}`;
    let server: ServerProzess | undefined;
    try {
      server = await starteServer({
        DATABASE_URL: url.toString(),
        MIETSPIEGEL_NO_SECURITY: 'true',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_QUERY_TIMEOUT_MS: '1000',
      });
      const s = server;
      const bereit = async () => (await hole(`${s.url}/health/ready`)).status;

      // Down at start: the server keeps running without its database.
      await warteBis(async () => s.ausgabe().includes('Datenbank nicht erreichbar'), s);
      await erwarteNichtErreichbar(await hole(`${s.url}${PFAD}`));
      await erwarteNichtErreichbar(await hole(`${s.url}/health/ready`));
      expect((await berechne(s)).status).toBe(200);
      expect((await hole(`${s.url}/health`)).status).toBe(200);

      // The database answers: the server opens it and serves templates.
      relais.setzeArt('weiterleiten');
      await warteBis(async () => (await bereit()) === 200, s);
      expect((await hole(`${s.url}${PFAD}`)).status).toBe(200);

      // It hangs again, with connections open in the pool.
      relais.setzeArt('haengen');
      await erwarteNichtErreichbar(await hole(`${s.url}${PFAD}`));
      await warteBis(async () => (await bereit()) === 503, s);
      expect((await berechne(s)).status).toBe(200);

      // Back again; the connections that hung stay dead (a dropped proxy) and must be replaced.
      relais.setzeArt('weiterleiten');
      await warteBis(async () => (await bereit()) === 200, s);
      // Enough requests at once that every pooled connection is used, a dead one included.
      const antworten = await Promise.all(
        Array.from({ length: 10 }, () => hole(`${s.url}${PFAD}`)),
      );
      expect(antworten.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(s.beendetMit()).toBeUndefined();
    } finally {
      await server?.beenden();
      await relais.schliessen();
      await datenbank.aufraeumen();
    }
  });
});

describe.skipIf(DATENBANKART !== 'pglite')('Datenbankausfall (PGlite)', () => {
  it('verschwindet der Datenordner im Betrieb, antworten Vorlagen mit 503 statt 500 und die Bereitschaft kippt', async () => {
    const datenbank = await testDatenbank(join(ordner, 'verschwindet'));
    await datenbank.schliessen();
    // Reopened: the template table's file is read only on first use, after it is gone.
    const wieder = await datenbank.nochmalOeffnen();
    const app = await testApp(wieder, { umgebung: { MIETSPIEGEL_NO_SECURITY: 'true' } });
    try {
      rmSync(join(ordner, 'verschwindet'), { recursive: true, force: true });
      const antwort = await app.inject({ url: PFAD });
      expect(antwort.statusCode).toBe(503);
      expect(antwort.headers['retry-after']).toBe('60');
      expect(meldungenAus(antwort.body)).toEqual([NICHT_ERREICHBAR]);
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await wieder.schliessen();
    }
  }, 240_000); // creating a PGlite folder (initdb in WebAssembly) takes 5–25 s
});
