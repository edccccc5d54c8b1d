/**
 * Helpers of the component tests (vitest project 'web', happy-dom): a clean store and
 * storage per test, a stubbed fetch that answers like the server's API, rendering the app at
 * a route.
 */
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { BerechnungEntwurf } from '@mietspiegel/domain';
import { App } from '../app/App.tsx';
import { setClock } from '../lib/clock.ts';
import { setzeErsteAnzeigeZurueck } from '../lib/erste-anzeige.ts';
import { alleSchliessen } from '../benachrichtigungen/benachrichtigungen.ts';
import { zuruecksetzen } from '../store/store.ts';
import { setzeUmgebung } from '../store/umgebung.ts';
import { vorladenAbgeschlossen } from '../wizard/SchrittSeite.tsx';

/**
 * The features of the worked example of berechnungsregeln.md §2 (area to windows); each test
 * adds the operating costs and deviations it needs.
 */
export const beispielMerkmale = {
  wohnflaeche: '65.5',
  selectedBaujahr: 5,
  selectedWohnlage: 1,
  selectedGebaeudetyp: 1,
  selectedHaustyp: 4,
  selectedUnvollstaendigBeheizung: 1,
  selectedFussbodenheizung: 1,
  selectedSanitaerbereich: [1],
  selectedKueche: 1,
  selectedKuechengrundausstattung: 0,
  selectedElektrogeraete: [0, 2],
  selectedFussboden: 2,
  selectedModernisierterBoden: 1,
  selectedTerrasseBalkon: 1,
  selectedBesondereAusstattung: 1,
  selectedModernisierteFenster: 1,
} satisfies Partial<BerechnungEntwurf>;

export type Antwort =
  | { status?: number; json?: unknown; body?: BodyInit; headers?: Record<string, string> }
  | 'netzwerk';
export type Handler = (url: URL, init: RequestInit | undefined) => Antwort | undefined;

export const aufrufe: { url: URL; init: RequestInit | undefined }[] = [];
let handler: Handler = () => undefined;

/** Answers of the stubbed server for this test; unknown paths answer 404. */
export function server(h: Handler): void {
  handler = h;
}

/**
 * Holds back the stubbed server's answers to the paths containing `pfadTeil` until the returned
 * function is called: the page as it is before the server has answered. Call after `server()`.
 */
export function halteAntwortZurueck(pfadTeil: string): () => void {
  let antworten = () => {};
  const gehalten = new Promise<void>((r) => (antworten = r));
  const gestubbt = globalThis.fetch;
  vi.stubGlobal('fetch', async (eingabe: RequestInfo | URL, init?: RequestInit) => {
    if (String(eingabe).includes(pfadTeil)) await gehalten;
    return gestubbt(eingabe, init);
  });
  return antworten;
}

function antworte(a: Antwort | undefined): Promise<Response> {
  if (a === 'netzwerk') return Promise.reject(new TypeError('Failed to fetch'));
  const status = a?.status ?? (a ? 200 : 404);
  const body = a?.body ?? (a?.json !== undefined ? JSON.stringify(a.json) : '{}');
  return Promise.resolve(
    new Response(body, {
      status,
      headers: { 'Content-Type': 'application/json', ...(a?.headers ?? {}) },
    }),
  );
}

/** Registers the per-test reset; call once at the top of a test file. */
export function richteTestsEin(): void {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    zuruecksetzen();
    alleSchliessen();
    setzeUmgebung({
      info: null,
      infoFehler: false,
      schreibrecht: false,
      benutzer: null,
      rechteBekannt: false,
    });
    setzeErsteAnzeigeZurueck();
    aufrufe.length = 0;
    handler = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((eingabe: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(eingabe), window.location.href);
        aufrufe.push({ url, init });
        return antworte(handler(url, init));
      }),
    );
    window.history.replaceState(null, '', '/berechnung.html#/');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    // the first interaction warms the later steps' modules (App.tsx): let them finish loading
    await vorladenAbgeschlossen();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setClock(() => new Date());
  });
}

/** Renders the whole app at a hash route and waits for its h1. */
export async function zeigeApp(pfad: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', `${window.location.pathname}#${pfad}`);
  render(<App />);
  return screen.findByRole('heading', { level: 1 });
}

export function gehe(pfad: string): void {
  window.location.hash = `#${pfad}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

export function aktuellerPfad(): string {
  return window.location.hash.replace(/^#/, '');
}
