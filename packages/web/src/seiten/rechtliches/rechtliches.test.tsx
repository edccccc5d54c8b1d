/**
 * Issue 21 §2: the footer links on every page, each page with its heading; the operator's
 * details from /api/betreiber, and without them a plain statement of the missing setting.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Betreiber, EnvironmentInfo } from '@mietspiegel/domain';
import { setzeUmgebung } from '../../store/umgebung.ts';
import {
  aktuellerPfad,
  aufrufe,
  halteAntwortZurueck,
  richteTestsEin,
  server,
  zeigeApp,
} from '../../test/hilfen.tsx';
import { setzeBetreiberZurueck } from './betreiber.ts';

richteTestsEin();
// after the previous test's cleanup, so no page of it reloads them
beforeEach(() => setzeBetreiberZurueck());

const BETREIBER: Betreiber = {
  name: 'Testbehörde',
  stelle: 'Referat für Prüfungen',
  anschrift: { strasse: 'Teststraße 1', plz: '80331', ort: 'München' },
  vertretenDurch: 'Die Leitung',
  email: 'post@test.example',
  telefon: '089 123',
  datenschutzbeauftragter: { name: 'Dana Schutz', email: 'dsb@test.example' },
  barrierefreiheit: {
    letztePruefung: '2026-10-01',
    methode: 'Selbstbewertung',
    kontakt: 'barrierefrei@test.example',
  },
  protokollAufbewahrungTage: 7,
};

function betreiberServer(betreiber: Betreiber | null) {
  server((url) =>
    url.pathname === '/api/betreiber'
      ? { json: { betreiber, sitzungsdauerMinuten: 45 } }
      : undefined,
  );
}

const SEITEN = [
  ['Barrierefreiheit', '/barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
  ['Leichte Sprache', '/leichte-sprache', 'Leichte Sprache'],
  ['Datenschutz', '/datenschutz', 'Datenschutz'],
  ['Impressum', '/impressum', 'Impressum'],
] as const;

describe('Fußzeile', () => {
  test.each(SEITEN)(
    'der Link „%s“ öffnet seine Seite mit ihrer Überschrift',
    async (name, pfad, h1) => {
      betreiberServer(BETREIBER);
      await zeigeApp('/wohnflaeche');
      const fuss = screen.getByRole('contentinfo');
      const nav = within(fuss).getByRole('navigation', { name: 'Hinweise zum Angebot' });
      fireEvent.click(within(nav).getByRole('link', { name }));
      // happy-dom follows the hash link
      await waitFor(() => expect(aktuellerPfad()).toBe(pfad));
      expect((await screen.findByRole('heading', { level: 1, name: h1 })).textContent).toBe(h1);
      // the footer stays on the new page too
      expect(within(screen.getByRole('contentinfo')).getAllByRole('link')).toHaveLength(4);
    },
  );
});

describe('mit Betreiberdatei', () => {
  test('Impressum nennt Name, Stelle, Anschrift, Vertretung und Kontakt', async () => {
    betreiberServer(BETREIBER);
    await zeigeApp('/impressum');
    await screen.findByText(/Teststraße 1/);
    const text = document.querySelector('main')?.textContent ?? '';
    for (const teil of ['Testbehörde', 'Referat für Prüfungen', '80331 München', 'Die Leitung']) {
      expect(text).toContain(teil);
    }
    expect(screen.getByRole('link', { name: 'post@test.example' }).getAttribute('href')).toBe(
      'mailto:post@test.example',
    );
  });

  test('Barrierefreiheit: Prüfdatum, Methode, Kontakt und das Durchsetzungsverfahren', async () => {
    betreiberServer(BETREIBER);
    await zeigeApp('/barrierefreiheit');
    await screen.findByText(/Zuletzt überprüft am 01\.10\.2026\. Methode: Selbstbewertung\./);
    expect(screen.getByRole('link', { name: 'barrierefrei@test.example' })).toBeTruthy();
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text).toContain('§ 11 Abs. 2 BayDiV');
    expect(text).toContain('Landesamt für Digitalisierung, Breitband und Vermessung');
    expect(text).toMatch(/Vorläufig: Diese Anschrift/);
  });

  test('Datenschutz: Verantwortlicher, Datenschutzbeauftragte, Protokolldauer, Sitzungsdauer', async () => {
    betreiberServer(BETREIBER);
    await zeigeApp('/datenschutz');
    await screen.findByText(/Dana Schutz/);
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text).toContain('Server-Protokolle 7 Tage auf');
    expect(text).toContain('Die Sitzung endet nach 45 Minuten ohne Anfrage');
    expect(text).toContain('mietspiegel_sitzung');
    expect(text).toContain('Art. 77 DSGVO');
  });
});

// Issue 29 "Speed": the operator's details arrived after the page's text and pushed it down
// (layout shifts of 0.20–0.41 opened directly; e2e ersteseite.test.ts measures them): the page
// shows its heading and a status until the server has answered, then its whole text at once.
describe('bis die Angaben des Betreibers da sind', () => {
  test.each([
    ['/impressum', 'Inhalt'],
    ['/datenschutz', 'Ihre Rechte'],
    ['/barrierefreiheit', 'Rechtsgrundlagen'],
  ])('zeigt %s nur Überschrift und Status, danach den ganzen Text', async (pfad, abschnitt) => {
    betreiberServer(BETREIBER);
    const antworten = halteAntwortZurueck('/api/betreiber');
    await zeigeApp(pfad);
    expect(screen.getByText('Die Angaben des Betreibers werden geladen …')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: abschnitt })).toBeNull();
    antworten();
    await screen.findByRole('heading', { level: 2, name: abschnitt });
    expect(screen.queryByText('Die Angaben des Betreibers werden geladen …')).toBeNull();
  });
});

describe('ohne Betreiberdatei', () => {
  test.each([
    ['/impressum', ['Name, Anschrift und Kontakt des Betreibers']],
    [
      '/datenschutz',
      [
        'Verantwortlicher und Datenschutzbeauftragte oder Datenschutzbeauftragter',
        'Aufbewahrungsdauer der Server-Protokolle',
      ],
    ],
    [
      '/barrierefreiheit',
      ['Datum und Methode der letzten Prüfung', 'Kontakt für Meldungen zur Barrierefreiheit'],
    ],
  ])(
    '%s sagt einmal, dass BETREIBER_DATEI fehlt, markiert jede fehlende Angabe und erfindet nichts',
    async (pfad, fehlend) => {
      betreiberServer(null);
      await zeigeApp(pfad);
      const hinweis = await screen.findByText(/Die Angaben des Betreibers fehlen\./);
      expect(hinweis.closest('div')?.textContent).toContain(
        'Dieser Rechner wurde ohne die Einstellung BETREIBER_DATEI gestartet.',
      );
      const marken = screen.getAllByText(/: nicht angegeben, die Einstellung/);
      expect(marken.map((m) => m.textContent)).toEqual(
        fehlend.map((w) => `${w}: nicht angegeben, die Einstellung BETREIBER_DATEI fehlt.`),
      );
      expect(screen.queryByText(/Testbehörde|@/)).toBeNull();
    },
  );

  test('ein Fehler beim Laden wird gesagt und beim nächsten Öffnen neu versucht', async () => {
    server((url) => (url.pathname === '/api/betreiber' ? { status: 500 } : undefined));
    await zeigeApp('/impressum');
    await screen.findByText(/Die Angaben des Betreibers konnten nicht geladen werden/);
    expect(screen.queryByText(/Die Angaben des Betreibers fehlen/)).toBeNull();
    cleanup();
    betreiberServer(BETREIBER);
    await zeigeApp('/impressum');
    await screen.findByText(/Teststraße 1/);
    expect(aufrufe.filter((a) => a.url.pathname === '/api/betreiber')).toHaveLength(2);
  });
});

describe('Datenschutz: andere Server', () => {
  const info: EnvironmentInfo = {
    geokartenUrl: '',
    geokartenWohnlageUrl: '',
    geokartenGebaeudetypUrl: '',
    wartungsdatum: null,
    geodaten: { wohnlagen: false, gebaeudetypen: false, adressen: false },
    kartenKachelUrl: '',
    kartenKachelAttribution: '',
  };

  test('ohne Kartendienst: keine fremden Server', async () => {
    betreiberServer(BETREIBER);
    setzeUmgebung({ info });
    await zeigeApp('/datenschutz');
    expect(screen.getByText(/Ein Kartendienst ist nicht eingerichtet\./)).toBeTruthy();
  });

  test('mit Kacheln und Kartendienst: die Server werden genannt', async () => {
    betreiberServer(BETREIBER);
    setzeUmgebung({
      info: {
        ...info,
        kartenKachelUrl: 'https://kacheln.example.org/{z}/{x}/{y}.png',
        geokartenUrl: 'https://karten.example.net/wohnlage?x=1',
      },
    });
    await zeigeApp('/datenschutz');
    const liste = screen.getByText(/Hintergrundkarte des eingebauten Stadtplans/).closest('ul');
    expect(liste?.textContent).toContain('kacheln.example.org');
    expect(liste?.textContent).toContain('karten.example.net');
  });
});

describe('Leichte Sprache', () => {
  // issue 26 §15: the answers are sent to the server for every calculation and PDF (page
  // Datenschutz „Ihre Angaben zur Wohnung“); Leichte Sprache says so, never "only on your device"
  test('sagt wahr, dass die Antworten für Ergebnis und Druckfassung an den Server gehen', async () => {
    betreiberServer(BETREIBER);
    await zeigeApp('/leichte-sprache');
    await screen.findByRole('heading', { level: 2, name: 'Was passiert mit Ihren Antworten?' });
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text).not.toMatch(/nur auf Ihrem Gerät/);
    expect(text).toContain('Ihr Browser schickt Ihre Antworten an den Server.');
    expect(text).toContain('Danach speichert der Server Ihre Antworten nicht.');
    expect(text).toContain('Dann schickt der Browser die Adresse an den Server.');
  });
});
