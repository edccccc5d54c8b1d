// issue 13 §2: the increase check under § 558 BGB and its periods, at every boundary
// (STYLE.md 10: tables at the boundaries, properties against a second formulation).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beispielVergleichswerte } from '../../test/beispiel.ts';
import {
  beginnDesKalendermonatsNach,
  betriebskostenSatz,
  ersterTagNachMonaten,
  kappungszeitraumFuer,
  ladeMieterhoehungsDaten,
  mieterhoehungInWorten,
  mieterhoehungsDaten,
  pruefeMieterhoehung,
  type ErhoehungsEingabe,
} from '../index.ts';
import roh from '../data/mieterhoehung-bayern.json' with { type: 'json' };

// the worked example (test/beispiel.ts)
const E = beispielVergleichswerte();

const leer: ErhoehungsEingabe = {
  neueMieteCent: null,
  mieteVorDreiJahrenCent: null,
  letzteErhoehung: null,
  zugang: null,
};
const HEUTE = '2026-11-23';

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
  ])('%s + %i Monate → erster Tag nach der Frist: %s', (beginn, monate, erwartet) => {
    expect(ersterTagNachMonaten(beginn, monate)).toBe(erwartet);
  });

  it.each([
    ['2025-03-01', '2025-06-01'],
    ['2025-03-31', '2025-06-01'],
    ['2025-11-30', '2026-02-01'],
    ['2025-12-01', '2026-03-01'],
  ])('§ 558b Abs. 1: Schreiben zugegangen %s → geschuldet ab %s', (zugang, ab) => {
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

  it('Eigenschaft: das Ergebnis ist der erste Tag nach Ablauf der vollen Zahl von Monaten', () => {
    fc.assert(
      fc.property(tagArb, fc.integer({ min: 1, max: 40 }), (beginn, monate) => {
        const e = ersterTagNachMonaten(beginn, monate);
        expect(volleMonate(beginn, e)).toBeGreaterThanOrEqual(monate);
        expect(volleMonate(beginn, vortag(e))).toBeLessThan(monate);
      }),
    );
  });

  it('Eigenschaft: der Tag nach § 558b ist der Monatserste drei Monate später (Date.UTC)', () => {
    fc.assert(
      fc.property(tagArb, (zugang) => {
        const [j, m] = zugang.split('-').map(Number) as [number, number];
        const erwartet = new Date(Date.UTC(j, m - 1 + 3, 1)).toISOString().slice(0, 10);
        expect(beginnDesKalendermonatsNach(zugang, 3)).toBe(erwartet);
      }),
    );
  });
});

describe('pruefeMieterhoehung (§ 558 BGB)', () => {
  it('Kappungsgrenze: genau 15 % sind erlaubt, ein Cent mehr nicht', () => {
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

  it('die Kappungsgrenze wird auf den Cent abgerundet', () => {
    // 800,01 × 1,15 = 920,0115 → 920,01
    const p = pruefeMieterhoehung({ ...leer, mieteVorDreiJahrenCent: 80001 }, E, HEUTE);
    expect(p.kappung?.grenzeCent).toBe(92001);
  });

  it('das Verlangen gegen die Vergleichsmiete dieser Berechnung: gleich ist erlaubt, ein Cent mehr nicht', () => {
    expect(
      pruefeMieterhoehung({ ...leer, neueMieteCent: 92159 }, E, HEUTE).vergleichsmiete?.eingehalten,
    ).toBe(true);
    expect(
      pruefeMieterhoehung({ ...leer, neueMieteCent: 92160 }, E, HEUTE).vergleichsmiete?.eingehalten,
    ).toBe(false);
  });

  it('höchstens zulässig ist die niedrigere der beiden Grenzen', () => {
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

  it('Sperrfrist: ein Schreiben einen Tag vor Ablauf des Jahres ist zu früh, am Tag selbst in Ordnung', () => {
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

  it('die Wartefrist von 15 Monaten kann den Wirksamkeitstag über § 558b hinaus schieben', () => {
    const p = pruefeMieterhoehung(
      { ...leer, letzteErhoehung: '2024-03-15', zugang: '2025-03-15' },
      E,
      HEUTE,
    );
    expect(p.fristen?.wirksamNachZugang).toBe('2025-06-01');
    expect(p.fristen?.wartefristEnde).toBe('2025-06-15');
    expect(p.fristen?.fruehestensWirksam).toBe('2025-06-15');
  });

  it('Monatsende: Einzug am 31. Januar 2024 → 15 Monate sind am 1. Mai 2025 voll', () => {
    const p = pruefeMieterhoehung({ ...leer, letzteErhoehung: '2024-01-31' }, E, HEUTE);
    expect(p.fristen?.wartefristEnde).toBe('2025-05-01');
    expect(p.fristen?.fruehestesVerlangen).toBe('2025-01-31');
  });

  it('der Zeitraum der Kappungsgrenze richtet sich nach dem Zugang des Schreibens; außerhalb der hinterlegten Zeiträume ist sie zu prüfen', () => {
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

  it('ein noch nicht mit dem Verordnungsblatt abgeglichener Zeitraum sagt es, ein abgeglichener nicht', () => {
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
    // issue 26 §14: a short sentence in the user's words, not the data's note on its source
    for (const z of daten.kappungsgrenze.zeitraeume) {
      const e = { ...eingabe, zugang: z.gueltigVon };
      const saetze = mieterhoehungInWorten(pruefeMieterhoehung(e, E, HEUTE, daten), E, daten)
        .find((p) => p.titel === 'Kappungsgrenze')!
        .saetze.join(' ');
      expect(saetze).not.toContain(z.quelle);
      expect(saetze).not.toMatch(/GVBl\. abzugleichen|NICHT aus dem Text|Pressemeldung/);
    }
    expect(satz(daten)!.length).toBeLessThan(220);
    const geprueft = ladeMieterhoehungsDaten({
      ...roh,
      kappungsgrenze: {
        ...roh.kappungsgrenze,
        zeitraeume: roh.kappungsgrenze.zeitraeume.map((z) => ({ ...z, vorlaeufig: false })),
      },
    });
    expect(satz(geprueft)).toBeUndefined();
  });

  it('nennt jedes Ergebnis mit seiner Rechtsgrundlage', () => {
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

  it('das Schreiben allein ergibt den Tag nach § 558b und sagt, was die Daten der letzten Erhöhung hinzufügen', () => {
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

  it('nennt die Betriebskosten in den Vergleichswerten nur bei einer Bruttomiete', () => {
    expect(betriebskostenSatz('netto', E)).toBeNull();
    expect(betriebskostenSatz('brutto', { ...E, betriebskosten: 235 })).toBe(
      'In den Vergleichswerten sind Betriebskosten von 2,35 €/m² enthalten.',
    );
  });

  it('Eigenschaft: die Kappungsgrenze entspricht dem genauen rationalen Vergleich (zweite Formulierung)', () => {
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

describe('data/mieterhoehung-bayern.json', () => {
  it('lädt mit Quelle und Gültigkeitsdaten', () => {
    expect(mieterhoehungsDaten.kappungsgrenze.zeitraeume.length).toBeGreaterThan(0);
    for (const z of mieterhoehungsDaten.kappungsgrenze.zeitraeume) {
      expect(z.quelle.length).toBeGreaterThan(0);
      expect(z.gueltigVon <= z.gueltigBis).toBe(true);
    }
  });

  it('lehnt überlappende Zeiträume, vertauschte Daten und einen nicht ganzzahligen Prozentsatz ab', () => {
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
