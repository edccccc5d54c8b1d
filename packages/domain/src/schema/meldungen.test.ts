import { describe, expect, it } from 'vitest';
import { erfolgMeldung, kappungsMeldung, meldungen } from './meldungen.ts';

describe('meldungen (§5, §8)', () => {
  it.each([
    ['geladen', 'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich geladen.'],
    ['geändert', 'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich geändert.'],
    ['gespeichert', 'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich gespeichert.'],
    ['gelöscht', 'Die Berechnung Nr. 42 Musterwohnung wurde erfolgreich gelöscht.'],
  ] as const)('Erfolg %s', (art, text) => {
    expect(erfolgMeldung(art, 42, 'Musterwohnung')).toBe(text);
  });

  it('hat die festen Texte des Katalogs', () => {
    expect(meldungen.loeschenBestaetigen('Vorlage 1')).toBe(
      'Wollen Sie die Datei "Vorlage 1" wirklich löschen?',
    );
    expect(meldungen.konflikteAllgemein).toBe(
      'Berechnung ist nicht möglich, bitte lösen Sie erst Ihre Konflikte!',
    );
    expect(meldungen.nameExistiertBearbeiten).toBe(
      'Name existiert bereits, wählen Sie einen neuen Namen!',
    );
    expect(meldungen.nameExistiertAnlegen).toBe(
      'Name existiert bereits, bitte bestätigen Sie das Überschreiben der Berechnungen durch den Speichern-Button!',
    );
    expect(meldungen.unbekannterFehler).toBe(
      'Ein unbekannter Fehler ist aufgetreten, bitte den Administrator informieren.',
    );
    expect(meldungen.apiGatewayNichtErreichbar).toBe(
      'Verbindung zum API-Gateway konnte nicht aufgebaut werden.',
    );
    expect(meldungen.berechtigungenKeineVerbindung).toBe(
      'Berechtigungen konnten nicht geladen werden. Keine Verbindung zum Server, bitte Internetverbindung überprüfen.',
    );
    expect(meldungen.berechtigungenFehler).toBe('Die Berechtigungen konnten nicht geladen werden.');
  });

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
  it('kappt zu hohe Abweichungen', () => {
    expect(
      kappungsMeldung({
        ...basis,
        begruendeteAbweichungenProQmTrue: 3.5,
        begruendeteAbweichungenTooHigh: true,
      }),
    ).toBe(
      '3,50 Euro/m²/Monat sind nicht zulässig wegen Überschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von 2,77 Euro/m²/Monat gekappt.',
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
      '-4,50 Euro/m²/Monat sind nicht zulässig wegen Unterschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von -2,81 Euro/m²/Monat gekappt.',
    );
  });
  it('sagt nichts ohne Kappung', () => {
    expect(kappungsMeldung({ ...basis, begruendeteAbweichungenProQmTrue: 2.77 })).toBeNull();
  });
});
