/**
 * The picture of "Ihre Miete im Vergleich" (issue 13 §1): one horizontal scale per m² with the
 * range, the average, the average with justified deviations and her rent. Our own small SVG
 * (no chart library): the geometry comes from the domain (`skalaFuer`), shared with the PDF.
 *
 * Accessibility: role="img" with a text alternative that says everything the picture shows
 * (`bildtext`); the marks differ by shape and line style, not by colour alone, in black on
 * white; the viewBox is 320 units wide, so the labels stay readable on a 320 px screen.
 */
import { useId, type ReactNode } from 'react';
import {
  legeLabels,
  type Kasten,
  type Skala,
  type SkalaLabel,
  type SkalaMarke,
} from '@mietspiegel/domain';

const BREITE = 320;
const LINKS = 14;
const RECHTS = BREITE - 14;
const x = (anteil: number): number => LINKS + anteil * (RECHTS - LINKS);

const SCHRIFT = 14;

/** How a mark's line is drawn: the same in the picture and in its legend. */
const STRICH = {
  mittel: { stroke: '#000000', strokeWidth: 4 },
  mitAbweichungen: { stroke: '#000000', strokeWidth: 2, strokeDasharray: '4 3' },
  grenze: { stroke: '#a40000', strokeWidth: 3, strokeDasharray: '3 2' },
} as const;
const MIETE_FARBE = '#003f8a';

/** A legend entry: its symbol (drawn in a box `breite` wide, 14 high) and its words. */
interface Legendeneintrag {
  art: string;
  breite: number;
  symbol: ReactNode;
  text: ReactNode;
}

const legendenLinie = (strich: (typeof STRICH)[keyof typeof STRICH]) => (
  <line x1="5" x2="5" y1="0" y2="14" {...strich} />
);

/** Estimated text width in the picture's units (generous: DejaVu digits are 0.64 em, bold 0.7). */
const textBreite = (text: string, fett: boolean): number =>
  text.length * SCHRIFT * (fett ? 0.72 : 0.65);

/**
 * The scale's central mark, drawn as a thick solid line: the Mietspiegel's average in the
 * comparison's picture, the flat's ortsübliche Vergleichsmiete in the Mietpreisbremse's, which
 * marks only the comparative rent its check uses (issue 26 §1, ADR 0022).
 */
function mitteVon(skala: Skala): { marke: SkalaMarke; text: string; legende: string } | null {
  const vm = skala.marken.find((m) => m.art === 'vergleichsmiete');
  if (vm) return { marke: vm, text: `Vergleichsmiete ${vm.wert}`, legende: vm.label };
  const mittel = skala.marken.find((m) => m.art === 'mittel');
  return mittel ? { marke: mittel, text: `Ø ${mittel.wert}`, legende: 'Durchschnitt (Ø)' } : null;
}

const MIETE_LINIE_BIS = 76;
const ERSTE_ZEILE = 80;
const ZEILE = 20;
const TEXT_HOEHE = 16;

export interface SvgText {
  art: string;
  text: string;
  fett: boolean;
  /** centre of the text */
  x: number;
  /** baseline */
  y: number;
  kasten: Kasten;
}

/**
 * Where the picture's labels go (issue 26 §17): her rent's label above the bar, every other label
 * in the first row below it where it overlaps no other label (the domain's `legeLabels`); the
 * limit's red line runs down to its own label, which is placed first. Exported for its test.
 */
export function svgGeometrie(skala: Skala): {
  hoehe: number;
  texte: SvgText[];
  linien: { art: string; x: number; von: number; bis: number }[];
} | null {
  const marke = (art: string) => skala.marken.find((m) => m.art === art);
  const unten = marke('unten');
  const oben = marke('oben');
  const mitte = mitteVon(skala);
  const miete = marke('miete');
  const grenze = marke('grenze');
  if (!unten || !oben || !mitte || !miete) return null;
  const mieteText = `Ihre Miete ${miete.wert}`;
  const mb = textBreite(mieteText, true);
  const mx = Math.min(Math.max(x(miete.anteil), mb / 2 + 2), BREITE - mb / 2 - 2);
  const linien = [
    { art: 'miete', x: x(miete.anteil), von: 36, bis: MIETE_LINIE_BIS },
    { art: mitte.marke.art, x: x(mitte.marke.anteil), von: 38, bis: 74 },
  ];
  const labels: SkalaLabel[] = [
    ...(grenze
      ? [
          {
            art: grenze.art,
            text: `${grenze.label}: ${grenze.wert}`,
            fett: true,
            x: x(grenze.anteil),
          },
        ]
      : []),
    { art: 'unten', text: unten.wert, fett: false, x: x(unten.anteil) },
    { art: 'oben', text: oben.wert, fett: false, x: x(oben.anteil) },
    { art: mitte.marke.art, text: mitte.text, fett: false, x: x(mitte.marke.anteil) },
  ];
  const gelegt = legeLabels(labels, {
    links: 2,
    rechts: BREITE - 2,
    ersteZeileOben: ERSTE_ZEILE,
    zeilenHoehe: ZEILE,
    textHoehe: TEXT_HOEHE,
    luecke: 6,
    breiteVon: textBreite,
    linien: linien.map((l) => ({ x: l.x, bis: l.bis })),
  });
  const texte: SvgText[] = [
    {
      art: 'miete',
      text: mieteText,
      fett: true,
      x: mx,
      y: 14,
      kasten: { links: mx - mb / 2, rechts: mx + mb / 2, oben: 2, unten: 18 },
    },
    ...gelegt.map((g) => ({
      art: g.art,
      text: g.text,
      fett: g.fett,
      x: (g.kasten.links + g.kasten.rechts) / 2,
      y: g.kasten.oben + 13,
      kasten: g.kasten,
    })),
  ];
  const grenzText = texte.find((t) => t.art === 'grenze');
  if (grenze && grenzText)
    linien.push({ art: 'grenze', x: x(grenze.anteil), von: 30, bis: grenzText.kasten.oben - 1 });
  const hoehe = Math.max(...texte.map((t) => t.kasten.unten)) + 6;
  return { hoehe, texte, linien };
}

export function MietSkala({ skala, bildtext }: { skala: Skala; bildtext: string }) {
  const id = useId();
  const marke = (art: string) => skala.marken.find((m) => m.art === art);
  const unten = marke('unten');
  const oben = marke('oben');
  const mitte = mitteVon(skala);
  const mitAbw = marke('mitAbweichungen');
  const miete = marke('miete');
  // the Mietpreisbremse check's limit (issue 21 §1): a red dotted line down to its own label
  const grenze = marke('grenze');
  const geometrie = svgGeometrie(skala);
  if (!unten || !oben || !mitte || !miete || !geometrie) return null;
  // the Mietpreisbremse's picture has no such mark (issue 26 §1)
  const abweichungZeigen =
    mitAbw !== undefined && Math.abs(mitAbw.anteil - mitte.marke.anteil) > 1e-9;
  const { hoehe, texte } = geometrie;
  const grenzLinie = geometrie.linien.find((l) => l.art === 'grenze');
  const legende: Legendeneintrag[] = [
    {
      art: 'spanne',
      breite: 22,
      symbol: (
        <rect
          x="1"
          y="1"
          width="20"
          height="12"
          fill={`url(#${id}-schraffur)`}
          stroke="#000000"
          strokeWidth="2"
        />
      ),
      text: 'Spanne',
    },
    { art: mitte.marke.art, breite: 10, symbol: legendenLinie(STRICH.mittel), text: mitte.legende },
    ...(mitAbw && abweichungZeigen
      ? [
          {
            art: 'mitAbweichungen',
            breite: 10,
            symbol: legendenLinie(STRICH.mitAbweichungen),
            text: `Mit begründeten Abweichungen ${mitAbw.wert}`,
          },
        ]
      : []),
    ...(grenze
      ? [{ art: 'grenze', breite: 10, symbol: legendenLinie(STRICH.grenze), text: grenze.label }]
      : []),
    {
      art: 'miete',
      breite: 18,
      symbol: <path d="M1,1 L17,1 L9,13 Z" fill={MIETE_FARBE} stroke="#000000" strokeWidth="1" />,
      text: 'Ihre Miete',
    },
  ];
  return (
    <figure className="mietskala">
      <svg
        role="img"
        aria-labelledby={`${id}-titel`}
        viewBox={`0 0 ${BREITE} ${hoehe}`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-titel`}>{bildtext}</title>
        <defs>
          <pattern id={`${id}-schraffur`} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill="#ffffff" />
            <path d="M0,6 L6,0" stroke="#555555" strokeWidth="1" />
          </pattern>
        </defs>
        {/* the axis */}
        <line x1={LINKS} x2={RECHTS} y1="56" y2="56" stroke="#000000" strokeWidth="1" />
        {/* the range: hatched bar with a black frame */}
        <rect
          x={x(skala.spanne.von)}
          y="44"
          width={x(skala.spanne.bis) - x(skala.spanne.von)}
          height="24"
          fill={`url(#${id}-schraffur)`}
          stroke="#000000"
          strokeWidth="2"
        />
        {/* the average (or the flat's comparative rent): solid thick line */}
        <line
          x1={x(mitte.marke.anteil)}
          x2={x(mitte.marke.anteil)}
          y1="38"
          y2="74"
          {...STRICH.mittel}
        />
        {/* with justified deviations: dashed line */}
        {mitAbw && abweichungZeigen && (
          <line
            x1={x(mitAbw.anteil)}
            x2={x(mitAbw.anteil)}
            y1="38"
            y2="74"
            {...STRICH.mitAbweichungen}
          />
        )}
        {/* her rent: a triangle pointing down onto the scale, and a line through it, thinner than
            the average's, so both stay visible when they meet */}
        <path
          d={`M${x(miete.anteil) - 8},22 L${x(miete.anteil) + 8},22 L${x(miete.anteil)},36 Z`}
          fill={MIETE_FARBE}
          stroke="#000000"
          strokeWidth="1"
        />
        <line
          x1={x(miete.anteil)}
          x2={x(miete.anteil)}
          y1="36"
          y2="76"
          stroke={MIETE_FARBE}
          strokeWidth="2"
        />
        {grenzLinie && (
          <line
            x1={grenzLinie.x}
            x2={grenzLinie.x}
            y1={grenzLinie.von}
            y2={grenzLinie.bis}
            {...STRICH.grenze}
          />
        )}
        {texte.map((t) => (
          <text
            key={t.art}
            x={t.x}
            y={t.y}
            fontSize={SCHRIFT}
            fontWeight={t.fett ? 'bold' : undefined}
            textAnchor="middle"
            fill="#000000"
          >
            {t.text}
          </text>
        ))}
      </svg>
      <figcaption>
        <ul className="mietskala__legende" aria-hidden="true">
          {legende.map((e) => (
            <li key={e.art}>
              <svg width={e.breite} height="14" viewBox={`0 0 ${e.breite} 14`}>
                {e.symbol}
              </svg>{' '}
              {e.text}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
