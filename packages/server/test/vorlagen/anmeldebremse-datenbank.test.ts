/**
 * The sign-in brake keeps its counts in the database (issue 12 §2, docs/adr/0008): two apps on
 * one database count the same attempts, expired rows are deleted, and a database that cannot be
 * reached answers the sign-in with the German 503. The limits themselves: anmeldung.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatenbankVerbindung } from '../../src/db/datenbank.ts';
import type { Datenbank } from '../../src/db/schema.ts';
import { Anmeldebremse, STANDARD_BREMSGRENZEN } from '../../src/auth/anmeldebremse.ts';
import {
  DatenbankNichtVerfuegbar,
  MELDUNG_NICHT_VERFUEGBAR,
  mitVerfuegbarkeit,
} from '../../src/db/verfuegbarkeit.ts';
import {
  DATENBANKART,
  legeKontoAn,
  RECHT,
  testApp,
  testDatenbank,
  type TestDatenbank,
} from './hilfen.ts';

let jetzt = new Date('2026-11-22T09:00:00Z');
const uhr = () => jetzt;

let datenbank: TestDatenbank;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  datenbank = await testDatenbank();
  await legeKontoAn(datenbank, 'erika', 'erika-passwort', [RECHT]);
  a = await testApp(datenbank, { uhr });
  b = await testApp(datenbank, { uhr });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await datenbank?.aufraeumen();
});

function formular(app: FastifyInstance, name: string, passwort: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/anmeldung',
    payload: new URLSearchParams({ name, passwort }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

async function zeilen(): Promise<{ paare: number; fenster: number }> {
  const zaehle = async (tabelle: 'anmeldebremse_paar' | 'anmeldebremse_fenster') =>
    Number(
      (
        await datenbank.db
          .selectFrom(tabelle)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    paare: await zaehle('anmeldebremse_paar'),
    fenster: await zaehle('anmeldebremse_fenster'),
  };
}

describe(`Anmeldebremse in der Datenbank (${DATENBANKART})`, () => {
  it('zwei Instanzen zählen gemeinsam: 20 Fehlversuche einer Adresse, abwechselnd verteilt, sperren sie auf beiden', async () => {
    for (let i = 0; i < 20; i++) {
      const r = await formular(i % 2 ? a : b, `rater${i}`, 'falsch', '10.20.0.1');
      expect(r.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const r = await formular(app, 'erika', 'erika-passwort', '10.20.0.1');
      expect(r.statusCode).toBe(429);
      expect(r.body).toContain('Zu viele fehlgeschlagene Anmeldeversuche.');
    }
    // The pair's pause too: a failure on one instance, the next attempt on the other waits.
    expect((await formular(a, 'erika', 'falsch', '10.20.0.2')).statusCode).toBe(401);
    const sofort = await formular(b, 'erika', 'erika-passwort', '10.20.0.2');
    expect(sofort.statusCode).toBe(429);
    expect(sofort.headers['retry-after']).toBe('1');
  });

  it('eine Prüfung, deren Prozess starb, sperrt ihr Paar nur bis zum Ende ihrer Frist (1 Minute)', async () => {
    // Reserved and never given back, as by a process killed during the password check.
    const bremse = new Anmeldebremse(STANDARD_BREMSGRENZEN, uhr, async () => datenbank.db);
    const erste = await bremse.reserviere('erika', '10.23.0.1');
    expect('versuch' in erste).toBe(true);
    expect(await bremse.reserviere('erika', '10.23.0.1')).toEqual({ wartenMs: 1000 });
    jetzt = new Date(jetzt.getTime() + STANDARD_BREMSGRENZEN.pruefdauerMs - 1);
    expect(await bremse.reserviere('erika', '10.23.0.1')).toEqual({ wartenMs: 1000 });
    jetzt = new Date(jetzt.getTime() + 1);
    expect((await formular(a, 'erika', 'erika-passwort', '10.23.0.1')).statusCode).toBe(303);
  });

  // issue 27 §2: a sign-in interrupted by a database outage kept its reservation (the release
  // failed too), and the retry with the right password got 429 for up to a minute.
  it('eine Prüfung, die ein Datenbankausfall unterbrach, sperrt ihr Paar nicht: die Freigabe folgt vor der nächsten Reservierung', async () => {
    let weg = false;
    const bremse = new Anmeldebremse(STANDARD_BREMSGRENZEN, uhr, async () => {
      if (weg) throw new DatenbankNichtVerfuegbar(new Error('weg'));
      return datenbank.db;
    });
    const erste = await bremse.reserviere('erika', '10.24.0.1');
    if (!('versuch' in erste)) throw new Error('nicht reserviert');
    weg = true;
    await bremse.freigeben(erste.versuch); // fails inside, kept for later; never throws
    await expect(bremse.reserviere('erika', '10.24.0.1')).rejects.toThrow(DatenbankNichtVerfuegbar);
    weg = false;
    jetzt = new Date(jetzt.getTime() + 1_000);
    const zweite = await bremse.reserviere('erika', '10.24.0.1');
    expect('versuch' in zweite).toBe(true);
    // A late release never ends a newer check of the same pair.
    const dritte = await bremse.reserviere('erika', '10.24.0.1');
    expect(dritte).toEqual({ wartenMs: 1000 });
    if (!('versuch' in zweite)) throw new Error('nicht reserviert');
    await bremse.freigeben(erste.versuch);
    expect(await bremse.reserviere('erika', '10.24.0.1')).toEqual({ wartenMs: 1000 });
    await bremse.freigeben(zweite.versuch);
    expect('versuch' in (await bremse.reserviere('erika', '10.24.0.1'))).toBe(true);
  });

  it('löscht abgelaufene Zeilen: nach dem Fenster und der längsten Pause bleiben nur Bekannte', async () => {
    expect((await formular(a, 'erika', 'erika-passwort', '10.21.0.1')).statusCode).toBe(303);
    const vorher = await zeilen();
    expect(vorher.paare).toBeGreaterThan(20);
    expect(vorher.fenster).toBeGreaterThan(20);
    // After the 15-minute windows and the longest pause (+ its 15 minutes of quiet).
    jetzt = new Date(jetzt.getTime() + 31 * 60_000);
    expect((await formular(b, 'erika', 'falsch', '10.21.0.2')).statusCode).toBe(401);
    const nachher = await zeilen();
    // Left: the two known pairs (30 days), the new attempt's pair and its two windows.
    expect(nachher).toEqual({ paare: 3, fenster: 2 });
    // The known pair is still exempt and signs in at once.
    expect((await formular(a, 'erika', 'erika-passwort', '10.21.0.1')).statusCode).toBe(303);
  });
});

describe('Anmeldebremse ohne erreichbare Datenbank', () => {
  it('die Anmeldung antwortet 503 mit der deutschen Meldung, nicht 500', async () => {
    // A PostgreSQL server that refuses connections (nothing listens on port 1).
    const pool = new pg.Pool({
      connectionString: 'postgres://niemand@127.0.0.1:1/keine',
      connectionTimeoutMillis: 1_000,
    });
    const weg: DatenbankVerbindung = {
      art: 'postgres',
      db: new Kysely<Datenbank>({ dialect: mitVerfuegbarkeit(new PostgresDialect({ pool })) }),
      schliessen: async () => undefined,
    };
    const app = await testApp(weg, { uhr });
    try {
      const r = await formular(app, 'erika', 'erika-passwort', '10.22.0.1');
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('60');
      expect(r.body).toContain(MELDUNG_NICHT_VERFUEGBAR);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
