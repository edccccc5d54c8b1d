/**
 * The geodata CLI as a process (`npm run geodaten -- …`, issue 11): imports into PGlite in
 * DATA_DIR (or, with TEST_DATABASE_URL, PostgreSQL via DATABASE_URL) that the server then
 * reads; German report of refused features; `status`; exit codes.
 */
import { rmSync } from 'node:fs';
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
  const wohnlagen = await geodaten(['wohnlagen', '--datei', shp], databaseUrl);
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
