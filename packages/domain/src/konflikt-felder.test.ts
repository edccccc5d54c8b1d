import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leererEntwurf } from './entwurf';
import { ermittleKonflikte, konfliktFelder } from './konflikte';
import { schritte } from './schritte';
import type { AbweichungsWert, BerechnungEntwurf } from './typen';

// Deviation values as the wizard and the API carry them: blank, text with comma or spaces,
// invalid text, numbers (zero, non-zero, too many decimals).
const abweichungsWert: fc.Arbitrary<AbweichungsWert> = fc.oneof(
  fc.constantFrom<AbweichungsWert>('', null, ' ', '0', '0,00', 'abc', '1.234'),
  fc.constantFrom<AbweichungsWert>('0,5', ' -0,25 ', '1', '0.2', '-1,5'),
  fc.constantFrom<AbweichungsWert>(0, 0.1, -0.25, 1e-7, 2),
);

/** Any draft: every choice null, in range or just outside it; lists unsorted with duplicates. */
const entwurf: fc.Arbitrary<BerechnungEntwurf> = fc
  .record({
    einzeln: fc.tuple(
      ...schritte
        .filter((s) => s.art !== 'wohnflaeche' && s.art !== 'abweichungen' && s.art !== 'mehrfach')
        .map((s) =>
          fc.tuple(
            fc.constant(s.feld),
            fc.option(fc.integer({ min: 0, max: s.optionen.length }), { nil: null }),
          ),
        ),
    ),
    selectedSanitaerbereich: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
    selectedElektrogeraete: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }),
    abweichungen: fc.record({
      wasser: abweichungsWert,
      rueckgebaeude: abweichungsWert,
      waermedaemmung: abweichungsWert,
      fassadeA: abweichungsWert,
      fassadeB: abweichungsWert,
      zusatz: abweichungsWert,
      balkonGross: fc.option(abweichungsWert, { nil: undefined }),
    }),
  })
  .map(({ einzeln, selectedSanitaerbereich, selectedElektrogeraete, abweichungen }) => ({
    ...leererEntwurf(),
    ...Object.fromEntries(einzeln),
    selectedSanitaerbereich,
    selectedElektrogeraete,
    abweichungen,
  }));

describe('konfliktFelder (the lean check of pruefeBerechnung)', () => {
  it('finds exactly the conflicts of ermittleKonflikte, same texts, same order', () => {
    let mitKonflikt = 0;
    fc.assert(
      fc.property(entwurf, (e) => {
        const erwartet = ermittleKonflikte(e).felder;
        if (erwartet.length > 0) mitKonflikt += 1;
        expect(konfliktFelder(e)).toEqual(erwartet);
      }),
      { numRuns: 2000 },
    );
    // the drafts must exercise the rules, not only the empty case
    expect(mitKonflikt).toBeGreaterThan(500);
  });

  it('reports both sides of a clash with the request to change the input (§4)', () => {
    const e = { ...leererEntwurf(), selectedBaujahr: 7, selectedFussbodenheizung: 0 };
    const k = konfliktFelder(e);
    expect(k.map((x) => [x.feld, x.mitSchritt])).toEqual([
      ['selectedBaujahr', 'fussbodenheizung'],
      ['selectedFussbodenheizung', 'baujahr'],
    ]);
    for (const x of k) expect(x.meldung).toMatch(/Bitte ändern Sie Ihre Eingabe\.$/);
  });

  it('is empty for a draft without answers and for a deviation of zero', () => {
    expect(konfliktFelder(leererEntwurf())).toEqual([]);
    const e = leererEntwurf();
    e.selectedBaujahr = 0;
    e.abweichungen.rueckgebaeude = '0,00'; // Rückgebäude only after 1948, but zero is no value
    expect(konfliktFelder(e)).toEqual([]);
    e.abweichungen.rueckgebaeude = '0,10';
    expect(konfliktFelder(e).map((x) => x.feld)).toEqual([
      'selectedBaujahr',
      'abweichungen.rueckgebaeude',
    ]);
  });
});
