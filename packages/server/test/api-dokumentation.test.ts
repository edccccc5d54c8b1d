/**
 * GET /api/dokumentation (issue 12 §4, docs/adr/0009): the API description as a German page on
 * our own origin, under the same strict CSP as every page, with every operation of
 * /api/openapi.json and a link to it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOKU_TITEL, dokumentationsSeite } from '../src/routes/api-dokumentation.ts';
import { testApp } from './hilfen.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('API-Dokumentation als Seite', () => {
  it('wird als deutsche HTML-Seite ausgeliefert und verlinkt die Beschreibung', async () => {
    const r = await app.inject({ url: '/api/dokumentation' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body).toContain('<html lang="de">');
    expect(r.body).toContain(`<title>${DOKU_TITEL}</title>`);
    expect(r.body).toContain(
      '<a href="/api/openapi.json">Maschinenlesbare Beschreibung (OpenAPI 3.1, JSON)</a>',
    );
    // The page's CSP is the app's own: no script may run, none is needed.
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.body).not.toMatch(/<script/i);
  });

  it('nennt jede Operation der Beschreibung mit ihrer Zusammenfassung', async () => {
    const dokument = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const seite = (await app.inject({ url: '/api/dokumentation' })).body;
    const operationen = Object.entries(dokument.paths).flatMap(([pfad, eintrag]) =>
      Object.entries(eintrag).map(([methode, op]) => ({ pfad, methode, op })),
    );
    expect(operationen.length).toBeGreaterThan(15);
    for (const { pfad, methode, op } of operationen) {
      const kopf = `<code>${methode.toUpperCase()} ${pfad.replace(/&/g, '&amp;')}</code>`;
      expect(seite, kopf).toContain(kopf);
      if (op.summary) expect(seite).toContain(op.summary.replace(/&/g, '&amp;'));
    }
  });

  it('maskiert Text aus der Beschreibung (kein HTML aus Schemas oder Texten)', () => {
    const seite = dokumentationsSeite({
      info: { title: 'T <b>fett</b>', version: '1' },
      paths: {
        '/x': { get: { summary: '<img src=x onerror=alert(1)>', responses: { 200: {} } } },
      },
    });
    expect(seite).toContain('T &lt;b&gt;fett&lt;/b&gt;');
    expect(seite).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(seite).not.toContain('<img');
  });
});
