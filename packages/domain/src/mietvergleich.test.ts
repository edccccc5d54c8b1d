// issue 13: the comparison of the user's rent and the increase check, at every boundary
// (STYLE.md 10: tables at the boundaries, properties against a second formulation).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fixture from '../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import {
  beginnDesKalendermonatsNach,
  betriebskostenSatz,
  endeDesKalendermonatsNach,
  berechneInCent,
  ersterTagNachMonaten,
  kappungszeitraumFuer,
  ladeMieterhoehungsDaten,
  meldungen,
  MIETBETRAG_HOECHSTENS_CENT,
  mietbasis,
  mietbetragAlsText,
  mietbetragInCent,
  mieterhoehungInWorten,
  mieterhoehungsDaten,
  mietvergleichInWorten,
  mietvergleichMeldungen,
  pruefeBerechnung,
  pruefeMietbetrag,
  pruefeMieterhoehung,
  pruefeMietvergleich,
  pruefePdfParameter,
  skalaFuer,
  vergleicheMiete,
  type ErhoehungsEingabe,
  type MietLage,
  type Vergleichswerte,
} from './index.ts';
import roh from './data/mieterhoehung-bayern.json' with { type: 'json' };

function beispiel(): Vergleichswerte {
  const g = pruefeBerechnung(fixture.given);
  if (!g.ok) throw new Error('Beispiel ungültig');
  return berechneInCent(g.berechnung);
}
// Worked example: average 921,59 €, range 737,53 … 1.103,02 € per month, 65,5 m², 14,07 €/m².
const E = beispiel();

describe('vergleicheMiete: position at every boundary (monthly figures of §2.7)', () => {
  it.each<[number, MietLage]>([
    [73752, 'unterSpanne'], // one cent below the lower limit
    [73753, 'unterMittel'], // exactly on the lower limit: within the range
    [92158, 'unterMittel'],
    [92159, 'mittel'], // exactly on the average
    [92160, 'ueberMittel'],
    [110302, 'ueberMittel'], // exactly on the upper limit: within the range
    [110303, 'ueberSpanne'], // one cent above
  ])('%i cents → %s', (miete, lage) => {
    expect(vergleicheMiete(miete, E).lage).toBe(lage);
  });

  it('gives her rent per m² and the differences in €/m², € per month and %', () => {
    const v = vergleicheMiete(80000, E);
    // 800,00 / 65,5 = 12,2137… → 12,21 €/m²
    expect(v.mieteProQmCent).toBe(1221);
    expect(v.differenzProQmCent).toBe(1221 - 1407);
    expect(v.differenzCent).toBe(80000 - 92159);
    // -12159 / 92159 = -13,19… % → -13,2 %
    expect(v.differenzZehntelProzent).toBe(-132);
    const w = mietvergleichInWorten(v, 'netto');
    expect(w.lage).toBe(
      'Ihre Miete liegt innerhalb der Spanne der ortsüblichen Vergleichsmiete, unter dem Durchschnitt.',
    );
    expect(w.differenz).toBe(
      'Ihre Miete von 12,21 €/m² liegt 1,86 €/m² (121,59 € im Monat, 13,2 %) unter dem Durchschnitt von 14,07 €/m².',
    );
    expect(w.bildtext).toBe(
      'Skala der Miete je m²: Spanne der ortsüblichen Vergleichsmiete von 11,26 €/m² bis 16,84 €/m², Durchschnitt 14,07 €/m², mit begründeten Abweichungen 14,07 €/m², Ihre Miete 12,21 €/m²: innerhalb der Spanne, unter dem Durchschnitt.',
    );
    expect(w.zeilen[0]).toEqual(['Ihre Nettokaltmiete im Monat', '800,00 €']);
  });

  it('on the average: no difference, the sentence says so', () => {
    const v = vergleicheMiete(92159, E);
    expect([v.differenzCent, v.differenzProQmCent, v.differenzZehntelProzent]).toEqual([0, 0, 0]);
    expect(mietvergleichInWorten(v, 'netto').lage).toBe(
      'Ihre Miete entspricht genau der durchschnittlichen ortsüblichen Vergleichsmiete.',
    );
  });

  it('the rent basis follows the Betriebskosten answer', () => {
    expect(mietbasis({ selectedBetriebskostenA: 0 })).toBe('netto');
    expect(mietbasis({ selectedBetriebskostenA: null })).toBe('netto');
    expect(mietbasis({ selectedBetriebskostenA: 1 })).toBe('brutto');
    const v = vergleicheMiete(130000, E);
    expect(mietvergleichInWorten(v, 'brutto').zeilen[0]?.[0]).toBe(
      'Ihre Miete einschließlich der gewählten Betriebskosten im Monat',
    );
  });

  it('the scale holds the range and every mark inside 0..1, her rent outside the range too', () => {
    for (const miete of [30000, 92159, 200000]) {
      const s = skalaFuer(vergleicheMiete(miete, E));
      for (const m of s.marken) {
        expect(m.anteil).toBeGreaterThan(0);
        expect(m.anteil).toBeLessThan(1);
      }
      expect(s.spanne.von).toBeLessThan(s.spanne.bis);
    }
  });

  // Second formulation: the position from how many of the three limits lie strictly below the
  // rent and how many lie at or below it.
  it('property: position equals the rank among lower limit, average and upper limit', () => {
    const grenzen = [73753, 92159, 110302];
    const tabelle: Record<string, MietLage> = {
      '00': 'unterSpanne',
      '01': 'unterMittel',
      '11': 'unterMittel',
      '12': 'mittel',
      '22': 'ueberMittel',
      '23': 'ueberMittel',
      '33': 'ueberSpanne',
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: 400000 }),
          fc.constantFrom(...grenzen.flatMap((g) => [g - 1, g, g + 1])),
        ),
        (miete) => {
          const kleiner = grenzen.filter((g) => g < miete).length;
          const hoechstens = grenzen.filter((g) => g <= miete).length;
          expect(vergleicheMiete(miete, E).lage).toBe(tabelle[`${kleiner}${hoechstens}`]);
        },
      ),
    );
  });

  it('property: per m² and percentage are the exact quotients rounded to the nearest unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 20_000, max: 160_000 }),
        (miete, tausendstel) => {
          const v = vergleicheMiete(miete, { ...E, flaecheTausendstel: tausendstel });
          // |rounded × area − exact| ≤ half a unit, in integers (no division)
          expect(Math.abs(v.mieteProQmCent * tausendstel - miete * 1000) * 2).toBeLessThanOrEqual(
            tausendstel,
          );
          const p = v.differenzZehntelProzent ?? 0;
          expect(Math.abs(p * v.mittelCent - v.differenzCent * 1000) * 2).toBeLessThanOrEqual(
            v.mittelCent,
          );
        },
      ),
    );
  });
});

describe('Eingabe des Betrags (the one money reader, issue 17 item 1)', () => {
  it.each([
    ['921,59', 92159],
    ['921.59', 92159],
    [' 921 ', 92100],
    ['0,01', 1],
    ['100000', 10_000_000],
    ['100.000,00', 10_000_000],
    // what the product prints is read back: issue 17 (was refused, or cut to 1.10 by a filter)
    ['1.103,02', 110302],
    ['1.050,00', 105000],
    ['1103.02', 110302],
  ])('%s → %i cents', (text, c) => {
    expect(mietbetragInCent(text)).toBe(c);
    expect(pruefeMietbetrag(text)).toBeNull();
  });

  it.each([
    ['921,599', mietvergleichMeldungen.betrag],
    ['abc', mietvergleichMeldungen.betrag],
    ['1,103.02', mietvergleichMeldungen.betrag],
    ['1.103', meldungen.betragMehrdeutig(110300)],
    ['0', mietvergleichMeldungen.betragNull],
    ['0,00', mietvergleichMeldungen.betragNull],
    ['-5', mietvergleichMeldungen.betragNull],
    ['100000,01', mietvergleichMeldungen.betragZuHoch],
  ])('%s is refused: %s', (text, meldung) => {
    expect(mietbetragInCent(text)).toBeNull();
    expect(pruefeMietbetrag(text)).toBe(meldung);
  });

  it('blank is no error; the refusal names the form the product prints', () => {
    expect(pruefeMietbetrag('')).toBeNull();
    expect(pruefeMietbetrag('1,2,3')).toMatch(/zum Beispiel 1\.103,02 oder 1103,02\./);
  });

  it('a template restores the amount as the product prints it, and it reads back', () => {
    expect(mietbetragAlsText(110302)).toBe('1.103,02');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MIETBETRAG_HOECHSTENS_CENT }), (c) => {
        expect(mietbetragInCent(mietbetragAlsText(c))).toBe(c);
      }),
    );
  });
});

describe('Fristen (§ 187 Abs. 2, § 188 Abs. 2 und 3 BGB)', () => {
  it.each([
    ['2024-03-01', 15, '2025-06-01'],
    ['2024-03-15', 15, '2025-06-15'],
    ['2024-01-31', 15, '2025-05-01'], // April has no 31st: the period ends on 30 April
    ['2024-01-30', 1, '2024-03-01'], // 2024-02 has no 30th
    ['2024-01-29', 1, '2024-02-29'], // leap year
    ['2024-02-29', 12, '2025-03-01'], // 2025-02 has no 29th
    ['2025-02-28', 12, '2026-02-28'],
    ['2024-11-30', 15, '2026-03-01'], // 2026-02 has no 30th
    ['2024-12-31', 15, '2026-03-31'],
    ['2024-10-31', 12, '2025-10-31'],
  ])('%s + %i months → first day after the period: %s', (beginn, monate, erwartet) => {
    expect(ersterTagNachMonaten(beginn, monate)).toBe(erwartet);
  });

  it.each([
    ['2025-03-01', '2025-06-01'],
    ['2025-03-31', '2025-06-01'],
    ['2025-11-30', '2026-02-01'],
    ['2025-12-01', '2026-03-01'],
  ])('§ 558b Abs. 1: letter received %s → owed from %s', (zugang, ab) => {
    expect(beginnDesKalendermonatsNach(zugang, 3)).toBe(ab);
  });

  // Second formulation: count whole months between two days (a month is complete once the day
  // number is reached again; a missing day counts the month as complete only on the next 1st).
  const volleMonate = (a: string, b: string): number => {
    const [ja, ma, ta] = a.split('-').map(Number) as [number, number, number];
    const [jb, mb, tb] = b.split('-').map(Number) as [number, number, number];
    return jb * 12 + mb - (ja * 12 + ma) - (tb < ta ? 1 : 0);
  };
  const vortag = (iso: string): string =>
    new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const tagArb = fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('property: the result is the first day with the full number of months elapsed', () => {
    fc.assert(
      fc.property(tagArb, fc.integer({ min: 1, max: 40 }), (beginn, monate) => {
        const e = ersterTagNachMonaten(beginn, monate);
        expect(volleMonate(beginn, e)).toBeGreaterThanOrEqual(monate);
        expect(volleMonate(beginn, vortag(e))).toBeLessThan(monate);
      }),
    );
  });

  it('property: § 558b day equals the first of the month three months on (Date.UTC)', () => {
    fc.assert(
      fc.property(tagArb, (zugang) => {
        const [j, m] = zugang.split('-').map(Number) as [number, number];
        const erwartet = new Date(Date.UTC(j, m - 1 + 3, 1)).toISOString().slice(0, 10);
        expect(beginnDesKalendermonatsNach(zugang, 3)).toBe(erwartet);
      }),
    );
  });
});

const leer: ErhoehungsEingabe = {
  neueMieteCent: null,
  mieteVorDreiJahrenCent: null,
  letzteErhoehung: null,
  zugang: null,
};
const HEUTE = '2026-11-23';

describe('pruefeMieterhoehung (§ 558 BGB)', () => {
  it('Kappungsgrenze: exactly 15 % is allowed, one cent over is not', () => {
    const genau = pruefeMieterhoehung(
      { ...leer, mieteVorDreiJahrenCent: 80000, neueMieteCent: 92000 },
      E,
      HEUTE,
    );
    expect(genau.kappung?.grenzeCent).toBe(92000);
    expect(genau.kappung?.prozent).toBe(15);
    expect(genau.kappung?.eingehalten).toBe(true);
    expect(genau.kappung?.erhoehungHundertstelProzent).toBe(1500);
    const drueber = pruefeMieterhoehung(
      { ...leer, mieteVorDreiJahrenCent: 80000, neueMieteCent: 92001 },
      E,
      HEUTE,
    );
    expect(drueber.kappung?.eingehalten).toBe(false);
  });

  it('the cap is rounded down to the cent', () => {
    // 800,01 × 1,15 = 920,0115 → 920,01
    const p = pruefeMieterhoehung({ ...leer, mieteVorDreiJahrenCent: 80001 }, E, HEUTE);
    expect(p.kappung?.grenzeCent).toBe(92001);
  });

  it('the demand against the Vergleichsmiete of this calculation: equal is allowed, one cent over not', () => {
    expect(
      pruefeMieterhoehung({ ...leer, neueMieteCent: 92159 }, E, HEUTE).vergleichsmiete?.eingehalten,
    ).toBe(true);
    expect(
      pruefeMieterhoehung({ ...leer, neueMieteCent: 92160 }, E, HEUTE).vergleichsmiete?.eingehalten,
    ).toBe(false);
  });

  it('höchstens zulässig is the lower of the two limits', () => {
    // cap 92.000 < Vergleichsmiete 92.159
    expect(
      pruefeMieterhoehung({ ...leer, mieteVorDreiJahrenCent: 80000 }, E, HEUTE).hoechstensCent,
    ).toBe(92000);
    // cap 103.500 > 92.159
    expect(
      pruefeMieterhoehung({ ...leer, mieteVorDreiJahrenCent: 90000 }, E, HEUTE).hoechstensCent,
    ).toBe(92159);
    expect(
      pruefeMieterhoehung({ ...leer, neueMieteCent: 90000 }, E, HEUTE).hoechstensCent,
    ).toBeNull();
  });

  it('Sperrfrist: a letter one day before the year is too early, on the day it is fine', () => {
    const zuFrueh = pruefeMieterhoehung(
      { ...leer, letzteErhoehung: '2024-03-01', zugang: '2025-02-28' },
      E,
      HEUTE,
    );
    expect(zuFrueh.fristen?.fruehestesVerlangen).toBe('2025-03-01');
    expect(zuFrueh.fristen?.sperrfristEingehalten).toBe(false);
    const genau = pruefeMieterhoehung(
      { ...leer, letzteErhoehung: '2024-03-01', zugang: '2025-03-01' },
      E,
      HEUTE,
    );
    expect(genau.fristen?.sperrfristEingehalten).toBe(true);
    // received 1 March 2025 → owed from 1 June 2025, also the end of the 15 months
    expect(genau.fristen?.wirksamNachZugang).toBe('2025-06-01');
    expect(genau.fristen?.fruehestensWirksam).toBe('2025-06-01');
  });

  it('the 15-month waiting period can push the effective day past § 558b', () => {
    const p = pruefeMieterhoehung(
      { ...leer, letzteErhoehung: '2024-03-15', zugang: '2025-03-15' },
      E,
      HEUTE,
    );
    expect(p.fristen?.wirksamNachZugang).toBe('2025-06-01');
    expect(p.fristen?.wartefristEnde).toBe('2025-06-15');
    expect(p.fristen?.fruehestensWirksam).toBe('2025-06-15');
  });

  it('month end: moved in on 31 January 2024 → 15 months are complete on 1 May 2025', () => {
    const p = pruefeMieterhoehung({ ...leer, letzteErhoehung: '2024-01-31' }, E, HEUTE);
    expect(p.fristen?.wartefristEnde).toBe('2025-05-01');
    expect(p.fristen?.fruehestesVerlangen).toBe('2025-01-31');
  });

  it('the cap period is chosen by the receipt of the letter; outside the stored periods it must be checked', () => {
    const basis = { ...leer, mieteVorDreiJahrenCent: 80000 };
    const mit = (zugang: string) =>
      pruefeMieterhoehung({ ...basis, letzteErhoehung: '2020-01-01', zugang }, E, HEUTE).kappung;
    expect(mit('2025-09-10')?.stichtag).toBe('2025-09-10');
    expect(mit('2025-09-10')?.zeitraum?.gueltigBis).toBe('2025-12-31');
    expect(mit('2025-09-10')?.mussGeprueftWerden).toBe(false);
    // received on the last day of the old ordinance (owed from 1 March 2026): still the old one
    expect(mit('2025-12-31')?.zeitraum?.gueltigVon).toBe('2022-01-01');
    expect(mit('2026-01-01')?.zeitraum?.gueltigVon).toBe('2026-01-01');
    // no letter: today; after the last stored day no period, the general 20 % and the lowered 15 %
    const spaet = pruefeMieterhoehung(basis, E, '2030-01-01');
    expect(spaet.kappung?.zeitraum).toBeNull();
    expect(spaet.kappung?.prozent).toBe(20);
    expect(spaet.kappung?.grenzeCent).toBe(96000);
    expect(spaet.kappung?.grenzeAbgesenktCent).toBe(92000);
    expect(spaet.kappung?.mussGeprueftWerden).toBe(true);
    const text = mieterhoehungInWorten(spaet, E).find((p) => p.titel === 'Kappungsgrenze');
    expect(text?.saetze).toContain(
      'Für den 01.01.2030 ist keine solche Verordnung hinterlegt (hinterlegt bis zum 31.12.2029). Der Rechner weiß daher nicht, ob dann 15 % oder 20 % gelten.',
    );
    // before the first stored period: the same, no verdict from either figure alone
    const frueh = pruefeMieterhoehung(basis, E, '2021-06-01');
    expect(frueh.kappung?.zeitraum).toBeNull();
    expect(frueh.kappung?.mussGeprueftWerden).toBe(true);
    expect(kappungszeitraumFuer('2025-12-31')?.gueltigVon).toBe('2022-01-01');
    expect(kappungszeitraumFuer('2026-01-01')?.gueltigVon).toBe('2026-01-01');
  });

  it('a period not yet checked against the gazette says so; a checked one does not', () => {
    const eingabe = {
      ...leer,
      mieteVorDreiJahrenCent: 80000,
      letzteErhoehung: '2020-01-01',
      zugang: '2025-09-10',
    };
    const satz = (d: ReturnType<typeof ladeMieterhoehungsDaten>) =>
      mieterhoehungInWorten(pruefeMieterhoehung(eingabe, E, HEUTE, d), E, d)
        .find((p) => p.titel === 'Kappungsgrenze')
        ?.saetze.find((t) => t.includes('vorläufig'));
    const daten = ladeMieterhoehungsDaten(roh);
    // the stored periods are not yet checked against the GVBl.
    expect(daten.kappungsgrenze.zeitraeume.every((z) => z.vorlaeufig === true)).toBe(true);
    expect(satz(daten)).toContain(
      'noch nicht mit dem amtlichen Gesetz- und Verordnungsblatt abgeglichen',
    );
    const geprueft = ladeMieterhoehungsDaten({
      ...roh,
      kappungsgrenze: {
        ...roh.kappungsgrenze,
        zeitraeume: roh.kappungsgrenze.zeitraeume.map((z) => ({ ...z, vorlaeufig: false })),
      },
    });
    expect(satz(geprueft)).toBeUndefined();
  });

  it('says each result with its legal basis', () => {
    const p = pruefeMieterhoehung(
      {
        neueMieteCent: 95000,
        mieteVorDreiJahrenCent: 80000,
        letzteErhoehung: '2024-03-01',
        zugang: '2025-03-01',
      },
      E,
      HEUTE,
    );
    const punkte = mieterhoehungInWorten(p, E);
    expect(punkte.map((x) => [x.titel, x.rechtsgrundlage.slice(0, 19), x.urteil])).toEqual([
      [
        'Verlangte Miete und ortsübliche Vergleichsmiete',
        '§ 558 Abs. 1 Satz 1',
        'nicht eingehalten',
      ],
      ['Kappungsgrenze', '§ 558 Abs. 3 Satz 2', 'nicht eingehalten'],
      ['Höchstens zulässig nach diesen Angaben', '§ 558 Abs. 1 Satz 1', '920,00 €'],
      ['Sperrfrist von einem Jahr', '§ 558 Abs. 1 Satz 2', 'eingehalten'],
      ['Wartefrist von 15 Monaten', '§ 558 Abs. 1 Satz 1', null],
      ['Ab wann die erhöhte Miete gilt', '§ 558b Abs. 1 BGB', '01.06.2025'],
      ['Frist zur Zustimmung', '§ 558b Abs. 2 Satz ', '31.05.2025'],
      ['Sonderkündigungsrecht', '§ 561 Abs. 1 BGB', '31.05.2025'],
    ]);
    expect(punkte[1]?.saetze).toContain(
      'Die verlangte Miete von 950,00 € überschreitet diese Grenze um 30,00 € (Erhöhung um 18,75 %).',
    );
    expect(punkte[2]?.saetze).toContain('Die verlangte Miete liegt 30,00 € darüber.');
  });

  it('the letter alone gives the § 558b day and says what the dates of the last increase add', () => {
    const p = pruefeMieterhoehung({ ...leer, zugang: '2025-11-30' }, E, HEUTE);
    expect(p.fristen).toBeNull();
    expect(p.wirksamNachZugang).toBe('2026-02-01');
    const punkte = mieterhoehungInWorten(p, E);
    expect(punkte.map((x) => [x.titel, x.urteil])).toEqual([
      ['Ab wann die erhöhte Miete gilt', '01.02.2026'],
      ['Frist zur Zustimmung', '31.01.2026'],
      ['Sonderkündigungsrecht', '31.01.2026'],
    ]);
  });

  it('names the operating costs in the comparison values for a gross rent only', () => {
    expect(betriebskostenSatz('netto', E)).toBeNull();
    expect(betriebskostenSatz('brutto', { ...E, betriebskosten: 235 })).toBe(
      'In den Vergleichswerten sind Betriebskosten von 2,35 €/m² enthalten.',
    );
  });

  it('property: the cap equals the exact rational comparison (second formulation)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (basis, neu) => {
          const k = pruefeMieterhoehung(
            { ...leer, mieteVorDreiJahrenCent: basis, neueMieteCent: neu },
            E,
            HEUTE,
          ).kappung;
          if (!k) throw new Error('keine Kappung');
          // largest cents g with g × 100 ≤ basis × 115
          expect(k.grenzeCent * 100).toBeLessThanOrEqual(basis * 115);
          expect((k.grenzeCent + 1) * 100).toBeGreaterThan(basis * 115);
          // allowed exactly when new / basis ≤ 1.15
          expect(k.eingehalten).toBe(neu * 100 <= basis * 115);
        },
      ),
    );
  });
});

// issue 17 §2, §7, §8, §9 and §17 (part): each of these failed on the code before the fix
describe('Mieterhöhung: issue 17', () => {
  const brief2030 = {
    neueMieteCent: 94360, // 17,95 % over 800,00 €
    mieteVorDreiJahrenCent: 80000,
    letzteErhoehung: '2028-06-01',
    zugang: '2030-01-15',
  };
  const punkt = (p: ReturnType<typeof pruefeMieterhoehung>, titel: string) =>
    mieterhoehungInWorten(p, E).find((x) => x.titel === titel);

  it('§7: a letter received after the last stored period gets no verdict from the 15 % cap', () => {
    const p = pruefeMieterhoehung(brief2030, E, '2030-01-20');
    expect(p.kappung?.zeitraum).toBeNull();
    expect(p.kappung?.eingehalten).toBeNull();
    expect(p.hoechstensCent).toBeNull();
    expect(p.hoechstensOffen).toEqual({ abgesenktCent: 92000, regelCent: 92159 });
    const k = punkt(p, 'Kappungsgrenze');
    expect(k?.urteil).toBe('nicht prüfbar');
    expect(k?.rechtsgrundlage).toBe('§ 558 Abs. 3 Satz 1 BGB');
    expect(k?.saetze).toContain(
      'Die verlangte Miete von 943,60 € (Erhöhung um 17,95 %) hält die Grenze mit 20 % ein, die mit 15 % nicht. Bitte prüfen Sie, ob für den 15.01.2030 eine Verordnung die Kappungsgrenze in München auf 15 % senkt, zum Beispiel beim Mieterverein oder im Bayerischen Gesetz- und Verordnungsblatt.',
    );
    const h = punkt(p, 'Höchstens zulässig nach diesen Angaben');
    expect(h?.urteil).toBe('nicht prüfbar');
    expect(h?.saetze).toEqual([
      'Das hängt davon ab, welche Kappungsgrenze gilt: mit 15 % sind es höchstens 920,00 €, mit 20 % höchstens 921,59 € im Monat.',
    ]);
  });

  it('§7: outside the stored periods a demand within 15 % or above 20 % is still judged', () => {
    const mit = (neu: number) =>
      pruefeMieterhoehung({ ...brief2030, neueMieteCent: neu }, E, '2030-01-20').kappung
        ?.eingehalten;
    expect(mit(92000)).toBe(true); // within 15 %: within either cap
    expect(mit(92001)).toBeNull();
    expect(mit(96000)).toBeNull();
    expect(mit(96001)).toBe(false); // above 20 %: above either cap
    const ueber = pruefeMieterhoehung({ ...brief2030, neueMieteCent: 96001 }, E, '2030-01-20');
    expect(punkt(ueber, 'Kappungsgrenze')?.saetze).toContain(
      'Die verlangte Miete von 960,01 € überschreitet auch die Grenze mit 20 % um 0,01 € (Erhöhung um 20,00 %).',
    );
    // a Vergleichsmiete below the lowered cap is the limit whichever cap applies
    const niedrig = pruefeMieterhoehung(
      { ...brief2030, mieteVorDreiJahrenCent: 90000 },
      E,
      '2030-01-20',
    );
    expect(niedrig.hoechstensCent).toBe(92159);
    expect(niedrig.hoechstensOffen).toBeNull();
  });

  it('§7: the receipt selects the period, not the effective day (LG Berlin 63 S 192/13)', () => {
    // received 15.11.2029, owed from 01.02.2030: the ordinance in force on receipt applies
    const p = pruefeMieterhoehung({ ...brief2030, zugang: '2029-11-15' }, E, '2029-11-20');
    expect(p.fristen?.fruehestensWirksam).toBe('2030-02-01');
    expect(p.kappung?.stichtag).toBe('2029-11-15');
    expect(p.kappung?.zeitraum?.gueltigVon).toBe('2026-01-01');
    expect(p.kappung?.prozent).toBe(15);
    expect(p.kappung?.eingehalten).toBe(false);
    expect(p.kappung?.mussGeprueftWerden).toBe(false);
    expect(p.hoechstensCent).toBe(92000);
  });

  it('§17: today after the last stored period, the receipt inside it: the figures must be checked', () => {
    const eingabe = { ...brief2030, zugang: '2029-09-10' };
    const satz =
      'Hinterlegt ist die Kappungsgrenze nur bis zum 31.12.2029; dieser Tag ist vorbei. Bitte prüfen Sie, ob die Verordnung für den 10.09.2029 unverändert gilt.';
    const danach = pruefeMieterhoehung(eingabe, E, '2030-01-10');
    expect(danach.kappung?.zeitraum?.gueltigBis).toBe('2029-12-31');
    expect(danach.kappung?.mussGeprueftWerden).toBe(true);
    expect(punkt(danach, 'Kappungsgrenze')?.saetze).toContain(satz);
    const amLetztenTag = pruefeMieterhoehung(eingabe, E, '2029-12-31');
    expect(amLetztenTag.kappung?.mussGeprueftWerden).toBe(false);
    expect(punkt(amLetztenTag, 'Kappungsgrenze')?.saetze).not.toContain(satz);
  });

  it('§8: a letter received 7,5 months after the last increase is unwirksam and names no effective day', () => {
    const p = pruefeMieterhoehung(
      { ...brief2030, letzteErhoehung: '2029-06-01', zugang: '2030-01-15' },
      E,
      '2030-01-20',
    );
    expect(p.unwirksam).toBe(true);
    expect(p.fristen?.sperrfristEingehalten).toBe(false);
    expect(p.fristen?.fruehestensWirksam).toBeNull();
    expect(p.fristen?.wirksamNachZugang).toBeNull();
    expect(p.wirksamNachZugang).toBeNull();
    expect(p.zustimmung).toBeNull();
    const punkte = mieterhoehungInWorten(p, E);
    const titel = punkte.map((x) => x.titel);
    expect(titel).not.toContain('Ab wann die erhöhte Miete gilt');
    expect(titel).not.toContain('Frist zur Zustimmung');
    expect(titel).not.toContain('Wartefrist von 15 Monaten');
    expect(punkte.flatMap((x) => x.saetze).join(' ')).not.toMatch(
      /gilt (sie )?frühestens ab|ab dem 01\.04\.2030/,
    );
    expect(punkte.find((x) => x.titel === 'Folge des zu frühen Schreibens')).toEqual({
      titel: 'Folge des zu frühen Schreibens',
      rechtsgrundlage: '§ 558 Abs. 1 Satz 2 BGB',
      urteil: 'unwirksam',
      saetze: [
        'Ein Erhöhungsverlangen, das vor Ablauf der Sperrfrist zugeht, ist unwirksam. Aus diesem Schreiben schulden Sie keine höhere Miete, und es setzt keine Frist zur Zustimmung in Gang.',
        'Will der Vermieter die Miete erhöhen, muss er ein neues Erhöhungsverlangen schicken, das Ihnen frühestens am 01.06.2030 zugehen darf.',
      ],
    });
  });

  it.each([
    // receipt → consent until / notice until / tenancy ends after a notice on that day
    ['2030-01-15', '2030-03-31', '2030-05-31'],
    ['2030-01-01', '2030-03-31', '2030-05-31'],
    ['2027-12-31', '2028-02-29', '2028-04-30'], // leap year
    ['2029-12-31', '2030-02-28', '2030-04-30'],
    ['2030-11-30', '2031-01-31', '2031-03-31'],
  ])(
    '§9: letter received %s → consent and § 561 notice until %s, tenancy ends %s',
    (zugang, bis, ende) => {
      const p = pruefeMieterhoehung({ ...leer, zugang }, E, HEUTE);
      expect(p.zustimmung).toEqual({
        zustimmenBis: bis,
        kuendigenBis: bis,
        mietendeBeiKuendigungAmLetztenTag: ende,
      });
    },
  );

  it('§9: the deadline to agree and the special right to terminate in words, with their sources', () => {
    const p = pruefeMieterhoehung(brief2030, E, '2030-01-20');
    const z = punkt(p, 'Frist zur Zustimmung');
    expect(z).toEqual({
      titel: 'Frist zur Zustimmung',
      rechtsgrundlage: '§ 558b Abs. 2 Satz 1 BGB',
      urteil: '31.03.2030',
      saetze: [
        'Sie können der Erhöhung bis zum Ablauf des 2. Kalendermonats nach Zugang des Schreibens zustimmen, hier bis zum 31.03.2030.',
        'Stimmen Sie bis dahin nicht zu, kann der Vermieter innerhalb von drei weiteren Monaten auf Zustimmung klagen (§ 558b Abs. 2 Satz 2 BGB).',
      ],
    });
    expect(punkt(p, 'Sonderkündigungsrecht')).toEqual({
      titel: 'Sonderkündigungsrecht',
      rechtsgrundlage: '§ 561 Abs. 1 BGB',
      urteil: '31.03.2030',
      saetze: [
        'Statt zuzustimmen, können Sie das Mietverhältnis bis zum Ablauf des 2. Monats nach Zugang des Schreibens außerordentlich zum Ablauf des übernächsten Monats kündigen, hier bis zum 31.03.2030; mit einer Kündigung an diesem Tag endet das Mietverhältnis am 31.05.2030.',
        'Kündigen Sie, tritt die Mieterhöhung nicht ein.',
      ],
    });
    expect(punkt(p, 'Ab wann die erhöhte Miete gilt')?.urteil).toBe('01.04.2030');
  });

  it('property: the end of the n-th calendar month after a day equals Date.UTC(y, m + n, 0)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2200, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 30 }),
        (datum, n) => {
          const iso = datum.toISOString().slice(0, 10);
          const soll = new Date(Date.UTC(datum.getUTCFullYear(), datum.getUTCMonth() + n + 1, 0));
          expect(endeDesKalendermonatsNach(iso, n)).toBe(soll.toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('§2: a demand not above her current rent is no increase, said first', () => {
    const mit = (neu: number) =>
      mieterhoehungInWorten(
        pruefeMieterhoehung({ ...leer, neueMieteCent: neu, aktuelleMieteCent: 80000 }, E, HEUTE),
        E,
      );
    expect(mit(70000)[0]).toEqual({
      titel: 'Keine Erhöhung',
      rechtsgrundlage: '§ 558 Abs. 1 Satz 1 BGB',
      urteil: null,
      saetze: [
        'Die verlangte Miete von 700,00 € liegt unter Ihrer jetzigen Miete von 800,00 €: Das ist keine Mieterhöhung. Bitte prüfen Sie Ihre Angaben.',
      ],
    });
    expect(mit(80000)[0]?.saetze[0]).toMatch(/liegt auf Ihrer jetzigen Miete/);
    expect(mit(80001)[0]?.titel).toBe('Verlangte Miete und ortsübliche Vergleichsmiete');
  });

  it('§2: a demand not above the rent three years before is no increase, never "-12,50 %"', () => {
    const saetze = (neu: number) =>
      punkt(
        pruefeMieterhoehung(
          { ...leer, mieteVorDreiJahrenCent: 80000, neueMieteCent: neu },
          E,
          HEUTE,
        ),
        'Kappungsgrenze',
      )?.saetze ?? [];
    expect(saetze(70000)).toContain(
      'Die verlangte Miete von 700,00 € liegt unter der Miete von 800,00 € vor 3 Jahren: Gegenüber damals ist das keine Erhöhung.',
    );
    expect(saetze(80000)).toContain(
      'Die verlangte Miete von 800,00 € liegt auf der Miete von 800,00 € vor 3 Jahren: Gegenüber damals ist das keine Erhöhung.',
    );
    expect(saetze(70000).join(' ')).not.toMatch(/Erhöhung um/);
    expect(saetze(80001).join(' ')).toMatch(/hält diese Grenze ein \(Erhöhung um 0,00 %\)/);
  });
});

describe('data/mieterhoehung-bayern.json', () => {
  it('loads with source and validity dates', () => {
    expect(mieterhoehungsDaten.kappungsgrenze.zeitraeume.length).toBeGreaterThan(0);
    for (const z of mieterhoehungsDaten.kappungsgrenze.zeitraeume) {
      expect(z.quelle.length).toBeGreaterThan(0);
      expect(z.gueltigVon <= z.gueltigBis).toBe(true);
    }
  });

  it('refuses overlapping periods, reversed dates and a non-integer percentage', () => {
    const kopie = () => structuredClone(roh);
    const ueberlappt = kopie();
    ueberlappt.kappungsgrenze.zeitraeume[1]!.gueltigVon = '2025-12-31';
    expect(() => ladeMieterhoehungsDaten(ueberlappt)).toThrow(
      /kappungsgrenze\.zeitraeume\.1\.gueltigVon/,
    );
    const verkehrt = kopie();
    verkehrt.kappungsgrenze.zeitraeume[0]!.gueltigBis = '2021-01-01';
    expect(() => ladeMieterhoehungsDaten(verkehrt)).toThrow(/gueltigBis/);
    const bruch = kopie();
    bruch.kappungsgrenze.zeitraeume[0]!.prozent = 15.5;
    expect(() => ladeMieterhoehungsDaten(bruch)).toThrow(/prozent/);
    const datum = kopie();
    datum.wartefrist.rechtsgrundlage = '';
    expect(() => ladeMieterhoehungsDaten(datum)).toThrow(/wartefrist\.rechtsgrundlage/);
  });
});

describe('mietvergleich of the PDF call', () => {
  it('old calls without it are unchanged; valid values come back in cents', () => {
    const ohne = pruefePdfParameter({ berechnung: fixture.given });
    expect(ohne.ok && ohne.parameter.mietvergleich).toBe(undefined);
    const mit = pruefePdfParameter({
      berechnung: fixture.given,
      mietvergleich: {
        miete: 800,
        mieterhoehung: {
          neueMiete: 920.01,
          mieteVorDreiJahren: 800,
          letzteErhoehung: '2024-03-01',
          zugang: null,
        },
      },
    });
    expect(mit.ok && mit.parameter.mietvergleich).toEqual({
      mieteCent: 80000,
      erhoehung: {
        neueMieteCent: 92001,
        mieteVorDreiJahrenCent: 80000,
        letzteErhoehung: '2024-03-01',
        zugang: null,
      },
    });
  });

  it('bad values are 422 with the field and a German message; wrong types 400', () => {
    const r = pruefePdfParameter({
      berechnung: fixture.given,
      mietvergleich: {
        miete: 0.001,
        mieterhoehung: { neueMiete: -1, letzteErhoehung: '2025-02-30', zugang: '2024-01-01' },
      },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(422);
    expect(r.fehler.map((f) => f.feld)).toEqual([
      'mietvergleich.miete',
      'mietvergleich.mieterhoehung.neueMiete',
      'mietvergleich.mieterhoehung.letzteErhoehung',
    ]);
    const vorher = pruefeMietvergleich({
      mieterhoehung: { letzteErhoehung: '2025-01-01', zugang: '2024-12-31' },
    });
    expect(vorher.fehler).toEqual([
      {
        feld: 'mietvergleich.mieterhoehung.zugang',
        meldung:
          'Das Schreiben kann nicht vor der letzten Mieterhöhung oder dem Einzug zugegangen sein. Bitte ändern Sie Ihre Eingabe.',
      },
    ]);
    const typ = pruefePdfParameter({ berechnung: fixture.given, mietvergleich: { miete: '800' } });
    expect(typ.ok === false && typ.status).toBe(400);
    expect(typ.ok === false && typ.fehler[0]?.meldung).toMatch(/Zahl oder null/);
  });
});
