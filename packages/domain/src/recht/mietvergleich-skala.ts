/**
 * The picture of "Ihre Miete im Vergleich" (issue 13 §1): one horizontal scale per m², its
 * geometry shared by the page's SVG and the PDF drawing.
 */
import { formatEuro, formatEuroProQm } from '../grundlagen/index.ts';
import { mieteProQmText, type Mietvergleich } from './mietvergleich.ts';

/** One mark on the picture's scale, at `anteil` (0 = left end, 1 = right end). */
export interface SkalaMarke {
  art: 'unten' | 'oben' | 'mittel' | 'mitAbweichungen' | 'miete' | 'grenze';
  label: string;
  wert: string;
  anteil: number;
}

export interface Skala {
  vonCent: number;
  bisCent: number;
  spanne: { von: number; bis: number };
  marken: SkalaMarke[];
}

/**
 * Geometry of the picture (one horizontal scale per m², issue 13 §1), shared by the page's SVG
 * and the PDF drawing so that both show the same: the range, the average, the average with
 * justified deviations and her rent. The axis runs from the smaller of the lower limit and her
 * rent to the larger of the upper limit and her rent, with a margin of a tenth on each side.
 * Positions are fractions for drawing only; no amount is computed from them.
 */
export function skalaFuer(
  v: Mietvergleich,
  /** an extra mark, e.g. the 110 % limit of the Mietpreisbremse check (mietpreisbremse.ts) */
  grenze?: { label: string; proQmCent: number; wert?: string | undefined },
): Skala {
  const min = Math.min(v.untenProQmCent, v.mieteProQmCent);
  const max = Math.max(v.obenProQmCent, v.mieteProQmCent, grenze?.proQmCent ?? 0);
  const rand = Math.max(Math.ceil((max - min) / 10), 10);
  const vonCent = min - rand;
  const bisCent = max + rand;
  const anteil = (c: number): number => (c - vonCent) / (bisCent - vonCent);
  return {
    vonCent,
    bisCent,
    spanne: { von: anteil(v.untenProQmCent), bis: anteil(v.obenProQmCent) },
    marken: [
      {
        art: 'unten',
        label: 'Untergrenze',
        wert: formatEuroProQm(v.untenProQmCent),
        anteil: anteil(v.untenProQmCent),
      },
      {
        art: 'mittel',
        label: 'Durchschnitt',
        wert: formatEuroProQm(v.mittelProQmCent),
        anteil: anteil(v.mittelProQmCent),
      },
      {
        art: 'mitAbweichungen',
        label: 'Mit begründeten Abweichungen',
        wert: formatEuroProQm(v.mitAbweichungenProQmCent),
        anteil: anteil(v.mitAbweichungenProQmCent),
      },
      {
        art: 'oben',
        label: 'Obergrenze',
        wert: formatEuroProQm(v.obenProQmCent),
        anteil: anteil(v.obenProQmCent),
      },
      {
        art: 'miete',
        label: 'Ihre Miete',
        // with the decimals that agree with the verdict (issue 26 §5)
        wert: mieteProQmText(v) ?? `${formatEuro(v.mieteCent)} im Monat`,
        anteil: anteil(v.mieteProQmCent),
      },
      ...(grenze
        ? [
            {
              art: 'grenze' as const,
              label: grenze.label,
              wert: grenze.wert ?? formatEuroProQm(grenze.proQmCent),
              anteil: anteil(grenze.proQmCent),
            },
          ]
        : []),
    ],
  };
}

/** The scale's marks by kind (undefined where the scale has none), for the page and the PDF. */
export function skalaMarken(skala: Skala): Partial<Record<SkalaMarke['art'], SkalaMarke>> {
  return Object.fromEntries(skala.marken.map((m) => [m.art, m]));
}
