/**
 * German guidance of every step's Info panel (spezifikation.md §2 "Steps"; limits of §9).
 * Amounts come from the edition data through the domain, never typed in here. Loaded lazily:
 * the text is only needed once a panel is opened.
 */
import type { ReactNode } from 'react';
import {
  ausgabe,
  formatZahl,
  meldungen,
  optionLabel,
  schrittNachId,
  type SchrittId,
} from '@mietspiegel/domain';
import { AbweichungsTabelle } from './AbweichungsTabelle.tsx';
import { RollRahmen } from './RollRahmen.tsx';
import { ZahlenTabelle } from './ZahlenTabelle.tsx';
import { trenne } from '../lib/trennung.ts';

function ZuschlagTabelle({
  schritt,
  werte,
  beschriftung,
}: {
  schritt: SchrittId;
  werte: readonly number[];
  beschriftung: string;
}) {
  return (
    <ZahlenTabelle
      beschriftung={beschriftung}
      beschriftungNurVorlesen
      kopf={schrittNachId(schritt).titel}
      spalten={['Zu-/Abschlag in Euro/m²/Monat']}
      zeilen={werte.map((cent, id) => ({
        schluessel: id,
        kopf: optionLabel(schritt, id),
        werte: [formatZahl(cent)],
      }))}
    />
  );
}

const z = ausgabe.zuschlaege;
/** The edition's Baujahr classes `ids` by label: '„bis 1918“, „1919 – 1929“ und „1930 – 1948“'. */
function baujahrklassen(ids: readonly number[]): string {
  const labels = ids.map((id) => `„${ausgabe.baujahrklassen[id]?.label ?? ''}“`);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} und ${labels.at(-1)}`
    : (labels[0] ?? '');
}

const texte: Record<SchrittId, () => ReactNode> = {
  wohnflaeche: () => (
    <>
      <p>
        Geben Sie die Wohnfläche der Wohnung in Quadratmetern ein. Der Mietspiegel gilt nur für
        Wohnungen mit {ausgabe.wohnflaeche.min} m² bis {ausgabe.wohnflaeche.max} m² Wohnfläche.
      </p>
      <p>
        Als Dezimaltrennzeichen können Sie Komma oder Punkt verwenden; erlaubt sind höchstens{' '}
        {ausgabe.wohnflaeche.maxNachkommastellen} Nachkommastellen (zum Beispiel 65,5).
      </p>
      <p>{ausgabe.wohnflaeche.tabellenzeile}</p>
    </>
  ),
  baujahr: () => (
    <>
      <p>
        Maßgeblich ist das Jahr, in dem das Gebäude bezugsfertig wurde. Sie können das Baujahr
        direkt eingeben oder eine der Baujahrklassen wählen; eine Eingabe ersetzt jeweils die
        andere. Ein eingegebenes Baujahr wird automatisch der passenden Klasse zugeordnet.
      </p>
      <p>
        Wurde die Wohnung nachträglich durch einen Dachgeschossausbau oder eine Aufstockung
        geschaffen, gilt das Jahr, in dem die Wohnung bezugsfertig wurde.
      </p>
      <p>
        Das Baujahr bestimmt, welche weiteren Merkmale möglich sind: Altbau-Haustypen gibt es nur
        vor 1949, ein Hochhaus nur von 1949 bis 1998, eine Fußbodenheizung, ein modernisiertes Bad
        und ein Balkon werden nur bei Gebäuden vor 1999 berücksichtigt.
      </p>
    </>
  ),
  wohnlage: () => (
    <>
      <p>
        Die Wohnlage ergibt sich aus der Wohnlagenkarte des Mietspiegels. Geben Sie Ihre Adresse in
        die Adresssuche ein oder öffnen Sie das Stadtplanprogramm: Dort sehen Sie die Wohnlage Ihrer
        Adresse und können sie in den Rechner übernehmen.
      </p>
      <p>
        Zentrale Lagen liegen in der Innenstadt; für sie gilt eine eigene, breitere Spanne der
        ortsüblichen Vergleichsmiete.
      </p>
      <ZuschlagTabelle
        schritt="wohnlage"
        werte={z.wohnlage}
        beschriftung="Zu- und Abschläge je Wohnlage"
      />
    </>
  ),
  gebaeudetyp: () => (
    <>
      <p>
        <strong>Hochhaus:</strong> ein Gebäude mit mindestens 6 oberirdischen Geschossen. Ein
        Abschlag für Hochhäuser gilt nur für Gebäude mit Baujahr 1949 bis 1998.
      </p>
      <p>
        <strong>Wohnblock:</strong> ein Mehrfamilienhaus mit höchstens 5 oberirdischen Geschossen in
        Zeilen- oder Blockbauweise.
      </p>
      <p>
        <strong>Sonstiges Gebäude:</strong> alle übrigen Gebäude, zum Beispiel Ein- und
        Zweifamilienhäuser oder Reihenhäuser.
      </p>
      <p>
        Auch hier helfen die Adresssuche und das Stadtplanprogramm, den Gebäudetyp Ihrer Adresse zu
        finden.
      </p>
      <ZuschlagTabelle
        schritt="gebaeudetyp"
        werte={z.gebaeudetyp}
        beschriftung="Zu- und Abschläge je Gebäudetyp"
      />
    </>
  ),
  haustyp: () => (
    <>
      <p>
        Die Haustypen „Sehr einfacher Altbau“, „Einfacher Altbau“ und „Guter Altbau“ gelten nur für
        Gebäude, die vor 1949 errichtet wurden (Baujahrklassen {baujahrklassen([0, 1, 2])}). Der
        „Einfache Nachkriegsbau“ gilt nur für Gebäude von 1949 bis 1977. Alle übrigen Gebäude
        gehören zum Haustyp „Sonstiger Haustyp“.
      </p>
      <p>
        Maßgeblich ist das Baujahr des Gebäudes. Bei einer Wohnung in einem nachträglich ausgebauten
        Dachgeschoss zählt das Jahr des Ausbaus; die Altbau-Haustypen kommen dann nur in Frage, wenn
        auch der Ausbau vor 1949 bezugsfertig war.
      </p>
      <h2>Gebäude mit Baujahr vor 1949</h2>
      <RollRahmen name="Haustypen für Gebäude mit Baujahr vor 1949">
        <table>
          <caption className="sr-only">Haustypen für Gebäude mit Baujahr vor 1949</caption>
          <thead>
            <tr>
              <th scope="col">Haustyp</th>
              <th scope="col">typische Merkmale</th>
              <th scope="col" className="zahl">
                Zu-/Abschlag in Euro/m²/Monat
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{trenne(optionLabel('haustyp', 0) ?? '')}</th>
              <td>
                einfache Bauweise und Ausstattung des Gebäudes, kein repräsentativer Eingang oder
                Treppenhaus, schlichte Fassade
              </td>
              <td className="zahl">{formatZahl(z.haustyp[0] ?? 0)}</td>
            </tr>
            <tr>
              <th scope="row">{trenne(optionLabel('haustyp', 1) ?? '')}</th>
              <td>
                überwiegend einfache Bauweise, wenige gestaltete Elemente an Fassade oder
                Treppenhaus
              </td>
              <td className="zahl">{formatZahl(z.haustyp[1] ?? 0)}</td>
            </tr>
            <tr>
              <th scope="row">{trenne(optionLabel('haustyp', 2) ?? '')}</th>
              <td>gute Bauweise, gestaltete Fassade und Treppenhaus, gepflegter Gesamteindruck</td>
              <td className="zahl">{formatZahl(z.haustyp[2] ?? 0)}</td>
            </tr>
          </tbody>
        </table>
      </RollRahmen>
      <ZuschlagTabelle
        schritt="haustyp"
        werte={z.haustyp}
        beschriftung="Zu- und Abschläge je Haustyp"
      />
    </>
  ),
  heizung: () => (
    <>
      <p>
        Wohnungen ohne eine vom Vermieter gestellte Heizung fallen nicht unter den Mietspiegel und
        können hier nicht berechnet werden.
      </p>
      <p>
        Unvollständig beheizt ist eine Wohnung, wenn mindestens ein Wohnraum keine vom Vermieter
        gestellte Heizung hat. Bad, WC, Flur und Küche bleiben dabei unberücksichtigt. Hat die
        Wohnung mehr als vier Wohnräume, zählen nur die vier größten.
      </p>
      <p>
        Abschlag bei unvollständiger Beheizung: {formatZahl(z.unvollstaendigeBeheizung)}{' '}
        Euro/m²/Monat.
      </p>
    </>
  ),
  fussbodenheizung: () => (
    <>
      <p>
        Ein Zuschlag für eine Fußbodenheizung ist nur bei Gebäuden möglich, die vor 1999 errichtet
        wurden. Die Fußbodenheizung kann mit einer unvollständigen Beheizung zusammentreffen.
      </p>
      <p>Zuschlag: {formatZahl(z.fussbodenheizung)} Euro/m²/Monat.</p>
    </>
  ),
  sanitaerbereich: () => (
    <>
      <p>
        <strong>Besondere Zusatzausstattung im Bad:</strong> neben der Badewanne eine separate
        Dusche sowie ein zweites Waschbecken und/oder ein Bidet.
      </p>
      <p>
        <strong>Bad mit mindestens 6 m² oder zweites Bad:</strong> das größte Bad hat mindestens 6
        m² und/oder es gibt ein zweites, ausgestattetes Bad.
      </p>
      <p>
        <strong>Modernisiertes Bad:</strong> Gebäude vor 1999 errichtet und das Bad 2019 oder später
        erneuert – Badewanne und/oder Dusche sowie Wand- und Bodenbeläge.
      </p>
      <p>
        Jedes gewählte Merkmal ergibt einen Zuschlag von {formatZahl(z.sanitaerJeMerkmal)}{' '}
        Euro/m²/Monat. Trifft keines zu, wählen Sie „{optionLabel('sanitaerbereich', 5)}“.
      </p>
    </>
  ),
  kueche: () => (
    <>
      <p>
        Eine offene Küche ist zum Wohnraum hin offen. Eine in den Wohnraum integrierte Kochnische
        ist keine offene Küche.
      </p>
      <p>Zuschlag für eine offene Küche: {formatZahl(z.offeneKueche)} Euro/m²/Monat.</p>
    </>
  ),
  kuechengrundausstattung: () => (
    <>
      <p>
        Zur Küchengrundausstattung gehören eine Spüle und Einbauschränke oder eine Kücheninsel, die
        der Vermieter gestellt hat.
      </p>
      <p>
        Zuschläge für Elektrogeräte sind nur möglich, wenn der Vermieter diese Grundausstattung
        gestellt hat.
      </p>
    </>
  ),
  elektrogeraete: () => (
    <>
      <p>
        Berücksichtigt werden nur Geräte, die der Vermieter gestellt hat: ein Ceran- oder
        Induktionskochfeld, ein Kühlschrank oder eine Kühl-Gefrier-Kombination und eine
        Geschirrspülmaschine.
      </p>
      <p>
        Jedes Gerät ergibt einen Zuschlag von {formatZahl(z.elektrogeraetJeGeraet)} Euro/m²/Monat,
        aber nur zusammen mit einer Küchengrundausstattung des Vermieters.
      </p>
    </>
  ),
  fussboden: () => (
    <>
      <p>
        Maßgeblich ist der Bodenbelag der Wohnräume; hat die Wohnung mehr als vier Wohnräume, zählen
        die vier größten. Bad, Flur, WC und Küche bleiben unberücksichtigt.
      </p>
      <ZuschlagTabelle
        schritt="fussboden"
        werte={z.fussboden}
        beschriftung="Zu- und Abschläge je Bodenbelag"
      />
    </>
  ),
  modernisierterBoden: () => (
    <>
      <p>
        Ein modernisierter Boden liegt vor, wenn das Gebäude vor 2019 errichtet und der Bodenbelag
        der Wohnräume 2019 oder später erneuert wurde. Er schließt die Auswahl „Kein Bodenbelag“
        aus.
      </p>
      <p>Zuschlag: {formatZahl(z.modernisierterBoden)} Euro/m²/Monat.</p>
    </>
  ),
  terrasseBalkon: () => (
    <>
      <p>
        Gezählt wird eine Terrasse, Dachterrasse, ein Balkon oder eine Loggia mit mindestens 1 m²
        Fläche. Der Zuschlag gilt für Gebäude, die vor 1999 errichtet wurden.
      </p>
      <p>Zuschlag: {formatZahl(z.terrasseBalkon)} Euro/m²/Monat.</p>
    </>
  ),
  ausstattung: () => (
    <>
      <p>
        Besondere Ausstattung sind elektrisch betriebene Rollläden oder Jalousien und/oder eine
        Video-Gegensprechanlage.
      </p>
      <p>Zuschlag: {formatZahl(z.besondereAusstattung)} Euro/m²/Monat.</p>
    </>
  ),
  modernisierteFenster: () => (
    <>
      <p>
        Modernisierte Fenster wurden 1995 oder später eingebaut und 2019 oder später modernisiert.
        Der Zuschlag gilt nur für Gebäude mit Baujahr vor 1949; er ist nicht möglich bei einem
        Hochhaus oder einem einfachen Nachkriegsbau.
      </p>
      <p>Zuschlag: {formatZahl(z.modernisierteFenster)} Euro/m²/Monat.</p>
    </>
  ),
  abweichungen: () => (
    <>
      <p>
        Begründete Abweichungen sind Besonderheiten der Wohnung, die der Mietspiegel nicht als
        Merkmal erfasst. Lassen Sie ein Feld leer, wenn keine Abweichung vorliegt. Negative Werte
        sind Abschläge, positive Werte Zuschläge, jeweils in Euro pro m² und Monat.
      </p>
      <p>
        Die Grenzen in Klammern müssen eingehalten werden, sonst werden die Werte nicht übernommen.
        Die Miete mit Abweichungen darf die obere oder untere Grenze der Spanne nicht überschreiten;
        andernfalls wird die Grenze der Spanne angesetzt.
      </p>
      <AbweichungsTabelle beschriftung="Zulässige Abweichungen in Euro/m²/Monat" />
      <p>
        Alle Abweichungen zusammen zählen höchstens bis zur Grenze der Spanne (Schwankungsbreite):
        nicht zentrale Lagen {formatZahl(ausgabe.spannen.nichtZentral.unten)} bis{' '}
        {formatZahl(ausgabe.spannen.nichtZentral.oben)} Euro/m²/Monat, zentrale Lagen{' '}
        {formatZahl(ausgabe.spannen.zentral.unten)} bis {formatZahl(ausgabe.spannen.zentral.oben)}{' '}
        Euro/m²/Monat.
      </p>
      <ul>
        <li>{meldungen.regeln.rueckgebaeude}</li>
        <li>
          {meldungen.regeln.waermedaemmung} Die Grenze 1948 ist ein Richtwert aus den Erläuterungen
          zum Mietspiegel.
        </li>
        <li>{meldungen.regeln.fassade}</li>
        <li>{meldungen.regeln.fassadeExklusiv}</li>
      </ul>
    </>
  ),
  betriebskosten: () => (
    <>
      <p>
        <strong>Nettomiete:</strong> die Miete ohne Betriebskosten. Die Betriebskosten werden
        gesondert abgerechnet (Vorauszahlung oder Pauschale).
      </p>
      <p>
        <strong>Bruttomiete:</strong> alle Betriebskosten sind in der Miete enthalten.{' '}
        <strong>Teilinklusivmiete:</strong> ein Teil der Betriebskosten ist in der Miete enthalten.
        Markieren Sie in der Liste genau die Betriebskosten, die in Ihrer Miete enthalten sind; ihre
        Durchschnittswerte werden zur Nettomiete hinzugerechnet.
      </p>
      <p>{ausgabe.betriebskosten.fussnote}</p>
    </>
  ),
};

export default function InfoText({ schritt }: { schritt: SchrittId }) {
  return <>{texte[schritt]()}</>;
}
