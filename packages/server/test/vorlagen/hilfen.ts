/**
 * Helpers of the database, sign-in and templates tests. Every test file gets its own database:
 * PGlite in memory by default, or – with TEST_DATABASE_URL – a fresh schema on that PostgreSQL
 * server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leererEntwurf, keineFehlerFlags } from '@mietspiegel/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { KontoRepository } from '../../src/auth/konto-repository.ts';
import { hashePasswort } from '../../src/auth/passwort.ts';
import { ladeKonfiguration } from '../../src/konfiguration.ts';
import { oeffneDatenbank, type DatenbankVerbindung } from '../../src/db/datenbank.ts';
import { OHNE_RATENGRENZEN } from '../hilfen.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const DATENBANKART = TEST_DATABASE_URL ? 'postgres' : 'pglite';
export const RECHT = 'MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE';
export const PFAD = '/api/backend-service/berechnungsvorlages';

export interface TestDatenbank extends DatenbankVerbindung {
  /** PostgreSQL: the schema of this test file; a URL for other processes (search_path set). */
  schemaUrl?: string;
  /** Opens the same data again (restart); `aufraeumen` must still be called once at the end. */
  nochmalOeffnen(): Promise<DatenbankVerbindung>;
  aufraeumen(): Promise<void>;
}

/** A fresh database; for a restart test pass a PGlite folder. */
export async function testDatenbank(pgliteOrdner?: string): Promise<TestDatenbank> {
  if (TEST_DATABASE_URL) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const oeffnen = () => oeffneDatenbank({ databaseUrl: TEST_DATABASE_URL, schema });
    const v = await oeffnen();
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      ...v,
      schemaUrl: url.toString(),
      nochmalOeffnen: oeffnen,
      async aufraeumen() {
        await v.schliessen().catch(() => undefined); // may already be closed (restart tests)
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        // A lost connection is reported on the client; unheard, it would end the test run.
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const oeffnen = () => oeffneDatenbank({ dataDir: pgliteOrdner });
  const v = await oeffnen();
  return { ...v, nochmalOeffnen: oeffnen, aufraeumen: () => v.schliessen() };
}

export interface AppOptionen {
  umgebung?: Record<string, string>;
  uhr?: () => Date;
}

export async function testApp(
  datenbank: DatenbankVerbindung,
  optionen: AppOptionen = {},
): Promise<FastifyInstance> {
  const konfiguration = ladeKonfiguration({
    WEB_DIST: '/nicht/vorhanden/dist',
    // off but in the flood tests, which set them (../hilfen.ts)
    ...OHNE_RATENGRENZEN,
    ...optionen.umgebung,
  });
  return buildApp({
    konfiguration,
    logger: false,
    datenbank,
    ...(optionen.uhr ? { uhr: optionen.uhr } : {}),
  });
}

export interface TestUmgebung {
  datenbank: TestDatenbank;
  app: FastifyInstance;
}

/**
 * One database and app for a whole test file: registers the beforeAll that opens them and the
 * afterAll that closes the app and removes the database. Call at the top of the file; the
 * fields are set once the file's first beforeAll has run.
 */
export function testUmgebung(optionen: AppOptionen = {}): TestUmgebung {
  const u = {} as TestUmgebung;
  beforeAll(async () => {
    u.datenbank = await testDatenbank();
    u.app = await testApp(u.datenbank, optionen);
  });
  afterAll(async () => {
    await u.app?.close();
    await u.datenbank?.aufraeumen();
  });
  return u;
}

/**
 * A test environment with one account holding the write permission, signed in before the tests:
 * `u.cookie` is its session.
 */
export function angemeldeteUmgebung(
  name: string,
  optionen: AppOptionen = {},
): TestUmgebung & { cookie: string } {
  const u = testUmgebung(optionen) as TestUmgebung & { cookie: string };
  beforeAll(async () => {
    await legeKontoAn(u.datenbank, name, `${name}-passwort-123`, [RECHT]);
    u.cookie = await anmelden(u.app, name, `${name}-passwort-123`);
  });
  return u;
}

export async function legeKontoAn(
  datenbank: DatenbankVerbindung,
  name: string,
  passwort: string,
  rechte: string[],
) {
  await new KontoRepository(async () => datenbank.db).legeAn(
    name,
    await hashePasswort(passwort),
    rechte,
  );
}

/** Signs in through the form; returns the Cookie header for later requests. */
export async function anmelden(
  app: FastifyInstance,
  name: string,
  passwort: string,
): Promise<string> {
  const antwort = await app.inject({
    method: 'POST',
    url: '/anmeldung',
    payload: new URLSearchParams({ name, passwort, ziel: '/' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (antwort.statusCode !== 303)
    throw new Error(`Anmeldung fehlgeschlagen: ${antwort.statusCode} ${antwort.body}`);
  const cookie = antwort.cookies.find((c) => c.name === 'mietspiegel_sitzung');
  if (!cookie) throw new Error('kein Sitzungs-Cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Valid berechnungsdaten of a template (spezifikation.md §3), with the free text the server must drop. */
export function beispielDaten(wohnflaeche = '65.5') {
  return {
    pdfParameters: {
      berechnung: { ...leererEntwurf(), wohnflaeche, selectedBaujahr: 5, selectedWohnlage: 1 },
      zusaetzlicheBegruendungen: 'Adresse: Geheimweg 1',
    },
    ergebnis: null,
    errors: keineFehlerFlags(),
    aktuellerSchritt: 4,
  };
}

export function vorlage(dateiname: string, kommentar = '') {
  return { dateiname, kommentar, berechnungsdaten: beispielDaten() };
}

/** A stand-in for the built web app: only index.html, enough for /auth/index.html. */
export function kleineWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mietspiegel-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rechner</title>');
  return dist;
}
