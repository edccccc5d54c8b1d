/**
 * Access matrix (spezifikation.md §6): every endpoint × anonymous / signed in without the
 * permission / with the permission, plus the no-security flag.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anmelden,
  DATENBANKART,
  kleineWebDist,
  legeKontoAn,
  PFAD,
  RECHT,
  testApp,
  testUmgebung,
  vorlage,
} from './hilfen.ts';

let ohneRecht: string;
let mitRecht: string;
let zaehler = 0;

const u = testUmgebung({ umgebung: { WEB_DIST: kleineWebDist() } });

beforeAll(async () => {
  await legeKontoAn(u.datenbank, 'leser', 'leser-passwort', []);
  await legeKontoAn(u.datenbank, 'schreiber', 'schreiber-passwort', [RECHT]);
  ohneRecht = await anmelden(u.app, 'leser', 'leser-passwort');
  mitRecht = await anmelden(u.app, 'schreiber', 'schreiber-passwort');
});

/** A fresh template for each call that needs one (created with the permission). */
async function neueVorlage(): Promise<string> {
  const r = await u.app.inject({
    method: 'POST',
    url: PFAD,
    headers: { cookie: mitRecht, 'content-type': 'application/json' },
    payload: vorlage(`Matrix ${++zaehler}`),
  });
  return r.json()._links.self.href as string;
}

type Rolle = 'anonym' | 'ohneRecht' | 'mitRecht';
interface Aufruf {
  name: string;
  anfrage: () => Promise<{
    method: string;
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }>;
  erwartet: Record<Rolle, number>;
}

const json = { 'content-type': 'application/json' };
const VORLAGEN = { anonym: 401, ohneRecht: 403 };

const matrix: Aufruf[] = [
  {
    name: 'GET Liste',
    anfrage: async () => ({ method: 'GET', url: PFAD }),
    erwartet: { ...VORLAGEN, mitRecht: 200 },
  },
  {
    name: 'GET search',
    anfrage: async () => ({ method: 'GET', url: `${PFAD}/search` }),
    erwartet: { ...VORLAGEN, mitRecht: 200 },
  },
  {
    name: 'GET findByDateiname',
    anfrage: async () => ({
      method: 'GET',
      url: `${PFAD}/search/findByDateiname?dateiname=Matrix%201`,
    }),
    erwartet: { ...VORLAGEN, mitRecht: 200 },
  },
  {
    name: 'POST anlegen',
    anfrage: async () => ({
      method: 'POST',
      url: PFAD,
      headers: json,
      payload: vorlage(`Neu ${++zaehler}`),
    }),
    erwartet: { ...VORLAGEN, mitRecht: 201 },
  },
  {
    name: 'GET Vorlage',
    anfrage: async () => ({ method: 'GET', url: await neueVorlage() }),
    erwartet: { ...VORLAGEN, mitRecht: 200 },
  },
  {
    name: 'PUT Vorlage',
    anfrage: async () => ({
      method: 'PUT',
      url: await neueVorlage(),
      headers: { ...json, 'if-match': 'W/"1"' },
      payload: vorlage(`Geändert ${++zaehler}`),
    }),
    erwartet: { ...VORLAGEN, mitRecht: 200 },
  },
  {
    name: 'DELETE Vorlage',
    anfrage: async () => ({ method: 'DELETE', url: await neueVorlage() }),
    erwartet: { ...VORLAGEN, mitRecht: 204 },
  },
  {
    name: 'GET userinfo',
    anfrage: async () => ({ method: 'GET', url: '/api/sso/userinfo' }),
    erwartet: { anonym: 200, ohneRecht: 200, mitRecht: 200 },
  },
  {
    name: 'GET Anmeldeseite',
    anfrage: async () => ({ method: 'GET', url: '/anmeldung' }),
    erwartet: { anonym: 200, ohneRecht: 200, mitRecht: 200 },
  },
  {
    name: 'GET /auth/index.html',
    anfrage: async () => ({ method: 'GET', url: '/auth/index.html' }),
    // Signed in (with or without the permission), the guard lets the page through.
    erwartet: { anonym: 302, ohneRecht: 200, mitRecht: 200 },
  },
];

describe(`Zugriffsmatrix (${DATENBANKART})`, () => {
  const faelle = matrix.flatMap((a) =>
    (['anonym', 'ohneRecht', 'mitRecht'] as Rolle[]).map((rolle) => [a.name, rolle, a] as const),
  );
  it.each(faelle)('%s als %s', async (_name, rolle, aufruf) => {
    const a = await aufruf.anfrage();
    const cookie = rolle === 'anonym' ? undefined : rolle === 'ohneRecht' ? ohneRecht : mitRecht;
    const r = await u.app.inject({
      method: a.method as 'GET',
      url: a.url,
      headers: { ...a.headers, ...(cookie ? { cookie } : {}) },
      ...(a.payload === undefined ? {} : { payload: a.payload as object }),
    });
    expect(r.statusCode).toBe(aufruf.erwartet[rolle]);
    if (r.statusCode === 401 || r.statusCode === 403) {
      expect(r.json().fehler[0].meldung).toBe(
        r.statusCode === 401
          ? 'Bitte melden Sie sich an.'
          : 'Ihnen fehlt die Berechtigung, Berechnungsvorlagen zu bearbeiten.',
      );
    }
  });

  it('ohne Recht wird nichts geändert: die Vorlage besteht nach PUT/DELETE ohne Recht weiter', async () => {
    const href = await neueVorlage();
    await u.app.inject({ method: 'DELETE', url: href, headers: { cookie: ohneRecht } });
    await u.app.inject({
      method: 'PUT',
      url: href,
      headers: { cookie: ohneRecht, ...json, 'if-match': 'W/"1"' },
      payload: vorlage('Gekapert'),
    });
    const r = await u.app.inject({ url: href, headers: { cookie: mitRecht } });
    expect(r.statusCode).toBe(200);
    expect(r.json().dateiname).toMatch(/^Matrix/);
  });

  it('userinfo nennt Name und Berechtigungen', async () => {
    const anonym = await u.app.inject({ url: '/api/sso/userinfo' });
    expect(anonym.json()).toEqual({ name: null, authorities: [], user_roles: [] });
    const leser = await u.app.inject({ url: '/api/sso/userinfo', headers: { cookie: ohneRecht } });
    expect(leser.json()).toEqual({ name: 'leser', authorities: [], user_roles: [] });
    const schreiber = await u.app.inject({
      url: '/api/sso/userinfo',
      headers: { cookie: mitRecht },
    });
    expect(schreiber.json()).toEqual({ name: 'schreiber', authorities: [RECHT], user_roles: [] });
  });
});

describe(`MIETSPIEGEL_NO_SECURITY=true (${DATENBANKART})`, () => {
  let offen: FastifyInstance;
  beforeAll(async () => {
    offen = await testApp(u.datenbank, {
      umgebung: { MIETSPIEGEL_NO_SECURITY: 'true', WEB_DIST: kleineWebDist() },
    });
  });
  afterAll(async () => {
    await offen?.close();
  });

  it('gibt jedem jede Berechtigung als Benutzer „entwicklung“', async () => {
    const info = await offen.inject({ url: '/api/sso/userinfo' });
    expect(info.json()).toEqual({ name: 'entwicklung', authorities: [RECHT], user_roles: [] });
    const angelegt = await offen.inject({
      method: 'POST',
      url: PFAD,
      headers: json,
      payload: vorlage('Ohne Sicherheit'),
    });
    expect(angelegt.statusCode).toBe(201);
    expect(angelegt.json()).toMatchObject({
      anlagenutzer: 'entwicklung',
      aenderungsnutzer: 'entwicklung',
    });
    expect((await offen.inject({ url: PFAD })).statusCode).toBe(200);
    expect((await offen.inject({ url: '/auth/index.html' })).statusCode).toBe(200);
  });

  it('ist ohne die Variable aus: derselbe Aufruf anonym → 401', async () => {
    expect((await u.app.inject({ url: PFAD })).statusCode).toBe(401);
  });
});
