/**
 * Progress indicator (STYLE.md 9; issue 29, after the GOV.UK Design System's question pages and
 * KERN UX): one line "Schritt 3 von 18 – noch 15" with a thin bar, and the list of all steps
 * collapsed under it, where every answered step is a link (a way back, and forward again after
 * a change). `<nav aria-label="Fortschritt">`, the current step marked `aria-current="step"`
 * (in the list also bold and with an arrow, not by colour alone). The input steps only: the
 * results are no step of their own (issue 29: no "Schritt 19 von 19: Ergebnis").
 */
import { sichtbareSchritte, type SchrittId } from '@mietspiegel/domain';
import { useZustand } from '../store/store.ts';
import { istBeantwortet } from './beantwortet.ts';

const EINGABESCHRITTE = sichtbareSchritte.filter((s) => s.schritt);

export function Fortschritt({ aktuell }: { aktuell: SchrittId }) {
  const entwurf = useZustand((z) => z.entwurf);
  const position = EINGABESCHRITTE.findIndex((s) => s.id === aktuell);
  const gesamt = EINGABESCHRITTE.length;
  const rest = gesamt - position - 1;
  return (
    <nav aria-label="Fortschritt" className="fortschritt">
      <details>
        <summary>
          <span>
            <span className="fortschritt__text">
              Schritt {position + 1} von {gesamt}
            </span>
            {rest === 0 ? ', der letzte' : `, noch ${rest}`}
          </span>
          <span className="fortschritt__oeffnen">Alle Schritte</span>
        </summary>
        <ol>
          {EINGABESCHRITTE.map((s, i) => {
            const titel = s.schritt?.titel;
            const aktiv = i === position;
            return (
              <li key={s.id} aria-current={aktiv ? 'step' : undefined}>
                {!aktiv && (i < position || istBeantwortet(entwurf, s)) ? (
                  <a href={`#${s.route}`}>{titel}</a>
                ) : (
                  titel
                )}
              </li>
            );
          })}
        </ol>
      </details>
      <div className="fortschritt__balken" aria-hidden="true">
        <div
          className="fortschritt__fuellung"
          style={{ width: `${((position + 1) / gesamt) * 100}%` }}
        />
      </div>
    </nav>
  );
}
