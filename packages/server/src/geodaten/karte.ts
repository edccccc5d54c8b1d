/**
 * The Wohnlagen polygons for display on the built-in map (issue 11, GET
 * /api/backend-service/wohnlagenkarte): each ring lightly simplified (simplify-js, Douglas–Peucker
 * with a tolerance of 0.00001° ≈ 1 m, about a pixel at the closest street zoom) and its
 * coordinates rounded to 6 decimals (≈ 0.1 m); consecutive points that fall together are dropped.
 * The lookup keeps the full polygons; this is only the picture.
 */
import simplify from 'simplify-js';
import type { MultiPolygonKoordinaten, Ring } from './polygonindex.ts';

const FAKTOR = 1e6;
/** Degrees; see above. */
export const TOLERANZ = 0.00001;

function runde(wert: number): number {
  return Math.round(wert * FAKTOR) / FAKTOR;
}

function vereinfache(ring: Ring): Ring {
  const punkte = simplify(
    ring.map(([x = 0, y = 0]) => ({ x, y })),
    TOLERANZ,
    true,
  );
  const ergebnis: Ring = [];
  for (const { x, y } of punkte) {
    const p = [runde(x), runde(y)];
    const vorher = ergebnis[ergebnis.length - 1];
    if (!vorher || vorher[0] !== p[0] || vorher[1] !== p[1]) ergebnis.push(p);
  }
  return ergebnis;
}

export function kartenFeature(wert: number, koordinaten: MultiPolygonKoordinaten) {
  const polygone: MultiPolygonKoordinaten = [];
  for (const [aussen, ...loecher] of koordinaten) {
    const rand = vereinfache(aussen ?? []);
    // A ring that shrinks below a closed triangle is smaller than the tolerance: not drawn.
    if (rand.length < 4) continue;
    polygone.push([rand, ...loecher.map(vereinfache).filter((ring) => ring.length >= 4)]);
  }
  return {
    type: 'Feature',
    properties: { wohnlage: wert },
    geometry: { type: 'MultiPolygon', coordinates: polygone },
  };
}
