/**
 * The operator file's e-mail fields take an address and nothing else (issue 27 §10): each ends
 * up in a `mailto:` link, where `?cc=…` would add a recipient.
 */
import { describe, expect, it } from 'vitest';
import { istEmailAdresse, pruefeBetreiber } from './betreiber.ts';

const GUELTIG = {
  name: 'Testbehörde',
  anschrift: { strasse: 'Teststraße 1', plz: '80331', ort: 'München' },
  email: 'post@test.example',
  datenschutzbeauftragter: { name: 'Datenschutz Test', email: 'dsb@stadt.example' },
  barrierefreiheit: {
    letztePruefung: '2026-10-01',
    methode: 'Selbstbewertung',
    kontakt: 'barrierefrei@test.example',
  },
  protokollAufbewahrungTage: 7,
};

describe('E-Mail-Adressen des Betreibers', () => {
  it.each([
    'dsb@stadt.example',
    'vorname.nachname@muenchen.de',
    'post+rechner@sub-domain.stadt.example',
    'a_b-c@x1.de',
    'info@xn--mnchen-3ya.de',
  ])('%s ist eine Adresse', (adresse) => {
    expect(istEmailAdresse(adresse)).toBe(true);
  });

  it.each([
    'dsb@stadt.example?cc=leak%40evil.example&body=x',
    'dsb@stadt.example?subject=x',
    'dsb%40evil.example@stadt.example',
    'a&b@stadt.example',
    'dsb@stadt.example#x',
    'dsb@stadt.example,evil@evil.example',
    'dsb@stadt/evil.example',
    '.dsb@stadt.example',
    'dsb.@stadt.example',
    'd..sb@stadt.example',
    'dsb@-stadt.example',
    'dsb@stadt..example',
    'dsb@stadt.e',
    'dsb@stadt',
    '@stadt.example',
    'dsb@',
    'müller@stadt.example',
    `${'a'.repeat(65)}@stadt.example`,
    `dsb@${'a'.repeat(250)}.de`,
    'dsb @stadt.example',
  ])('%s ist keine Adresse', (text) => {
    expect(istEmailAdresse(text)).toBe(false);
  });

  it('eine Betreiberdatei mit ?cc= in einer Adresse wird abgelehnt, mit dem Feld', () => {
    const r = pruefeBetreiber({
      ...GUELTIG,
      datenschutzbeauftragter: {
        name: 'Datenschutz Test',
        email: 'dsb@stadt.example?cc=leak%40evil.example&body=x',
      },
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.probleme).toEqual([
      'datenschutzbeauftragter.email: ist keine E-Mail-Adresse (name@beispiel.de: nur die Adresse, vor dem @ Buchstaben, Ziffern und . _ + -, keine Zusätze wie ?cc=)',
    ]);
    expect(pruefeBetreiber(GUELTIG).ok).toBe(true);
  });
});
