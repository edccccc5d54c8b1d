// issue 13: the comparison of the user's rent with the result, at every boundary
// (STYLE.md 10: tables at the boundaries, properties against a second formulation).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beispielVergleichswerte } from '../../test/beispiel.ts';
import {
  mietbasis,
  mietvergleichInWorten,
  skalaFuer,
  vergleicheMiete,
  type MietLage,
} from '../index.ts';

// the worked example (test/beispiel.ts)
const E = beispielVergleichswerte();

describe('vergleicheMiete: Lage an jeder Grenze (Monatsbeträge nach §2.7)', () => {
  it.each<[number, MietLage]>([
    [73752, 'unterSpanne'], // one cent below the lower limit
    [73753, 'unterMittel'], // exactly on the lower limit: within the range
    [92158, 'unterMittel'],
    [92159, 'mittel'], // exactly on the average
    [92160, 'ueberMittel'],
    [110302, 'ueberMittel'], // exactly on the upper limit: within the range
    [110303, 'ueberSpanne'], // one cent above
  ])('%i Cent → %s', (miete, lage) => {
    expect(vergleicheMiete(miete, E).lage).toBe(lage);
  });

  it('nennt ihre Miete je m² und die Unterschiede in €/m², € im Monat und %', () => {
    const v = vergleicheMiete(80000, E);
    // 800,00 / 65,5 = 12,2137… → 12,21 €/m²
    expect(v.mieteProQmCent).toBe(1221);
    expect(v.differenzProQmCent).toBe(1221 - 1407);
    expect(v.differenzCent).toBe(80000 - 92159);
    // -12159 / 92159 = -13,19… % → -13,2 %
    expect(v.differenzZehntelProzent).toBe(-132);
    const w = mietvergleichInWorten(v, 'netto');
    expect(w.lage).toBe(
      'Ihre Miete liegt innerhalb der Spanne der ortsüblichen Vergleichsmiete, unter dem Durchschnitt.',
    );
    expect(w.differenz).toBe(
      'Ihre Miete von 12,21 €/m² liegt 1,86 €/m² (121,59 € im Monat, 13,2 %) unter dem Durchschnitt von 14,07 €/m².',
    );
    expect(w.bildtext).toBe(
      'Skala der Miete je m²: Spanne der ortsüblichen Vergleichsmiete von 11,26 €/m² bis 16,84 €/m², Durchschnitt 14,07 €/m², mit begründeten Abweichungen 14,07 €/m², Ihre Miete 12,21 €/m²: innerhalb der Spanne, unter dem Durchschnitt.',
    );
    expect(w.zeilen[0]).toEqual(['Ihre Nettokaltmiete im Monat', '800,00 €']);
  });

  it('auf dem Durchschnitt: kein Unterschied, und der Satz sagt es', () => {
    const v = vergleicheMiete(92159, E);
    expect([v.differenzCent, v.differenzProQmCent, v.differenzZehntelProzent]).toEqual([0, 0, 0]);
    expect(mietvergleichInWorten(v, 'netto').lage).toBe(
      'Ihre Miete entspricht genau der durchschnittlichen ortsüblichen Vergleichsmiete.',
    );
  });

  it('die Mietbasis folgt der Antwort zu den Betriebskosten', () => {
    expect(mietbasis({ selectedBetriebskostenA: 0 })).toBe('netto');
    expect(mietbasis({ selectedBetriebskostenA: null })).toBe('netto');
    expect(mietbasis({ selectedBetriebskostenA: 1 })).toBe('brutto');
    const v = vergleicheMiete(130000, E);
    expect(mietvergleichInWorten(v, 'brutto').zeilen[0]?.[0]).toBe(
      'Ihre Miete einschließlich der gewählten Betriebskosten im Monat',
    );
  });

  it('die Skala hält die Spanne und jede Marke in 0..1, auch ihre Miete außerhalb der Spanne', () => {
    for (const miete of [30000, 92159, 200000]) {
      const s = skalaFuer(vergleicheMiete(miete, E));
      for (const m of s.marken) {
        expect(m.anteil).toBeGreaterThan(0);
        expect(m.anteil).toBeLessThan(1);
      }
      expect(s.spanne.von).toBeLessThan(s.spanne.bis);
    }
  });

  // Second formulation: the position from how many of the three limits lie strictly below the
  // rent and how many lie at or below it.
  it('Eigenschaft: die Lage entspricht dem Rang unter Untergrenze, Durchschnitt und Obergrenze', () => {
    const grenzen = [73753, 92159, 110302];
    const tabelle: Record<string, MietLage> = {
      '00': 'unterSpanne',
      '01': 'unterMittel',
      '11': 'unterMittel',
      '12': 'mittel',
      '22': 'ueberMittel',
      '23': 'ueberMittel',
      '33': 'ueberSpanne',
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: 400000 }),
          fc.constantFrom(...grenzen.flatMap((g) => [g - 1, g, g + 1])),
        ),
        (miete) => {
          const kleiner = grenzen.filter((g) => g < miete).length;
          const hoechstens = grenzen.filter((g) => g <= miete).length;
          expect(vergleicheMiete(miete, E).lage).toBe(tabelle[`${kleiner}${hoechstens}`]);
        },
      ),
    );
  });

  it('Eigenschaft: je m² und Prozent sind die genauen Quotienten, auf die nächste Einheit gerundet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 20_000, max: 160_000 }),
        (miete, tausendstel) => {
          const v = vergleicheMiete(miete, { ...E, flaecheTausendstel: tausendstel });
          // |rounded × area − exact| ≤ half a unit, in integers (no division)
          expect(Math.abs(v.mieteProQmCent * tausendstel - miete * 1000) * 2).toBeLessThanOrEqual(
            tausendstel,
          );
          const p = v.differenzZehntelProzent ?? 0;
          expect(Math.abs(p * v.mittelCent - v.differenzCent * 1000) * 2).toBeLessThanOrEqual(
            v.mittelCent,
          );
        },
      ),
    );
  });
});
