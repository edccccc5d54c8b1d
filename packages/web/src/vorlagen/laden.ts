/**
 * Load a template into the calculator (spezifikation.md §4 "Template flows" Load, "Reset and
 * load"): validate the stored data with the domain schema, restore it, remember the template,
 * jump to the saved step and report success.
 */
import { erfolgMeldung } from '@mietspiegel/domain';
import { navigate } from '../lib/router.ts';
import { benachrichtige } from '../notifications/benachrichtigungen.ts';
import { ausBerechnungsdaten, routeFuerSchritt, stelleWiederHer } from './berechnungsdaten.ts';
import { vorlagenTexte } from './texte.ts';
import type { Berechnungsvorlage } from '@mietspiegel/domain';

/** Returns whether the template was loaded; invalid data changes nothing. */
export function ladeInRechner(vorlage: Berechnungsvorlage): boolean {
  const gelesen = ausBerechnungsdaten(vorlage.berechnungsdaten);
  if (!gelesen) {
    console.error(`Berechnungsvorlage ${vorlage.dateiId}: berechnungsdaten ungültig`);
    benachrichtige(vorlagenTexte.ungueltigeDaten, 'error');
    return false;
  }
  stelleWiederHer(gelesen.stand, {
    dateiId: vorlage.dateiId,
    dateiname: vorlage.dateiname,
    kommentar: vorlage.kommentar,
  });
  benachrichtige(erfolgMeldung('geladen', vorlage.dateiId, vorlage.dateiname), 'info');
  navigate(routeFuerSchritt(gelesen.aktuellerSchritt));
  return true;
}
