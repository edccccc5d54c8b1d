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
import { trenne } from '../../lib/trennung.ts';

export function Zusammenfassung({ entwurf }: { entwurf: BerechnungEntwurf }) {
  const antworten = antwortenInWorten(entwurf);
  const mitBetriebskosten = entwurf.selectedBetriebskostenA === 1;
  const enthalten = betriebskostenPositionen.filter((p) =>
    entwurf.selectedBetriebskostenB.includes(p.id),
  );
  return (
    <section aria-labelledby="zusammenfassung-titel">
      <h2 id="zusammenfassung-titel">Ihre Angaben</h2>
      {/* issue 29: the figures, the PDF and the checks come first; the 18 answers on request */}
      <details className="zusammenfassung__rahmen">
        <summary>Alle {antworten.length} Angaben anzeigen und ändern</summary>
        <dl className="zusammenfassung">
          {antworten.map((a) => {
            const route = schrittNachId(a.schritt).route;
            return (
              <div key={a.schritt} style={{ display: 'contents' }}>
                <dt>{trenne(a.titel)}</dt>
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
                  {/* issue 29: "ändern" to see, the step's name for a screen reader's link list */}
                  <a className="zusammenfassung__aendern" href={schrittLink(route)}>
                    <span className="sr-only">{a.titel} </span>ändern
                  </a>
                </dd>
              </div>
            );
          })}
        </dl>
        {mitBetriebskosten && enthalten.some((p) => p.fussnote) && (
          <p className="hinweis">* {meldungen.betriebskostenFussnote}</p>
        )}
      </details>
    </section>
  );
}
