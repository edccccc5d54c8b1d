/**
 * "Ihre Miete im Vergleich" in words (issue 13 §1): the position, the differences and the
 * picture's text alternative, made once for the results page and the PDF alike.
 */
import { formatEuro, formatEuroProQm } from '../grundlagen/index.ts';
import {
  mietbasisTexte,
  type Mietbasis,
  type MietLage,
  type Mietvergleich,
} from './mietvergleich.ts';

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

/** The comparison in words, for the page, the picture's text alternative and the PDF. */
export function mietvergleichInWorten(v: Mietvergleich, basis: Mietbasis): MietvergleichInWorten {
  const prozent =
    v.differenzZehntelProzent === null
      ? null
      : formatZehntelProzent(Math.abs(v.differenzZehntelProzent));
  const differenz =
    v.differenzCent === 0
      ? `Ihre Miete von ${formatEuroProQm(v.mieteProQmCent)} entspricht dem Durchschnitt von ${formatEuroProQm(v.mittelProQmCent)}.`
      : `Ihre Miete von ${formatEuroProQm(v.mieteProQmCent)} liegt ${formatEuroProQm(Math.abs(v.differenzProQmCent))} ` +
        `(${formatEuro(Math.abs(v.differenzCent))} im Monat${prozent ? `, ${prozent}` : ''}) ` +
        `${v.differenzCent < 0 ? 'unter' : 'über'} dem Durchschnitt von ${formatEuroProQm(v.mittelProQmCent)}.`;
  const zeilen: [string, string][] = [
    [`Ihre ${mietbasisTexte[basis].kurz} im Monat`, formatEuro(v.mieteCent)],
    ['Ihre Miete je m²', formatEuroProQm(v.mieteProQmCent)],
    ['Unterschied zum Durchschnitt je m²', mitVorzeichen(v.differenzProQmCent, formatEuroProQm)],
    ['Unterschied zum Durchschnitt im Monat', mitVorzeichen(v.differenzCent, formatEuro)],
    [
      'Unterschied zum Durchschnitt in Prozent',
      v.differenzZehntelProzent === null
        ? '–'
        : (v.differenzZehntelProzent > 0 ? '+' : '') +
          formatZehntelProzent(v.differenzZehntelProzent),
    ],
  ];
  const bildtext =
    `Skala der Miete je m²: Spanne der ortsüblichen Vergleichsmiete von ${formatEuroProQm(v.untenProQmCent)} bis ${formatEuroProQm(v.obenProQmCent)}, ` +
    `Durchschnitt ${formatEuroProQm(v.mittelProQmCent)}, mit begründeten Abweichungen ${formatEuroProQm(v.mitAbweichungenProQmCent)}, ` +
    `Ihre Miete ${formatEuroProQm(v.mieteProQmCent)}: ${LAGE_KURZ[v.lage]}.`;
  return { lage: LAGE_SATZ[v.lage], differenz, zeilen, bildtext };
}
