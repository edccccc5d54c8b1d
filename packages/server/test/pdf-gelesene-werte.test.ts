// issue 19 §2: the PDF's content takes the values the check read (area in thousandths of m²,
// amounts in cents) as they are and formats them once; no stop reads a text or a euro number
// again. Built with pdfInhalt directly, so every figure can be found in its table.
import { describe, expect, it } from 'vitest';
import { berechneInCent, pruefePdfParameter, type PdfParameter } from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import type { Baustein } from '../src/pdf/dokument.ts';
import { pdfInhalt } from '../src/pdf/inhalt.ts';

const ERSTELLT = new Date('2026-01-15T10:00:00Z');

function parameter(body: Record<string, unknown>): PdfParameter {
  const p = pruefePdfParameter(body);
  if (!p.ok) throw new Error(JSON.stringify(p.fehler));
  return p.parameter;
}

const zeilen = (b: Baustein[]): string[][] =>
  b.flatMap((x) => (x.art === 'tabelle' ? x.zeilen : []));
const zeile = (b: Baustein[], anfang: string): string[] | undefined =>
  zeilen(b).find((z) => z[0]?.startsWith(anfang));

describe('PDF-Inhalt aus den gelesenen Werten', () => {
  const p = parameter({
    berechnung: { ...beispiel.given, wohnflaeche: '65,555' },
    stichtagsdifferenz: { stand: '2025-06-01', hoehe: 2.5 },
    mietvergleich: { miete: 1103.02 },
  });
  const inhalt = pdfInhalt(p, berechneInCent(p.berechnung), ERSTELLT);
  const b = inhalt.bausteine;

  it('zeigt die Wohnfläche wie eingegeben und rechnet mit 65,555 m²', () => {
    expect(zeile(b, 'Wohnfläche')?.[1]).toBe('65,555 m²');
    // 14,07 €/m² × 65,555 m² = 922,358… € → 922,36 €
    expect(zeile(b, 'Durchschnittliche ortsübliche Vergleichsmiete')).toEqual([
      'Durchschnittliche ortsübliche Vergleichsmiete',
      '14,07 €',
      '922,36 €',
    ]);
    // with 2,5 %: 14,07 × 1,025 = 14,42175 → 14,42; 922,36 × 1,025 = 945,419 → 945,42
    expect(zeile(b, 'Mit Stichtagsdifferenz')?.slice(1)).toEqual(['14,42 €', '945,42 €']);
  });

  it('übernimmt die Miete von 1.103,02 € unverändert in den Vergleich', () => {
    expect(zeile(b, 'Ihre Nettokaltmiete im Monat')?.[1]).toBe('1.103,02 €');
    // 1.103,02 € / 65,555 m² = 16,8259… → 16,83 €/m²
    expect(zeile(b, 'Ihre Miete je m²')?.[1]).toBe('16,83 €/m²');
  });

  it('rechnet mit den Tausendsteln der Prüfung, nicht mit dem Text der Wohnfläche', () => {
    // the text changed after the check: a stop that read it again would compute with 99 m²
    const verschoben = { ...p, berechnung: { ...p.berechnung, wohnflaeche: '99' } };
    const anders = pdfInhalt(verschoben, berechneInCent(verschoben.berechnung), ERSTELLT);
    expect(zeile(anders.bausteine, 'Durchschnittliche ortsübliche Vergleichsmiete')?.[2]).toBe(
      '922,36 €',
    );
    expect(zeile(anders.bausteine, 'Ihre Miete je m²')?.[1]).toBe('16,83 €/m²');
  });

  it('rechnet die Stichtagsdifferenz mit den Zehnteln der Prüfung', () => {
    const sd = p.stichtagsdifferenz;
    if (!sd) throw new Error('Stichtagsdifferenz erwartet');
    const verschoben = { ...p, stichtagsdifferenz: { ...sd, hoehe: 50 } };
    const anders = pdfInhalt(verschoben, berechneInCent(p.berechnung), ERSTELLT);
    expect(zeile(anders.bausteine, 'Mit Stichtagsdifferenz')?.slice(1)).toEqual([
      '14,42 €',
      '945,42 €',
    ]);
  });
});
