import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cent, centZuEuro, parseDezimal, teileGerundet, zahlSkaliert } from './geld.ts';

describe('parseDezimal', () => {
  it.each([
    ['65.5', 3, 65500],
    ['65,5', 3, 65500],
    ['20', 3, 20000],
    ['22.499', 3, 22499],
    [' 160.000 ', 3, 160000],
    ['-0,25', 2, -25],
    ['-0', 2, 0],
    ['0.07', 2, 7],
  ])('%s mit %i Nachkommastellen → %i', (text, stellen, erwartet) => {
    expect(parseDezimal(text, stellen)).toBe(erwartet);
  });

  it.each([
    '',
    ' ',
    '1.2345',
    'abc',
    '1e3',
    '1.',
    '.5',
    '1,2,3',
    '+1',
    '--1',
    '1 000',
    '0x10',
    'Infinity',
  ])('weist %j ab', (text) => {
    expect(parseDezimal(text, 3)).toBeNull();
  });

  it('weicht nie von exakter Dezimalarithmetik ab (BigInt-Orakel)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 3 }),
        (n, stellen) => {
          const betrag = n < 0n ? -n : n;
          const s = betrag.toString().padStart(stellen + 1, '0');
          const text = `${n < 0n ? '-' : ''}${stellen === 0 ? s : `${s.slice(0, -stellen)}.${s.slice(-stellen)}`}`;
          expect(parseDezimal(text, 3)).toBe(Number(n * 10n ** BigInt(3 - stellen)));
        },
      ),
    );
  });
});

/** The rule as a regular expression (the form the scanner implements). */
function parseDezimalNachMuster(text: string, nachkommastellen: number): number | null {
  const m = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!m) return null;
  const [, minus, ganz = '', bruch = ''] = m;
  if (bruch.length > nachkommastellen) return null;
  const wert = Number(ganz + bruch.padEnd(nachkommastellen, '0'));
  if (!Number.isSafeInteger(wert)) return null;
  return minus && wert !== 0 ? -wert : wert;
}

describe('parseDezimal gegen das Muster ^-?\\d+([.,]\\d+)?$', () => {
  it('stimmt bei zufälligen Texten aus Ziffern, Vorzeichen, Trennzeichen und Leerzeichen überein', () => {
    const zeichen = fc.constantFrom(...'0123456789-.,+ e'.split(''), '\t', '٣');
    fc.assert(
      fc.property(
        fc.array(zeichen, { maxLength: 22 }).map((z) => z.join('')),
        fc.integer({ min: 0, max: 3 }),
        (text, stellen) => {
          expect(parseDezimal(text, stellen)).toBe(parseDezimalNachMuster(text, stellen));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('stimmt am Rand der sicheren Ganzzahlen überein', () => {
    for (const text of [
      '9007199254740991',
      '9007199254740992',
      '9007199254740.991',
      '900719925474099.1',
      '99999999999999999999',
      '-9007199254740991',
      '0000000000000000000001.5',
    ]) {
      for (const stellen of [0, 1, 3]) {
        expect(parseDezimal(text, stellen)).toBe(parseDezimalNachMuster(text, stellen));
      }
    }
  });
});

describe('zahlSkaliert', () => {
  it('gleicht für jede Zahl dem Lesen ihres kürzesten Texts', () => {
    const zahl = fc.oneof(
      fc.double(),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((k) => k / 100),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((k) => k / 1000),
      fc.integer({ min: -100_000, max: 100_000 }).map((k) => k / 100 + 1e-9),
    );
    fc.assert(
      fc.property(zahl, fc.integer({ min: 0, max: 3 }), (wert, stellen) => {
        const erwartet = Number.isFinite(wert) ? parseDezimal(String(wert), stellen) : null;
        expect(zahlSkaliert(wert, stellen)).toBe(erwartet);
      }),
      { numRuns: 3000 },
    );
  });

  it('liest JSON-Zahlen über ihren kürzesten Text', () => {
    expect(zahlSkaliert(0.1, 2)).toBe(10);
    expect(zahlSkaliert(-0.7, 2)).toBe(-70);
    expect(zahlSkaliert(4, 2)).toBe(400);
    expect(zahlSkaliert(0.105, 2)).toBeNull();
    expect(zahlSkaliert(1e-7, 2)).toBeNull();
    expect(zahlSkaliert(Number.NaN, 2)).toBeNull();
    expect(zahlSkaliert(Number.POSITIVE_INFINITY, 2)).toBeNull();
  });
});

describe('teileGerundet (Hälfte von null weg)', () => {
  it.each([
    [921585, 1000, 922], // 921.585 → 921.59 € in the worked example (cents × m²/1000)
    [921584, 1000, 922],
    [921499, 1000, 921],
    [921500, 1000, 922],
    [-921500, 1000, -922],
    [-921499, 1000, -921],
    [0, 1000, 0],
    [5, 10, 1],
    [4, 10, 0],
  ])('%i / %i → %i', (z, n, erwartet) => {
    expect(teileGerundet(z, n)).toBe(erwartet);
  });

  it('stimmt mit einem BigInt-Orakel überein', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (z, n) => {
          const a = BigInt(Math.abs(z));
          const b = BigInt(n);
          let q = a / b;
          if ((a % b) * 2n >= b) q += 1n;
          expect(teileGerundet(z, n)).toBe(z < 0 ? -Number(q) || 0 : Number(q));
        },
      ),
    );
  });

  it('weist Brüche und nicht positive Teiler ab', () => {
    expect(() => teileGerundet(1.5, 10)).toThrow();
    expect(() => teileGerundet(1, 0)).toThrow();
  });
});

describe('cent / centZuEuro', () => {
  it('wandelt Tabellen-Euro exakt um', () => {
    expect(cent(19.36)).toBe(1936);
    expect(cent(-2.81)).toBe(-281);
    expect(cent(1.1)).toBe(110);
    expect(cent(0)).toBe(0);
    expect(Object.is(cent(-0), 0)).toBe(true);
    expect(centZuEuro(110302)).toBe(1103.02);
  });

  it('weist eine dritte Nachkommastelle ab', () => {
    expect(() => cent(1.005)).toThrow(/zwei Nachkommastellen/);
  });
});
