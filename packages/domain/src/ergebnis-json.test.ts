import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  berechneInCent,
  ergebnisAusCent,
  feststehendePosten,
  type BerechnungInCent,
  type ZuschlagInCent,
} from './berechnung';
import { ergebnisText } from './ergebnis-json';
import type { Berechnung, Ergebnis } from './typen';
import fixture from '../test/fixtures/beispiel-berechnung.json';

/** Intermediate values of §2 with arbitrary cents (`cent`) and arbitrary labels. */
function inCentMit(cent: fc.Arbitrary<number>): fc.Arbitrary<BerechnungInCent> {
  const posten: fc.Arbitrary<ZuschlagInCent> = fc.oneof(
    fc.constantFrom(...feststehendePosten),
    fc.record({
      merkmal: fc.string({ unit: 'binary' }),
      bezeichnung: fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
      cent,
    }),
  );
  return fc.record({
    flaecheTausendstel: fc.integer({ min: 20_000, max: 160_000 }),
    tabellenQm: fc.integer({ min: 20, max: 160 }),
    grundpreis: cent,
    zuschlaege: fc.array(posten, { maxLength: 14 }),
    betriebskosten: cent,
    mittel: cent,
    schwankungUnten: cent,
    schwankungOben: cent,
    spanneUnten: cent,
    spanneOben: cent,
    abweichungenSumme: cent,
    abweichungenGekappt: cent,
    zuHoch: fc.boolean(),
    zuNiedrig: fc.boolean(),
    mitAbweichungen: cent,
    monatlich: fc.record({
      mittel: cent,
      spanneUnten: cent,
      spanneOben: cent,
      mitAbweichungen: cent,
    }),
  });
}

const beispielInCent = berechneInCent(fixture.given as unknown as Berechnung);
const mit = (teil: Partial<BerechnungInCent>): BerechnungInCent => ({ ...beispielInCent, ...teil });

describe('ergebnisText', () => {
  it('is JSON.stringify of the result for whole cents, small and large, negative and zero', () => {
    const cent = fc.oneof(
      fc.integer({ min: -100_000, max: 100_000 }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(inCentMit(cent), (c) => {
        expect(ergebnisText(c)).toBe(JSON.stringify(ergebnisAusCent(c)));
      }),
      { numRuns: 1000 },
    );
  });

  it('is JSON.stringify of the result even for amounts that are not whole cents', () => {
    fc.assert(
      fc.property(inCentMit(fc.double()), (c) => {
        expect(ergebnisText(c)).toBe(JSON.stringify(ergebnisAusCent(c)));
      }),
      { numRuns: 300 },
    );
  });

  it('is the worked example (berechnungsregeln.md §2/§3)', () => {
    expect(JSON.parse(ergebnisText(beispielInCent))).toEqual(fixture.expected);
  });

  it('writes the edge amounts like JSON does', () => {
    for (const [cent, text] of [
      [0, '0'],
      [-0, '0'],
      [5, '0.05'],
      [-5, '-0.05'],
      [10, '0.1'],
      [1170, '11.7'],
      [-281, '-2.81'],
      [110302, '1103.02'],
      [-100, '-1'],
    ] as const) {
      expect(ergebnisText(mit({ mittel: cent }))).toContain(`{"ortsueblicheMieteProQM":${text},`);
    }
  });

  it('writes every shared entry of Tabelle 3 with its own label and amount', () => {
    for (const p of feststehendePosten) {
      const e = JSON.parse(ergebnisText(mit({ zuschlaege: [p] }))) as Ergebnis;
      expect(e.aufschluesselung.zuschlaege).toEqual([
        { merkmal: p.merkmal, bezeichnung: p.bezeichnung, euroProQm: p.cent / 100 },
      ]);
    }
  });

  it('escapes quotes, backslashes, control characters and lone surrogates in labels', () => {
    for (const bezeichnung of [
      'Zeile\nTab\t\u0001 „Küche“ – €',
      'a"b\\c',
      'Küche \ud800',
      '\udfff',
      'a\ud83d\ude00b',
    ]) {
      const c = mit({ zuschlaege: [{ merkmal: 'kueche', bezeichnung, cent: 50 }] });
      expect(ergebnisText(c)).toBe(JSON.stringify(ergebnisAusCent(c)));
      const e = JSON.parse(ergebnisText(c)) as Ergebnis;
      expect(e.aufschluesselung.zuschlaege[0]?.bezeichnung).toBe(
        JSON.parse(JSON.stringify(bezeichnung)),
      );
    }
  });
});
