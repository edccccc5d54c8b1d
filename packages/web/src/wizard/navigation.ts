/**
 * Moving through the wizard (spezifikation.md §4 "General wizard rule"): Weiter re-checks the
 * cross-step consistency rules, stores the error flags and advances only when the step itself
 * has no conflict. Reads the store directly, so handlers never see a stale answer.
 */
import {
  ermittleKonflikte,
  konflikteImSchritt,
  naechsterSichtbarer,
  type FolgeId,
  type Konflikt,
  type SchrittId,
} from '@mietspiegel/domain';
import { navigate } from '../lib/router.ts';
import { holeZustand, setzeFehler } from '../store/store.ts';

/** Route of the page before the first step: the new-calculation page (index 0). */
const ROUTE_NEUE_BERECHNUNG = '/berechnung';

export function geheZurueck(id: FolgeId, query = ''): void {
  const ziel = naechsterSichtbarer(id, 'zurueck');
  navigate(`${ziel ? ziel.route : ROUTE_NEUE_BERECHNUNG}${query}`);
}

/** Re-checks every rule on the current answers, stores the flags, returns this step's conflicts. */
function pruefeKonflikte(id: SchrittId): Konflikt[] {
  const ergebnis = ermittleKonflikte(holeZustand().entwurf);
  setzeFehler(ergebnis.flags);
  return konflikteImSchritt(ergebnis, id);
}

/** Weiter after the step's own field checks passed: stays (returns the conflicts) or advances. */
export function weiterWennKonfliktfrei(id: SchrittId): Konflikt[] {
  const konflikte = pruefeKonflikte(id);
  if (konflikte.length === 0) {
    const ziel = naechsterSichtbarer(id, 'weiter');
    if (ziel) navigate(ziel.route);
  }
  return konflikte;
}
