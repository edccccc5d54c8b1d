import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ausgabe,
  formatEuroProQm,
  formatZahl,
  leererEntwurf,
  vorlaeufigeMieteProQm,
  vorlaeufigeTabellen,
} from '@mietspiegel/domain';
import { aendereEntwurf, holeZustand } from '../store/store';
import { aktuellerPfad, richteTestsEin, zeigeApp } from '../test/hilfen';

richteTestsEin();

describe('Neue Berechnung (/berechnung)', () => {
  test('„Ja, Daten löschen“ setzt alles zurück und führt zur Wohnfläche', async () => {
    aendereEntwurf({ wohnflaeche: '50', selectedBaujahr: 4 });
    await zeigeApp('/berechnung');
    fireEvent.click(screen.getByRole('button', { name: 'Ja, Daten löschen' }));
    await screen.findByRole('heading', { level: 1, name: 'Wohnfläche' });
    expect(aktuellerPfad()).toBe('/wohnflaeche');
    expect(holeZustand().entwurf).toEqual(leererEntwurf());
  });

  test('„Nein, Daten nicht löschen“ behält die Antworten', async () => {
    aendereEntwurf({ wohnflaeche: '50', selectedBaujahr: 4 });
    await zeigeApp('/berechnung');
    fireEvent.click(screen.getByRole('button', { name: 'Nein, Daten nicht löschen' }));
    await waitFor(() => expect(aktuellerPfad()).toBe('/wohnflaeche'));
    expect(holeZustand().entwurf.selectedBaujahr).toBe(4);
  });
});

describe('Zu- und Abschläge (/zuschlaege)', () => {
  test('Tabellen aus den Ausgabedaten und Herkunftshinweis für vorläufige Tabellen', async () => {
    await zeigeApp('/zuschlaege');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zu- und Abschläge');
    const notizen = vorlaeufigeTabellen();
    expect(notizen.length).toBeGreaterThan(0);
    for (const n of notizen) expect(screen.getByText(n)).toBeTruthy();
    const wohnlage = screen.getByRole('row', { name: /^Beste Lage/ });
    expect(wohnlage.textContent).toContain(formatZahl(ausgabe.zuschlaege.wohnlage[2] ?? NaN));
    expect(screen.getAllByRole('row', { name: /Kabelfernsehen \*/ })).toHaveLength(1);
    // the wide table scrolls in a focusable, named region
    expect(
      screen.getByRole('region', { name: 'Grundpreise (Tabelle 2)' }).getAttribute('tabindex'),
    ).toBe('0');
  });
});

describe('Vorläufige Miete (Vorschau)', () => {
  test('erscheint erst mit Fläche, Baujahr und Wohnlage und ist als vorläufig gekennzeichnet', async () => {
    aendereEntwurf({ wohnflaeche: '65.5', selectedBaujahr: 5 });
    await zeigeApp('/wohnlage');
    expect(screen.queryByText(/Vorläufige Durchschnittsmiete/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^Gute Lage/ }));
    const cent = vorlaeufigeMieteProQm(holeZustand().entwurf);
    expect(cent).not.toBeNull();
    const vorschau = screen.getByText(/Vorläufige Durchschnittsmiete/);
    expect(vorschau.textContent).toContain(formatEuroProQm(cent ?? 0));
    expect(vorschau.textContent).toContain('vorläufig');
  });
});
