/**
 * The Leaflet part of the built-in map page (issue 11). Only the map page's lazy chunk imports
 * this module, so Leaflet and its CSS never reach the first page (bundle budget, README).
 * Polygons are drawn as SVG paths with a dark outline (the outline keeps them apart from any
 * background, WCAG 1.4.11); the marker is a vector circle (no image files to serve). Background
 * tiles come only from the operator's tile address, with its attribution as plain text.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { FeatureCollection } from 'geojson';
import type { KachelQuelle } from './kartendaten.ts';

export interface Punkt {
  lon: number;
  lat: number;
}

export interface KartenAnsicht {
  /** puts the marker on the point; `zentrieren` moves the map there (a search hit) */
  setzeMarker(p: Punkt, zentrieren?: boolean): void;
  /** the point under the crosshair, once a pan under way (arrow keys animate) has ended */
  mitte(): Promise<Punkt>;
  entferne(): void;
}

export interface KartenOptionen {
  /** a small map: vector paths (as before issue 29) */
  daten?: FeatureCollection;
  /** a large map: raster tiles drawn by the worker (kachel-worker.ts, docs/adr/0033) */
  kacheln?: { grenzen: [number, number, number, number]; quelle: KachelQuelle };
  /** called once the polygons are on the map (vector: at once; tiles: the first view's) */
  onGezeichnet?: () => void;
  farbe: (wohnlage: number) => string;
  kachelUrl: string;
  kachelAttribution: string;
  onKlick: (p: Punkt) => void;
}

function ohneHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * The polygons as raster tiles of the worker (docs/adr/0033): each tile asks the worker and puts
 * the bitmap it gets into its canvas – the main thread's whole share of the drawing. Above the
 * background tiles, below the marker.
 */
function kachelEbene(quelle: KachelQuelle, onGezeichnet?: () => void): L.GridLayer {
  const verhaeltnis = Math.min(2, Math.max(1, Math.round(window.devicePixelRatio || 1)));
  const Ebene = L.GridLayer.extend({
    createTile(coords: L.Coords, fertig: L.DoneCallback): HTMLElement {
      const kachel = document.createElement('canvas');
      const groesse = 256 * verhaeltnis;
      kachel.width = kachel.height = groesse;
      void quelle.zeichne(coords.x, coords.y, coords.z, groesse).then((bild) => {
        if (bild) {
          kachel.getContext('2d')?.drawImage(bild, 0, 0);
          bild.close();
        }
        fertig(undefined, kachel);
      });
      return kachel;
    },
  }) as new (o: L.GridLayerOptions) => L.GridLayer;
  const ebene = new Ebene({ pane: 'overlayPane', tileSize: 256, updateWhenZooming: false });
  if (onGezeichnet) ebene.once('load', () => onGezeichnet());
  ebene.on('remove', () => quelle.beende());
  return ebene;
}

export function erzeugeKarte(element: HTMLElement, o: KartenOptionen): KartenAnsicht {
  const karte = L.map(element, {
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
  });
  // German titles; Leaflet's own are English
  L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(karte);
  if (o.kachelUrl) {
    L.control.attribution({ prefix: false }).addTo(karte);
    // Leaflet gives each tile alt="": the tiles are decoration
    L.tileLayer(o.kachelUrl, { attribution: ohneHtml(o.kachelAttribution), maxZoom: 19 }).addTo(
      karte,
    );
  }
  const deckkraft = o.kachelUrl ? 0.55 : 0.85;
  let grenzen: L.LatLngBounds | null = null;
  if (o.kacheln) {
    const [w, s, ost, n] = o.kacheln.grenzen;
    grenzen = L.latLngBounds([s, w], [n, ost]);
    kachelEbene(o.kacheln.quelle, o.onGezeichnet).addTo(karte);
  } else if (o.daten) {
    const flaechen = L.geoJSON(o.daten, {
      style: (f) => ({
        color: '#1a1a1a',
        weight: 1,
        fillColor: o.farbe(Number(f?.properties?.wohnlage)),
        fillOpacity: deckkraft,
      }),
    }).addTo(karte);
    grenzen = flaechen.getBounds();
  }
  if (grenzen?.isValid()) karte.fitBounds(grenzen);
  else karte.setView([48.137, 11.575], 12);
  if (!o.kacheln) o.onGezeichnet?.();

  karte.on('click', (e: L.LeafletMouseEvent) =>
    o.onKlick({ lon: e.latlng.lng, lat: e.latlng.lat }),
  );
  // the arrow keys pan with an animation: the centre is read when it has ended
  let bewegt = false;
  karte.on('movestart', () => (bewegt = true));
  karte.on('moveend', () => (bewegt = false));

  let marker: L.CircleMarker | null = null;
  return {
    setzeMarker(p, zentrieren = false) {
      const ll = L.latLng(p.lat, p.lon);
      if (marker) marker.setLatLng(ll);
      else {
        marker = L.circleMarker(ll, {
          radius: 9,
          color: '#000',
          weight: 3,
          fillColor: '#fff',
          fillOpacity: 1,
          interactive: false,
        }).addTo(karte);
      }
      if (zentrieren) karte.setView(ll, Math.max(karte.getZoom(), 15));
    },
    mitte() {
      const lies = () => {
        const c = karte.getCenter();
        return { lon: c.lng, lat: c.lat };
      };
      if (!bewegt) return Promise.resolve(lies());
      return new Promise((resolve) => karte.once('moveend', () => resolve(lies())));
    },
    entferne() {
      karte.remove();
    },
  };
}
