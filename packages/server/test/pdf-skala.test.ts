// issue 26 §17: the PDF's scale – labels never overlap ("14,57Grenze €/m² 110 %") and no mark's
// line crosses a label (the tenant's marker through "Obergrenze 16,84"), for any order of the
// values, also close together. Measured with the PDF's own fonts (pdfkit's widthOfString).
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Skala } from '@mietspiegel/domain';
import { ladePdfSchriften } from '../src/pdf/schriften.ts';
import { neuesDokument, RAND } from '../src/pdf/seite.ts';
import { pdfSkalaGeometrie } from '../src/pdf/skala.ts';

let doc: PDFKit.PDFDocument;
let breite: number;
beforeAll(async () => {
  doc = neuesDokument(await ladePdfSchriften(), 'Test', new Date(0));
  breite = doc.page.width - RAND.left - RAND.right;
});

const wert = (a: number) => `${(11 + a * 6).toFixed(2).replace('.', ',')} €/m²`;
const marke = (art: Skala['marken'][number]['art'], anteil: number, label: string = art) => ({
  art,
  label,
  wert: wert(anteil),
  anteil,
});

function skala(a: number[], grenze: boolean, mitAbw: number): Skala {
  const [von, bis] = [Math.min(a[0]!, a[1]!), Math.max(a[0]!, a[1]!)];
  return {
    vonCent: 0,
    bisCent: 100,
    spanne: { von, bis },
    marken: [
      marke('unten', von, 'Untergrenze'),
      marke('oben', bis, 'Obergrenze'),
      marke('mittel', a[2]!, 'Durchschnitt'),
      marke('mitAbweichungen', mitAbw, 'Mit begründeten Abweichungen'),
      marke('miete', a[3]!, 'Ihre Miete'),
      ...(grenze ? [marke('grenze', a[4]!, 'Grenze 110 %')] : []),
    ],
  };
}

function pruefe(s: Skala): void {
  const g = pdfSkalaGeometrie(doc, { art: 'skala', skala: s, alt: 'Bild' }, breite);
  const t = g.texte;
  expect(t.length).toBeGreaterThanOrEqual(4);
  for (const a of t) {
    expect(a.kasten.links).toBeGreaterThanOrEqual(RAND.left - 0.01);
    expect(a.kasten.rechts).toBeLessThanOrEqual(RAND.left + breite + 0.01);
    expect(a.kasten.unten).toBeLessThanOrEqual(g.hoehe);
  }
  for (let i = 0; i < t.length; i++)
    for (let j = i + 1; j < t.length; j++) {
      const [a, b] = [t[i]!.kasten, t[j]!.kasten];
      const ueber =
        a.links < b.rechts && b.links < a.rechts && a.oben < b.unten && b.oben < a.unten;
      expect(ueber, `„${t[i]!.text}“ und „${t[j]!.text}“ überlappen`).toBe(false);
    }
  for (const l of g.linien)
    for (const a of t) {
      const k = a.kasten;
      const kreuzt = l.x > k.links && l.x < k.rechts && l.von < k.unten && l.bis > k.oben;
      expect(kreuzt, `die Linie „${l.art}“ kreuzt „${a.text}“`).toBe(false);
    }
}

/** The Mietpreisbremse's picture: the flat's comparative rent in the average's place (issue 26 §1). */
const alsBremse = (s: Skala): Skala => ({
  ...s,
  marken: s.marken.flatMap((m) =>
    m.art === 'mittel'
      ? [{ ...m, art: 'vergleichsmiete' as const, label: 'Ortsübliche Vergleichsmiete' }]
      : m.art === 'mitAbweichungen'
        ? []
        : [m],
  ),
});

describe('PDF-Skala: Beschriftungen überlappen nie (issue 26 §17)', () => {
  it('das Bild der Mietpreisbremse: die ortsübliche Vergleichsmiete statt des Durchschnitts, in jeder Reihenfolge (issue 26 §1)', () => {
    pruefe(alsBremse(skala([0.1, 0.8, 0.45, 0.82, 0.79], true, 0.55)));
    const g = pdfSkalaGeometrie(
      doc,
      {
        art: 'skala',
        skala: alsBremse(skala([0.1, 0.8, 0.45, 0.82, 0.79], true, 0.55)),
        alt: 'Bild',
      },
      breite,
    );
    expect(g.texte.map((t) => t.text)).toContain(`Ortsübliche Vergleichsmiete: ${wert(0.45)}`);
    expect(g.texte.some((t) => t.text.startsWith('Ø'))).toBe(false);
    expect(g.linien.map((l) => l.art)).toContain('vergleichsmiete');
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: -0.06, max: 0.06, noNaN: true }), { minLength: 5, maxLength: 5 }),
        (basis, d) => {
          const a = d.map((x) => Math.min(1, Math.max(0, basis + x)));
          pruefe(alsBremse(skala(a, true, a[2]!)));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('Grenze 110 % knapp neben der Obergrenze, die Miete darauf, mit Abweichungen', () => {
    pruefe(skala([0.1, 0.8, 0.45, 0.82, 0.79], true, 0.55));
    pruefe(skala([0.1, 0.8, 0.45, 0.8, 0.8], true, 0.46));
  });

  it('jede Reihenfolge, auch eng beieinander', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: -0.06, max: 0.06, noNaN: true }), { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        (basis, d, grenze) => {
          const a = d.map((x) => Math.min(1, Math.max(0, basis + x)));
          pruefe(skala(a, grenze, a[5]!));
        },
      ),
      { numRuns: 200 },
    );
  });
});
