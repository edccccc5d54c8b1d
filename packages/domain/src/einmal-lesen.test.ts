// issue 19 §2 "Parse once at the edge": the check reads the area (thousandths of m²) and every
// amount (cents) once; the calculation, the comparisons and the PDF take those numbers as they
// are. Each test here fails when a stop reads a text again or rounds on its own.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fixture from '../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { leseBetrag } from './grundlagen/betrag.ts';
import { berechneInCent, berechneOrtsueblicheMiete } from './berechnung/berechnung.ts';
import { pruefeMietbetrag } from './eingabe/mietvergleich-eingabe.ts';
import { mietvergleichInWorten } from './recht/mietvergleich-worte.ts';
import { vergleicheMiete } from './recht/mietvergleich.ts';
import { pruefeMietvergleich } from './eingabe/mietvergleich-eingabe.ts';
import { pruefeMietpreisbremse, leereBremsenEingabe } from './recht/mietpreisbremse.ts';
import { gepruefteBerechnung, pruefeBerechnung, pruefePdfParameter } from './eingabe/pruefung.ts';
import type { MietvergleichWire } from './schema/schema.ts';
import { pruefeAbweichung } from './eingabe/validierung.ts';
import { vergleichswerteAusErgebnis } from './berechnung/vergleichswerte.ts';

const mit = (teil: Record<string, unknown>) => ({ ...structuredClone(fixture.given), ...teil });
const abw = (teil: Record<string, unknown>) => ({ ...fixture.given.abweichungen, ...teil });

describe('Die Prüfung liefert gelesene Werte', () => {
  it.each([
    ['65,5', 65_500, '65.5'],
    ['65.5', 65_500, '65.5'],
    ['65,555', 65_555, '65.555'],
    [' 65,5 ', 65_500, '65.5'],
    ['20', 20_000, '20'],
    ['160,000', 160_000, '160.000'],
  ])('Wohnfläche „%s“ → %i Tausendstel m² (Text bleibt „%s“)', (text, tausendstel, gespeichert) => {
    const b = gepruefteBerechnung(mit({ wohnflaeche: text }));
    expect(b.flaecheTausendstel).toBe(tausendstel);
    expect(b.wohnflaeche).toBe(gespeichert);
  });

  it('liest jede Abweichung in Cent; das Wire-Format behält Euro als Zahl', () => {
    const b = gepruefteBerechnung(
      mit({
        selectedBaujahr: 8, // a class where every deviation applies
        abweichungen: abw({ wasser: -0.7, rueckgebaeude: '0,3', zusatz: '1.25 €', fassadeB: '' }),
      }),
    );
    expect(b.abweichungenCent).toEqual({
      wasser: -70,
      rueckgebaeude: 30,
      waermedaemmung: null,
      fassadeA: null,
      fassadeB: null,
      zusatz: 125,
    });
    expect(b.abweichungen).toMatchObject({ wasser: -0.7, rueckgebaeude: 0.3, zusatz: 1.25 });
  });

  it('liest die Höhe der Stichtagsdifferenz in Zehntelprozent', () => {
    const p = pruefePdfParameter({
      berechnung: fixture.given,
      stichtagsdifferenz: { stand: '2025-06-01', hoehe: -3.3 },
    });
    if (!p.ok) throw new Error('gültig erwartet');
    expect(p.parameter.stichtagsdifferenz).toEqual({
      stand: '2025-06-01',
      hoehe: -3.3,
      hoeheZehntel: -33,
    });
  });
});

describe('Die Berechnung liest keinen Text noch einmal', () => {
  const geprueft = gepruefteBerechnung(mit({ wohnflaeche: '65,555' }));

  it('rechnet mit den Tausendsteln der Prüfung, nicht mit dem Text der Wohnfläche', () => {
    const c = berechneInCent(geprueft);
    expect(berechneInCent({ ...geprueft, wohnflaeche: 'kein Text' })).toEqual(c);
    // 14,07 €/m² × 65,555 m² = 922,358… € → 922,36 €
    expect(c.mittel).toBe(1407);
    expect(c.monatlich.mittel).toBe(92236);
    const anders = berechneInCent({ ...geprueft, flaecheTausendstel: 65_500 });
    expect(anders.monatlich.mittel).toBe(92159); // the worked example's 921,59 €
  });

  it('rechnet mit den Cent der Prüfung, nicht mit den Abweichungen des Wire-Formats', () => {
    const mitAbweichung = gepruefteBerechnung(
      mit({ abweichungen: abw({ zusatz: '1,25' }), abweichungGesetzt: true }),
    );
    const c = berechneInCent(mitAbweichung);
    expect(c.abweichungenSumme).toBe(125);
    const wire = { ...mitAbweichung.abweichungen, zusatz: 3.99 };
    expect(berechneInCent({ ...mitAbweichung, abweichungen: wire })).toEqual(c);
  });

  it('das Beispiel ergibt 14,07 €/m² und 921,59 € im Monat', () => {
    const e = berechneOrtsueblicheMiete(gepruefteBerechnung(fixture.given));
    expect([e.ortsueblicheMieteProQM, e.ortsueblicheMiete]).toEqual([14.07, 921.59]);
  });
});

describe('Vergleichswerte: Server und Web sehen dieselben Cent', () => {
  // the server hands berechneInCent over, the web reads the JSON answer: both must agree
  it('die gelesene Antwort der API gleicht den Cent der Berechnung, für jede Wohnfläche', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20_000, max: 160_000 }), (t) => {
        const text = `${Math.floor(t / 1000)},${String(t % 1000).padStart(3, '0')}`;
        const g = gepruefteBerechnung(mit({ wohnflaeche: text }));
        const c = berechneInCent(g);
        const w = vergleichswerteAusErgebnis(berechneOrtsueblicheMiete(g), g);
        expect(w).toEqual({
          flaecheTausendstel: t,
          mittel: c.mittel,
          spanneUnten: c.spanneUnten,
          spanneOben: c.spanneOben,
          mitAbweichungen: c.mitAbweichungen,
          betriebskosten: c.betriebskosten,
          monatlich: c.monatlich,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('1.103,02 € gehen unverändert in den Vergleich und in die Mietpreisbremse', () => {
    const g = gepruefteBerechnung(mit({ wohnflaeche: '65,555' }));
    const c = berechneInCent(g);
    const mv = pruefeMietvergleich({ miete: 1103.02 });
    expect(mv.wert?.mieteCent).toBe(110302);
    const v = vergleicheMiete(110302, c);
    // 1.103,02 € / 65,555 m² = 16,8259… €/m² → 16,83 €/m²
    expect(v.mieteProQmCent).toBe(1683);
    expect(mietvergleichInWorten(v, 'netto').zeilen[0]).toEqual([
      'Ihre Nettokaltmiete im Monat',
      '1.103,02 €',
    ]);
    const p = pruefeMietpreisbremse(
      { ...leereBremsenEingabe(), beginn: '2026-01-01', mieteCent: 110302 },
      c,
    );
    expect(p?.mieteProQmCent).toBe(1683);
    expect(p?.vergleichsmieteCent).toBe(c.monatlich.mittel);
  });

  it('gibt ohne gültige Wohnfläche keine Vergleichswerte', () => {
    const e = berechneOrtsueblicheMiete(gepruefteBerechnung(fixture.given));
    expect(vergleichswerteAusErgebnis(e, { flaecheTausendstel: null })).toBeNull();
    expect(vergleichswerteAusErgebnis(e, { flaecheTausendstel: 65_500 })?.monatlich.mittel).toBe(
      92159,
    );
  });
});

describe('Ein Leser für jedes Geldfeld', () => {
  // texts: the web's money inputs and the deviations read them; each field adds only its range
  // (here every readable value lies in both ranges: 0 < x ≤ 4,00 €)
  it.each([
    ['1,5', true],
    ['1.5', true],
    ['1,50', true],
    ['1.50 €', true],
    [' 1 , 5 ', true],
    ['0,25', true],
    ['4', true],
    ['1,555', false], // three decimals: refused, never rounded
    ['1.500', false], // ambiguous: refused in both
    [',5', false],
    ['1e0', false],
    ['1,5,0', false],
    ['eins', false],
  ] as const)('Text „%s“: angenommen = %s, in jedem Geldfeld gleich', (text, gueltig) => {
    expect(pruefeMietbetrag(text) === null).toBe(gueltig);
    expect(pruefeAbweichung('zusatz', text) === null).toBe(gueltig);
    expect(leseBetrag(text).art === 'zahl').toBe(gueltig);
  });

  const felder: [string, (x: number) => MietvergleichWire, string][] = [
    ['miete', (x) => ({ miete: x }), 'mietvergleich.miete'],
    [
      'neueMiete',
      (x) => ({ mieterhoehung: { neueMiete: x } }),
      'mietvergleich.mieterhoehung.neueMiete',
    ],
    [
      'mieteVorDreiJahren',
      (x) => ({ mieterhoehung: { mieteVorDreiJahren: x } }),
      'mietvergleich.mieterhoehung.mieteVorDreiJahren',
    ],
    [
      'Miete bei Beginn',
      (x) => ({ mietpreisbremse: { beginn: '2026-01-01', miete: x } }),
      'mietvergleich.mietpreisbremse.miete',
    ],
    [
      'vormiete',
      (x) => ({ mietpreisbremse: { beginn: '2026-01-01', vormiete: x } }),
      'mietvergleich.mietpreisbremse.vormiete',
    ],
    [
      'modernisierungsZuschlag',
      (x) => ({ mietpreisbremse: { beginn: '2026-01-01', modernisierungsZuschlag: x } }),
      'mietvergleich.mietpreisbremse.modernisierungsZuschlag',
    ],
  ];

  // numbers of the wire: the same numbers are taken or refused in every field, deviations too
  it.each([
    [1.5, 150],
    [0.25, 25],
    [3, 300],
    [1.255, null],
    [0.1 + 0.2, null], // 0.30000000000000004: more than two decimals
    [1e-7, null],
  ] as const)('Zahl %d → %s Cent, in jedem Geldfeld gleich', (zahl, cent) => {
    expect(pruefeAbweichung('zusatz', zahl) === null).toBe(cent !== null);
    for (const [name, wire, feld] of felder) {
      const r = pruefeMietvergleich(wire(zahl));
      const fehler = r.fehler.filter((f) => f.feld === feld);
      expect(fehler.length, name).toBe(cent === null ? 1 : 0);
    }
    const r = pruefeMietvergleich({ miete: zahl });
    expect(r.wert?.mieteCent ?? null).toBe(cent);
  });

  it('die Prüfung der Berechnung nimmt für Abweichungen dieselben Zahlen', () => {
    for (const [zahl, gueltig] of [
      [1.5, true],
      [1.255, false],
      [0.1 + 0.2, false],
    ] as const) {
      const r = pruefeBerechnung(mit({ abweichungen: abw({ zusatz: zahl }) }));
      expect(r.ok, String(zahl)).toBe(gueltig);
    }
  });
});
