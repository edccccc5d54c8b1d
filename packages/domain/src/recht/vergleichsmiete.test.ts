// issue 26 §1: one comparative rent for every check. With a justified deviation of +1,00 €/m²
// on the worked example the flat's ortsübliche Vergleichsmiete is 987,09 € a month (not the
// average 921,59 €); the increase check and the Mietpreisbremse both compare with it (ADR 0022).
import { describe, expect, it } from 'vitest';
import { beispielMitZusatzVergleichswerte, beispielVergleichswerte } from '../../test/beispiel.ts';
import {
  bremsenSkala,
  leereBremsenEingabe,
  mieterhoehungInWorten,
  mietpreisbremseInWorten,
  ortsueblicheVergleichsmiete,
  pruefeMieterhoehung,
  pruefeMietpreisbremse,
} from '../index.ts';

const W = beispielMitZusatzVergleichswerte();
const bremse = { ...leereBremsenEingabe(), beginn: '2026-01-01', mieteCent: 110000 };

describe('die ortsübliche Vergleichsmiete der Wohnung (issue 26 §1)', () => {
  it('ist die Miete mit den begründeten Abweichungen; ohne Abweichungen der Durchschnitt', () => {
    expect(W.monatlich.mittel).toBe(92159);
    expect(ortsueblicheVergleichsmiete(W)).toEqual({
      monatlichCent: 98709,
      proQmCent: 1507,
      mitAbweichungen: true,
    });
    expect(ortsueblicheVergleichsmiete(beispielVergleichswerte())).toEqual({
      monatlichCent: 92159,
      proQmCent: 1407,
      mitAbweichungen: false,
    });
  });

  it('Mietpreisbremse: 1.100 € ab 01.01.2026 gegen 987,09 €, Grenze 1.085,80 €, 14,20 € darüber', () => {
    const p = pruefeMietpreisbremse(bremse, W);
    if (!p) throw new Error('keine Prüfung');
    expect([p.vergleichsmieteCent, p.grenzeCent, p.zulaessigCent]).toEqual([98709, 108580, 108580]);
    expect(p.urteil).toBe('ueberschritten');
    expect(p.ueberschreitungCent).toBe(1420);
    const w = mietpreisbremseInWorten(p, bremse, 'netto');
    expect(w.zeilen[0]).toEqual([
      'Ortsübliche Vergleichsmiete mit begründeten Abweichungen im Monat',
      '987,09 €',
    ]);
    expect(w.urteil).toContain('zulässige Miete von 1.085,80 € im Monat');
    expect(w.urteil).toContain('um 14,20 € im Monat');
    const alles = [w.urteil, ...w.saetze, ...w.zeilen.flat(), w.bildtext].join(' ');
    expect(alles).not.toContain('921,59');
    expect(alles).not.toContain('1.013,75');
    expect(alles).toContain('§ 558 Abs. 2 BGB');
  });

  it('das Bild der Mietpreisbremse markiert nur diese Vergleichsmiete und die Grenze, nicht den Durchschnitt', () => {
    const p = pruefeMietpreisbremse(bremse, W);
    if (!p) throw new Error('keine Prüfung');
    const s = bremsenSkala(p, W);
    expect(s.marken.map((m) => m.art)).toEqual([
      'unten',
      'vergleichsmiete',
      'oben',
      'miete',
      'grenze',
    ]);
    const vm = s.marken.find((m) => m.art === 'vergleichsmiete')!;
    expect([vm.label, vm.wert]).toEqual(['Ortsübliche Vergleichsmiete', '15,07 €/m²']);
    expect(vm.anteil).toBeCloseTo((1507 - s.vonCent) / (s.bisCent - s.vonCent), 12);
    expect(s.marken.some((m) => m.wert.includes('14,07'))).toBe(false);
  });

  it('die Mieterhöhung vergleicht mit demselben Wert', () => {
    const e = pruefeMieterhoehung(
      {
        neueMieteCent: 100000,
        mieteVorDreiJahrenCent: null,
        letzteErhoehung: null,
        zugang: null,
      },
      W,
      '2026-01-01',
    );
    const p = pruefeMietpreisbremse(bremse, W);
    expect(e.vergleichsmiete?.grenzeCent).toBe(p?.vergleichsmieteCent);
    expect(mieterhoehungInWorten(e, W)[0]!.saetze.join(' ')).toContain('987,09 € im Monat');
  });
});
