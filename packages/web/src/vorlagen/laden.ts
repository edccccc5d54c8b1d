/**
 * Load a template into the calculator (spezifikation.md §4 "Template flows" Load, "Reset and
 * load"): validate the stored data with the domain schema, restore it, remember the template,
 * jump to the saved step and report success.
 */
import {
  ausgabeIdDerVorlage,
  ausgabeImEinsatz,
  erfolgMeldung,
  neuereAusgabe,
  vorlageOhneAntwortHinweis,
} from '@mietspiegel/domain';
import { holeUmgebung } from '../store/umgebung.ts';
import { navigate } from '../lib/router.ts';
import { benachrichtige } from '../benachrichtigungen/benachrichtigungen.ts';
import { ausBerechnungsdaten, stelleWiederHer, type RechnerStand } from './berechnungsdaten.ts';
import { vorlagenTexte } from './texte.ts';
import type { Berechnungsvorlage } from '@mietspiegel/domain';

const gespeichert = (stand: RechnerStand) => ({
  berechnungAusgabe: stand.entwurf.ausgabe,
  ergebnisAusgabe: stand.ergebnis?.ausgabe,
});

/**
 * issue 20 §4: a template reopens under the edition it was calculated under – unless the server
 * no longer knows that edition: then under the one in force today, and the user is told.
 */
function ausgabeBeimLaden(stand: RechnerStand): string | null {
  const id = ausgabeIdDerVorlage(gespeichert(stand));
  const liste = holeUmgebung().info?.ausgaben;
  if (!liste) return id; // not listed yet: the calculation names it, the server decides
  return liste.some((a) => a.id === id) ? id : null;
}

/** What the user should know of the template's edition: gone, or older than today's. */
function ausgabeHinweis(gespeichertId: string, geladen: string | null): string | null {
  const info = holeUmgebung().info;
  if (!info?.ausgaben) return null;
  const heute = ausgabeImEinsatz(info);
  if (geladen === null)
    return `Diese Vorlage wurde nach der Mietspiegel-Ausgabe „${gespeichertId}“ berechnet, die dieser Rechner nicht mehr kennt. Sie wird nach dem ${heute.titel} neu berechnet.`;
  const alt = ausgabeImEinsatz(info, geladen);
  return neuereAusgabe(info.ausgaben, alt, info.ausgabeHeute)
    ? `Diese Vorlage wurde nach dem ${alt.titel} berechnet und wird so geöffnet. Heute gilt der ${heute.titel}: Auf der Ergebnisseite können Sie nach ihm neu berechnen und beide Ergebnisse vergleichen.`
    : null;
}

/** Returns whether the template was loaded; invalid data changes nothing. */
export function ladeInRechner(vorlage: Berechnungsvorlage): boolean {
  const gelesen = ausBerechnungsdaten(vorlage.berechnungsdaten);
  if (!gelesen) {
    console.error(`Berechnungsvorlage ${vorlage.dateiId}: berechnungsdaten ungültig`);
    benachrichtige(vorlagenTexte.ungueltigeDaten, 'error');
    return false;
  }
  const ausgabe = ausgabeBeimLaden(gelesen.stand);
  stelleWiederHer(
    { ...gelesen.stand, entwurf: { ...gelesen.stand.entwurf, ausgabe } },
    {
      dateiId: vorlage.dateiId,
      dateiname: vorlage.dateiname,
      kommentar: vorlage.kommentar,
    },
  );
  benachrichtige(erfolgMeldung('geladen', vorlage.dateiId, vorlage.dateiname), 'info');
  const hinweis = ausgabeHinweis(ausgabeIdDerVorlage(gespeichert(gelesen.stand)), ausgabe);
  if (hinweis) benachrichtige(hinweis, 'info');
  // issue 26 §10: a step added after saving, without an answer, is where the user goes on
  const titel = gelesen.ohneAntwort?.schritt?.titel;
  if (titel) benachrichtige(vorlageOhneAntwortHinweis(titel), 'warning');
  navigate(gelesen.schritt.route);
  return true;
}
