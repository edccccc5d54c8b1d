import { describe, expect, test } from 'vitest';
import { mitAdresse, vorlageZusaetzlicheBegruendungen } from './entwurf.ts';

describe('mitAdresse: die gewählte Adresse in der Zeile „Adresse:“ des Freitexts (§3, Issue 11)', () => {
  test('füllt die Zeile der Vorlage und ersetzt eine frühere Adresse', () => {
    const eins = mitAdresse(vorlageZusaetzlicheBegruendungen, 'Musterstraße 12, 80331 München');
    expect(eins).toBe(
      'Adresse: Musterstraße 12, 80331 München\n------------------------------\nZusätzliche Begründungen:\n',
    );
    expect(mitAdresse(eins, 'Marienplatz 8')).toBe(
      'Adresse: Marienplatz 8\n------------------------------\nZusätzliche Begründungen:\n',
    );
  });

  test('lässt den übrigen Text stehen, nimmt $-Zeichen wörtlich und keine Zeilenumbrüche auf', () => {
    const text = 'Erste Zeile\nAdresse: alt\nBegründung: Adresse: bleibt';
    expect(mitAdresse(text, 'Weg $1\n3')).toBe(
      'Erste Zeile\nAdresse: Weg $1 3\nBegründung: Adresse: bleibt',
    );
  });

  test('ohne Zeile „Adresse:“ bleibt der Text des Benutzers unverändert', () => {
    expect(mitAdresse('Nur meine Begründung', 'Marienplatz 8')).toBe('Nur meine Begründung');
  });

  test('eine Adresse macht einen gültigen Text nicht zu lang (§5: 500 Zeichen)', () => {
    const text = `Adresse:\n${'x'.repeat(488)}`;
    expect(mitAdresse(text, 'Marienplatz 8')).toBe(text);
    expect(mitAdresse(text, 'A')).toBe(`Adresse: A\n${'x'.repeat(488)}`);
  });
});
