import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { leererEntwurf } from '@mietspiegel/domain';
import { richteTestsEin, zeigeApp } from '../test/hilfen';
import { WOHNFLAECHE_LABEL } from '../wizard/steps/WohnflaecheSchritt';
import { lade, SPEICHER_SCHLUESSEL } from './speicher';
import { aendere, aendereEntwurf, holeZustand, neuLaden, zuruecksetzen } from './store';

richteTestsEin();

describe('Speicherung im Browser', () => {
  test('Antworten überstehen ein Neuladen (Rundreise über localStorage)', () => {
    aendereEntwurf({ wohnflaeche: '65.5', selectedBaujahr: 5, selectedSanitaerbereich: [1, 3] });
    aendere({ baujahrManuell: '1985', adresse: 'Marienplatz 1' });
    expect(window.localStorage.getItem(SPEICHER_SCHLUESSEL)).toContain('"selectedBaujahr":5');
    neuLaden();
    const z = holeZustand();
    expect(z.entwurf.wohnflaeche).toBe('65.5');
    expect(z.entwurf.selectedBaujahr).toBe(5);
    expect(z.entwurf.selectedSanitaerbereich).toEqual([1, 3]);
    expect(z.baujahrManuell).toBe('1985');
    expect(z.adresse).toBe('Marienplatz 1');
  });

  test('der Freitext für das PDF wird nicht im Browser gespeichert', () => {
    aendere({ zusaetzlicheBegruendungen: 'Geheim' });
    aendereEntwurf({ selectedWohnlage: 1 });
    expect(window.localStorage.getItem(SPEICHER_SCHLUESSEL)).not.toContain('Geheim');
  });

  test('Zurücksetzen löscht die gespeicherten Antworten', () => {
    aendereEntwurf({ selectedBaujahr: 3 });
    zuruecksetzen();
    expect(window.localStorage.getItem(SPEICHER_SCHLUESSEL)).toBeNull();
    neuLaden();
    expect(holeZustand().entwurf).toEqual(leererEntwurf());
  });

  test.each([
    ['kein JSON', '{nicht json'],
    ['null', 'null'],
    ['falscher Typ', JSON.stringify({ entwurf: { ...leererEntwurf(), selectedBaujahr: 'fünf' } })],
    ['fehlende Felder', JSON.stringify({ entwurf: { wohnflaeche: '50' } })],
    ['Zahl statt Objekt', '42'],
  ])('beschädigte Daten (%s) ergeben die Standardwerte', (_name, roh) => {
    window.localStorage.setItem(SPEICHER_SCHLUESSEL, roh);
    expect(lade().entwurf).toEqual(leererEntwurf());
  });

  test('beschädigte Daten bringen die App nicht zum Absturz', async () => {
    window.localStorage.setItem(SPEICHER_SCHLUESSEL, '{"entwurf": {"wohnflaeche": 5}}');
    neuLaden();
    await zeigeApp('/wohnflaeche');
    expect((screen.getByLabelText(WOHNFLAECHE_LABEL) as HTMLInputElement).value).toBe('');
  });

  test('gespeicherte Fläche erscheint nach dem Neuladen im Feld', async () => {
    aendereEntwurf({ wohnflaeche: '72.25' });
    neuLaden();
    await zeigeApp('/wohnflaeche');
    expect((screen.getByLabelText(WOHNFLAECHE_LABEL) as HTMLInputElement).value).toBe('72.25');
  });
});
