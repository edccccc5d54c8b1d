/**
 * Progress indicator (STYLE.md 9): `<nav aria-label="Fortschritt">` with the current step
 * marked `aria-current="step"` (also visible as bold frame and arrow, not by colour alone).
 * Earlier steps are links, so a keyboard user can jump back.
 */
import { sichtbareSchritte, type SichtbareId } from '@mietspiegel/domain';

const TITEL_ERGEBNIS = 'Ergebnis';

export function Fortschritt({ aktuell }: { aktuell: SichtbareId }) {
  const position = sichtbareSchritte.findIndex((s) => s.id === aktuell);
  const gesamt = sichtbareSchritte.length;
  const titel = (i: number) => sichtbareSchritte[i]?.schritt?.titel ?? TITEL_ERGEBNIS;
  return (
    <nav aria-label="Fortschritt" className="fortschritt">
      <p className="fortschritt__text">
        Schritt {position + 1} von {gesamt}: {titel(position)}
      </p>
      <div className="fortschritt__balken" aria-hidden="true">
        <div
          className="fortschritt__fuellung"
          style={{ width: `${((position + 1) / gesamt) * 100}%` }}
        />
      </div>
      <ol>
        {sichtbareSchritte.map((s, i) => (
          <li key={s.id} aria-current={i === position ? 'step' : undefined}>
            {i < position ? (
              <a href={`#${s.route}`}>
                <span aria-hidden="true">{i + 1} </span>
                <span className="fortschritt__titel">{titel(i)}</span>
              </a>
            ) : (
              <>
                <span aria-hidden="true">{i + 1} </span>
                <span className="fortschritt__titel">{titel(i)}</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
