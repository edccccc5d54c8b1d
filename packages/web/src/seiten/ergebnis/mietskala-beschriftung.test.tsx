// issue 26 §17: the scale's labels never overlap each other, and no mark's line crosses a label –
// for any order of the values, tested with values close together (the limit of the
// Mietpreisbremse next to the upper limit, her rent on top of them). Read from the drawn SVG: each
// text's box from its position and a generous width (0.72 em a character bold, 0.65 em normal).
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { cleanup, render } from '@testing-library/react';
import type { Skala } from '@mietspiegel/domain';
import { MietSkala } from './MietSkala.tsx';

const SCHRIFT = 14;
const wert = (a: number) => `${(11 + a * 6).toFixed(2).replace('.', ',')} €/m²`;
const marke = (art: Skala['marken'][number]['art'], anteil: number, label: string = art) => ({
  art,
  label,
  wert: wert(anteil),
  anteil,
});

function skala(w: {
  unten: number;
  oben: number;
  mittel: number;
  miete: number;
  grenze?: number;
}): Skala {
  const [von, bis] = [Math.min(w.unten, w.oben), Math.max(w.unten, w.oben)];
  return {
    vonCent: 0,
    bisCent: 100,
    spanne: { von, bis },
    marken: [
      marke('unten', von, 'Untergrenze'),
      marke('oben', bis, 'Obergrenze'),
      marke('mittel', w.mittel, 'Durchschnitt'),
      marke('mitAbweichungen', w.mittel, 'Mit begründeten Abweichungen'),
      marke('miete', w.miete, 'Ihre Miete'),
      ...(w.grenze === undefined ? [] : [marke('grenze', w.grenze, 'Grenze 110 %')]),
    ],
  };
}

interface Kasten {
  text: string;
  links: number;
  rechts: number;
  oben: number;
  unten: number;
}

function kaesten(svg: SVGElement): Kasten[] {
  return [...svg.querySelectorAll('text')].map((t) => {
    const text = t.textContent ?? '';
    const fett = t.getAttribute('font-weight') === 'bold';
    const breite = text.length * SCHRIFT * (fett ? 0.72 : 0.65);
    const x = Number(t.getAttribute('x'));
    const y = Number(t.getAttribute('y'));
    const anker = t.getAttribute('text-anchor');
    const links = anker === 'middle' ? x - breite / 2 : x;
    return { text, links, rechts: links + breite, oben: y - 12, unten: y + 4 };
  });
}

function senkrechteLinien(svg: SVGElement) {
  return [...svg.querySelectorAll('line')]
    .filter((l) => l.getAttribute('x1') === l.getAttribute('x2'))
    .map((l) => {
      const [y1, y2] = [Number(l.getAttribute('y1')), Number(l.getAttribute('y2'))];
      return { x: Number(l.getAttribute('x1')), von: Math.min(y1, y2), bis: Math.max(y1, y2) };
    });
}

function pruefe(s: Skala): void {
  const { container } = render(<MietSkala skala={s} bildtext="Bild" />);
  const svg = container.querySelector('svg[role="img"]') as SVGElement;
  const k = kaesten(svg);
  const breite = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const hoehe = Number(svg.getAttribute('viewBox')!.split(' ')[3]);
  for (const a of k) {
    expect(a.links, a.text).toBeGreaterThanOrEqual(0);
    expect(a.rechts, a.text).toBeLessThanOrEqual(breite);
    expect(a.unten, a.text).toBeLessThanOrEqual(hoehe);
  }
  for (let i = 0; i < k.length; i++)
    for (let j = i + 1; j < k.length; j++) {
      const [a, b] = [k[i]!, k[j]!];
      const ueber =
        a.links < b.rechts && b.links < a.rechts && a.oben < b.unten && b.oben < a.unten;
      expect(ueber, `„${a.text}“ und „${b.text}“ überlappen`).toBe(false);
    }
  for (const l of senkrechteLinien(svg))
    for (const a of k) {
      const kreuzt = l.x > a.links && l.x < a.rechts && l.von < a.unten && l.bis > a.oben;
      expect(kreuzt, `eine Linie bei x=${l.x} kreuzt „${a.text}“`).toBe(false);
    }
  cleanup();
}

describe('MietSkala: Beschriftungen überlappen nie (issue 26 §17)', () => {
  test('die Grenze von 110 % knapp neben der Obergrenze, die Miete darauf', () => {
    pruefe(skala({ unten: 0.1, oben: 0.8, mittel: 0.45, miete: 0.82, grenze: 0.79 }));
    pruefe(skala({ unten: 0.1, oben: 0.8, mittel: 0.45, miete: 0.8, grenze: 0.8 }));
  });

  // issue 26 §1: the Mietpreisbremse's picture marks the flat's comparative rent in the
  // average's place, with a longer label ("Vergleichsmiete 15,07 €/m²")
  test('das Bild der Mietpreisbremse mit der ortsüblichen Vergleichsmiete, in jeder Reihenfolge', () => {
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
    const anteil = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(
        anteil,
        fc.array(fc.double({ min: -0.06, max: 0.06, noNaN: true }), {
          minLength: 5,
          maxLength: 5,
        }),
        (basis, d) => {
          const a = (i: number) => Math.min(1, Math.max(0, basis + d[i]!));
          pruefe(
            alsBremse(skala({ unten: a(0), oben: a(1), mittel: a(2), miete: a(3), grenze: a(4) })),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  test('jede Reihenfolge, auch eng beieinander', () => {
    const anteil = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(
        anteil,
        fc.array(fc.double({ min: -0.06, max: 0.06, noNaN: true }), {
          minLength: 5,
          maxLength: 5,
        }),
        fc.boolean(),
        (basis, d, mitGrenze) => {
          const a = (i: number) => Math.min(1, Math.max(0, basis + d[i]!));
          pruefe(
            skala({
              unten: a(0),
              oben: a(1),
              mittel: a(2),
              miete: a(3),
              ...(mitGrenze ? { grenze: a(4) } : {}),
            }),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
