/**
 * The public calculator never touches the database, whatever cookie it is sent (issue 9 A5):
 * only routes that need the user look up the session. Queries are counted through a Kysely
 * plugin on the app's database; afterwards the database is closed and the public routes must
 * still answer.
 */
import type { KyselyPlugin } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import beispiel from '../../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import {
  anmelden,
  DATENBANKART,
  legeKontoAn,
  RECHT,
  testApp,
  testDatenbank,
  type TestDatenbank,
} from './hilfen.ts';

let abfragen = 0;
const zaehler: KyselyPlugin = {
  transformQuery(args) {
    abfragen += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

let datenbank: TestDatenbank;
let app: FastifyInstance;
let echtesCookie: string;

beforeAll(async () => {
  datenbank = await testDatenbank();
  await legeKontoAn(datenbank, 'erika', 'erika-passwort', [RECHT]);
  app = await testApp({ ...datenbank, db: datenbank.db.withPlugin(zaehler) });
  echtesCookie = await anmelden(app, 'erika', 'erika-passwort');
});
afterAll(async () => {
  await app?.close();
  await datenbank?.aufraeumen();
});

const oeffentlich = (cookie: string) => [
  app.inject({
    method: 'POST',
    url: '/api/backend-service/berechnung',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(beispiel.given),
  }),
  app.inject({ url: '/api/environmentInfo', headers: { cookie } }),
];

describe(`Öffentliche Routen ohne Datenbank (${DATENBANKART})`, () => {
  it('Berechnung und environmentInfo fragen mit echtem oder erfundenem Sitzungs-Cookie keine Datenbank ab', async () => {
    abfragen = 0;
    for (const cookie of [echtesCookie, 'mietspiegel_sitzung=erfunden', 'irgendein=cookie']) {
      const antworten = await Promise.all(oeffentlich(cookie));
      expect(antworten.map((r) => r.statusCode)).toEqual([200, 200]);
    }
    expect(abfragen).toBe(0);
    // The routes that need the user still find it.
    const info = await app.inject({ url: '/api/sso/userinfo', headers: { cookie: echtesCookie } });
    expect(info.json().name).toBe('erika');
    expect(abfragen).toBeGreaterThan(0);
  });

  it('antworten auch, wenn die Datenbank geschlossen ist', async () => {
    await datenbank.schliessen();
    for (const cookie of [echtesCookie, 'mietspiegel_sitzung=erfunden']) {
      const [berechnung, umgebung] = await Promise.all(oeffentlich(cookie));
      expect(berechnung?.statusCode).toBe(200);
      expect(berechnung?.json().ortsueblicheMieteProQM).toBe(
        beispiel.expected.ortsueblicheMieteProQM,
      );
      expect(umgebung?.statusCode).toBe(200);
    }
  });
});
