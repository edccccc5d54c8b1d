/**
 * Summary of every answer (spezifikation.md §2 Berechnungsergebnisse), each with a link back
 * to its step under /berechnung.html or /auth/index.html; operating-cost items with a footnote
 * (ids above 14) carry an asterisk.
 */
import {
  antwortenInWorten,
  betriebskostenPositionen,
  meldungen,
  optionLabel,
  schrittNachId,
  type BerechnungEntwurf,
} from '@mietspiegel/domain';
import { schrittLink } from '../../lib/link-basis.ts';

export function Zusammenfassung({ entwurf }: { entwurf: BerechnungEntwurf }) {
  const antworten = antwortenInWorten(entwurf);
  const mitBetriebskosten = entwurf.selectedBetriebskostenA === 1;
  const enthalten = betriebskostenPositionen.filter((p) =>
    entwurf.selectedBetriebskostenB.includes(p.id),
  );
  return (
    <section aria-labelledby="zusammenfassung-titel">
      <h2 id="zusammenfassung-titel">Ihre Angaben</h2>
      <dl className="zusammenfassung">
        {antworten.map((a) => {
          const route = schrittNachId(a.schritt).route;
          return (
            <div key={a.schritt} style={{ display: 'contents' }}>
              <dt>{a.titel}</dt>
              <dd>
                {a.schritt === 'betriebskosten' && mitBetriebskosten ? (
                  <>
                    {optionLabel('betriebskosten', 1)}, enthaltene Betriebskosten:
                    {enthalten.length === 0 ? (
                      ' keine'
                    ) : (
                      <ul>
                        {enthalten.map((p) => (
                          <li key={p.id}>
                            {p.label}
                            {p.fussnote ? ' *' : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                ) : (
                  a.antwort
                )}{' '}
                <a href={schrittLink(route)}>{a.titel} ändern</a>
              </dd>
            </div>
          );
        })}
      </dl>
      {mitBetriebskosten && enthalten.some((p) => p.fussnote) && (
        <p className="hinweis">* {meldungen.betriebskostenFussnote}</p>
      )}
    </section>
  );
}
