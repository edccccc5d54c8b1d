/**
 * A running server picks up an import by the CLI on its own (issue 11): it checks the table of
 * imports every GEODATEN_PRUEFINTERVALL_S seconds and reloads a layer whose version changed –
 * the case of several servers sharing one PostgreSQL.
 */
import { rmSync } from 'node:fs';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GeodatenRepository, type NeuesPolygon } from '../../src/geodaten/geodaten-repository.ts';
import { importierePolygone } from '../../src/geodaten/import.ts';
import { boxVon, type MultiPolygonKoordinaten } from '../../src/geodaten/polygonindex.ts';
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

/**
 * A large synthetic Wohnlagen layer: a grid of 20 × 20 squares over 11.3–11.8 × 48.0–48.3, each
 * edge cut into 250 pieces (1,000 vertices a square, 400,000 in all), every one Wohnlage 2.
 */
function grosseEbene(): NeuesPolygon[] {
  const polygone: NeuesPolygon[] = [];
  const [n, teile] = [20, 250];
  const [b, h] = [0.5 / n, 0.3 / n];
  for (let s = 0; s < n; s++) {
    for (let z = 0; z < n; z++) {
      const [x0, y0] = [11.3 + s * b, 48.0 + z * h];
      const ring: number[][] = [];
      const ecken = [
        [x0, y0],
        [x0 + b, y0],
        [x0 + b, y0 + h],
        [x0, y0 + h],
      ] as const;
      for (let k = 0; k < 4; k++) {
        const [ax, ay] = ecken[k] as readonly [number, number];
        const [bx, by] = ecken[(k + 1) % 4] as readonly [number, number];
        for (let i = 0; i < teile; i++)
          ring.push([ax + ((bx - ax) * i) / teile, ay + ((by - ay) * i) / teile]);
      }
      ring.push([...(ring[0] as number[])]);
      const koordinaten: MultiPolygonKoordinaten = [[ring]];
      polygone.push({ wert: 2, geometrie: JSON.stringify(koordinaten), box: boxVon(koordinaten) });
    }
  }
  return polygone;
}

/** Once `scharf`, resolves `geholt` when a query on geodaten_polygon has returned its rows. */
class PolygonBeobachter implements KyselyPlugin {
  scharf = false;
  readonly #ids = new WeakSet<object>();
  #melden: () => void = () => undefined;
  readonly geholt = new Promise<void>((r) => (this.#melden = r));

  transformQuery(args: { queryId: object; node: RootOperationNode }): RootOperationNode {
    const node = args.node as { kind: string; from?: { froms: unknown[] } };
    if (
      node.kind === 'SelectQueryNode' &&
      JSON.stringify(node.from?.froms ?? []).includes('"name":"geodaten_polygon"')
    )
      this.#ids.add(args.queryId);
    return args.node;
  }

  async transformResult<R>(args: { queryId: object; result: R }): Promise<R> {
    if (this.scharf && this.#ids.has(args.queryId)) this.#melden();
    return args.result;
  }
}

describe(`Neuaufbau des Index ohne Blockade (${DATENBANKART})`, () => {
  // Issue 18 §4: a reload built the index in one piece, and every request waited for it.
  it('während eine große Ebene aufgebaut wird, antwortet /health, und die Lage kommt noch aus der alten', async () => {
    const datenbank = await testDatenbank();
    await importierePolygone(async () => datenbank.db, 'wohnlagen', {
      datei: schreibeJson(verzeichnis, 'wohnlagen.geojson', geojsonPolygone(WOHNLAGEN)),
    });
    const beobachter = new PolygonBeobachter();
    const app = await testApp({ ...datenbank, db: datenbank.db.withPlugin(beobachter) });
    try {
      await app.ready();
      const [lon, lat] = PUNKTE.aufDerInsel;
      expect(app.geodaten.lage(lon, lat).wohnlage).toBe(4);
      await new GeodatenRepository(async () => datenbank.db).ersetzePolygone(
        'wohnlagen',
        'gross.geojson',
        new Date(),
        grosseEbene(),
      );

      let fertig = false;
      beobachter.scharf = true;
      const neuaufbau = app.geodaten.aktualisieren().then(() => (fertig = true));
      // The rows are here; from now on the server parses, indexes and draws 400,000 vertices.
      await beobachter.geholt;
      const gesundheit = await app.inject({ url: '/health' });
      expect(gesundheit.statusCode).toBe(200);
      // /health answered while the rebuild ran: the lookup still answers from the old layer.
      expect(fertig).toBe(false);
      expect(app.geodaten.lage(lon, lat).wohnlage).toBe(4);

      await neuaufbau;
      expect(app.geodaten.lage(lon, lat).wohnlage).toBe(2);
      const karte = await app.inject({ url: '/api/backend-service/wohnlagenkarte' });
      expect(karte.json().features).toHaveLength(400);
    } finally {
      await app.close();
      await datenbank.aufraeumen();
    }
  });
});
