import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { betragInCent, leseBetrag } from './betrag.ts';
import { formatEuro, formatZahl } from './format.ts';
import { meldungen } from '../schema/meldungen.ts';

describe('leseBetrag: der eine Leser eingegebener Eurobeträge (issue 17 Punkt 1)', () => {
  it.each([
    // what the product prints (formatZahl / formatEuro)
    ['1.103,02', 110302],
    ['1.103,02 €', 110302],
    ['12.345.678,90', 1234567890],
    ['-0,25', -25],
    ['0,00', 0],
    // without thousands dots, one decimal, whole euros
    ['1103,02', 110302],
    ['1103,2', 110320],
    ['1103', 110300],
    ['1.050,00', 105000],
    ['921,59', 92159],
    // a lone dot with one or two digits is a decimal point
    ['1103.02', 110302],
    ['12.5', 1250],
    ['-0.7', -70],
    // spaces are ignored, also no-break and narrow no-break spaces between thousands
    [' 921 ', 92100],
    ['1 103,02', 110302],
    ['1\u00a0103,02', 110302],
    ['1\u202f103,02\u00a0€', 110302],
    ['-0', 0],
  ])('%j → %i Cent', (text, c) => {
    expect(leseBetrag(text)).toEqual({ art: 'zahl', cent: c });
    expect(betragInCent(text)).toBe(c);
  });

  it.each(['', '   ', '\u00a0'])('%j ist leer', (text) => {
    expect(leseBetrag(text)).toEqual({ art: 'leer' });
  });

  it.each([
    ['1.103', 110300],
    ['2.500', 250000],
    ['-1.103', -110300],
    ['1.103 €', 110300],
  ])('%j ist mehrdeutig (1.103,00 € oder 1,103 €) und wird abgelehnt', (text, alsTausender) => {
    expect(leseBetrag(text)).toEqual({ art: 'ungueltig', grund: 'mehrdeutig', alsTausender });
    expect(betragInCent(text)).toBeNull();
  });

  it.each([
    '921,599', // three decimals are never rounded
    '1103.025',
    '1,103.02', // English thousands comma
    '1.103.02', // two dots, no comma
    '11.03,02', // a group of two
    '1.1030,02',
    '0.103,02', // a group of three after a leading 0
    '1.103,',
    ',50',
    '.5',
    '1,2,3',
    '+5',
    '--5',
    '5-',
    '1e3',
    'abc',
    '€',
    '0x10',
    'Infinity',
    '1'.repeat(41),
    '99999999999999999,99', // beyond exact integers
  ])('%j wird als Formfehler abgelehnt', (text) => {
    expect(leseBetrag(text)).toEqual({ art: 'ungueltig', grund: 'form' });
    expect(betragInCent(text)).toBeNull();
  });

  it('liest jeden Betrag, den das Produkt druckt, auf den Cent zurück (formatieren → lesen)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (c) => {
        expect(betragInCent(formatZahl(c))).toBe(c);
        expect(betragInCent(formatEuro(c))).toBe(c);
        // and the same without thousands dots
        expect(betragInCent(formatZahl(c).replace(/\./g, ''))).toBe(c);
      }),
    );
  });

  it('macht nie aus einem Betrag einen anderen: ein gelesener Betrag druckt sich wie die eingegebenen Ziffern', () => {
    // any text of digits, dots, commas, minus and spaces: either refused, or its cents print to
    // the digits typed, read with the comma (or a dot before the last one or two digits) as the
    // decimal separator and every other dot as a thousands separator
    const ziffern = (s: string) => s.replace(/\D/g, '');
    fc.assert(
      fc.property(fc.stringMatching(/^-?[0-9., ]{1,12}$/), (text) => {
        const c = betragInCent(text);
        if (c === null) return;
        const [ganz = '', bruch = ''] = text.replace(/\s/g, '').split(/[,]|\.(?=\d{1,2}$)/);
        const erwartet = BigInt(ziffern(ganz) || '0') * 100n + BigInt(bruch.padEnd(2, '0'));
        expect(c).toBe(Number(ganz.startsWith('-') && erwartet !== 0n ? -erwartet : erwartet));
      }),
    );
  });

  it('die Meldungen nennen die erwartete Form; die mehrdeutige bietet die deutsche Lesart an', () => {
    expect(meldungen.betragForm).toContain('1.103,02 oder 1103,02');
    expect(meldungen.betragMehrdeutig(110300)).toBe(
      'Ist 1.103 als 1.103,00 Euro gemeint? Dann schreiben Sie bitte 1.103,00 oder 1103,00, mit Komma vor den Cent. Bitte ändern Sie Ihre Eingabe.',
    );
  });
});
