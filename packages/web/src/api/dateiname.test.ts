// The download's name from the server's Content-Disposition (issue 30 §1: each letter's PDF is
// named after its kind). The `content-disposition` package quotes a name only when it must.
import { describe, expect, test } from 'vitest';
import { dateinameAus } from './client.ts';

describe('dateinameAus', () => {
  test('liest den Namen ohne und mit Anführungszeichen', () => {
    expect(dateinameAus('attachment; filename=Antwort_Mieterhoehungsverlangen.pdf')).toBe(
      'Antwort_Mieterhoehungsverlangen.pdf',
    );
    expect(dateinameAus('attachment; filename="Mietspiegel 2025.pdf"')).toBe(
      'Mietspiegel 2025.pdf',
    );
  });

  test('ohne Namen oder mit einem Pfad: keiner', () => {
    expect(dateinameAus(null)).toBeNull();
    expect(dateinameAus('attachment')).toBeNull();
    expect(dateinameAus('attachment; filename="../x.pdf"')).toBeNull();
  });
});
