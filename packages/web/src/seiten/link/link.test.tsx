import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ausgabe,
  ausgabeInfo,
  berechneOrtsueblicheMiete,
  berechnungslinkHash,
  formatEuro,
  gepruefteBerechnung,
  leererEntwurf,
  linkMeldungen,
  type BerechnungEntwurf,
} from '@mietspiegel/domain';
import type { EnvironmentInfo } from '../../api/client.ts';
import { aktuelleBenachrichtigungen } from '../../benachrichtigungen/benachrichtigungen.ts';
import { aendere, aendereEntwurf, holeZustand } from '../../store/store.ts';
import { leereMietvergleichEingaben } from '../../store/speicher.ts';
import { setzeUmgebung } from '../../store/umgebung.ts';
import {
  aktuellerPfad,
  beispielMerkmale,
  richteTestsEin,
  server,
  zeigeApp,
} from '../../test/hilfen.tsx';

richteTestsEin();

const BEISPIEL: BerechnungEntwurf = {
  ...leererEntwurf(),
  ...beispielMerkmale,
  selectedBetriebskostenA: 0,
};

const info = (): EnvironmentInfo => ({
  geokartenUrl: '',
  geokartenWohnlageUrl: '',
  geokartenGebaeudetypUrl: '',
  wartungsdatum: null,
  geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: false },
  kartenKachelUrl: '',
  kartenKachelAttribution: '',
  ausgaben: [ausgabeInfo(ausgabe)],
  ausgabeHeute: ausgabe.ausgabe,
});

function rechnenderServer() {
  server((url, init) =>
    url.pathname === '/api/backend-service/berechnung'
      ? { json: berechneOrtsueblicheMiete(gepruefteBerechnung(JSON.parse(String(init?.body)))) }
      : undefined,
  );
}

const linkFeld = () => screen.getByLabelText('Link') as HTMLInputElement;

describe('Link zu dieser Berechnung auf der Ergebnisseite (issue 30 §2)', () => {
  test('zeigt den Link mit den Antworten, sagt was er enthält, und kopiert ihn mit Ansage', async () => {
    setzeUmgebung({ info: info() });
    rechnenderServer();
    aendereEntwurf(BEISPIEL);
    const schreibe = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: schreibe } });
    await zeigeApp('/berechnungsergebnisse');

    await screen.findByRole('heading', { name: 'Link zu dieser Berechnung' });
    expect(screen.getByText('Wer diesen Link hat, sieht Ihre Antworten.')).toBeTruthy();
    expect(linkFeld().value).toBe(
      `${location.origin}/berechnung.html#${berechnungslinkHash(BEISPIEL, ausgabe.ausgabe)}`,
    );
    // no check entered: nothing to choose
    expect(screen.queryByRole('checkbox', { name: /Angaben der Prüfungen/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((s) => s.textContent === 'Der Link wurde kopiert.'),
      ).toBe(true),
    );
    expect(schreibe).toHaveBeenCalledWith(linkFeld().value);
  });

  test('nimmt die Angaben der Prüfungen nur auf, wenn man es wählt', async () => {
    setzeUmgebung({ info: info() });
    rechnenderServer();
    aendereEntwurf(BEISPIEL);
    aendere({ mietvergleich: { ...leereMietvergleichEingaben(), miete: '1.100,00' } });
    await zeigeApp('/berechnungsergebnisse');
    await screen.findByRole('heading', { name: 'Link zu dieser Berechnung' });
    expect(linkFeld().value).not.toContain('miete=');
    fireEvent.click(screen.getByRole('checkbox', { name: /Angaben der Prüfungen/ }));
    expect(linkFeld().value).toContain('&miete=1100');
  });
});

describe('einen Link öffnen (issue 30 §2)', () => {
  test('ein frischer Tab zeigt das Ergebnis des Links: 14,07 €/m² und 921,59 €', async () => {
    setzeUmgebung({ info: info() });
    rechnenderServer();
    await zeigeApp(
      berechnungslinkHash(BEISPIEL, ausgabe.ausgabe, {
        miete: 1100,
        mieterhoehung: null,
      }),
    );
    await waitFor(() => expect(aktuellerPfad()).toBe('/berechnungsergebnisse'));
    expect(holeZustand().entwurf).toEqual({
      ...BEISPIEL,
      wohnflaeche: '65.5',
      ausgabe: 'muenchen-2025',
    });
    expect(holeZustand().mietvergleich.miete).toBe('1.100,00');
    expect((await screen.findAllByText(formatEuro(92159))).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/14,07/).length).toBeGreaterThan(0);
  });

  test('ein beschädigter Link sagt es auf Deutsch und ändert nichts', async () => {
    setzeUmgebung({ info: info() });
    aendereEntwurf({ wohnflaeche: '77', selectedBaujahr: 3 });
    const vorher = holeZustand();
    await zeigeApp('/link?v=1&ausgabe=muenchen-2025&baujahr=99');
    expect((await screen.findByRole('alert')).textContent).toBe(linkMeldungen.beschaedigt);
    expect(holeZustand()).toBe(vorher);
    expect(aktuellerPfad()).toMatch(/^\/link\?/);
  });

  test('ein Link ohne einen später hinzugekommenen Schritt öffnet diesen Schritt, mit Hinweis', async () => {
    setzeUmgebung({ info: info() });
    const hash = berechnungslinkHash(BEISPIEL, ausgabe.ausgabe).replace('&heizung=1', '');
    await zeigeApp(hash);
    await waitFor(() => expect(aktuellerPfad()).toBe('/heizung'));
    expect(aktuelleBenachrichtigungen().map((b) => b.text)).toContain(
      linkMeldungen.ohneAntwort('Heizung'),
    );
    expect(holeZustand().entwurf.selectedBaujahr).toBe(5);
  });

  test('ein Link einer unbekannten Ausgabe öffnet nach der heutigen, mit Hinweis', async () => {
    setzeUmgebung({ info: info() });
    rechnenderServer();
    await zeigeApp(berechnungslinkHash(BEISPIEL, 'muenchen-2019'));
    await waitFor(() => expect(aktuellerPfad()).toBe('/berechnungsergebnisse'));
    expect(holeZustand().entwurf.ausgabe).toBeNull();
    expect(aktuelleBenachrichtigungen().map((b) => b.text)).toContain(
      linkMeldungen.ausgabeUnbekannt('muenchen-2019', 'Mietspiegel für München 2025'),
    );
  });
});
