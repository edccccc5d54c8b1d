/**
 * Compressed static files (issue 12 §3): the build step writes `.br`/`.gz` twins, the server
 * picks one by `Accept-Encoding`, sends the file itself otherwise, and keeps cache headers,
 * security headers and the page routes as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { komprimiere } from '../../web/scripts/komprimiere.ts';
import { testApp } from './hilfen.ts';

// Big enough to compress well, like the real build's files.
const SKRIPT = `export const schritte = [${Array.from({ length: 400 }, (_, i) => `{ id: 'schritt-${i}', titel: 'Frage ${i}' }`).join(', ')}];\n`;
const SEITE = `<!doctype html><html lang="de"><title>Rechner</title><div id="root"></div>${'<!-- Platz -->'.repeat(100)}</html>\n`;
const ABGEMELDET = `<!doctype html><title>Abgemeldet</title><p>${'Sie sind abgemeldet. '.repeat(50)}</p>\n`;
const BILD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('komprimierte Dateien der Web-App', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'mietspiegel-dist-komprimiert-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), SEITE);
    await writeFile(join(dist, 'loggedout.html'), ABGEMELDET);
    await writeFile(join(dist, 'assets', 'index-AbC123.js'), SKRIPT);
    await writeFile(join(dist, 'assets', 'bild-AbC123.png'), BILD);
    const ergebnisse = await komprimiere(dist);
    // The build step itself: twins for text, none for an image.
    expect(ergebnisse.map((e) => e.datei).sort()).toEqual([
      'assets/index-AbC123.js',
      'index.html',
      'loggedout.html',
    ]);
    app = await testApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const hole = (url: string, kodierung?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: kodierung === undefined ? {} : { 'accept-encoding': kodierung },
    });

  const varyEnthaeltAcceptEncoding = (vary: unknown) =>
    expect(String(vary).toLowerCase()).toMatch(/(^|,\s*)accept-encoding(\s*,|$)/);

  it('die Zwillinge entpacken sich zur Datei selbst', async () => {
    for (const datei of ['assets/index-AbC123.js', 'index.html', 'loggedout.html']) {
      const roh = await readFile(join(dist, datei));
      expect(brotliDecompressSync(await readFile(join(dist, `${datei}.br`)))).toEqual(roh);
      expect(gunzipSync(await readFile(join(dist, `${datei}.gz`)))).toEqual(roh);
    }
  });

  it('Accept-Encoding br → Brotli, das zur Datei entpackt, mit Jahres-Cache', async () => {
    const r = await hole('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    varyEnthaeltAcceptEncoding(r.headers.vary);
    expect(r.rawPayload.length).toBeLessThan(SKRIPT.length / 3);
    expect(brotliDecompressSync(r.rawPayload).toString('utf8')).toBe(SKRIPT);
  });

  it('Accept-Encoding gzip → gzip, das zur Datei entpackt', async () => {
    const r = await hole('/assets/index-AbC123.js', 'gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    varyEnthaeltAcceptEncoding(r.headers.vary);
    expect(gunzipSync(r.rawPayload).toString('utf8')).toBe(SKRIPT);
  });

  it.each([undefined, 'identity', 'compress'])(
    'Accept-Encoding %s → die Datei selbst, unkomprimiert',
    async (kodierung) => {
      const r = await hole('/assets/index-AbC123.js', kodierung);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      varyEnthaeltAcceptEncoding(r.headers.vary);
      expect(r.body).toBe(SKRIPT);
    },
  );

  it.each([
    ['/berechnung.html', SEITE],
    ['/loggedout.html', ABGEMELDET],
  ])(
    'die Seite %s kommt ebenso komprimiert, ohne Cache, mit Sicherheitsheadern',
    async (url, inhalt) => {
      const br = await hole(url, 'br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['content-security-policy']).toContain("default-src 'self'");
      expect(br.headers['x-content-type-options']).toBe('nosniff');
      varyEnthaeltAcceptEncoding(br.headers.vary);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(inhalt);

      const gz = await hole(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(inhalt);

      const ohne = await hole(url);
      expect(ohne.headers['content-encoding']).toBeUndefined();
      expect(ohne.headers['content-type']).toBe('text/html; charset=utf-8');
      varyEnthaeltAcceptEncoding(ohne.headers.vary);
      expect(ohne.body).toBe(inhalt);
    },
  );

  it('eine Datei ohne komprimierten Zwilling kommt trotzdem, unverändert', async () => {
    const r = await hole('/assets/bild-AbC123.png', 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload).toEqual(BILD);
  });

  it('HEAD und fehlende Dateien wie bisher', async () => {
    const kopf = await app.inject({
      method: 'HEAD',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(kopf.statusCode).toBe(200);
    expect(kopf.headers['content-encoding']).toBe('br');
    expect(kopf.body).toBe('');
    const fehlt = await hole('/assets/gibt-es-nicht.js', 'br');
    expect(fehlt.statusCode).toBe(404);
  });

  // Issue 18 §7 (found on the map route, checked here): @fastify/static weighs Accept-Encoding
  // (`q=0` refuses a coding, RFC 9110 §12.5.3) and compares If-None-Match weakly with `*`
  // (§13.1.2) – kept so by these checks.
  it.each([
    ['gzip;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
  ])('Accept-Encoding „%s“ → %s', async (kodierung, erwartet) => {
    const r = await hole('/assets/index-AbC123.js', kodierung);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe(erwartet);
  });

  it('If-None-Match: schwach, stark oder * → 304 für die Seite', async () => {
    const etag = String((await hole('/berechnung.html')).headers.etag);
    const ohneW = etag.replace(/^W\//, '');
    for (const kopf of [etag, ohneW, `"anderes", ${ohneW}`, '*']) {
      const r = await app.inject({ url: '/berechnung.html', headers: { 'if-none-match': kopf } });
      expect(r.statusCode, kopf).toBe(304);
    }
    const anderes = await app.inject({
      url: '/berechnung.html',
      headers: { 'if-none-match': '"anderes"' },
    });
    expect(anderes.statusCode).toBe(200);
  });
});
