/**
 * The accounts CLI (`npm run konto -- …`) works on the same database as the server: an account
 * it creates can sign in; grant and revoke change the permission; bad input changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oeffneDatenbank } from '../../src/db/datenbank.ts';
import { anmelden, PFAD, RECHT, TEST_DATABASE_URL, testApp, testDatenbank } from './hilfen.ts';
import { freierPort } from './stoerungen.ts';
import { fuehreSkriptAus } from '../cli.ts';

const ordner = mkdtempSync(join(tmpdir(), 'mietspiegel-cli-'));
const dataDir = join(ordner, 'daten');
afterAll(() => rmSync(ordner, { recursive: true, force: true }));

const konto = (args: string[], stdin = '', databaseUrl = '') =>
  fuehreSkriptAus('konto.ts', args, { initCwd: ordner, stdin, databaseUrl });

describe('Konten-CLI (PGlite in DATA_DIR)', () => {
  it('legt ein Konto an, das sich anmelden darf; berechtigen/entziehen wirken', async () => {
    const angelegt = await konto(
      ['anlegen', '--name', 'cli.nutzerin', '--passwort-stdin', '--berechtigung', RECHT],
      'ein-langes-passwort\n',
    );
    expect(angelegt.fehler).toBe('');
    expect(angelegt.code).toBe(0);
    expect(angelegt.aus).toContain('Konto „cli.nutzerin“ angelegt');

    const doppelt = await konto(
      ['anlegen', '--name', 'cli.nutzerin', '--passwort-stdin'],
      'noch-ein-passwort',
    );
    expect(doppelt.code).toBe(1);
    expect(doppelt.fehler).toContain('gibt es schon');

    const kurz = await konto(['anlegen', '--name', 'kurz', '--passwort-stdin'], 'kurz');
    expect(kurz.code).toBe(1);
    expect(kurz.fehler).toContain('mindestens 10 Zeichen');

    const unbekannt = await konto([
      'berechtigen',
      '--name',
      'cli.nutzerin',
      '--berechtigung',
      'ALLES',
    ]);
    expect(unbekannt.code).toBe(1);
    expect(unbekannt.fehler).toContain('Unbekannte Berechtigung');

    expect(
      (await konto(['entziehen', '--name', 'cli.nutzerin', '--berechtigung', RECHT])).code,
    ).toBe(0);
    const liste = await konto(['liste']);
    expect(liste.aus).toContain('cli.nutzerin\t–');
    expect(liste.aus).not.toContain('kurz');
    expect(
      (await konto(['berechtigen', '--name', 'cli.nutzerin', '--berechtigung', RECHT])).code,
    ).toBe(0);

    // The server on the same folder: the account signs in and may use the templates.
    const datenbank = await oeffneDatenbank({ dataDir });
    try {
      const app = await testApp(datenbank);
      const cookie = await anmelden(app, 'cli.nutzerin', 'ein-langes-passwort');
      const info = await app.inject({ url: '/api/sso/userinfo', headers: { cookie } });
      expect(info.json()).toEqual({ name: 'cli.nutzerin', authorities: [RECHT], user_roles: [] });
      expect((await app.inject({ url: PFAD, headers: { cookie } })).statusCode).toBe(200);
      await app.close();
    } finally {
      await datenbank.schliessen();
    }
  }, 300_000);

  it('ohne Befehl: Hilfe und Exit-Code 2; unbekannter Befehl: 1', async () => {
    const hilfe = await konto([]);
    expect(hilfe.code).toBe(2);
    expect(hilfe.aus).toContain('npm run konto -- anlegen --name <login> --passwort-stdin');
    const falsch = await konto(['zaubern', '--name', 'x']);
    expect(falsch.code).toBe(1);
    expect(falsch.fehler).toContain('Unbekannter Befehl');
  });
});

describe('Konten-CLI ohne erreichbare Datenbank', () => {
  it('meldet auf Deutsch, dass die Datenbank nicht erreichbar ist, mit der Ursache; Exit-Code 1', async () => {
    const port = await freierPort(); // nobody listens there: connection refused
    const r = await konto(['liste'], '', `postgres://postgres@127.0.0.1:${port}/test`);
    expect(r.code).toBe(1);
    expect(r.fehler).toContain('Fehler: Die Datenbank ist zurzeit nicht erreichbar.');
    expect(r.fehler).toContain(`(Ursache: connect ECONNREFUSED 127.0.0.1:${port})`);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('Konten-CLI (PostgreSQL über DATABASE_URL)', () => {
  it('legt das Konto in derselben Datenbank an, in der sich der Server anmeldet', async () => {
    const datenbank = await testDatenbank();
    try {
      const r = await konto(
        ['anlegen', '--name', 'pg.nutzer', '--passwort-stdin', '--berechtigung', RECHT],
        'pg-passwort-123',
        datenbank.schemaUrl,
      );
      expect(r.fehler).toBe('');
      expect(r.code).toBe(0);
      const app = await testApp(datenbank);
      const cookie = await anmelden(app, 'pg.nutzer', 'pg-passwort-123');
      expect((await app.inject({ url: PFAD, headers: { cookie } })).statusCode).toBe(200);
      await app.close();
    } finally {
      await datenbank.aufraeumen();
    }
  }, 120_000);
});
