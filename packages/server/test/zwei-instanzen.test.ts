/**
 * Several instances on one PostgreSQL (issue 12 §2): two real server processes (main.ts) on one
 * fresh database of their own – started together, so their migrations race – share sessions,
 * templates (unique names, optimistic locking) and the sign-in brake.
 *
 * PostgreSQL only: PGlite serves one process per data folder. The test makes its own scratch
 * database on TEST_DATABASE_URL's server (CREATE DATABASE, dropped afterwards), so parallel test
 * files never see its tables.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oeffneDatenbank } from '../src/db/datenbank.ts';
import { migrationen } from '../src/db/migrationen.ts';
import { legeKontoAn, PFAD, RECHT, TEST_DATABASE_URL, vorlage } from './vorlagen/hilfen.ts';
import { starteServer, warteBis, type ServerProzess } from './vorlagen/stoerungen.ts';

const GRUND =
  'übersprungen: TEST_DATABASE_URL ist nicht gesetzt (mehrere Instanzen brauchen PostgreSQL)';
const JSON_KOPF = { 'content-type': 'application/json' };

/** A fresh database on the test server; `url` reaches it, `loeschen` drops it. */
async function frischeDatenbank(): Promise<{ url: string; loeschen(): Promise<void> }> {
  const name = `h_mehrinstanz_${randomBytes(5).toString('hex')}`;
  const verwaltung = async (befehl: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query(befehl);
    } finally {
      await client.end();
    }
  };
  await verwaltung(`create database "${name}"`);
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    loeschen: () => verwaltung(`drop database if exists "${name}" with (force)`),
  };
}

async function abfrage<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!TEST_DATABASE_URL)(
  `Zwei Instanzen auf einer PostgreSQL-Datenbank (${TEST_DATABASE_URL ? 'postgres' : GRUND})`,
  () => {
    let datenbank: Awaited<ReturnType<typeof frischeDatenbank>>;
    let a: ServerProzess;
    let b: ServerProzess;
    const beide = () => [a, b];

    beforeAll(async () => {
      datenbank = await frischeDatenbank();
      // Both at once on the empty database: their migrations start together.
      const umgebung = { DATABASE_URL: datenbank.url, TRUST_PROXY: 'loopback', DATA_DIR: '' };
      [a, b] = await Promise.all([starteServer(umgebung), starteServer(umgebung)]);
      for (const s of beide())
        await warteBis(async () => (await fetch(`${s.url}/health/ready`)).status === 200, s);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.beenden(), b?.beenden()]);
      await datenbank?.loeschen();
    });

    async function anmelden(s: ServerProzess, name: string, passwort: string, client?: string) {
      return fetch(`${s.url}/anmeldung`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(client ? { 'x-forwarded-for': client } : {}),
        },
        body: new URLSearchParams({ name, passwort, ziel: '/' }),
      });
    }

    async function cookieVon(s: ServerProzess, name: string, passwort: string): Promise<string> {
      const r = await anmelden(s, name, passwort);
      expect(r.status).toBe(303);
      const gesetzt = r.headers.getSetCookie().find((c) => c.startsWith('mietspiegel_sitzung='));
      if (!gesetzt) throw new Error('kein Sitzungs-Cookie');
      return gesetzt.split(';')[0] ?? '';
    }

    const benutzer = async (s: ServerProzess, cookie: string) =>
      (
        (await (await fetch(`${s.url}/api/sso/userinfo`, { headers: { cookie } })).json()) as {
          name: string | null;
        }
      ).name;

    it('die gleichzeitig gestarteten Migrationen liefen genau einmal, ohne Fehler', async () => {
      const gelaufen = await abfrage<{ name: string }>(
        datenbank.url,
        'select name from kysely_migration order by name',
      );
      expect(gelaufen.map((z) => z.name)).toEqual(Object.keys(migrationen).sort());
      for (const s of beide()) {
        expect(s.ausgabe()).toContain('Datenbank bereit');
        expect(s.ausgabe()).not.toMatch(/"level":(50|60)/);
      }
      // The accounts for the next tests, as the CLI would make them.
      const v = await oeffneDatenbank({ databaseUrl: datenbank.url });
      try {
        await legeKontoAn(v, 'erika', 'erika-passwort', [RECHT]);
        await legeKontoAn(v, 'bert', 'bert-passwort', [RECHT]);
      } finally {
        await v.schliessen();
      }
    });

    it('eine Sitzung von A gilt auf B; die Abmeldung auf B beendet sie auf beiden', async () => {
      const cookie = await cookieVon(a, 'erika', 'erika-passwort');
      expect(await benutzer(a, cookie)).toBe('erika');
      expect(await benutzer(b, cookie)).toBe('erika');
      const ab = await fetch(`${b.url}/logout`, { method: 'POST', headers: { cookie } });
      expect(ab.status).toBe(200);
      expect(await benutzer(a, cookie)).toBeNull();
      expect(await benutzer(b, cookie)).toBeNull();
    });

    it('20 gleichzeitige Anlagen eines Namens, verteilt auf beide: genau eine Vorlage, der Rest 409', async () => {
      const cookie = await cookieVon(b, 'bert', 'bert-passwort');
      const antworten = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${(i % 2 ? a : b).url}${PFAD}`, {
            method: 'POST',
            headers: { cookie, ...JSON_KOPF },
            body: JSON.stringify(vorlage('Gemeinsam', `von ${i}`)),
          }),
        ),
      );
      const codes = antworten.map((r) => r.status);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const zeilen = await abfrage<{ n: string }>(
        datenbank.url,
        "select count(*) as n from berechnungsvorlage where dateiname = 'Gemeinsam'",
      );
      expect(zeilen[0]?.n).toBe('1');
    });

    it('ein veraltetes If-Match gibt auf beiden 412; die Änderung der anderen bleibt', async () => {
      const cookie = await cookieVon(a, 'bert', 'bert-passwort');
      const angelegt = await fetch(`${a.url}${PFAD}`, {
        method: 'POST',
        headers: { cookie, ...JSON_KOPF },
        body: JSON.stringify(vorlage('Gesperrt', 'erste')),
      });
      expect(angelegt.status).toBe(201);
      const href = ((await angelegt.json()) as { _links: { self: { href: string } } })._links.self
        .href;
      const aendern = (s: ServerProzess, etag: string, kommentar: string) =>
        fetch(`${s.url}${href}`, {
          method: 'PUT',
          headers: { cookie, 'if-match': etag, ...JSON_KOPF },
          body: JSON.stringify(vorlage('Gesperrt', kommentar)),
        });
      const aufB = await aendern(b, 'W/"1"', 'von B');
      expect(aufB.status).toBe(200);
      expect(aufB.headers.get('etag')).toBe('W/"2"');
      for (const s of beide()) expect((await aendern(s, 'W/"1"', 'veraltet')).status).toBe(412);
      const gelesen = await fetch(`${a.url}${href}`, { headers: { cookie } });
      expect(((await gelesen.json()) as { kommentar: string }).kommentar).toBe('von B');
    });

    it('die Anmeldebremse zählt über beide: 60 gleichzeitige Versuche eines Paars → eine Prüfung; 20 Fehler einer Adresse sperren sie auf beiden', async () => {
      const paar = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          anmelden(i % 2 ? a : b, 'erika', 'falsch', '203.0.113.1'),
        ),
      );
      const zaehlung: Record<number, number> = {};
      for (const r of paar) zaehlung[r.status] = (zaehlung[r.status] ?? 0) + 1;
      expect(zaehlung).toEqual({ 401: 1, 429: 59 });

      for (let i = 0; i < 20; i++) {
        const r = await anmelden(i % 2 ? a : b, `rater${i}`, 'falsch', '203.0.113.2');
        expect(r.status).toBe(401);
      }
      for (const s of beide()) {
        const r = await anmelden(s, 'bert', 'bert-passwort', '203.0.113.2');
        expect(r.status).toBe(429);
        expect(await r.text()).toContain('Zu viele fehlgeschlagene Anmeldeversuche.');
      }
    });
  },
);

describe.skipIf(!TEST_DATABASE_URL)(
  `Migrationen beim gleichzeitigen Start (${TEST_DATABASE_URL ? 'postgres' : GRUND})`,
  () => {
    it('vier Verbindungen migrieren eine leere Datenbank zugleich: alle öffnen, jede Migration einmal', async () => {
      const datenbank = await frischeDatenbank();
      try {
        const offen = await Promise.all(
          Array.from({ length: 4 }, () => oeffneDatenbank({ databaseUrl: datenbank.url })),
        );
        await Promise.all(offen.map((v) => v.schliessen()));
        const gelaufen = await abfrage<{ name: string }>(
          datenbank.url,
          'select name from kysely_migration order by name',
        );
        expect(gelaufen.map((z) => z.name)).toEqual(Object.keys(migrationen).sort());
      } finally {
        await datenbank.loeschen();
      }
    });
  },
);
