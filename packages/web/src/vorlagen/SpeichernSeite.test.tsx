// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { erfolgMeldung, meldungen } from '@mietspiegel/domain';
import {
  aktuelleBenachrichtigungen,
  alleSchliessen,
} from '../benachrichtigungen/benachrichtigungen.ts';
import { istErsteAnzeige, setzeErsteAnzeigeZurueck } from '../lib/erste-anzeige.ts';
import { aendere, holeZustand, zuruecksetzen } from '../store/store.ts';
import { setzeUmgebung } from '../store/umgebung.ts';
import { SpeichernSeite } from './SpeichernSeite.tsx';
import { testDaten, VorlagenTestServer } from './test-server.ts';
import { vorlagenTexte } from './texte.ts';

const MOMENTAUFNAHME = testDaten(4, '65.5');
vi.mock('./berechnungsdaten.ts', async (original) => ({
  ...(await original<typeof import('./berechnungsdaten.ts')>()),
  momentaufnahme: (schritt: number) => testDaten(schritt, '65.5'),
}));

let server: VorlagenTestServer;

beforeEach(() => {
  server = new VorlagenTestServer();
  vi.stubGlobal('fetch', server.fetch);
  window.history.replaceState(null, '', '/auth/index.html#/save');
  sessionStorage.clear();
  zuruecksetzen();
  setzeUmgebung({ schreibrecht: true, rechteBekannt: true, benutzer: 'erika' });
  alleSchliessen();
  setzeErsteAnzeigeZurueck();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nameFeld = () => screen.getByLabelText('Dateiname') as HTMLInputElement;
const kommentarFeld = () => screen.getByLabelText('Kommentar') as HTMLTextAreaElement;
const speichern = () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
const texte = () => aktuelleBenachrichtigungen().map((b) => b.text);

/** The save page as a step's Speichern opens it (step 4 is Wohnlage). */
function oeffneZumAnlegen(schritt = 4) {
  window.history.replaceState(null, '', `/auth/index.html#/save?schritt=${schritt}`);
  render(<SpeichernSeite />);
}

describe('Speichern – neue Berechnungsvorlage', () => {
  it('zeigt den Titel und beschriftet beide Eingaben; als erste Anzeige des Tabs behält der Browser den Fokus', () => {
    // a step's Speichern outside /auth/ loads the page anew (lib/speichern.ts): a page load
    // starts at the top of the document (lib/erste-anzeige.ts)
    oeffneZumAnlegen();
    screen.getByRole('heading', { level: 1, name: 'Berechnungsvorlage speichern' });
    expect(document.activeElement).toBe(document.body);
    expect(nameFeld().value).toBe('');
    expect(kommentarFeld().value).toBe('');
  });

  it('nach einem Schritt in diesem Tab (Speichern unter /auth/) fokussiert er den Titel', () => {
    istErsteAnzeige(); // the step where Speichern was pressed was the tab's first screen
    oeffneZumAnlegen();
    const titel = screen.getByRole('heading', { level: 1, name: 'Berechnungsvorlage speichern' });
    expect(document.activeElement).toBe(titel);
  });

  it('sendet die aktuelle Berechnung mit dem Schrittindex und kehrt zum Schritt zurück', async () => {
    oeffneZumAnlegen(4);
    fireEvent.change(nameFeld(), { target: { value: 'Musterstraße 1' } });
    fireEvent.change(kommentarFeld(), { target: { value: '2. OG links' } });
    speichern();

    await waitFor(() => expect(window.location.hash).toBe('#/wohnlage'));
    const post = server.aufrufeVon('POST');
    expect(post).toHaveLength(1);
    expect(post[0]?.body).toEqual({
      dateiname: 'Musterstraße 1',
      kommentar: '2. OG links',
      berechnungsdaten: { ...MOMENTAUFNAHME, aktuellerSchritt: 4 },
    });
    const neu = server.alle()[0];
    expect(texte()).toContain(erfolgMeldung('gespeichert', neu!.dateiId, 'Musterstraße 1'));
    expect(holeZustand().vorlage).toEqual({
      dateiId: neu!.dateiId,
      dateiname: 'Musterstraße 1',
      kommentar: '2. OG links',
    });
  });

  it('fragt bei einem vorhandenen Namen nach und überschreibt erst beim zweiten Speichern', async () => {
    const alt = server.lege('Akte 7', 'alt');
    oeffneZumAnlegen(9);
    fireEvent.change(nameFeld(), { target: { value: 'Akte 7' } });
    speichern();

    const hinweis = await screen.findByText(meldungen.nameExistiertAnlegen);
    expect(hinweis.getAttribute('role')).toBe('alert');
    expect(nameFeld().getAttribute('aria-describedby')).toContain(hinweis.id);
    expect(server.aufrufeVon('PUT')).toHaveLength(0);
    expect(server.aufrufeVon('POST')).toHaveLength(0);
    expect(window.location.hash).toMatch(/^#\/save\?/);

    speichern();
    await waitFor(() => expect(window.location.hash).toBe('#/sanitaerbereich'));
    const put = server.aufrufeVon('PUT');
    expect(put).toHaveLength(1);
    expect(put[0]?.url.pathname).toBe(`/api/backend-service/berechnungsvorlages/${alt.dateiId}`);
    expect(put[0]?.headers.get('If-Match')).toBe('"0"');
    expect(put[0]?.body).toMatchObject({
      dateiname: 'Akte 7',
      anlagedatum: alt.anlagedatum,
      anlagenutzer: alt.anlagenutzer,
      berechnungsdaten: { aktuellerSchritt: 9 },
    });
    expect(server.alle()).toHaveLength(1);
    expect(texte()).toContain(erfolgMeldung('gespeichert', alt.dateiId, 'Akte 7'));
  });

  it('verlangt eine neue Prüfung, wenn der Name nach dem Überschreiben-Hinweis geändert wird', async () => {
    server.lege('Akte 7');
    oeffneZumAnlegen();
    fireEvent.change(nameFeld(), { target: { value: 'Akte 7' } });
    speichern();
    await screen.findByText(meldungen.nameExistiertAnlegen);

    fireEvent.change(nameFeld(), { target: { value: 'Akte 8' } });
    expect(screen.queryByText(meldungen.nameExistiertAnlegen)).toBeNull();
    speichern();
    await waitFor(() => expect(server.aufrufeVon('POST')).toHaveLength(1));
    expect(server.aufrufeVon('PUT')).toHaveLength(0);
    expect(server.alle().map((v) => v.dateiname)).toEqual(['Akte 7', 'Akte 8']);
  });

  it('meldet eine inzwischen geänderte Version (412) und bleibt auf der Seite', async () => {
    const alt = server.lege('Akte 7');
    oeffneZumAnlegen();
    fireEvent.change(nameFeld(), { target: { value: 'Akte 7' } });
    speichern();
    await screen.findByText(meldungen.nameExistiertAnlegen);
    server.aendereHeimlich(alt.dateiId);

    speichern();
    await waitFor(() => expect(texte()).toContain(meldungen.vorlageInzwischenGeaendert));
    expect(window.location.hash).toMatch(/^#\/save\?/);
    expect(server.alle()[0]?.kommentar).toBe('');

    // The next Speichern asks again and confirms against the newer version.
    speichern();
    await screen.findByText(meldungen.nameExistiertAnlegen);
    speichern();
    await waitFor(() => expect(window.location.hash).toBe('#/wohnlage'));
    expect(server.aufrufeVon('PUT').map((a) => a.headers.get('If-Match'))).toEqual(['"0"', '"1"']);
  });

  it.each([
    ['', meldungen.dateinameLeer],
    ['   ', meldungen.dateinameLeer],
    ['a'.repeat(61), meldungen.dateinameZuLang],
    ['Akte/7', meldungen.dateinameUnzulaessig],
  ])('sperrt das Speichern des Namens %j mit seiner Meldung', async (name, meldung) => {
    oeffneZumAnlegen();
    fireEvent.change(nameFeld(), { target: { value: name } });
    speichern();
    const fehler = await screen.findByText(meldung);
    expect(fehler.getAttribute('role')).toBe('alert');
    expect(nameFeld().getAttribute('aria-invalid')).toBe('true');
    expect(nameFeld().getAttribute('aria-describedby')).toContain(fehler.id);
    expect(document.activeElement).toBe(nameFeld());
    expect(server.aufrufe).toHaveLength(0);
  });

  it('nimmt 60 Zeichen mit Umlauten, ß, Ziffern, _ - . und Leerzeichen an', async () => {
    const name = 'Äöü ß_-.9'.padEnd(60, 'x');
    oeffneZumAnlegen();
    fireEvent.change(nameFeld(), { target: { value: name } });
    speichern();
    await waitFor(() => expect(server.aufrufeVon('POST')).toHaveLength(1));
  });

  it('sperrt einen Kommentar über 100 Zeichen', async () => {
    oeffneZumAnlegen();
    fireEvent.change(nameFeld(), { target: { value: 'Akte' } });
    fireEvent.change(kommentarFeld(), { target: { value: 'k'.repeat(101) } });
    expect(screen.getByText(meldungen.kommentarZuLang).getAttribute('role')).toBe('alert');
    speichern();
    await act(async () => {});
    expect(kommentarFeld().getAttribute('aria-invalid')).toBe('true');
    expect(server.aufrufe).toHaveLength(0);
  });

  it('zeigt die deutsche Meldung eines Serverfehlers', async () => {
    server.stoerung = {
      status: 422,
      body: { fehler: [{ feld: 'x', meldung: 'Daten ungültig.' }] },
    };
    oeffneZumAnlegen();
    fireEvent.change(nameFeld(), { target: { value: 'Akte' } });
    speichern();
    await waitFor(() => expect(texte()).toContain('Daten ungültig.'));
    expect(window.location.hash).toMatch(/^#\/save\?/);
  });

  it.each([
    ['keine Verbindung', null, vorlagenTexte.keineVerbindung],
    ['401', () => new Response('{}', { status: 401 }), vorlagenTexte.nichtAngemeldet],
    ['403', () => new Response('{}', { status: 403 }), vorlagenTexte.keineBerechtigung],
    ['500 ohne Meldung', () => new Response('{}', { status: 500 }), meldungen.unbekannterFehler],
  ])(
    'sagt, warum das Speichern scheiterte (%s), und bleibt auf der Seite',
    async (_fall, antwort, text) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.fetch.mockImplementation(() =>
        antwort ? Promise.resolve(antwort()) : Promise.reject(new TypeError('offline')),
      );
      oeffneZumAnlegen();
      fireEvent.change(nameFeld(), { target: { value: 'Akte' } });
      speichern();
      await waitFor(() => expect(texte()).toContain(text));
      expect(window.location.hash).toMatch(/^#\/save\?/);
      expect(screen.getByRole('button', { name: 'Speichern' }).getAttribute('aria-disabled')).toBe(
        'false',
      );
    },
  );

  it('bietet Namen und Kommentar der geladenen Vorlage an', () => {
    aendere({ vorlage: { dateiId: 3, dateiname: 'Geladen', kommentar: 'K' } });
    oeffneZumAnlegen();
    expect(nameFeld().value).toBe('Geladen');
    expect(kommentarFeld().value).toBe('K');
  });

  it('fragt auch bei der geladenen Vorlage nach, bevor es sie überschreibt', async () => {
    const geladen = server.lege('Geladen', 'K');
    aendere({ vorlage: { dateiId: geladen.dateiId, dateiname: 'Geladen', kommentar: 'K' } });
    oeffneZumAnlegen();
    speichern();
    await screen.findByText(meldungen.nameExistiertAnlegen);
    expect(server.aufrufeVon('PUT')).toHaveLength(0);
  });

  it('nach "Ja, Daten löschen" wird kein Name angeboten: die geladene Vorlage ist vergessen (Issue 9 B2)', () => {
    aendere({ vorlage: { dateiId: 3, dateiname: 'Geladen', kommentar: 'K' } });
    zuruecksetzen();
    oeffneZumAnlegen();
    expect(nameFeld().value).toBe('');
    expect(kommentarFeld().value).toBe('');
  });

  it('Abbrechen kehrt ohne Aufruf zum Schritt zurück', () => {
    oeffneZumAnlegen(6);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(window.location.hash).toBe('#/haustyp');
    expect(server.aufrufe).toHaveLength(0);
  });

  it('ersetzt außerhalb des Auth-Pfads die Adresse durch den Auth-Einstieg', () => {
    window.history.replaceState(null, '', '/berechnung.html#/save');
    const ersetze = vi.fn();
    vi.spyOn(window.location, 'replace').mockImplementation(ersetze);
    render(<SpeichernSeite />);
    expect(ersetze).toHaveBeenCalledWith('/auth/index.html#/save');
    expect(screen.queryByLabelText('Dateiname')).toBeNull();
  });
});

// issue 9 B10: every template call needs the write permission (spezifikation.md §6).
describe('Speichern – ohne Schreibrecht', () => {
  it('sagt es sofort, zeigt kein Formular und verlinkt zurück zum Schritt', () => {
    setzeUmgebung({ schreibrecht: false, rechteBekannt: true, benutzer: 'leser' });
    oeffneZumAnlegen(6);
    expect(screen.getByRole('alert').textContent).toBe(vorlagenTexte.ohneSchreibrecht);
    expect(screen.queryByLabelText('Dateiname')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    const zurueck = screen.getByRole('link', { name: vorlagenTexte.zurueckZumRechner });
    expect(zurueck.getAttribute('href')).toBe('#/haustyp');
    expect(server.aufrufe).toHaveLength(0);
  });

  it('zeigt das Formular erst, wenn die Berechtigungen bekannt sind', () => {
    setzeUmgebung({ schreibrecht: false, rechteBekannt: false, benutzer: null });
    oeffneZumAnlegen();
    expect(screen.getByRole('status').textContent).toBe(vorlagenTexte.rechteWerdenGeprueft);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => setzeUmgebung({ schreibrecht: true, rechteBekannt: true, benutzer: 'erika' }));
    expect(nameFeld()).toBeTruthy();
  });
});

describe('Speichern – Berechnungsvorlage bearbeiten', () => {
  /** The save page as the list's pencil opens it; the form appears once the template is read. */
  async function oeffneZumBearbeiten(dateiId: number) {
    window.history.replaceState(null, '', `/auth/index.html#/save?vorlage=${dateiId}`);
    render(<SpeichernSeite />);
    await screen.findByLabelText('Dateiname');
  }

  it('füllt Name und Kommentar vor und weist einen Namen ab, den eine andere Vorlage trägt', async () => {
    server.lege('Erste');
    const zweite = server.lege('Zweite', 'Kommentar 2');
    await oeffneZumBearbeiten(zweite.dateiId);
    expect(nameFeld().value).toBe('Zweite');
    expect(kommentarFeld().value).toBe('Kommentar 2');

    fireEvent.change(nameFeld(), { target: { value: 'Erste' } });
    speichern();
    const fehler = await screen.findByText(meldungen.nameExistiertBearbeiten);
    expect(fehler.getAttribute('role')).toBe('alert');
    expect(server.aufrufeVon('PUT')).toHaveLength(0);

    // A second Speichern does not overwrite in edit mode either.
    speichern();
    await act(async () => {});
    expect(server.aufrufeVon('PUT')).toHaveLength(0);
  });

  it('sendet Namen und Kommentar per PUT, behält die gespeicherte Berechnung und kehrt zur Liste zurück', async () => {
    const daten = testDaten(13, '80');
    const v = server.lege('Alt', 'alt', daten);
    await oeffneZumBearbeiten(v.dateiId);
    await waitFor(() => expect(server.aufrufeVon('GET')).toHaveLength(1));
    fireEvent.change(nameFeld(), { target: { value: 'Neu' } });
    fireEvent.change(kommentarFeld(), { target: { value: 'neu' } });
    speichern();

    await waitFor(() => expect(window.location.hash).toBe('#/berechnungsvorlagen'));
    const put = server.aufrufeVon('PUT');
    expect(put).toHaveLength(1);
    expect(put[0]?.headers.get('If-Match')).toBe('"0"');
    expect(put[0]?.body).toMatchObject({
      dateiname: 'Neu',
      kommentar: 'neu',
      berechnungsdaten: daten,
    });
    expect(texte()).toContain(erfolgMeldung('geändert', v.dateiId, 'Neu'));
  });

  it('sagt es, wenn die zu bearbeitende Vorlage verschwunden ist (404), und zeigt kein Formular', async () => {
    window.history.replaceState(null, '', '/auth/index.html#/save?vorlage=99');
    render(<SpeichernSeite />);
    await waitFor(() => expect(texte()).toContain(vorlagenTexte.nichtGefunden));
    expect(screen.queryByLabelText('Dateiname')).toBeNull();
  });

  it('behält denselben Namen, ohne den Server zu fragen, ob es ihn gibt', async () => {
    const v = server.lege('Gleich');
    await oeffneZumBearbeiten(v.dateiId);
    fireEvent.change(kommentarFeld(), { target: { value: 'nur Kommentar' } });
    speichern();
    await waitFor(() => expect(server.aufrufeVon('PUT')).toHaveLength(1));
    expect(server.aufrufe.some((a) => a.url.pathname.endsWith('findByDateiname'))).toBe(false);
  });
});
