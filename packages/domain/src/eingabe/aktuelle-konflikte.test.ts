import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leererEntwurf } from './entwurf.ts';
import {
  aktuelleKonflikte,
  ermittleKonflikte,
  konfliktRegeln,
  type KonfliktSeite,
} from './konflikte.ts';
import { schrittNachId, schritte } from './schritte.ts';
import type { AbweichungsWert, BerechnungEntwurf } from '../schema/typen.ts';

// Deviation values as the wizard and the API carry them: blank, text with comma or spaces,
// invalid text, numbers (zero, non-zero, too many decimals).
const abweichungsWert: fc.Arbitrary<AbweichungsWert> = fc.oneof(
  fc.constantFrom<AbweichungsWert>('', null, ' ', '0', '0,00', 'abc', '1.234'),
  fc.constantFrom<AbweichungsWert>('0,5', ' -0,25 ', '1', '0.2', '-1,5'),
  fc.constantFrom<AbweichungsWert>(0, 0.1, -0.25, 1e-7, 2),
);

/** Any draft: every choice null, in range or just outside it; lists unsorted with duplicates. */
const entwurf: fc.Arbitrary<BerechnungEntwurf> = fc
  .record({
    einzeln: fc.tuple(
      ...schritte
        .filter((s) => s.art !== 'wohnflaeche' && s.art !== 'abweichungen' && s.art !== 'mehrfach')
        .map((s) =>
          fc.tuple(
            fc.constant(s.feld),
            fc.option(fc.integer({ min: 0, max: s.optionen.length }), { nil: null }),
          ),
        ),
    ),
    selectedSanitaerbereich: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
    selectedElektrogeraete: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }),
    abweichungen: fc.record({
      wasser: abweichungsWert,
      rueckgebaeude: abweichungsWert,
      waermedaemmung: abweichungsWert,
      fassadeA: abweichungsWert,
      fassadeB: abweichungsWert,
      zusatz: abweichungsWert,
      balkonGross: fc.option(abweichungsWert, { nil: undefined }),
    }),
  })
  .map(({ einzeln, selectedSanitaerbereich, selectedElektrogeraete, abweichungen }) => ({
    ...leererEntwurf(),
    ...Object.fromEntries(einzeln),
    selectedSanitaerbereich,
    selectedElektrogeraete,
    abweichungen,
  }));

describe('aktuelleKonflikte (die Prüfung von pruefeBerechnung)', () => {
  it('findet genau die Konflikte von ermittleKonflikte, mit denselben Texten in derselben Reihenfolge', () => {
    let mitKonflikt = 0;
    fc.assert(
      fc.property(entwurf, (e) => {
        const erwartet = ermittleKonflikte(e).felder;
        if (erwartet.length > 0) mitKonflikt += 1;
        expect(aktuelleKonflikte(e)).toEqual(erwartet);
      }),
      { numRuns: 2000 },
    );
    // the drafts must exercise the rules, not only the empty case
    expect(mitKonflikt).toBeGreaterThan(500);
  });

  it('meldet beide Seiten eines Widerspruchs mit der Bitte, die Eingabe zu ändern (§4)', () => {
    const e = { ...leererEntwurf(), selectedBaujahr: 7, selectedFussbodenheizung: 0 };
    const k = aktuelleKonflikte(e);
    expect(k.map((x) => [x.feld, x.mitSchritt])).toEqual([
      ['selectedBaujahr', 'fussbodenheizung'],
      ['selectedFussbodenheizung', 'baujahr'],
    ]);
    for (const x of k) expect(x.meldung).toMatch(/Bitte ändern Sie Ihre Eingabe\.$/);
  });

  it('ist leer für einen Entwurf ohne Antworten und für eine Abweichung von null', () => {
    expect(aktuelleKonflikte(leererEntwurf())).toEqual([]);
    const e = leererEntwurf();
    e.selectedBaujahr = 0;
    e.abweichungen.rueckgebaeude = '0,00'; // Rückgebäude only after 1948, but zero is no value
    expect(aktuelleKonflikte(e)).toEqual([]);
    e.abweichungen.rueckgebaeude = '0,10';
    expect(aktuelleKonflikte(e).map((x) => x.feld)).toEqual([
      'selectedBaujahr',
      'abweichungen.rueckgebaeude',
    ]);
  });
});

/** A draft in which the side is met: its first option chosen, or a non-zero deviation. */
function erfuelle(e: BerechnungEntwurf, seite: KonfliktSeite): BerechnungEntwurf {
  if (seite.art === 'abweichung')
    return { ...e, abweichungen: { ...e.abweichungen, [seite.feld]: '0,10' } };
  const s = schrittNachId(seite.schritt);
  const id = seite.werte[0] as number;
  return { ...e, [s.feld]: s.art === 'mehrfach' ? [id] : id };
}

const feldVon = (seite: KonfliktSeite): string =>
  seite.art === 'abweichung' ? `abweichungen.${seite.feld}` : schrittNachId(seite.schritt).feld;
const schrittVon = (seite: KonfliktSeite) =>
  seite.art === 'abweichung' ? 'abweichungen' : seite.schritt;

describe('jede Regel der Tabelle, von beiden Seiten (§4, §5)', () => {
  it.each(konfliktRegeln.map((r, i) => [i, r] as const))('Regel %i', (_i, r) => {
    const beide = erfuelle(erfuelle(leererEntwurf(), r.a), r.b);
    const k = aktuelleKonflikte(beide).map((x) => [x.feld, x.mitSchritt]);
    expect(k).toContainEqual([feldVon(r.a), schrittVon(r.b)]);
    expect(k).toContainEqual([feldVon(r.b), schrittVon(r.a)]);
    expect(ermittleKonflikte(beide).felder).toEqual(aktuelleKonflikte(beide));
    // one side alone never conflicts
    expect(aktuelleKonflikte(erfuelle(leererEntwurf(), r.a))).toEqual([]);
    expect(aktuelleKonflikte(erfuelle(leererEntwurf(), r.b))).toEqual([]);
  });
});

describe('„welche Option würde widersprechen“ kommt aus derselben Bewertung (issue 28 §4)', () => {
  it('eine Option mit Konflikttext widerspricht, gewählt, in der Prüfung; eine ohne nicht', () => {
    let gewarnt = 0;
    fc.assert(
      fc.property(entwurf, (e) => {
        const { optionen } = ermittleKonflikte(e);
        for (const s of schritte) {
          if (s.art === 'wohnflaeche' || s.art === 'abweichungen') continue;
          const texte = optionen[s.id] ?? {};
          for (const option of s.optionen) {
            // this option alone (a list: only it), the other answers as they are
            const wert = s.art === 'mehrfach' ? [option.id] : option.id;
            const gewaehlt = { ...e, [s.feld]: wert } as BerechnungEntwurf;
            const widerspricht = aktuelleKonflikte(gewaehlt).some((k) => k.feld === s.feld);
            expect(widerspricht, `${s.id} ${option.id}`).toBe(texte[option.id] !== undefined);
            if (widerspricht) gewarnt += 1;
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(gewarnt).toBeGreaterThan(150);
  });
});
