import { describe, expect, it } from 'vitest';
import fixture from '../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { leererEntwurf, schalteMehrfachauswahl } from './entwurf.ts';
import { keineFehlerFlags } from './konflikte.ts';
import {
  berechnungsdatenSchema,
  entwurfSchema,
  fehlerFlagsSchema,
  pdfParameterSchema,
} from './schema.ts';

describe('wire schemas', () => {
  it('accept the empty draft and a stored template', () => {
    expect(entwurfSchema.safeParse(leererEntwurf()).success).toBe(true);
    const daten = {
      pdfParameters: {
        berechnung: leererEntwurf(),
        stichtagsdifferenz: null,
        zusaetzlicheBegruendungen: 'Adresse:',
      },
      ergebnis: fixture.expected,
      errors: keineFehlerFlags(),
      aktuellerSchritt: 19,
    };
    expect(berechnungsdatenSchema.parse(daten)).toEqual(daten);
    expect(berechnungsdatenSchema.safeParse({ ...daten, ergebnis: null }).success).toBe(true);
  });

  it('reject wrong types', () => {
    expect(entwurfSchema.safeParse({ ...leererEntwurf(), selectedBaujahr: '3' }).success).toBe(
      false,
    );
    expect(fehlerFlagsSchema.safeParse({ ...keineFehlerFlags(), baujahr: 1 }).success).toBe(false);
    const daten = {
      pdfParameters: { berechnung: leererEntwurf() },
      ergebnis: null,
      errors: keineFehlerFlags(),
      aktuellerSchritt: 2.5,
    };
    expect(berechnungsdatenSchema.safeParse(daten).success).toBe(false);
    expect(
      pdfParameterSchema.safeParse({
        berechnung: fixture.given,
        stichtagsdifferenz: { stand: 1, hoehe: 1 },
      }).success,
    ).toBe(false);
  });
});

describe('draft defaults and multi-select (§3)', () => {
  it('starts empty with all 18 operating-cost items selected', () => {
    const e = leererEntwurf();
    expect(e.wohnflaeche).toBe('');
    expect(e.selectedBaujahr).toBeNull();
    expect(e.selectedSanitaerbereich).toEqual([]);
    expect(e.selectedBetriebskostenA).toBeNull();
    expect(e.selectedBetriebskostenB).toEqual([...Array(18).keys()]);
    expect(leererEntwurf()).not.toBe(e); // a fresh object each time
  });

  it.each([
    [[], 1, [1]],
    [[1], 2, [1, 2]],
    [[1, 2], 1, [2]],
    [[1, 2], 5, [5]],
    [[5], 1, [1]],
    [[5], 5, []],
  ])('toggling %j with %i → %j (none = 5)', (vorher, id, nachher) => {
    expect(schalteMehrfachauswahl(vorher, id, 5)).toEqual(nachher);
  });
});
