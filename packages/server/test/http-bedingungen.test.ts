/**
 * The header rules of http-bedingungen.ts (RFC 9110 §13.1.2, §12.5.3; issue 18 §7): the cases
 * the map answered wrongly – a weak ETag and `*` got 200 instead of 304, `gzip;q=0` got gzip.
 */
import { describe, expect, it } from 'vitest';
import { etagPasst, gzipErlaubt, leseEtagListe } from '../src/http-bedingungen.ts';

describe('If-None-Match (schwacher Vergleich)', () => {
  const etag = '"karte-3"';
  it.each([
    ['"karte-3"', true],
    ['W/"karte-3"', true],
    ['"alt", W/"karte-3"', true],
    ['*', true],
    [' * ', true],
    ['"karte-2"', false],
    ['"karte-3-x"', false],
    ['', false],
    // issue 27 §9: read tag by tag – a comma inside a tag's quotes splits nothing
    ['"a,W/"karte-3""', false],
    ['"a,b", "karte-3"', true],
    ['karte-3', false],
  ])('%j → %s', (kopf, erwartet) => {
    expect(etagPasst(kopf, etag)).toBe(erwartet);
  });
  it('ohne Kopfzeile: kein Treffer; ein schwaches eigenes ETag passt auch stark geschickt', () => {
    expect(etagPasst(undefined, etag)).toBe(false);
    expect(etagPasst('"v1"', 'W/"v1"')).toBe(true);
  });
});

describe('Listen von Entity-Tags (RFC 9110 §13.1.1, issue 27 §9)', () => {
  it.each([
    ['*', '*'],
    [' * ', '*'],
    [
      'W/"5", W/"1"',
      [
        { schwach: true, wert: '5' },
        { schwach: true, wert: '1' },
      ],
    ],
    [
      '"a,b",,"c"',
      [
        { schwach: false, wert: 'a,b' },
        { schwach: false, wert: 'c' },
      ],
    ],
    ['""', [{ schwach: false, wert: '' }]],
  ])('%j wird gelesen', (kopf, erwartet) => {
    expect(leseEtagListe(kopf)).toEqual(erwartet);
  });
  it.each(['1', 'W/1', '8.000 × x', '"1" "2"', '*, "1"', 'W/"1', '', ' , ', 'w/"1"', '"€"'])(
    '%j ist keine Liste von Entity-Tags',
    (kopf) => {
      expect(leseEtagListe(kopf === '8.000 × x' ? 'x'.repeat(8000) : kopf)).toBeUndefined();
    },
  );
});

describe('Accept-Encoding mit Gewichten', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0, br', false],
    ['*;q=0', false],
    ['br, *;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['', false],
    ['deflate', false],
  ])('%j → %s', (kopf, erwartet) => {
    expect(gzipErlaubt(kopf)).toBe(erwartet);
  });
  it('ohne Kopfzeile: unkomprimiert', () => {
    expect(gzipErlaubt(undefined)).toBe(false);
  });
});
