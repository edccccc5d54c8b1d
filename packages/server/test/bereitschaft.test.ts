/**
 * GET /health/ready tells the truth about the database (issue 12 §4): 503 „wird geöffnet“ while
 * the server listens but its database still opens (PGlite's start), 503 „nicht erreichbar“ when
 * PostgreSQL does not answer, 200 once it does; /health (liveness) answers 200 throughout.
 */
import { describe, expect, it } from 'vitest';
import { oeffneDatenbank, type DatenbankVerbindung } from '../src/db/datenbank.ts';
import { MELDUNG_NICHT_VERFUEGBAR } from '../src/db/verfuegbarkeit.ts';
import { MELDUNG_WIRD_GEOEFFNET } from '../src/db/oeffnung.ts';
import { meldungenAus, testApp } from './hilfen.ts';
import { lausche } from './roh.ts';

async function warteAuf(bedingung: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (await bedingung()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Zustand nie erreicht');
}

describe('Bereitschaft (/health/ready)', () => {
  it('503 „Die Datenbank wird geöffnet …“, solange PGlite öffnet; danach 200', async () => {
    let freigeben!: () => void;
    const gehalten = new Promise<void>((r) => (freigeben = r));
    let geoeffnet = 0;
    const app = await testApp(
      {},
      {
        // The real embedded database, opened only when the test lets it.
        oeffneDatenbank: async (): Promise<DatenbankVerbindung> => {
          geoeffnet += 1;
          await gehalten;
          return oeffneDatenbank({});
        },
      },
    );
    try {
      const port = await lausche(app);
      const url = `http://127.0.0.1:${port}`;
      await warteAuf(async () => geoeffnet === 1);
      const oeffnend = await fetch(`${url}/health/ready`);
      expect(oeffnend.status).toBe(503);
      expect(oeffnend.headers.get('retry-after')).toBe('5');
      expect(meldungenAus(await oeffnend.text())).toEqual([MELDUNG_WIRD_GEOEFFNET]);
      expect((await fetch(`${url}/health`)).status).toBe(200);
      freigeben();
      await warteAuf(async () => (await fetch(`${url}/health/ready`)).status === 200);
      expect(geoeffnet).toBe(1);
    } finally {
      freigeben();
      await app.close();
    }
  }, 120_000); // PGlite's first start takes long on a busy machine

  it('503 „Die Datenbank ist zurzeit nicht erreichbar …“, wenn PostgreSQL nicht antwortet', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const app = await testApp({
      DATABASE_URL: 'postgres://niemand@127.0.0.1:1/keine',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    try {
      const port = await lausche(app);
      const url = `http://127.0.0.1:${port}`;
      // The first opening (when it listens) fails; from then on the reason is "unreachable".
      let letzte = '';
      await warteAuf(async () => {
        letzte = await (await fetch(`${url}/health/ready`)).text();
        return letzte.includes(MELDUNG_NICHT_VERFUEGBAR);
      });
      const r = await fetch(`${url}/health/ready`);
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('60');
      expect(meldungenAus(await r.text())).toEqual([MELDUNG_NICHT_VERFUEGBAR]);
      expect((await fetch(`${url}/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
