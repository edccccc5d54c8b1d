import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { leererEntwurf, schalteMehrfachauswahl } from '../eingabe/entwurf.ts';
import { keineFehlerFlags } from '../eingabe/konflikte.ts';
import {
  berechnungsdatenSchema,
  entwurfSchema,
  fehlerFlagsSchema,
  pdfParameterSchema,
} from './schema.ts';

describe('Schemas der Schnittstelle', () => {
  it('nehmen den leeren Entwurf und eine gespeicherte Vorlage an', () => {
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

  it('weisen falsche Typen ab', () => {
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

describe('Vorgaben des Entwurfs und Mehrfachauswahl (§3)', () => {
  it('beginnt leer, mit allen 18 Betriebskostenpositionen ausgewählt', () => {
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
  ])('Umschalten von %j mit %i → %j (keine = 5)', (vorher, id, nachher) => {
    expect(schalteMehrfachauswahl(vorher, id, 5)).toEqual(nachher);
  });
});
