/**
 * The wizard steps rendered in the whole app: validation messages tied to their fields,
 * conflict boxes, keystroke filtering, focus on the h1, transitions, Baujahr reset rules,
 * Abweichungen and Betriebskosten specifics.
 */
import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meldungen, pruefeAbweichung, schrittNachId } from '@mietspiegel/domain';
import { setClock } from '../lib/clock.ts';
import { aendereEntwurf, holeZustand } from '../store/store.ts';
import { setzeUmgebung } from '../store/umgebung.ts';
import { aktuellerPfad, richteTestsEin, zeigeApp } from '../test/hilfen.tsx';
import { WOHNFLAECHE_LABEL } from './schritte/WohnflaecheSchritt.tsx';

richteTestsEin();

const input = (el: HTMLElement) => el as HTMLInputElement;
const beschreibung = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const weiter = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

describe('Wohnfläche', () => {
  test('Tastenfilter: Buchstaben und eine vierte Nachkommastelle werden nicht übernommen', async () => {
    await zeigeApp('/');
    const feld = screen.getByLabelText(WOHNFLAECHE_LABEL);
    fireEvent.change(feld, { target: { value: '65,12' } });
    fireEvent.change(feld, { target: { value: '65,12a' } });
    expect(input(feld).value).toBe('65,12');
    fireEvent.change(feld, { target: { value: '65,123' } });
    fireEvent.change(feld, { target: { value: '65,1234' } });
    expect(input(feld).value).toBe('65,123');
    // §5: the comma is stored as a point
    expect(holeZustand().entwurf.wohnflaeche).toBe('65.123');
  });

  test('Weiter mit 10 m² zeigt die Meldung als Alarm, gebunden an das Feld, und bleibt', async () => {
    await zeigeApp('/wohnflaeche');
    const feld = screen.getByLabelText(WOHNFLAECHE_LABEL);
    fireEvent.change(feld, { target: { value: '10' } });
    weiter();
    const alarm = await screen.findByRole('alert');
    expect(alarm.textContent).toBe(meldungen.wohnflaeche);
    expect(beschreibung(feld)).toContain(meldungen.wohnflaeche);
    expect(feld.getAttribute('aria-invalid')).toBe('true');
    expect(aktuellerPfad()).toBe('/wohnflaeche');
  });

  test('gültige Fläche: Weiter führt zum Baujahr und setzt den Fokus auf dessen Überschrift', async () => {
    await zeigeApp('/wohnflaeche');
    fireEvent.change(screen.getByLabelText(WOHNFLAECHE_LABEL), { target: { value: '65,5' } });
    weiter();
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Baujahr' });
    expect(aktuellerPfad()).toBe('/baujahr');
    await waitFor(() => expect(document.activeElement).toBe(h1));
  });

  // issue 17 item 14: the stored point form '65.5' was shown after Zurück, a reload or
  // „Nein, Daten nicht löschen“
  test('nach Zurück steht die Fläche wieder in deutscher Form im Feld (65,5)', async () => {
    await zeigeApp('/wohnflaeche');
    fireEvent.change(screen.getByLabelText(WOHNFLAECHE_LABEL), { target: { value: '65,5' } });
    weiter();
    await screen.findByRole('heading', { level: 1, name: 'Baujahr' });
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await screen.findByRole('heading', { level: 1, name: 'Wohnfläche' });
    expect(input(screen.getByLabelText(WOHNFLAECHE_LABEL)).value).toBe('65,5');
    expect(holeZustand().entwurf.wohnflaeche).toBe('65.5');
  });

  test('nach einem Neuladen und nach „Nein, Daten nicht löschen“ ebenso', async () => {
    aendereEntwurf({ wohnflaeche: '65.5' });
    await zeigeApp('/wohnflaeche');
    expect(input(screen.getByLabelText(WOHNFLAECHE_LABEL)).value).toBe('65,5');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Nein, Daten nicht löschen' }));
    await screen.findByRole('heading', { level: 1, name: 'Wohnfläche' });
    expect(input(screen.getByLabelText(WOHNFLAECHE_LABEL)).value).toBe('65,5');
  });

  test('Zurück auf dem ersten Schritt führt zur Seite „Neue Berechnung“', async () => {
    await zeigeApp('/wohnflaeche');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await screen.findByRole('button', { name: 'Ja, Daten löschen' });
    expect(aktuellerPfad()).toBe('/berechnung');
  });
});

describe('Pflichtauswahl und Übergänge', () => {
  test('Weiter ohne Auswahl: meldungen.auswahlFehlt an der Gruppe', async () => {
    await zeigeApp('/heizung');
    weiter();
    const alarm = await screen.findByRole('alert');
    expect(alarm.textContent).toBe(meldungen.auswahlFehlt);
    const gruppe = screen.getByRole('group', { name: schrittNachId('heizung').frage });
    expect(beschreibung(gruppe)).toContain(meldungen.auswahlFehlt);
    expect(aktuellerPfad()).toBe('/heizung');
  });

  test('leere Mehrfachauswahl gibt dieselbe Meldung; „keines“ schließt die anderen aus', async () => {
    await zeigeApp('/sanitaerbereich');
    weiter();
    expect((await screen.findByRole('alert')).textContent).toBe(meldungen.auswahlFehlt);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Handtuchheizkörper/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Keines dieser Merkmale/ }));
    expect(holeZustand().entwurf.selectedSanitaerbereich).toEqual([5]);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Handtuchheizkörper/ }));
    expect(holeZustand().entwurf.selectedSanitaerbereich).toEqual([1]);
  });

  test('Zurück von der Fußbodenheizung führt zur Heizung (warmwasser wird übersprungen)', async () => {
    await zeigeApp('/fussbodenheizung');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await screen.findByRole('heading', { level: 1, name: 'Heizung' });
    expect(aktuellerPfad()).toBe('/heizung');
  });

  test('Doppelklick auf eine Option wählt sie und geht weiter', async () => {
    await zeigeApp('/kueche');
    fireEvent.doubleClick(screen.getByRole('radio', { name: /^Offene Küche/ }));
    await screen.findByRole('heading', { level: 1, name: 'Küchengrundausstattung' });
    expect(holeZustand().entwurf.selectedKueche).toBe(0);
  });

  test('der letzte Eingabeschritt heißt „Miete berechnen“, Speichern nur mit Schreibrecht', async () => {
    await zeigeApp('/betriebskosten');
    expect(screen.getByRole('button', { name: 'Miete berechnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    act(() => setzeUmgebung({ schreibrecht: true }));
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });
});

describe('Konflikte (§4)', () => {
  test('Fußbodenheizung „Ja“ bei Baujahr 1999–2008: Warnung, dann Konflikt-Alarm, Weiter bleibt', async () => {
    aendereEntwurf({ selectedBaujahr: 7 });
    await zeigeApp('/fussbodenheizung');
    const ja = screen.getByRole('radio', { name: /^Ja/ });
    expect(beschreibung(ja)).toMatch(/^Warnung!/);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(ja);
    const alarm = await screen.findByRole('alert');
    expect(alarm.textContent).toContain(meldungen.konfliktTitel);
    expect(alarm.textContent).toContain('„Baujahr“');
    expect(alarm.textContent?.endsWith(meldungen.bitteAendern)).toBe(true);
    weiter();
    expect(aktuellerPfad()).toBe('/fussbodenheizung');
    expect(holeZustand().fehler.fussbodenheizung).toBe(true);
    // choosing another value clears the flag at the next Weiter
    fireEvent.click(screen.getByRole('radio', { name: /^Nein/ }));
    weiter();
    await screen.findByRole('heading', { level: 1, name: 'Sanitärbereich' });
    expect(holeZustand().fehler.fussbodenheizung).toBe(false);
  });

  test('Gebäudetyp Hochhaus bei Baujahr vor 1949 bleibt mit Konflikt stehen', async () => {
    aendereEntwurf({ selectedBaujahr: 1, selectedWohnlage: 0 });
    await zeigeApp('/gebaeudetyp');
    fireEvent.click(screen.getByRole('radio', { name: /^Hochhaus/ }));
    weiter();
    expect(aktuellerPfad()).toBe('/gebaeudetyp');
    expect(holeZustand().fehler.gebaeudetyp).toBe(true);
    expect(holeZustand().fehler.baujahr).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toContain(meldungen.konfliktTitel);
  });
});

describe('Baujahr', () => {
  test('ohne Eingabe: verlängerte Meldung; eingegebenes Jahr wählt die Klasse, Klassenwahl leert das Jahr', async () => {
    await zeigeApp('/baujahr');
    weiter();
    expect((await screen.findByRole('alert')).textContent).toBe(meldungen.auswahlFehltBaujahr);
    const jahr = screen.getByLabelText('Baujahr eingeben');
    fireEvent.change(jahr, { target: { value: '1985' } });
    expect(input(screen.getByRole('radio', { name: /^1978 – 1988/ })).checked).toBe(true);
    expect(holeZustand().entwurf.selectedBaujahr).toBe(5);
    fireEvent.click(screen.getByRole('radio', { name: /^bis 1918/ }));
    expect(input(jahr).value).toBe('');
    expect(holeZustand().entwurf.selectedBaujahr).toBe(0);
  });

  test('ungültiges Jahr: Meldung am Feld, keine Klasse gewählt', async () => {
    await zeigeApp('/baujahr');
    const jahr = screen.getByLabelText('Baujahr eingeben');
    fireEvent.change(jahr, { target: { value: '2024' } });
    expect((await screen.findByRole('alert')).textContent).toBe(meldungen.baujahrManuell);
    expect(beschreibung(jahr)).toContain(meldungen.baujahrManuell);
    expect(holeZustand().entwurf.selectedBaujahr).toBeNull();
  });

  test('am 1. April: 2020 → meldungen.aprilscherz2020, an anderen Tagen nicht', async () => {
    setClock(() => new Date(2026, 3, 1, 10, 0));
    await zeigeApp('/baujahr');
    const jahr = screen.getByLabelText('Baujahr eingeben');
    fireEvent.change(jahr, { target: { value: '2020' } });
    expect(screen.getByText(meldungen.aprilscherz2020)).toBeTruthy();
    fireEvent.change(jahr, { target: { value: '2019' } });
    expect(screen.queryByText(meldungen.aprilscherz2020)).toBeNull();
    setClock(() => new Date(2026, 3, 2, 10, 0));
    fireEvent.change(jahr, { target: { value: '2020' } });
    expect(screen.queryByText(meldungen.aprilscherz2020)).toBeNull();
  });
});

describe('Abweichungen', () => {
  const feld = (name: RegExp) => screen.getByRole('textbox', { name });
  /** issue 29: the fields show after the step's question is answered 'Ja' */
  const zeigeAbweichungsfelder = async () => {
    await zeigeApp('/abweichungen');
    fireEvent.click(screen.getByRole('radio', { name: /^Ja\b/ }));
  };

  test('Beschriftung mit Bereich in Klammern; Fassade A und B sperren sich gegenseitig', async () => {
    await zeigeAbweichungsfelder();
    expect(feld(/^Warmwasser \(-0,70 bis 0,00 Euro\)$/)).toBeTruthy();
    const a = feld(/^Besonders gestaltete Fassade \(/);
    const b = feld(/^Nicht besonders gestaltete Fassade \(/);
    fireEvent.change(a, { target: { value: '0,2' } });
    expect(input(b).disabled).toBe(true);
    expect(beschreibung(b)).toContain('Besonders gestaltete Fassade');
    fireEvent.change(a, { target: { value: '' } });
    expect(input(b).disabled).toBe(false);
  });

  test('Wert außerhalb der Grenzen: Feldmeldung und allgemeiner Fehler, kein Weiter', async () => {
    await zeigeAbweichungsfelder();
    const w = feld(/^Warmwasser \(/);
    fireEvent.change(w, { target: { value: '1' } });
    weiter();
    const erwartet = pruefeAbweichung('wasser', '1');
    await waitFor(() => expect(beschreibung(w)).toContain(erwartet ?? '—'));
    const texte = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(texte).toContain(erwartet);
    expect(texte.some((t) => t?.includes(meldungen.abweichungenGeneralError))).toBe(true);
    expect(aktuellerPfad()).toBe('/abweichungen');
  });

  test('Konflikt mit der Baujahrklasse: roter Kasten, Fehlerflag, Werte mit zwei Nachkommastellen', async () => {
    aendereEntwurf({ selectedBaujahr: 1 });
    await zeigeAbweichungsfelder();
    const r = feld(/^Rückgebäude \(/);
    expect(beschreibung(r)).toContain(meldungen.warnungTitel);
    fireEvent.change(r, { target: { value: '0,5' } });
    weiter();
    expect(aktuellerPfad()).toBe('/abweichungen');
    expect(holeZustand().fehler.abweichungen).toBe(true);
    expect(input(feld(/^Rückgebäude \(/)).value).toBe('0,50');
    const texte = (await screen.findAllByRole('alert')).map((a) => a.textContent ?? '');
    expect(texte.some((t) => t.includes(meldungen.konflikteAllgemein))).toBe(true);
    expect(
      texte.some((t) => t.startsWith(meldungen.konfliktTitel) && t.includes('Rückgebäude')),
    ).toBe(true);
  });

  test('Konflikt nach Weiter: die Sammelmeldung hat den Fokus sofort, danach Getipptes bleibt im Feld', async () => {
    aendereEntwurf({ selectedBaujahr: 1 });
    await zeigeAbweichungsfelder();
    vi.useFakeTimers();
    try {
      const r = feld(/^Rückgebäude \(/);
      fireEvent.change(r, { target: { value: '0,3' } });
      weiter();
      // no timer has run: the focus moved in the same commit that showed the banner
      const banner = screen
        .getAllByRole('alert')
        .find((a) => a.textContent?.includes(meldungen.konflikteAllgemein));
      expect(document.activeElement).toBe(banner);
      // the user goes back to the field and clears it; no pending focus move may follow
      act(() => feld(/^Rückgebäude \(/).focus());
      fireEvent.change(feld(/^Rückgebäude \(/), { target: { value: '' } });
      act(() => vi.runAllTimers());
      expect(document.activeElement).toBe(feld(/^Rückgebäude \(/));
      expect(
        screen
          .queryAllByRole('alert')
          .some((a) => a.textContent?.includes(meldungen.konfliktTitel)),
      ).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  test('gültige Werte werden als Zahlen gespeichert und führen zu den Betriebskosten', async () => {
    aendereEntwurf({ selectedBaujahr: 5 });
    await zeigeAbweichungsfelder();
    fireEvent.change(feld(/^Zusätzliche Begründung \(/), { target: { value: ' 1,5 ' } });
    weiter();
    await screen.findByRole('heading', { level: 1, name: 'Betriebskosten' });
    expect(holeZustand().entwurf.abweichungen.zusatz).toBe(1.5);
    expect(holeZustand().entwurf.abweichungen.wasser).toBe('');
    expect(holeZustand().entwurf.abweichungGesetzt).toBe(true);
  });
});

describe('Betriebskosten', () => {
  // §2 "disabled while the top choice is 0 or unset"; issue 29 (lead's decision 2): not even
  // shown then – nothing of it can be ticked
  test('Liste nicht wählbar bei Nettomiete oder ohne Wahl (nicht da), frei bei Bruttomiete; Sternchen mit Fußnote', async () => {
    await zeigeApp('/betriebskosten');
    const kabel = () => screen.getByRole('checkbox', { name: /^Kabelfernsehen \*/ });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: /^Nettomiete/ }));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: /^Bruttomiete oder Teilinklusivmiete/ }));
    expect(input(kabel()).disabled).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(18);
    expect(screen.getAllByRole('checkbox', { name: /\*/ }).map((k) => input(k).value)).toEqual([
      '15',
      '16',
      '17',
    ]);
    expect(screen.getByText(`* ${meldungen.betriebskostenFussnote}`)).toBeTruthy();
    fireEvent.click(kabel());
    expect(holeZustand().entwurf.selectedBetriebskostenB).not.toContain(17);
    const label = kabel().closest('label');
    expect(label?.classList.contains('option--gestrichen')).toBe(true);
    expect(within(label as HTMLElement).getByText('(nicht enthalten)')).toBeTruthy();
  });

  test('Weiter ohne Wahl meldet; Doppelklick auf Nettomiete führt zum Ergebnis', async () => {
    await zeigeApp('/betriebskosten');
    fireEvent.click(screen.getByRole('button', { name: 'Miete berechnen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(meldungen.auswahlFehlt);
    fireEvent.doubleClick(screen.getByRole('radio', { name: /^Nettomiete/ }));
    await waitFor(() => expect(aktuellerPfad()).not.toBe('/betriebskosten'));
    expect(holeZustand().entwurf.selectedBetriebskostenA).toBe(0);
  });
});

describe('Info-Panel', () => {
  test('Aufklappknopf mit aria-expanded; info=wohnlage öffnet das Panel und scrollt nach 500 ms', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await zeigeApp('/wohnlage?info=wohnlage');
    const knopf = screen.getByRole('button', { name: 'Info' });
    expect(knopf.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/Wohnlagenkarte des Mietspiegels/)).toBeTruthy();
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    fireEvent.click(knopf);
    expect(knopf.getAttribute('aria-expanded')).toBe('false');
  });

  test('ohne Parameter ist das Panel zu und öffnet sich per Klick', async () => {
    await zeigeApp('/haustyp');
    const knopf = screen.getByRole('button', { name: 'Info' });
    expect(knopf.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(knopf);
    expect(await screen.findByText('Gebäude mit Baujahr vor 1949')).toBeTruthy();
  });

  test('Haustyp-Info nennt die Altbau-Baujahrklassen mit ihren Namen aus der Ausgabe', async () => {
    await zeigeApp('/haustyp');
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(
      await screen.findByText(/\(Baujahrklassen „bis 1918“, „1919 – 1929“ und „1930 – 1948“\)/),
    ).toBeTruthy();
  });
});
