/**
 * The API description (issue 12 §4): GET /api/openapi.json is OpenAPI 3.1 and names every route
 * the app registers (path and method), except the web app's pages and static files, which are
 * hidden on purpose (vertrag/openapi.ts). The templates' body keeps its German handler check.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { meldungen } from '@mietspiegel/domain';
import { falscheWebDist, meldungenAus, testApp } from './hilfen.ts';

interface OpenApiDokument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
}

/** Routes hidden from the description on purpose: the web app's pages and static files. */
const VERBORGEN = new Set([
  'GET /',
  'GET /berechnung.html',
  'GET /auth/index.html',
  'GET /loggedout.html',
  'GET /favicon.ico',
  'GET /anmeldung.js', // the sign-in page's script file
  'GET /*', // @fastify/static
]);

/** Fastify's route path → OpenAPI's: `/:id` → `/{id}`. */
const alsOpenApiPfad = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('API-Beschreibung /api/openapi.json', () => {
  let app: FastifyInstance;
  let dist: string;
  const routen: { methode: string; url: string }[] = [];

  beforeAll(async () => {
    dist = await falscheWebDist();
    // Fastify announces each new instance on this channel before any route exists, so the
    // test sees every route the app registers, whichever plugin adds it.
    const merke = (nachricht: unknown) => {
      const { fastify } = nachricht as { fastify: FastifyInstance };
      fastify.addHook('onRoute', (route: RouteOptions) => {
        for (const methode of [route.method].flat()) routen.push({ methode, url: route.url });
      });
    };
    subscribe('fastify.initialization', merke);
    try {
      // With the metrics and the OIDC sign-in on, so /metrics and the provider's routes are
      // among the routes that must be described (the provider is only asked at a sign-in).
      app = await testApp({
        WEB_DIST: dist,
        METRICS_TOKEN: 'openapi-test-0123456789',
        OIDC_ISSUER: 'http://127.0.0.1:9/realms/test',
        OIDC_CLIENT_ID: 'mietspiegel',
        OIDC_CLIENT_SECRET: 'openapi-test-geheimnis-0123456789',
        OIDC_REDIRECT_URI: 'http://localhost:8080/anmeldung/oidc/callback',
        OIDC_ERLAUBE_HTTP: 'true',
      });
      await app.ready();
    } finally {
      unsubscribe('fastify.initialization', merke);
    }
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const dokument = async (): Promise<OpenApiDokument> => {
    const r = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    return r.json<OpenApiDokument>();
  };

  it('ist ein OpenAPI-3.1-Dokument mit info und paths', async () => {
    const d = await dokument();
    expect(d.openapi).toBe('3.1.0');
    expect(d.info.title).toMatch(/Mietspiegelrechner/);
    expect(d.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(typeof d.paths).toBe('object');
    // Each operation answers at least one status and every path is a plain OpenAPI path.
    for (const [pfad, operationen] of Object.entries(d.paths)) {
      expect(pfad).toMatch(/^\/[\w./{}-]*$/);
      for (const op of Object.values(operationen)) {
        expect(op).toHaveProperty('responses');
      }
    }
  });

  it('enthält jede registrierte Route (Pfad und Methode), außer den bewusst verborgenen', async () => {
    const d = await dokument();
    const beschrieben = new Set(
      Object.entries(d.paths).flatMap(([pfad, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${pfad}`),
      ),
    );
    const registriert = new Set(routen.map((r) => `${r.methode} ${r.url}`));
    // Fastify adds a HEAD route for every GET; they are the same operation, and the description
    // leaves them out as @fastify/swagger does by default. Any other HEAD route would count.
    const erwartet = [...registriert]
      .filter((r) => !(r.startsWith('HEAD ') && registriert.has(`GET ${r.slice(5)}`)))
      .filter((r) => !VERBORGEN.has(r))
      .map((r) => {
        const [methode, url] = r.split(' ') as [string, string];
        return `${methode} ${alsOpenApiPfad(url)}`;
      });
    // The collection saw the app's routes, not nothing.
    expect(erwartet.length).toBeGreaterThan(15);
    expect(erwartet).toContain('PUT /api/backend-service/berechnungsvorlages/{id}');
    expect(erwartet).toContain('POST /anmeldung');
    expect(erwartet).toContain('GET /anmeldung/oidc/start');
    expect(erwartet).toContain('GET /anmeldung/oidc/callback');
    expect(erwartet).toContain('GET /metrics');
    const fehlen = erwartet.filter((r) => !beschrieben.has(r));
    expect(fehlen).toEqual([]);
    // Nothing described that does not exist, and the hidden ones really are hidden.
    expect([...beschrieben].filter((r) => !erwartet.includes(r))).toEqual([]);
    for (const r of VERBORGEN) expect(registriert.has(r)).toBe(true);
  });

  it('beschreibt die Wahl der Mietspiegel-Ausgabe (issue 20 §3)', async () => {
    const d = await dokument();
    const berechnung = d.paths['/api/backend-service/berechnung']?.post;
    const koerper = JSON.stringify(berechnung?.requestBody);
    expect(koerper).toContain('"ausgabe"');
    expect(koerper).toContain('Id der Mietspiegel-Ausgabe, nach der gerechnet wird');
    expect(JSON.stringify(berechnung)).toContain(
      'Id der Mietspiegel-Ausgabe, nach der gerechnet wurde.',
    );
    expect(JSON.stringify(d.paths['/api/backend-service/pdf']?.post)).toContain(
      'Mietspiegel_München_JJJJ.pdf',
    );
    const umgebung = JSON.stringify(d.paths['/api/environmentInfo']?.get);
    expect(umgebung).toContain('"ausgaben"');
    expect(umgebung).toContain('"ausgabeHeute"');
  });

  it('beschreibt die Grenzen der Abfrageparameter aus dem Schema, das sie prüft (issue 28 §5)', async () => {
    const d = await dokument();
    type Parameter = { name: string; in: string; schema?: Record<string, unknown> };
    const parameter = (pfad: string, name: string) =>
      (d.paths[pfad]?.get as { parameters?: Parameter[] } | undefined)?.parameters?.find(
        (p) => p.in === 'query' && p.name === name,
      );
    // the address search and its street suggestions: one definition, minimum and maximum stated
    for (const pfad of [
      '/api/backend-service/adresssuche',
      '/api/backend-service/strassenvorschlaege',
    ]) {
      expect(parameter(pfad, 'searchString')?.schema).toMatchObject({
        type: 'string',
        minLength: 3,
        maxLength: 200,
      });
    }
    // the list: the sortable columns named by the schema that checks them
    const sort = JSON.stringify(parameter('/api/backend-service/berechnungsvorlages', 'sort'));
    expect(sort).toContain('dateiId, dateiname, anlagedatum');
  });

  it('beschreibt die Vorlagen- und Anmelderouten mit Körper und Antworten', async () => {
    const d = await dokument();
    const vorlagen = d.paths['/api/backend-service/berechnungsvorlages'];
    expect(vorlagen?.post?.tags).toEqual(['Vorlagen']);
    expect(JSON.stringify(vorlagen?.post?.requestBody)).toContain('"dateiname"');
    expect(
      Object.keys(d.paths['/api/backend-service/berechnungsvorlages/{id}']?.put ?? {}),
    ).toContain('requestBody');
    const anmelden = d.paths['/anmeldung']?.post;
    expect(JSON.stringify(anmelden?.requestBody)).toContain('application/x-www-form-urlencoded');
    expect(JSON.stringify(d.paths['/api/sso/userinfo']?.get)).toContain('authorities');
  });

  it('der Vertrag ändert nichts: Vorlagen-Körper prüft weiter zod, auf Deutsch', async () => {
    const ohneSicherheit = await testApp({ MIETSPIEGEL_NO_SECURITY: 'true' });
    try {
      const r = await ohneSicherheit.inject({
        method: 'POST',
        url: '/api/backend-service/berechnungsvorlages',
        headers: { 'content-type': 'application/json' },
        // unknown field kept as before; a wrong type answered by zod in German, not by ajv
        payload: { dateiname: 7, unbekannt: true },
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().fehler).toContainEqual({
        feld: 'dateiname',
        meldung: meldungen.dateinameLeer,
      });
      for (const m of meldungenAus(r.body)) expect(m).not.toMatch(/must|should/);
      const info = await ohneSicherheit.inject({ method: 'GET', url: '/api/sso/userinfo' });
      expect(info.json()).toEqual({
        name: 'entwicklung',
        authorities: expect.any(Array),
        user_roles: [],
      });
    } finally {
      await ohneSicherheit.close();
    }
  });
});
