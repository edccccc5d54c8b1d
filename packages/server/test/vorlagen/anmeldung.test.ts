/**
 * Sign-in (spezifikation.md §6, §7): the form, the /auth/ guard with return path and hash
 * route, no open redirect, uniform failure, rate limits, server-side sessions (hash only,
 * expiry, sliding renewal), logout, cookie flags, permission changes take effect at once.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { KontoRepository } from '../../src/auth/konto-repository.ts';
import {
  anmelden,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  testApp,
  testUmgebung,
} from './hilfen.ts';

let jetzt = new Date('2026-11-22T09:00:00Z');
const sekunden = (n: number) => {
  jetzt = new Date(jetzt.getTime() + n * 1000);
};
const minuten = (n: number) => sekunden(n * 60);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const u = testUmgebung({ uhr: () => jetzt, umgebung: { TRUST_PROXY: 'true' } });

beforeAll(async () => {
  for (const name of [
    'erika',
    'pause',
    'parallel',
    'bestuermt',
    'verteilt',
    'ablauf',
    'gleitend',
    'abmelden',
    'entzug',
  ]) {
    await legeKontoAn(u.datenbank, name, `${name}-passwort`, [RECHT]);
  }
});

function formular(
  felder: Record<string, string>,
  ip = '127.0.0.1',
  kopf: Record<string, string> = {},
  app: FastifyInstance = u.app,
) {
  return app.inject({
    method: 'POST',
    url: '/anmeldung',
    payload: new URLSearchParams(felder).toString(),
    headers: { ...FORM, ...kopf },
    remoteAddress: ip,
  });
}

async function benutzerMit(cookie: string): Promise<string | null> {
  return (await u.app.inject({ url: '/api/sso/userinfo', headers: { cookie } })).json().name;
}

describe(`Anmeldeseite und Weiterleitung (${DATENBANKART})`, () => {
  it('/auth/… ohne Sitzung → 302 zur Anmeldung, der Pfad samt Query bleibt erhalten', async () => {
    const r = await u.app.inject({ url: '/auth/index.html?x=1' });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/anmeldung?ziel=%2Fauth%2Findex.html%3Fx%3D1');
    const seite = await u.app.inject({ url: r.headers.location as string });
    expect(seite.statusCode).toBe(200);
    expect(seite.body).toContain('name="ziel" value="/auth/index.html?x=1"');
  });

  it.each([
    '/%61uth/index.html',
    '/x/../auth/index.html',
    '/auth//index.html',
    '/auth/./index.html',
  ])('lässt sich nicht mit umgeschriebenen Pfaden umgehen: %s → 302', async (url) => {
    const r = await u.app.inject({ url });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toMatch(/^\/anmeldung\?ziel=/);
  });

  it('ist eine zugängliche deutsche Seite: lang=de, Beschriftungen, Skript für die Hash-Route', async () => {
    const r = await u.app.inject({ url: '/anmeldung' });
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toContain('<html lang="de">');
    expect(r.body).toMatch(/<label for="name">Anmeldename<\/label>/);
    expect(r.body).toMatch(/<label for="passwort">Passwort<\/label>/);
    expect(r.body).toContain('id="name"');
    expect(r.body).toContain('autocomplete="current-password"');
    expect(r.body).toContain('<script src="/anmeldung.js"></script>');
    expect(r.body).not.toContain('role="alert"');
    // CSP allows scripts only from 'self': the hash script is an external file.
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    const skript = await u.app.inject({ url: '/anmeldung.js' });
    expect(skript.statusCode).toBe(200);
    expect(skript.body).toContain('location.hash');
  });

  it('führt nach der Anmeldung zur gewünschten Seite samt Hash-Route zurück', async () => {
    const r = await formular({
      name: 'erika',
      passwort: 'erika-passwort',
      ziel: '/auth/index.html',
      hash: '#/save',
    });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/auth/index.html#/save');
  });

  it.each([
    ['/auth/index.html?x=1', '#/save', '/auth/index.html?x=1#/save'],
    ['/auth/./index.html', '', '/auth/index.html'],
    ['/berechnung.html', '#/berechnungsergebnisse', '/berechnung.html#/berechnungsergebnisse'],
    ['/', '', '/'],
  ])('führt zu einer Seite dieses Servers: ziel=%j hash=%j → %s', async (ziel, hash, ort) => {
    const r = await formular({ name: 'erika', passwort: 'erika-passwort', ziel, hash });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe(ort);
  });

  // Every value that is, or becomes after the URL parser's normalisation, another host, another
  // scheme or a page we do not send users to (issue 9 A2).
  it.each([
    '/.//boese.example',
    '/x/..//boese.example',
    '/%2e//boese.example',
    '/%2E%2E//boese.example',
    '/auth/..//boese.example/p',
    '/auth/%2e%2e//boese.example/p',
    '/berechnung.html/..//boese.example',
    '//boese.example/x',
    '///boese.example',
    '/\\boese.example',
    '\\/boese.example',
    '/\\/boese.example',
    '\\\\boese.example',
    '/\t/boese.example',
    '/\n/boese.example',
    '/\r\n/boese.example',
    '\t//boese.example',
    ' //boese.example',
    'https://boese.example/',
    'HTTPS://boese.example/auth/',
    'http:boese.example',
    'http://ziel.invalid@boese.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/anmeldung?ziel=/x',
    '/%2fboese.example',
    '/' + '../'.repeat(700) + '/boese.example',
    '/auth/' + 'x'.repeat(3000),
    // only the signed-in area /auth/… and the calculator page itself, not what merely starts alike
    '/auth',
    '/authx/index.html',
    '/auth.html',
    '/berechnung.htmlx',
    '/berechnung.html.bak',
  ])('leitet nie woanders hin: ziel=%j', async (ziel) => {
    const r = await formular({ name: 'erika', passwort: 'erika-passwort', ziel, hash: '#/save' });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/#/save');
    const seite = await u.app.inject({ url: `/anmeldung?ziel=${encodeURIComponent(ziel)}` });
    expect(seite.body).toContain('name="ziel" value="/"');
  });

  it('nimmt keine Hash-Route mit fremden Zeichen an', async () => {
    const r = await formular({
      name: 'erika',
      passwort: 'erika-passwort',
      ziel: '/auth/index.html',
      hash: '#"><script>alert(1)</script>',
    });
    expect(r.headers.location).toBe('/auth/index.html');
  });

  it('setzt das Sitzungs-Cookie HttpOnly, SameSite=Lax, Path=/; Secure nur bei HTTPS', async () => {
    const http = await formular({ name: 'erika', passwort: 'erika-passwort' });
    const c = http.cookies.find((k) => k.name === 'mietspiegel_sitzung');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c?.secure).toBeFalsy();
    const https = await formular({ name: 'erika', passwort: 'erika-passwort' }, '127.0.0.1', {
      'x-forwarded-proto': 'https',
    });
    expect(https.cookies.find((k) => k.name === 'mietspiegel_sitzung')?.secure).toBe(true);
  });

  it('speichert nur den SHA-256 der Sitzungs-Id', async () => {
    const cookie = await anmelden(u.app, 'erika', 'erika-passwort');
    const id = cookie.split('=')[1] as string;
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    const zeilen = await u.datenbank.db.selectFrom('sitzung').select('idHash').execute();
    const hashes = zeilen.map((z) => z.idHash);
    expect(hashes).toContain(createHash('sha256').update(id).digest('hex'));
    expect(hashes).not.toContain(id);
  });
});

describe(`Fehlgeschlagene Anmeldung und Begrenzung (${DATENBANKART})`, () => {
  it('antwortet auf falsches Passwort und unbekannten Namen gleich (401, role=alert)', async () => {
    const falsch = await formular({ name: 'erika', passwort: 'falsch' }, '10.0.0.1');
    const unbekannt = await formular({ name: 'niemand', passwort: 'falsch' }, '10.0.0.1');
    expect(falsch.statusCode).toBe(401);
    expect(unbekannt.statusCode).toBe(401);
    expect(falsch.body).toContain('role="alert"');
    expect(falsch.body).toContain('Anmeldename oder Passwort ist falsch.');
    expect(falsch.body).toContain('aria-invalid="true"');
    expect(falsch.cookies).toHaveLength(0);
    const ohneName = (html: string) => html.replace(/value="(erika|niemand)"/, '');
    expect(ohneName(falsch.body)).toBe(ohneName(unbekannt.body));
  });

  it('verlangt beide Felder (400) und lehnt fremde Herkunft ab (403)', async () => {
    const leer = await formular({ name: 'erika', passwort: '' }, '10.0.0.2');
    expect(leer.statusCode).toBe(400);
    expect(leer.body).toContain('Bitte geben Sie Anmeldename und Passwort ein.');
    const fremd = await formular({ name: 'erika', passwort: 'erika-passwort' }, '10.0.0.2', {
      origin: 'https://boese.example',
    });
    expect(fremd.statusCode).toBe(403);
    expect(fremd.cookies).toHaveLength(0);
  });

  it('sperrt eine IP nach 20 Fehlversuchen über verschiedene Namen', async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (await formular({ name: `rater${i}`, passwort: 'falsch' }, '10.2.0.1')).statusCode,
      ).toBe(401);
    }
    const gesperrt = await formular({ name: 'erika', passwort: 'erika-passwort' }, '10.2.0.1');
    expect(gesperrt.statusCode).toBe(429);
    expect(
      (await formular({ name: 'erika', passwort: 'erika-passwort' }, '10.2.0.2')).statusCode,
    ).toBe(303);
  });
});

/** Status codes of a burst, counted: `{401: n, 429: m}`. */
async function buendel(anfragen: Array<ReturnType<typeof formular>>) {
  const zaehlung: Record<number, number> = {};
  for (const r of await Promise.all(anfragen))
    zaehlung[r.statusCode] = (zaehlung[r.statusCode] ?? 0) + 1;
  return zaehlung;
}

// docs/adr/0005-anmeldebremse.md; a 401 is one password check, a 429 none.
describe(`Anmeldebremse (${DATENBANKART})`, () => {
  it('wachsende Pause je Konto und Adresse: 1 s, 2 s, 4 s …; nach der Anmeldung vergessen', async () => {
    const ip = '10.3.0.1';
    expect((await formular({ name: 'pause', passwort: 'falsch' }, ip)).statusCode).toBe(401);
    const sofort = await formular({ name: 'pause', passwort: 'pause-passwort' }, ip);
    expect(sofort.statusCode).toBe(429);
    expect(sofort.headers['retry-after']).toBe('1');
    expect(sofort.body).toContain(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    );
    expect(sofort.body).toContain('role="alert"');
    sekunden(1);
    expect((await formular({ name: 'pause', passwort: 'falsch' }, ip)).statusCode).toBe(401);
    sekunden(1);
    expect((await formular({ name: 'pause', passwort: 'falsch' }, ip)).statusCode).toBe(429);
    sekunden(1);
    expect((await formular({ name: 'pause', passwort: 'falsch' }, ip)).statusCode).toBe(401);
    expect((await formular({ name: 'pause', passwort: 'falsch' }, ip)).headers['retry-after']).toBe(
      '4',
    );
    // Another address is not slowed by this pair's pause.
    expect(
      (await formular({ name: 'pause', passwort: 'pause-passwort' }, '10.3.0.2')).statusCode,
    ).toBe(303);
    sekunden(4);
    expect((await formular({ name: 'pause', passwort: 'pause-passwort' }, ip)).statusCode).toBe(
      303,
    );
    expect((await formular({ name: 'pause', passwort: 'falsch' }, ip)).statusCode).toBe(401);
  });

  it('60 gleichzeitige falsche Passwörter für ein Konto von einer Adresse: eine einzige Prüfung', async () => {
    const versuche = Array.from({ length: 60 }, () =>
      formular({ name: 'parallel', passwort: 'falsch' }, '10.4.0.1'),
    );
    expect(await buendel(versuche)).toEqual({ 401: 1, 429: 59 });
  });

  it('400 gleichzeitige Versuche von einer Adresse auf viele Namen: höchstens 20 Prüfungen', async () => {
    const versuche = Array.from({ length: 400 }, (_, i) =>
      formular({ name: `rater-${i}`, passwort: 'falsch' }, '10.5.0.1'),
    );
    expect(await buendel(versuche)).toEqual({ 401: 20, 429: 380 });
  });

  it('die Inhaberin meldet sich an, während ein Angreifer von einer anderen Adresse ihr Konto bestürmt', async () => {
    const angriff = Array.from({ length: 400 }, () =>
      formular({ name: 'bestuermt', passwort: 'falsch' }, '10.6.0.1'),
    );
    const [zaehlung, inhaberin] = await Promise.all([
      buendel(angriff),
      formular({ name: 'bestuermt', passwort: 'bestuermt-passwort' }, '10.6.0.2'),
    ]);
    expect(zaehlung).toEqual({ 401: 1, 429: 399 });
    expect(inhaberin.statusCode).toBe(303);
  });

  it('400 gleichzeitige Versuche von 400 Adressen auf ein Konto: höchstens 100 Prüfungen; von ihrer bekannten Adresse kommt die Inhaberin trotzdem hinein', async () => {
    expect(
      (await formular({ name: 'verteilt', passwort: 'verteilt-passwort' }, '10.7.255.1'))
        .statusCode,
    ).toBe(303);
    const angriff = Array.from({ length: 400 }, (_, i) =>
      formular({ name: 'Verteilt', passwort: 'falsch' }, `10.7.${i >> 8}.${i & 255}`),
    );
    expect(await buendel(angriff)).toEqual({ 401: 100, 429: 300 });
    expect(
      (await formular({ name: 'verteilt', passwort: 'verteilt-passwort' }, '10.7.255.1'))
        .statusCode,
    ).toBe(303);
    // The price of the ceiling (ADR 0005): a new address waits until the window ends.
    expect(
      (await formular({ name: 'verteilt', passwort: 'verteilt-passwort' }, '10.7.255.2'))
        .statusCode,
    ).toBe(429);
  });
});

describe(`Client-Adresse hinter einem Proxy (${DATENBANKART})`, () => {
  const viele = (app: FastifyInstance, proxy: string, client: string, praefix: string) =>
    Array.from({ length: 30 }, (_, i) =>
      formular(
        { name: `${praefix}-${i}`, passwort: 'falsch' },
        proxy,
        { 'x-forwarded-for': `198.51.100.${i}, ${client}` },
        app,
      ),
    );

  it('TRUST_PROXY=true glaubt nur dem letzten Eintrag: wechselnde X-Forwarded-For entgehen der Grenze je Adresse nicht', async () => {
    expect(await buendel(viele(u.app, '10.8.0.1', '203.0.113.1', 'xff-true'))).toEqual({
      401: 20,
      429: 10,
    });
  });

  it('TRUST_PROXY mit Proxy-Liste: nur die Einträge der genannten Proxys zählen', async () => {
    const app = await testApp(u.datenbank, {
      uhr: () => jetzt,
      umgebung: { TRUST_PROXY: '10.9.9.9, 10.9.8.0/24' },
    });
    try {
      // Through the proxies: the client address they report is limited.
      expect(await buendel(viele(app, '10.9.9.9', '203.0.113.2', 'xff-liste'))).toEqual({
        401: 20,
        429: 10,
      });
      // Directly from an address that is no proxy: its X-Forwarded-For is not believed.
      expect(await buendel(viele(app, '203.0.113.3', '203.0.113.4', 'xff-direkt'))).toEqual({
        401: 20,
        429: 10,
      });
      const r = await formular(
        { name: 'erika', passwort: 'erika-passwort' },
        '10.9.8.7',
        { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' },
        app,
      );
      expect(r.cookies.find((k) => k.name === 'mietspiegel_sitzung')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe(`Sitzungen (${DATENBANKART})`, () => {
  it('endet nach 60 Minuten ohne Anfrage: dann anonym, /auth/ leitet wieder zur Anmeldung', async () => {
    const cookie = await anmelden(u.app, 'ablauf', 'ablauf-passwort');
    expect(await benutzerMit(cookie)).toBe('ablauf');
    minuten(61);
    expect(await benutzerMit(cookie)).toBeNull();
    expect((await u.app.inject({ url: PFAD, headers: { cookie } })).statusCode).toBe(401);
    expect((await u.app.inject({ url: '/auth/index.html', headers: { cookie } })).statusCode).toBe(
      302,
    );
  });

  it('verlängert sich bei Benutzung (gleitender Ablauf)', async () => {
    const cookie = await anmelden(u.app, 'gleitend', 'gleitend-passwort');
    for (let i = 0; i < 4; i++) {
      minuten(40);
      expect(await benutzerMit(cookie)).toBe('gleitend');
    }
    minuten(61);
    expect(await benutzerMit(cookie)).toBeNull();
  });

  it('POST /logout beendet die Sitzung serverseitig und löscht das Cookie; ohne Sitzung 200', async () => {
    const cookie = await anmelden(u.app, 'abmelden', 'abmelden-passwort');
    const r = await u.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(r.statusCode).toBe(200);
    const geloescht = r.cookies.find((k) => k.name === 'mietspiegel_sitzung');
    expect(geloescht?.value).toBe('');
    expect(await benutzerMit(cookie)).toBeNull();
    expect((await u.app.inject({ method: 'POST', url: '/logout' })).statusCode).toBe(200);
    const jsonOhneKoerper = await u.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(jsonOhneKoerper.statusCode).toBe(200);
    const fremd = await u.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fremd.statusCode).toBe(403);
  });

  it('ein entzogenes Recht gilt sofort, auch in der laufenden Sitzung', async () => {
    const cookie = await anmelden(u.app, 'entzug', 'entzug-passwort');
    expect((await u.app.inject({ url: PFAD, headers: { cookie } })).statusCode).toBe(200);
    await new KontoRepository(async () => u.datenbank.db).entziehe('entzug', RECHT);
    expect((await u.app.inject({ url: PFAD, headers: { cookie } })).statusCode).toBe(403);
    await new KontoRepository(async () => u.datenbank.db).loesche('entzug');
    expect(await benutzerMit(cookie)).toBeNull();
  });
});
