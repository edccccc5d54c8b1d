/**
 * Page /berechnung (spezifikation.md §2 "Berechnung (new calculation)", index 0): delete the
 * previous data or keep it; both go to the first step.
 */
import { navigate } from '../lib/router.ts';
import { zuruecksetzen } from '../store/store.ts';
import { benachrichtige } from '../benachrichtigungen/benachrichtigungen.ts';
import { Seitentitel } from './Seitenkopf.tsx';

export default function NeueBerechnung() {
  return (
    <div>
      <Seitentitel>Neue Berechnung</Seitentitel>
      <p>Möchten Sie die Daten Ihrer bisherigen Berechnung löschen und neu beginnen?</p>
      <div className="knopfleiste">
        <button
          type="button"
          className="knopf knopf--primaer"
          onClick={() => {
            zuruecksetzen();
            benachrichtige('Alle Angaben wurden gelöscht.', 'info');
            navigate('/wohnflaeche');
          }}
        >
          Ja, Daten löschen
        </button>
        <button type="button" className="knopf" onClick={() => navigate('/wohnflaeche')}>
          Nein, Daten nicht löschen
        </button>
      </div>
    </div>
  );
}
