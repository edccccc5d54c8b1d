/**
 * "Ihre Miete im Vergleich" (issue 13): where the user's own rent stands against the result of
 * this calculation. Integer cents throughout, taken as the calculation gave them
 * (`Vergleichswerte`, issue 19 §2). The input and its check live in mietvergleich-eingabe.ts, the
 * words in mietvergleich-worte.ts, the picture's geometry in mietvergleich-skala.ts, the
 * increase check under § 558 BGB in mieterhoehung.ts and mieterhoehung-worte.ts.
 *
 * Rent basis: the comparison values are the result of berechnungsregeln.md §2, which contains
 * the chosen operating costs (`bk`, §2.3/§2.4) when selectedBetriebskostenA = 1. So the user's
 * rent is read on the same basis: the net rent (Nettokaltmiete) for a net calculation, the rent
 * including the chosen operating costs for a gross or partly inclusive one.
 */
import { teileGerundet } from '../grundlagen/index.ts';
import { formatProQm, proQmAusMonat, proQmExakt, proQmStellen } from './pro-qm.ts';
import { unplausibleMiete } from './plausibilitaet.ts';
import type { BerechnungEntwurf } from '../schema/index.ts';
import type { Vergleichswerte } from '../berechnung/index.ts';

// ---------------------------------------------------------------------------------------------
// Rent basis

export type Mietbasis = 'netto' | 'brutto';

/** The basis of the comparison: the Betriebskosten answer (berechnungsregeln.md §2.3). */
export function mietbasis(entwurf: Pick<BerechnungEntwurf, 'selectedBetriebskostenA'>): Mietbasis {
  return entwurf.selectedBetriebskostenA === 1 ? 'brutto' : 'netto';
}

/**
 * Where the inputs of a check go (issue 17 §13), said truthfully once on each check page (issue
 * 29: once, not under every field): they are kept in this tab and sent for the PDF, and stored on
 * the server only with a saved template, which every signed-in user with the write permission for
 * templates can open (spezifikation.md §1, §6). A letter's sender and recipient are never stored:
 * the letter's form says so itself.
 */
export const PRUEFUNG_SPEICHERHINWEIS =
  'Ihre Angaben zu dieser Prüfung werden in diesem Browser-Tab gespeichert und für das PDF an den Server geschickt, der es erstellt, ohne sie zu speichern. Nur wenn Sie die Berechnung als Berechnungsvorlage speichern, werden sie mit ihr auf dem Server gespeichert; die Vorlage können alle angemeldeten Nutzer mit Schreibrecht für Berechnungsvorlagen öffnen.';

/** The own rent's question on the rent's basis; one short hint (issue 29). */
export const mietbasisTexte: Record<Mietbasis, { label: string; kurz: string; hinweis: string }> = {
  netto: {
    label: 'Ihre Nettokaltmiete (Euro im Monat)',
    kurz: 'Nettokaltmiete',
    hinweis:
      'Die Miete ohne Betriebskosten und ohne Heizkosten, wie Sie sie für die ganze Wohnung im Monat zahlen.',
  },
  brutto: {
    label: 'Ihre Miete einschließlich der gewählten Betriebskosten (Euro im Monat)',
    kurz: 'Miete einschließlich der gewählten Betriebskosten',
    hinweis:
      'Sie haben eine Brutto- oder Teilinklusivmiete gewählt: Die Vergleichswerte enthalten die im Schritt Betriebskosten gewählten Betriebskosten. Geben Sie Ihre Miete einschließlich dieser Betriebskosten für die ganze Wohnung im Monat ein.',
  },
};

// ---------------------------------------------------------------------------------------------
// 1. The comparison

/** Where the rent lies. On a bound of the range counts as within it. */
export type MietLage = 'unterSpanne' | 'unterMittel' | 'mittel' | 'ueberMittel' | 'ueberSpanne';

export interface Mietvergleich {
  mieteCent: number;
  /** her rent per m², rounded half up to the cent (as berechnungsregeln.md §2.7 rounds) */
  mieteProQmCent: number;
  mittelCent: number;
  mittelProQmCent: number;
  untenCent: number;
  untenProQmCent: number;
  obenCent: number;
  obenProQmCent: number;
  mitAbweichungenCent: number;
  mitAbweichungenProQmCent: number;
  /** her rent − the average, per month (exact cents) */
  differenzCent: number;
  /** her rent per m² − the average per m² (the difference of the two figures shown) */
  differenzProQmCent: number;
  /** differenzCent / average per month in tenths of a percent, half away from zero; null if the average is not positive */
  differenzZehntelProzent: number | null;
  lage: MietLage;
  flaecheTausendstel: number;
  /**
   * Decimals with which her rent per m² is shown so that it stands on the verdict's side of the
   * average and of the limit that decides (issue 26 §5, pro-qm.ts): 2 as a rule; null when no
   * per-m² figure can show it (then it is left out).
   */
  proQmStellen: number | null;
  /** the note when the amount cannot be a monthly rent for the flat (issue 26 §6), else null */
  unplausibel: string | null;
}

/**
 * Compares a monthly rent (cents) with the result of this calculation (issue 13 §1).
 *
 * The position is decided on the monthly amounts, the figures the results page shows
 * (berechnungsregeln.md §2.7, each rounded half up to the cent): her rent against the lower
 * limit, the average and the upper limit per month. So a rent equal to the shown average is "on
 * the average", and one equal to a shown limit is within the range.
 *
 * Rounding: her rent per m² = cents × 1000 / area in thousandths of m², rounded half up to the
 * cent, like §2.7; the difference per month is exact; the difference per m² is her rounded
 * figure minus the average per m², so the figures shown add up; the percentage is the monthly
 * difference over the monthly average, rounded half away from zero to one decimal.
 */
export function vergleicheMiete(mieteCent: number, w: Vergleichswerte): Mietvergleich {
  const flaeche = w.flaecheTausendstel;
  if (!Number.isSafeInteger(flaeche) || flaeche <= 0)
    throw new Error(`Ungültige Wohnfläche: ${flaeche} Tausendstel m².`);
  if (!Number.isSafeInteger(mieteCent) || mieteCent <= 0)
    throw new Error('vergleicheMiete erwartet einen positiven Betrag in Cent.');
  const mittelCent = w.monatlich.mittel;
  const untenCent = w.monatlich.spanneUnten;
  const obenCent = w.monatlich.spanneOben;
  const mittelProQmCent = w.mittel;
  const mieteProQmCent = teileGerundet(mieteCent * 1000, flaeche);
  const differenzCent = mieteCent - mittelCent;
  const lage: MietLage =
    mieteCent < untenCent
      ? 'unterSpanne'
      : mieteCent > obenCent
        ? 'ueberSpanne'
        : differenzCent < 0
          ? 'unterMittel'
          : differenzCent > 0
            ? 'ueberMittel'
            : 'mittel';
  const miete = proQmAusMonat(mieteCent, flaeche);
  const paare: [typeof miete, typeof miete, number][] = [
    [miete, proQmExakt(mittelProQmCent), differenzCent],
  ];
  if (lage === 'unterSpanne') paare.push([miete, proQmExakt(w.spanneUnten), -1]);
  if (lage === 'ueberSpanne') paare.push([miete, proQmExakt(w.spanneOben), 1]);
  return {
    mieteCent,
    mieteProQmCent,
    mittelCent,
    mittelProQmCent,
    untenCent,
    untenProQmCent: w.spanneUnten,
    obenCent,
    obenProQmCent: w.spanneOben,
    mitAbweichungenCent: w.monatlich.mitAbweichungen,
    mitAbweichungenProQmCent: w.mitAbweichungen,
    differenzCent,
    differenzProQmCent: mieteProQmCent - mittelProQmCent,
    differenzZehntelProzent:
      mittelCent > 0 ? teileGerundet(differenzCent * 1000, mittelCent) : null,
    lage,
    flaecheTausendstel: flaeche,
    proQmStellen: proQmStellen(paare),
    unplausibel: unplausibleMiete(mieteCent, w, 'Ihre Miete'),
  };
}

/** Her rent per m² as shown beside the verdict (issue 26 §5), or null where it is left out. */
export function mieteProQmText(v: Mietvergleich): string | null {
  return v.proQmStellen === null
    ? null
    : formatProQm(proQmAusMonat(v.mieteCent, v.flaecheTausendstel), v.proQmStellen);
}
