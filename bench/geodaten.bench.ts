// Geodata (issue 11), synthetic data only:
// - import of 150,000 addresses (CSV through the CLI's function, with a Wohnlagen layer in place
//   for the "outside every Wohnlage" note) on PGlite in a data folder: target < 60 s;
// - address search through app.inject, a mix of typed queries (street + number, prefixes, with
//   letter, postcode, streets typed from the middle, misses): median < 20 ms, p95 < 50 ms on PGlite
//   and – with TEST_DATABASE_URL or BENCH_DATABASE_URL – on PostgreSQL;
// - point lookup against 800 polygons of 2,000 vertices each (with holes): median < 1 ms, in the
//   index and through GET /api/backend-service/wohnlage.
// Printed as ratios to the targets (< 1 = met).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../packages/server/src/app.ts';
import { ladeKonfiguration } from '../packages/server/src/konfiguration.ts';
import {
  IMPORT_TIMEOUTS,
  oeffneDatenbank,
  type DatenbankVerbindung,
} from '../packages/server/src/db/datenbank.ts';
import { importiereAdressen, importierePolygone } from '../packages/server/src/geodaten/import.ts';
import {
  PolygonIndex,
  type MultiPolygonKoordinaten,
} from '../packages/server/src/geodaten/polygonindex.ts';

const ADRESSEN = 150_000;
const POLYGONE = { spalten: 40, zeilen: 20, ecken: 2_000 };
const ZIEL = { importS: 60, sucheMedianMs: 20, sucheP95Ms: 50, lageMs: 1 };
const N_SUCHE = 400;
const N_LAGE = 20_000;

// A deterministic generator, so every run measures the same data.
let saat = 42;
const zufall = () => {
  saat = (saat * 1_103_515_245 + 12_345) % 2_147_483_648;
  return saat / 2_147_483_648;
};
const wahl = <T>(liste: readonly T[]): T => liste[Math.floor(zufall() * liste.length)] as T;

const MIN_LON = 11.36;
const MAX_LON = 11.72;
const MIN_LAT = 48.06;
const MAX_LAT = 48.25;

/** 800 cells of a grid, each a wavy ring of 2,000 vertices; every third with a wavy hole. */
function polygone(): { wohnlage: number; koordinaten: MultiPolygonKoordinaten }[] {
  const { spalten, zeilen, ecken } = POLYGONE;
  const b = (MAX_LON - MIN_LON) / spalten;
  const h = (MAX_LAT - MIN_LAT) / zeilen;
  const ergebnis = [];
  for (let s = 0; s < spalten; s++) {
    for (let z = 0; z < zeilen; z++) {
      const [mx, my] = [MIN_LON + (s + 0.5) * b, MIN_LAT + (z + 0.5) * h];
      const ring = (rx: number, ry: number, rueckwaerts: boolean) => {
        const punkte: number[][] = [];
        for (let i = 0; i < ecken - 1; i++) {
          const w = ((rueckwaerts ? -1 : 1) * 2 * Math.PI * i) / (ecken - 1);
          const welle = 1 + 0.08 * Math.sin(w * 37) + 0.04 * Math.sin(w * 211);
          punkte.push([mx + rx * welle * Math.cos(w), my + ry * welle * Math.sin(w)]);
        }
        punkte.push([...(punkte[0] as number[])]);
        return punkte;
      };
      const aussen = ring(b * 0.46, h * 0.46, false);
      const koordinaten =
        (s + z) % 3 === 0 ? [[aussen, ring(b * 0.15, h * 0.15, true)]] : [[aussen]];
      ergebnis.push({ wohnlage: (s * 7 + z) % 6, koordinaten });
    }
  }
  return ergebnis;
}

const VORSILBEN = [
  'Ammer',
  'Bären',
  'Birken',
  'Blumen',
  'Buchen',
  'Dachauer',
  'Eichen',
  'Erlen',
  'Fichten',
  'Garten',
  'Gold',
  'Grün',
  'Hasen',
  'Heide',
  'Hof',
  'Isar',
  'Kirch',
  'König',
  'Linden',
  'Markt',
  'Mühl',
  'Nord',
  'Ost',
  'Pfarr',
  'Quellen',
  'Rosen',
  'Schloss',
  'Sonnen',
  'Süd',
  'Tannen',
  'Ulmen',
  'Wald',
  'Weiden',
  'West',
  'Wiesen',
  'Würm',
  'Zeppelin',
  'Äußere',
  'Über',
  'Ötz',
];
const STAEMME = [
  '',
  'acker',
  'anger',
  'au',
  'bach',
  'berg',
  'brunn',
  'bühl',
  'dorf',
  'feld',
  'grund',
  'hain',
  'hausen',
  'heim',
  'hof',
  'holz',
  'kirchen',
  'leiten',
  'moos',
  'reuth',
  'ried',
  'stein',
  'tal',
  'wang',
  'wies',
  'winkel',
  'zell',
  'berger',
  'felder',
  'hofer',
  'reiter',
  'mayr',
  'huber',
  'bauer',
  'müller',
  'schmid',
  'wagner',
  'fischer',
  'weber',
  'meier',
];
const ENDUNGEN = [
  'straße',
  'straße',
  'straße',
  'weg',
  'platz',
  'allee',
  'ring',
  'gasse',
  ' Straße',
  'str.',
];

function strassen(anzahl: number): string[] {
  const namen = new Set<string>();
  while (namen.size < anzahl) namen.add(`${wahl(VORSILBEN)}${wahl(STAEMME)}${wahl(ENDUNGEN)}`);
  return [...namen];
}

interface BenchAdresse {
  strasse: string;
  hausnummer: string;
  plz: string;
  lon: number;
  lat: number;
}

function adressen(): BenchAdresse[] {
  const namen = strassen(6_000);
  const liste: BenchAdresse[] = [];
  for (let i = 0; liste.length < ADRESSEN; i++) {
    const strasse = namen[i % namen.length] as string;
    const nummer = Math.floor(i / namen.length) + 1;
    const buchstabe = zufall() < 0.1 ? wahl(['a', 'b', 'c']) : '';
    liste.push({
      strasse,
      hausnummer: `${nummer}${buchstabe}`,
      plz: String(80331 + Math.floor(zufall() * 1_700)),
      lon: MIN_LON + zufall() * (MAX_LON - MIN_LON),
      lat: MIN_LAT + zufall() * (MAX_LAT - MIN_LAT),
    });
  }
  return liste;
}

/** What people type: mostly a street with a number, in every spelling the search tolerates. */
function suchtexte(liste: BenchAdresse[]): string[] {
  const texte: string[] = [];
  for (let i = 0; i < N_SUCHE; i++) {
    const a = wahl(liste);
    const ohneEndung = a.strasse.replace(/ ?(straße|str\.)$/i, '');
    const art = i % 8;
    if (art === 0) texte.push(`${a.strasse} ${a.hausnummer}`);
    else if (art === 1)
      // "Musterstr 12" for "Musterstraße 12"; other streets as typed
      texte.push(
        a.strasse.endsWith('straße')
          ? `${a.strasse.slice(0, -4)} ${a.hausnummer}`
          : `${a.strasse} ${a.hausnummer}`,
      );
    else if (art === 2) texte.push(a.strasse.slice(0, 3 + (i % 4)));
    else if (art === 3)
      texte.push(
        `${a.strasse.toLowerCase().replaceAll('ß', 'ss').replaceAll('ü', 'ue').replaceAll('ä', 'ae').replaceAll('ö', 'oe')} ${a.hausnummer}`,
      );
    else if (art === 4) texte.push(`${a.strasse} ${a.hausnummer}, ${a.plz} München`);
    else if (art === 5)
      texte.push(`${a.strasse.slice(3, 9)} ${a.hausnummer}`); // from the middle
    else if (art === 6)
      texte.push(`Xyzq${i}weg 1`); // a miss: prefix and contains both asked
    else texte.push(`${ohneEndung} ${a.hausnummer.replace(/(\d)([a-c])$/, '$1 $2')}`);
  }
  return texte;
}

const ARTEN = [
  'Straße Nr',
  'str Nr',
  'Anfang',
  'ae/ss',
  'mit PLZ',
  'Mitte',
  'kein Treffer',
  'Nr getrennt',
];

function quantil(werte: number[], q: number): number {
  const s = [...werte].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] as number;
}

function zeile(titel: string, wert: string, ziel: string, verhaeltnis: number): void {
  console.log(
    `  ${titel.padEnd(48)} ${wert.padStart(12)}   Ziel ${ziel.padEnd(8)} Verhältnis ${verhaeltnis.toFixed(2)}`,
  );
}

const verzeichnis = mkdtempSync(join(tmpdir(), 'mietspiegel-geo-bench-'));
const wohnlagenDatei = join(verzeichnis, 'wohnlagen.geojson');
const adressDatei = join(verzeichnis, 'adressen.csv');
const polys = polygone();
writeFileSync(
  wohnlagenDatei,
  JSON.stringify({
    type: 'FeatureCollection',
    features: polys.map((p) => ({
      type: 'Feature',
      properties: { wohnlage: p.wohnlage },
      geometry: { type: 'MultiPolygon', coordinates: p.koordinaten },
    })),
  }),
);
const liste = adressen();
writeFileSync(
  adressDatei,
  [
    'strasse,hausnummer,plz,lon,lat',
    ...liste.map(
      (a) => `${a.strasse},${a.hausnummer},${a.plz},${a.lon.toFixed(7)},${a.lat.toFixed(7)}`,
    ),
  ].join('\n'),
);
const texte = suchtexte(liste);

async function miss(name: string, datenbank: DatenbankVerbindung, mitLage: boolean): Promise<void> {
  console.log(`\n${name}`);
  const db = async () => datenbank.db;
  let t = performance.now();
  await importierePolygone(db, 'wohnlagen', { datei: wohnlagenDatei });
  console.log(
    `  Wohnlagen: ${polys.length} Polygone à ${POLYGONE.ecken} Ecken importiert in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  t = performance.now();
  const ergebnis = await importiereAdressen(db, { datei: adressDatei });
  const importS = (performance.now() - t) / 1000;
  zeile(
    `Import ${ergebnis.anzahl.toLocaleString('de-DE')} Adressen (CSV)`,
    `${importS.toFixed(1)} s`,
    `${ZIEL.importS} s`,
    importS / ZIEL.importS,
  );
  await sql`analyze`.execute(datenbank.db);

  const app = await buildApp({
    konfiguration: ladeKonfiguration({ WEB_DIST: '/nicht/vorhanden' }),
    logger: false,
    datenbank,
  });
  // ready() loads the layers of the given database (geodaten/registrierung.ts).
  t = performance.now();
  await app.ready();
  const karte = app.geodaten.wohnlagenkarte();
  console.log(
    `  Laden in den Speicher (Index + Karte) ${((performance.now() - t) / 1000).toFixed(1)} s; ` +
      `Karte ${((karte?.json.length ?? 0) / 1e6).toFixed(1)} MB, gzip ${((karte?.gzip.length ?? 0) / 1e6).toFixed(1)} MB ` +
      `(${((karte?.json.match(/\],\[/g) ?? []).length + 1).toLocaleString('de-DE')} statt ` +
      `${polys.reduce((n, p) => n + p.koordinaten.flat(2).length, 0).toLocaleString('de-DE')} Ecken)`,
  );
  const url = (text: string) =>
    `/api/backend-service/adresssuche?searchString=${encodeURIComponent(text)}`;
  for (const text of texte.slice(0, 40)) await app.inject({ url: url(text) });
  const zeiten: number[] = [];
  const jeArt: number[][] = Array.from({ length: 8 }, () => []);
  let treffer = 0;
  for (const [i, text] of texte.entries()) {
    t = performance.now();
    const r = await app.inject({ url: url(text) });
    zeiten.push(performance.now() - t);
    jeArt[i % 8]?.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    if ((r.json() as unknown[]).length > 0) treffer++;
  }
  const median = quantil(zeiten, 0.5);
  const p95 = quantil(zeiten, 0.95);
  zeile(
    `Adresssuche Median (${N_SUCHE} Anfragen, ${treffer} mit Treffern)`,
    `${median.toFixed(2)} ms`,
    `${ZIEL.sucheMedianMs} ms`,
    median / ZIEL.sucheMedianMs,
  );
  zeile('Adresssuche p95', `${p95.toFixed(2)} ms`, `${ZIEL.sucheP95Ms} ms`, p95 / ZIEL.sucheP95Ms);
  console.log(
    `  je Art (Median/p95 ms): ${ARTEN.map((a, i) => `${a} ${quantil(jeArt[i] ?? [], 0.5).toFixed(1)}/${quantil(jeArt[i] ?? [], 0.95).toFixed(1)}`).join(', ')}`,
  );

  if (mitLage) {
    const punkte = Array.from(
      { length: N_LAGE },
      () =>
        [
          MIN_LON + zufall() * (MAX_LON - MIN_LON),
          MIN_LAT + zufall() * (MAX_LAT - MIN_LAT),
        ] as const,
    );
    const index = new PolygonIndex(
      polys.map((p) => ({ wert: p.wohnlage, koordinaten: p.koordinaten })),
    );
    const einzeln: number[] = [];
    let gefunden = 0;
    for (const [lon, lat] of punkte) {
      t = performance.now();
      if (index.finde(lon, lat) !== null) gefunden++;
      einzeln.push(performance.now() - t);
    }
    const m = quantil(einzeln, 0.5);
    zeile(
      `Punktabfrage im Index, Median (${N_LAGE}, ${gefunden} in einem Polygon)`,
      `${(m * 1000).toFixed(1)} µs`,
      `${ZIEL.lageMs} ms`,
      m / ZIEL.lageMs,
    );
    zeile(
      'Punktabfrage im Index, p95',
      `${(quantil(einzeln, 0.95) * 1000).toFixed(1)} µs`,
      `${ZIEL.lageMs} ms`,
      quantil(einzeln, 0.95) / ZIEL.lageMs,
    );
    const http: number[] = [];
    for (const [lon, lat] of punkte.slice(0, 2_000)) {
      t = performance.now();
      await app.inject({
        url: `/api/backend-service/wohnlage?lon=${lon.toFixed(6)}&lat=${lat.toFixed(6)}`,
      });
      http.push(performance.now() - t);
    }
    const mh = quantil(http, 0.5);
    zeile(
      'GET /wohnlage über app.inject, Median (2000)',
      `${mh.toFixed(3)} ms`,
      `${ZIEL.lageMs} ms`,
      mh / ZIEL.lageMs,
    );
  }
  await app.close();
}

console.log('Geodaten (synthetisch): Verhältnis = Messwert / Ziel, < 1 = erreicht');
const pgliteOrdner = join(verzeichnis, 'pglite');
const pglite = await oeffneDatenbank({ dataDir: pgliteOrdner });
try {
  await miss('PGlite (Datenordner)', pglite, true);
} finally {
  await pglite.schliessen();
}

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (url) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let pg: DatenbankVerbindung | undefined;
  try {
    pg = await oeffneDatenbank({ databaseUrl: url, schema, timeouts: IMPORT_TIMEOUTS });
  } catch (fehler) {
    console.log(
      `\nPostgreSQL (${url}) nicht erreichbar – übersprungen: ${(fehler as Error).message}`,
    );
  }
  if (pg) {
    try {
      await miss(`PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})`, pg, false);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(pg.db);
      await pg.schliessen();
    }
  }
} else {
  console.log('\nPostgreSQL: TEST_DATABASE_URL / BENCH_DATABASE_URL nicht gesetzt – übersprungen.');
}
rmSync(verzeichnis, { recursive: true, force: true });
