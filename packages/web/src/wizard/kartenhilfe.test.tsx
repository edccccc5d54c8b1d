/**
 * Issue 11 in the wizard: the address search of the Wohnlage and Gebäudetyp steps selects the
 * option the map holds at the address and says so, the "no address data" statement, the map
 * button (external map, built-in map, no map data) and which origins the one message receiver
 * trusts.
 */
import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { meldungen, type Adresstreffer, type EnvironmentInfo } from '@mietspiegel/domain';
import { aendere, holeZustand, neuLaden, setzeAdresse } from '../store/store.ts';
import { setzeUmgebung } from '../store/umgebung.ts';
import {
  aufrufe,
  gehe,
  halteAntwortZurueck,
  richteTestsEin,
  server,
  zeigeApp,
} from '../test/hilfen.tsx';
import { KEINE_ADRESSDATEN } from './Adresssuche.tsx';
import { KARTE_NICHT_VON_HIER, setzeGeoeffneteKarte, verarbeiteKartenNachricht } from './karte.ts';
import { aktuelleBenachrichtigungen } from '../benachrichtigungen/benachrichtigungen.ts';
import {
  KARTE_NICHT_VERFUEGBAR,
  KARTE_WIRD_GEPRUEFT,
  KEINE_GEBAEUDETYPENKARTE,
  KEINE_GEBAEUDETYPENKARTE_SUCHE,
  KEINE_KARTENDATEN,
} from './schritte/Kartenhilfe.tsx';

richteTestsEin();

const EIGENER_ORIGIN = window.location.origin;

const info = (teil: Partial<EnvironmentInfo> = {}): EnvironmentInfo => ({
  geokartenUrl: '',
  geokartenWohnlageUrl: '',
  geokartenGebaeudetypUrl: '',
  wartungsdatum: null,
  geodaten: { wohnlagen: true, gebaeudetypen: true, adressen: true },
  kartenKachelUrl: '',
  kartenKachelAttribution: '',
  ...teil,
});

const musterstrasse: Adresstreffer = {
  label: 'Musterstraße 12, 80331 München',
  lon: 11.57,
  lat: 48.14,
  wohnlage: 1,
  gebaeudetyp: 1,
};
const ohneLage: Adresstreffer = {
  label: 'Randweg 1, 81234 München',
  lon: 11.4,
  lat: 48.1,
  wohnlage: null,
  gebaeudetyp: null,
};

function mitServer(i: EnvironmentInfo, treffer: unknown = [musterstrasse, ohneLage]): void {
  server((url) => {
    if (url.pathname === '/api/environmentInfo') return { json: i };
    if (url.pathname === '/api/backend-service/adresssuche') return { json: treffer };
    return undefined;
  });
}

async function sucheUndWaehle(text: string, label: string): Promise<void> {
  const suche = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
  fireEvent.change(suche, { target: { value: text } });
  const knopf = await screen.findByRole('button', { name: label });
  fireEvent.click(knopf);
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Adresssuche im Schritt Wohnlage (Issue 11)', () => {
  test('ein Treffer wählt seine Wohnlage, sagt es in Worten und lässt eine andere Wahl zu', async () => {
    mitServer(info());
    await zeigeApp('/wohnlage');
    const suche = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
    fireEvent.change(suche, { target: { value: 'Musterstr 12' } });
    const knopf = await screen.findByRole('button', { name: 'Musterstraße 12, 80331 München' });
    vi.useFakeTimers();
    fireEvent.click(knopf);
    // the chosen label stands in the field but is not searched again (its "1 Adresse gefunden."
    // would replace the announcement): no search timer was started
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    expect((suche as HTMLInputElement).value).toBe('Musterstraße 12, 80331 München');

    expect(radio(/^Gute Lage/).checked).toBe(true);
    expect(screen.getByText(/^Laut Wohnlagenkarte: Gute Lage/)).toBeTruthy();
    const status = screen
      .getAllByRole('status')
      .map((s) => s.textContent)
      .join(' ');
    expect(status).toContain('Laut Wohnlagenkarte: Gute Lage');
    // the address goes into the store and into the free text's "Adresse:" line (PDF)
    expect(holeZustand().adresse).toBe('Musterstraße 12, 80331 München');
    expect(holeZustand().zusaetzlicheBegruendungen.split('\n')[0]).toBe(
      'Adresse: Musterstraße 12, 80331 München',
    );
    // the Gebäudetyp of the hit is not chosen on the Wohnlage step
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBeNull();

    fireEvent.click(radio(/^Beste Lage/));
    expect(holeZustand().entwurf.selectedWohnlage).toBe(2);
    expect(screen.getByText(/^Laut Wohnlagenkarte: Gute Lage/)).toBeTruthy();
  });

  test('ein Treffer ohne Wohnlage wählt nichts und sagt, dass keine hinterlegt ist', async () => {
    mitServer(info());
    await zeigeApp('/wohnlage');
    await sucheUndWaehle('Randweg', 'Randweg 1, 81234 München');
    expect(
      screen.getByText(/^Für diese Adresse ist in der Wohnlagenkarte keine Wohnlage hinterlegt\./),
    ).toBeTruthy();
    expect(holeZustand().entwurf.selectedWohnlage).toBeNull();
    expect(screen.queryByText(/Laut Wohnlagenkarte/)).toBeNull();
    expect(holeZustand().adresse).toBe('Randweg 1, 81234 München');
  });

  test('ohne Adressdaten sagt die Suche das, statt zu suchen', async () => {
    mitServer(info({ geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: false } }));
    await zeigeApp('/wohnlage');
    expect(await screen.findByText(KEINE_ADRESSDATEN)).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Adresse suchen' })).toBeNull();
    expect(screen.queryByText('Keine Adresse gefunden.')).toBeNull();
    expect(aufrufe.some((a) => a.url.pathname.endsWith('/adresssuche'))).toBe(false);
  });

  test('eine Antwort, die nicht zum Schema passt, ist der unbekannte Fehler', async () => {
    mitServer(info(), [{ label: 'Nur ein Name' }]);
    await zeigeApp('/wohnlage');
    const suche = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
    fireEvent.change(suche, { target: { value: 'Nur' } });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .map((s) => s.textContent)
          .join(' '),
      ).toContain(meldungen.unbekannterFehler),
    );
    expect(screen.queryByRole('button', { name: 'Nur ein Name' })).toBeNull();
  });

  test('Pfeil nach unten führt vom Suchfeld in die Trefferliste, Escape zurück', async () => {
    mitServer(info());
    await zeigeApp('/wohnlage');
    const suche = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
    fireEvent.change(suche, { target: { value: 'Musterstr' } });
    const erster = await screen.findByRole('button', { name: musterstrasse.label });
    fireEvent.keyDown(suche, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(erster);
    fireEvent.keyDown(erster, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe(ohneLage.label);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(suche);
    expect(screen.queryByRole('list', { name: 'Gefundene Adressen' })).toBeNull();
  });
});

describe('Adresse im Freitext (§3 PDF-Parameter, Issue 11)', () => {
  test('nach dem Neuladen des Tabs steht die gewählte Adresse wieder in der Zeile „Adresse:“', async () => {
    setzeAdresse('Musterstraße 12, 80331 München');
    aendere({ zusaetzlicheBegruendungen: 'vergessen, der Freitext wird nie gespeichert' });
    await neuLaden();
    expect(holeZustand().zusaetzlicheBegruendungen).toBe(
      'Adresse: Musterstraße 12, 80331 München\n------------------------------\nZusätzliche Begründungen:\n',
    );
  });
});

describe('Adresssuche im Schritt Gebäudetyp (Issue 11)', () => {
  test('ein Treffer wählt seinen Gebäudetyp: „Laut Gebäudetypenkarte: Wohnblock“', async () => {
    mitServer(info());
    await zeigeApp('/gebaeudetyp');
    await sucheUndWaehle('Musterstr', musterstrasse.label);
    expect(radio(/^Wohnblock/).checked).toBe(true);
    expect(screen.getByText(/^Laut Gebäudetypenkarte: Wohnblock/)).toBeTruthy();
    expect(holeZustand().entwurf.selectedWohnlage).toBeNull();
  });

  // issue 26 §8: without a Gebäudetypen layer a search here only replaced the PDF's address
  // while the Wohnlage kept the earlier one's value: the step offers no search, and says so.
  // (Before, this test searched here and expected the "keine Gebäudetypenkarte" sentence
  // after the hit; the sentence stays, the search goes.)
  test('ohne Gebäudetypenkarte sagt der Schritt das und bietet keine Adresssuche an', async () => {
    mitServer(info({ geodaten: { wohnlagen: true, gebaeudetypen: false, adressen: true } }), [
      { ...musterstrasse, gebaeudetyp: null },
    ]);
    await zeigeApp('/gebaeudetyp');
    expect(await screen.findByText(KEINE_GEBAEUDETYPENKARTE)).toBeTruthy();
    expect(screen.getByText(KEINE_GEBAEUDETYPENKARTE_SUCHE)).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Adresse suchen' })).toBeNull();
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBeNull();
    expect(holeZustand().adresse).toBe('');
  });

  test('eine neue Adresse im Schritt Gebäudetyp mit anderer Wohnlage sagt das', async () => {
    mitServer(info(), [{ ...musterstrasse, wohnlage: 4 }]);
    aendere((z) => ({ entwurf: { ...z.entwurf, selectedWohnlage: 1 } }));
    await zeigeApp('/gebaeudetyp');
    await sucheUndWaehle('Musterstr', musterstrasse.label);
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBe(1);
    expect(document.querySelector('main .karten-aussage')?.textContent).toContain(
      'Laut Wohnlagenkarte liegt diese Adresse in der Wohnlage „Zentrale gute Lage“, gewählt ist „Gute Lage“: Bitte prüfen Sie den Schritt „Wohnlage“.',
    );
  });
});

describe('zum Stadtplanprogramm (Issue 11)', () => {
  test('ohne externe Karte und mit Wohnlagen öffnet der Knopf die eigene Karte', async () => {
    mitServer(info());
    const oeffnen = vi.fn();
    vi.stubGlobal('open', oeffnen);
    await zeigeApp('/gebaeudetyp');
    const knopf = screen.getByRole('button', { name: 'zum Stadtplanprogramm' });
    await waitFor(() => expect((knopf as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(knopf);
    expect(oeffnen).toHaveBeenCalledWith(
      `${window.location.pathname}#/karte?art=gebaeudetyp`,
      'mietspiegel-stadtplan',
    );
  });

  test('ohne Gebäudetypen-Ebene bietet der Schritt Gebäudetyp keine eigene Karte an (Issue 17 §3)', async () => {
    mitServer(info({ geodaten: { wohnlagen: true, gebaeudetypen: false, adressen: true } }));
    const oeffnen = vi.fn();
    vi.stubGlobal('open', oeffnen);
    await zeigeApp('/gebaeudetyp');
    expect(await screen.findByText(KEINE_GEBAEUDETYPENKARTE)).toBeTruthy();
    const knopf = screen.getByRole('button', { name: 'zum Stadtplanprogramm' });
    expect((knopf as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(knopf);
    expect(oeffnen).not.toHaveBeenCalled();
    // the Wohnlage step still has its map
    act(() => gehe('/wohnlage'));
    await screen.findByRole('heading', { level: 1, name: 'Wohnlage' });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'zum Stadtplanprogramm' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
  });

  test('ohne externe Karte und ohne Wohnlagen sagt der Knopf, dass keine Kartendaten eingerichtet sind', async () => {
    mitServer(info({ geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: true } }));
    await zeigeApp('/wohnlage');
    expect(await screen.findByText(KEINE_KARTENDATEN)).toBeTruthy();
    const knopf = screen.getByRole('button', { name: 'zum Stadtplanprogramm' });
    expect((knopf as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Empfänger der Kartennachrichten (§7, Issue 11)', () => {
  test('fremde Ursprünge werden immer abgewiesen', () => {
    setzeGeoeffneteKarte('wohnlage');
    for (const i of [info(), info({ geokartenUrl: 'https://karte.example.org/' })]) {
      expect(
        verarbeiteKartenNachricht({ origin: 'https://boese.example', data: { lage: 2 } }, i),
      ).toBe(false);
    }
    // no environment info: nothing is trusted, not even our own origin
    expect(verarbeiteKartenNachricht({ origin: EIGENER_ORIGIN, data: { lage: 2 } }, null)).toBe(
      false,
    );
    expect(holeZustand().entwurf.selectedWohnlage).toBeNull();
  });

  test('der eigene Ursprung gilt nur, solange die eigene Karte benutzt wird', () => {
    setzeGeoeffneteKarte('wohnlage');
    const extern = info({
      geokartenWohnlageUrl: 'https://karte.example.org/wl',
      geokartenGebaeudetypUrl: 'https://karte.example.org/gt',
    });
    const ohneDaten = info({
      geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: true },
    });
    for (const i of [extern, ohneDaten]) {
      expect(verarbeiteKartenNachricht({ origin: EIGENER_ORIGIN, data: { lage: 4 } }, i)).toBe(
        false,
      );
    }
    expect(holeZustand().entwurf.selectedWohnlage).toBeNull();
    // the external map's origin stays trusted
    expect(
      verarbeiteKartenNachricht({ origin: 'https://karte.example.org', data: { lage: 3 } }, extern),
    ).toBe(true);
    expect(holeZustand().entwurf.selectedWohnlage).toBe(3);

    expect(
      verarbeiteKartenNachricht(
        { origin: EIGENER_ORIGIN, data: { lage: 4, adresse: 'Marienplatz 8' } },
        info(),
      ),
    ).toBe(true);
    expect(holeZustand().entwurf.selectedWohnlage).toBe(4);
    expect(holeZustand().adresse).toBe('Marienplatz 8');
    expect(holeZustand().zusaetzlicheBegruendungen.split('\n')[0]).toBe('Adresse: Marienplatz 8');
  });

  test('eine Karte setzt nur, wonach der Schritt fragt, der sie geöffnet hat (Issue 17 §3)', () => {
    // no map opened from this page: nothing is taken, and the page says why
    setzeGeoeffneteKarte(null);
    expect(
      verarbeiteKartenNachricht(
        { origin: EIGENER_ORIGIN, data: { lage: 4, gebaeudetyp: 2 } },
        info(),
      ),
    ).toBe(false);
    expect(holeZustand().entwurf.selectedWohnlage).toBeNull();
    expect(aktuelleBenachrichtigungen().map((b) => b.text)).toContain(KARTE_NICHT_VON_HIER);

    // opened from the Gebäudetyp step: the Wohnlage in the message is ignored
    setzeGeoeffneteKarte('gebaeudetyp');
    aendere((z) => ({ entwurf: { ...z.entwurf, selectedWohnlage: 1 } }));
    expect(
      verarbeiteKartenNachricht(
        { origin: EIGENER_ORIGIN, data: { lage: 4, gebaeudetyp: 2 } },
        info(),
      ),
    ).toBe(true);
    expect(holeZustand().entwurf.selectedWohnlage).toBe(1);
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBe(2);
    // only a Wohnlage for the Gebäudetyp step: nothing to take
    expect(verarbeiteKartenNachricht({ origin: EIGENER_ORIGIN, data: { lage: 5 } }, info())).toBe(
      false,
    );
    expect(holeZustand().entwurf.selectedWohnlage).toBe(1);

    // opened from the Wohnlage step: the Gebäudetyp in the message is ignored
    setzeGeoeffneteKarte('wohnlage');
    expect(
      verarbeiteKartenNachricht(
        { origin: EIGENER_ORIGIN, data: { lage: 5, gebaeudetyp: 0 } },
        info(),
      ),
    ).toBe(true);
    expect(holeZustand().entwurf.selectedWohnlage).toBe(5);
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBe(2);
  });

  // issue 26 §9: the map's Übernehmen replacing the user's own choice is said on the step's
  // page below the options, as the address search says it – not only in a passing notice
  test('Übernehmen aus der Karte ersetzt die eigene Wahl und der Schritt sagt es unter den Optionen', async () => {
    mitServer(info());
    await zeigeApp('/wohnlage');
    fireEvent.click(await screen.findByRole('radio', { name: /^Durchschnittliche Lage/ }));
    expect(holeZustand().entwurf.selectedWohnlage).toBe(0);
    setzeGeoeffneteKarte('wohnlage');
    act(() => {
      verarbeiteKartenNachricht(
        { origin: EIGENER_ORIGIN, data: { lage: 1, adresse: 'Musterstraße 12' } },
        info(),
      );
    });
    expect(radio(/^Gute Lage/).checked).toBe(true);
    const aussage = document.querySelector('main .karten-aussage');
    expect(aussage?.textContent).toContain(
      'Ihre bisherige Auswahl „Durchschnittliche Lage“ wurde dadurch ersetzt.',
    );
    expect(aussage?.textContent).toContain('Musterstraße 12');
  });

  test('der Knopf öffnet die Karte für seinen Schritt; die App nimmt deren Nachricht über das message-Ereignis an', async () => {
    setzeGeoeffneteKarte(null);
    vi.stubGlobal('open', vi.fn());
    mitServer(info());
    await zeigeApp('/wohnlage');
    const knopf = screen.getByRole('button', { name: 'zum Stadtplanprogramm' });
    await waitFor(() => expect((knopf as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(knopf);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: EIGENER_ORIGIN, data: { lage: 5, gebaeudetyp: 1 } }),
      );
    });
    expect(radio(/^Zentrale beste Lage/).checked).toBe(true);
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBeNull();
    act(() => setzeUmgebung({ info: info({ geokartenUrl: 'https://karte.example.org/' }) }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: EIGENER_ORIGIN, data: { lage: 0 } }),
      );
    });
    expect(radio(/^Zentrale beste Lage/).checked).toBe(true);
  });
});

// The prerendered step and its first moments know nothing of the server's maps yet: they say so,
// and only a failed environmentInfo says the map is not available.
describe('Kartenknopf, bevor der Server geantwortet hat', () => {
  test('solange environmentInfo lädt: „wird gerade geprüft“, der Knopf gesperrt', async () => {
    mitServer(info({ geokartenUrl: 'https://karten.example/stadtplan' }));
    const antworten = halteAntwortZurueck('/api/environmentInfo');
    await zeigeApp('/wohnlage');
    const knopf = screen.getByRole('button', { name: 'zum Stadtplanprogramm' });
    expect(knopf.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(KARTE_WIRD_GEPRUEFT)).toBeTruthy();
    expect(screen.queryByText(KARTE_NICHT_VERFUEGBAR)).toBeNull();
    antworten();
    await waitFor(() => expect(knopf.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(KARTE_WIRD_GEPRUEFT)).toBeNull();
  });

  test('wenn environmentInfo scheitert: „zurzeit nicht verfügbar“', async () => {
    server((url) => (url.pathname === '/api/environmentInfo' ? { status: 500 } : undefined));
    await zeigeApp('/wohnlage');
    await screen.findByText(KARTE_NICHT_VERFUEGBAR);
    expect(screen.queryByText(KARTE_WIRD_GEPRUEFT)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'zum Stadtplanprogramm' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
