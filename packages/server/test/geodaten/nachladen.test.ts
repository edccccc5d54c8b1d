/**
 * A running server picks up an import by the CLI on its own (issue 11): it checks the table of
 * imports every GEODATEN_PRUEFINTERVALL_S seconds and reloads a layer whose version changed –
 * the case of several servers sharing one PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { importierePolygone } from '../../src/geodaten/import.ts';
import { DATENBANKART, testApp, testDatenbank } from '../vorlagen/hilfen.ts';
import { geojsonPolygone, ordner, PUNKTE, schreibeJson, WOHNLAGEN } from './daten.ts';

const verzeichnis = ordner();
afterAll(() => rmSync(verzeichnis, { recursive: true, force: true }));

describe(`Geodaten nachladen (${DATENBANKART})`, () => {
  it('ein Import während der Server läuft, wirkt nach dem nächsten Prüfintervall', async () => {
    const datenbank = await testDatenbank();
    const app = await testApp(datenbank, { umgebung: { GEODATEN_PRUEFINTERVALL_S: '1' } });
    try {
      const [lon, lat] = PUNKTE.aufDerInsel;
      const lage = async () =>
        (await app.inject({ url: `/api/backend-service/wohnlage?lon=${lon}&lat=${lat}` })).json();
      expect(await lage()).toEqual({ wohnlage: null, gebaeudetyp: null });

      await importierePolygone(async () => datenbank.db, 'wohnlagen', {
        datei: schreibeJson(verzeichnis, 'wohnlagen.geojson', geojsonPolygone(WOHNLAGEN)),
      });
      await vi.waitFor(
        async () => expect(await lage()).toEqual({ wohnlage: 4, gebaeudetyp: null }),
        {
          timeout: 30_000,
          interval: 100,
        },
      );
      const info = await app.inject({ url: '/api/environmentInfo' });
      expect(info.json().geodaten.wohnlagen).toBe(true);
    } finally {
      await app.close();
      await datenbank.aufraeumen();
    }
  });
});
