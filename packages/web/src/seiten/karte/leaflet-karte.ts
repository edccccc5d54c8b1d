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
  daten: FeatureCollection;
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
  const flaechen = L.geoJSON(o.daten, {
    style: (f) => ({
      color: '#1a1a1a',
      weight: 1,
      fillColor: o.farbe(Number(f?.properties?.wohnlage)),
      fillOpacity: o.kachelUrl ? 0.55 : 0.85,
    }),
  }).addTo(karte);
  const grenzen = flaechen.getBounds();
  if (grenzen.isValid()) karte.fitBounds(grenzen);
  else karte.setView([48.137, 11.575], 12);

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
