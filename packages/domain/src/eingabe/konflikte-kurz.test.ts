import { describe, expect, it } from 'vitest';
import { meldungen } from '../schema/index.ts';
import { leererEntwurf } from './entwurf.ts';
import { ermittleKonflikte } from './konflikte.ts';

// issue 29: an option that cannot be chosen says why in one short line (the full text of §8
// stays for the 'Konflikt!' box of a chosen option)
describe('ermittleKonflikte: kurze Begründung je nicht wählbarer Option', () => {
  it('Haustypen bei Baujahr 1978–1988: die vier Altbau-/Nachkriegstypen in einer Zeile', () => {
    const k = ermittleKonflikte({ ...leererEntwurf(), selectedBaujahr: 5 });
    expect(k.optionenKurz.haustyp).toEqual({
      0: 'Nicht wählbar: bei Baujahr ist „1978 – 1988“ gewählt.',
      1: 'Nicht wählbar: bei Baujahr ist „1978 – 1988“ gewählt.',
      2: 'Nicht wählbar: bei Baujahr ist „1978 – 1988“ gewählt.',
      3: 'Nicht wählbar: bei Baujahr ist „1978 – 1988“ gewählt.',
    });
    // the full text stays for the conflict box
    expect(k.optionen.haustyp?.[0]).toContain('Im Berechnungsschritt „Baujahr“');
  });

  it('mit einer Regel des §5: deren Satz (Fußbodenheizung, Fassade)', () => {
    const k = ermittleKonflikte({ ...leererEntwurf(), selectedBaujahr: 7 });
    expect(k.optionenKurz.fussbodenheizung?.[0]).toBe(meldungen.regeln.fussbodenheizung);
    const f = ermittleKonflikte({ ...leererEntwurf(), selectedBaujahr: 5 });
    expect(f.abweichungen.fassadeA?.kurz).toBe(meldungen.regeln.fassade);
    expect(f.abweichungen.fassadeA?.konflikt).toBe(false);
  });

  it('zwei Gründe: beide, ohne Wiederholung', () => {
    const k = ermittleKonflikte({
      ...leererEntwurf(),
      selectedBaujahr: 5,
      selectedModernisierteFenster: 0,
    });
    expect(k.optionenKurz.haustyp?.[3]).toBe(
      'Nicht wählbar: bei Baujahr ist „1978 – 1988“ gewählt. Nicht wählbar: bei Modernisierte Fenster ist „Ja“ gewählt.',
    );
  });
});
