/**
 * The four result blocks of berechnungsregeln.md §3: (1) average per m² and month, (2) range,
 * (3) rent with justified deviations and the capping message of §8, (4) the breakdown.
 */
import { formatEuro, formatEuroProQm, kappungsMeldung, type Ergebnis } from '@mietspiegel/domain';

/** The API returns euros with two decimals; the domain formats integer cents. */
const c = (euro: number): number => Math.round(euro * 100);

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
            <span className="marke marke--warnung">Gekappt</span> {kappung}
          </p>
        )}
      </section>
      <section
        className="ergebnis-block ergebnis-block--breit"
        aria-labelledby="block-aufschluesselung"
      >
        <h2 id="block-aufschluesselung">Aufschlüsselung</h2>
        <div className="tabelle-rahmen">
          <table>
            <caption className="sr-only">
              Zusammensetzung der durchschnittlichen Miete in Euro/m²/Monat
            </caption>
            <thead>
              <tr>
                <th scope="col">Posten</th>
                <th scope="col" className="zahl">
                  Euro/m²/Monat
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Grundpreis</th>
                <td className="zahl">{formatEuro(c(a.grundpreisProQm))}</td>
              </tr>
              {a.zuschlaege.map((z) => (
                <tr key={z.merkmal}>
                  <th scope="row">{z.bezeichnung}</th>
                  <td className="zahl">{formatEuro(c(z.euroProQm))}</td>
                </tr>
              ))}
              {mitBetriebskosten && (
                <tr>
                  <th scope="row">Enthaltene Betriebskosten</th>
                  <td className="zahl">{formatEuro(c(a.betriebskostenProQm))}</td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Durchschnittliche ortsübliche Vergleichsmiete</th>
                <td className="zahl">
                  <strong>{formatEuro(c(e.ortsueblicheMieteProQM))}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}
