/**
 * Page /zuschlaege (spezifikation.md §2 "Zu- und Abschläge"): the tables of the edition in
 * Euro per m² and month, rendered from `ausgabe`, with the provenance note for provisional
 * tables (berechnungsregeln.md: the product must say so where a user sees those values).
 */
import {
  abweichungsFelder,
  abweichungsMetadaten,
  ausgabe,
  formatZahl,
  grundpreisIstVorlaeufig,
  meldungen,
  optionLabel,
  schrittNachId,
  vorlaeufigeTabellen,
  type SchrittId,
} from '@mietspiegel/domain';
import { Seitentitel } from './Seitenkopf';

const z = ausgabe.zuschlaege;

interface Zeile {
  merkmal: string;
  cent: number;
}

function Tabelle({ titel, zeilen, quelle }: { titel: string; zeilen: Zeile[]; quelle?: string }) {
  return (
    <section>
      <h2>{titel}</h2>
      <div className="tabelle-rahmen">
        <table>
          <thead>
            <tr>
              <th scope="col">Merkmal</th>
              <th scope="col" className="zahl">
                Euro/m²/Monat
              </th>
            </tr>
          </thead>
          <tbody>
            {zeilen.map((zeile) => (
              <tr key={zeile.merkmal}>
                <th scope="row">{zeile.merkmal}</th>
                <td className="zahl">{formatZahl(zeile.cent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quelle && <p className="hinweis">Quelle: {quelle}</p>}
    </section>
  );
}

const jeOption = (schritt: SchrittId, werte: readonly number[]): Zeile[] =>
  werte.map((cent, id) => ({ merkmal: optionLabel(schritt, id) ?? String(id), cent }));

const titel = (s: SchrittId) => schrittNachId(s).titel;

export default function Zuschlaege() {
  const vorlaeufig = vorlaeufigeTabellen();
  const bk = ausgabe.betriebskosten;
  return (
    <div>
      <Seitentitel>Zu- und Abschläge</Seitentitel>
      <p>
        Zu- und Abschläge des Mietspiegels für {ausgabe.stadt} {ausgabe.jahr} in Euro pro m²
        Wohnfläche und Monat. Negative Werte sind Abschläge.
      </p>
      {vorlaeufig.length > 0 && (
        <section className="warnung" aria-labelledby="herkunft-titel">
          <h2 id="herkunft-titel">Hinweis zur Herkunft der Daten</h2>
          <ul>
            {vorlaeufig.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}
      <Tabelle
        titel={titel('wohnlage')}
        zeilen={jeOption('wohnlage', z.wohnlage)}
        quelle={z.quelle}
      />
      <Tabelle titel={titel('gebaeudetyp')} zeilen={jeOption('gebaeudetyp', z.gebaeudetyp)} />
      <Tabelle titel={titel('haustyp')} zeilen={jeOption('haustyp', z.haustyp)} />
      <Tabelle
        titel="Heizung"
        zeilen={[
          { merkmal: 'Unvollständige Beheizung', cent: z.unvollstaendigeBeheizung },
          { merkmal: titel('fussbodenheizung'), cent: z.fussbodenheizung },
        ]}
      />
      <Tabelle
        titel={titel('sanitaerbereich')}
        zeilen={[{ merkmal: 'je Ausstattungsmerkmal', cent: z.sanitaerJeMerkmal }]}
      />
      <Tabelle
        titel="Küche"
        zeilen={[
          { merkmal: 'Offene Küche', cent: z.offeneKueche },
          { merkmal: 'je Elektrogerät', cent: z.elektrogeraetJeGeraet },
        ]}
      />
      <Tabelle
        titel={titel('fussboden')}
        zeilen={[
          ...jeOption('fussboden', z.fussboden),
          { merkmal: titel('modernisierterBoden'), cent: z.modernisierterBoden },
        ]}
      />
      <Tabelle
        titel="Weitere Ausstattung"
        zeilen={[
          { merkmal: titel('terrasseBalkon'), cent: z.terrasseBalkon },
          { merkmal: titel('ausstattung'), cent: z.besondereAusstattung },
          { merkmal: titel('modernisierteFenster'), cent: z.modernisierteFenster },
        ]}
      />
      <section>
        <h2>Spannen (Tabelle 4)</h2>
        <div className="tabelle-rahmen">
          <table>
            <thead>
              <tr>
                <th scope="col">Lage</th>
                <th scope="col" className="zahl">
                  untere Grenze
                </th>
                <th scope="col" className="zahl">
                  obere Grenze
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Nicht zentrale Lagen</th>
                <td className="zahl">{formatZahl(ausgabe.spannen.nichtZentral.unten)}</td>
                <td className="zahl">{formatZahl(ausgabe.spannen.nichtZentral.oben)}</td>
              </tr>
              <tr>
                <th scope="row">Zentrale Lagen</th>
                <td className="zahl">{formatZahl(ausgabe.spannen.zentral.unten)}</td>
                <td className="zahl">{formatZahl(ausgabe.spannen.zentral.oben)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className="hinweis">Quelle: {ausgabe.spannen.quelle}</p>
      </section>
      <section>
        <h2>Begründete Abweichungen</h2>
        <div className="tabelle-rahmen">
          <table>
            <thead>
              <tr>
                <th scope="col">Abweichung</th>
                <th scope="col" className="zahl">
                  von
                </th>
                <th scope="col" className="zahl">
                  bis
                </th>
              </tr>
            </thead>
            <tbody>
              {abweichungsFelder.map((f) => (
                <tr key={f}>
                  <th scope="row">{abweichungsMetadaten[f].label}</th>
                  <td className="zahl">{formatZahl(abweichungsMetadaten[f].minCent)}</td>
                  <td className="zahl">{formatZahl(abweichungsMetadaten[f].maxCent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h2>Betriebskosten (Tabelle 1){bk.status === 'vorlaeufig' ? ' – vorläufige Werte' : ''}</h2>
        <div className="tabelle-rahmen">
          <table>
            <thead>
              <tr>
                <th scope="col">Betriebskostenart</th>
                <th scope="col" className="zahl">
                  Euro/m²/Monat
                </th>
              </tr>
            </thead>
            <tbody>
              {bk.positionen.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {p.label}
                    {p.fussnote ? ' *' : ''}
                  </th>
                  <td className="zahl">
                    {p.centProQm === null ? 'ohne Durchschnittswert' : formatZahl(p.centProQm)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="hinweis">* {meldungen.betriebskostenFussnote}</p>
        <p className="hinweis">Quelle: {bk.quelle}</p>
      </section>
      <section>
        <h2>Grundpreise (Tabelle 2)</h2>
        <p>Grundpreis der Nettomiete in Euro/m²/Monat nach Wohnfläche und Baujahr.</p>
        {/* The wide table scrolls in its own box, which must take keyboard focus to be
            scrollable without a mouse (WCAG 2.1.1; axe scrollable-region-focusable) – the WAI
            pattern for scrollable tables, which this lint rule does not know. */}
        <div
          className="tabelle-rahmen"
          role="region"
          aria-label="Grundpreise (Tabelle 2)"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">Wohnfläche</th>
                {ausgabe.baujahrklassen.map((k) => (
                  <th key={k.id} scope="col" className="zahl">
                    {k.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ausgabe.grundpreise.zeilen.map((zeile) => (
                <tr key={zeile.von}>
                  <th scope="row">
                    {zeile.von}–{zeile.bis} m²
                    {grundpreisIstVorlaeufig(zeile.von) ? ' (vorläufig)' : ''}
                  </th>
                  {zeile.centProQm.map((c, i) => (
                    <td key={i} className="zahl">
                      {formatZahl(c)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="hinweis">Quelle: {ausgabe.grundpreise.quelle}</p>
      </section>
      <p>
        <a href="#/wohnflaeche">Zum Mietspiegelrechner</a>
      </p>
    </div>
  );
}
