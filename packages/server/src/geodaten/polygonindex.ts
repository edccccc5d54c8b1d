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

export class PolygonIndex {
  private readonly teile: { wert: number; rang: number; polygon: PolygonKoordinaten }[] = [];
  private readonly index: Flatbush | null;

  constructor(eintraege: readonly IndexEintrag[]) {
    eintraege.forEach((e, rang) => {
      for (const polygon of e.koordinaten) this.teile.push({ wert: e.wert, rang, polygon });
    });
    if (this.teile.length === 0) {
      this.index = null;
      return;
    }
    const index = new Flatbush(this.teile.length);
    for (const teil of this.teile) {
      const b = boxVon([teil.polygon]);
      index.add(b.minLon, b.minLat, b.maxLon, b.maxLat);
    }
    index.finish();
    this.index = index;
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
