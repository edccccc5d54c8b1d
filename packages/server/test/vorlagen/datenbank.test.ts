/**
 * The database layer: migrations at start (idempotent), data survives a restart of the app on
 * the same PGlite folder (or PostgreSQL schema), the PGlite folder lock, and the PGlite driver's
 * serialisation of transactions.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { oeffneDatenbank } from '../../src/db/datenbank.ts';
import {
  anmelden,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  testApp,
  testDatenbank,
  vorlage,
} from './hilfen.ts';

const ordner = mkdtempSync(join(tmpdir(), 'mietspiegel-db-'));
afterAll(() => rmSync(ordner, { recursive: true, force: true }));

describe(`Datenbank (${DATENBANKART})`, () => {
  it('behält nach einem Neustart der App jede Vorlage; Migrationen laufen nur einmal', async () => {
    const datenbank = await testDatenbank(join(ordner, 'neustart'));
    try {
      const app1 = await testApp(datenbank);
      await legeKontoAn(datenbank, 'dauer', 'dauer-passwort', [RECHT]);
      const cookie = await anmelden(app1, 'dauer', 'dauer-passwort');
      const angelegt: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const r = await app1.inject({
          method: 'POST',
          url: PFAD,
          headers: { cookie, 'content-type': 'application/json' },
          payload: vorlage(`Dauerhaft ${i}`, `Nr. ${i}`),
        });
        angelegt.push(r.json().dateiId);
      }
      await app1.close();
      await datenbank.schliessen();

      const wieder = await datenbank.nochmalOeffnen();
      const app2 = await testApp(wieder);
      const cookie2 = await anmelden(app2, 'dauer', 'dauer-passwort');
      const liste = await app2.inject({
        url: `${PFAD}?sort=dateiId,asc`,
        headers: { cookie: cookie2 },
      });
      const eintraege = liste.json()._embedded.berechnungsvorlages;
      expect(eintraege.map((e: { dateiId: number }) => e.dateiId)).toEqual(angelegt);
      expect(eintraege.map((e: { kommentar: string }) => e.kommentar)).toEqual([
        'Nr. 1',
        'Nr. 2',
        'Nr. 3',
        'Nr. 4',
        'Nr. 5',
      ]);
      expect(eintraege[0].berechnungsdaten.pdfParameters.berechnung.wohnflaeche).toBe('65.5');
      const migrationen = await sql<{ name: string }>`select name from kysely_migration`.execute(
        wieder.db,
      );
      expect(migrationen.rows.map((m) => m.name)).toEqual([
        '0001_konten_sitzungen_vorlagen',
        '0002_trigrammindizes_fuer_filter',
        '0003_geodaten',
        '0004_anmeldebremse',
        '0005_oidc_sitzung',
        '0006_vorlage_suchform',
      ]);
      // Ids continue after a restart, never reused.
      const neu = await app2.inject({
        method: 'POST',
        url: PFAD,
        headers: { cookie: cookie2, 'content-type': 'application/json' },
        payload: vorlage('Nach Neustart'),
      });
      expect(neu.json().dateiId).toBeGreaterThan(Math.max(...angelegt));
      await app2.close();
      await wieder.schliessen();
    } finally {
      await datenbank.aufraeumen().catch(() => undefined);
    }
  }, 240_000); // creating a PGlite folder (initdb in WebAssembly) takes 5–25 s

  it.skipIf(DATENBANKART !== 'pglite')(
    'PGlite: ein zweiter Prozess bekommt den Datenordner nicht',
    async () => {
      const gesperrt = join(ordner, 'gesperrt');
      const erste = await oeffneDatenbank({ dataDir: gesperrt });
      await erste.schliessen();
      // A lock of another running process (our parent, which certainly runs).
      writeFileSync(join(gesperrt, '.mietspiegel.lock'), String(process.ppid));
      await expect(oeffneDatenbank({ dataDir: gesperrt })).rejects.toThrow(
        /wird gerade von Prozess \d+ benutzt/,
      );
      // A stale lock (process gone) is taken over.
      writeFileSync(join(gesperrt, '.mietspiegel.lock'), '999999999');
      const wieder = await oeffneDatenbank({ dataDir: gesperrt });
      await wieder.schliessen();
    },
    240_000,
  );

  it.skipIf(DATENBANKART !== 'pglite')(
    'PGlite: ein nicht beschreibbarer Datenordner nennt DATA_DIR und was zu tun ist, auf Deutsch',
    async () => {
      // Tests run as root, where chmod does not stop writes: a folder below a regular file
      // cannot be created, and /proc takes no lock file.
      const datei = join(ordner, 'eine-datei');
      writeFileSync(datei, '');
      const hinweis = 'Bitte DATA_DIR auf einen Ordner setzen, in den der Server schreiben darf';
      await expect(oeffneDatenbank({ dataDir: join(datei, 'daten') })).rejects.toThrow(
        `Der Datenordner ${join(datei, 'daten')} (DATA_DIR) ist nicht beschreibbar: er kann nicht angelegt werden (ENOTDIR). ${hinweis}`,
      );
      await expect(oeffneDatenbank({ dataDir: '/proc' })).rejects.toThrow(
        `Der Datenordner /proc (DATA_DIR) ist nicht beschreibbar: die Sperrdatei /proc/.mietspiegel.lock kann nicht angelegt werden (ENOENT). ${hinweis}`,
      );
    },
  );

  it.skipIf(DATENBANKART !== 'pglite')(
    'PGlite: Transaktionen laufen nacheinander, ein Rollback hinterlässt nichts',
    async () => {
      const v = await oeffneDatenbank({});
      try {
        const reihenfolge: string[] = [];
        const tx = (name: string, fehlschlagen: boolean) =>
          v.db
            .transaction()
            .execute(async (t) => {
              reihenfolge.push(`${name}:start`);
              await t.insertInto('konto').values({ name, passwortHash: 'x' }).execute();
              await new Promise((r) => setTimeout(r, 20));
              reihenfolge.push(`${name}:ende`);
              if (fehlschlagen) throw new Error('Abbruch');
            })
            .catch(() => undefined);
        await Promise.all([
          tx('a', true),
          tx('b', false),
          v.db.selectFrom('konto').selectAll().execute(),
        ]);
        expect(reihenfolge).toEqual(['a:start', 'a:ende', 'b:start', 'b:ende']);
        const namen = (await v.db.selectFrom('konto').select('name').execute()).map((k) => k.name);
        expect(namen).toEqual(['b']);
      } finally {
        await v.schliessen();
      }
    },
  );
});
