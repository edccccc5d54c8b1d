// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { leererEntwurf } from '@mietspiegel/domain';
import { leereMietvergleichEingaben, SPEICHER_SCHLUESSEL } from '../store/speicher.ts';
import { aendere, aendereEntwurf, holeZustand } from '../store/store.ts';
import { ABMELDEN_HINWEIS, AbmeldenKnopf } from './AbmeldenKnopf.tsx';
import { KEINE_VERBINDUNG } from '../api/fehlertext.ts';
import { starteSpeichern } from '../lib/speichern.ts';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Speichern-Knopf eines Schritts', () => {
  it('öffnet unter dem Auth-Pfad /save mit dem Schrittindex in der Adresse', () => {
    window.history.replaceState(null, '', '/auth/index.html#/haustyp');
    starteSpeichern(6);
    expect(window.location.hash).toBe('#/save?schritt=6');
    expect(sessionStorage.length).toBe(0);
  });

  it('lädt außerhalb des Auth-Pfads /auth/index.html#/save, damit die Anmeldung greift', () => {
    window.history.replaceState(null, '', '/berechnung.html#/haustyp');
    const oeffne = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    starteSpeichern(6);
    expect(oeffne).toHaveBeenCalledWith('/auth/index.html#/save?schritt=6');
  });
});

// spezifikation.md §7 sign-out.
describe('Abmelden', () => {
  // issue 26 §13: after a failed call the same page says that the sign-out failed (this test
  // expected '/loggedout.html' for 'der Aufruf scheitert' before; the page stays the same)
  it.each([
    [
      'der Server antwortet',
      () => Promise.resolve(new Response(null, { status: 204 })),
      '/loggedout.html',
    ],
    [
      'der Aufruf scheitert',
      () => Promise.reject(new TypeError('offline')),
      '/loggedout.html?abmeldung=fehlgeschlagen',
    ],
    [
      'der Server mit 503 antwortet',
      () =>
        Promise.resolve(
          Response.json({ fehler: [{ feld: '', meldung: 'Datenbank …' }] }, { status: 503 }),
        ),
      '/loggedout.html?abmeldung=fehlgeschlagen',
    ],
  ])(
    'sendet /logout als JSON und geht zu /loggedout.html, wenn %s',
    async (_fall, antwort, ziel) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const abruf = vi.fn(antwort);
      vi.stubGlobal('fetch', abruf);
      const gehe = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      render(<AbmeldenKnopf />);
      fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
      await waitFor(() => expect(gehe).toHaveBeenCalledWith(ziel));
      const [url, init] = abruf.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toMatch(/\/logout$/);
      expect(init.method).toBe('POST');
      expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
      // An empty body with a JSON content type is a 400 and would leave the session open.
      expect(JSON.parse(String(init.body))).toEqual({});
      expect(init.credentials).toBe('include');
    },
  );

  // issue 17 §13: the next person at a shared computer must not find the previous calculation
  it('löscht die Berechnung dieses Tabs vor dem Abmelden und sagt es', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    const gehe = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    aendereEntwurf({ wohnflaeche: '65.5', selectedBaujahr: 5 });
    aendere({
      adresse: 'Marienplatz 1',
      mietvergleich: { ...leereMietvergleichEingaben(), miete: '900' },
    });
    expect(sessionStorage.getItem(SPEICHER_SCHLUESSEL)).toContain('Marienplatz 1');
    render(<AbmeldenKnopf />);
    const knopf = screen.getByRole('button', { name: 'Abmelden' });
    expect(knopf.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(knopf.getAttribute('aria-describedby')!)?.textContent).toBe(
      ABMELDEN_HINWEIS,
    );
    fireEvent.click(knopf);
    expect(sessionStorage.getItem(SPEICHER_SCHLUESSEL)).toBeNull();
    const z = holeZustand();
    expect(z.entwurf).toEqual(leererEntwurf());
    expect(z.adresse).toBe('');
    expect(z.mietvergleich.miete).toBe('');
    await waitFor(() => expect(gehe).toHaveBeenCalledWith('/loggedout.html'));
    // nothing written back on the way out
    expect(sessionStorage.getItem(SPEICHER_SCHLUESSEL)).toBeNull();
  });

  it('geht weiter zur Abmeldeseite des Anbieters, wenn der Server eine nennt (OpenID Connect, Issue 12 §1)', async () => {
    const adresse = 'https://anmeldung.example.de/session/end?client_id=mietspiegel';
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({ meldung: 'Sie wurden abgemeldet.', abmeldeAdresse: adresse }),
        ),
      ),
    );
    const gehe = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(<AbmeldenKnopf />);
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(gehe).toHaveBeenCalledWith(adresse));
  });
});

// issue 26 §13/§16: the static page's retry says the same connection message as the app
it('loggedout.js nennt dieselbe Verbindungsmeldung wie die App', async () => {
  const { readFile } = await import('node:fs/promises');
  const { resolve } = await import('node:path');
  // the tests' file name (import.meta.url is the page's address under happy-dom)
  const skript = await readFile(resolve(import.meta.dirname, '../../public/loggedout.js'), 'utf8');
  expect(skript).toContain(`'${KEINE_VERBINDUNG}'`);
});
