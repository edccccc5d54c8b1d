/**
 * The Wohnlagen polygons for display on the built-in map (issue 11, GET
 * /api/backend-service/wohnlagenkarte): coordinates rounded to 6 decimals (about 0.1 m, finer
 * than any screen shows), points that fall together after rounding dropped. The lookup keeps
 * the full polygons; this is only the picture.
 */
import type { MultiPolygonKoordinaten, Ring } from './polygonindex.ts';

const FAKTOR = 1e6;

function runde(wert: number): number {
  return Math.round(wert * FAKTOR) / FAKTOR;
}

function vereinfache(ring: Ring): Ring {
  const ergebnis: Ring = [];
  for (const [lon = 0, lat = 0] of ring) {
    const p = [runde(lon), runde(lat)];
    const vorher = ergebnis[ergebnis.length - 1];
    if (!vorher || vorher[0] !== p[0] || vorher[1] !== p[1]) ergebnis.push(p);
  }
  return ergebnis;
}

export function kartenFeature(wert: number, koordinaten: MultiPolygonKoordinaten) {
  const polygone: MultiPolygonKoordinaten = [];
  for (const [aussen, ...loecher] of koordinaten) {
    const rand = vereinfache(aussen ?? []);
    // A ring that shrinks below a closed triangle is smaller than the rounding: not drawn.
    if (rand.length < 4) continue;
    polygone.push([rand, ...loecher.map(vereinfache).filter((ring) => ring.length >= 4)]);
  }
  return {
    type: 'Feature',
    properties: { wohnlage: wert },
    geometry: { type: 'MultiPolygon', coordinates: polygone },
  };
}
