/**
 * "Schreiben erstellen" (issue 30 §1) under a check's verdict: closed, one heading-button high
 * (issue 29: the phone's page stays short); one tap opens the letter's form, which loads with its
 * own chunk only then. The accordion pattern: a button with aria-expanded inside the heading.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { AusgabeInfo, Ergebnis, SchreibenArt } from '@mietspiegel/domain';
import './schreiben.css';

const SchreibenFormular = lazy(() => import('./SchreibenFormular.tsx'));

export function SchreibenBereich({
  arten,
  ergebnis,
  ausgabe,
  ausgabeHinweis,
}: {
  /** the letters this check can support, in the order offered */
  arten: readonly SchreibenArt[];
  /** the result under the edition the check uses; null while it loads or failed */
  ergebnis: Ergebnis | null;
  ausgabe: AusgabeInfo;
  /** the check's sentence on its edition (pruefAusgabe), a note beside the letter */
  ausgabeHinweis: string | null;
}) {
  const [offen, setOffen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-titel`} className="schreiben">
      <h2 id={`${id}-titel`} className="schreiben__titel">
        <button
          type="button"
          className="schreiben__knopf"
          aria-expanded={offen}
          aria-controls={`${id}-inhalt`}
          onClick={() => setOffen((o) => !o)}
        >
          Schreiben erstellen
        </button>
      </h2>
      <div id={`${id}-inhalt`} hidden={!offen}>
        {offen &&
          (ergebnis ? (
            <Suspense
              fallback={
                <p role="status">
                  <span className="spinner" aria-hidden="true" />
                  Das Schreiben wird vorbereitet …
                </p>
              }
            >
              <SchreibenFormular
                arten={arten}
                ergebnis={ergebnis}
                ausgabe={ausgabe}
                ausgabeHinweis={ausgabeHinweis}
              />
            </Suspense>
          ) : (
            <p>
              Das Schreiben kann erst vorbereitet werden, wenn die Vergleichsmiete für diese Prüfung
              berechnet ist.
            </p>
          ))}
      </div>
    </section>
  );
}
