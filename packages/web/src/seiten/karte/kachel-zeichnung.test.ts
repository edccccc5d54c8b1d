// @vitest-environment node
// issue 29 "Speed": the map's tiles (docs/adr/0033) – projected as Leaflet's EPSG:3857, each
// polygon simplified to half a pixel of the zoom, and a tile draws only the polygons it meets.
import { describe, expect, it } from 'vitest';
import type { FeatureCollection } from 'geojson';
import {
  baueGeometrie,
  projiziere,
  ringeFuerZoom,
  vereinfache,
  zeichneKachel,
  type Zeichenflaeche,
} from './kachel-zeichnung.ts';

/** A ring around (lon, lat) with `n` vertices that wobble by `wackeln` degrees. */
function ring(lon: number, lat: number, n: number, wackeln = 0): number[][] {
  const r: number[][] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const d = 0.01 + (i % 2 ? wackeln : 0);
    r.push([lon + Math.cos(a) * d, lat + Math.sin(a) * d]);
  }
  r.push(r[0]!);
  return r;
}

const daten = (ringe: number[][][]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: ringe.map((r, i) => ({
    type: 'Feature',
    properties: { wohnlage: i },
    geometry: { type: 'Polygon', coordinates: [r] },
  })),
});

/** Records what a tile draws. */
function aufzeichnung() {
  const wege: number[][][] = [];
  const ctx = {
    beginPath: () => wege.push([]),
    moveTo: (x: number, y: number) => wege.at(-1)!.push([x, y]),
    lineTo: (x: number, y: number) => wege.at(-1)!.push([x, y]),
    closePath: () => undefined,
    fill: () => undefined,
    stroke: () => undefined,
  } as unknown as Zeichenflaeche;
  return { ctx, wege };
}

describe('projiziere', () => {
  it('rechnet wie Leaflets EPSG:3857 in Pixeln der Zoomstufe 0', () => {
    expect(projiziere(0, 0)).toEqual([128, 128]);
    expect(projiziere(-180, 0)[0]).toBe(0);
    // Munich's centre at zoom 12: the OSM tile formula gives x 2179.7, y 1421.6
    const [x, y] = projiziere(11.575, 48.137);
    expect(Math.floor((x * 2 ** 12) / 256)).toBe(2179);
    expect(Math.floor((y * 2 ** 12) / 256)).toBe(1421);
  });
});

describe('vereinfache', () => {
  it('lässt weg, was näher als die Toleranz an der Linie liegt, und behält Anfang und Ende', () => {
    const flach = new Float64Array([0, 0, 1, 0.1, 2, 0, 3, 5, 4, 0]);
    expect([...vereinfache(flach, 0.5)]).toEqual([0, 0, 2, 0, 3, 5, 4, 0]);
    expect([...vereinfache(flach, 10)]).toEqual([0, 0, 4, 0]);
  });

  it('je Zoomstufe einmal, fein genug für einen halben Pixel: weit weg wenige Ecken, nah alle', () => {
    const g = baueGeometrie(daten([ring(11.5, 48.1, 2000, 0.0002)]));
    const f = g.flaechen[0]!;
    const weit = ringeFuerZoom(f, 8)[0]!.length / 2;
    const nah = ringeFuerZoom(f, 18)[0]!.length / 2;
    expect(weit).toBeLessThan(100);
    expect(nah).toBeGreaterThan(1900);
    expect(ringeFuerZoom(f, 8)).toBe(ringeFuerZoom(f, 8));
  });
});

describe('zeichneKachel', () => {
  const g = baueGeometrie(daten([ring(11.5, 48.1, 50), ring(11.7, 48.1, 50)]));

  it('zeichnet nur die Flächen, deren Kasten die Kachel trifft, in Kachelpixeln', () => {
    const [x, y] = projiziere(11.5, 48.1);
    const z = 12;
    const kx = Math.floor((x * 2 ** z) / 256);
    const ky = Math.floor((y * 2 ** z) / 256);
    const { ctx, wege } = aufzeichnung();
    const stil = { farbe: () => '#000', deckkraft: 0.5, rand: '#111' };
    expect(zeichneKachel(ctx, g, kx, ky, z, 256, stil)).toBe(1);
    expect(wege).toHaveLength(1);
    // the centre of the polygon lies where Leaflet puts (11.5, 48.1) inside that tile
    const xs = wege[0]!.map(([px]) => px!);
    const mitte = (Math.min(...xs) + Math.max(...xs)) / 2;
    expect(mitte).toBeCloseTo((x * 2 ** z) % 256, 0);
    // a tile far away draws nothing
    expect(zeichneKachel(aufzeichnung().ctx, g, kx + 50, ky, z, 256, stil)).toBe(0);
    // at twice the pixels (a high-density screen) the same picture, twice as large
    const doppelt = aufzeichnung();
    zeichneKachel(doppelt.ctx, g, kx, ky, z, 512, stil);
    expect(doppelt.wege[0]![0]![0]).toBeCloseTo(wege[0]![0]![0]! * 2, 6);
  });

  it('zählt Ecken und Grenzen in Grad', () => {
    expect(g.ecken).toBe(102);
    expect(g.grenzen[0]).toBeCloseTo(11.49, 6);
    expect(g.grenzen[2]).toBeCloseTo(11.71, 6);
  });
});
