/**
 * Prometheus metrics (issue 12 §4, metriken.ts): off by default, readable only with the bearer
 * token, counting requests by route pattern and status, calculations and PDFs, and PostgreSQL's
 * connection pool.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { MELDUNG_METRIK_TOKEN } from '../src/metriken.ts';
import { meldungenAus, testApp } from './hilfen.ts';
import {
  DATENBANKART,
  testApp as testAppMitDatenbank,
  testDatenbank,
  type TestDatenbank,
} from './vorlagen/hilfen.ts';

const TOKEN = 'metriken-test-0123456789abcdef';
const MIT_TOKEN = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`), 0 when it is absent. */
function wert(text: string, probe: string): number {
  const zeile = text.split('\n').find((z) => z.startsWith(`${probe} `));
  return zeile ? Number(zeile.slice(probe.length + 1)) : 0;
}

describe('Metriken aus (Standard)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('/metrics ist ohne METRICS_TOKEN eine unbekannte Adresse wie jede andere', async () => {
    const metriken = await app.inject({ url: '/metrics', headers: MIT_TOKEN });
    const unbekannt = await app.inject({ url: '/gibt-es-nicht', headers: MIT_TOKEN });
    expect(metriken.statusCode).toBe(unbekannt.statusCode);
    expect(metriken.statusCode).not.toBe(200);
    expect(metriken.body).not.toContain('http_requests_total');
    expect(app.printRoutes()).not.toContain('metrics');
  });
});

describe('Metriken an (METRICS_TOKEN)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app.close());

  const metriken = async () => {
    const r = await app.inject({ url: '/metrics', headers: MIT_TOKEN });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    return r.body;
  };

  it('ohne oder mit falschem Zugangsschlüssel: 401 mit deutscher Meldung, keine Metriken', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer falsch' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ]) {
      const r = await app.inject({ url: '/metrics', headers });
      expect(r.statusCode).toBe(401);
      expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(meldungenAus(r.body)).toEqual([MELDUNG_METRIK_TOKEN]);
    }
  });

  it('eine Berechnung und ein PDF bewegen ihre Zähler und die Anfragen ihrer Route', async () => {
    const route = (r: string, status: number) =>
      `http_requests_total{method="POST",route="${r}",status="${status}"}`;
    const vorher = await metriken();
    const berechnung = await app.inject({
      method: 'POST',
      url: '/api/backend-service/berechnung',
      payload: beispiel.given,
    });
    expect(berechnung.statusCode).toBe(200);
    const pdf = await app.inject({
      method: 'POST',
      url: '/api/backend-service/pdf',
      payload: { berechnung: beispiel.given },
    });
    expect(pdf.statusCode).toBe(200);
    const ungueltig = await app.inject({
      method: 'POST',
      url: '/api/backend-service/berechnung',
      payload: {},
    });
    expect(ungueltig.statusCode).toBe(422);

    const nachher = await metriken();
    const differenz = (probe: string) => wert(nachher, probe) - wert(vorher, probe);
    expect(differenz('mietspiegel_berechnungen_total')).toBe(1);
    expect(differenz('mietspiegel_pdfs_total')).toBe(1);
    expect(differenz(route('/api/backend-service/berechnung', 200))).toBe(1);
    expect(differenz(route('/api/backend-service/berechnung', 422))).toBe(1);
    expect(differenz(route('/api/backend-service/pdf', 200))).toBe(1);
    expect(
      differenz(
        'http_request_duration_seconds_count{method="POST",route="/api/backend-service/pdf",status="200"}',
      ),
    ).toBe(1);
  });

  it('die Route ist das Muster, nie die Adresse der Anfrage', async () => {
    await app.inject({ url: '/api/backend-service/berechnungsvorlages/4711' });
    const text = await metriken();
    expect(text).toContain('route="/api/backend-service/berechnungsvorlages/:id"');
    // the address, not the digits: a duration sum such as 0.0047113 may hold them by chance
    expect(text).not.toContain('berechnungsvorlages/4711');
  });
});

describe(`Metriken der Datenbank (${DATENBANKART})`, () => {
  let datenbank: TestDatenbank;
  let app: FastifyInstance;
  beforeAll(async () => {
    datenbank = await testDatenbank();
    app = await testAppMitDatenbank(datenbank, { umgebung: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app?.close();
    await datenbank?.aufraeumen();
  });

  it('PostgreSQL: Verbindungen des Pools (offen, frei, wartend); PGlite: kein Pool, keine Werte', async () => {
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    const text = (await app.inject({ url: '/metrics', headers: MIT_TOKEN })).body;
    expect(text).toContain('# TYPE mietspiegel_datenbank_verbindungen gauge');
    const offen = 'mietspiegel_datenbank_verbindungen{zustand="offen"}';
    if (DATENBANKART === 'postgres') {
      expect(wert(text, offen)).toBeGreaterThanOrEqual(1);
      expect(text).toContain('mietspiegel_datenbank_verbindungen{zustand="frei"}');
      expect(wert(text, 'mietspiegel_datenbank_verbindungen{zustand="wartend"}')).toBe(0);
    } else {
      expect(text).not.toContain(offen);
    }
  });
});
