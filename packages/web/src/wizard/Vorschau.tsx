/**
 * Live preview under each step: the average €/m² from every answer given so far
 * (berechnungsregeln.md §2.1–2.4, `durchschnittInCent`, the same rule as the result), shown once
 * area and Baujahr are known. Not called 'vorläufig': that word marks provisional tables;
 * „Zwischenstand“ says that later answers can still change it. Issue 29 (lead's decision 3):
 * one short line, no box – on a 320 px phone the old boxed sentence took some 185 px.
 */
import { ausgabe, durchschnittInCent, formatEuroProQm, leseEntwurf } from '@mietspiegel/domain';
import { useAusgabeInGebrauch } from '../store/ausgabe.ts';
import { useZustand } from '../store/store.ts';

/** Our own text (not the specification's): what the figure is. */
export const VORSCHAU_TEXT = 'Zwischenstand: Durchschnittsmiete';

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
      {VORSCHAU_TEXT} <strong>{formatEuroProQm(durchschnitt.mittel)}</strong> im Monat
    </p>
  );
}
