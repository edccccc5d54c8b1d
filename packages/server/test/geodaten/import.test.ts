/**
 * Geodata imports (issue 11) through the CLI's functions, on PGlite and – with
 * TEST_DATABASE_URL – PostgreSQL: GeoJSON and a Shapefile in EPSG:25832, polygons with holes and
 * multipolygons, lookups inside, in holes, on edges and outside, refused features and rows with
 * their German reasons, and imports that fail without touching the layer in place.
 */
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeodatenRepository } from '../../src/geodaten/geodaten-repository.ts';
import {
  ImportFehler,
  importiereAdressen,
  importierePolygone,
  TeilimportFehler,
} from '../../src/geodaten/import.ts';
import { Geodaten } from '../../src/geodaten/speicher.ts';
import { HOECHSTE_ZEILENLAENGE } from '../../src/geodaten/lesen.ts';
import { strassenSchluessel } from '../../src/geodaten/suchschluessel.ts';
import { DATENBANKART, testDatenbank, type TestDatenbank } from '../vorlagen/hilfen.ts';
import {
  ADRESSEN,
  adressenCsv,
  csv,
  geojsonPolygone,
  GEBAEUDETYPEN,
  nachUtm32,
  ordner,
  PUNKTE,
  schreibeJson,
  schreibeShapefile,
  viele,
  WOHNLAGEN,
} from './daten.ts';

let datenbank: TestDatenbank;
const verzeichnis = ordner();
const db = async () => datenbank.db;

beforeAll(async () => {
  datenbank = await testDatenbank();
});
afterAll(async () => {
  await datenbank?.aufraeumen();
  rmSync(verzeichnis, { recursive: true, force: true });
});

async function geladen(): Promise<Geodaten> {
  const g = new Geodaten(db);
  await g.aktualisieren();
  return g;
}

const lagen = (g: Geodaten) =>
  Object.fromEntries(
    Object.entries(PUNKTE).map(([name, [lon, lat]]) => [name, g.lage(lon, lat).wohnlage]),
  );

const ERWARTET = {
  inA: 1,
  imGebaeude: 1,
  imLoch: null,
  aufDerInsel: 4,
  inCTeil2: 2,
  zwischenCTeilen: null,
  draussen: null,
  aufDemRand: 1,
  aufDemLochrand: 1,
  knappInnen: 1,
  knappAussen: null,
};

describe(`Import der Wohnlagen (${DATENBANKART})`, () => {
  it('GeoJSON: Löcher, Inseln und Multipolygone; Punkte auf dem Rand zählen als innen', async () => {
    const datei = schreibeJson(verzeichnis, 'wohnlagen.geojson', geojsonPolygone(WOHNLAGEN));
    const ergebnis = await importierePolygone(db, 'wohnlagen', { datei });
    expect(ergebnis).toMatchObject({ anzahl: 3, abgelehnt: [], quelle: 'wohnlagen.geojson' });
    expect(lagen(await geladen())).toEqual(ERWARTET);
  });

  it('Shapefile in EPSG:25832 mit .prj: wird nach WGS84 umgerechnet, dieselben Lagen', async () => {
    const datei = schreibeShapefile(verzeichnis, 'wohnlagen_utm', WOHNLAGEN);
    const ergebnis = await importierePolygone(db, 'wohnlagen', { datei });
    expect(ergebnis).toMatchObject({ anzahl: 3, abgelehnt: [], quelle: 'wohnlagen_utm.shp' });
    const g = await geladen();
    // Edges are not compared: the round trip through UTM moves them by nanodegrees.
    const { aufDemRand, aufDemLochrand, knappInnen, knappAussen, ...innen } = ERWARTET;
    const gefunden = lagen(g);
    for (const [name, wert] of Object.entries(innen))
      expect([name, gefunden[name]]).toEqual([name, wert]);
    expect([aufDemRand, aufDemLochrand, knappInnen, knappAussen]).toHaveLength(4);
    // The stored polygons are WGS84: A's corner is back at 11.5 / 48.1.
    const [erstes] = await new GeodatenRepository(db).polygone('wohnlagen');
    const ecke = (JSON.parse(erstes?.geometrie ?? '[]') as number[][][][])[0]?.[0]?.[0] ?? [];
    expect(ecke[0]).toBeCloseTo(11.5, 7);
    expect(ecke[1]).toBeCloseTo(48.1, 7);
  });

  it('--feld, --zuordnung und abgelehnte Merkmale mit Nummer und Grund', async () => {
    const polygone = [
      { wohnlage: 'gut', koordinaten: WOHNLAGEN[0]?.koordinaten ?? null },
      { wohnlage: 'beste', koordinaten: WOHNLAGEN[1]?.koordinaten ?? null },
      { wohnlage: 'gut', koordinaten: null },
      { wohnlage: 'unbekannt', koordinaten: WOHNLAGEN[2]?.koordinaten ?? null },
      { wohnlage: null, koordinaten: WOHNLAGEN[2]?.koordinaten ?? null },
    ];
    const sammlung = geojsonPolygone(polygone, 'LAGE');
    sammlung.features.push(
      {
        type: 'Feature',
        properties: { LAGE: 'gut' },
        geometry: { type: 'Point', coordinates: [11.5, 48.1] },
      },
      {
        type: 'Feature',
        properties: { LAGE: 'gut' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [11.5, 48.1],
              [11.6, 'x'],
              [11.6, 48.2],
              [11.5, 48.1],
            ],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { LAGE: 'gut' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [691000, 5334000],
              [692000, 5334000],
              [692000, 5335000],
              [691000, 5334000],
            ],
          ],
        },
      },
    );
    const datei = schreibeJson(verzeichnis, 'lagen.json', sammlung);
    const ergebnis = await importierePolygone(db, 'wohnlagen', {
      datei,
      feld: 'lage',
      zuordnung: 'gut:1,beste:2',
      teilimportErlauben: true,
    });
    expect(ergebnis.anzahl).toBe(2);
    expect(ergebnis.abgelehnt).toEqual([
      { nr: 3, text: 'keine Geometrie' },
      { nr: 4, text: 'unbekannter Wert „unbekannt“ im Feld „lage“ (nicht in --zuordnung)' },
      { nr: 5, text: 'das Feld „lage“ fehlt oder ist leer' },
      { nr: 6, text: 'Geometrietyp „Point“ ist kein (Multi-)Polygon' },
      { nr: 7, text: 'ungültige Koordinaten' },
      {
        nr: 8,
        text: 'Koordinaten außerhalb von WGS84 (Länge −180…180, Breite −90…90) – stimmt das Koordinatensystem (.prj oder --epsg)?',
      },
    ]);
    const g = await geladen();
    expect(g.lage(...PUNKTE.inA).wohnlage).toBe(1);
    expect(g.lage(...PUNKTE.aufDerInsel).wohnlage).toBe(2);

    // Without --zuordnung the values must be the ids 0–5.
    const zahlen = schreibeJson(
      verzeichnis,
      'zahlen.geojson',
      geojsonPolygone([
        { wohnlage: 6, koordinaten: WOHNLAGEN[0]?.koordinaten ?? null },
        ...WOHNLAGEN.slice(1),
      ]),
    );
    const ohne = await importierePolygone(db, 'wohnlagen', {
      datei: zahlen,
      teilimportErlauben: true,
    });
    expect(ohne.abgelehnt).toEqual([
      {
        nr: 1,
        text: 'unbekannter Wert „6“ im Feld „wohnlage“ (erlaubt 0–5, sonst --zuordnung angeben)',
      },
    ]);
  });

  it('ein fehlgeschlagener Import lässt die bisherige Ebene unverändert', async () => {
    const gut = schreibeJson(verzeichnis, 'gut.geojson', geojsonPolygone(WOHNLAGEN));
    await importierePolygone(db, 'wohnlagen', { datei: gut });
    const vorher = await new GeodatenRepository(db).ebenen();
    const polygoneVorher = await new GeodatenRepository(db).polygone('wohnlagen');

    // Cut off in the middle: not JSON any more.
    const text = JSON.stringify(geojsonPolygone(WOHNLAGEN));
    const kaputt = schreibeJson(verzeichnis, 'kaputt.geojson', text.slice(0, text.length / 2));
    await expect(importierePolygone(db, 'wohnlagen', { datei: kaputt })).rejects.toThrow(
      /„kaputt\.geojson“ ist kein gültiges JSON/,
    );
    // A Shapefile whose .shp ends in the middle of a record.
    const shp = schreibeShapefile(verzeichnis, 'abgeschnitten', WOHNLAGEN);
    writeFileSync(shp, readFileSync(shp).subarray(0, 400));
    await expect(importierePolygone(db, 'wohnlagen', { datei: shp })).rejects.toThrow(ImportFehler);
    // Every feature refused.
    const nichts = schreibeJson(
      verzeichnis,
      'nichts.geojson',
      geojsonPolygone([{ wohnlage: 9, koordinaten: WOHNLAGEN[0]?.koordinaten ?? null }]),
    );
    await expect(importierePolygone(db, 'wohnlagen', { datei: nichts })).rejects.toThrow(
      'enthält kein gültiges Polygon (1 Merkmale, alle abgelehnt, z. B. Nr. 1: unbekannter Wert „9“',
    );
    // A missing file, a missing .dbf, a wrong --zuordnung, an unknown format.
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: join(verzeichnis, 'fehlt.geojson') }),
    ).rejects.toThrow('gibt es nicht');
    rmSync(shp.replace(/\.shp$/, '.dbf'));
    await expect(importierePolygone(db, 'wohnlagen', { datei: shp })).rejects.toThrow(
      'fehlt die Attributdatei (.dbf)',
    );
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: gut, zuordnung: '1:9' }),
    ).rejects.toThrow('Ungültige --zuordnung');
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: join(verzeichnis, 'x.kml') }),
    ).rejects.toThrow('Format');

    expect(await new GeodatenRepository(db).ebenen()).toEqual(vorher);
    expect(await new GeodatenRepository(db).polygone('wohnlagen')).toEqual(polygoneVorher);
  });

  it('ein .dbf, das kürzer ist, als sein Kopf sagt (in der Mitte abgeschnitten), wird als beschädigt abgelehnt; die Ebene bleibt', async () => {
    const gut = schreibeJson(verzeichnis, 'gut.geojson', geojsonPolygone(WOHNLAGEN));
    await importierePolygone(db, 'wohnlagen', { datei: gut });
    const vorher = await new GeodatenRepository(db).polygone('wohnlagen');

    const shp = schreibeShapefile(verzeichnis, 'halb', viele(40));
    const dbf = shp.replace(/\.shp$/, '.dbf');
    const ganz = readFileSync(dbf);
    writeFileSync(dbf, ganz.subarray(0, ganz.length / 2));
    await expect(importierePolygone(db, 'wohnlagen', { datei: shp })).rejects.toThrow(
      /^Die Attributdatei „halb\.dbf“ ist beschädigt oder unvollständig: laut Kopf 40 Datensätze \(265 Bytes\), die Datei hat nur 133 Bytes/,
    );
    // Even when the operator allows a partial import: a cut file is not partly right.
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: shp, teilimportErlauben: true }),
    ).rejects.toThrow('ist beschädigt');
    expect(await new GeodatenRepository(db).polygone('wohnlagen')).toEqual(vorher);
  });

  it('mehr als 1 % abgelehnt: nichts importiert (auch nicht, wenn fast alles NaN ist), außer mit teilimportErlauben; bis 1 % wird der Rest übernommen', async () => {
    const repo = new GeodatenRepository(db);
    await importierePolygone(db, 'wohnlagen', {
      datei: schreibeJson(verzeichnis, 'gut.geojson', geojsonPolygone(WOHNLAGEN)),
    });
    const vorher = await repo.polygone('wohnlagen');
    const mitFehlern = (n: number, fehlerhaft: number) =>
      geojsonPolygone(viele(n).map((p, i) => (i < fehlerhaft ? { ...p, wohnlage: 'NaN' } : p)));

    // 198 of 200 good, 2 refused = 1 %: the rest is imported.
    const einProzent = schreibeJson(verzeichnis, 'einprozent.geojson', mitFehlern(200, 2));
    const ergebnis = await importierePolygone(db, 'wohnlagen', { datei: einProzent });
    expect(ergebnis.anzahl).toBe(198);
    expect(ergebnis.abgelehnt.map((m) => m.nr)).toEqual([1, 2]);
    const danach = await repo.polygone('wohnlagen');
    expect(danach).toHaveLength(198);

    // 3 of 200 (1.5 %) or 99 of 100: refused as a whole, the layer stays.
    for (const [name, n, fehlerhaft, text] of [
      ['anderthalb.geojson', 200, 3, '3 von 200 Merkmalen (1,5 %)'],
      ['fast-alles-nan.geojson', 100, 99, '99 von 100 Merkmalen (99 %)'],
    ] as const) {
      const datei = schreibeJson(verzeichnis, name, mitFehlern(n, fehlerhaft));
      const fehler = await importierePolygone(db, 'wohnlagen', { datei }).catch((f: unknown) => f);
      expect(fehler).toBeInstanceOf(TeilimportFehler);
      expect((fehler as TeilimportFehler).message).toBe(
        `„${name}“ wird nicht importiert: ${text} sind abgelehnt, mehr als 1 % – ist die Datei beschädigt oder die falsche? Die bisherigen Wohnlagen bleiben unverändert. Wer die übrigen trotzdem übernehmen will, ruft den Import mit --teilimport-erlauben auf.`,
      );
      expect((fehler as TeilimportFehler).abgelehnt).toHaveLength(fehlerhaft);
      expect(await repo.polygone('wohnlagen')).toEqual(danach);
    }
    expect(danach).not.toEqual(vorher);

    // The operator's explicit choice takes the rest.
    const erlaubt = await importierePolygone(db, 'wohnlagen', {
      datei: schreibeJson(verzeichnis, 'erlaubt.geojson', mitFehlern(200, 3)),
      teilimportErlauben: true,
    });
    expect(erlaubt.anzahl).toBe(197);
    expect(await repo.polygone('wohnlagen')).toHaveLength(197);
    // The next tests start from the three Wohnlagen again.
    await importierePolygone(db, 'wohnlagen', {
      datei: schreibeJson(verzeichnis, 'gut.geojson', geojsonPolygone(WOHNLAGEN)),
    });
  });

  it('ein Import, der in der Datenbank scheitert, wird ganz zurückgerollt', async () => {
    const repo = new GeodatenRepository(db);
    const vorher = await repo.polygone('wohnlagen');
    const gueltig = {
      wert: 1,
      geometrie: '[]',
      box: { minLon: 0, minLat: 0, maxLon: 1, maxLat: 1 },
    };
    // The second batch of 2,000 violates NOT NULL after the first was written.
    const polygone = [
      ...Array.from({ length: 2_000 }, () => gueltig),
      { ...gueltig, geometrie: null as unknown as string },
    ];
    await expect(
      repo.ersetzePolygone('wohnlagen', 'halb.geojson', new Date(), polygone),
    ).rejects.toThrow();
    expect(await repo.polygone('wohnlagen')).toEqual(vorher);
    expect((await repo.ebenen()).find((e) => e.ebene === 'wohnlagen')?.quelle).toBe('gut.geojson');
  });

  it('Gebäudetypen: eigene Ebene, Ids 0–2', async () => {
    const datei = schreibeJson(
      verzeichnis,
      'gebaeude.geojson',
      geojsonPolygone(
        [...GEBAEUDETYPEN, { wohnlage: 3, koordinaten: WOHNLAGEN[1]?.koordinaten ?? null }],
        'gebaeudetyp',
      ),
    );
    const ergebnis = await importierePolygone(db, 'gebaeudetypen', {
      datei,
      teilimportErlauben: true,
    });
    expect(ergebnis.anzahl).toBe(1);
    expect(ergebnis.abgelehnt).toEqual([
      {
        nr: 2,
        text: 'unbekannter Wert „3“ im Feld „gebaeudetyp“ (erlaubt 0–2, sonst --zuordnung angeben)',
      },
    ]);
    const g = await geladen();
    expect(g.lage(...PUNKTE.imGebaeude)).toEqual({ wohnlage: 1, gebaeudetyp: 0 });
    expect(g.lage(...PUNKTE.inA)).toEqual({ wohnlage: 1, gebaeudetyp: null });
    expect(g.status()).toEqual({ wohnlagen: true, gebaeudetypen: true, adressen: false });
  });
});

describe(`Import der Adressen (${DATENBANKART})`, () => {
  it('CSV in WGS84: abgelehnte Zeilen mit Zeilennummer; Punkte außerhalb jeder Wohnlage als Hinweis', async () => {
    const text = `${adressenCsv(ADRESSEN)}\n${csv([
      ['Ohne Nummer', '', '80331', '11.51', '48.11'],
      ['Falsche PLZ', '1', '8033', '11.51', '48.11'],
      ['Ohne Ort', '1', '80331', '', '48.11'],
      ['Zu weit', '1', '80331', '191', '48.11'],
      ['', '1', '80331', '11.51', '48.11'],
    ])}\n`;
    const datei = schreibeJson(verzeichnis, 'adressen.csv', text);
    const ergebnis = await importiereAdressen(db, { datei, teilimportErlauben: true });
    expect(ergebnis.anzahl).toBe(ADRESSEN.length);
    const n = ADRESSEN.length + 1; // line of the last test address
    expect(ergebnis.abgelehnt).toEqual([
      { nr: n + 1, text: 'die Hausnummer fehlt' },
      { nr: n + 2, text: 'die Postleitzahl „8033“ ist keine fünfstellige Zahl' },
      { nr: n + 3, text: 'Koordinaten fehlen oder sind keine Zahlen' },
      {
        nr: n + 4,
        text: 'Koordinaten außerhalb von WGS84 (Länge −180…180, Breite −90…90) – stimmt das Koordinatensystem (.prj oder --epsg)?',
      },
      { nr: n + 5, text: 'die Straße fehlt' },
    ]);
    // Outside every Wohnlage: in A's hole (line 4), just west of A (line 9), far west (line 10).
    expect(ergebnis.hinweise.map((h) => h.nr)).toEqual([4, 9, 10]);
    expect(ergebnis.hinweise[0]?.text).toBe('liegt außerhalb jeder Wohnlage (trotzdem übernommen)');
  });

  it('CSV mit x,y in EPSG:25832 (Semikolon, Dezimalkomma) und GeoJSON-Punkte', async () => {
    const [x, y] = nachUtm32(PUNKTE.aufDerInsel);
    const zeilen = [
      'strasse;hausnummer;plz;x;y',
      `Inselweg;1;80331;${String(x).replace('.', ',')};${String(y).replace('.', ',')}`,
    ];
    const datei = schreibeJson(verzeichnis, 'utm.csv', zeilen.join('\r\n'));
    await expect(importiereAdressen(db, { datei })).rejects.toThrow('bitte --epsg angeben');
    const ergebnis = await importiereAdressen(db, { datei, epsg: '25832' });
    expect(ergebnis).toMatchObject({ anzahl: 1, abgelehnt: [], hinweise: [] });
    const [treffer] = await new GeodatenRepository(db).suche(
      { strasse: 'inselweg', hausnummer: null, plz: null },
      10,
    );
    expect(treffer?.lon).toBeCloseTo(PUNKTE.aufDerInsel[0], 7);
    expect(treffer?.lat).toBeCloseTo(PUNKTE.aufDerInsel[1], 7);

    const punkte = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { strasse: 'Punktweg', hausnummer: 3, plz: '80331' },
          geometry: { type: 'Point', coordinates: PUNKTE.inA },
        },
        {
          type: 'Feature',
          properties: { strasse: 'Linie', hausnummer: '1', plz: '80331' },
          geometry: { type: 'LineString', coordinates: [PUNKTE.inA, PUNKTE.draussen] },
        },
      ],
    };
    const geo = await importiereAdressen(db, {
      datei: schreibeJson(verzeichnis, 'punkte.geojson', punkte),
      teilimportErlauben: true,
    });
    expect(geo).toMatchObject({
      anzahl: 1,
      abgelehnt: [{ nr: 2, text: 'Geometrietyp „LineString“ ist kein Punkt' }],
    });
  });

  it('fehlende Spalten oder nur abgelehnte Zeilen: die bisherigen Adressen bleiben', async () => {
    const vorher = await new GeodatenRepository(db).ebenen();
    const ohneSpalte = schreibeJson(
      verzeichnis,
      'ohne.csv',
      'strasse,plz,lon,lat\nA,80331,11.5,48.1\n',
    );
    await expect(importiereAdressen(db, { datei: ohneSpalte })).rejects.toThrow(
      'In der Kopfzeile von „ohne.csv“ fehlen Spalten: hausnummer',
    );
    const leer = schreibeJson(
      verzeichnis,
      'leer.csv',
      'strasse,hausnummer,plz,lon,lat\n,1,80331,11.5,48.1\n',
    );
    await expect(importiereAdressen(db, { datei: leer })).rejects.toThrow(
      '„leer.csv“ enthält keine gültige Adresse (1 Zeilen, alle abgelehnt, z. B. Nr. 2: die Straße fehlt)',
    );
    await expect(importiereAdressen(db, { datei: ohneSpalte, epsg: '99999' })).rejects.toThrow(
      'EPSG:99999 ist unbekannt',
    );
    expect(await new GeodatenRepository(db).ebenen()).toEqual(vorher);
  });
});

describe(`Unlesbares, Überlanges und fremde Kodierungen (issue 18 §6, ${DATENBANKART})`, () => {
  it('CSV: eine überlange Straße und ein offenes Anführungszeichen kosten je nur ihre Zeile (mit Nummer und deutschem Grund)', async () => {
    // Letters that do not compress, so the index row is as long as the text (as in the report).
    let zustand = 1;
    const lang = Array.from({ length: 9_000 }, () => {
      zustand = (zustand * 48_271) % 2_147_483_647;
      return String.fromCharCode(97 + (zustand % 26));
    }).join('');
    const text = [
      'strasse,hausnummer,plz,lon,lat',
      'Erster Weg,1,80331,11.51,48.11',
      '"Kaputtweg,2,80331,11.51,48.11',
      'Zweiter Weg,3,80331,11.51,48.11',
      `${lang},4,80331,11.51,48.11`,
      'Dritter Weg,5,80331,11.51,48.11',
    ].join('\n');
    const datei = schreibeJson(verzeichnis, 'kaputt.csv', text);
    const ergebnis = await importiereAdressen(db, { datei, teilimportErlauben: true });
    expect(ergebnis.abgelehnt).toEqual([
      {
        nr: 3,
        text: 'ein Anführungszeichen (") wird nicht geschlossen – die Zeile ist nicht lesbar',
      },
      {
        nr: 5,
        text: 'die Straße ist mit 9.000 Zeichen länger als erlaubt (höchstens 100)',
      },
    ]);
    expect(ergebnis.anzahl).toBe(3);
    const treffer = await new GeodatenRepository(db).suche(
      { strasse: strassenSchluessel('Dritter Weg'), hausnummer: null, plz: null },
      10,
    );
    expect(treffer.map((t) => `${t.strasse} ${t.hausnummer}`)).toEqual(['Dritter Weg 5']);
  });

  it('.dbf in Latin-1 ohne .cpg: die Kodierung aus dem Sprachtreiber-Byte, sonst Ablehnung mit Bitte um --kodierung', async () => {
    const gruen = WOHNLAGEN.map((p) => ({ ...p, wohnlage: 'grün' }));
    const optionen = { feld: 'LAGE', zuordnung: 'grün:2' };
    // Language driver 0x57 (ANSI, Windows-1252), as ArcGIS writes it.
    const mitTreiber = schreibeShapefile(verzeichnis, 'treiber', gruen, 'LAGE', {
      kodierung: 'latin1',
      sprachtreiber: 0x57,
      cpg: null,
    });
    const ergebnis = await importierePolygone(db, 'wohnlagen', { datei: mitTreiber, ...optionen });
    expect(ergebnis).toMatchObject({ anzahl: 3, abgelehnt: [] });

    const ohneAngabe = schreibeShapefile(verzeichnis, 'ohne', gruen, 'LAGE', {
      kodierung: 'latin1',
      cpg: null,
    });
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: ohneAngabe, ...optionen }),
    ).rejects.toThrow(
      'Die Attributdatei „ohne.dbf“ nennt ihre Kodierung nicht (keine .cpg-Datei, kein Sprachtreiber im Kopf) und ist kein UTF-8. Bitte die Kodierung mit --kodierung angeben (z. B. --kodierung windows-1252 oder latin1).',
    );
    const mitKodierung = await importierePolygone(db, 'wohnlagen', {
      datei: ohneAngabe,
      ...optionen,
      kodierung: 'latin1',
    });
    expect(mitKodierung).toMatchObject({ anzahl: 3, abgelehnt: [] });
    await expect(
      importierePolygone(db, 'wohnlagen', {
        datei: ohneAngabe,
        ...optionen,
        kodierung: 'klingonisch',
      }),
    ).rejects.toThrow('Die Kodierung „klingonisch“ (--kodierung) ist unbekannt');
    // A .cpg of "65001" is UTF-8.
    const cpg65001 = schreibeShapefile(verzeichnis, 'cpg65001', gruen, 'LAGE', { cpg: '65001' });
    expect(
      await importierePolygone(db, 'wohnlagen', { datei: cpg65001, ...optionen }),
    ).toMatchObject({ anzahl: 3, abgelehnt: [] });
    // A .cpg of "1252" (ArcGIS) is Windows-1252.
    const cpg1252 = schreibeShapefile(verzeichnis, 'cpg1252', gruen, 'LAGE', {
      kodierung: 'latin1',
      cpg: '1252',
    });
    expect(
      await importierePolygone(db, 'wohnlagen', { datei: cpg1252, ...optionen }),
    ).toMatchObject({ anzahl: 3, abgelehnt: [] });
  });

  it('keine englischen Bibliothekstexte: unlesbare .prj (auch 5 MB, gekürzt), kaputte .shp, kaputtes JSON; mit --epsg wird die .prj nicht gelesen', async () => {
    const shp = schreibeShapefile(verzeichnis, 'prj', WOHNLAGEN);
    const prj = shp.replace(/\.shp$/, '.prj');
    writeFileSync(prj, `KAPUTT[${'x'.repeat(5_000_000)}`);
    const fehler = await importierePolygone(db, 'wohnlagen', { datei: shp }).catch(
      (f: unknown) => f as Error,
    );
    expect(fehler).toBeInstanceOf(ImportFehler);
    expect((fehler as Error).message).toBe(
      `Die Projektionsdatei „prj.prj“ ist nicht lesbar (sie beginnt mit „KAPUTT[${'x'.repeat(73)}…“). Bitte das Koordinatensystem mit --epsg angeben (z. B. --epsg 25832); die .prj wird dann nicht gelesen.`,
    );
    const mitEpsg = await importierePolygone(db, 'wohnlagen', { datei: shp, epsg: '25832' });
    expect(mitEpsg).toMatchObject({ anzahl: 3, abgelehnt: [] });

    // Long enough by its header, but the field list runs past the end (no 0x0D terminator):
    // the library's "Offset is outside the bounds of the DataView" must not reach the operator.
    const ohneEnde = schreibeShapefile(verzeichnis, 'satz', WOHNLAGEN);
    const dbf = ohneEnde.replace(/\.shp$/, '.dbf');
    const bytes = readFileSync(dbf);
    bytes.writeUInt32LE(0, 4);
    bytes.writeUInt16LE(bytes.length, 8);
    bytes.writeUInt8(0x20, 64);
    writeFileSync(dbf, bytes);
    await expect(importierePolygone(db, 'wohnlagen', { datei: ohneEnde })).rejects.toThrow(
      /^Das Shapefile „satz\.shp“ ist beschädigt oder unvollständig und kann nicht gelesen werden\.$/,
    );

    const json = schreibeJson(verzeichnis, 'halb.geojson', '{"type": "FeatureCollection", "feat');
    await expect(importierePolygone(db, 'wohnlagen', { datei: json })).rejects.toThrow(
      /^„halb\.geojson“ ist kein gültiges JSON \(Fehler in Zeile 1, Spalte \d+\)\.$/,
    );
  });
});

// issue 27 §8: a Latin-1 CSV was imported with exit 0 and „M\uFFFDllerstra\uFFFDe“; a long line
// without any quote was refused as „Anführungszeichen wird nicht geschlossen“.
describe(`CSV: Kodierung und genaue Gründe unlesbarer Zeilen (issue 27 §8, ${DATENBANKART})`, () => {
  const latin1 = () => {
    const datei = join(verzeichnis, 'latin1.csv');
    writeFileSync(
      datei,
      Buffer.from(
        'strasse,hausnummer,plz,lon,lat\nMüllerstraße,1,80331,11.51,48.11\nÖdweg,2,80331,11.51,48.11\n',
        'latin1',
      ),
    );
    return datei;
  };

  it('eine CSV in Latin-1 ohne --kodierung wird abgelehnt und nennt die Zeile; die Adressen bleiben', async () => {
    const vorher = await importiereAdressen(db, {
      datei: schreibeJson(
        verzeichnis,
        'vorher.csv',
        'strasse,hausnummer,plz,lon,lat\nAlter Weg,1,80331,11.51,48.11\n',
      ),
    });
    expect(vorher.anzahl).toBe(1);
    await expect(importiereAdressen(db, { datei: latin1() })).rejects.toThrow(
      'Die Datei „latin1.csv“ ist kein UTF-8 (zuerst in Zeile 2). Bitte die Kodierung mit --kodierung angeben (z. B. --kodierung windows-1252 oder latin1) oder die Datei als UTF-8 speichern; die bisherigen Daten bleiben unverändert.',
    );
    const alt = await new GeodatenRepository(db).suche(
      { strasse: strassenSchluessel('Alter Weg'), hausnummer: null, plz: null },
      10,
    );
    expect(alt).toHaveLength(1);
  });

  it('mit --kodierung latin1 (oder windows-1252) werden Umlaute richtig gespeichert', async () => {
    for (const kodierung of ['latin1', 'windows-1252']) {
      const ergebnis = await importiereAdressen(db, { datei: latin1(), kodierung });
      expect(ergebnis.anzahl).toBe(2);
      const treffer = await new GeodatenRepository(db).suche(
        { strasse: strassenSchluessel('Müllerstraße'), hausnummer: null, plz: null },
        10,
      );
      expect(treffer.map((t) => t.strasse)).toEqual(['Müllerstraße']);
    }
    await expect(
      importiereAdressen(db, { datei: latin1(), kodierung: 'klingonisch' }),
    ).rejects.toThrow('Die Kodierung „klingonisch“ (--kodierung) ist unbekannt');
  });

  it('eine überlange Zeile ohne Anführungszeichen und ein Anführungszeichen mitten im Wert: je ihr eigener Grund', async () => {
    const text = [
      'strasse,hausnummer,plz,lon,lat',
      'Erster Weg,1,80331,11.51,48.11',
      `${'x'.repeat(HOECHSTE_ZEILENLAENGE + 10)},2,80331,11.51,48.11`,
      'Haupt"straße,3,80331,11.51,48.11',
      'Zweiter Weg,4,80331,11.51,48.11',
      `"${'y'.repeat(HOECHSTE_ZEILENLAENGE + 10)},5,80331,11.51,48.11`,
    ].join('\n');
    const datei = schreibeJson(verzeichnis, 'gruende.csv', text);
    const ergebnis = await importiereAdressen(db, { datei, teilimportErlauben: true });
    expect(ergebnis.abgelehnt).toEqual([
      { nr: 3, text: 'die Zeile ist länger als 100.000 Zeichen – sie ist nicht lesbar' },
      {
        nr: 4,
        text: 'ein Anführungszeichen (") steht mitten in einem Wert; ein Wert mit Anführungszeichen muss ganz in Anführungszeichen stehen und jedes darin verdoppeln ("") – die Zeile ist nicht lesbar',
      },
      {
        nr: 6,
        text: 'ein Anführungszeichen (") wird nicht geschlossen – die Zeile ist nicht lesbar',
      },
    ]);
    expect(ergebnis.anzahl).toBe(2);
  });
});
