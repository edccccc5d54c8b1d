/** The messages between the map page and its worker (kachel-worker.ts, docs/adr/0033). */
import type { FeatureCollection } from 'geojson';

/**
 * Up to this many vertices the map is drawn as vector paths (crisp, cheap for a small map); above
 * it as raster tiles drawn in the worker. The city's map (~800 polygons, ~1.6 million vertices)
 * is far above, a test's few rectangles far below.
 */
export const VEKTOR_GRENZE = 20_000;

export type AnWorker =
  | { art: 'laden'; url: string; deckkraft: number }
  | { art: 'kachel'; id: number; x: number; y: number; z: number; groesse: number };

export type VomWorker =
  | { art: 'fehlt' }
  | { art: 'fehler'; meldung: string }
  | { art: 'vektor'; daten: FeatureCollection }
  | { art: 'kacheln'; grenzen: [number, number, number, number]; ecken: number }
  | { art: 'kachel'; id: number; bild: ImageBitmap | null };
