/**
 * The address search while it waits and when it finds nothing (issue 17 §5, §6): it says that
 * it searches and when it fails, and after a search without hits it offers the streets of a
 * similar name ("Meinten Sie …?"); a pick searches again with that street.
 */
import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Adresstreffer, EnvironmentInfo } from '@mietspiegel/domain';
import { aufrufe, richteTestsEin, server, zeigeApp } from '../test/hilfen.tsx';
import { ADRESSSUCHE_NICHT_MOEGLICH } from './Adresssuche.tsx';

richteTestsEin();

const info: EnvironmentInfo = {
  geokartenUrl: '',
  geokartenWohnlageUrl: '',
  geokartenGebaeudetypUrl: '',
  wartungsdatum: null,
  geodaten: { wohnlagen: true, gebaeudetypen: true, adressen: true },
  kartenKachelUrl: '',
  kartenKachelAttribution: '',
};

const tuerken: Adresstreffer = {
  label: 'Türkenstraße 15c, 80799 München',
  lon: 11.57,
  lat: 48.15,
  wohnlage: 4,
  gebaeudetyp: null,
};

const ansage = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');

describe('Adresssuche: Laden und Fehler (Issue 17 §5)', () => {
  test('während die Suche läuft, steht „Suche läuft …“ da; scheitert sie, sagt sie es sichtbar', async () => {
    server((url) => (url.pathname === '/api/environmentInfo' ? { json: info } : undefined));
    let antworte: (r: Response) => void = () => undefined;
    const echtesFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((eingabe: RequestInfo | URL, init?: RequestInit) =>
        String(eingabe).includes('/adresssuche')
          ? new Promise<Response>((r) => (antworte = r))
          : echtesFetch(eingabe, init),
      ),
    );
    await zeigeApp('/wohnlage');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Adresse suchen' }), {
      target: { value: 'Musterstr' },
    });
    expect(screen.getByText('Suche läuft …')).toBeTruthy();
    await waitFor(() =>
      expect(
        vi.mocked(globalThis.fetch).mock.calls.some((c) => String(c[0]).includes('/adresssuche')),
      ).toBe(true),
    );
    // still waiting for the answer: still said
    expect(screen.getByText('Suche läuft …')).toBeTruthy();
    antworte(new Response('{}', { status: 503 }));
    // visible, not only in the live region
    expect(
      await screen.findByText(ADRESSSUCHE_NICHT_MOEGLICH, { selector: '.hinweis-kasten p' }),
    ).toBeTruthy();
    expect(screen.queryByText('Suche läuft …')).toBeNull();
    expect(ansage()).toContain(ADRESSSUCHE_NICHT_MOEGLICH);
  });
});

describe('Adresssuche: „Meinten Sie …?“ (Issue 17 §6)', () => {
  test('ohne Treffer bietet sie ähnliche Straßen an; die Wahl sucht mit dieser Straße', async () => {
    server((url) => {
      if (url.pathname === '/api/environmentInfo') return { json: info };
      if (url.pathname === '/api/backend-service/adresssuche') {
        return {
          json: url.searchParams.get('searchString')?.startsWith('Türken') ? [tuerken] : [],
        };
      }
      if (url.pathname === '/api/backend-service/strassenvorschlaege') {
        return { json: [{ strasse: 'Türkenstraße', suche: 'Türkenstraße 15c' }] };
      }
      return undefined;
    });
    await zeigeApp('/wohnlage');
    const suche = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
    fireEvent.change(suche, { target: { value: 'Turkenstr 15c' } });
    const vorschlag = await screen.findByRole('button', { name: 'Türkenstraße 15c' });
    expect(
      screen.getByText('Keine Adresse gefunden.', { selector: 'p:not(.sr-only)' }),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Meinten Sie …?' })).toBeTruthy();
    expect(ansage()).toContain('Keine Adresse gefunden. Meinten Sie: Türkenstraße?');
    const frage = aufrufe.find((a) => a.url.pathname.endsWith('/strassenvorschlaege'));
    expect(frage?.url.searchParams.get('searchString')).toBe('Turkenstr 15c');

    fireEvent.click(vorschlag);
    expect((suche as HTMLInputElement).value).toBe('Türkenstraße 15c');
    expect(document.activeElement).toBe(suche);
    fireEvent.click(await screen.findByRole('button', { name: tuerken.label }));
    expect(screen.getByText(/^Laut Wohnlagenkarte: Zentrale gute Lage/)).toBeTruthy();
  });

  test('ohne Vorschläge bleibt es bei „Keine Adresse gefunden.“', async () => {
    server((url) => {
      if (url.pathname === '/api/environmentInfo') return { json: info };
      if (url.pathname === '/api/backend-service/adresssuche') return { json: [] };
      if (url.pathname === '/api/backend-service/strassenvorschlaege') return { json: [] };
      return undefined;
    });
    await zeigeApp('/wohnlage');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Adresse suchen' }), {
      target: { value: 'Xyzweg 1' },
    });
    expect(
      await screen.findByText('Keine Adresse gefunden.', { selector: 'p:not(.sr-only)' }),
    ).toBeTruthy();
    expect(aufrufe.some((a) => a.url.pathname.endsWith('/strassenvorschlaege'))).toBe(true);
    expect(screen.queryByText('Meinten Sie …?')).toBeNull();
  });
});

// Issue 18 §2: the bounded search answers 429/503 with a German message for the user and
// Retry-After (server: geodaten/suchbegrenzung.ts); the web says that message, not its generic
// one, and offers to search again.
describe('Adresssuche: Server ausgelastet (Issue 18 §2)', () => {
  const AUSGELASTET =
    'Die Adresssuche ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.';
  const JE_CLIENT =
    'Von Ihrer Adresse laufen schon mehrere Adresssuchen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

  test.each([
    [503, AUSGELASTET],
    [429, JE_CLIENT],
  ])(
    '%s: die Meldung des Servers steht da; „Erneut suchen“ sucht noch einmal',
    async (status, meldung) => {
      let ausgelastet = true;
      server((url) => {
        if (url.pathname === '/api/environmentInfo') return { json: info };
        if (url.pathname === '/api/backend-service/adresssuche') {
          return ausgelastet
            ? { status, headers: { 'Retry-After': '2' }, json: { fehler: [{ feld: '', meldung }] } }
            : { json: [tuerken] };
        }
        return undefined;
      });
      await zeigeApp('/wohnlage');
      const feld = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
      fireEvent.change(feld, { target: { value: 'Türkenstr 15' } });
      expect(await screen.findByText(meldung, { selector: '.hinweis-kasten p' })).toBeTruthy();
      expect(screen.queryByText(ADRESSSUCHE_NICHT_MOEGLICH)).toBeNull();
      expect(ansage()).toContain(meldung);
      const suchen = () =>
        aufrufe.map((a) => a.url).filter((u) => u.pathname === '/api/backend-service/adresssuche');
      expect(suchen()).toHaveLength(1);

      ausgelastet = false;
      fireEvent.click(screen.getByRole('button', { name: 'Erneut suchen' }));
      expect(
        await screen.findByRole('button', { name: 'Türkenstraße 15c, 80799 München' }),
      ).toBeTruthy();
      expect(suchen()).toHaveLength(2);
      expect(suchen()[1]?.searchParams.get('searchString')).toBe('Türkenstr 15');
      expect(screen.queryByText(meldung)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Erneut suchen' })).toBeNull();
    },
  );

  test('503 ohne Meldung (etwa von einem Proxy): der allgemeine Text, auch mit „Erneut suchen“', async () => {
    server((url) => {
      if (url.pathname === '/api/environmentInfo') return { json: info };
      if (url.pathname === '/api/backend-service/adresssuche') {
        return { status: 503, body: '<html>Service Unavailable</html>' };
      }
      return undefined;
    });
    await zeigeApp('/wohnlage');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Adresse suchen' }), {
      target: { value: 'Türkenstr 15' },
    });
    expect(
      await screen.findByText(ADRESSSUCHE_NICHT_MOEGLICH, { selector: '.hinweis-kasten p' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut suchen' })).toBeTruthy();
  });
});

describe('Adresssuche: Mindestlänge wie auf dem Server (Issue 28 §5)', () => {
  test('zählt Zeichen (Code-Punkte), nicht UTF-16-Einheiten: „🏠a“ sucht nicht, „🏠ab“ sucht', async () => {
    const gesucht: string[] = [];
    server((url) => {
      if (url.pathname === '/api/environmentInfo') return { json: info };
      if (url.pathname === '/api/backend-service/adresssuche') {
        gesucht.push(url.searchParams.get('searchString') ?? '');
        return { json: [] };
      }
      if (url.pathname === '/api/backend-service/strassenvorschlaege') return { json: [] };
      return undefined;
    });
    await zeigeApp('/wohnlage');
    const feld = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
    // two characters, three UTF-16 units: the server would refuse it (400), so no query
    fireEvent.change(feld, { target: { value: '🏠a' } });
    expect(screen.queryByText('Suche läuft …')).toBeNull();
    fireEvent.change(feld, { target: { value: '🏠ab' } });
    expect(screen.getByText('Suche läuft …')).toBeTruthy();
    await waitFor(() => expect(gesucht).toEqual(['🏠ab']));
  });
});
