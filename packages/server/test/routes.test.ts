import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { registriereFehlerbehandlung } from '../src/fehlerbehandlung.ts';
import { webAppRoutes } from '../src/routes/web-app.ts';
import { falscheWebDist, meldungenAus, testApp } from './hilfen.ts';

describe('environmentInfo, Gesundheit, Adresssuche', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({
      GEOKARTEN_URL: 'https://karten.example/mietspiegel/',
      GEOKARTEN_WOHNLAGE_URL: 'https://karten.example/wohnlage',
      GEOKARTEN_GEBAEUDETYP_URL: 'https://typ.example/gebaeudetyp',
      WARTUNG_DATUM: '2026-12-01',
      KARTE_KACHEL_URL: 'https://{s}.kacheln.example/{z}/{x}/{y}.png',
      KARTE_KACHEL_ATTRIBUTION: '© Kachel-Beispiel',
    });
  });
  afterAll(() => app.close());

  it('liefert die Kartenadressen und das Wartungsdatum aus der Konfiguration', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/environmentInfo' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      geokartenUrl: 'https://karten.example/mietspiegel/',
      geokartenWohnlageUrl: 'https://karten.example/wohnlage',
      geokartenGebaeudetypUrl: 'https://typ.example/gebaeudetyp',
      wartungsdatum: '2026-12-01',
      kartenKachelUrl: 'https://{s}.kacheln.example/{z}/{x}/{y}.png',
      kartenKachelAttribution: '© Kachel-Beispiel',
      geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: false },
      ausgaben: [
        {
          id: 'muenchen-2025',
          titel: 'Mietspiegel für München 2025',
          jahr: 2025,
          gueltigAb: null,
          gueltigBis: null,
        },
      ],
      ausgabeHeute: 'muenchen-2025',
    });
  });

  it('lädt Bilder nur von uns und vom Kachelserver der Karte (issue 11)', async () => {
    const r = await app.inject({ method: 'GET', url: '/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: https://*.kacheln.example;");
    expect(csp).toContain("connect-src 'self';");
    const ohne = await testApp();
    expect(
      String((await ohne.inject({ url: '/health' })).headers['content-security-policy']),
    ).toContain("img-src 'self' data:;");
    await ohne.close();
  });

  it('erlaubt den Kartendienst im Frame, aber niemanden, uns einzubetten', async () => {
    const r = await app.inject({ method: 'GET', url: '/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src 'self' https:\/\/karten\.example https:\/\/typ\.example;/);
    expect(csp).toContain("script-src 'self';");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('wartungsdatum ist null, wenn keins konfiguriert ist', async () => {
    const ohne = await testApp();
    const r = await ohne.inject({ method: 'GET', url: '/api/environmentInfo' });
    expect(r.json()).toMatchObject({ geokartenUrl: '', wartungsdatum: null });
    await ohne.close();
  });

  it.each(['/health', '/api/health'])('%s antwortet ok', async (url) => {
    const r = await app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('Adresssuche: ab 3 Zeichen eine (noch leere) Trefferliste', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/backend-service/adresssuche?searchString=Marienplatz',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([]);
  });

  it.each(['?searchString=Ma', '?searchString=%20%20ab%20', ''])(
    'Adresssuche mit zu kurzem Suchtext (%s) → 400 mit deutscher Meldung',
    async (query) => {
      const r = await app.inject({
        method: 'GET',
        url: `/api/backend-service/adresssuche${query}`,
      });
      expect(r.statusCode).toBe(400);
      expect(meldungenAus(r.body)).toEqual([
        'Bitte geben Sie mindestens 3 Zeichen für die Adresssuche ein.',
      ]);
    },
  );

  it.each([
    [
      'über 200 Zeichen',
      `?searchString=${'a'.repeat(201)}`,
      'Der Wert von „searchString“ ist zu lang (höchstens 200 Zeichen).',
    ],
    [
      'zweimal angegeben',
      '?searchString=Marienplatz&searchString=Stachus',
      '„searchString“ darf nur einmal angegeben werden.',
    ],
  ])('Adresssuche: Suchtext %s → 400 mit passender Meldung', async (_fall, query, meldung) => {
    const r = await app.inject({ method: 'GET', url: `/api/backend-service/adresssuche${query}` });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ fehler: [{ feld: 'searchString', meldung }] });
  });

  it('unbekannte Adressen und kaputte URLs bekommen die deutsche Fehlerhülle', async () => {
    const r404 = await app.inject({ method: 'POST', url: '/api/gibt-es-nicht' });
    expect(r404.statusCode).toBe(404);
    expect(meldungenAus(r404.body)[0]).toMatch(/gibt es nicht/);
    const kaputt = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(kaputt.statusCode).toBeLessThan(500);
    expect(meldungenAus(kaputt.body).length).toBe(1);
  });
});

describe('HSTS', () => {
  it('sendet Strict-Transport-Security nur, wenn die Anfrage über HTTPS kam', async () => {
    // inject's requests come from 127.0.0.1: the trusted TLS proxy of this test.
    const hinterProxy = await testApp({ TRUST_PROXY: '127.0.0.1' });
    const https = await hinterProxy.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await hinterProxy.inject({ method: 'GET', url: '/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await hinterProxy.close();
  });

  it('auch die 400 für eine kaputte Prozentkodierung trägt HSTS (vor den Hooks beantwortet)', async () => {
    const hinterProxy = await testApp({ TRUST_PROXY: '127.0.0.1' });
    const kaputt = await hinterProxy.inject({
      method: 'GET',
      url: '/api/%E0%A4%A',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(kaputt.statusCode).toBe(400);
    expect(kaputt.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(kaputt.headers['x-content-type-options']).toBe('nosniff');
    const http = await hinterProxy.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await hinterProxy.close();
  });

  it('glaubt X-Forwarded-Proto nur einem vertrauten Proxy', async () => {
    const ohneProxy = await testApp();
    const r = await ohneProxy.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(r.headers['strict-transport-security']).toBeUndefined();
    await ohneProxy.close();
  });
});

describe('Web-App ausliefern', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await falscheWebDist();
    app = await testApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('leitet / auf /berechnung.html um', async () => {
    const r = await app.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/berechnung.html');
  });

  // /auth/index.html sits behind the sign-in guard in the full app (auth/anmeldung.ts), so the
  // route itself is checked on the plugin alone.
  const nurWebApp = async (webDist: string) => {
    const einzeln = Fastify();
    registriereFehlerbehandlung(einzeln, 1024);
    await einzeln.register(webAppRoutes, { webDist });
    return einzeln;
  };

  it.each(['/berechnung.html', '/auth/index.html'])(
    '%s liefert index.html, ohne Cache',
    async (url) => {
      const r =
        url === '/berechnung.html'
          ? await app.inject({ method: 'GET', url })
          : await (await nurWebApp(dist)).inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<div id="root"></div>');
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      if (url === '/berechnung.html') {
        expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      }
    },
  );

  it('liefert loggedout.html', async () => {
    const r = await app.inject({ method: 'GET', url: '/loggedout.html' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Abgemeldet');
  });

  it('cacht Assets ein Jahr lang als unveränderlich', async () => {
    const r = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('console.log("app");');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('liefert Dateien aus public/ ohne Langzeit-Cache, fehlende Assets sind 404', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const fehlt = await app.inject({ method: 'GET', url: '/assets/gibt-es-nicht.js' });
    expect(fehlt.statusCode).toBe(404);
    meldungenAus(fehlt.body);
  });

  it('liefert das Favicon der Web-App aus, auch unter /favicon.ico', async () => {
    const mitPublic = await testApp({
      WEB_DIST: fileURLToPath(new URL('../../web/public', import.meta.url)),
    });
    const umleitung = await mitPublic.inject({ method: 'GET', url: '/favicon.ico' });
    expect(umleitung.statusCode).toBe(302);
    expect(umleitung.headers.location).toBe('/favicon.svg');
    const icon = await mitPublic.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    await mitPublic.close();
    // The web app's page names it, so browsers need not guess.
    const seite = await readFile(new URL('../../web/index.html', import.meta.url), 'utf8');
    expect(seite).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  const SEITE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it.each([
    ['GET', '/wohnflaeche'],
    ['GET', '/berechnung.html/'],
    ['HEAD', '/gibt/es/nicht.html'],
    ['GET', '/wohnflaeche?ziel=https://boese.example/'],
    ['GET', '/%2F%2Fboese.example'],
  ])('%s %s: unbekannte Seite leitet auf / um, nie woandershin', async (method, url) => {
    const r = await app.inject({ method: method as 'GET' | 'HEAD', url, headers: SEITE });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/');
  });

  it.each([
    ['/api/gibt-es-nicht', SEITE],
    ['/wohnflaeche', { accept: 'application/json' }],
    ['/assets/gibt-es-nicht.js', { accept: '*/*' }],
  ])('%s ohne Seitenaufruf bleibt ein JSON-404', async (url, headers) => {
    const r = await app.inject({ method: 'GET', url, headers });
    expect(r.statusCode).toBe(404);
    expect(meldungenAus(r.body)[0]).toMatch(/gibt es nicht/);
  });

  it('ohne Build: deutscher Hinweis mit 503', async () => {
    const ohne = await testApp({ WEB_DIST: `${dist}-fehlt` });
    const einzeln = await nurWebApp(`${dist}-fehlt`);
    for (const url of ['/berechnung.html', '/auth/index.html', '/loggedout.html']) {
      const r = await (url.startsWith('/auth/') ? einzeln : ohne).inject({ method: 'GET', url });
      expect(r.statusCode).toBe(503);
      expect(r.body).toContain('Die Web-App wurde noch nicht gebaut: <code>npm run build</code>');
    }
    await ohne.close();
  });
});
