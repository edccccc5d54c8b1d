/**
 * The geodata CLI as a process (`npm run geodaten -- …`, issue 11): imports into PGlite in
 * DATA_DIR (or, with TEST_DATABASE_URL, PostgreSQL via DATABASE_URL) that the server then
 * reads; German report of refused features; `status`; exit codes.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oeffneDatenbank } from '../../src/db/datenbank.ts';
import { TEST_DATABASE_URL, testApp, testDatenbank } from '../vorlagen/hilfen.ts';
import {
  ADRESSEN,
  adressenCsv,
  ordner,
  PUNKTE,
  schreibeJson,
  schreibeShapefile,
  viele,
  WOHNLAGEN,
} from './daten.ts';
import { fuehreSkriptAus } from '../cli.ts';

const verzeichnis = ordner();
afterAll(() => rmSync(verzeichnis, { recursive: true, force: true }));

const geodaten = (args: string[], databaseUrl = '') =>
  fuehreSkriptAus('geodaten.ts', args, { initCwd: verzeichnis, databaseUrl });

async function importiereBeides(databaseUrl = '') {
  const shp = schreibeShapefile(verzeichnis, 'wohnlagen', [
    ...WOHNLAGEN,
    { wohnlage: 2, koordinaten: null },
  ]);
  schreibeJson(verzeichnis, 'adressen.csv', adressenCsv(ADRESSEN));
  // 1 of 4 refused (25 %): only with the operator's explicit permission (issue 18 §3).
  const wohnlagen = await geodaten(
    ['wohnlagen', '--datei', shp, '--teilimport-erlauben'],
    databaseUrl,
  );
  expect(wohnlagen.fehler).toBe('');
  expect(wohnlagen.code).toBe(0);
  expect(wohnlagen.aus).toBe(
    'Wohnlagen importiert: 3 Polygone aus „wohnlagen.shp“, 1 abgelehnt.\nAbgelehnt: Merkmal 4: keine Geometrie.\n',
  );
  const adressen = await geodaten(['adressen', '--datei', 'adressen.csv'], databaseUrl);
  expect(adressen.code).toBe(0);
  expect(adressen.aus).toContain(
    `Adressen importiert: ${ADRESSEN.length} Adressen aus „adressen.csv“, 3 Hinweise.`,
  );
  expect(adressen.aus).toContain(
    'Hinweis: Zeile 4: liegt außerhalb jeder Wohnlage (trotzdem übernommen).',
  );
  const status = await geodaten(['status'], databaseUrl);
  expect(status.code).toBe(0);
  expect(status.aus).toMatch(/^Adressen\t26\tadressen\.csv\t.+\tVersion 1$/m);
  expect(status.aus).toMatch(/^Wohnlagen\t3\twohnlagen\.shp\t.+\tVersion 1$/m);
}

async function pruefeServer(datenbank: Awaited<ReturnType<typeof oeffneDatenbank>>) {
  const app = await testApp(datenbank);
  try {
    const r = await app.inject({
      url: '/api/backend-service/adresssuche?searchString=Musterweg%2012',
    });
    expect(r.json()).toEqual([
      {
        label: 'Musterweg 12, 81667 München',
        lon: PUNKTE.aufDerInsel[0],
        lat: PUNKTE.aufDerInsel[1],
        wohnlage: 4,
        gebaeudetyp: null,
      },
    ]);
  } finally {
    await app.close();
  }
}

describe('Geodaten-CLI (PGlite in DATA_DIR)', () => {
  it('importiert Shapefile und CSV, die der Server danach findet; status listet die Ebenen', async () => {
    await importiereBeides();
    const datenbank = await oeffneDatenbank({ dataDir: join(verzeichnis, 'daten') });
    try {
      await pruefeServer(datenbank);
    } finally {
      await datenbank.schliessen();
    }
  }, 300_000);

  it('ein in der Mitte abgeschnittenes .dbf und mehr als 1 % Abgelehntes: Exit-Code 1, die Ebene bleibt; bis 1 % Exit-Code 3, mit --teilimport-erlauben 0', async () => {
    const eigener = ordner();
    try {
      const cli = (args: string[]) => fuehreSkriptAus('geodaten.ts', args, { initCwd: eigener });
      const gut = schreibeShapefile(eigener, 'gut', WOHNLAGEN);
      expect((await cli(['wohnlagen', '--datei', gut])).code).toBe(0);

      const halb = schreibeShapefile(eigener, 'halb', viele(40));
      const dbf = halb.replace(/\.shp$/, '.dbf');
      writeFileSync(dbf, readFileSync(dbf).subarray(0, 133));
      const abgeschnitten = await cli(['wohnlagen', '--datei', halb]);
      expect(abgeschnitten.code).toBe(1);
      expect(abgeschnitten.aus).toBe('');
      expect(abgeschnitten.fehler).toContain('Die Attributdatei „halb.dbf“ ist beschädigt');

      const viertel = schreibeShapefile(eigener, 'viertel', [
        ...WOHNLAGEN,
        { wohnlage: 2, koordinaten: null },
      ]);
      const zuViel = await cli(['wohnlagen', '--datei', viertel]);
      expect(zuViel.code).toBe(1);
      expect(zuViel.fehler).toBe(
        '„viertel.shp“ wird nicht importiert: 1 von 4 Merkmalen (25 %) ist abgelehnt, mehr als 1 % – ist die Datei beschädigt oder die falsche? Die bisherigen Wohnlagen bleiben unverändert. Wer die übrigen trotzdem übernehmen will, ruft den Import mit --teilimport-erlauben auf.\n' +
          'Abgelehnt: Merkmal 4: keine Geometrie.\n',
      );
      expect((await cli(['status'])).aus).toMatch(/^Wohnlagen\t3\tgut\.shp\t.+\tVersion 1$/m);

      // 1 of 101 refused (< 1 %): the rest is imported, but the exit code says so.
      const einer = schreibeShapefile(eigener, 'einer', [
        ...viele(100),
        { wohnlage: 2, koordinaten: null },
      ]);
      const wenig = await cli(['wohnlagen', '--datei', einer]);
      expect(wenig.code).toBe(3);
      expect(wenig.aus).toBe(
        'Wohnlagen importiert: 100 Polygone aus „einer.shp“, 1 abgelehnt.\nAbgelehnt: Merkmal 101: keine Geometrie.\n',
      );
      expect(wenig.fehler).toBe(
        'Achtung: 1 Merkmal abgelehnt (siehe oben), die übrigen sind übernommen. Exit-Code 3; mit --teilimport-erlauben gilt das als Erfolg.\n',
      );
      expect((await cli(['wohnlagen', '--datei', einer, '--teilimport-erlauben'])).code).toBe(0);
    } finally {
      rmSync(eigener, { recursive: true, force: true });
    }
  }, 300_000);

  it('Fehler auf Deutsch mit Exit-Code 1, ohne Befehl die Hilfe mit 2', async () => {
    const hilfe = await geodaten([]);
    expect(hilfe.code).toBe(2);
    expect(hilfe.aus).toContain('npm run geodaten -- wohnlagen --datei PFAD');
    const ohneDatei = await geodaten(['wohnlagen']);
    expect(ohneDatei).toMatchObject({ code: 1, fehler: 'Bitte --datei PFAD angeben.\n' });
    const fehlt = await geodaten(['adressen', '--datei', 'gibt-es-nicht.csv']);
    expect(fehlt.code).toBe(1);
    expect(fehlt.fehler).toContain('gibt-es-nicht.csv“ gibt es nicht.');
    const unbekannt = await geodaten(['zaubern']);
    expect(unbekannt.code).toBe(1);
    expect(unbekannt.fehler).toContain('Unbekannter Befehl „zaubern“');
  }, 120_000);
});

describe.skipIf(!TEST_DATABASE_URL)('Geodaten-CLI (PostgreSQL über DATABASE_URL)', () => {
  it('importiert in dieselbe Datenbank, die der Server liest', async () => {
    const datenbank = await testDatenbank();
    try {
      await importiereBeides(datenbank.schemaUrl);
      await pruefeServer(datenbank);
    } finally {
      await datenbank.aufraeumen();
    }
  }, 120_000);
});
