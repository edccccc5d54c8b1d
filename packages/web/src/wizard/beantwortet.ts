/**
 * Which steps hold a valid answer (the domain's field checks): the results page lists the
 * missing ones, the progress indicator links the answered ones (issue 29: "a way to any
 * answered step").
 */
import {
  pruefeAuswahl,
  pruefeWohnflaeche,
  type BerechnungEntwurf,
  type SichtbarerSchritt,
} from '@mietspiegel/domain';

export function istBeantwortet(entwurf: BerechnungEntwurf, k: SichtbarerSchritt): boolean {
  const s = k.schritt;
  if (!s) return false;
  if (s.art === 'wohnflaeche') return pruefeWohnflaeche(entwurf.wohnflaeche) === null;
  if (s.art === 'abweichungen') return true; // blank deviations are fine
  return (
    pruefeAuswahl(entwurf[s.feld as keyof BerechnungEntwurf] as number | null | number[], s.id) ===
    null
  );
}
