// issue 28 §8: the legend of the scale is made from the marks it shows, each symbol drawn like its
// mark in the picture (issue 13 §1: marks differ by shape and line style, not by colour alone).
import { describe, expect, test } from 'vitest';
import { render } from '@testing-library/react';
import type { Skala } from '@mietspiegel/domain';
import { MietSkala } from './MietSkala.tsx';

const marke = (art: Skala['marken'][number]['art'], anteil: number, label: string = art) => ({
  art,
  label,
  wert: `${anteil} €`,
  anteil,
});

const skala = (mitAbweichungen: number, grenze: boolean): Skala => ({
  vonCent: 0,
  bisCent: 100,
  spanne: { von: 0.2, bis: 0.8 },
  marken: [
    marke('unten', 0.2),
    marke('oben', 0.8),
    marke('mittel', 0.5),
    marke('mitAbweichungen', mitAbweichungen),
    marke('miete', 0.6),
    ...(grenze ? [marke('grenze', 0.7, 'Grenze 110 %')] : []),
  ],
});

const stil = (e: Element) =>
  ['stroke', 'stroke-width', 'stroke-dasharray'].map((a) => e.getAttribute(a)).join('|');

describe('MietSkala: Legende', () => {
  test('nennt jede gezeigte Marke in Reihenfolge, ihr Symbol wie im Bild gezeichnet', () => {
    const { container } = render(<MietSkala skala={skala(0.55, true)} bildtext="Bild" />);
    const eintraege = [...container.querySelectorAll('.mietskala__legende li')];
    expect(eintraege.map((li) => li.textContent?.trim())).toEqual([
      'Spanne',
      'Durchschnitt (Ø)',
      'Mit begründeten Abweichungen 0.55 €',
      'Grenze 110 %',
      'Ihre Miete',
    ]);
    const bild = container.querySelector('svg[role="img"]') as SVGElement;
    const linienImBild = [...bild.querySelectorAll('line')].map(stil);
    for (const li of eintraege.slice(1, 4)) {
      const linie = li.querySelector('line') as Element;
      expect(linienImBild).toContain(stil(linie));
    }
    // three different line styles: shape, not colour alone
    expect(new Set(eintraege.slice(1, 4).map((li) => stil(li.querySelector('line')!))).size).toBe(
      3,
    );
  });

  test('ohne Abweichung und ohne Grenze: nur Spanne, Durchschnitt und Ihre Miete', () => {
    const { container } = render(<MietSkala skala={skala(0.5, false)} bildtext="Bild" />);
    expect(
      [...container.querySelectorAll('.mietskala__legende li')].map((li) => li.textContent?.trim()),
    ).toEqual(['Spanne', 'Durchschnitt (Ø)', 'Ihre Miete']);
  });
});
