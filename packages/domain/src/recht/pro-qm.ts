/**
 * Figures per m² that agree with the verdict beside them (issue 26 §5). Every verdict is decided
 * on the monthly amounts (mietvergleich.ts, mietpreisbremse.ts); the per-m² figures are derived
 * for display. Rounded to the cent they can read equal to a limit the verdict puts the rent above
 * or below (1.103,03 € "über der Spanne" as 16,84 €/m², the upper limit itself). So a figure is
 * shown with as many decimals as it takes to stand on the verdict's side of the figure it is
 * compared with – two as a rule, more only there – or not at all where six are not enough.
 */
import { formatZahl, teileGerundet } from '../grundlagen/index.ts';

/** An exact figure per m²: zaehler / nenner cents per m². */
export interface ProQm {
  zaehler: number;
  nenner: number;
}

/** A monthly amount over the area (thousandths of m²), exact. */
export const proQmAusMonat = (cent: number, flaecheTausendstel: number): ProQm => ({
  zaehler: cent * 1000,
  nenner: flaecheTausendstel,
});

/** A figure per m² that is itself the defining value (a table value in cents per m²). */
export const proQmExakt = (cent: number): ProQm => ({ zaehler: cent, nenner: 1 });

const MIN_STELLEN = 2;
const MAX_STELLEN = 6;

/** The figure in units of 10^-stellen euros, rounded half up. */
function gerundet(p: ProQm, stellen: number): number {
  return teileGerundet(p.zaehler * 10 ** (stellen - MIN_STELLEN), p.nenner);
}

/**
 * The fewest decimals (2 to 6) with which, for every pair [a, b, richtung], a and b – each
 * rounded half up – stand in the order the verdict gives (`richtung`: the sign of a − b on the
 * monthly amounts: −1 below, 0 equal, 1 above). Null when six decimals do not show it.
 */
export function proQmStellen(paare: readonly [ProQm, ProQm, number][]): number | null {
  for (let stellen = MIN_STELLEN; stellen <= MAX_STELLEN; stellen++) {
    if (
      paare.every(
        ([a, b, richtung]) =>
          Math.sign(gerundet(a, stellen) - gerundet(b, stellen)) === Math.sign(richtung),
      )
    )
      return stellen;
  }
  return null;
}

function formatStellen(einheiten: number, stellen: number): string {
  const faktor = 10 ** (stellen - MIN_STELLEN);
  const betrag = Math.abs(einheiten);
  const cent = Math.floor(betrag / faktor);
  const rest = betrag - cent * faktor;
  const text =
    stellen === MIN_STELLEN
      ? formatZahl(cent)
      : `${formatZahl(cent)}${String(rest).padStart(stellen - MIN_STELLEN, '0')}`;
  return einheiten < 0 ? `-${text}` : text;
}

/** '16,8402 €/m²' with `stellen` decimals. */
export function formatProQm(p: ProQm, stellen: number): string {
  return `${formatStellen(gerundet(p, stellen), stellen)} €/m²`;
}

/** |a − b| of the two figures as shown with `stellen` decimals: '0,0002 €/m²'. */
export function formatProQmAbstand(a: ProQm, b: ProQm, stellen: number): string {
  return `${formatStellen(Math.abs(gerundet(a, stellen) - gerundet(b, stellen)), stellen)} €/m²`;
}
