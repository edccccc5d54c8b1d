/**
 * Issue 18 §4 and §5: limits of size on the geodata import (file size, features per file,
 * vertices per polygon – German messages naming the file or the feature, the old layer stays),
 * and the CSV read as a stream and written in batches inside the one transaction (what fails at
 * the end of a long file still leaves the old addresses). Memory itself is measured in
 * `npm run bench` (bench/import-speicher.bench.ts), never here.
 */
import { appendFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeodatenRepository } from '../../src/geodaten/geodaten-repository.ts';
import {
  ImportFehler,
  importiereAdressen,
  importierePolygone,
  TeilimportFehler,
} from '../../src/geodaten/import.ts';
import { leseCsv } from '../../src/geodaten/lesen.ts';
import { DATENBANKART, testDatenbank, type TestDatenbank } from '../vorlagen/hilfen.ts';
import { fuehreSkriptAus } from '../cli.ts';
import {
  ADRESSEN,
  adressenCsv,
  geojsonPolygone,
  ordner,
  schreibeJson,
  schreibeShapefile,
  WOHNLAGEN,
  type TestPolygon,
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

/** A closed ring of `n` positions (n − 1 distinct) around a point inside Wohnlage A. */
function kreis(n: number): TestPolygon {
  const ring = Array.from({ length: n - 1 }, (_, i) => {
    const w = (2 * Math.PI * i) / (n - 1);
    return [11.51 + 0.005 * Math.cos(w), 48.11 + 0.005 * Math.sin(w)];
  });
  ring.push([...(ring[0] as number[])]);
  return { wohnlage: 3, koordinaten: [[ring]] };
}

/** `n` address rows inside Wohnlage A, numbered house by house. */
function adresszeilen(n: number, strasse = 'Stapelweg'): string {
  return Array.from({ length: n }, (_, i) => `${strasse},${i + 1},80331,11.51,48.11\n`).join('');
}

const repo = () => new GeodatenRepository(db);

describe(`Grenzen des Imports (issue 18 §4, ${DATENBANKART})`, () => {
  it('eine Datei über der Größengrenze wird abgelehnt, bevor sie gelesen wird; die Ebenen bleiben', async () => {
    const gut = schreibeJson(verzeichnis, 'gut.geojson', geojsonPolygone(WOHNLAGEN));
    await importierePolygone(db, 'wohnlagen', { datei: gut });
    await importiereAdressen(db, {
      datei: schreibeJson(verzeichnis, 'gut.csv', adressenCsv(ADRESSEN)),
    });
    const vorher = await repo().ebenen();
    const grenzen = { dateiBytes: 1024 };
    const gross = schreibeJson(verzeichnis, 'gross.geojson', geojsonPolygone([kreis(200)]));
    await expect(importierePolygone(db, 'wohnlagen', { datei: gross, grenzen })).rejects.toThrow(
      new ImportFehler(
        '„gross.geojson“ ist mit 8 KB größer als erlaubt (höchstens 1 KB; Grenze mit --max-datei-mb bzw. GEODATEN_MAX_DATEI_MB) und wird nicht gelesen; die bisherigen Daten bleiben unverändert.',
      ),
    );
    const csv = schreibeJson(verzeichnis, 'gross.csv', adressenCsv(ADRESSEN));
    await expect(
      importiereAdressen(db, { datei: csv, grenzen: { dateiBytes: 500 } }),
    ).rejects.toThrow(/^„gross\.csv“ ist mit \d KB größer als erlaubt \(höchstens 1 KB;/);
    const shp = schreibeShapefile(verzeichnis, 'gross', [kreis(200)]);
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: shp, grenzen: { dateiBytes: 2_048 } }),
    ).rejects.toThrow(/^„gross\.shp“ ist mit 4 KB größer als erlaubt \(höchstens 2 KB;/);
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: shp, grenzen: { dateiBytes: 8_192 } }),
    ).resolves.toMatchObject({ anzahl: 1 });
    await importierePolygone(db, 'wohnlagen', { datei: gut });
    const nachher = await repo().ebenen();
    expect(nachher.find((e) => e.ebene === 'adressen')).toEqual(
      vorher.find((e) => e.ebene === 'adressen'),
    );
  });

  it('mehr Merkmale oder Zeilen als erlaubt: die ganze Datei wird abgelehnt, die bisherigen bleiben', async () => {
    await importiereAdressen(db, {
      datei: schreibeJson(verzeichnis, 'alt.csv', adressenCsv(ADRESSEN)),
    });
    const vorher = await repo().ebenen();
    const polygone = schreibeJson(verzeichnis, 'drei.geojson', geojsonPolygone(WOHNLAGEN));
    await expect(
      importierePolygone(db, 'wohnlagen', { datei: polygone, grenzen: { merkmale: 2 } }),
    ).rejects.toThrow(
      new ImportFehler(
        '„drei.geojson“ hat mehr als 2 Merkmale (Grenze mit --max-merkmale bzw. GEODATEN_MAX_MERKMALE) und wird nicht importiert; die bisherigen Daten bleiben unverändert.',
      ),
    );
    // Found while streaming, after the first rows were written: the transaction is rolled back.
    const csv = schreibeJson(
      verzeichnis,
      'lang.csv',
      `strasse,hausnummer,plz,lon,lat\n${adresszeilen(5_000)}`,
    );
    await expect(
      importiereAdressen(db, { datei: csv, grenzen: { merkmale: 4_999 } }),
    ).rejects.toThrow('„lang.csv“ hat mehr als 4.999 Zeilen');
    expect(await repo().ebenen()).toEqual(vorher);
    await expect(
      importiereAdressen(db, { datei: csv, grenzen: { merkmale: 5_000 } }),
    ).resolves.toMatchObject({ anzahl: 5_000 });
  });

  it('ein Polygon über der Eckpunktgrenze wird mit seiner Nummer abgelehnt und zählt zur 1-%-Regel', async () => {
    const datei = schreibeJson(
      verzeichnis,
      'ecken.geojson',
      geojsonPolygone([...WOHNLAGEN, kreis(1_001)]),
    );
    const grund =
      'das Polygon hat 1.001 Eckpunkte, mehr als erlaubt (höchstens 1.000; Grenze mit --max-eckpunkte bzw. GEODATEN_MAX_ECKPUNKTE)';
    const fehler = await importierePolygone(db, 'wohnlagen', {
      datei,
      grenzen: { eckpunkte: 1_000 },
    }).catch((f: unknown) => f);
    expect(fehler).toBeInstanceOf(TeilimportFehler);
    expect((fehler as TeilimportFehler).abgelehnt).toEqual([{ nr: 4, text: grund }]);
    await expect(
      importierePolygone(db, 'wohnlagen', {
        datei,
        grenzen: { eckpunkte: 1_000 },
        teilimportErlauben: true,
      }),
    ).resolves.toMatchObject({ anzahl: 3, abgelehnt: [{ nr: 4, text: grund }] });
    // The default limit (50,000) holds without any option, for a MultiPolygon too.
    const riesig = kreis(50_001);
    const multi = { wohnlage: 1, koordinaten: [...(WOHNLAGEN[0]?.koordinaten ?? [])] };
    multi.koordinaten.push(...(riesig.koordinaten ?? []));
    const gross = schreibeJson(verzeichnis, 'riesig.geojson', geojsonPolygone([multi]));
    await expect(importierePolygone(db, 'wohnlagen', { datei: gross })).rejects.toThrow(
      '(1 Merkmale, alle abgelehnt, z. B. Nr. 1: das Polygon hat 50.011 Eckpunkte, mehr als erlaubt (höchstens 50.000;',
    );
  });
});

describe(`CSV als Strom (issue 18 §5, ${DATENBANKART})`, () => {
  it('die Zeilen werden gelesen, während der Import sie verbraucht, nicht vorab die ganze Datei', async () => {
    const datei = schreibeJson(
      verzeichnis,
      'strom.csv',
      `strasse,hausnummer,plz,lon,lat\n${adresszeilen(5_000)}`,
    );
    const tabelle = await leseCsv(datei, 100 * 1024 * 1024);
    expect(tabelle.spalten).toEqual(['strasse', 'hausnummer', 'plz', 'lon', 'lat']);
    // Appended after the file was opened: a reader that read it whole up front misses these.
    appendFileSync(datei, adresszeilen(10, 'Nachzuegler'));
    const nummern: number[] = [];
    let letzte: string[] = [];
    for await (const z of tabelle.zeilen) {
      nummern.push(z.nr);
      letzte = z.werte;
    }
    expect(nummern.length).toBe(5_010);
    expect(nummern[0]).toBe(2);
    expect(nummern.at(-1)).toBe(5_011);
    expect(letzte).toEqual(['Nachzuegler', '10', '80331', '11.51', '48.11']);
  });

  it('Meldungen: die ersten 1.000 je Art werden behalten, die übrigen gezählt (der Speicher wächst nicht mit der Datei)', async () => {
    await importierePolygone(db, 'wohnlagen', {
      datei: schreibeJson(verzeichnis, 'lagen.geojson', geojsonPolygone(WOHNLAGEN)),
    });
    const draussen = Array.from(
      { length: 1_500 },
      (_, i) => `Aussenweg,${i + 1},80331,11.45,48.15\n`,
    );
    const ohneNummer = Array.from({ length: 1_200 }, () => 'Ohneweg,,80331,11.51,48.11\n');
    const datei = schreibeJson(
      verzeichnis,
      'meldungen.csv',
      `strasse,hausnummer,plz,lon,lat\n${draussen.join('')}${ohneNummer.join('')}`,
    );
    const e = await importiereAdressen(db, { datei, teilimportErlauben: true });
    expect(e).toMatchObject({ anzahl: 1_500, anzahlHinweise: 1_500, anzahlAbgelehnt: 1_200 });
    expect(e.hinweise.length).toBe(1_000);
    expect(e.hinweise.at(-1)?.nr).toBe(1_001);
    expect(e.abgelehnt.length).toBe(1_000);
    expect(e.abgelehnt[0]).toEqual({ nr: 1_502, text: 'die Hausnummer fehlt' });
    const fehler = await importiereAdressen(db, { datei }).catch((f: unknown) => f);
    expect(fehler).toBeInstanceOf(TeilimportFehler);
    expect(fehler).toMatchObject({ anzahlAbgelehnt: 1_200 });
    expect((fehler as TeilimportFehler).message).toMatch(/: 1\.200 von 2\.700 Zeilen \(44,4 %\)/);
  });

  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ])(
    'Zeilennummern wie in der Datei (%s): Umbruch in Anführungszeichen, Leerzeilen, unlesbare Zeilen',
    async (_, umbruch) => {
      const datei = schreibeJson(
        verzeichnis,
        'nummern.csv',
        [
          'strasse,hausnummer,plz,lon,lat',
          'A,1,80331,11.51,48.11',
          '',
          `"B${umbruch}weg",2,80331,11.51,48.11`,
          '"C"x,3,80331,11.51,48.11',
          'D,4,80331,11.51,48.11',
          '"E,5,80331,11.51,48.11',
          'F,6,80331,11.51,48.11',
        ].join(umbruch),
      );
      const tabelle = await leseCsv(datei, 1024 * 1024);
      const zeilen = [];
      for await (const z of tabelle.zeilen) zeilen.push([z.nr, z.fehler ?? z.werte[0]]);
      expect(zeilen).toEqual([
        [2, 'A'],
        [4, `B${umbruch}weg`],
        [
          6,
          'nach einem schließenden Anführungszeichen (") folgt weder Trennzeichen noch Zeilenende – die Zeile ist nicht lesbar',
        ],
        [7, 'D'],
        [8, 'ein Anführungszeichen (") wird nicht geschlossen – die Zeile ist nicht lesbar'],
        [9, 'F'],
      ]);
    },
  );

  it('in Stapeln geschrieben: zu viel Abgelehntes am Ende einer langen Datei lässt die bisherigen Adressen; ein offenes Anführungszeichen kostet auch in langer Datei nur seine Zeile', async () => {
    await importiereAdressen(db, {
      datei: schreibeJson(verzeichnis, 'bisher.csv', adressenCsv(ADRESSEN)),
    });
    const vorher = await repo().ebenen();
    const schlecht = Array.from({ length: 60 }, (_, i) => `Ohne Nummer ${i},,80331,11.51,48.11\n`);
    const datei = schreibeJson(
      verzeichnis,
      'stapel.csv',
      `strasse,hausnummer,plz,lon,lat\n${adresszeilen(5_000)}${schlecht.join('')}`,
    );
    const fehler = await importiereAdressen(db, { datei }).catch((f: unknown) => f);
    expect(fehler).toBeInstanceOf(TeilimportFehler);
    expect((fehler as TeilimportFehler).message).toMatch(
      /^„stapel\.csv“ wird nicht importiert: 60 von 5\.060 Zeilen/,
    );
    expect(await repo().ebenen()).toEqual(vorher);
    const alt = await repo().suche({ strasse: 'stapelweg', hausnummer: null, plz: null }, 5);
    expect(alt).toEqual([]);

    // A quote opened on line 2 and never closed, with 175,000 characters after it: only line 2.
    const offen = schreibeJson(
      verzeichnis,
      'offen.csv',
      `strasse,hausnummer,plz,lon,lat\n"Offen,1,80331,11.51,48.11\n${adresszeilen(5_000)}`,
    );
    const ergebnis = await importiereAdressen(db, { datei: offen, teilimportErlauben: true });
    expect(ergebnis.abgelehnt).toEqual([
      {
        nr: 2,
        text: 'ein Anführungszeichen (") wird nicht geschlossen – die Zeile ist nicht lesbar',
      },
    ]);
    expect(ergebnis.anzahl).toBe(5_000);
    expect((await repo().ebenen()).find((e) => e.ebene === 'adressen')?.anzahl).toBe(5_000);
    const [letzte] = await repo().suche(
      { strasse: 'stapelweg', hausnummer: { zahl: 5_000, schluessel: '5000' }, plz: null },
      5,
    );
    expect(letzte?.hausnummer).toBe('5000');
  });
});

describe('Grenzen in der CLI (Optionen und Umgebung)', () => {
  it('--max-eckpunkte gilt; eine ungültige Grenze ist ein deutscher Nutzungsfehler', async () => {
    const eigener = ordner();
    try {
      const datei = schreibeJson(eigener, 'w.geojson', geojsonPolygone(WOHNLAGEN));
      const cli = (args: string[]) => fuehreSkriptAus('geodaten.ts', args, { initCwd: eigener });
      const ecken = await cli(['wohnlagen', '--datei', datei, '--max-eckpunkte', '4']);
      expect(ecken.code).toBe(1);
      expect(ecken.fehler).toContain(
        '(3 Merkmale, alle abgelehnt, z. B. Nr. 1: das Polygon hat 10 Eckpunkte, mehr als erlaubt (höchstens 4;',
      );
      const null_ = await cli(['wohnlagen', '--datei', datei, '--max-merkmale', '0']);
      expect(null_).toMatchObject({
        code: 1,
        fehler: '--max-merkmale muss eine ganze Zahl ab 1 sein, nicht „0“.\n',
      });
      process.env.GEODATEN_MAX_DATEI_MB = 'viel';
      const umgebung = await cli(['wohnlagen', '--datei', datei]).finally(() => {
        delete process.env.GEODATEN_MAX_DATEI_MB;
      });
      expect(umgebung).toMatchObject({
        code: 1,
        fehler: 'GEODATEN_MAX_DATEI_MB muss eine ganze Zahl ab 1 sein, nicht „viel“.\n',
      });
    } finally {
      rmSync(eigener, { recursive: true, force: true });
    }
  }, 120_000);
});
