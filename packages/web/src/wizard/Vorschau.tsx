/**
 * Live preview under each step: the average €/m² from every answer given so far
 * (berechnungsregeln.md §2.1–2.4, `durchschnittInCent`, the same rule as the result), shown once
 * area and Baujahr are known. Not called 'vorläufig': that word marks provisional tables.
 */
import { durchschnittInCent, formatEuroProQm } from '@mietspiegel/domain';
import { useZustand } from '../store/store.ts';

export function Vorschau() {
  const entwurf = useZustand((z) => z.entwurf);
  const durchschnitt = durchschnittInCent(entwurf);
  if (durchschnitt === null) return null;
  return (
    <p className="vorschau">
      Durchschnittsmiete nach Ihren bisherigen Angaben:{' '}
      <strong>{formatEuroProQm(durchschnitt.mittel)}</strong> im Monat{' '}
      <span className="hinweis">(jede weitere Angabe kann den Wert noch ändern)</span>
    </p>
  );
}
