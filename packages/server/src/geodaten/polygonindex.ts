/**
 * Point lookup in one polygon layer (issue 11: "which Wohnlage is at this point"), in memory:
 * flatbush (a static packed R-tree) finds the polygons whose box holds the point, and
 * point-in-polygon-hao decides for each candidate, holes included (bench/geodaten.bench.ts:
 * 800 polygons of 2,000 vertices, median well below the 1 ms target).
 *
 * A point on an edge counts as inside (the library answers 0 there), also on the edge of a
 * hole; where polygons touch or overlap, the first one in the imported file wins, so the answer
 * never depends on the index's order.
 */
import Flatbush from 'flatbush';
import pointInPolygon from 'point-in-polygon-hao';
import { aufEinmal, inScheiben } from './scheiben.ts';

/** GeoJSON coordinates: a polygon is [outer ring, hole, …], a ring is [[lon, lat], …] closed. */
export type Ring = number[][];
export type PolygonKoordinaten = Ring[];
export type MultiPolygonKoordinaten = PolygonKoordinaten[];

export interface IndexEintrag {
  wert: number;
  koordinaten: MultiPolygonKoordinaten;
}

export interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** The box of the outer rings (holes lie inside them). */
export function boxVon(koordinaten: MultiPolygonKoordinaten): Box {
  const box = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  for (const polygon of koordinaten) {
    for (const [lon = NaN, lat = NaN] of polygon[0] ?? []) {
      if (lon < box.minLon) box.minLon = lon;
      if (lon > box.maxLon) box.maxLon = lon;
      if (lat < box.minLat) box.minLat = lat;
      if (lat > box.maxLat) box.maxLat = lat;
    }
  }
  return box;
}

interface Teil {
  wert: number;
  rang: number;
  polygon: PolygonKoordinaten;
}

export class PolygonIndex {
  private readonly teile: Teil[];
  private readonly index: Flatbush | null;

  /**
   * Builds the index at once (the import, tests, the bench); `fertig` is what `inScheiben` has
   * built already.
   */
  constructor(
    eintraege: readonly IndexEintrag[],
    fertig?: { teile: Teil[]; index: Flatbush | null },
  ) {
    ({ teile: this.teile, index: this.index } = fertig ?? aufEinmal(baue(eintraege)));
  }

  /**
   * Builds the index in slices (scheiben.ts) – for a running server reloading a layer (issue 18
   * §4): lookups keep using the old index until the new one is swapped in.
   */
  static async inScheiben(eintraege: readonly IndexEintrag[]): Promise<PolygonIndex> {
    return new PolygonIndex(eintraege, await inScheiben(baue(eintraege)));
  }

  get leer(): boolean {
    return this.index === null;
  }

  /** The value of the first polygon (in file order) that holds the point, or null. */
  finde(lon: number, lat: number): number | null {
    if (!this.index) return null;
    let bester: { wert: number; rang: number } | null = null;
    for (const i of this.index.search(lon, lat, lon, lat)) {
      const teil = this.teile[i];
      if (!teil || (bester && teil.rang >= bester.rang)) continue;
      if (pointInPolygon([lon, lat], teil.polygon) !== false) bester = teil;
    }
    return bester?.wert ?? null;
  }
}

/** The index's parts and boxes; yields after each polygon (scheiben.ts). */
function* baue(
  eintraege: readonly IndexEintrag[],
): Generator<undefined, { teile: Teil[]; index: Flatbush | null }, undefined> {
  const teile: Teil[] = [];
  const boxen: Box[] = [];
  for (let rang = 0; rang < eintraege.length; rang++) {
    const e = eintraege[rang] as IndexEintrag;
    for (const polygon of e.koordinaten) {
      teile.push({ wert: e.wert, rang, polygon });
      boxen.push(boxVon([polygon]));
      yield;
    }
  }
  if (teile.length === 0) return { teile, index: null };
  const index = new Flatbush(teile.length);
  for (const b of boxen) index.add(b.minLon, b.minLat, b.maxLon, b.maxLat);
  // Sorting the boxes: O(n log n) in the number of polygons, not of vertices – one step.
  index.finish();
  return { teile, index };
}
