/**
 * Sign-in through OpenID Connect (issue 12 §1) against a real provider (oidc-provider on
 * 127.0.0.1): with and without the permission, return target and hash route, no open redirect,
 * a wrong state, a wrong nonce, a missing or replayed answer refused (German page, no session),
 * an expired session, logout at both ends, no password sign-in while OIDC is on, a sign-in that
 * begins on one instance and returns to another, and local sessions not counting under OIDC.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VORGANGS_COOKIE } from '../../src/auth/oidc-vorgang.ts';
import {
  anmelden,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  testApp,
  testDatenbank,
  vorlage,
  type TestDatenbank,
} from '../vorlagen/hilfen.ts';
import { starteAnbieter, type TestAnbieter } from './anbieter.ts';
import { Benutzeragent, RUECKKEHR } from './browser.ts';

let jetzt = new Date('2026-11-22T09:00:00Z');
let anbieter: TestAnbieter;
let datenbank: TestDatenbank;
let app: FastifyInstance;

beforeAll(async () => {
  anbieter = await starteAnbieter({ redirectUri: RUECKKEHR });
  anbieter.konten.set('erika', { authorities: [RECHT, 'ETWAS_ANDERES'] });
  anbieter.konten.set('lena', { authorities: [] });
  datenbank = await testDatenbank();
  app = await testApp(datenbank, {
    umgebung: { ...anbieter.umgebung(), SESSION_TTL_MINUTES: '30' },
    uhr: () => jetzt,
  });
});
afterAll(async () => {
  await app?.close();
  await datenbank?.aufraeumen();
  await anbieter?.stoppe();
});

const neuerAgent = () => new Benutzeragent(app);

describe(`Anmeldung über OpenID Connect (${DATENBANKART})`, () => {
  it('/auth/… ohne Sitzung → /anmeldung, die den Browser samt Hash-Route zum Anbieter schickt (kein Passwortformular)', async () => {
    const a = neuerAgent();
    const schutz = await a.zuUns('/auth/index.html');
    expect(schutz.statusCode).toBe(302);
    const seite = await a.zuUns(schutz.headers.location as string);
    expect(seite.statusCode).toBe(200);
    expect(seite.body).toContain(
      '<a id="weiter" href="/anmeldung/oidc/start?ziel=%2Fauth%2Findex.html" data-automatisch>Weiter zur Anmeldung</a>',
    );
    expect(seite.body).not.toContain('type="password"');
    const skript = await a.zuUns('/anmeldung.js');
    expect(skript.body).toContain("'&hash=' + encodeURIComponent(window.location.hash)");

    const adresse = await a.beginne('/auth/index.html', '#/save?schritt=4');
    expect(adresse.origin).toBe(anbieter.issuer);
    const p = adresse.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe('mietspiegel');
    expect(p.get('redirect_uri')).toBe(RUECKKEHR);
    expect(p.get('code_challenge_method')).toBe('S256');
    for (const feld of ['state', 'nonce', 'code_challenge'])
      expect(p.get(feld)?.length).toBeGreaterThan(20);
    // The cookie holds state, nonce and verifier encrypted: none of them readable in it.
    const cookie = a.unsere.get(VORGANGS_COOKIE) ?? '';
    expect(cookie.length).toBeGreaterThan(50);
    for (const feld of ['state', 'nonce']) expect(cookie).not.toContain(p.get(feld));
  });

  it('mit der Berechtigung: Sitzung, zurück zu Seite und Hash-Route, userinfo aus der Sitzung, Vorlage speicherbar', async () => {
    const a = neuerAgent();
    const antwort = await a.melde('erika', '/auth/index.html', '#/save?schritt=4');
    expect(antwort.statusCode, antwort.body).toBe(303);
    expect(antwort.headers.location).toBe('/auth/index.html#/save?schritt=4');
    expect(antwort.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mietspiegel_sitzung=.+; Path=\/; HttpOnly; SameSite=Lax$/),
      ]),
    );
    expect(a.unsere.has(VORGANGS_COOKIE)).toBe(false);
    // Only our permission, nothing else the provider sends.
    expect(await a.userinfo()).toEqual({ name: 'erika', authorities: [RECHT], user_roles: [] });
    const angelegt = await a.zuUns(PFAD, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(vorlage('OIDC Erika')),
    });
    expect(angelegt.statusCode, angelegt.body).toBe(201);
    expect(angelegt.json()).toMatchObject({ dateiname: 'OIDC Erika', anlagenutzer: 'erika' });
    expect((await a.zuUns('/auth/index.html')).statusCode).not.toBe(302);
  });

  it('ohne die Berechtigung: angemeldet, aber Speichern 403', async () => {
    const a = neuerAgent();
    expect((await a.melde('lena')).statusCode).toBe(303);
    expect(await a.userinfo()).toEqual({ name: 'lena', authorities: [], user_roles: [] });
    const angelegt = await a.zuUns(PFAD, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(vorlage('OIDC Lena')),
    });
    expect(angelegt.statusCode).toBe(403);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/.//evil.example', '/\\evil.example'])(
    'kein offener Redirect über das Ziel %s: zurück auf /',
    async (ziel) => {
      const antwort = await neuerAgent().melde('erika', ziel, '#/x');
      expect(antwort.statusCode).toBe(303);
      expect(antwort.headers.location).toBe('/#/x');
    },
  );

  it('falscher state: abgelehnt mit deutscher Meldung, keine Sitzung', async () => {
    const a = neuerAgent();
    const erste = await a.beginne();
    await a.beginne(); // a second sign-in in another tab: its cookie replaces the first
    const { rueckkehr } = await a.amAnbieter(erste.href, 'erika');
    const antwort = await a.zurueck(rueckkehr);
    expect(antwort.statusCode).toBe(400);
    expect(antwort.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(antwort.body).toContain('Die Anmeldung konnte nicht bestätigt werden');
    expect(antwort.body).toContain('role="alert"');
    expect(a.unsere.has('mietspiegel_sitzung')).toBe(false);
    expect((await a.userinfo()).name).toBeNull();
  });

  it('falsche nonce (state und PKCE passen): abgelehnt, keine Sitzung', async () => {
    const a = neuerAgent();
    const erste = await a.beginne();
    const cookieDerErsten = a.unsere.get(VORGANGS_COOKIE) as string;
    const zweite = await a.beginne();
    // The second request with the first one's state and PKCE challenge: only the nonce differs.
    const gemischt = new URL(zweite);
    for (const feld of ['state', 'code_challenge']) {
      gemischt.searchParams.set(feld, erste.searchParams.get(feld) as string);
    }
    expect(gemischt.searchParams.get('nonce')).not.toBe(erste.searchParams.get('nonce'));
    const { rueckkehr } = await a.amAnbieter(gemischt.href, 'erika');
    a.unsere.set(VORGANGS_COOKIE, cookieDerErsten);
    const antwort = await a.zurueck(rueckkehr);
    expect(antwort.statusCode).toBe(400);
    expect(antwort.body).toContain('Die Anmeldung konnte nicht bestätigt werden');
    expect(a.unsere.has('mietspiegel_sitzung')).toBe(false);
    expect((await a.userinfo()).name).toBeNull();
  });

  it('ohne den Anmelde-Cookie oder mit einer schon verwendeten Antwort: abgelehnt', async () => {
    const a = neuerAgent();
    await a.beginne();
    const cookie = a.unsere.get(VORGANGS_COOKIE) as string;
    a.unsere.delete(VORGANGS_COOKIE);
    const adresse = await a.beginne();
    const { rueckkehr } = await a.amAnbieter(adresse.href, 'erika');
    const vorgang = a.unsere.get(VORGANGS_COOKIE) as string;
    a.unsere.delete(VORGANGS_COOKIE);
    const ohne = await a.zurueck(rueckkehr);
    expect(ohne.statusCode).toBe(400);
    expect(ohne.body).toContain(
      'Die Anmeldung ist abgelaufen oder wurde in einem anderen Fenster neu begonnen.',
    );
    // A changed cookie is as good as none.
    a.unsere.set(VORGANGS_COOKIE, `${cookie.slice(0, -2)}xy`);
    expect((await a.zurueck(rueckkehr)).statusCode).toBe(400);

    a.unsere.set(VORGANGS_COOKIE, vorgang);
    expect((await a.zurueck(rueckkehr)).statusCode).toBe(303);
    a.unsere.set(VORGANGS_COOKIE, vorgang);
    a.unsere.delete('mietspiegel_sitzung');
    const nochmal = await a.zurueck(rueckkehr);
    expect(nochmal.statusCode).toBe(400);
    expect(a.unsere.has('mietspiegel_sitzung')).toBe(false);
  });

  it('ein Anmeldevorgang verfällt nach 10 Minuten', async () => {
    const a = neuerAgent();
    const adresse = await a.beginne();
    const { rueckkehr } = await a.amAnbieter(adresse.href, 'erika');
    const vorher = jetzt;
    jetzt = new Date(jetzt.getTime() + 10 * 60_000 + 1_000);
    try {
      const antwort = await a.zurueck(rueckkehr);
      expect(antwort.statusCode).toBe(400);
      expect(antwort.body).toContain('Die Anmeldung ist abgelaufen');
    } finally {
      jetzt = vorher;
    }
  });

  it('die Sitzung endet nach SESSION_TTL_MINUTES ohne Anfrage', async () => {
    const a = neuerAgent();
    await a.melde('erika');
    expect((await a.userinfo()).name).toBe('erika');
    const vorher = jetzt;
    jetzt = new Date(jetzt.getTime() + 31 * 60_000);
    try {
      expect((await a.userinfo()).name).toBeNull();
      expect((await a.zuUns('/auth/index.html')).statusCode).toBe(302);
    } finally {
      jetzt = vorher;
    }
  });

  it('Abmelden beendet unsere Sitzung und die beim Anbieter (RP-initiated logout)', async () => {
    const a = neuerAgent();
    const erste = await a.amAnbieter((await a.beginne()).href, 'erika');
    expect(erste.loginSeite).toBe(true);
    expect((await a.zurueck(erste.rueckkehr)).statusCode).toBe(303);
    // Signed in at the provider: a second sign-in needs no login page.
    const zweite = await a.amAnbieter((await a.beginne()).href, 'erika');
    expect(zweite.loginSeite).toBe(false);
    expect((await a.zurueck(zweite.rueckkehr)).statusCode).toBe(303);
    const alteSitzung = a.unsere.get('mietspiegel_sitzung') as string;

    const abmelden = await a.zuUns('/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(abmelden.statusCode).toBe(200);
    const { meldung, abmeldeAdresse } = abmelden.json();
    expect(meldung).toBe('Sie wurden abgemeldet.');
    const ende = new URL(abmeldeAdresse);
    expect(ende.origin).toBe(anbieter.issuer);
    expect(ende.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://127.0.0.1:8080/loggedout.html',
    );
    expect(ende.searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);
    // Our end: the session is gone from the database, the old cookie value counts no more.
    a.unsere.set('mietspiegel_sitzung', alteSitzung);
    expect((await a.userinfo()).name).toBeNull();

    // The provider's end: its confirmation form, then back to our page after sign-out.
    const bestaetigung = await a.zumAnbieter(ende.href);
    const html = await bestaetigung.text();
    const aktion = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(aktion && xsrf, html).toBeTruthy();
    const bestaetigt = await a.zumAnbieter(new URL(aktion as string, ende).href, {
      method: 'POST',
      body: new URLSearchParams({ xsrf: xsrf as string, logout: 'yes' }),
    });
    expect(bestaetigt.status).toBe(303);
    expect(bestaetigt.headers.get('location')).toBe('http://127.0.0.1:8080/loggedout.html');
    // The provider asks for the login again: its session has ended.
    const danach = await a.amAnbieter((await a.beginne()).href, 'erika');
    expect(danach.loginSeite).toBe(true);
  });

  it('beginnt auf einer Instanz und kehrt zu einer anderen zurück (nichts im Speicher, issue 12 §2)', async () => {
    const zweite = await testApp(datenbank, { umgebung: anbieter.umgebung(), uhr: () => jetzt });
    try {
      const a = neuerAgent();
      const adresse = await a.beginne('/auth/index.html', '#/berechnungsvorlagen');
      const { rueckkehr } = await a.amAnbieter(adresse.href, 'erika');
      a.app = zweite;
      const antwort = await a.zurueck(rueckkehr);
      expect(antwort.statusCode, antwort.body).toBe(303);
      expect(antwort.headers.location).toBe('/auth/index.html#/berechnungsvorlagen');
      a.app = app;
      expect((await a.userinfo()).name).toBe('erika');
    } finally {
      await zweite.close();
    }
  });

  it('Sitzungen lokaler Konten zählen nicht, solange OIDC an ist (und umgekehrt)', async () => {
    const lokal = await testApp(datenbank, { uhr: () => jetzt });
    try {
      await legeKontoAn(datenbank, 'lokal', 'lokal-passwort-1', [RECHT]);
      const lokaleSitzung = await anmelden(lokal, 'lokal', 'lokal-passwort-1');
      const info = (ziel: FastifyInstance, cookie: string) =>
        ziel.inject({ url: '/api/sso/userinfo', headers: { cookie } });
      expect((await info(lokal, lokaleSitzung)).json().name).toBe('lokal');
      expect((await info(app, lokaleSitzung)).json().name).toBeNull();

      const a = neuerAgent();
      await a.melde('erika');
      const oidcSitzung = `mietspiegel_sitzung=${a.unsere.get('mietspiegel_sitzung')}`;
      expect((await info(app, oidcSitzung)).json().name).toBe('erika');
      expect((await info(lokal, oidcSitzung)).json().name).toBeNull();
    } finally {
      await lokal.close();
    }
  });

  it('die Anmeldung mit Passwort ist abgeschaltet (403, deutsche Meldung)', async () => {
    const antwort = await neuerAgent().zuUns('/anmeldung', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=erika&passwort=irgendwas',
    });
    expect(antwort.statusCode).toBe(403);
    expect(antwort.body).toContain('Die Anmeldung mit Anmeldename und Passwort ist abgeschaltet');
  });
});
