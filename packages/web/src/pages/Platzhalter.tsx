/** Placeholder for the template pages (/save, /berechnungsvorlagen) until they are built. */
import { Seitentitel } from './Seitenkopf';

export default function Platzhalter({ titel }: { titel: string }) {
  return (
    <div>
      <Seitentitel>{titel}</Seitentitel>
      <p>Diese Seite steht noch nicht zur Verfügung.</p>
      <p>
        <button type="button" className="knopf" onClick={() => window.history.back()}>
          Zurück
        </button>
      </p>
    </div>
  );
}
