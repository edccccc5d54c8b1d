import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import fixture from '../test/fixtures/beispiel-berechnung.json';
import { berechnungSchema, entwurfSchema, pdfParameterSchema } from './schema';
import { typPruefer, typPrueferQuelltext } from './typpruefung';

// Values of every JSON type and a few that only JavaScript has (undefined, NaN, Infinity).
const beliebig = fc.oneof(
  fc.constantFrom(undefined, null, NaN, Infinity, -Infinity, -0, '', '65,5', [], {}),
  fc.integer({ min: -3, max: 20 }),
  fc.double(),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 17 }), fc.constant(null), fc.string()), {
    maxLength: 4,
  }),
  fc.dictionary(fc.constantFrom('wasser', 'fassadeA', 'balkonGross', 'x'), fc.jsonValue()),
);

/** The worked example with some fields replaced, removed or added. */
const koerper = fc
  .record({
    ersetzt: fc.dictionary(fc.constantFrom(...Object.keys(fixture.given), 'unbekannt'), beliebig, {
      maxKeys: 3,
    }),
    abweichungen: fc.dictionary(
      fc.constantFrom(...Object.keys(fixture.given.abweichungen), 'balkonA', 'balkonGross'),
      beliebig,
      { maxKeys: 2 },
    ),
    entfernt: fc.subarray(Object.keys(fixture.given), { maxLength: 3 }),
  })
  .map(({ ersetzt, abweichungen, entfernt }) => {
    const k: Record<string, unknown> = {
      ...structuredClone(fixture.given),
      abweichungen: { ...fixture.given.abweichungen, ...abweichungen },
      ...ersetzt,
    };
    for (const f of entfernt) delete k[f];
    return k;
  });

describe('typPruefer: the same verdict as zod', () => {
  it.each([
    ['berechnungSchema', berechnungSchema],
    ['entwurfSchema', entwurfSchema],
  ] as const)('%s, for changed bodies and arbitrary values', (_name, schema) => {
    const pruefe = typPruefer(schema);
    fc.assert(
      fc.property(fc.oneof(koerper, beliebig, fc.anything()), (wert) => {
        expect(pruefe(wert)).toBe(z.safeParse(schema, wert).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('pdfParameterSchema, with the calculation nested', () => {
    const pruefe = typPruefer(pdfParameterSchema);
    const pdfKoerper = fc.record(
      {
        berechnung: fc.oneof(koerper, beliebig),
        zusaetzlicheBegruendungen: beliebig,
        stichtagsdifferenz: fc.oneof(
          beliebig,
          fc.record({ stand: beliebig, hoehe: beliebig }, { requiredKeys: [] }),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(pdfKoerper, (wert) => {
        expect(pruefe(wert)).toBe(z.safeParse(pdfParameterSchema, wert).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the worked example and refuses each wrong type', () => {
    const pruefe = typPruefer(berechnungSchema);
    expect(pruefe(structuredClone(fixture.given))).toBe(true);
    expect(pruefe({})).toBe(true); // every field may be missing (422, not 400)
    for (const falsch of [
      { wohnflaeche: 65.5 },
      { selectedBaujahr: '5' },
      { selectedBaujahr: NaN },
      { selectedSanitaerbereich: [1, '2'] },
      { selectedSanitaerbereich: [1, null] },
      { abweichungGesetzt: null },
      { abweichungen: { wasser: true } },
      { abweichungen: [] },
    ]) {
      expect(pruefe({ ...structuredClone(fixture.given), ...falsch }), JSON.stringify(falsch)).toBe(
        false,
      );
    }
    for (const kein of [null, undefined, [], 'text', 5]) expect(pruefe(kein)).toBe(false);
  });
});

describe('typPruefer: only the node kinds it knows', () => {
  it.each([
    ['a refinement', z.object({ a: z.number().check(z.minimum(0)) })],
    ['an integer', z.object({ a: z.int() })],
    ['a literal', z.object({ a: z.literal('x') })],
    ['a catchall', z.catchall(z.object({ a: z.string() }), z.number())],
    ['a union of objects', z.union([z.object({ a: z.string() }), z.null()])],
  ])('refuses %s when it is derived', (_name, schema) => {
    expect(() => typPrueferQuelltext(schema)).toThrow(/Typprüfung/);
  });

  it('reads keys by name, quoted, so no key can change the generated code', () => {
    const schema = z.object({ 'a"]; return true; //': z.string() });
    const pruefe = typPruefer(schema);
    expect(pruefe({ 'a"]; return true; //': 5 })).toBe(false);
    expect(pruefe({ 'a"]; return true; //': 'x' })).toBe(true);
  });
});
