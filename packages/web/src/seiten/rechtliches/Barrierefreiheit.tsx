/**
 * Page /barrierefreiheit (issue 21 §2): the accessibility statement of a Bavarian public body.
 *
 * Sources (checked 24.11.2026 in their published text unless marked vorläufig):
 * - Richtlinie (EU) 2016/2102 vom 26. Oktober 2016 (websites and apps of public bodies);
 * - Art. 14 Bayerisches Behindertengleichstellungsgesetz (BayBGG) vom 9. Juli 2003 (GVBl. S. 419),
 *   zuletzt geändert durch Gesetz vom 24. Juli 2020 (GVBl. S. 388) – cited as the basis of the
 *   BayDiV in its preamble;
 * - §§ 9–11 Bayerische Digitalverordnung (BayDiV) vom 11. Juli 2023 (GVBl. S. 464), which
 *   replaced the BayBITV/BayEGovV; § 11 Abs. 2: the Landesamt für Digitalisierung, Breitband und
 *   Vermessung (LDBV) examines on request when a query stays unanswered for six weeks.
 *   vorläufig: the wording of §§ 9, 10 was not read, only § 11 and the state's model statement.
 * - the LDBV's address: vorläufig, taken from the City of Munich's own statement
 *   (opensource.muenchen.de, Stand 20.11.2023), not from the office's own page.
 */
import { BetreiberSeite, MitBetreiber, datumDeutsch } from './MitBetreiber.tsx';

export default function Barrierefreiheit() {
  return (
    <BetreiberSeite titel="Erklärung zur Barrierefreiheit">
      <p>
        Der Betreiber ist als öffentliche Stelle bemüht, diesen Mietspiegelrechner barrierefrei
        zugänglich zu machen – nach Art. 14 des Bayerischen
        Behinderten&shy;gleichstellungs&shy;gesetzes (BayBGG) und §§ 9 bis 11 der Bayerischen
        Digitalverordnung (BayDiV), mit denen Bayern die Richtlinie (EU) 2016/2102 umsetzt. Die
        Erklärung gilt für alle Seiten dieses Rechners und für die PDF-Druckfassung der Berechnung.
      </p>

      <h2>Stand der Vereinbarkeit mit den Anforderungen</h2>
      <p>
        Der Rechner ist mit den Anforderungen <strong>teilweise vereinbar</strong>. Die nicht
        barrierefreien Inhalte stehen unten. Ziel ist die Stufe AA der Richtlinien für barrierefreie
        Webinhalte (WCAG 2.1).
      </p>
      <p>
        Bei jeder Änderung laufen automatische Prüfungen in Chromium: die Seiten mit dem
        Prüfwerkzeug axe-core, bei 320 Pixel Breite auf seitliches Scrollen, der Weg durch die
        Berechnung auch allein mit der Tastatur. Eine Prüfung durch eine unabhängige Prüfstelle
        ersetzt das nicht.
      </p>

      <h2>Nicht barrierefreie Inhalte</h2>
      <ul>
        <li>
          <strong>Stadtpläne:</strong> Der eingebaute Stadtplan und der Kartendienst der Stadt
          zeigen die Wohnlagen als Bild. Ohne Sehen lässt sich darin nichts finden. Gleichwertige
          Wege: die Adresssuche in den Schritten „Wohnlage“ und „Gebäudetyp“ und die Auswahl der
          Wohnlage und des Gebäudetyps als Liste.
        </li>
        <li>
          <strong>PDF-Druckfassung:</strong> Sie ist mit Tags für Screenreader versehen, wurde aber
          nicht nach PDF/UA geprüft. Alle Werte stehen auch auf der Ergebnisseite.
        </li>
        <li>
          <strong>Gebärdensprache:</strong> Erklärungen in Deutscher Gebärdensprache gibt es noch
          nicht. Eine Erklärung in <a href="#/leichte-sprache">Leichter Sprache</a> gibt es.
        </li>
      </ul>

      <h2>Erstellung dieser Erklärung</h2>
      <MitBetreiber was="Datum und Methode der letzten Prüfung">
        {(b) => (
          <p>
            Zuletzt überprüft am {datumDeutsch(b.barrierefreiheit.letztePruefung)}. Methode:{' '}
            {b.barrierefreiheit.methode}.
          </p>
        )}
      </MitBetreiber>

      <h2>Barrieren melden: Kontakt</h2>
      <p>
        Sie können uns Mängel bei der Barrierefreiheit mitteilen oder Inhalte in barrierefreier Form
        anfordern:
      </p>
      <MitBetreiber was="Kontakt für Meldungen zur Barrierefreiheit">
        {(b) => (
          <p>
            {b.name}
            {b.stelle && `, ${b.stelle}`}
            <br />
            E-Mail:{' '}
            <a href={`mailto:${b.barrierefreiheit.kontakt}`}>{b.barrierefreiheit.kontakt}</a>
          </p>
        )}
      </MitBetreiber>

      <h2>Durchsetzungsverfahren</h2>
      <p>
        Bleibt Ihre Anfrage an die Kontaktstelle innerhalb von sechs Wochen ganz oder teilweise
        unbeantwortet, prüft das Landesamt für Digitalisierung, Breitband und Vermessung auf Ihren
        Antrag, ob gegenüber dem Betreiber Maßnahmen nötig sind. Das gilt auch, wenn Sie meinen, der
        Betreiber berufe sich zu Unrecht auf eine Ausnahme (§ 11 Abs. 2 BayDiV).
      </p>
      <p>
        Landesamt für Digitalisierung, Breitband und Vermessung
        <br />
        Durchsetzungs- und Überwachungsstelle
        <br />
        Alexandrastraße 4
        <br />
        80538 München
      </p>
      <p className="hinweis">
        Vorläufig: Diese Anschrift stammt aus der Erklärung zur Barrierefreiheit der
        Landeshauptstadt München (Stand 20.11.2023) und ist noch nicht mit den Angaben des
        Landesamts abgeglichen.
      </p>

      <h2>Rechtsgrundlagen</h2>
      <ul>
        <li>Richtlinie (EU) 2016/2102 vom 26. Oktober 2016</li>
        <li>
          Art. 14 Bayerisches Behinderten&shy;gleichstellungs&shy;gesetz (BayBGG) vom 9. Juli 2003
          (GVBl. S. 419), zuletzt geändert durch Gesetz vom 24. Juli 2020 (GVBl. S. 388)
        </li>
        <li>
          §§ 9 bis 11 Bayerische Digitalverordnung (BayDiV) vom 11. Juli 2023 (GVBl. S. 464)
          <span className="hinweis"> (§§ 9 und 10 vorläufig: Wortlaut nicht geprüft)</span>
        </li>
      </ul>
    </BetreiberSeite>
  );
}
