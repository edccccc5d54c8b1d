/**
 * Live preview under each step: the average €/m² from every answer given so far
 * (berechnungsregeln.md §2.1–2.4, `durchschnittInCent`, the same rule as the result), shown once
 * area and Baujahr are known. Not called 'vorläufig': that word marks provisional tables.
 */
import { ausgabe, durchschnittInCent, formatEuroProQm, leseEntwurf } from '@mietspiegel/domain';
import { useAusgabeInGebrauch } from '../store/ausgabe.ts';
import { useZustand } from '../store/store.ts';

export function Vorschau() {
  const entwurf = useZustand((z) => z.entwurf);
  const inGebrauch = useAusgabeInGebrauch();
  // the area read by the domain's one reader, as the check reads it (issue 19 §2)
  const durchschnitt = durchschnittInCent(leseEntwurf(entwurf));
  // The browser holds the built-in edition's tables only; another edition's figures come from
  // the server on the results page (issue 20 §4): no preview from tables that are not its own.
  if (durchschnitt === null || inGebrauch.id !== ausgabe.ausgabe) return null;
  return (
    <p className="vorschau">
      Durchschnittsmiete nach Ihren bisherigen Angaben:{' '}
      <strong>{formatEuroProQm(durchschnitt.mittel)}</strong> im Monat{' '}
      <span className="hinweis">(jede weitere Angabe kann den Wert noch ändern)</span>
    </p>
  );
}
