/**
 * Page /datenschutz (issue 21 §2): what this product itself processes and where, the legal basis
 * and the data subject's rights (DSGVO Art. 13). Every statement follows the code:
 * - answers: sessionStorage of the tab (store/speicher.ts), sent to the server only to compute
 *   and for the PDF, not stored there;
 * - templates: table berechnungsvorlage with the user names of creator and last editor
 *   (server db/migrationen.ts), until deleted;
 * - sessions: table sitzung holds the SHA-256 of the session id, the user name and the expiry
 *   (SESSION_TTL_MINUTES after the last request); cookie `mietspiegel_sitzung` (auth/anmeldung.ts:
 *   HttpOnly, SameSite=Lax, Secure over HTTPS, no expiry date) and, with OpenID Connect, the
 *   short-lived `mietspiegel_oidc_vorgang` (auth/oidc-routes.ts);
 * - the sign-in brake keeps account name and address of attempts (auth/anmeldebremse.ts; a
 *   successful pair is remembered 30 days);
 * - logs: Fastify writes one JSON line per request and answer to the process's standard output,
 *   with the client's IP address and the request's path and query; the product keeps no log
 *   file, the operator's platform does, for the days the operator file names;
 * - other hosts only when configured: KARTE_KACHEL_URL (tiles of the built-in map) and the
 *   GEOKARTEN_* maps service (environmentInfo).
 * Legal basis: DSGVO Art. 6 Abs. 1 UAbs. 1 Buchst. e; rights Art. 15–18, 20, 21, complaint
 * Art. 77; supervisory authority of Bavarian public bodies: the Landesbeauftragter (Art. 15
 * BayDSG, named in Art. 1 Abs. 3 BayDSG). vorläufig: Art. 4 Abs. 1 BayDSG as the national
 * provision of Art. 6 Abs. 3 DSGVO and § 25 Abs. 2 Nr. 2 TDDDG for the cookie – not checked
 * in their published text.
 */
import type { EnvironmentInfo } from '@mietspiegel/domain';
import { useUmgebung } from '../../store/umgebung.ts';
import { useBetreiberStand } from './betreiber.ts';
import { Anschrift, BetreiberSeite, Kontakt, MitBetreiber } from './MitBetreiber.tsx';

/** "tiles.example.org" of a tile template or an address; "" when none is set. */
function host(adresse: string): string {
  const h = /^https?:\/\/([^/?#]+)/i.exec(adresse)?.[1] ?? '';
  // a {s} subdomain is named as the server's CSP names it
  return h.replace(/^\{s\}\./, '*.');
}

function FremdeServer({ info }: { info: EnvironmentInfo | null }) {
  if (info === null) {
    return <p>Welche Kartendienste eingerichtet sind, wird gerade geladen.</p>;
  }
  const kacheln = host(info.kartenKachelUrl);
  const karten = [
    ...new Set(
      [info.geokartenUrl, info.geokartenWohnlageUrl, info.geokartenGebaeudetypUrl]
        .map(host)
        .filter((h) => h !== ''),
    ),
  ];
  if (kacheln === '' && karten.length === 0) {
    return (
      <p>
        Der Rechner lädt nichts von fremden Servern: keine Schriften, keine Skripte, keine
        Statistik- oder Werbedienste. Ein Kartendienst ist nicht eingerichtet.
      </p>
    );
  }
  return (
    <>
      <p>
        Der Rechner lädt keine Schriften, Skripte, Statistik- oder Werbedienste von fremden Servern.
        Nur wenn Sie einen Stadtplan öffnen, ruft Ihr Browser einen Kartendienst auf. Er erfährt
        dabei Ihre IP-Adresse und welchen Kartenausschnitt Sie ansehen:
      </p>
      <ul>
        {kacheln !== '' && (
          <li>
            Hintergrundkarte des eingebauten Stadtplans: <strong>{kacheln}</strong>
          </li>
        )}
        {karten.map((h) => (
          <li key={h}>
            Kartendienst: <strong>{h}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function Datenschutz() {
  const { info } = useUmgebung();
  const stand = useBetreiberStand();
  const sitzung =
    stand.art === 'da' ? `${stand.sitzungsdauerMinuten} Minuten` : 'der eingestellten Dauer';
  return (
    <BetreiberSeite titel="Datenschutz">
      <p>
        Hier steht, welche Daten dieser Mietspiegelrechner verarbeitet, wo sie bleiben und welche
        Rechte Sie haben (Art. 13 Datenschutz-Grundverordnung, DSGVO).
      </p>

      <h2>Verantwortlich</h2>
      <MitBetreiber was="Verantwortlicher und Datenschutzbeauftragte oder Datenschutzbeauftragter">
        {(b) => (
          <>
            <Anschrift b={b} />
            <Kontakt b={b} />
            <h3>Datenschutzbeauftragte oder Datenschutzbeauftragter</h3>
            <p>
              {b.datenschutzbeauftragter.name}
              {b.datenschutzbeauftragter.anschrift && (
                <>
                  <br />
                  {b.datenschutzbeauftragter.anschrift.strasse}
                  <br />
                  {b.datenschutzbeauftragter.anschrift.plz}{' '}
                  {b.datenschutzbeauftragter.anschrift.ort}
                </>
              )}
              <br />
              E-Mail:{' '}
              <a href={`mailto:${b.datenschutzbeauftragter.email}`}>
                {b.datenschutzbeauftragter.email}
              </a>
            </p>
          </>
        )}
      </MitBetreiber>

      <h2>Ihre Angaben zur Wohnung</h2>
      <p>
        Ihre Antworten bleiben im Speicher dieses Browser-Tabs (sessionStorage). Beim Schließen des
        Tabs sind sie gelöscht. Für die Berechnung und für die PDF-Druckfassung schickt Ihr Browser
        sie an den Server. Der Server rechnet damit und antwortet; er speichert sie nicht.
      </p>
      <p>
        Bei der Adresssuche und beim Nachschlagen der Wohnlage gehen der Suchtext oder der gewählte
        Punkt auf dem Stadtplan an den Server. Sie stehen in der Adresse der Anfrage und damit im
        Server-Protokoll (siehe unten).
      </p>

      <h2>Berechnungsvorlagen</h2>
      <p>
        Nur angemeldete Mitarbeitende mit Schreibrecht speichern Berechnungsvorlagen. Eine Vorlage
        liegt in der Datenbank des Servers: Name, Kommentar, die Angaben der Berechnung, wer sie
        angelegt und zuletzt geändert hat und wann. Sie bleibt, bis sie jemand löscht.
      </p>

      <h2>Anmeldung und Sitzungs-Cookie</h2>
      <p>
        Wer sich anmeldet, bekommt das Cookie <code>mietspiegel_sitzung</code>. Es enthält eine
        zufällige Sitzungsnummer, ist für Skripte nicht lesbar (HttpOnly), wird nur von dieser Seite
        gesendet (SameSite=Lax, über HTTPS nur verschlüsselt) und endet mit dem Browser. Der Server
        speichert davon nur einen Prüfwert (SHA-256), den Benutzernamen und das Ablaufdatum. Die
        Sitzung endet nach {sitzung} ohne Anfrage oder mit dem Abmelden. Bei der Anmeldung über
        einen zentralen Anmeldedienst (OpenID Connect) kommt für die Dauer der Anmeldung das
        verschlüsselte Cookie <code>mietspiegel_oidc_vorgang</code> hinzu.
      </p>
      <p>
        Zum Schutz vor dem Erraten von Passwörtern speichert der Server zu Anmeldeversuchen den
        Kontonamen und die IP-Adresse. Nach einer erfolgreichen Anmeldung merkt er sich dieses Paar
        30 Tage lang, nach Fehlversuchen bis zum Ende der Wartezeit. Danach löscht er es bei der
        nächsten Bereinigung.
      </p>
      <p>Besucherinnen und Besucher ohne Anmeldung bekommen kein Cookie.</p>

      <h2>Server-Protokolle</h2>
      <p>
        Der Server schreibt zu jeder Anfrage eine Zeile: Zeitpunkt, IP-Adresse und Port Ihres
        Geräts, aufgerufene Adresse, Ergebnis und Dauer. Der Rechner selbst legt dafür keine Datei
        an. Wo die Zeilen gespeichert werden und wie lange, entscheidet der Betreiber:
      </p>
      <MitBetreiber was="Aufbewahrungsdauer der Server-Protokolle">
        {(b) => (
          <p>
            Der Betreiber bewahrt die Server-Protokolle{' '}
            <strong>
              {b.protokollAufbewahrungTage === 1
                ? 'einen Tag'
                : `${b.protokollAufbewahrungTage} Tage`}
            </strong>{' '}
            auf und löscht sie danach.
          </p>
        )}
      </MitBetreiber>

      <h2>Andere Server</h2>
      <FremdeServer info={info} />

      <h2>Rechtsgrundlage</h2>
      <p>
        Der Betreiber verarbeitet diese Daten, um seine öffentliche Aufgabe zu erfüllen: Auskunft
        über die ortsübliche Vergleichsmiete nach dem Mietspiegel (Art. 6 Abs. 1 Unterabs. 1 Buchst.
        e DSGVO in Verbindung mit Art. 4 Abs. 1 Bayerisches Datenschutzgesetz, BayDSG). Das
        Sitzungs-Cookie ist für die Anmeldung unbedingt erforderlich (§ 25 Abs. 2 Nr. 2
        Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz, TDDDG).
      </p>
      <p className="hinweis">
        Vorläufig: Die Angaben zu Art. 4 BayDSG und § 25 TDDDG sind noch nicht mit dem amtlichen
        Wortlaut abgeglichen.
      </p>

      <h2>Ihre Rechte</h2>
      <ul>
        <li>Auskunft über Ihre Daten (Art. 15 DSGVO)</li>
        <li>Berichtigung (Art. 16 DSGVO)</li>
        <li>Löschung (Art. 17 DSGVO)</li>
        <li>Einschränkung der Verarbeitung (Art. 18 DSGVO)</li>
        <li>Datenübertragbarkeit (Art. 20 DSGVO)</li>
        <li>Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)</li>
      </ul>
      <p>
        Wenden Sie sich dafür an den Verantwortlichen oder die Datenschutzbeauftragte oder den
        Datenschutzbeauftragten (oben). Sie können sich außerdem bei einer Aufsichtsbehörde
        beschweren (Art. 77 DSGVO). Für öffentliche Stellen in Bayern ist das der Bayerische
        Landesbeauftragte für den Datenschutz (Art. 15 BayDSG).
      </p>
    </BetreiberSeite>
  );
}
