import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ergebnisAlsJson } from './ergebnis-json';
import type { Ergebnis } from './typen';
import fixture from '../test/fixtures/beispiel-berechnung.json';

/** An Ergebnis whose numbers come from `zahl` (amounts or anything else). */
function ergebnisMit(zahl: fc.Arbitrary<number>): fc.Arbitrary<Ergebnis> {
  return fc.record({
    ortsueblicheMieteProQM: zahl,
    ortsueblicheMiete: zahl,
    ortsueblicheMieteSpanneUntenProQM: zahl,
    ortsueblicheMieteSpanneUnten: zahl,
    ortsueblicheMieteSpanneObenProQM: zahl,
    ortsueblicheMieteSpanneOben: zahl,
    ortsueblicheMieteSpanneBegruendeteAbweichungenProQM: zahl,
    ortsueblicheMieteSpanneBegruendeteAbweichungen: zahl,
    schwankungObenProQm: zahl,
    schwankungUntenProQm: zahl,
    begruendeteAbweichungenProQmTrue: zahl,
    begruendeteAbweichungenTooHigh: fc.boolean(),
    begruendeteAbweichungenTooLow: fc.boolean(),
    aufschluesselung: fc.record({
      grundpreisProQm: zahl,
      zuschlaege: fc.array(
        fc.record({
          merkmal: fc.string({ unit: 'binary' }),
          bezeichnung: fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
          euroProQm: zahl,
        }),
        { maxLength: 14 },
      ),
      betriebskostenProQm: zahl,
    }),
  });
}

describe('ergebnisAlsJson', () => {
  it('is JSON.stringify for amounts of whole cents, small and large, negative and zero', () => {
    const cents = fc.oneof(
      fc.integer({ min: -100_000, max: 100_000 }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(ergebnisMit(cents.map((c) => c / 100)), (e) => {
        expect(ergebnisAlsJson(e)).toBe(JSON.stringify(e));
      }),
      { numRuns: 1000 },
    );
  });

  it('is JSON.stringify for any other number and any label text', () => {
    fc.assert(
      fc.property(ergebnisMit(fc.double()), (e) => {
        expect(ergebnisAlsJson(e)).toBe(JSON.stringify(e));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes the edge amounts like JSON does', () => {
    const e = (x: number) =>
      JSON.parse(ergebnisAlsJson({ ...beispiel, ortsueblicheMieteProQM: x })) as Ergebnis;
    for (const [x, text] of [
      [0, '0'],
      [-0, '0'],
      [0.05, '0.05'],
      [-0.05, '-0.05'],
      [11.7, '11.7'],
      [-2.81, '-2.81'],
      [1103.02, '1103.02'],
      [0.1 + 0.2, '0.30000000000000004'],
      [Number.NaN, 'null'],
    ] as const) {
      expect(ergebnisAlsJson({ ...beispiel, ortsueblicheMieteProQM: x })).toContain(
        `{"ortsueblicheMieteProQM":${text},`,
      );
      expect(e(x).ortsueblicheMieteProQM).toBe(Number.isNaN(x) ? null : x === 0 ? 0 : x);
    }
  });

  it('escapes quotes, backslashes and control characters in labels', () => {
    const z = { merkmal: 'a"b\\c', bezeichnung: 'Zeile\nTab\t\u0001 „Küche“ – €', euroProQm: 1.37 };
    const json = ergebnisAlsJson({
      ...beispiel,
      aufschluesselung: { ...beispiel.aufschluesselung, zuschlaege: [z] },
    });
    expect((JSON.parse(json) as Ergebnis).aufschluesselung.zuschlaege).toEqual([z]);
    expect(json).toBe(
      JSON.stringify({
        ...beispiel,
        aufschluesselung: { ...beispiel.aufschluesselung, zuschlaege: [z] },
      }),
    );
  });

  it('escapes a lone surrogate like JSON.stringify, also in an otherwise plain label', () => {
    for (const bezeichnung of ['Küche \ud800', '\udfff', 'a\ud83d\ude00b']) {
      const e = {
        ...beispiel,
        aufschluesselung: {
          ...beispiel.aufschluesselung,
          zuschlaege: [{ merkmal: 'kueche', bezeichnung, euroProQm: 0.5 }],
        },
      };
      expect(ergebnisAlsJson(e)).toBe(JSON.stringify(e));
    }
  });
});

// The worked example's answer (berechnungsregeln.md §2/§3).
const beispiel: Ergebnis = fixture.expected;
