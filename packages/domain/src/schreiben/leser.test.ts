// issue 30 §1: the letter request read once: types 400, values 422 with the field's path.
import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { schreibenLeser } from './index.ts';

const koerper = (teil: Record<string, unknown> = {}) => ({
  art: 'antwort-mieterhoehung',
  berechnung: fixture.given,
  mietvergleich: {
    mieterhoehung: {
      neueMiete: 1000,
      mieteVorDreiJahren: 800,
      letzteErhoehung: '2025-01-01',
      zugang: '2026-11-15',
    },
  },
  schreiben: { absender: 'Erika\nWeg 2', variante: 'teilzustimmung' },
  ...teil,
});

describe('schreibenLeser', () => {
  it('liest die Angaben in Cent und Tagen, fehlende Felder als leer', () => {
    const r = schreibenLeser.lies(koerper(), false);
    expect(r).toMatchObject({
      ok: true,
      wert: {
        art: 'antwort-mieterhoehung',
        mietvergleich: { erhoehung: { neueMieteCent: 100_000, zugang: '2026-11-15' } },
        angaben: { absender: 'Erika\nWeg 2', ort: '', datum: '', variante: 'teilzustimmung' },
      },
    });
  });

  it('lehnt eine unbekannte Art mit 400 ab', () => {
    expect(schreibenLeser.lies(koerper({ art: 'kuendigung' }), false)).toMatchObject({
      ok: false,
      status: 400,
      fehler: [{ feld: 'art' }],
    });
  });

  it('meldet Fehler der Angaben mit 422 und dem Pfad schreiben.…', () => {
    const r = schreibenLeser.lies(
      koerper({ schreiben: { empfaenger: '1\n2\n3\n4\n5\n6\n7', datum: '27.11.2026' } }),
      false,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(422);
    expect(r.fehler.map((f) => f.feld)).toEqual([
      'schreiben.empfaenger',
      'schreiben.datum',
      'schreiben.variante',
    ]);
  });
});
