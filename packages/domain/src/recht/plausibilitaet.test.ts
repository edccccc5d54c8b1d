// issue 26 §6: amounts that cannot be a monthly rent for the flat ("12.5" read as 12,50 €, "1.10"
// as 1,10 €: 0,02 €/m²) get a note with the likely meant amount before any verdict, not
// "99,9 % unter dem Durchschnitt". Worked example: 65,5 m², range 11,26 … 16,84 €/m².
import { describe, expect, it } from 'vitest';
import { beispielVergleichswerte } from '../../test/beispiel.ts';
import {
  leereBremsenEingabe,
  mieterhoehungInWorten,
  mietpreisbremseInWorten,
  mietvergleichInWorten,
  pruefeMieterhoehung,
  pruefeMietpreisbremse,
  vergleicheMiete,
} from '../index.ts';
import { unplausibleMiete } from './plausibilitaet.ts';

const E = beispielVergleichswerte();

describe('eine Miete, die keine Monatsmiete für die Wohnung sein kann', () => {
  it('1,10 € („1.10“): Hinweis mit 0,02 €/m² und „Meinten Sie 1.100,00 €?“ statt eines Urteils', () => {
    const w = mietvergleichInWorten(vergleicheMiete(110, E), 'netto');
    expect(w.lage).toBe(
      'Ihre Miete von 1,10 € im Monat wären 0,02 €/m² für 65,5 m² – das kann keine Monatsmiete für diese Wohnung sein. Meinten Sie 1.100,00 €? Bitte prüfen Sie Ihre Eingabe; erst dann vergleicht der Rechner.',
    );
    expect([w.differenz, w.zeilen, w.bildtext]).toEqual(['', [], '']);
    expect(JSON.stringify(w)).not.toMatch(/unter dem Durchschnitt|%/);
  });

  it('12,50 € („12.5“) → „Meinten Sie 1.250,00 €?“; 110.000 € → 1.100,00 €', () => {
    expect(unplausibleMiete(1250, E)).toContain('Meinten Sie 1.250,00 €?');
    expect(unplausibleMiete(11000000, E)).toContain('Meinten Sie 1.100,00 €?');
  });

  it('plausible Mieten bleiben ohne Hinweis, auch weit unter und über der Spanne', () => {
    for (const cent of [20000, 73752, 92159, 110303, 300000])
      expect(vergleicheMiete(cent, E).unplausibel).toBeNull();
  });

  it('Mietpreisbremse: kein Urteil, keine Zahlen, nur der Hinweis', () => {
    const e = { ...leereBremsenEingabe(), beginn: '2026-01-01', mieteCent: 110 };
    const p = pruefeMietpreisbremse(e, E)!;
    expect(p.urteil).toBe('nichtPruefbar');
    const w = mietpreisbremseInWorten(p, e, 'netto');
    expect(w.urteil).toContain('Meinten Sie 1.100,00 €?');
    expect([w.zeilen, w.folgen, w.saetze]).toEqual([[], [], []]);
  });

  it('Mieterhöhung: eine verlangte Miete von 1,10 € wird nicht beurteilt', () => {
    const p = pruefeMieterhoehung(
      { neueMieteCent: 110, mieteVorDreiJahrenCent: 80000, letzteErhoehung: null, zugang: null },
      E,
      '2026-03-01',
    );
    const punkte = mieterhoehungInWorten(p, E);
    expect(punkte.map((x) => [x.titel, x.urteil])).toEqual([
      ['Bitte prüfen Sie Ihre Angaben', 'nicht prüfbar'],
    ]);
    expect(punkte[0]!.saetze[0]).toContain('Die verlangte Miete von 1,10 € im Monat');
  });
});
