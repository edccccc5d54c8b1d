import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { meldungen, type EnvironmentInfo } from '@mietspiegel/domain';
import { holeZustand } from '../store/store.ts';
import { holeUmgebung, SCHREIBRECHT, setzeUmgebung } from '../store/umgebung.ts';
import { aktuellerPfad, aufrufe, richteTestsEin, server, zeigeApp } from '../test/hilfen.tsx';
import { setClock } from '../lib/clock.ts';
import { linkBasis, schrittLink } from '../lib/link-basis.ts';
import { wartungsText } from './Wartungshinweis.tsx';
import { parseHash } from '../lib/router.ts';
import { setzeGeoeffneteKarte, verarbeiteKartenNachricht } from '../wizard/karte.ts';

richteTestsEin();

const info = (teil: Partial<EnvironmentInfo> = {}): EnvironmentInfo => ({
  geokartenUrl: 'https://karte.example.org/stadtplan',
  geokartenWohnlageUrl: 'https://karte.example.org/wohnlage',
  geokartenGebaeudetypUrl: 'https://karte.example.org/gebaeudetyp',
  wartungsdatum: null,
  geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: false },
  kartenKachelUrl: '',
  kartenKachelAttribution: '',
  ...teil,
});

describe('Router', () => {
  test('Pfad und Query stehen im Hash', () => {
    const o = parseHash('#/wohnlage?info=wohnlage');
    expect(o.pfad).toBe('/wohnlage');
    expect(o.query.get('info')).toBe('wohnlage');
    expect(parseHash('').pfad).toBe('/');
    expect(parseHash('#').pfad).toBe('/');
  });

  test('unbekannte Pfade leiten auf / um (§2)', async () => {
    await zeigeApp('/gibtsnicht');
    await waitFor(() => expect(aktuellerPfad()).toBe('/'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wohnfläche');
  });

  test('Fortschritt: nav „Fortschritt“ mit aria-current="step" auf dem aktuellen Schritt', async () => {
    await zeigeApp('/wohnlage');
    const nav = screen.getByRole('navigation', { name: 'Fortschritt' });
    const aktuell = nav.querySelectorAll('[aria-current="step"]');
    expect(aktuell).toHaveLength(1);
    expect(aktuell[0]?.textContent).toContain('Wohnlage');
  });
});

describe('Linkbasis (§2 Berechnungsergebnisse)', () => {
  test('/berechnung.html, unter auth /auth/index.html', () => {
    expect(linkBasis('http://localhost/berechnung.html#/x')).toBe('/berechnung.html');
    expect(linkBasis('http://localhost/auth/index.html#/x')).toBe('/auth/index.html');
    expect(schrittLink('/baujahr', 'http://h/auth/index.html')).toBe('/auth/index.html#/baujahr');
    expect(schrittLink('/baujahr', 'http://h/berechnung.html')).toBe('/berechnung.html#/baujahr');
  });
});

describe('Umgebung und Berechtigungen (§6, §8)', () => {
  test('Schreibrecht aus userinfo zeigt Speichern; ohne bleibt es verborgen', async () => {
    server((url) =>
      url.pathname === '/api/sso/userinfo'
        ? { json: { name: 'Anna', authorities: [SCHREIBRECHT], user_roles: [] } }
        : undefined,
    );
    await zeigeApp('/baujahr');
    expect(await screen.findByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });

  test('anonym (401): kein Schreibrecht und keine Meldung', async () => {
    server((url) => (url.pathname === '/api/sso/userinfo' ? { status: 401 } : undefined));
    await zeigeApp('/baujahr');
    await waitFor(() => expect(holeUmgebung().rechteBekannt).toBe(true));
    // that nothing follows is asserted on fake time: whatever a timer would still bring has run
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  test('keine Verbindung: die Meldungen aus §8 erscheinen', async () => {
    server(() => 'netzwerk');
    await zeigeApp('/wohnflaeche');
    expect(await screen.findByText(meldungen.berechtigungenKeineVerbindung)).toBeTruthy();
    expect(await screen.findByText(meldungen.apiGatewayNichtErreichbar)).toBeTruthy();
  });

  test('Fehlerstatus unter /auth: meldungen.berechtigungenFehler', async () => {
    window.history.replaceState(null, '', '/auth/index.html#/');
    server((url) => (url.pathname === '/api/sso/userinfo' ? { status: 500 } : undefined));
    await zeigeApp('/wohnflaeche');
    expect(await screen.findByText(meldungen.berechtigungenFehler)).toBeTruthy();
  });

  test('Wartungshinweis ab heute bis zum Wartungstag, danach nicht mehr', async () => {
    setClock(() => new Date(2026, 10, 22, 12, 0));
    server((url) =>
      url.pathname === '/api/environmentInfo'
        ? { json: info({ wartungsdatum: '2026-12-01' }) }
        : undefined,
    );
    await zeigeApp('/wohnflaeche');
    expect(
      await screen.findByText(
        'Wartungshinweis: Am 01.12.2026 ist der Mietspiegelrechner zwischen 9:00 und 11:00 Uhr (MEZ) nicht erreichbar.',
      ),
    ).toBeTruthy();
    act(() => setzeUmgebung({ info: info({ wartungsdatum: '2026-11-22' }) }));
    expect(screen.queryByText(/Wartungshinweis/)).not.toBeNull();
    act(() => setzeUmgebung({ info: info({ wartungsdatum: '2026-11-21' }) }));
    expect(screen.queryByText(/Wartungshinweis/)).toBeNull();
  });
});

describe('Mietspiegel-Ausgabe im Kopf, Titel und Fuß (issue 20)', () => {
  test('nennt die heute geltende Ausgabe des Servers, vorher die eingebaute', async () => {
    const ausgaben = [
      {
        id: 'muenchen-2025',
        titel: 'Mietspiegel für München 2025',
        jahr: 2025,
        gueltigAb: null,
        gueltigBis: null,
      },
      // test data only: a second edition as environmentInfo would list it
      {
        id: 'muenchen-2027',
        titel: 'Mietspiegel für München 2027',
        jahr: 2027,
        gueltigAb: '2026-01-01',
        gueltigBis: null,
      },
    ];
    server((url) =>
      url.pathname === '/api/environmentInfo'
        ? { json: info({ ausgaben, ausgabeHeute: 'muenchen-2027' }) }
        : undefined,
    );
    await zeigeApp('/wohnflaeche');
    expect(await screen.findByText('Mietspiegelrechner München 2027')).toBeTruthy();
    expect(screen.getByText(/Berechnung nach dem Mietspiegel für München 2027\./)).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Wohnfläche – Mietspiegelrechner München 2027'),
    );
    act(() => setzeUmgebung({ info: info({ ausgaben, ausgabeHeute: 'muenchen-2025' }) }));
    expect(screen.getByText('Mietspiegelrechner München 2025')).toBeTruthy();
    act(() => setzeUmgebung({ info: null }));
    expect(screen.getByText(/Berechnung nach dem Mietspiegel für München 2025\./)).toBeTruthy();
  });
});

describe('Wartungshinweis: MEZ oder MESZ des Wartungstags in München (§1)', () => {
  test.each([
    ['2026-12-01', 'MEZ'],
    ['2026-07-15', 'MESZ'],
    ['2026-03-28', 'MEZ'],
    ['2026-03-29', 'MESZ'],
    ['2026-10-24', 'MESZ'],
    ['2026-10-25', 'MEZ'],
    ['2027-03-28', 'MESZ'],
  ])('%s → %s', (datum, zone) => {
    expect(wartungsText(datum)).toContain(`zwischen 9:00 und 11:00 Uhr (${zone}) nicht erreichbar`);
  });
});

describe('Stadtplan (§7)', () => {
  test('Nachrichten werden nur vom Ursprung der Karte angenommen, und nur mit dem Wert des Schritts, der sie geöffnet hat', () => {
    const i = info();
    setzeGeoeffneteKarte('wohnlage');
    expect(
      verarbeiteKartenNachricht({ origin: 'https://boese.example', data: { lage: 2 } }, i),
    ).toBe(false);
    expect(holeZustand().entwurf.selectedWohnlage).toBeNull();
    expect(
      verarbeiteKartenNachricht(
        {
          origin: 'https://karte.example.org',
          data: { lage: 2, gebaeudetyp: '1', adresse: 'Marienplatz 8' },
        },
        i,
      ),
    ).toBe(true);
    expect(holeZustand().entwurf.selectedWohnlage).toBe(2);
    // issue 17 §3: the map was opened from the Wohnlage step; its Gebäudetyp is not taken
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBeNull();
    expect(holeZustand().adresse).toBe('Marienplatz 8');
    // out-of-range ids are ignored
    expect(
      verarbeiteKartenNachricht({ origin: 'https://karte.example.org', data: { lage: 9 } }, i),
    ).toBe(false);
    expect(holeZustand().entwurf.selectedWohnlage).toBe(2);
  });

  test('window message-Ereignis der Karte setzt die Wohnlage; Knopf öffnet die Karte in einem eigenen Fenster', async () => {
    server((url) => (url.pathname === '/api/environmentInfo' ? { json: info() } : undefined));
    const oeffnen = vi.fn();
    vi.stubGlobal('open', oeffnen);
    await zeigeApp('/wohnlage');
    const knopf = screen.getByRole('button', { name: 'zum Stadtplanprogramm' });
    await waitFor(() => expect((knopf as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(knopf);
    expect(oeffnen).toHaveBeenCalledWith(
      'https://karte.example.org/wohnlage',
      'mietspiegel-stadtplan',
    );
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://karte.example.org', data: { lage: 4 } }),
      );
    });
    expect(
      (screen.getByRole('radio', { name: /^Zentrale gute Lage/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  test('Adresssuche fragt erst ab 3 Zeichen und zeigt die Treffer als Liste', async () => {
    server((url) =>
      url.pathname === '/api/backend-service/adresssuche'
        ? {
            json: [
              {
                label: `${url.searchParams.get('searchString')}straße 1`,
                lon: 11.55,
                lat: 48.15,
                wohnlage: null,
                gebaeudetyp: 1,
              },
              { label: 'Marienplatz 2', lon: 11.57, lat: 48.13, wohnlage: 5, gebaeudetyp: null },
            ],
          }
        : undefined,
    );
    await zeigeApp('/gebaeudetyp');
    const suche = screen.getByRole('searchbox', { name: 'Adresse suchen' });
    // fake time runs far past the search's delay: two letters ask nothing, whatever the load
    vi.useFakeTimers();
    fireEvent.change(suche, { target: { value: 'Ma' } });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(aufrufe.some((a) => a.url.pathname.endsWith('/adresssuche'))).toBe(false);
    expect(screen.queryByRole('list', { name: 'Gefundene Adressen' })).toBeNull();
    vi.useRealTimers();
    fireEvent.change(suche, { target: { value: 'Mar' } });
    const liste = await screen.findByRole('list', { name: 'Gefundene Adressen' });
    expect(liste.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Marstraße 1' }));
    expect(holeZustand().adresse).toBe('Marstraße 1');
  });
});
