import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  formatEuro,
  formatEuroProQm,
  kappungsMeldung,
  leererEntwurf,
  meldungen,
  vorlageZusaetzlicheBegruendungen,
  type Berechnung,
  type BerechnungEntwurf,
} from '@mietspiegel/domain';
import { setClock } from '../../lib/clock.ts';
import { aendereEntwurf } from '../../store/store.ts';
import { setzeUmgebung } from '../../store/umgebung.ts';
import {
  aktuellerPfad,
  aufrufe,
  beispielMerkmale,
  richteTestsEin,
  server,
  zeigeApp,
} from '../../test/hilfen.tsx';
import { APRILSCHERZ_ERGEBNIS } from './Ergebnis.tsx';
import { KEINE_VERBINDUNG } from '../../api/fehlertext.ts';

richteTestsEin();

/** The worked example of berechnungsregeln.md §2 as answers. */
const beispiel: Partial<BerechnungEntwurf> = { ...beispielMerkmale, selectedBetriebskostenA: 0 };

/** Server stand-in: computes with the domain, as the real server does. */
function rechnenderServer(pdf?: () => Response | Promise<Response>) {
  server((url, init) => {
    if (url.pathname === '/api/backend-service/berechnung') {
      return {
        json: berechneOrtsueblicheMiete(gepruefteBerechnung(JSON.parse(String(init?.body)))),
      };
    }
    return undefined;
  });
  if (pdf) {
    const bisher = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((eingabe: RequestInfo | URL, init?: RequestInit) =>
        String(eingabe).endsWith('/api/backend-service/pdf')
          ? (aufrufe.push({ url: new URL(String(eingabe), location.href), init }), pdf())
          : bisher(eingabe, init),
      ),
    );
  }
}

const c = (euro: number) => Math.round(euro * 100);

describe('Berechnungsergebnisse', () => {
  test('zeigt die vier Blöcke deutsch formatiert und die Aufschlüsselung', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    const e = berechneOrtsueblicheMiete(
      gepruefteBerechnung({
        ...(beispiel as Berechnung),
        abweichungen: leererEntwurf().abweichungen,
        abweichungGesetzt: false,
        selectedBetriebskostenB: [],
      }),
    );
    const mittel = await screen.findByRole('region', {
      name: 'Durchschnittliche ortsübliche Vergleichsmiete',
    });
    expect(mittel.textContent).toContain(formatEuroProQm(c(e.ortsueblicheMieteProQM)));
    expect(mittel.textContent).toContain(formatEuro(c(e.ortsueblicheMiete)));
    const spanne = screen.getByRole('region', { name: 'Spanne der ortsüblichen Vergleichsmiete' });
    expect(spanne.textContent).toContain(formatEuro(c(e.ortsueblicheMieteSpanneOben)));
    expect(spanne.textContent).toContain(formatEuroProQm(c(e.ortsueblicheMieteSpanneUntenProQM)));
    const tabelle = within(screen.getByRole('region', { name: 'Aufschlüsselung' })).getByRole(
      'table',
    );
    expect(tabelle.textContent).toContain('Grundpreis');
    for (const z of e.aufschluesselung.zuschlaege)
      expect(tabelle.textContent).toContain(z.bezeichnung);
    // the request carried the answers
    const anfrage = aufrufe.find((a) => a.url.pathname === '/api/backend-service/berechnung');
    expect(JSON.parse(String(anfrage?.init?.body)).selectedBaujahr).toBe(5);
  });

  test('nennt den vorläufigen Grundpreis bei 120 m² und was er für das Ergebnis bedeutet', async () => {
    aendereEntwurf({ ...beispiel, wohnflaeche: '120' });
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    const hinweis = await screen.findByRole('region', {
      name: 'Vorläufige Werte in dieser Berechnung',
    });
    expect(hinweis.textContent).toContain(
      'Der Grundpreis für Wohnflächen von 111 bis 160 m² ist ein vorläufiger Wert',
    );
    expect(hinweis.textContent).toContain('kann deshalb vom amtlichen Mietspiegel abweichen');
    expect(hinweis.textContent).not.toContain('Betriebskosten');
  });

  test('nennt die vorläufigen Betriebskosten, sobald sie in der Miete enthalten sind', async () => {
    aendereEntwurf({ ...beispiel, selectedBetriebskostenA: 1 });
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    const hinweis = await screen.findByRole('region', {
      name: 'Vorläufige Werte in dieser Berechnung',
    });
    expect(hinweis.textContent).toContain(
      'Die Beträge der Betriebskosten sind vorläufige Durchschnittswerte',
    );
    expect(hinweis.textContent).not.toContain('Grundpreis');
  });

  test('bei 65,5 m² und Nettomiete kein Hinweis auf vorläufige Werte', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    await screen.findByRole('region', { name: 'Durchschnittliche ortsübliche Vergleichsmiete' });
    expect(screen.queryByRole('region', { name: /Vorläufige Werte/ })).toBeNull();
    expect(screen.queryByText(/vorläufig/)).toBeNull();
  });

  test('Zusammenfassung verlinkt jeden Schritt unter /berechnung.html bzw. /auth/index.html', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    expect(screen.getByRole('link', { name: 'Baujahr ändern' }).getAttribute('href')).toBe(
      '/berechnung.html#/baujahr',
    );
    expect(screen.getAllByRole('link', { name: / ändern$/ })).toHaveLength(18);
  });

  test('unter /auth zeigen die Links auf /auth/index.html', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    window.history.replaceState(null, '', '/auth/index.html#/');
    await zeigeApp('/berechnungsergebnisse');
    expect(screen.getByRole('link', { name: 'Wohnlage ändern' }).getAttribute('href')).toBe(
      '/auth/index.html#/wohnlage',
    );
  });

  test('mit Konflikt geht die Seite einen Schritt zurück und meldet es (§4)', async () => {
    aendereEntwurf({ ...beispiel, selectedBaujahr: 7, selectedFussbodenheizung: 0 });
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    await waitFor(() => expect(aktuellerPfad()).toBe('/betriebskosten?grund=konflikte'));
    expect(await screen.findByText(new RegExp(meldungen.konflikteAllgemein))).toBeTruthy();
    expect(aufrufe.some((a) => a.url.pathname === '/api/backend-service/berechnung')).toBe(false);
  });

  test('die Konfliktmeldung nennt die Schritte im Konflikt und verlinkt sie (§4)', async () => {
    aendereEntwurf({ ...beispiel, selectedBaujahr: 7, selectedFussbodenheizung: 0 });
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    const text = await screen.findByText(new RegExp(meldungen.konflikteAllgemein));
    const meldung = text.closest('[role="alert"]') as HTMLElement;
    expect(meldung.textContent).toContain(
      `${meldungen.konflikteInSchritten} Baujahr, Fußbodenheizung`,
    );
    const links = within(meldung).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Baujahr', '/berechnung.html#/baujahr'],
      ['Fußbodenheizung', '/berechnung.html#/fussbodenheizung'],
    ]);
  });

  // issue 17 §15: the user landed on Betriebskosten (no conflict of its own) with no reason and
  // learnt it only after pressing "Miete berechnen" again
  test('mit Konflikt sagt der Schritt davor sofort warum: Kasten unter der Überschrift mit dem Fokus', async () => {
    aendereEntwurf({ ...beispiel, selectedBaujahr: 7, selectedFussbodenheizung: 0 });
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    await screen.findByRole('heading', { level: 1, name: 'Betriebskosten' });
    const schritt = screen.getByRole('main');
    const grund = within(schritt).getByRole('alert');
    expect(grund.textContent).toContain(meldungen.konflikteAllgemein);
    expect(grund.textContent).toContain('Baujahr, Fußbodenheizung');
    expect(document.activeElement).toBe(grund);
    // solved elsewhere, the box goes (its conflicts are read live)
    act(() => aendereEntwurf({ selectedFussbodenheizung: 1 }));
    expect(within(schritt).queryByRole('alert')).toBeNull();
  });

  test('Kappungsmeldung, wenn die Abweichungen die Spanne überschreiten', async () => {
    const abweichungen = {
      wasser: '',
      rueckgebaeude: 0.7,
      waermedaemmung: 0.9,
      fassadeA: '',
      fassadeB: '',
      zusatz: 4,
    };
    aendereEntwurf({
      ...beispiel,
      abweichungen,
      abweichungGesetzt: true,
    });
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    const block = await screen.findByRole('region', { name: 'Miete mit begründeten Abweichungen' });
    const e = berechneOrtsueblicheMiete(
      gepruefteBerechnung({
        ...(beispiel as Berechnung),
        abweichungen,
        abweichungGesetzt: true,
        selectedBetriebskostenB: [],
      }),
    );
    expect(e.begruendeteAbweichungenTooHigh).toBe(true);
    expect(block.textContent).toContain(kappungsMeldung(e));
  });

  test('am 1. April steht der gekennzeichnete Aprilscherz über dem Ergebnis, sonst nicht', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    setClock(() => new Date(2027, 3, 1, 8, 30));
    await zeigeApp('/berechnungsergebnisse');
    const scherz = screen.getByText(APRILSCHERZ_ERGEBNIS);
    expect(scherz.closest('p')?.textContent).toMatch(/^Aprilscherz: /);
  });

  test('kein Aprilscherz an anderen Tagen', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    setClock(() => new Date(2027, 3, 2, 8, 30));
    await zeigeApp('/berechnungsergebnisse');
    expect(screen.queryByText(APRILSCHERZ_ERGEBNIS)).toBeNull();
  });

  test('Fehler der Berechnung: 422 zeigt die Meldungen des Servers, sonst den Standardtext', async () => {
    aendereEntwurf(beispiel);
    server((url) =>
      url.pathname === '/api/backend-service/berechnung'
        ? { status: 422, json: { fehler: [{ feld: 'x', meldung: 'Serverseitig ungültig.' }] } }
        : undefined,
    );
    await zeigeApp('/berechnungsergebnisse');
    expect((await screen.findByRole('alert')).textContent).toContain('Serverseitig ungültig.');
  });

  // issue 26 §16: without an answer the connection message, not the unknown error (this test
  // asserted meldungen.unbekannterFehler before)
  test('Netzwerkfehler der Berechnung: die Verbindungsmeldung, Fehler protokolliert', async () => {
    aendereEntwurf(beispiel);
    server((url) => (url.pathname === '/api/backend-service/berechnung' ? 'netzwerk' : undefined));
    await zeigeApp('/berechnungsergebnisse');
    const alarm = (await screen.findByRole('alert')).textContent;
    expect(alarm).toContain(KEINE_VERBINDUNG);
    expect(alarm).not.toContain(meldungen.unbekannterFehler);
    expect(console.error).toHaveBeenCalled();
  });

  test('Berechnung 503 (ausgelastet): die deutsche Meldung des Servers, nicht der Standardtext', async () => {
    aendereEntwurf(beispiel);
    const meldung =
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.';
    server((url) =>
      url.pathname === '/api/backend-service/berechnung'
        ? {
            status: 503,
            headers: { 'Retry-After': '2' },
            json: { fehler: [{ feld: '', meldung }] },
          }
        : undefined,
    );
    await zeigeApp('/berechnungsergebnisse');
    const alarm = (await screen.findByRole('alert')).textContent;
    expect(alarm).toContain(meldung);
    expect(alarm).not.toContain(meldungen.unbekannterFehler);
  });

  test('Berechnung 500 ohne Meldung: der Standardtext', async () => {
    aendereEntwurf(beispiel);
    server((url) =>
      url.pathname === '/api/backend-service/berechnung' ? { status: 500, body: 'x' } : undefined,
    );
    await zeigeApp('/berechnungsergebnisse');
    expect((await screen.findByRole('alert')).textContent).toContain(meldungen.unbekannterFehler);
  });

  test('Freitext: vorbelegt, 13 Zeilen, 500 Zeichen, als nicht gespeichert beschriftet', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    const text = (await screen.findByRole('textbox', {
      name: /Begründungen/,
    })) as HTMLTextAreaElement;
    expect(text.value).toBe(vorlageZusaetzlicheBegruendungen);
    expect(text.value.startsWith('Adresse:\n')).toBe(true);
    expect(text.getAttribute('rows')).toBe('13');
    expect(text.getAttribute('maxlength')).toBe('500');
    expect(screen.getByText(/nicht gespeichert/)).toBeTruthy();
  });

  test('14 Zeilen Freitext: Meldung, kein PDF-Aufruf; 13 Zeilen: Meldung verschwindet', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    await zeigeApp('/berechnungsergebnisse');
    const text = await screen.findByRole('textbox', { name: /Begründungen/ });
    const zeilen = (n: number) => Array.from({ length: n }, (_, i) => `Zeile ${i + 1}`).join('\n');
    fireEvent.change(text, { target: { value: zeilen(14) } });
    expect(screen.getByRole('alert').textContent).toBe(meldungen.freitextZuVieleZeilen);
    expect(text.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    // fake time: whatever the click could still start has had its turn, however busy the machine
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(aufrufe.some((a) => a.url.pathname.endsWith('/pdf'))).toBe(false);
    vi.useRealTimers();
    fireEvent.change(text, { target: { value: zeilen(13) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('Stichtagsdifferenz nur mit Schreibrecht; sie geht nur eingeschaltet in den PDF-Aufruf', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer(
      () =>
        new Response(new Blob(['%PDF']), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    );
    await zeigeApp('/berechnungsergebnisse');
    await screen.findByRole('button', { name: 'PDF herunterladen' });
    expect(screen.queryByRole('checkbox', { name: /Stichtagsdifferenz/ })).toBeNull();
    act(() => setzeUmgebung({ schreibrecht: true }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Stichtagsdifferenz/ }));
    fireEvent.change(screen.getByLabelText(/Stand/), { target: { value: '2026-10-01' } });
    const hoehe = screen.getByRole('textbox', { name: /Höhe/ });
    // issue 9 B9: the hint shown names the same limit as the message (±999,99, §5/§9)
    const hinweis = screen.getByText(meldungen.stichtagsdifferenzHinweis);
    expect(hinweis.textContent).toMatch(/-999,99 und 999,99/);
    expect(hoehe.getAttribute('aria-describedby')).toContain(hinweis.id);
    fireEvent.change(hoehe, { target: { value: '2,5' } });
    fireEvent.change(hoehe, { target: { value: '2,55' } }); // second decimal is filtered
    expect((hoehe as HTMLInputElement).value).toBe('2,5');
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const klick = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(klick).toHaveBeenCalled());
    const body = JSON.parse(
      String(aufrufe.find((a) => a.url.pathname.endsWith('/pdf'))?.init?.body),
    );
    expect(body.stichtagsdifferenz).toEqual({ stand: '2026-10-01', hoehe: 2.5 });
    expect(body.zusaetzlicheBegruendungen).toBe(vorlageZusaetzlicheBegruendungen);
  });

  test('PDF: Spinner mit aria-busy bis die Datei da ist, Dateiname aus der Ausgabe (nicht aus dem Header)', async () => {
    aendereEntwurf(beispiel);
    let liefere: (r: Response) => void = () => undefined;
    rechnenderServer(() => new Promise<Response>((r) => (liefere = r)));
    await zeigeApp('/berechnungsergebnisse');
    const knopf = await screen.findByRole('button', { name: 'PDF herunterladen' });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    let dateiname = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      dateiname = this.download;
    });
    fireEvent.click(knopf);
    await waitFor(() => expect(knopf.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByText('Die PDF-Datei wird erstellt …')).toBeTruthy();
    await act(async () => {
      liefere(
        new Response(new Blob(['%PDF']), {
          status: 200,
          // one source for the name: the edition, whatever a header says
          headers: { 'Content-Disposition': 'attachment; filename="anders.pdf"' },
        }),
      );
    });
    await waitFor(() => expect(knopf.getAttribute('aria-busy')).toBe('false'));
    expect(dateiname).toBe('Mietspiegel_München_2025.pdf');
    expect(screen.getByText('Die PDF-Datei wurde heruntergeladen.')).toBeTruthy();
  });

  test('PDF-Fehler: deutsche Meldung, Knopf wieder bereit', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer(() => new Response('x', { status: 500 }));
    await zeigeApp('/berechnungsergebnisse');
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    expect(await screen.findByText(meldungen.pdfFehler)).toBeTruthy();
  });

  // issue 26 §16: a busy server's German message reaches the user, not the generic PDF text
  test('PDF 503 (ausgelastet): die deutsche Meldung des Servers', async () => {
    aendereEntwurf(beispiel);
    const meldung =
      'Die PDF-Erstellung ist gerade ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.';
    rechnenderServer(
      () =>
        new Response(JSON.stringify({ fehler: [{ feld: '', meldung }] }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
        }),
    );
    await zeigeApp('/berechnungsergebnisse');
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    expect(await screen.findByText(meldung)).toBeTruthy();
    expect(screen.queryByText(meldungen.pdfFehler)).toBeNull();
  });

  test('PDF ohne Verbindung: die Verbindungsmeldung', async () => {
    aendereEntwurf(beispiel);
    rechnenderServer(() => Promise.reject(new TypeError('Failed to fetch')));
    await zeigeApp('/berechnungsergebnisse');
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    expect(await screen.findByText(KEINE_VERBINDUNG)).toBeTruthy();
  });

  test('PDF 403 (Stichtagsdifferenz ohne Schreibrecht, issue 17 §10): die deutsche Begründung des Servers', async () => {
    aendereEntwurf(beispiel);
    const meldung = 'Eine Stichtagsdifferenz dürfen nur Berechtigte setzen.';
    rechnenderServer(
      () =>
        new Response(JSON.stringify({ fehler: [{ feld: 'stichtagsdifferenz', meldung }] }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await zeigeApp('/berechnungsergebnisse');
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    expect(await screen.findByText(meldung)).toBeTruthy();
  });
});

// issue 29: the results and the checks are no wizard step, and a check's h1 is not repeated as
// its section's h2
describe('Ergebnis und Prüfungen ohne Schritt-Anzeige (issue 29)', () => {
  test.each([
    ['/berechnungsergebnisse', 'Berechnungsergebnisse'],
    ['/miete-im-vergleich', 'Ihre Miete im Vergleich'],
    ['/mieterhoehung', 'Mieterhöhung prüfen'],
    ['/mietpreisbremse', 'Mietpreisbremse prüfen'],
  ])('%s: kein „Schritt … von …“, die Überschrift „%s“ nur einmal', async (pfad, titel) => {
    aendereEntwurf(beispiel);
    rechnenderServer();
    await zeigeApp(pfad);
    await screen.findByRole('heading', { level: 1, name: titel });
    await screen.findAllByRole('textbox');
    expect(screen.queryByRole('navigation', { name: 'Fortschritt' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Schritt \d+ von \d+/);
    expect(screen.getAllByRole('heading', { name: titel })).toHaveLength(1);
  });
});
