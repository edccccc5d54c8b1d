/**
 * "Meinten Sie …?" (issue 17 §6): the trigram similarity over the street names (pg_trgm's
 * measure, computed in memory) and GET /api/backend-service/strassenvorschlaege against
 * imported synthetic addresses, on PGlite and – with TEST_DATABASE_URL – PostgreSQL.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeodatenRepository } from '../../src/geodaten/geodaten-repository.ts';
import { importiereAdressen } from '../../src/geodaten/import.ts';
import {
  aehnlichkeit,
  mitStrasse,
  Strassenverzeichnis,
  trigramme,
} from '../../src/geodaten/strassenvorschlaege.ts';
import { strassenSchluessel, zerlegeSuche } from '../../src/geodaten/suchschluessel.ts';
import { DATENBANKART, testApp, testDatenbank, type TestDatenbank } from '../vorlagen/hilfen.ts';
import { adressenCsv, ordner, schreibeJson, type TestAdresse } from './daten.ts';

const STRASSEN = [
  'Türkenstraße',
  'Theresienstraße',
  'Schleißheimer Straße',
  'Leopoldstraße',
  'Lerchenauer Straße',
  'Am Platzl',
  'Tal',
];

const verzeichnisAus = (namen: string[]) =>
  new Strassenverzeichnis(namen.map((name) => ({ name, schluessel: strassenSchluessel(name) })));

describe('Trigramm-Ähnlichkeit (wie pg_trgm)', () => {
  it('bildet die Trigramme wie pg_trgm: zwei Leerzeichen vorn, eins hinten', () => {
    expect([...trigramme('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(aehnlichkeit(trigramme('cat'), trigramme('cat'))).toBe(1);
    // pg_trgm: similarity('cat', 'cart') = 2 shared ('  c', ' ca') / 7 distinct = 0.2857
    expect(aehnlichkeit(trigramme('cat'), trigramme('cart'))).toBeCloseTo(2 / 7, 10);
  });

  it.each([
    ['Turkenstr 15c', 'Türkenstraße'],
    ['Türkentsr 1', 'Türkenstraße'],
    ['Schleisheimer Straße 1', 'Schleißheimer Straße'],
    ['Leopoldsrt 3', 'Leopoldstraße'],
  ])('„%s“ → „%s“ zuerst', (text, erwartet) => {
    const v = verzeichnisAus(STRASSEN);
    expect(v.vorschlaege(zerlegeSuche(text).strasse, 5)[0]).toBe(erwartet);
  });

  it('schlägt nichts Unähnliches vor und nicht die Straße, die die Suche schon fand', () => {
    const v = verzeichnisAus(STRASSEN);
    expect(v.vorschlaege(zerlegeSuche('Xaverweg 1').strasse, 5)).toEqual([]);
    // the street exists, only the house number does not: no suggestion of itself
    expect(v.vorschlaege(zerlegeSuche('Türkenstraße 999').strasse, 5)).not.toContain(
      'Türkenstraße',
    );
    expect(v.vorschlaege('tu', 5)).toEqual([]);
  });

  it('zählt gleiche Schlüssel einmal und hält die Zahl der Vorschläge ein', () => {
    const v = verzeichnisAus(['Türkenstraße', 'Türkenstr.', 'Tuerkenstrasse', 'Türkenweg']);
    expect(v.groesse).toBe(2);
    expect(v.vorschlaege('turkenstr', 1)).toEqual(['Türkenstraße']);
  });

  it('setzt die Straße vor die Hausnummer des getippten Texts', () => {
    expect(mitStrasse('Turkenstr 15c', 'Türkenstraße')).toBe('Türkenstraße 15c');
    expect(mitStrasse('Schleisheimer  Straße 1, 80797 München', 'Schleißheimer Straße')).toBe(
      'Schleißheimer Straße 1, 80797 München',
    );
    expect(mitStrasse('Turkenstr', 'Türkenstraße')).toBe('Türkenstraße');
  });
});

const ADRESSEN: TestAdresse[] = STRASSEN.map((strasse, i) => ({
  strasse,
  hausnummer: strasse === 'Türkenstraße' ? '15c' : '1',
  plz: '80799',
  lon: 11.5 + i / 100,
  lat: 48.1,
}));

let datenbank: TestDatenbank;
let app: FastifyInstance;
const verzeichnis = ordner();

beforeAll(async () => {
  datenbank = await testDatenbank();
  app = await testApp(datenbank);
});
afterAll(async () => {
  await app?.close();
  await datenbank?.aufraeumen();
  rmSync(verzeichnis, { recursive: true, force: true });
});

const vorschlaege = async (text: string) => {
  const r = await app.inject({
    url: `/api/backend-service/strassenvorschlaege?searchString=${encodeURIComponent(text)}`,
  });
  expect(r.statusCode).toBe(200);
  return r.json() as { strasse: string; suche: string }[];
};

describe(`GET /api/backend-service/strassenvorschlaege (${DATENBANKART})`, () => {
  it('ohne Adressdaten: keine Vorschläge', async () => {
    expect(await vorschlaege('Turkenstr 15c')).toEqual([]);
  });

  it('nach dem Import: ähnliche Straßen mit dem Suchtext, der sie findet', async () => {
    await importiereAdressen(async () => datenbank.db, {
      datei: schreibeJson(verzeichnis, 'adressen.csv', adressenCsv(ADRESSEN)),
    });
    await app.geodaten.aktualisieren();
    const v = await vorschlaege('Turkenstr 15c');
    expect(v[0]).toEqual({ strasse: 'Türkenstraße', suche: 'Türkenstraße 15c' });
    expect((await vorschlaege('Schleisheimer Straße 1'))[0]).toEqual({
      strasse: 'Schleißheimer Straße',
      suche: 'Schleißheimer Straße 1',
    });
    // the suggested text finds the address
    const treffer = await app.inject({
      url: `/api/backend-service/adresssuche?searchString=${encodeURIComponent(v[0]!.suche)}`,
    });
    expect(treffer.json()[0].label).toBe('Türkenstraße 15c, 80799 München');
  });

  it('ein neuer Import der Adressen ersetzt die Straßen der Vorschläge', async () => {
    await importiereAdressen(async () => datenbank.db, {
      datei: schreibeJson(
        verzeichnis,
        'adressen2.csv',
        adressenCsv([
          { strasse: 'Türkenweg', hausnummer: '1', plz: '80799', lon: 11.5, lat: 48.1 },
        ]),
      ),
    });
    await app.geodaten.aktualisieren();
    expect((await vorschlaege('Turkenweh 1')).map((v) => v.strasse)).toEqual(['Türkenweg']);
    expect(await vorschlaege('Schleisheimer Straße 1')).toEqual([]);
  });

  // Issue 18 §4: the list in memory stays bounded however many streets the layer has.
  it('liest höchstens so viele Straßen wie verlangt, je Schlüssel den ersten Namen', async () => {
    await importiereAdressen(async () => datenbank.db, {
      datei: schreibeJson(
        verzeichnis,
        'adressen3.csv',
        adressenCsv(
          ['Zeppelinstraße', 'Amselweg', 'Zeppelinstr.', 'Birkenweg', 'Amselweg'].map(
            (strasse, i) => ({
              strasse,
              hausnummer: String(i + 1),
              plz: '80799',
              lon: 11.5,
              lat: 48.1,
            }),
          ),
        ),
      ),
    });
    const repo = new GeodatenRepository(async () => datenbank.db);
    expect(await repo.strassen(2)).toEqual([
      { name: 'Amselweg', schluessel: 'amselweg' },
      { name: 'Birkenweg', schluessel: 'birkenweg' },
    ]);
    expect((await repo.strassen(10)).map((s) => s.name)).toEqual([
      'Amselweg',
      'Birkenweg',
      'Zeppelinstr.',
    ]);
  });

  it('unter 3 Zeichen: die deutsche 400 der Adresssuche', async () => {
    const r = await app.inject({ url: '/api/backend-service/strassenvorschlaege?searchString=Tu' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fehler[0].meldung).toBe(
      'Bitte geben Sie mindestens 3 Zeichen für die Adresssuche ein.',
    );
  });
});
