/**
 * Issue 26 §7: a freshly started server answered `wohnlage: null` ("keine Wohnlage hinterlegt")
 * for points inside a polygon while its index loaded, and the wizard then cleared an automatic
 * choice. Until the first load has finished, the lookup and the map answer a German 503 with
 * Retry-After instead – never a silent null.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { NichtVerfuegbarFehler } from '../../src/fehler.ts';
import { importierePolygone } from '../../src/geodaten/import.ts';
import { Geodaten, GEODATEN_WERDEN_GELADEN } from '../../src/geodaten/speicher.ts';
import { DATENBANKART, testDatenbank } from '../vorlagen/hilfen.ts';
import { geojsonPolygone, ordner, PUNKTE, schreibeJson, WOHNLAGEN } from './daten.ts';

const verzeichnis = ordner();
afterAll(() => rmSync(verzeichnis, { recursive: true, force: true }));

describe(`Geodaten während des ersten Ladens (${DATENBANKART})`, () => {
  it('Punktabfrage und Karte antworten 503 mit Retry-After, bis die Ebenen geladen sind; danach die Wohnlage', async () => {
    const datenbank = await testDatenbank();
    try {
      await importierePolygone(async () => datenbank.db, 'wohnlagen', {
        datei: schreibeJson(verzeichnis, 'wohnlagen.geojson', geojsonPolygone(WOHNLAGEN)),
      });
      const geodaten = new Geodaten(async () => datenbank.db);
      const [lon, lat] = PUNKTE.aufDerInsel;
      for (const abfrage of [() => geodaten.lage(lon, lat), () => geodaten.wohnlagenkarte()]) {
        let fehler: unknown;
        try {
          abfrage();
        } catch (e) {
          fehler = e;
        }
        expect(fehler).toBeInstanceOf(NichtVerfuegbarFehler);
        const f = fehler as NichtVerfuegbarFehler;
        expect([f.statusCode, f.meldung]).toEqual([503, GEODATEN_WERDEN_GELADEN]);
        expect(f.wiederholenNachSekunden).toBeGreaterThan(0);
      }
      await geodaten.aktualisieren();
      expect(geodaten.lage(lon, lat)).toEqual({ wohnlage: 4, gebaeudetyp: null });
      expect(geodaten.wohnlagenkarte()).not.toBeNull();
    } finally {
      await datenbank.aufraeumen();
    }
  });
});
