/**
 * "Ihre Miete im Vergleich" in words (issue 13 §1): the position, the differences and the
 * picture's text alternative, made once for the results page and the PDF alike.
 */
import { formatEuro, formatEuroProQm } from '../grundlagen/index.ts';
import { formatProQmAbstand, proQmAusMonat, proQmExakt } from './pro-qm.ts';
import {
  mieteProQmText,
  mietbasisTexte,
  type Mietbasis,
  type MietLage,
  type Mietvergleich,
} from './mietvergleich.ts';

/** Tenths of a percent → '16,0 %' (always one decimal, sign only when negative). */
export function formatZehntelProzent(zehntel: number): string {
  const b = Math.abs(zehntel);
  return `${zehntel < 0 ? '-' : ''}${Math.floor(b / 10)},${b % 10} %`;
}

const LAGE_SATZ: Record<MietLage, string> = {
  unterSpanne: 'Ihre Miete liegt unter der Spanne der ortsüblichen Vergleichsmiete.',
  unterMittel:
    'Ihre Miete liegt innerhalb der Spanne der ortsüblichen Vergleichsmiete, unter dem Durchschnitt.',
  mittel: 'Ihre Miete entspricht genau der durchschnittlichen ortsüblichen Vergleichsmiete.',
  ueberMittel:
    'Ihre Miete liegt innerhalb der Spanne der ortsüblichen Vergleichsmiete, über dem Durchschnitt.',
  ueberSpanne: 'Ihre Miete liegt über der Spanne der ortsüblichen Vergleichsmiete.',
};

/** Short position for the picture's legend and text alternative. */
export const LAGE_KURZ: Record<MietLage, string> = {
  unterSpanne: 'unter der Spanne',
  unterMittel: 'innerhalb der Spanne, unter dem Durchschnitt',
  mittel: 'genau auf dem Durchschnitt',
  ueberMittel: 'innerhalb der Spanne, über dem Durchschnitt',
  ueberSpanne: 'über der Spanne',
};

export interface MietvergleichInWorten {
  /** the position in one sentence */
  lage: string;
  /** the differences to the average in one sentence */
  differenz: string;
  /** label / value pairs: her rent per m², the differences */
  zeilen: [string, string][];
  /** everything the picture shows, in words (its text alternative) */
  bildtext: string;
}

function mitVorzeichen(c: number, format: (c: number) => string): string {
  return c > 0 ? `+${format(c)}` : format(c);
}

/**
 * A percentage that is not 0,0 % when the amounts differ (issue 26 §5): below a tenth it says so.
 */
function prozentText(v: Mietvergleich, betrag: boolean): string | null {
  const z = v.differenzZehntelProzent;
  if (z === null) return null;
  if (z === 0 && v.differenzCent !== 0) return 'weniger als 0,1 %';
  return formatZehntelProzent(betrag ? Math.abs(z) : z);
}

/**
 * The limit that decides a verdict outside the range, with the difference in cents a month
 * (issue 26 §5: "0,01 € im Monat über der Obergrenze").
 */
function grenzSatz(v: Mietvergleich): string {
  if (v.lage === 'ueberSpanne')
    return ` Sie liegt ${formatEuro(v.mieteCent - v.obenCent)} im Monat über der Obergrenze von ${formatEuro(v.obenCent)} im Monat.`;
  if (v.lage === 'unterSpanne')
    return ` Sie liegt ${formatEuro(v.untenCent - v.mieteCent)} im Monat unter der Untergrenze von ${formatEuro(v.untenCent)} im Monat.`;
  return '';
}

/** The comparison in words, for the page, the picture's text alternative and the PDF. */
export function mietvergleichInWorten(v: Mietvergleich, basis: Mietbasis): MietvergleichInWorten {
  // issue 26 §6: no verdict on an amount that cannot be her monthly rent, only the note
  if (v.unplausibel !== null)
    return { lage: v.unplausibel, differenz: '', zeilen: [], bildtext: '' };
  const prozent = prozentText(v, true);
  const mieteQm = mieteProQmText(v);
  const mieteVon = mieteQm === null ? 'Ihre Miete' : `Ihre Miete von ${mieteQm}`;
  // the difference per m² of the two figures as shown (with her figure's decimals)
  const abstandQm =
    v.proQmStellen === null
      ? null
      : formatProQmAbstand(
          proQmAusMonat(v.mieteCent, v.flaecheTausendstel),
          proQmExakt(v.mittelProQmCent),
          v.proQmStellen,
        );
  const richtung = v.differenzCent < 0 ? 'unter' : 'über';
  const differenz =
    v.differenzCent === 0
      ? `${mieteVon} entspricht dem Durchschnitt von ${formatEuroProQm(v.mittelProQmCent)}.`
      : `${mieteVon} liegt ${abstandQm === null ? '' : `${abstandQm} `}` +
        `(${formatEuro(Math.abs(v.differenzCent))} im Monat${prozent ? `, ${prozent}` : ''}) ` +
        `${richtung} dem Durchschnitt von ${formatEuroProQm(v.mittelProQmCent)}.`;
  const vorzeichen = v.differenzCent > 0 ? '+' : v.differenzCent < 0 ? '-' : '';
  const prozentZeile = prozentText(v, false);
  const zeilen: [string, string][] = [
    [`Ihre ${mietbasisTexte[basis].kurz} im Monat`, formatEuro(v.mieteCent)],
    ['Ihre Miete je m²', mieteQm ?? '–'],
    ['Unterschied zum Durchschnitt je m²', abstandQm === null ? '–' : `${vorzeichen}${abstandQm}`],
    ['Unterschied zum Durchschnitt im Monat', mitVorzeichen(v.differenzCent, formatEuro)],
    [
      'Unterschied zum Durchschnitt in Prozent',
      prozentZeile === null
        ? '–'
        : prozentZeile.startsWith('weniger')
          ? `${vorzeichen === '-' ? 'minus' : 'plus'} ${prozentZeile}`
          : (v.differenzZehntelProzent! > 0 ? '+' : '') + prozentZeile,
    ],
  ];
  const bildtext =
    `Skala der Miete je m²: Spanne der ortsüblichen Vergleichsmiete von ${formatEuroProQm(v.untenProQmCent)} bis ${formatEuroProQm(v.obenProQmCent)}, ` +
    `Durchschnitt ${formatEuroProQm(v.mittelProQmCent)}, mit begründeten Abweichungen ${formatEuroProQm(v.mitAbweichungenProQmCent)}, ` +
    `Ihre Miete ${mieteQm ?? formatEuro(v.mieteCent) + ' im Monat'}: ${LAGE_KURZ[v.lage]}.`;
  return { lage: LAGE_SATZ[v.lage] + grenzSatz(v), differenz, zeilen, bildtext };
}
