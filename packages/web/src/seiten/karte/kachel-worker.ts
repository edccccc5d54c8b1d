/// <reference lib="webworker" />
/**
 * The map's worker (issue 29 "Speed", docs/adr/0033): loads and parses the Wohnlagenkarte (some
 * 30 MB of GeoJSON for the city's polygons: JSON.parse alone is a long task), and draws the
 * tiles the page asks for on an OffscreenCanvas (kachel-zeichnung.ts). The main thread only puts
 * the finished bitmaps into Leaflet's tiles. A small map (up to VEKTOR_GRENZE vertices) goes back
 * as it is: the page draws it as vector paths, as before.
 */
import type { FeatureCollection } from 'geojson';
import { baueGeometrie, zeichneKachel, type Geometrie } from './kachel-zeichnung.ts';
import { wohnlagenFarbe } from './wohnlagen-farben.ts';
import type { AnWorker, VomWorker } from './kachel-nachrichten.ts';
import { VEKTOR_GRENZE } from './kachel-nachrichten.ts';

declare const self: DedicatedWorkerGlobalScope;

let geometrie: Geometrie | null = null;
let deckkraft = 0.85;

function sende(n: VomWorker, transfer: Transferable[] = []): void {
  self.postMessage(n, transfer);
}

function istFeatureCollection(x: unknown): x is FeatureCollection {
  const d = x as { type?: unknown; features?: unknown } | null;
  return d?.type === 'FeatureCollection' && Array.isArray(d.features);
}

async function lade(url: string): Promise<void> {
  let antwort: Response;
  try {
    antwort = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    return sende({ art: 'fehler', meldung: 'netzwerk' });
  }
  if (antwort.status === 404) return sende({ art: 'fehlt' });
  if (!antwort.ok) return sende({ art: 'fehler', meldung: `status ${antwort.status}` });
  let daten: unknown;
  try {
    daten = await antwort.json();
  } catch {
    return sende({ art: 'fehler', meldung: 'kein JSON' });
  }
  if (!istFeatureCollection(daten))
    return sende({ art: 'fehler', meldung: 'keine FeatureCollection' });
  const g = baueGeometrie(daten);
  if (g.ecken <= VEKTOR_GRENZE) return sende({ art: 'vektor', daten });
  geometrie = g;
  sende({ art: 'kacheln', grenzen: g.grenzen, ecken: g.ecken });
}

self.onmessage = (e: MessageEvent<AnWorker>) => {
  const n = e.data;
  if (n.art === 'laden') {
    deckkraft = n.deckkraft;
    void lade(n.url);
    return;
  }
  if (!geometrie) return sende({ art: 'kachel', id: n.id, bild: null });
  const leinwand = new OffscreenCanvas(n.groesse, n.groesse);
  const ctx = leinwand.getContext('2d');
  if (!ctx) return sende({ art: 'kachel', id: n.id, bild: null });
  zeichneKachel(ctx, geometrie, n.x, n.y, n.z, n.groesse, {
    farbe: wohnlagenFarbe,
    deckkraft,
    rand: '#1a1a1a',
  });
  const bild = leinwand.transferToImageBitmap();
  sende({ art: 'kachel', id: n.id, bild }, [bild]);
};
