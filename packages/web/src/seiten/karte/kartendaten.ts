/**
 * Loads the Wohnlagenkarte for the map page (issue 29 "Speed", docs/adr/0033): in the map's
 * worker where the browser has workers and OffscreenCanvas (parse and drawing off the main
 * thread), else – or when the worker does not start – on the main thread as before (then always
 * as vector paths).
 */
import type { FeatureCollection } from 'geojson';
import { api, apiBasis } from '../../api/client.ts';
import type { AnWorker, VomWorker } from './kachel-nachrichten.ts';

/** Draws tiles in the worker; `beende` stops it (the page left). */
export interface KachelQuelle {
  zeichne(x: number, y: number, z: number, groesse: number): Promise<ImageBitmap | null>;
  beende(): void;
}

export type Kartendaten =
  | { art: 'fehlt' }
  | { art: 'fehler' }
  | { art: 'vektor'; daten: FeatureCollection }
  | { art: 'kacheln'; grenzen: [number, number, number, number]; quelle: KachelQuelle };

function istFeatureCollection(x: unknown): x is FeatureCollection {
  if (typeof x !== 'object' || x === null) return false;
  const d = x as { type?: unknown; features?: unknown };
  return d.type === 'FeatureCollection' && Array.isArray(d.features);
}

async function ohneWorker(): Promise<Kartendaten> {
  const r = await api.wohnlagenkarte();
  if (!r.ok && r.art === 'status' && r.status === 404) return { art: 'fehlt' };
  if (!r.ok || !istFeatureCollection(r.daten)) {
    console.error('Wohnlagenkarte nicht lesbar', r);
    return { art: 'fehler' };
  }
  return { art: 'vektor', daten: r.daten };
}

/** The worker's answer, or null when it could not start (then the main thread loads). */
function ueberWorker(deckkraft: number): Promise<Kartendaten | null> {
  return new Promise((fertig) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./kachel-worker.ts', import.meta.url), { type: 'module' });
    } catch (e) {
      console.warn('Kartenworker nicht gestartet', e);
      return fertig(null);
    }
    const offen = new Map<number, (bild: ImageBitmap | null) => void>();
    let naechste = 0;
    let entschieden = false;
    const alleOffenenLeer = () => {
      for (const f of offen.values()) f(null);
      offen.clear();
    };
    const sende = (n: AnWorker) => worker.postMessage(n);
    worker.onerror = (e) => {
      console.warn('Kartenworker', e.message);
      if (!entschieden) {
        entschieden = true;
        worker.terminate();
        fertig(null);
      } else alleOffenenLeer();
    };
    worker.onmessage = (e: MessageEvent<VomWorker>) => {
      const n = e.data;
      if (n.art === 'kachel') {
        offen.get(n.id)?.(n.bild);
        offen.delete(n.id);
        return;
      }
      entschieden = true;
      if (n.art !== 'kacheln') worker.terminate();
      if (n.art === 'fehler') console.error('Wohnlagenkarte nicht lesbar', n.meldung);
      if (n.art === 'kacheln') {
        fertig({
          art: 'kacheln',
          grenzen: n.grenzen,
          quelle: {
            zeichne: (x, y, z, groesse) =>
              new Promise((bild) => {
                const id = naechste++;
                offen.set(id, bild);
                sende({ art: 'kachel', id, x, y, z, groesse });
              }),
            beende: () => {
              worker.terminate();
              alleOffenenLeer();
            },
          },
        });
      } else fertig(n.art === 'vektor' ? { art: 'vektor', daten: n.daten } : { art: n.art });
    };
    const url = new URL(`${apiBasis()}/api/backend-service/wohnlagenkarte`, window.location.href);
    sende({ art: 'laden', url: url.href, deckkraft });
  });
}

export async function ladeKartendaten(deckkraft: number): Promise<Kartendaten> {
  if (typeof Worker === 'function' && typeof OffscreenCanvas === 'function') {
    const ueber = await ueberWorker(deckkraft);
    if (ueber) return ueber;
  }
  return ohneWorker();
}
