import { describe, expect, test, vi } from 'vitest';

// the component tests replace it (test/einrichtung.ts); here the real one is tested
const { trenne } = await vi.importActual<typeof import('./trennung.ts')>('./trennung.ts');

const sichtbar = (s: string) => s.replaceAll('\u00AD', '-');

// issue 26 §18: long German words get soft hyphens at their syllable breaks
describe('trenne', () => {
  test('gelistete Wörter bekommen weiche Trennstriche, der Text bleibt derselbe', () => {
    const t = trenne('Berechnungsergebnisse für den Handtuchheizkörper');
    expect(sichtbar(t)).toBe('Be-rech-nungs-er-geb-nisse für den Hand-tuch-heiz-kör-per');
    expect(t.replaceAll('\u00AD', '')).toBe('Berechnungsergebnisse für den Handtuchheizkörper');
  });

  test('klein geschrieben, gebeugt und zusammengesetzt', () => {
    expect(sichtbar(trenne('durchschnittliche'))).toBe('durch-schnitt-liche');
    expect(sichtbar(trenne('Vergleichsmieten'))).toBe('Ver-gleichs-mie-ten');
    expect(sichtbar(trenne('Betriebskostenart'))).toBe('Be-triebs-kos-ten-art');
    expect(sichtbar(trenne('Mietspiegelrechner'))).toBe('Miet-spie-gel-rech-ner');
    // the linking s stays with the first part
    expect(sichtbar(trenne('Berechnungsergebnis'))).toBe('Be-rech-nungs-ergebnis');
  });

  test('nie zwei Buchstaben allein in der nächsten Zeile', () => {
    expect(sichtbar(trenne('Teilinklusivmiete'))).toBe('Teil-in-klu-siv-miete');
  });

  test('kurze und unbekannte Wörter bleiben, wie sie sind', () => {
    expect(trenne('Gute Lage, 65,5 m²')).toBe('Gute Lage, 65,5 m²');
    expect(trenne('Quadratmeterpreis')).toBe('Quadratmeterpreis');
  });
});
