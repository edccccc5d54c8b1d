/**
 * Synthetic Wohnlagen polygons as complex as the city's (issue 29 "Speed": the real map cannot be
 * shipped): a grid of `anzahl` polygons over Munich, each a ring of `ecken` vertices whose
 * boundary wanders by some 10–40 m (real boundaries follow streets and plots), so the server's
 * 1 m simplification (packages/server/src/geodaten/karte.ts) keeps nearly all of them.
 * Deterministic: the same data in every run. Used by the map bench and the Lighthouse bench.
 */
export interface KartenDatenOptionen {
  anzahl?: number;
  ecken?: number;
}

/** A small deterministic pseudo-random generator (mulberry32). */
function zufall(saat: number): () => number {
  let a = saat >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** West, south, east, north of the grid (the city's extent, roughly). */
const GEBIET = [11.36, 48.06, 11.72, 48.25] as const;

export function komplexeWohnlagen({ anzahl = 800, ecken = 2000 }: KartenDatenOptionen = {}) {
  const r = zufall(29);
  const spalten = Math.ceil(Math.sqrt(anzahl * 2));
  const zeilen = Math.ceil(anzahl / spalten);
  const [w, s, o, n] = GEBIET;
  const breite = (o - w) / spalten;
  const hoehe = (n - s) / zeilen;
  const features = [];
  for (let i = 0; i < anzahl; i++) {
    const cx = w + ((i % spalten) + 0.5) * breite;
    const cy = s + (Math.floor(i / spalten) + 0.5) * hoehe;
    const ring: number[][] = [];
    let wackeln = 0;
    for (let k = 0; k < ecken; k++) {
      const winkel = (2 * Math.PI * k) / ecken;
      // a random walk of the radius: a boundary, not a circle
      wackeln = Math.max(-0.08, Math.min(0.08, wackeln + (r() - 0.5) * 0.02));
      const f = 0.42 + wackeln;
      ring.push([
        Math.round((cx + Math.cos(winkel) * breite * f) * 1e6) / 1e6,
        Math.round((cy + Math.sin(winkel) * hoehe * f) * 1e6) / 1e6,
      ]);
    }
    ring.push(ring[0]!);
    features.push({
      type: 'Feature',
      properties: { wohnlage: i % 6 },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  }
  return { type: 'FeatureCollection', features };
}
