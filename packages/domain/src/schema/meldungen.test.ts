import { describe, expect, it } from 'vitest';
import { kappungsMeldung, kappungsMeldungAusCent, meldungen } from './meldungen.ts';

describe('meldungen (§5, §8)', () => {
  // the fixed texts of the catalogue and the success notices: meldungen-spezifikation.test.ts

  it('sagt im allgemeinen Abweichungsfehler, was §5 verlangt: zwei Nachkommastellen, die Grenzen oder leer', () => {
    expect(meldungen.abweichungenGeneralError).toMatch(/höchstens zwei Nachkommastellen/);
    expect(meldungen.abweichungenGeneralError).toMatch(/Grenzen/);
    expect(meldungen.abweichungenGeneralError).toMatch(/leer/);
  });

  const basis = {
    begruendeteAbweichungenProQmTrue: 0,
    begruendeteAbweichungenTooHigh: false,
    begruendeteAbweichungenTooLow: false,
    schwankungObenProQm: 2.77,
    schwankungUntenProQm: -2.81,
  };
  // from the result's euros the same texts as from the cents (the wording: meldungen-spezifikation)
  it('kappt zu hohe Abweichungen', () => {
    expect(
      kappungsMeldung({
        ...basis,
        begruendeteAbweichungenProQmTrue: 3.5,
        begruendeteAbweichungenTooHigh: true,
      }),
    ).toBe(
      kappungsMeldungAusCent({
        zuHoch: true,
        zuNiedrig: false,
        abweichungenSumme: 350,
        schwankungOben: 277,
        schwankungUnten: -281,
      }),
    );
  });
  it('kappt zu niedrige Abweichungen', () => {
    expect(
      kappungsMeldung({
        ...basis,
        begruendeteAbweichungenProQmTrue: -4.5,
        begruendeteAbweichungenTooLow: true,
      }),
    ).toBe(
      kappungsMeldungAusCent({
        zuHoch: false,
        zuNiedrig: true,
        abweichungenSumme: -450,
        schwankungOben: 277,
        schwankungUnten: -281,
      }),
    );
  });
  it('sagt nichts ohne Kappung', () => {
    expect(kappungsMeldung({ ...basis, begruendeteAbweichungenProQmTrue: 2.77 })).toBeNull();
  });
});
