/**
 * The geodata API (issue 11) against imported synthetic data, on PGlite and – with
 * TEST_DATABASE_URL – PostgreSQL: address search and its typing tolerance, the point lookup,
 * the map with gzip and ETag, environmentInfo's flags without a query per request, and the
 * German 400s for bad coordinates and text the database cannot store.
 */
import { gunzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatenbankNichtVerfuegbar } from '../../src/db/verfuegbarkeit.ts';
import { importiereAdressen, importierePolygone } from '../../src/geodaten/import.ts';
import { DATENBANKART, testApp, testDatenbank, type TestDatenbank } from '../vorlagen/hilfen.ts';
import {
  ADRESSEN,
  adressenCsv,
  GEBAEUDETYPEN,
  geojsonPolygone,
  ordner,
  PUNKTE,
  schreibeJson,
  WOHNLAGEN,
} from './daten.ts';

let abfragen = 0;
/** The SQL-text values of the queries on `adresse`, to see which LIKE patterns they carry. */
const adresswerte: string[] = [];
/** Set by the outage test: every query fails as the availability wrapper reports an outage. */
let ausgefallen = false;
const zaehler: KyselyPlugin = {
  transformQuery(args) {
    if (ausgefallen) throw new DatenbankNichtVerfuegbar(new Error('Test: Datenbank weg'));
    abfragen += 1;
    const knoten = JSON.stringify(args.node);
    if (knoten.includes('"name":"adresse"'))
      JSON.parse(knoten, (schluessel, wert: unknown) => {
        // ValueNode.value, PrimitiveValueListNode.values (an IN list)
        if (schluessel === 'value' && typeof wert === 'string') adresswerte.push(wert);
        if (schluessel === 'values' && Array.isArray(wert))
          adresswerte.push(...wert.filter((w) => typeof w === 'string'));
        return wert;
      });
    return args.node;
  },
  transformResult: async (args) => args.result,
};

let datenbank: TestDatenbank;
let app: FastifyInstance;
const verzeichnis = ordner();
const db = async () => datenbank.db;

beforeAll(async () => {
  datenbank = await testDatenbank();
  app = await testApp(
    { ...datenbank, db: datenbank.db.withPlugin(zaehler) },
    {
      umgebung: {
        KARTE_KACHEL_URL: 'https://kacheln.example.org/{z}/{x}/{y}.png',
        KARTE_KACHEL_ATTRIBUTION: '© Beispiel',
      },
    },
  );
});
afterAll(async () => {
  await app?.close();
  await datenbank?.aufraeumen();
  rmSync(verzeichnis, { recursive: true, force: true });
});

const suche = async (text: string) => {
  const r = await app.inject({
    url: `/api/backend-service/adresssuche?searchString=${encodeURIComponent(text)}`,
  });
  expect(r.statusCode).toBe(200);
  return r.json() as {
    label: string;
    lon: number;
    lat: number;
    wohnlage: number | null;
    gebaeudetyp: number | null;
  }[];
};
const labels = async (text: string) => (await suche(text)).map((t) => t.label);

describe(`Geodaten-API ohne importierte Daten (${DATENBANKART})`, () => {
  it('Suche [], Lage null, Karte 404, environmentInfo meldet nichts eingerichtet', async () => {
    expect(await suche('Musterstraße 12')).toEqual([]);
    const lage = await app.inject({ url: '/api/backend-service/wohnlage?lon=11.51&lat=48.11' });
    expect(lage.json()).toEqual({ wohnlage: null, gebaeudetyp: null });
    const karte = await app.inject({ url: '/api/backend-service/wohnlagenkarte' });
    expect(karte.statusCode).toBe(404);
    expect(karte.json()).toEqual({
      fehler: [
        {
          feld: '',
          meldung:
            'Es sind keine Wohnlagen eingerichtet: Die Karte der Wohnlagen steht nicht zur Verfügung.',
        },
      ],
    });
    const info = (await app.inject({ url: '/api/environmentInfo' })).json();
    expect(info).toMatchObject({
      geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: false },
      kartenKachelUrl: 'https://kacheln.example.org/{z}/{x}/{y}.png',
      kartenKachelAttribution: '© Beispiel',
    });
  });
});

describe(`Geodaten-API mit importierten Daten (${DATENBANKART})`, () => {
  beforeAll(async () => {
    await importierePolygone(db, 'wohnlagen', {
      datei: schreibeJson(verzeichnis, 'wohnlagen.geojson', geojsonPolygone(WOHNLAGEN)),
    });
    await importierePolygone(db, 'gebaeudetypen', {
      datei: schreibeJson(
        verzeichnis,
        'gebaeude.geojson',
        geojsonPolygone(GEBAEUDETYPEN, 'gebaeudetyp'),
      ),
    });
    await importiereAdressen(db, {
      datei: schreibeJson(verzeichnis, 'adressen.csv', adressenCsv(ADRESSEN)),
    });
    await app.geodaten.aktualisieren();
  });

  it('environmentInfo meldet die Ebenen, ohne die Datenbank zu fragen', async () => {
    abfragen = 0;
    for (let i = 0; i < 5; i++) {
      const r = await app.inject({ url: '/api/environmentInfo' });
      expect(r.json().geodaten).toEqual({ wohnlagen: true, gebaeudetypen: true, adressen: true });
    }
    expect(abfragen).toBe(0);
  });

  it.each([
    ['musterstr 12', 'Musterstraße 12, 80331 München'],
    ['Musterstraße 12', 'Musterstraße 12, 80331 München'],
    ['MUSTERSTRASSE 12', 'Musterstraße 12, 80331 München'],
    ['Muster-Str. 12', 'Musterstraße 12, 80331 München'],
    ['musterstra 12', 'Musterstraße 12, 80331 München'],
    ['Musterstr 12a', 'Musterstraße 12a, 80331 München'],
    ['Musterstr 12 a', 'Musterstraße 12a, 80331 München'],
    ['Musterstraße 12, 81667 München', 'Musterstraße 12, 81667 München'],
    ['Gruenwalder Strasse 5', 'Grünwalder Straße 5, 81547 München'],
    ['grünwalder str 7', 'Grünwalder Straße 7, 81547 München'],
    ['Aeussere Wiener Str 1', 'Äußere Wiener Str. 1, 81667 München'],
    ['äußere wiener straße', 'Äußere Wiener Str. 1, 81667 München'],
    ['Weissenburger Pl 3', 'Weißenburger Platz 3, 81667 München'],
    ['Platzl 1', 'Am Platzl 1, 80331 München'],
  ])('„%s“ findet zuerst „%s“', async (text, erster) => {
    expect((await labels(text))[0]).toBe(erster);
  });

  it('beste Treffer zuerst: genaue Straße, dann nach Hausnummer; höchstens 10', async () => {
    expect(await labels('Musterstr 12')).toEqual([
      'Musterstraße 12, 80331 München',
      'Musterstraße 12, 81667 München',
      'Musterstraße 12a, 80331 München',
    ]);
    expect(await labels('Muster')).toEqual([
      'Musterstraße 2, 80331 München',
      'Musterstraße 12, 80331 München',
      'Musterstraße 12, 81667 München',
      'Musterstraße 12a, 80331 München',
      'Musterstraße 120, 80331 München',
      'Musterweg 12, 81667 München',
    ]);
    const lang = await labels('Lange Str');
    expect(lang).toHaveLength(10);
    expect(lang[0]).toBe('Lange Straße 1, 80331 München');
    expect(lang[9]).toBe('Lange Straße 10, 80331 München');
    expect(await labels('Gibtsnicht 1')).toEqual([]);
    expect(await labels('12345')).toEqual([]);
  });

  // Issue 18 §2: "LIKE '%…%'" scans every address, on PGlite without any time limit. The
  // streets that contain the typed part come from the server's street list instead, and their
  // addresses by exact key.
  it('Suche aus der Mitte: dieselben Treffer, aber keine Abfrage mit „LIKE %…“', async () => {
    adresswerte.length = 0;
    expect(await labels('Platzl')).toEqual(['Am Platzl 1, 80331 München']);
    expect(await labels('platzl 1')).toEqual(['Am Platzl 1, 80331 München']);
    expect(await labels('sterstr 12')).toEqual([
      'Musterstraße 12, 80331 München',
      'Musterstraße 12, 81667 München',
      'Musterstraße 12a, 80331 München',
    ]);
    expect(await labels('str 12a')).toEqual(['Musterstraße 12a, 80331 München']);
    expect(await labels('nwalder 7')).toEqual(['Grünwalder Straße 7, 81547 München']);
    expect(await labels('nge str')).toHaveLength(10);
    expect(await labels('xyzqweg 1')).toEqual([]);
    expect(await labels('platzl 2')).toEqual([]);
    // The prefix search asked "…%" each time; "contains" asked by key, never "%…".
    expect(adresswerte).toContain('platzl%');
    expect(adresswerte).toContain('amplatzl');
    expect(adresswerte.filter((w) => w.startsWith('%'))).toEqual([]);
  });

  it('jeder Treffer trägt Lage und Gebäudetyp an seinem Punkt', async () => {
    const treffer = await suche('Musterstr');
    const nach = Object.fromEntries(treffer.map((t) => [t.label, [t.wohnlage, t.gebaeudetyp]]));
    expect(nach).toEqual({
      'Musterstraße 2, 80331 München': [null, null], // in A's hole
      'Musterstraße 12, 80331 München': [1, null],
      'Musterstraße 12, 81667 München': [2, null],
      'Musterstraße 12a, 80331 München': [1, 0],
      'Musterstraße 120, 80331 München': [1, null],
    });
    expect((await suche('Musterweg 12'))[0]?.wohnlage).toBe(4); // on the island in A's hole
    expect(treffer[0]).toMatchObject({ lon: PUNKTE.imLoch[0], lat: PUNKTE.imLoch[1] });
    expect((await suche('Grünwalder 5'))[0]?.wohnlage).toBe(1);
    expect((await suche('Grünwalder 7'))[0]?.wohnlage).toBe(null);
  });

  it.each([
    ['inA', { wohnlage: 1, gebaeudetyp: null }],
    ['imGebaeude', { wohnlage: 1, gebaeudetyp: 0 }],
    ['imLoch', { wohnlage: null, gebaeudetyp: null }],
    ['aufDerInsel', { wohnlage: 4, gebaeudetyp: null }],
    ['inCTeil2', { wohnlage: 2, gebaeudetyp: null }],
    ['draussen', { wohnlage: null, gebaeudetyp: null }],
    ['aufDemRand', { wohnlage: 1, gebaeudetyp: null }],
  ] as const)('Lage am Punkt %s', async (punkt, erwartet) => {
    const [lon, lat] = PUNKTE[punkt];
    const r = await app.inject({ url: `/api/backend-service/wohnlage?lon=${lon}&lat=${lat}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual(erwartet);
  });

  it('Karte: GeoJSON in WGS84 mit Wohnlage je Merkmal, gzip, ETag und 304', async () => {
    const r = await app.inject({
      url: '/api/backend-service/wohnlagenkarte',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-type']).toContain('application/geo+json');
    expect(r.headers['cache-control']).toBe('no-cache');
    const karte = JSON.parse(gunzipSync(r.rawPayload).toString('utf8'));
    expect(karte.type).toBe('FeatureCollection');
    expect(karte.features.map((f: { properties: unknown }) => f.properties)).toEqual([
      { wohnlage: 1 },
      { wohnlage: 4 },
      { wohnlage: 2 },
    ]);
    // A keeps its hole; C keeps both parts.
    expect(karte.features[0].geometry.coordinates[0]).toHaveLength(2);
    expect(karte.features[2].geometry.coordinates).toHaveLength(2);
    const etag = r.headers.etag as string;
    expect(etag).toMatch(/^"wohnlagen-\d+-\d+"$/);

    const ohneGzip = await app.inject({ url: '/api/backend-service/wohnlagenkarte' });
    expect(ohneGzip.headers['content-encoding']).toBeUndefined();
    expect(ohneGzip.json()).toEqual(karte);
    const wieder = await app.inject({
      url: '/api/backend-service/wohnlagenkarte',
      headers: { 'if-none-match': etag },
    });
    expect(wieder.statusCode).toBe(304);
    expect(wieder.body).toBe('');
  });

  // Issue 18 §7: RFC 9110 §13.1.2 compares If-None-Match weakly and lets `*` match; §12.5.3
  // makes `q=0` a refusal – the map answered 200 and gzip to these before.
  it.each([
    ['schwaches ETag', (etag: string) => `W/${etag}`],
    ['eines von mehreren', (etag: string) => `"anderes", W/${etag}`],
    ['*', () => '*'],
  ])('Karte: If-None-Match mit %s → 304', async (_name, kopf) => {
    const etag = (await app.inject({ url: '/api/backend-service/wohnlagenkarte' })).headers
      .etag as string;
    const r = await app.inject({
      url: '/api/backend-service/wohnlagenkarte',
      headers: { 'if-none-match': kopf(etag) },
    });
    expect(r.statusCode).toBe(304);
    expect(r.body).toBe('');
  });

  it.each(['gzip;q=0', 'gzip;q=0, br', 'identity, *;q=0.5, gzip;q=0'])(
    'Karte: Accept-Encoding „%s“ → ungepackt',
    async (kopf) => {
      const r = await app.inject({
        url: '/api/backend-service/wohnlagenkarte',
        headers: { 'accept-encoding': kopf },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.json().type).toBe('FeatureCollection');
    },
  );

  it('ein neuer Import der Wohnlagen wirkt nach dem Neuladen sofort: Lage, Treffer und neues ETag', async () => {
    const vorher = (await app.inject({ url: '/api/backend-service/wohnlagenkarte' })).headers.etag;
    const umgefaerbt = WOHNLAGEN.map((p) => ({
      ...p,
      wohnlage: p.wohnlage === 1 ? 3 : p.wohnlage,
    }));
    await importierePolygone(db, 'wohnlagen', {
      datei: schreibeJson(verzeichnis, 'neu.geojson', geojsonPolygone(umgefaerbt)),
    });
    await app.geodaten.aktualisieren();
    expect((await suche('Musterstr 12a'))[0]?.wohnlage).toBe(3);
    const [lon, lat] = PUNKTE.inA;
    expect(
      (await app.inject({ url: `/api/backend-service/wohnlage?lon=${lon}&lat=${lat}` })).json(),
    ).toEqual({
      wohnlage: 3,
      gebaeudetyp: null,
    });
    const danach = await app.inject({
      url: '/api/backend-service/wohnlagenkarte',
      headers: { 'if-none-match': String(vorher) },
    });
    expect(danach.statusCode).toBe(200);
    expect(danach.headers.etag).not.toBe(vorher);
  });
});

describe(`Geodaten-API: schlechte Eingaben (${DATENBANKART})`, () => {
  it.each([
    [
      '',
      'lon',
      'Bitte geben Sie den Längengrad „lon“ an: eine Zahl von −180 bis 180 (WGS84, Dezimalpunkt).',
    ],
    [
      '?lon=11.5',
      'lat',
      'Bitte geben Sie den Breitengrad „lat“ an: eine Zahl von −90 bis 90 (WGS84, Dezimalpunkt).',
    ],
    [
      '?lon=abc&lat=48.1',
      'lon',
      'Der Längengrad „lon“ muss eine Zahl von −180 bis 180 (WGS84, Dezimalpunkt) sein.',
    ],
    [
      '?lon=11,5&lat=48.1',
      'lon',
      'Der Längengrad „lon“ muss eine Zahl von −180 bis 180 (WGS84, Dezimalpunkt) sein.',
    ],
    [
      '?lon=181&lat=48.1',
      'lon',
      'Der Längengrad „lon“ muss eine Zahl von −180 bis 180 (WGS84, Dezimalpunkt) sein.',
    ],
    [
      '?lon=11.5&lat=-90.5',
      'lat',
      'Der Breitengrad „lat“ muss eine Zahl von −90 bis 90 (WGS84, Dezimalpunkt) sein.',
    ],
    [
      '?lon=1e2&lat=48.1',
      'lon',
      'Der Längengrad „lon“ muss eine Zahl von −180 bis 180 (WGS84, Dezimalpunkt) sein.',
    ],
    [
      '?lon=Infinity&lat=48.1',
      'lon',
      'Der Längengrad „lon“ muss eine Zahl von −180 bis 180 (WGS84, Dezimalpunkt) sein.',
    ],
    ['?lon=11.5&lon=12&lat=48.1', 'lon', '„lon“ darf nur einmal angegeben werden.'],
  ])('Lage%s → 400 für %s', async (query, feld, meldung) => {
    const r = await app.inject({ url: `/api/backend-service/wohnlage${query}` });
    expect(r.statusCode).toBe(400);
    expect(r.json().fehler[0]).toEqual({ feld, meldung });
  });

  it('Adresssuche mit NUL → 400 auf Deutsch, keine Datenbankabfrage', async () => {
    abfragen = 0;
    const r = await app.inject({
      url: '/api/backend-service/adresssuche?searchString=Muster%00str',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      fehler: [
        {
          feld: 'searchString',
          meldung:
            'Die Eingabe enthält ein unzulässiges Zeichen (Nullzeichen oder ungültiges Unicode). Bitte entfernen Sie es.',
        },
      ],
    });
    expect(abfragen).toBe(0);
  });

  // A lone surrogate cannot travel in a URL: its UTF-8 bytes (ED A0 80) are invalid and are
  // decoded to U+FFFD, which the database stores. The search must answer normally, not 500.
  it.each(['Muster%ED%A0%80str', 'Muster%EDstr', `${encodeURIComponent('Muster')}\uD800`])(
    'Adresssuche mit ungültigem UTF-8 (%s) → 200, keine 500',
    async (text) => {
      const r = await app.inject({ url: `/api/backend-service/adresssuche?searchString=${text}` });
      expect(r.statusCode).toBe(200);
      expect(Array.isArray(r.json())).toBe(true);
    },
  );
});

describe(`Geodaten-API bei ausgefallener Datenbank (${DATENBANKART})`, () => {
  it('Lage, Karte und environmentInfo antworten aus dem Speicher; die Suche sagt 503', async () => {
    ausgefallen = true;
    const [lon, lat] = PUNKTE.aufDerInsel;
    const lage = await app.inject({ url: `/api/backend-service/wohnlage?lon=${lon}&lat=${lat}` });
    expect(lage.json()).toEqual({ wohnlage: 4, gebaeudetyp: null });
    expect((await app.inject({ url: '/api/backend-service/wohnlagenkarte' })).statusCode).toBe(200);
    const info = await app.inject({ url: '/api/environmentInfo' });
    expect(info.json().geodaten).toEqual({ wohnlagen: true, gebaeudetypen: true, adressen: true });
    const suche = await app.inject({
      url: '/api/backend-service/adresssuche?searchString=Musterstr',
    });
    expect(suche.statusCode).toBe(503);
    expect(suche.headers['retry-after']).toBe('60');
    expect(suche.json().fehler[0].meldung).toBe(
      'Die Datenbank ist zurzeit nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
    );
    // A failed reload keeps what is in memory.
    await expect(app.geodaten.aktualisieren()).rejects.toThrow();
    expect(app.geodaten.lage(lon, lat).wohnlage).toBe(4);
    ausgefallen = false;
  });
});
