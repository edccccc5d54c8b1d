/** The search keys (geodaten/suchschluessel.ts): the one rule shared by import and search. */
import { describe, expect, it } from 'vitest';
import {
  hausnummerSchluessel,
  hausnummerZahl,
  strassenSchluessel,
  zerlegeSuche,
} from '../../src/geodaten/suchschluessel.ts';

describe('Suchschlüssel', () => {
  it.each([
    ['Musterstraße', 'musterstr'],
    ['Musterstrasse', 'musterstr'],
    ['Musterstr.', 'musterstr'],
    ['MUSTER-STR', 'musterstr'],
    ['Muster Straße', 'musterstr'],
    ['Äußere Wiener Straße', 'aeusserewienerstr'],
    ['Straßbergerstraße', 'strassbergerstr'],
    ['Straße der Freiheit', 'strderfreiheit'],
    ['Île-de-France-Straße', 'iledefrancestr'],
  ])('Straße %s → %s', (strasse, schluessel) => {
    expect(strassenSchluessel(strasse)).toBe(schluessel);
  });

  it('Hausnummern: Buchstabe getrennt oder nicht, Zahl zum Sortieren', () => {
    expect(hausnummerSchluessel('12 A')).toBe('12a');
    expect(hausnummerSchluessel('12-14')).toBe('12-14');
    expect(hausnummerZahl('12a')).toBe(12);
    expect(hausnummerZahl('a')).toBe(0);
  });

  it.each([
    [
      'Musterstr 12',
      { strasse: 'musterstr', hausnummer: { zahl: 12, schluessel: '12' }, plz: null },
    ],
    [
      'Musterstr 12 a',
      { strasse: 'musterstr', hausnummer: { zahl: 12, schluessel: '12a' }, plz: null },
    ],
    [
      'Musterstraße 12a, 80331 München',
      { strasse: 'musterstr', hausnummer: { zahl: 12, schluessel: '12a' }, plz: '80331' },
    ],
    ['musterstra', { strasse: 'musterstr', hausnummer: null, plz: null }],
    [
      'Musterstras 1',
      { strasse: 'musterstr', hausnummer: { zahl: 1, schluessel: '1' }, plz: null },
    ],
    ['80331 München', { strasse: '', hausnummer: null, plz: '80331' }],
    [
      'Straße des 17. Juni 3',
      { strasse: 'strdes17juni', hausnummer: { zahl: 3, schluessel: '3' }, plz: null },
    ],
  ])('Suche „%s“', (text, erwartet) => {
    expect(zerlegeSuche(text)).toEqual(erwartet);
  });
});
