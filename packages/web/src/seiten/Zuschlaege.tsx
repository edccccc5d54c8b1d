/**
 * Page /zuschlaege (spezifikation.md §2 "Zu- und Abschläge"): the tables of the edition in
 * Euro per m² and month, rendered from `ausgabe`, with the provenance note for provisional
 * tables (berechnungsregeln.md: the product must say so where a user sees those values). Each
 * table says where its values come from in a user's words (`quelleFuerNutzer`, issue 17 §12);
 * the editors' `quelle` notes stay in the data.
 */
import {
  ausgabe,
  formatZahl,
  grundpreisIstVorlaeufig,
  meldungen,
  optionLabel,
  quelleFuerNutzer,
  schrittNachId,
  vorlaeufigeTabellen,
  zuschlagSchritte,
  type SchrittId,
} from '@mietspiegel/domain';
import { AbweichungsTabelle } from '../wizard/AbweichungsTabelle.tsx';
import { ZahlenTabelle } from '../wizard/ZahlenTabelle.tsx';
import { Seitentitel } from './Seitenkopf.tsx';
import { useAusgabeInGebrauch } from '../store/ausgabe.ts';
import { VorlaeufigeWerte } from './VorlaeufigeWerte.tsx';
import { trenne } from '../lib/trennung.ts';
import type { ReactNode } from 'react';

const z = ausgabe.zuschlaege;

interface Zeile {
  merkmal: string;
  cent: number;
}

/**
 * A table under its heading, collapsed (issue 29: the page was 8,248 px at 320 px; after the
 * GOV.UK accordion, a user scans the headings and opens the one she needs). The first is open.
 */
function Abschnitt({
  titel,
  offen = false,
  children,
}: {
  titel: ReactNode;
  offen?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="abschnitt">
      <h2>{titel}</h2>
      <details open={offen}>
        <summary>
          Anzeigen<span className="sr-only">: {titel}</span>
        </summary>
        {children}
      </details>
    </section>
  );
}

function Tabelle({ titel, zeilen, offen }: { titel: string; zeilen: Zeile[]; offen?: boolean }) {
  return (
    <Abschnitt titel={titel} offen={offen}>
      <ZahlenTabelle
        kopf="Merkmal"
        spalten={['Euro/m²/Monat']}
        zeilen={zeilen.map((zeile) => ({
          schluessel: zeile.merkmal,
          kopf: zeile.merkmal,
          werte: [formatZahl(zeile.cent)],
        }))}
      />
    </Abschnitt>
  );
}

const jeOption = (schritt: SchrittId, werte: readonly number[]): Zeile[] =>
  werte.map((cent, id) => ({ merkmal: optionLabel(schritt, id) ?? String(id), cent }));

/**
 * Tabelle 3 as the step catalogue lists it: a section per `abschnitt` (default: the step's
 * title), following steps of the same section sharing it; a table step gives a row per option.
 */
function abschnitteDerTabelle3(): { titel: string; zeilen: Zeile[] }[] {
  const abschnitte: { titel: string; zeilen: Zeile[] }[] = [];
  for (const { schritt, regel } of zuschlagSchritte) {
    const titel = regel.abschnitt ?? schrittNachId(schritt.id).titel;
    const betrag = z[regel.schluessel as keyof typeof z];
    const zeilen =
      regel.art === 'tabelle'
        ? jeOption(schritt.id, betrag as number[])
        : [{ merkmal: regel.bezeichnung, cent: betrag as number }];
    const letzter = abschnitte.at(-1);
    if (letzter?.titel === titel) letzter.zeilen.push(...zeilen);
    else abschnitte.push({ titel, zeilen });
  }
  return abschnitte;
}

const tabelle3 = abschnitteDerTabelle3();

export default function Zuschlaege() {
  const inGebrauch = useAusgabeInGebrauch();
  const bk = ausgabe.betriebskosten;
  const sp = ausgabe.spannen;
  return (
    <div>
      <Seitentitel>Zu- und Abschläge</Seitentitel>
      <p>
        Zu- und Abschläge des Mietspiegels für {ausgabe.stadt} {ausgabe.jahr} in Euro pro m²
        Wohnfläche und Monat. Negative Werte sind Abschläge.
      </p>
      {inGebrauch.id !== ausgabe.ausgabe && (
        // ADR 0013: the browser holds only the built-in edition's tables
        <p className="warnung">
          Diese Seite zeigt die Tabellen des Mietspiegels für {ausgabe.stadt} {ausgabe.jahr}. Ihre
          Berechnung nutzt den {inGebrauch.titel}; seine Werte stehen in der Aufschlüsselung Ihres
          Ergebnisses und im PDF.
        </p>
      )}
      <VorlaeufigeWerte hinweise={vorlaeufigeTabellen()} titel="Vorläufige Werte" />
      <p className="hinweis">{quelleFuerNutzer(3)} Das gilt für alle Zu- und Abschläge unten.</p>
      {tabelle3.map((a, i) => (
        <Tabelle key={a.titel} titel={a.titel} zeilen={a.zeilen} offen={i === 0} />
      ))}
      <Abschnitt titel="Spannen (Tabelle 4)">
        <ZahlenTabelle
          kopf="Lage"
          spalten={['untere Grenze', 'obere Grenze']}
          zeilen={[
            {
              schluessel: 'nichtZentral',
              kopf: 'Nicht zentrale Lagen',
              werte: [formatZahl(sp.nichtZentral.unten), formatZahl(sp.nichtZentral.oben)],
            },
            {
              schluessel: 'zentral',
              kopf: 'Zentrale Lagen',
              werte: [formatZahl(sp.zentral.unten), formatZahl(sp.zentral.oben)],
            },
          ]}
        />
        <p className="hinweis">{quelleFuerNutzer(4)}</p>
      </Abschnitt>
      <Abschnitt titel="Begründete Abweichungen">
        <AbweichungsTabelle />
      </Abschnitt>
      <Abschnitt
        titel={`Betriebskosten (Tabelle 1)${bk.status === 'vorlaeufig' ? ' – vorläufige Werte' : ''}`}
      >
        <ZahlenTabelle
          kopf="Betriebskostenart"
          spalten={['Euro/m²/Monat']}
          zeilen={bk.positionen.map((p) => ({
            schluessel: p.id,
            kopf: (
              <>
                {trenne(p.label)}
                {p.fussnote ? ' *' : ''}
              </>
            ),
            werte: [p.centProQm === null ? 'ohne Durchschnittswert' : formatZahl(p.centProQm)],
          }))}
        />
        <p className="hinweis">* {meldungen.betriebskostenFussnote}</p>
        <p className="hinweis">{quelleFuerNutzer(1)}</p>
      </Abschnitt>
      <Abschnitt titel="Grundpreise (Tabelle 2)">
        <p>Grundpreis der Nettomiete in Euro/m²/Monat nach Wohnfläche und Baujahr.</p>
        {/* The wide table scrolls in its own box, which must take keyboard focus to be
            scrollable without a mouse (WCAG 2.1.1; axe scrollable-region-focusable) – the WAI
            pattern for scrollable tables, which this lint rule does not know. */}
        <div
          className="tabelle-rahmen"
          role="region"
          aria-label="Grundpreise (Tabelle 2)"
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- see above
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
        <p className="hinweis">{quelleFuerNutzer(2)}</p>
      </Abschnitt>
      <p>
        <a href="#/wohnflaeche">Zum Mietspiegelrechner</a>
      </p>
    </div>
  );
}
