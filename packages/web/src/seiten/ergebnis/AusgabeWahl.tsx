/**
 * The Mietspiegel edition of this calculation (issue 20 §4), above the result when the server
 * knows more than one: which edition the result uses, a choice among them (default: the one in
 * force today), and, for a calculation under an older edition (a template saved under it, or
 * chosen), a note that a newer one applies today with a one-click recalculation under it, both
 * results side by side.
 */
import { useId, useState } from 'react';
import {
  ausgabeMitZeitraum,
  cent,
  formatEuro,
  formatEuroProQm,
  neuereAusgabe,
  type AusgabeInfo,
  type Ergebnis,
} from '@mietspiegel/domain';
import { aendereEntwurf, useZustand } from '../../store/store.ts';
import { useAusgabeInGebrauch, useAusgaben } from '../../store/ausgabe.ts';
import { useUmgebung } from '../../store/umgebung.ts';
import { useErgebnisUnter } from './ergebnis-unter.ts';
import { RollRahmen } from '../../wizard/RollRahmen.tsx';

/** `ergebnis` null while the result is computed: the choice stays where it is (and its focus). */
export function AusgabeWahl({ ergebnis }: { ergebnis: Ergebnis | null }) {
  const id = useId();
  const liste = useAusgaben();
  const heuteId = useUmgebung().info?.ausgabeHeute ?? null;
  const gewaehlt = useZustand((z) => z.entwurf.ausgabe ?? null);
  const inGebrauch = useAusgabeInGebrauch();
  if (liste.length < 2) return null;
  // the edition in force today is "no choice": the calculation follows the day
  const waehle = (a: AusgabeInfo) => aendereEntwurf({ ausgabe: a.id === heuteId ? null : a.id });
  const aktiv = gewaehlt ?? heuteId;

  return (
    <section className="ausgabewahl" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Mietspiegel-Ausgabe</h2>
      <p>
        {ergebnis ? 'Dieses Ergebnis ist' : 'Das Ergebnis wird'} nach dem{' '}
        <strong>{inGebrauch.titel}</strong> berechnet.
      </p>
      {ergebnis && (
        <NeuereAusgabe
          ergebnis={ergebnis}
          inGebrauch={inGebrauch}
          liste={liste}
          heuteId={heuteId}
        />
      )}
      <details>
        <summary>Andere Ausgabe wählen</summary>
        <fieldset>
          <legend>Nach welcher Ausgabe soll gerechnet werden?</legend>
          {liste.map((a) => (
            <div key={a.id} className="feld feld--ankreuz">
              <input
                id={`${id}-${a.id}`}
                type="radio"
                name={`${id}-ausgabe`}
                checked={aktiv === a.id}
                onChange={() => waehle(a)}
              />
              <label htmlFor={`${id}-${a.id}`}>
                {ausgabeMitZeitraum(a, liste)}
                {a.id === heuteId && ' – gilt heute'}
              </label>
            </div>
          ))}
        </fieldset>
      </details>
    </section>
  );
}

/** The comparison rows: label, then the figure under each edition. */
const ZEILEN: [string, (e: Ergebnis) => string][] = [
  ['Durchschnitt je m²', (e) => formatEuroProQm(cent(e.ortsueblicheMieteProQM))],
  ['Durchschnitt im Monat', (e) => formatEuro(cent(e.ortsueblicheMiete))],
  ['Untergrenze der Spanne im Monat', (e) => formatEuro(cent(e.ortsueblicheMieteSpanneUnten))],
  ['Obergrenze der Spanne im Monat', (e) => formatEuro(cent(e.ortsueblicheMieteSpanneOben))],
  [
    'Mit begründeten Abweichungen im Monat',
    (e) => formatEuro(cent(e.ortsueblicheMieteSpanneBegruendeteAbweichungen)),
  ],
];

function NeuereAusgabe({
  ergebnis,
  inGebrauch,
  liste,
  heuteId,
}: {
  ergebnis: Ergebnis;
  inGebrauch: AusgabeInfo;
  liste: AusgabeInfo[];
  heuteId: string | null;
}) {
  const id = useId();
  const neuer = neuereAusgabe(liste, inGebrauch, heuteId);
  const [vergleichen, setVergleichen] = useState(false);
  const stand = useErgebnisUnter(vergleichen && neuer ? neuer.id : null, ergebnis);
  if (!neuer) return null;
  const neu = vergleichen && stand.art === 'fertig' ? stand.ergebnis : null;

  return (
    <>
      <div className="warnung">
        <p>
          Heute gilt eine neuere Ausgabe: der {ausgabeMitZeitraum(neuer, liste)}. Diese Berechnung
          nutzt den {inGebrauch.titel}.
        </p>
        {!vergleichen && (
          <button type="button" className="knopf" onClick={() => setVergleichen(true)}>
            Nach dem {neuer.titel} neu berechnen
          </button>
        )}
      </div>
      {/* outside the box: at 320 px the table needs the full width */}
      <div aria-live="polite">
        {vergleichen && stand.art === 'laeuft' && (
          <p role="status">
            <span className="spinner" aria-hidden="true" />
            Die Miete nach dem {neuer.titel} wird berechnet …
          </p>
        )}
        {vergleichen && stand.art === 'fehler' && (
          <p className="fehlertext" role="alert">
            Die Miete nach dem {neuer.titel} konnte nicht berechnet werden: {stand.meldung}
          </p>
        )}
        {neu && (
          <RollRahmen beschriftungId={`${id}-vergleich`}>
            <table>
              <caption id={`${id}-vergleich`}>Beide Ausgaben im Vergleich</caption>
              <thead>
                <tr>
                  {/* short headings: the caption and the note above name the editions in full */}
                  <th scope="col">Wert</th>
                  <th scope="col" className="zahl">
                    Ausgabe {inGebrauch.jahr}
                  </th>
                  <th scope="col" className="zahl">
                    Ausgabe {neuer.jahr}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ZEILEN.map(([label, wert]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td className="zahl">{wert(ergebnis)}</td>
                    <td className="zahl">{wert(neu)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </RollRahmen>
        )}
      </div>
      {neu && (
        <button
          type="button"
          className="knopf"
          onClick={() => aendereEntwurf({ ausgabe: neuer.id === heuteId ? null : neuer.id })}
        >
          Mit dem {neuer.titel} weiterrechnen
        </button>
      )}
    </>
  );
}
