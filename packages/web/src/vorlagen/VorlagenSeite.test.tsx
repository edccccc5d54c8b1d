// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { erfolgMeldung, meldungen } from '@mietspiegel/domain';
import {
  aktuelleBenachrichtigungen,
  alleSchliessen,
} from '../benachrichtigungen/benachrichtigungen.ts';
import { FILTER_VERZOEGERUNG_MS, SEITENGROESSE, VorlagenSeite } from './VorlagenSeite.tsx';
import { setzeErsteAnzeigeZurueck } from '../lib/erste-anzeige.ts';
import { setzeUmgebung } from '../store/umgebung.ts';
import { VorlagenTestServer } from './test-server.ts';
import { vorlagenTexte } from './texte.ts';

const geladen = vi.fn();
vi.mock('./laden.ts', () => ({ ladeInRechner: (v: unknown) => geladen(v) }));

let server: VorlagenTestServer;

beforeEach(() => {
  server = new VorlagenTestServer();
  vi.stubGlobal('fetch', server.fetch);
  window.history.replaceState(null, '', '/auth/index.html#/berechnungsvorlagen');
  sessionStorage.clear();
  setzeUmgebung({ schreibrecht: true, rechteBekannt: true, benutzer: 'erika' });
  alleSchliessen();
  geladen.mockReset();
  setzeErsteAnzeigeZurueck();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const listenAufrufe = () =>
  server
    .aufrufeVon('GET')
    .filter((a) => a.url.pathname === '/api/backend-service/berechnungsvorlages');
const zeilen = () => within(screen.getByRole('table')).getAllByRole('row').slice(2);
const texte = () => aktuelleBenachrichtigungen().map((b) => b.text);
/** A list answer in the server's shape around one template. */
const halListe = (v: object) => ({
  _embedded: { berechnungsvorlages: [v] },
  _links: { self: { href: '/api/backend-service/berechnungsvorlages' } },
  page: { size: 10, totalElements: 1, totalPages: 1, number: 0 },
});

describe('Berechnungsvorlagen – Liste', () => {
  it('zeigt eine Tabelle mit Beschriftung, den acht Spalten und Datumsangaben als Tag.Monat.Jahr', async () => {
    server.lege('Akte 1', 'erste');
    render(<VorlagenSeite />);
    expect(screen.getByRole('heading', { level: 1, name: 'Berechnungsvorlagen' })).toBeTruthy();
    const tabelle = screen.getByRole('table');
    expect(tabelle.querySelector('caption')?.textContent).toBeTruthy();
    const koepfe = within(tabelle)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕\u00ad]/g, '').trim());
    expect(koepfe).toEqual([
      'Datei-Id',
      'Dateiname',
      'Anlagedatum',
      'Anlagenutzer',
      'Kommentar',
      'Änderungsdatum',
      'Änderungsnutzer',
      'Aktion',
    ]);
    await screen.findByText('Akte 1');
    const zellen = within(zeilen()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(zellen.slice(0, 7)).toEqual([
      '1',
      'Akte 1',
      '20.11.2026',
      'anna',
      'erste',
      '21.11.2026',
      'berta',
    ]);
  });

  it('hat einen beschrifteten Filter je Spalte und fragt den Server einmal, wenn das Tippen endet', async () => {
    server.lege('Alpha');
    server.lege('Beta');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<VorlagenSeite />);
    await screen.findByText('Beta');
    for (const s of [
      'Datei-Id',
      'Dateiname',
      'Anlagedatum',
      'Anlagenutzer',
      'Kommentar',
      'Änderungsdatum',
      'Änderungsnutzer',
    ]) {
      expect(screen.getByLabelText(`Filter ${s}`)).toBeTruthy();
    }
    const vorher = listenAufrufe().length;
    const filter = screen.getByLabelText('Filter Dateiname');
    fireEvent.change(filter, { target: { value: 'a' } });
    fireEvent.change(filter, { target: { value: 'al' } });
    fireEvent.change(filter, { target: { value: 'alp' } });
    await act(async () => {
      vi.advanceTimersByTime(FILTER_VERZOEGERUNG_MS - 50);
    });
    expect(listenAufrufe()).toHaveLength(vorher);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(screen.queryByText('Beta')).toBeNull());
    const neu = listenAufrufe().slice(vorher);
    expect(neu).toHaveLength(1);
    expect(neu[0]?.url.searchParams.get('dateiname')).toBe('alp');
    expect(neu[0]?.url.searchParams.get('page')).toBe('0');
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 Berechnungsvorlage gefunden.');
  });

  it('sortiert nach einem Spaltenkopf und kennzeichnet ihn mit aria-sort', async () => {
    server.lege('Beta');
    server.lege('Alpha');
    render(<VorlagenSeite />);
    await screen.findByText('Alpha');
    const kopf = () => screen.getByRole('columnheader', { name: /Dateiname/ });
    expect(kopf().getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(kopf()).getByRole('button'));
    await waitFor(() =>
      expect(within(zeilen()[0]!).getAllByRole('cell')[1]?.textContent).toBe('Alpha'),
    );
    expect(kopf().getAttribute('aria-sort')).toBe('ascending');
    expect(listenAufrufe().at(-1)?.url.searchParams.get('sort')).toBe('dateiname,asc');
    fireEvent.click(within(kopf()).getByRole('button'));
    await waitFor(() =>
      expect(within(zeilen()[0]!).getAllByRole('cell')[1]?.textContent).toBe('Beta'),
    );
    expect(kopf().getAttribute('aria-sort')).toBe('descending');
  });

  it('blättert, wenn es mehr als eine Seite gibt', async () => {
    for (let i = 1; i <= SEITENGROESSE + 2; i++) server.lege(`Akte ${i}`);
    render(<VorlagenSeite />);
    await screen.findByText('Akte 1');
    const navigation = screen.getByRole('navigation', { name: /Seiten/ });
    expect(within(navigation).getByText('Seite 1 von 2')).toBeTruthy();
    fireEvent.click(within(navigation).getByRole('button', { name: 'Nächste Seite' }));
    await screen.findByText(`Akte ${SEITENGROESSE + 1}`);
    expect(zeilen()).toHaveLength(2);
    expect(listenAufrufe().at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('benennt jede Zeilenaktion nach der Vorlage und verbirgt die Symbole', async () => {
    const v = server.lege('Akte 5', 'k');
    render(<VorlagenSeite />);
    const laden = await screen.findByRole('button', { name: 'Berechnung Akte 5 laden' });
    expect(laden.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(laden);
    expect(geladen).toHaveBeenCalledWith(expect.objectContaining({ dateiId: v.dateiId }));

    fireEvent.click(screen.getByRole('button', { name: 'Berechnung Akte 5 bearbeiten' }));
    expect(window.location.hash).toBe(`#/save?vorlage=${v.dateiId}`);
  });

  // issue 9 B10: the list needs the write permission (spezifikation.md §6).
  it('sagt es ohne Schreibrecht sofort, zeigt keine Tabelle und fragt den Server nichts', () => {
    setzeUmgebung({ schreibrecht: false, rechteBekannt: true, benutzer: 'leser' });
    render(<VorlagenSeite />);
    expect(screen.getByRole('heading', { level: 1, name: 'Berechnungsvorlagen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(vorlagenTexte.ohneSchreibrecht);
    expect(screen.queryByRole('table')).toBeNull();
    const zurueck = screen.getByRole('link', { name: vorlagenTexte.zurueckZumRechner });
    expect(zurueck.getAttribute('href')).toBe('#/');
    expect(server.aufrufe).toHaveLength(0);
  });

  it('ersetzt außerhalb des Auth-Pfads die Adresse durch den Auth-Einstieg', () => {
    window.history.replaceState(null, '', '/berechnung.html#/berechnungsvorlagen');
    const ersetze = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    render(<VorlagenSeite />);
    expect(ersetze).toHaveBeenCalledWith('/auth/index.html#/berechnungsvorlagen');
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.aufrufe).toHaveLength(0);
  });

  it('sagt es, wenn die Liste nicht geladen werden kann', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.stoerung = { status: 500 };
    render(<VorlagenSeite />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(vorlagenTexte.listeFehler),
    );
  });

  it.each([
    ['keine Verbindung', null, vorlagenTexte.listeFehler],
    ['404', () => new Response('{}', { status: 404 }), vorlagenTexte.listeFehler],
    ['503', () => new Response('{}', { status: 503 }), vorlagenTexte.listeFehler],
    ['401', () => new Response('{}', { status: 401 }), vorlagenTexte.nichtAngemeldet],
    ['403', () => new Response('{}', { status: 403 }), vorlagenTexte.keineBerechtigung],
    [
      '400 mit Meldungen',
      () =>
        Response.json(
          {
            fehler: [
              { feld: 'sort', meldung: 'Unbekannte Spalte.' },
              { feld: 'x', meldung: ' ' },
            ],
          },
          { status: 400 },
        ),
      'Unbekannte Spalte.',
    ],
    [
      '400 ohne Meldung',
      () => new Response('kaputt', { status: 400 }),
      meldungen.unbekannterFehler,
    ],
    ['200 ohne JSON', () => new Response('kaputt', { status: 200 }), meldungen.unbekannterFehler],
  ])(
    "says what the server reports when the list fails (%s), else the list's own text",
    async (_fall, antwort, text) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.fetch.mockImplementation(() =>
        antwort ? Promise.resolve(antwort()) : Promise.reject(new TypeError('offline')),
      );
      render(<VorlagenSeite />);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
    },
  );

  it.each([
    [
      'ohne page-Angaben',
      (v: unknown) => ({ _embedded: { berechnungsvorlages: [v] }, _links: {} }),
    ],
    [
      'mit einer Vorlage ohne Datum',
      (v: object) => ({
        ...halListe(v),
        _embedded: { berechnungsvorlages: [{ ...v, anlagedatum: null }] },
      }),
    ],
  ])(
    'eine Antwort, die nicht zum Schema passt (%s), ist der unbekannte Fehler (§8)',
    async (_fall, antwort) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const v = server.lege('Akte 1');
      server.stoerung = { status: 200, body: antwort(v) };
      render(<VorlagenSeite />);
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(meldungen.unbekannterFehler),
      );
      expect(screen.queryByText('Akte 1')).toBeNull();
    },
  );
});

describe('Berechnungsvorlagen – Löschen', () => {
  async function oeffneDialog(name: string) {
    const knopf = await screen.findByRole('button', { name: `Berechnung ${name} löschen` });
    knopf.focus();
    fireEvent.click(knopf);
    const dialog = await screen.findByRole('dialog', { name: meldungen.loeschenTitel });
    return { knopf, dialog };
  }

  it('fragt in einem modalen Dialog mit dem Fokus auf "Nein, zurück"; Nein schließt und gibt den Fokus zurück', async () => {
    server.lege('Akte 1');
    render(<VorlagenSeite />);
    const { knopf, dialog } = await oeffneDialog('Akte 1');
    expect(within(dialog).getByText(meldungen.loeschenBestaetigen('Akte 1'))).toBeTruthy();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const nein = within(dialog).getByRole('button', { name: 'Nein, zurück' });
    expect(document.activeElement).toBe(nein);

    fireEvent.click(nein);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(knopf);
    expect(server.aufrufeVon('DELETE')).toHaveLength(0);
    expect(server.alle()).toHaveLength(1);
  });

  it('hält Tab im Dialog und schließt mit Escape', async () => {
    server.lege('Akte 1');
    render(<VorlagenSeite />);
    const { knopf, dialog } = await oeffneDialog('Akte 1');
    const nein = within(dialog).getByRole('button', { name: 'Nein, zurück' });
    const ja = within(dialog).getByRole('button', { name: 'Ja, löschen' });

    ja.focus();
    fireEvent.keyDown(ja, { key: 'Tab' });
    expect(document.activeElement).toBe(nein);
    fireEvent.keyDown(nein, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ja);

    fireEvent.keyDown(ja, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(knopf);
    expect(server.aufrufeVon('DELETE')).toHaveLength(0);
  });

  it.each([
    ['keine Verbindung', null, vorlagenTexte.keineVerbindung],
    ['412', () => new Response('{}', { status: 412 }), meldungen.vorlageInzwischenGeaendert],
    ['404', () => new Response('{}', { status: 404 }), vorlagenTexte.nichtGefunden],
  ])(
    'says why a delete failed (%s), closes the dialog and keeps the template',
    async (_fall, antwort, text) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.lege('Akte 1');
      render(<VorlagenSeite />);
      const { dialog } = await oeffneDialog('Akte 1');
      const echt = server.fetch.getMockImplementation();
      server.fetch.mockImplementation((eingabe, init) =>
        init?.method !== 'DELETE'
          ? echt!(eingabe, init)
          : antwort
            ? Promise.resolve(antwort())
            : Promise.reject(new TypeError('offline')),
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));

      await waitFor(() => expect(texte()).toContain(text));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.alle().map((v) => v.dateiname)).toEqual(['Akte 1']);
      expect(await screen.findByText('Akte 1')).toBeTruthy();
    },
  );

  it('löscht mit If-Match bei "Ja, löschen", lädt die Liste neu und meldet den Erfolg', async () => {
    server.lege('Akte 1');
    const weg = server.lege('Akte 2');
    render(<VorlagenSeite />);
    const { dialog } = await oeffneDialog('Akte 2');
    // Where the focus is at the moment the row leaves the page (a MutationObserver runs right
    // after React's commit, before any later task): never <body>, even for a moment.
    let fokusBeimEntfernen: Element | null | undefined;
    const beobachter = new MutationObserver(() => {
      if (fokusBeimEntfernen === undefined && screen.queryByText('Akte 2') === null) {
        fokusBeimEntfernen = document.activeElement;
      }
    });
    beobachter.observe(document.body, { childList: true, subtree: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));

    await waitFor(() => expect(screen.queryByText('Akte 2')).toBeNull());
    beobachter.disconnect();
    expect(fokusBeimEntfernen).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const del = server.aufrufeVon('DELETE');
    expect(del).toHaveLength(1);
    expect(del[0]?.url.pathname).toBe(`/api/backend-service/berechnungsvorlages/${weg.dateiId}`);
    expect(del[0]?.headers.get('If-Match')).toBe('"0"');
    expect(server.alle().map((v) => v.dateiname)).toEqual(['Akte 1']);
    expect(texte()).toContain(erfolgMeldung('gelöscht', weg.dateiId, 'Akte 2'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
