/**
 * Page /leichte-sprache (issue 21 §2): what the calculator does, what one needs, how to use it
 * and what the result means – in Leichte Sprache after the rules of the Netzwerk Leichte
 * Sprache: short sentences with one statement each, every sentence on its own line, no
 * abbreviations, long words split by a hyphen (Miet-Spiegel), the reader addressed as "Sie",
 * hard words explained. The facts follow spezifikation.md §1 and the wizard's steps; the button
 * names are the real ones ("Weiter", "Zurück", "Miete berechnen").
 */
import { ausgabeImEinsatz } from '@mietspiegel/domain';
import { useUmgebung } from '../../store/umgebung.ts';
import { Seitentitel } from '../Seitenkopf.tsx';

/** One sentence per line (Netzwerk Leichte Sprache: "Jeder Satz in eine eigene Zeile"). */
function Saetze({ children }: { children: readonly string[] }) {
  return (
    <>
      {children.map((s) => (
        <p key={s}>{s}</p>
      ))}
    </>
  );
}

export default function LeichteSprache() {
  // issue 20: the year of the edition in use, never a fixed one
  const { jahr } = ausgabeImEinsatz(useUmgebung().info);
  return (
    <div className="rechtliches leichte-sprache">
      <Seitentitel>Leichte Sprache</Seitentitel>
      <Saetze>{['Hier erklären wir den Miet-Rechner in Leichter Sprache.']}</Saetze>

      <h2>Was macht der Rechner?</h2>
      <Saetze>
        {[
          'Der Rechner ist für Wohnungen in München.',
          'Der Rechner sagt Ihnen:',
          'So viel Miete ist für eine Wohnung wie Ihre Wohnung üblich.',
          'Das heißt: ortsübliche Vergleichs-Miete.',
          `Der Rechner nimmt dafür den Miet-Spiegel für München ${jahr}.`,
          'Der Miet-Spiegel ist eine Liste von der Stadt München.',
          'In der Liste steht: So viel Miete zahlen die Menschen in München für ihre Wohnung.',
        ]}
      </Saetze>

      <h2>Was brauchen Sie?</h2>
      <Saetze>{['Sie brauchen diese Angaben zu Ihrer Wohnung:']}</Saetze>
      <ul>
        <li>Wie groß ist die Wohnung? Die Größe in Quadrat-Metern.</li>
        <li>In welchem Jahr wurde das Haus gebaut?</li>
        <li>Wo ist die Wohnung? Die Adresse.</li>
        <li>Was hat die Wohnung? Zum Beispiel: Küche, Bad, Boden, Fenster, Balkon.</li>
      </ul>
      <Saetze>{['Viele Angaben stehen in Ihrem Miet-Vertrag.']}</Saetze>

      <h2>So benutzen Sie den Rechner</h2>
      <Saetze>
        {[
          'Der Rechner stellt Ihnen Fragen.',
          'Jede Frage steht auf einer eigenen Seite.',
          'Wählen Sie eine Antwort.',
          'Dann klicken Sie auf: Weiter.',
          'Sie wollen eine Antwort ändern?',
          'Dann klicken Sie auf: Zurück.',
          'Auf der letzten Seite klicken Sie auf: Miete berechnen.',
          'Dann zeigt der Rechner das Ergebnis.',
        ]}
      </Saetze>

      <h2>Was passiert mit Ihren Antworten?</h2>
      {/* issue 26 §15: the answers go to the server for every calculation and PDF (as the
          page Datenschutz says, „Ihre Angaben zur Wohnung“); never "only on your device". */}
      <Saetze>
        {[
          'Ihr Browser merkt sich Ihre Antworten.',
          'Sie schließen die Seite?',
          'Dann löscht der Browser Ihre Antworten.',
          'Der Rechner braucht für das Ergebnis einen Server.',
          'Ein Server ist ein Computer im Internet.',
          'Ihr Browser schickt Ihre Antworten an den Server.',
          'Das passiert bei jedem Ergebnis.',
          'Und bei jeder Datei zum Ausdrucken.',
          'Der Server rechnet mit Ihren Antworten.',
          'Danach speichert der Server Ihre Antworten nicht.',
          'Sie suchen Ihre Adresse im Rechner?',
          'Dann schickt der Browser die Adresse an den Server.',
          'Der Server schreibt die Adresse in eine Liste.',
          'Das heißt: Server-Protokoll.',
          'Mehr dazu steht auf der Seite: Datenschutz.',
        ]}
      </Saetze>

      <h2>Was bedeutet das Ergebnis?</h2>
      <Saetze>
        {[
          'Das Ergebnis ist ein Betrag in Euro.',
          'Der Betrag ist die übliche Miete für 1 Quadrat-Meter in 1 Monat.',
          'Der Rechner zeigt auch die übliche Miete für Ihre ganze Wohnung in 1 Monat.',
          'Der Rechner zeigt auch eine Spanne.',
          'Spanne heißt: Die übliche Miete kann etwas höher sein oder etwas niedriger.',
          'Zahlen Sie Neben-Kosten zusammen mit der Miete?',
          'Neben-Kosten sind zum Beispiel Kosten für Wasser oder Müll.',
          'Dann sagen Sie das dem Rechner.',
          'Der Rechner zählt diese Neben-Kosten dann dazu.',
          'Sie können das Ergebnis als Datei speichern und ausdrucken.',
        ]}
      </Saetze>

      <h2>Wichtig</h2>
      <Saetze>
        {[
          'Der Rechner gibt keinen Rat zu Ihrem Recht.',
          'Sie haben Fragen zu Ihrer Miete?',
          'Dann fragen Sie eine Beratungs-Stelle für Mieter.',
        ]}
      </Saetze>
    </div>
  );
}
