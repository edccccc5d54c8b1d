/**
 * The Wohnlagen drawn as raster tiles (issue 29 "Speed", docs/adr/0033): the city's ~800 polygons
 * of up to 2,000 vertices each are too much for Leaflet's vector layers, which project and clip
 * every vertex on the main thread at each zoom (long tasks of hundreds of ms on a slow phone).
 * Here the polygons are projected once to Web Mercator (zoom 0, 256 px the world), simplified per
 * zoom to half a pixel (Douglas–Peucker) when a tile of that zoom first needs them, and each tile
 * draws only the polygons whose box meets it. Pure functions over plain arrays: the worker
 * (kachel-worker.ts) runs them off the main thread with an OffscreenCanvas.
 */
import type { FeatureCollection } from 'geojson';

/** One polygon: its Wohnlage, box (zoom-0 pixels) and rings as flat [x0, y0, x1, y1, …]. */
export interface Flaeche {
  wohnlage: number;
  box: [number, number, number, number];
  ringe: Float64Array[];
  /** rings simplified per zoom, made when first needed */
  jeZoom: Map<number, Float64Array[]>;
}

export interface Geometrie {
  flaechen: Flaeche[];
  /** west, south, east, north in degrees */
  grenzen: [number, number, number, number];
  ecken: number;
}

const GRAD = Math.PI / 180;
const MAX_BREITE = 85.0511287798;

/** Web Mercator in zoom-0 pixels, as Leaflet's EPSG:3857 with 256 px tiles. */
export function projiziere(lon: number, lat: number): [number, number] {
  const phi = Math.max(-MAX_BREITE, Math.min(MAX_BREITE, lat)) * GRAD;
  const x = ((lon + 180) / 360) * 256;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * 256;
  return [x, y];
}

type Ring = number[][];

function ringeDerGeometrie(g: unknown): Ring[][] {
  const geo = g as { type?: string; coordinates?: unknown } | null;
  if (geo?.type === 'Polygon') return [geo.coordinates as Ring[]];
  if (geo?.type === 'MultiPolygon') return geo.coordinates as Ring[][];
  return [];
}

/** Projects the collection once; features without a polygon are left out. */
export function baueGeometrie(daten: FeatureCollection): Geometrie {
  const flaechen: Flaeche[] = [];
  const grenzen: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  let ecken = 0;
  for (const f of daten.features) {
    const wohnlage = Number(f.properties?.wohnlage);
    for (const polygon of ringeDerGeometrie(f.geometry)) {
      const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
      const ringe = polygon.map((ring) => {
        const flach = new Float64Array(ring.length * 2);
        ring.forEach(([lon = 0, lat = 0], i) => {
          const [x, y] = projiziere(lon, lat);
          flach[2 * i] = x;
          flach[2 * i + 1] = y;
          box[0] = Math.min(box[0], x);
          box[1] = Math.min(box[1], y);
          box[2] = Math.max(box[2], x);
          box[3] = Math.max(box[3], y);
          grenzen[0] = Math.min(grenzen[0], lon);
          grenzen[1] = Math.min(grenzen[1], lat);
          grenzen[2] = Math.max(grenzen[2], lon);
          grenzen[3] = Math.max(grenzen[3], lat);
        });
        ecken += ring.length;
        return flach;
      });
      if (ringe.length) flaechen.push({ wohnlage, box, ringe, jeZoom: new Map() });
    }
  }
  return { flaechen, grenzen, ecken };
}

/** Douglas–Peucker on a flat ring, iterative (no recursion depth on 2,000 vertices). */
export function vereinfache(ring: Float64Array, toleranz: number): Float64Array {
  const n = ring.length / 2;
  if (n <= 4) return ring;
  const behalten = new Uint8Array(n);
  behalten[0] = behalten[n - 1] = 1;
  const t2 = toleranz * toleranz;
  const stapel = [0, n - 1];
  while (stapel.length) {
    const ende = stapel.pop()!;
    const anfang = stapel.pop()!;
    const ax = ring[2 * anfang]!;
    const ay = ring[2 * anfang + 1]!;
    const dx = ring[2 * ende]! - ax;
    const dy = ring[2 * ende + 1]! - ay;
    const laenge2 = dx * dx + dy * dy;
    let weitester = -1;
    let max = t2;
    for (let i = anfang + 1; i < ende; i++) {
      let px = ring[2 * i]! - ax;
      let py = ring[2 * i + 1]! - ay;
      if (laenge2 > 0) {
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / laenge2));
        px -= t * dx;
        py -= t * dy;
      }
      const d2 = px * px + py * py;
      if (d2 > max) {
        max = d2;
        weitester = i;
      }
    }
    if (weitester >= 0) {
      behalten[weitester] = 1;
      stapel.push(anfang, weitester, weitester, ende);
    }
  }
  let k = 0;
  for (let i = 0; i < n; i++) k += behalten[i]!;
  const ergebnis = new Float64Array(k * 2);
  let j = 0;
  for (let i = 0; i < n; i++) {
    if (!behalten[i]) continue;
    ergebnis[j++] = ring[2 * i]!;
    ergebnis[j++] = ring[2 * i + 1]!;
  }
  return ergebnis;
}

/** The rings of a polygon for a zoom: simplified to half a pixel of that zoom. */
export function ringeFuerZoom(f: Flaeche, z: number): Float64Array[] {
  let ringe = f.jeZoom.get(z);
  if (!ringe) {
    const toleranz = 0.5 / 2 ** z;
    ringe = f.ringe.map((r) => vereinfache(r, toleranz));
    f.jeZoom.set(z, ringe);
  }
  return ringe;
}

/** What a tile's drawing needs of a 2D context (OffscreenCanvas in the worker, a fake in tests). */
export type Zeichenflaeche = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'globalAlpha'
>;

export interface Stil {
  farbe: (wohnlage: number) => string;
  deckkraft: number;
  rand: string;
}

/**
 * Draws tile (x, y) of zoom z, `groesse` device pixels square (256 CSS pixels × ratio), with the
 * polygons whose box meets it; returns how many it drew.
 */
export function zeichneKachel(
  ctx: Zeichenflaeche,
  g: Geometrie,
  x: number,
  y: number,
  z: number,
  groesse: number,
  stil: Stil,
): number {
  const massstab = 2 ** z;
  const verhaeltnis = groesse / 256;
  // the tile in zoom-0 pixels, widened by a pixel for the outline
  const rand = 1 / massstab;
  const w = (x * 256) / massstab - rand;
  const n = (y * 256) / massstab - rand;
  const o = ((x + 1) * 256) / massstab + rand;
  const s = ((y + 1) * 256) / massstab + rand;
  const f = massstab * verhaeltnis;
  const ox = x * 256 * verhaeltnis;
  const oy = y * 256 * verhaeltnis;
  let gezeichnet = 0;
  ctx.lineWidth = verhaeltnis;
  ctx.strokeStyle = stil.rand;
  for (const flaeche of g.flaechen) {
    const [bw, bn, bo, bs] = flaeche.box;
    if (bo < w || bw > o || bs < n || bn > s) continue;
    ctx.beginPath();
    for (const ring of ringeFuerZoom(flaeche, z)) {
      for (let i = 0; i < ring.length; i += 2) {
        const px = ring[i]! * f - ox;
        const py = ring[i + 1]! * f - oy;
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
    }
    ctx.globalAlpha = stil.deckkraft;
    ctx.fillStyle = stil.farbe(flaeche.wohnlage);
    ctx.fill('evenodd');
    ctx.globalAlpha = 1;
    ctx.stroke();
    gezeichnet++;
  }
  return gezeichnet;
}
