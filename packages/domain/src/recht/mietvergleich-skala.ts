/**
 * The picture of "Ihre Miete im Vergleich" (issue 13 §1): one horizontal scale per m², its
 * geometry shared by the page's SVG and the PDF drawing.
 */
import { formatEuro, formatEuroProQm } from '../grundlagen/index.ts';
import { mieteProQmText, type Mietvergleich } from './mietvergleich.ts';

/** One mark on the picture's scale, at `anteil` (0 = left end, 1 = right end). */
export interface SkalaMarke {
  art: 'unten' | 'oben' | 'mittel' | 'mitAbweichungen' | 'vergleichsmiete' | 'miete' | 'grenze';
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

// ---------------------------------------------------------------------------------------------
// Labels that never overlap (issue 26 §17)

/** A rectangle in drawing units, y growing downwards. */
export interface Kasten {
  links: number;
  rechts: number;
  oben: number;
  unten: number;
}

/** Two rectangles share area, or come closer side by side than `luecke`. */
export function ueberschneiden(a: Kasten, b: Kasten, luecke = 0): boolean {
  return (
    a.links < b.rechts + luecke &&
    b.links < a.rechts + luecke &&
    a.oben < b.unten &&
    b.oben < a.unten
  );
}

/** A label to place below the bar: its text, centred on its mark at `x` where there is room. */
export interface SkalaLabel {
  art: SkalaMarke['art'];
  text: string;
  fett: boolean;
  x: number;
}

export interface GelegtesLabel extends SkalaLabel {
  zeile: number;
  kasten: Kasten;
}

/**
 * Puts each label into the first row below the bar where it overlaps no label already there and
 * no mark's line that runs through that row (issue 26 §17: "14,57Grenze €/m² 110 %" printed over
 * each other; the tenant's marker crossed "Obergrenze 16,84"). Each label is centred on its mark
 * and moved inwards to stay inside [links, rechts]; rows are `zeilenHoehe` apart from
 * `ersteZeileOben`. `linien` are the vertical lines below the bar (x, down to y) that labels
 * must not cross. Widths come from the renderer (`breiteVon`: the PDF measures with its font,
 * the SVG estimates), so the same rule serves both. In the order given: put the labels whose
 * place matters most first.
 */
export function legeLabels(
  labels: readonly SkalaLabel[],
  o: {
    links: number;
    rechts: number;
    ersteZeileOben: number;
    zeilenHoehe: number;
    /** height of a label's box within its row */
    textHoehe: number;
    luecke: number;
    breiteVon: (text: string, fett: boolean) => number;
    linien?: readonly { x: number; bis: number }[];
  },
): GelegtesLabel[] {
  const gelegt: GelegtesLabel[] = [];
  for (const l of labels) {
    const breite = o.breiteVon(l.text, l.fett);
    const links = Math.max(o.links, Math.min(l.x - breite / 2, o.rechts - breite));
    for (let zeile = 0; ; zeile++) {
      const oben = o.ersteZeileOben + zeile * o.zeilenHoehe;
      const kasten = { links, rechts: links + breite, oben, unten: oben + o.textHoehe };
      const frei =
        gelegt.every((g) => !ueberschneiden(g.kasten, kasten, o.luecke)) &&
        (o.linien ?? []).every(
          (li) =>
            li.bis < kasten.oben ||
            li.x < kasten.links - o.luecke ||
            li.x > kasten.rechts + o.luecke,
        );
      if (frei) {
        gelegt.push({ ...l, zeile, kasten });
        break;
      }
    }
  }
  return gelegt;
}
