/**
 * The four result blocks of berechnungsregeln.md §3: (1) average per m² and month, (2) range,
 * (3) rent with justified deviations and the capping message of §8, (4) the breakdown.
 */
import {
  cent as c,
  formatEuro,
  formatEuroProQm,
  kappungsMeldung,
  type Ergebnis,
} from '@mietspiegel/domain';
import { ZahlenTabelle } from '../../wizard/ZahlenTabelle.tsx';

/** The API returns euros with two decimals; the domain's one reader (`cent`) makes them integer cents to format. */

export function ErgebnisBloecke({
  ergebnis: e,
  mitBetriebskosten,
}: {
  ergebnis: Ergebnis;
  mitBetriebskosten: boolean;
}) {
  const kappung = kappungsMeldung(e);
  const a = e.aufschluesselung;
  return (
    <div className="ergebnis-bloecke">
      <section className="ergebnis-block" aria-labelledby="block-mittel">
        <h2 id="block-mittel">Durchschnittliche ortsübliche Vergleichsmiete</h2>
        <p className="ergebnis-hauptwert">{formatEuroProQm(c(e.ortsueblicheMieteProQM))}</p>
        <p>
          im Monat: <strong>{formatEuro(c(e.ortsueblicheMiete))}</strong>
        </p>
      </section>
      <section className="ergebnis-block" aria-labelledby="block-spanne">
        <h2 id="block-spanne">Spanne der ortsüblichen Vergleichsmiete</h2>
        <p>
          Untere Grenze: <strong>{formatEuroProQm(c(e.ortsueblicheMieteSpanneUntenProQM))}</strong>,
          im Monat {formatEuro(c(e.ortsueblicheMieteSpanneUnten))}
        </p>
        <p>
          Obere Grenze: <strong>{formatEuroProQm(c(e.ortsueblicheMieteSpanneObenProQM))}</strong>,
          im Monat {formatEuro(c(e.ortsueblicheMieteSpanneOben))}
        </p>
      </section>
      <section className="ergebnis-block" aria-labelledby="block-abweichungen">
        <h2 id="block-abweichungen">Miete mit begründeten Abweichungen</h2>
        <p className="ergebnis-hauptwert">
          {formatEuroProQm(c(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM))}
        </p>
        <p>
          im Monat:{' '}
          <strong>{formatEuro(c(e.ortsueblicheMieteSpanneBegruendeteAbweichungen))}</strong>
        </p>
        {kappung && (
          <p className="warnung">
            <span className="marke marke--warnung">Auf die Spanne begrenzt</span> {kappung}
          </p>
        )}
      </section>
      <section
        className="ergebnis-block ergebnis-block--breit"
        aria-labelledby="block-aufschluesselung"
      >
        <h2 id="block-aufschluesselung">Aufschlüsselung</h2>
        {/* issue 29: the figures first; the table of items on request */}
        <details>
          <summary>Grundpreis und Zu- und Abschläge anzeigen</summary>
          <ZahlenTabelle
            beschriftung="Zusammensetzung der durchschnittlichen Miete in Euro/m²/Monat"
            beschriftungNurVorlesen
            kopf="Posten"
            spalten={['Euro/m²/Monat']}
            zeilen={[
              {
                schluessel: 'grundpreis',
                kopf: 'Grundpreis',
                werte: [formatEuro(c(a.grundpreisProQm))],
              },
              ...a.zuschlaege.map((z) => ({
                schluessel: z.merkmal,
                kopf: z.bezeichnung,
                werte: [formatEuro(c(z.euroProQm))],
              })),
              ...(mitBetriebskosten
                ? [
                    {
                      schluessel: 'betriebskosten',
                      kopf: 'Enthaltene Betriebskosten',
                      werte: [formatEuro(c(a.betriebskostenProQm))],
                    },
                  ]
                : []),
            ]}
            fuss={{
              schluessel: 'summe',
              kopf: 'Durchschnittliche ortsübliche Vergleichsmiete',
              werte: [<strong key="summe">{formatEuro(c(e.ortsueblicheMieteProQM))}</strong>],
            }}
          />
        </details>
      </section>
    </div>
  );
}
