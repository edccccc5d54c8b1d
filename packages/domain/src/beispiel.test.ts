// The worked example of berechnungsregeln.md §2 as a {given, expected} fixture (STYLE.md 10).
// The same file serves the server as the curl example body.
import { describe, expect, it } from 'vitest';
import fixture from '../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { berechneOrtsueblicheMiete, pruefeBerechnung } from './index.ts';

describe('Rechenbeispiel berechnungsregeln.md §2', () => {
  it('gibt jeden Betrag des Rechenbeispiels centgenau wieder', () => {
    const geprueft = pruefeBerechnung(fixture.given);
    if (!geprueft.ok) throw new Error(JSON.stringify(geprueft.fehler));
    expect(berechneOrtsueblicheMiete(geprueft.berechnung)).toEqual(fixture.expected);
  });

  it('nennt die Zahlen, die die Spezifikation ausdrücklich angibt', () => {
    const geprueft = pruefeBerechnung(fixture.given);
    if (!geprueft.ok) throw new Error('invalid');
    const e = berechneOrtsueblicheMiete(geprueft.berechnung);
    expect([e.ortsueblicheMieteProQM, e.ortsueblicheMiete]).toEqual([14.07, 921.59]);
    expect([e.ortsueblicheMieteSpanneUntenProQM, e.ortsueblicheMieteSpanneUnten]).toEqual([
      11.26, 737.53,
    ]);
    expect([e.ortsueblicheMieteSpanneObenProQM, e.ortsueblicheMieteSpanneOben]).toEqual([
      16.84, 1103.02,
    ]);
  });
});
