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
import { skalaMarken, type Skala } from '@mietspiegel/domain';

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

/**
 * A label centred on its mark, moved inwards just enough to stay inside the picture (its width
 * estimated generously from the number of characters: DejaVu/Arial average about 0.6 em, bold
 * about 0.68 em).
 */
function Beschriftung({
  anteil,
  y,
  text,
  fett = false,
}: {
  anteil: number;
  y: number;
  text: string;
  fett?: boolean;
}) {
  const halb = (text.length * SCHRIFT * (fett ? 0.68 : 0.6)) / 2;
  const mitte = Math.min(Math.max(x(anteil), halb + 2), BREITE - halb - 2);
  return (
    <text
      x={mitte}
      y={y}
      fontSize={SCHRIFT}
      fontWeight={fett ? 'bold' : undefined}
      textAnchor="middle"
      fill="#000000"
    >
      {text}
    </text>
  );
}

export function MietSkala({ skala, bildtext }: { skala: Skala; bildtext: string }) {
  const id = useId();
  // grenze: the Mietpreisbremse check's limit (issue 21 §1), a red dotted line with its own row
  const { unten, oben, mittel, mitAbweichungen: mitAbw, miete, grenze } = skalaMarken(skala);
  if (!unten || !oben || !mittel || !mitAbw || !miete) return null;
  const abweichungZeigen = Math.abs(mitAbw.anteil - mittel.anteil) > 1e-9;
  // The two limits share a row only when they are far enough apart (a rent far outside the range
  // makes the range short on the axis); otherwise each gets its own row.
  const eineZeile = x(oben.anteil) - x(unten.anteil) >= 150;
  const zeileOben = eineZeile ? 92 : 110;
  const zeileMittel = eineZeile ? 112 : 130;
  const zeileGrenze = zeileMittel + 20;
  const hoehe = (grenze ? zeileGrenze : zeileMittel) + 8;
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
    { art: 'mittel', breite: 10, symbol: legendenLinie(STRICH.mittel), text: 'Durchschnitt (Ø)' },
    ...(abweichungZeigen
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
        {/* the average: solid thick line */}
        <line x1={x(mittel.anteil)} x2={x(mittel.anteil)} y1="38" y2="74" {...STRICH.mittel} />
        {/* with justified deviations: dashed line */}
        {abweichungZeigen && (
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
        {grenze && (
          <>
            <line
              x1={x(grenze.anteil)}
              x2={x(grenze.anteil)}
              y1="30"
              y2={zeileGrenze - 12}
              {...STRICH.grenze}
            />
            <Beschriftung
              anteil={grenze.anteil}
              y={zeileGrenze}
              text={`${grenze.label}: ${grenze.wert}`}
              fett
            />
          </>
        )}
        <Beschriftung anteil={miete.anteil} y={14} text={`Ihre Miete ${miete.wert}`} fett />
        <Beschriftung anteil={unten.anteil} y={92} text={unten.wert} />
        <Beschriftung anteil={oben.anteil} y={zeileOben} text={oben.wert} />
        <Beschriftung anteil={mittel.anteil} y={zeileMittel} text={`Ø ${mittel.wert}`} />
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
