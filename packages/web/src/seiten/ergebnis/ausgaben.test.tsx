// issue 20 §4: several editions in the web app – the results page names and offers them, a
// calculation under an older one offers a side-by-side recalculation under today's, the
// increase check and the Mietpreisbremse use the edition of their day, templates keep theirs.
import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ausgabe,
  ausgabeInfo,
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  type Ausgabe,
  type Berechnung,
  type BerechnungEntwurf,
  type EnvironmentInfo,
} from '@mietspiegel/domain';
import { aendere, aendereEntwurf, holeZustand } from '../../store/store.ts';
import { setzeUmgebung } from '../../store/umgebung.ts';
import { momentaufnahme } from '../../vorlagen/berechnungsdaten.ts';
import { ladeInRechner } from '../../vorlagen/laden.ts';
import { aktuelleBenachrichtigungen } from '../../benachrichtigungen/benachrichtigungen.ts';
import { aufrufe, beispielMerkmale, richteTestsEin, server, zeigeApp } from '../../test/hilfen.tsx';

richteTestsEin();

// test data only: the built-in edition until 31.12.2025, and a successor from 01.01.2026 with
// every Grundpreis + 1,00 € (as issue 20 §6 describes it). Never a product edition.
const alt: Ausgabe = { ...ausgabe, gueltigBis: '2025-12-31' };
const neu: Ausgabe = {
  ...ausgabe,
  ausgabe: 'test-2027',
  jahr: 2027,
  gueltigAb: '2026-01-01',
  gueltigBis: null,
  grundpreise: {
    ...ausgabe.grundpreise,
    zeilen: ausgabe.grundpreise.zeilen.map((z) => ({
      ...z,
      centProQm: z.centProQm.map((c) => c + 100),
    })),
  },
};
const NEU_TITEL = 'Mietspiegel für München 2027';

const info = (): EnvironmentInfo => ({
  geokartenUrl: '',
  geokartenWohnlageUrl: '',
  geokartenGebaeudetypUrl: '',
  wartungsdatum: null,
  geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: false },
  kartenKachelUrl: '',
  kartenKachelAttribution: '',
  ausgaben: [ausgabeInfo(alt), ausgabeInfo(neu)],
  ausgabeHeute: neu.ausgabe,
});

const beispiel: Partial<BerechnungEntwurf> = { ...beispielMerkmale, selectedBetriebskostenA: 0 };

/** The server's calculation under the named edition, else today's. */
function rechnenderServer() {
  server((url, init) => {
    if (url.pathname === '/api/environmentInfo') return { json: info() };
    if (url.pathname !== '/api/backend-service/berechnung') return undefined;
    const body = JSON.parse(String(init?.body)) as Berechnung & { ausgabe?: string };
    const a = body.ausgabe === alt.ausgabe ? alt : neu;
    return { json: berechneOrtsueblicheMiete(gepruefteBerechnung(body), a) };
  });
}

/** The editions named by the calculation calls so far. */
const gerechnetUnter = () =>
  aufrufe
    .filter((a) => a.url.pathname === '/api/backend-service/berechnung')
    .map((a) => (JSON.parse(String(a.init?.body)) as { ausgabe?: string }).ausgabe);

async function zeigeErgebnis(pfad = '/berechnungsergebnisse') {
  setzeUmgebung({ info: info() });
  rechnenderServer();
  await zeigeApp(pfad);
}

describe('die Ergebnisseite mit zwei Ausgaben', () => {
  test('nennt die Ausgabe des Ergebnisses und lässt eine andere wählen', async () => {
    aendereEntwurf(beispiel);
    await zeigeErgebnis();
    const bereich = await screen.findByRole('region', { name: 'Mietspiegel-Ausgabe' });
    expect(bereich.textContent).toContain(`Dieses Ergebnis ist nach dem ${NEU_TITEL} berechnet.`);
    expect((await screen.findAllByText('15,07 €/m²', { exact: false }))[0]).toBeTruthy();
    fireEvent.click(within(bereich).getByText('Andere Ausgabe wählen'));
    const radio = within(bereich).getByRole('radio', {
      name: 'Mietspiegel für München 2025 (gilt bis 31.12.2025)',
    });
    fireEvent.click(radio);
    expect(holeZustand().entwurf.ausgabe).toBe(alt.ausgabe);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Mietspiegel-Ausgabe' }).textContent).toContain(
        'nach dem Mietspiegel für München 2025 berechnet',
      ),
    );
    expect((await screen.findAllByText('14,07 €/m²', { exact: false }))[0]).toBeTruthy();
    expect(gerechnetUnter().at(-1)).toBe(alt.ausgabe);
    // today's edition again: the calculation follows the day (no pinned id)
    fireEvent.click(screen.getByRole('radio', { name: /2027.*gilt heute/ }));
    expect(holeZustand().entwurf.ausgabe).toBeNull();
  });

  test('unter einer älteren Ausgabe: ein Hinweis, ein Klick rechnet unter der heutigen, beide nebeneinander', async () => {
    aendereEntwurf({ ...beispiel, ausgabe: alt.ausgabe });
    await zeigeErgebnis();
    const bereich = await screen.findByRole('region', { name: 'Mietspiegel-Ausgabe' });
    expect(bereich.textContent).toContain(
      `Heute gilt eine neuere Ausgabe: der ${NEU_TITEL} (gilt ab 01.01.2026).`,
    );
    fireEvent.click(
      within(bereich).getByRole('button', { name: `Nach dem ${NEU_TITEL} neu berechnen` }),
    );
    const tabelle = await within(bereich).findByRole('table', {
      name: 'Beide Ausgaben im Vergleich',
    });
    const zeile = within(tabelle).getByRole('row', { name: /Durchschnitt je m²/ });
    expect(
      within(zeile)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['14,07 €/m²', '15,07 €/m²']);
    expect(holeZustand().entwurf.ausgabe).toBe(alt.ausgabe); // nothing switched yet
    fireEvent.click(
      within(bereich).getByRole('button', { name: `Mit dem ${NEU_TITEL} weiterrechnen` }),
    );
    expect(holeZustand().entwurf.ausgabe).toBeNull();
    await waitFor(() => expect(screen.queryByText(/Heute gilt eine neuere Ausgabe/)).toBeNull());
  });

  test('unter einer hinzugefügten Ausgabe: keine Hinweise auf vorläufige Werte aus den eingebauten Tabellen, das PDF nennt sie', async () => {
    aendereEntwurf(beispiel);
    await zeigeErgebnis();
    expect(
      await screen.findByText(
        `Ob der ${NEU_TITEL} vorläufige Werte enthält und welche, steht im PDF dieser Berechnung.`,
      ),
    ).toBeTruthy();
    expect(
      screen.queryByRole('region', { name: 'Vorläufige Werte in dieser Berechnung' }),
    ).toBeNull();
    await zeigeApp('/zuschlaege');
    expect(
      await screen.findByText(
        /Diese Seite zeigt die Tabellen des Mietspiegels für München 2025\. Ihre Berechnung nutzt den Mietspiegel für München 2027/,
      ),
    ).toBeTruthy();
  });

  test('nur eine Ausgabe: keine Wahl wird angeboten', async () => {
    aendereEntwurf(beispiel);
    setzeUmgebung({
      info: { ...info(), ausgaben: [ausgabeInfo(ausgabe)], ausgabeHeute: ausgabe.ausgabe },
    });
    server((url, init) =>
      url.pathname === '/api/backend-service/berechnung'
        ? { json: berechneOrtsueblicheMiete(gepruefteBerechnung(JSON.parse(String(init?.body)))) }
        : undefined,
    );
    await zeigeApp('/berechnungsergebnisse');
    expect((await screen.findAllByText('14,07 €/m²', { exact: false }))[0]).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mietspiegel-Ausgabe' })).toBeNull();
  });
});

describe('die Prüfungen nutzen die Ausgabe ihres Tages', () => {
  test('die Prüfung der Mieterhöhung: ein 2025 zugegangenes Schreiben wird nach 2025 beurteilt, und sie sagt es', async () => {
    aendereEntwurf(beispiel);
    aendere((z) => ({
      mietvergleich: {
        ...z.mietvergleich,
        neueMiete: '950,00',
        letzteErhoehung: '2024-01-01',
        zugang: '2025-12-15',
      },
    }));
    await zeigeErgebnis('/mieterhoehung');
    expect(
      await screen.findByText(
        'Maßgeblich ist die Ausgabe, die galt, als Ihnen das Erhöhungsschreiben zuging (15.12.2025): der Mietspiegel für München 2025. Diese Prüfung rechnet deshalb nach ihm; Ihr Ergebnis ist nach dem Mietspiegel für München 2027 berechnet.',
      ),
    ).toBeTruthy();
    // 950,00 € lies above 2025's 921,59 € (under 2027, 987,09 €, it would not)
    const ergebnis = await screen.findByRole('list', { name: 'Ergebnis der Prüfung' });
    expect(ergebnis.textContent).toContain('921,59 €');
    expect(ergebnis.textContent).not.toContain('987,09 €');
    expect(gerechnetUnter()).toContain(alt.ausgabe);
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Ergebnis nach dem Mietspiegel für München 2025 anzeigen',
      }),
    );
    expect(holeZustand().entwurf.ausgabe).toBe(alt.ausgabe);
  });

  test('die Mietpreisbremse: ein Mietvertrag ab 01.06.2025 gegen 110 % der 921,59 € von 2025', async () => {
    aendereEntwurf(beispiel);
    aendere((z) => ({
      mietpreisbremse: { ...z.mietpreisbremse, beginn: '2025-06-01', miete: '1100' },
    }));
    await zeigeErgebnis('/mietpreisbremse');
    expect(
      await screen.findByText(
        /zu Beginn des Mietverhältnisses \(01\.06\.2025\) galt \(§ 556d Abs\. 1 BGB\): der Mietspiegel für München 2025\./,
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.mietpreisbremse__ergebnis')?.textContent).toContain(
        '1.013,75 €',
      ),
    );
  });
});

describe('das PDF', () => {
  test('wird unter der Ausgabe des gezeigten Ergebnisses angefordert und nach ihr benannt', async () => {
    aendereEntwurf({ ...beispiel, ausgabe: alt.ausgabe });
    setzeUmgebung({ info: info() });
    server((url, init) => {
      if (url.pathname === '/api/backend-service/pdf') return { body: new Blob(['%PDF']) };
      if (url.pathname !== '/api/backend-service/berechnung') return undefined;
      const body = JSON.parse(String(init?.body)) as Berechnung & { ausgabe?: string };
      return {
        json: berechneOrtsueblicheMiete(
          gepruefteBerechnung(body),
          body.ausgabe === alt.ausgabe ? alt : neu,
        ),
      };
    });
    await zeigeApp('/berechnungsergebnisse');
    const knopf = await screen.findByRole('button', { name: 'PDF herunterladen' });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const namen: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      namen.push(this.download);
    });
    fireEvent.click(knopf);
    await waitFor(() => expect(namen).toEqual(['Mietspiegel_München_2025.pdf']));
    // today's edition (no choice): the request names it, the file carries its year
    act(() => aendereEntwurf({ ausgabe: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() =>
      expect(namen).toEqual(['Mietspiegel_München_2025.pdf', 'Mietspiegel_München_2027.pdf']),
    );
    const pdfAufrufe = aufrufe.filter((a) => a.url.pathname === '/api/backend-service/pdf');
    expect(
      pdfAufrufe.map(
        (a) =>
          (JSON.parse(String(a.init?.body)) as { berechnung: { ausgabe?: string } }).berechnung
            .ausgabe,
      ),
    ).toEqual([alt.ausgabe, neu.ausgabe]);
    vi.restoreAllMocks();
  });
});

describe('templates keep their edition', () => {
  test('Speichern nennt die Ausgabe, nach der das Ergebnis berechnet wurde', async () => {
    aendereEntwurf(beispiel);
    await zeigeErgebnis();
    expect((await screen.findAllByText('15,07 €/m²', { exact: false })).length).toBeGreaterThan(0);
    expect(momentaufnahme(20).pdfParameters.berechnung.ausgabe).toBe(neu.ausgabe);
  });

  test('eine ältere Vorlage öffnet unter ihrer Ausgabe, mit dem Hinweis, dass eine neuere gilt', () => {
    setzeUmgebung({ info: info() });
    const daten = {
      pdfParameters: {
        berechnung: { ...holeZustand().entwurf, ...beispiel, ausgabe: alt.ausgabe },
      },
      ergebnis: null,
      errors: holeZustand().fehler,
      aktuellerSchritt: 1,
    };
    act(() => {
      ladeInRechner({
        dateiId: 'v1',
        dateiname: 'Alt',
        kommentar: '',
        berechnungsdaten: daten,
      } as never);
    });
    expect(holeZustand().entwurf.ausgabe).toBe(alt.ausgabe);
    expect(aktuelleBenachrichtigungen().map((b) => b.text)).toContain(
      `Diese Vorlage wurde nach dem Mietspiegel für München 2025 berechnet und wird so geöffnet. Heute gilt der ${NEU_TITEL}: Auf der Ergebnisseite können Sie nach ihm neu berechnen und beide Ergebnisse vergleichen.`,
    );
  });

  test('eine Vorlage mit einer Ausgabe, die der Server nicht mehr kennt, öffnet unter der heutigen und sagt es', () => {
    setzeUmgebung({ info: info() });
    const daten = {
      pdfParameters: {
        berechnung: { ...holeZustand().entwurf, ...beispiel, ausgabe: 'muenchen-1999' },
      },
      ergebnis: null,
      errors: holeZustand().fehler,
      aktuellerSchritt: 1,
    };
    act(() => {
      ladeInRechner({
        dateiId: 'v2',
        dateiname: 'Weg',
        kommentar: '',
        berechnungsdaten: daten,
      } as never);
    });
    expect(holeZustand().entwurf.ausgabe).toBeNull();
    expect(
      aktuelleBenachrichtigungen()
        .map((b) => b.text)
        .join(' '),
    ).toContain(
      'nach der Mietspiegel-Ausgabe „muenchen-1999“ berechnet, die dieser Rechner nicht mehr kennt',
    );
  });
});
