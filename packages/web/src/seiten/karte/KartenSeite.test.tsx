/**
 * The built-in map page (issue 11) in happy-dom, with the Leaflet module replaced by a stand-in
 * that records the click handler (Leaflet itself is checked in Chromium, packages/e2e).
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EnvironmentInfo } from '@mietspiegel/domain';
import { aufrufe, richteTestsEin, server, zeigeApp } from '../../test/hilfen.tsx';
import type { KartenOptionen, Punkt } from './leaflet-karte.ts';

const karte = vi.hoisted(() => ({
  optionen: null as KartenOptionen | null,
  marker: [] as Punkt[],
}));
vi.mock('./leaflet-karte.ts', () => ({
  erzeugeKarte: (_el: HTMLElement, o: KartenOptionen) => {
    karte.optionen = o;
    return {
      setzeMarker: (p: Punkt) => karte.marker.push(p),
      mitte: () => Promise.resolve({ lon: 11.5, lat: 48.1 }),
      entferne: () => undefined,
    };
  },
}));

richteTestsEin();
beforeEach(() => {
  karte.optionen = null;
  karte.marker = [];
});

const info: EnvironmentInfo = {
  geokartenUrl: '',
  geokartenWohnlageUrl: '',
  geokartenGebaeudetypUrl: '',
  wartungsdatum: null,
  geodaten: { wohnlagen: true, gebaeudetypen: true, adressen: true },
  kartenKachelUrl: '',
  kartenKachelAttribution: '',
};

const flaechen = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { wohnlage: 1 },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [11.4, 48.0],
            [11.6, 48.0],
            [11.6, 48.2],
            [11.4, 48.0],
          ],
        ],
      },
    },
  ],
};

function mitServer(i: EnvironmentInfo = info): void {
  server((url) => {
    if (url.pathname === '/api/environmentInfo') return { json: i };
    if (url.pathname === '/api/backend-service/wohnlagenkarte') return { json: flaechen };
    if (url.pathname === '/api/backend-service/wohnlage') {
      return { json: { wohnlage: 4, gebaeudetyp: null } };
    }
    if (url.pathname === '/api/backend-service/adresssuche') {
      return {
        json: [
          {
            label: 'Musterstraße 12, 80331 München',
            lon: 11.5,
            lat: 48.1,
            wohnlage: 1,
            gebaeudetyp: 2,
          },
        ],
      };
    }
    return undefined;
  });
}

describe('eigene Karte #/karte (Issue 11)', () => {
  test('Klick auf die Karte zeigt die Wohnlage des Punkts; Übernehmen schickt §7s Nachricht an den eigenen Ursprung', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { closed: false, postMessage });
    mitServer();
    await zeigeApp('/karte?art=wohnlage');
    // legend in words
    expect(screen.getByText('Zentrale gute Lage')).toBeTruthy();
    await waitFor(() => expect(karte.optionen).not.toBeNull());
    expect(karte.optionen!.farbe(1)).not.toBe(karte.optionen!.farbe(4));

    karte.optionen!.onKlick({ lon: 11.55, lat: 48.12 });
    expect(
      await screen.findByText(
        'Wohnlage: Zentrale gute Lage. An diesem Punkt ist kein Gebäudetyp hinterlegt.',
      ),
    ).toBeTruthy();
    const abfrage = aufrufe.find((a) => a.url.pathname === '/api/backend-service/wohnlage');
    expect(abfrage?.url.searchParams.get('lon')).toBe('11.55');
    expect(abfrage?.url.searchParams.get('lat')).toBe('48.12');
    expect(karte.marker.at(-1)).toEqual({ lon: 11.55, lat: 48.12 });

    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(postMessage).toHaveBeenCalledWith(
      { lage: 4, gebaeudetyp: null, adresse: '' },
      window.location.origin,
    );
    expect(
      screen.getByText(/^In den Rechner übernommen: Wohnlage „Zentrale gute Lage“\./),
    ).toBeTruthy();
  });

  test('ein Suchtreffer setzt den Punkt mit Adresse, ohne eigene Lageabfrage; aus dem Schritt Gebäudetyp geht nur der Gebäudetyp zurück (Issue 17 §3)', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { closed: false, postMessage });
    mitServer();
    await zeigeApp('/karte?art=gebaeudetyp');
    await waitFor(() => expect(karte.optionen).not.toBeNull());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Adresse suchen' }), {
      target: { value: 'Musterstr' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Musterstraße 12, 80331 München' }));
    expect(screen.getByText('Wohnlage: Gute Lage. Gebäudetyp: Sonstiges Gebäude.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(postMessage).toHaveBeenCalledWith(
      { lage: null, gebaeudetyp: 2, adresse: 'Musterstraße 12, 80331 München' },
      window.location.origin,
    );
    expect(aufrufe.some((a) => a.url.pathname === '/api/backend-service/wohnlage')).toBe(false);
  });

  test('aus dem Schritt Gebäudetyp: ein Punkt nur mit Wohnlage lässt sich nicht übernehmen (Issue 17 §3)', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { closed: false, postMessage });
    mitServer();
    await zeigeApp('/karte?art=gebaeudetyp');
    await waitFor(() => expect(karte.optionen).not.toBeNull());
    karte.optionen!.onKlick({ lon: 11.55, lat: 48.12 });
    expect(
      await screen.findByText(
        'Wohnlage: Zentrale gute Lage. An diesem Punkt ist kein Gebäudetyp hinterlegt.',
      ),
    ).toBeTruthy();
    const knopf = screen.getByRole('button', { name: 'Übernehmen' }) as HTMLButtonElement;
    expect(knopf.disabled).toBe(true);
    fireEvent.click(knopf);
    expect(postMessage).not.toHaveBeenCalled();
  });

  test('während die Flächen laden, sagt die Karte das; scheitert es, sagt sie auch das (Issue 17 §5)', async () => {
    mitServer();
    let antworte: (r: Response) => void = () => undefined;
    const echtesFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((eingabe: RequestInfo | URL, init?: RequestInit) =>
        String(eingabe).includes('/wohnlagenkarte')
          ? new Promise<Response>((r) => (antworte = r))
          : echtesFetch(eingabe, init),
      ),
    );
    await zeigeApp('/karte?art=wohnlage');
    const laedt = await screen.findByText('Die Karte wird geladen …');
    expect(laedt.getAttribute('role')).toBe('status');
    expect(karte.optionen).toBeNull();
    antworte(new Response('{}', { status: 503 }));
    expect(await screen.findByText(/^Die Karte konnte nicht geladen werden\./)).toBeTruthy();
    expect(screen.queryByText('Die Karte wird geladen …')).toBeNull();
  });

  test('„Kartenmitte wählen“ fragt die Lage unter dem Fadenkreuz ab', async () => {
    mitServer();
    await zeigeApp('/karte?art=wohnlage');
    const knopf = screen.getByRole('button', { name: 'Kartenmitte wählen' });
    await waitFor(() => expect((knopf as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(knopf);
    expect(
      await screen.findByText(
        'Wohnlage: Zentrale gute Lage. An diesem Punkt ist kein Gebäudetyp hinterlegt.',
      ),
    ).toBeTruthy();
    expect(karte.marker.at(-1)).toEqual({ lon: 11.5, lat: 48.1 });
  });

  test('ohne öffnendes Fenster: kein Übernehmen, sondern der Weg zurück zum Schritt', async () => {
    vi.stubGlobal('opener', null);
    mitServer();
    await zeigeApp('/karte?art=wohnlage');
    expect(screen.queryByRole('button', { name: 'Übernehmen' })).toBeNull();
    const link = screen.getAllByRole('link', { name: 'zurück zum Schritt „Wohnlage“' })[0]!;
    expect(link.getAttribute('href')).toBe('#/wohnlage');
  });

  test('ohne Wohnlagen-Ebene sagt die Seite, dass keine Kartendaten eingerichtet sind', async () => {
    mitServer({ ...info, geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: true } });
    await zeigeApp('/karte?art=wohnlage');
    expect(
      await screen.findByText(/^Für den Stadtplan sind noch keine Kartendaten eingerichtet\./),
    ).toBeTruthy();
    expect(aufrufe.some((a) => a.url.pathname.endsWith('/wohnlagenkarte'))).toBe(false);
  });

  // Issue 17 §16: the page waits for environmentInfo instead of showing a map area that a note
  // may replace; if environmentInfo fails, it does not wait forever – the map route says.
  test('ohne Antwort von environmentInfo fragt die Seite die Karte selbst', async () => {
    server((url) => {
      if (url.pathname === '/api/environmentInfo') return { status: 500 };
      if (url.pathname === '/api/backend-service/wohnlagenkarte') return { json: flaechen };
      return undefined;
    });
    await zeigeApp('/karte?art=wohnlage');
    await waitFor(() => expect(karte.optionen).not.toBeNull());
    expect(screen.getByRole('heading', { name: 'Legende' })).toBeTruthy();
  });

  test('solange environmentInfo nicht geantwortet hat: weder Kartenbereich noch Hinweis', async () => {
    let antworte: () => void = () => undefined;
    const gewartet = new Promise<void>((r) => (antworte = r));
    const echtesFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (eingabe: RequestInfo | URL, init?: RequestInit) => {
        if (String(eingabe).includes('/environmentInfo')) await gewartet;
        return echtesFetch(eingabe, init);
      }),
    );
    mitServer({ ...info, geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: true } });
    await zeigeApp('/karte?art=wohnlage');
    expect(await screen.findByText('Die Karte wird geladen …')).toBeTruthy();
    expect(screen.queryByRole('application', { name: 'Karte der Wohnlagen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Legende' })).toBeNull();
    antworte();
    expect(
      await screen.findByText(/^Für den Stadtplan sind noch keine Kartendaten eingerichtet\./),
    ).toBeTruthy();
    expect(screen.queryByText('Die Karte wird geladen …')).toBeNull();
  });
});
