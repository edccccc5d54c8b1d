import { describe, expect, it } from 'vitest';
import {
  formatDatum,
  formatEuro,
  formatEuroProQm,
  formatProzent,
  formatWohnflaeche,
  wohnflaecheAlsText,
  formatZahl,
} from './format.ts';

describe('deutsche Zahlenformatierung aus ganzen Cent', () => {
  it.each([
    [110302, '1.103,02'],
    [92159, '921,59'],
    [-281, '-2,81'],
    [-70, '-0,70'],
    [0, '0,00'],
    [5, '0,05'],
    [100, '1,00'],
    [123456789, '1.234.567,89'],
    [-100000, '-1.000,00'],
  ])('formatZahl(%i) = %s', (c, text) => {
    expect(formatZahl(c)).toBe(text);
  });

  it('setzt die Einheit nach einem einfachen Leerzeichen', () => {
    expect(formatEuro(110302)).toBe('1.103,02 €');
    expect(formatEuroProQm(1407)).toBe('14,07 €/m²');
    expect(formatEuro(-281)).toBe('-2,81 €');
  });

  it('weist nicht ganzzahlige Cent ab, statt eine Gleitkommazahl auszugeben', () => {
    expect(() => formatZahl(14.07)).toThrow();
  });

  it('formatiert Fläche und Prozentwerte', () => {
    expect(formatWohnflaeche('65.5')).toBe('65,5 m²');
    expect(formatWohnflaeche('160')).toBe('160 m²');
    // the field's text after Zurück or a reload (issue 17 item 14)
    expect(wohnflaecheAlsText('65.5')).toBe('65,5');
    expect(wohnflaecheAlsText('65,5')).toBe('65,5');
    expect(wohnflaecheAlsText('22.499')).toBe('22,499');
    expect(formatProzent(2.5)).toBe('2,5 %');
    expect(formatProzent(-1)).toBe('-1 %');
    expect(formatProzent(-0.5)).toBe('-0,5 %');
  });
});

describe('formatDatum', () => {
  it('formatiert ein reines Datum aus seinen Ziffern', () => {
    expect(formatDatum('2026-11-22')).toBe('22.11.2026');
    expect(formatDatum('2024-01-01')).toBe('01.01.2024');
  });

  it('formatiert ein Date nach seinem lokalen Kalendertag', () => {
    expect(formatDatum(new Date(2026, 10, 22, 23, 59))).toBe('22.11.2026');
    expect(formatDatum(new Date(2026, 0, 5, 0, 0))).toBe('05.01.2026');
  });

  it('weist ein ungültiges Datum ab', () => {
    expect(() => formatDatum('kein Datum')).toThrow();
  });
});
