import { schliesse, useBenachrichtigungen, type Stufe } from './benachrichtigungen.ts';

const TITEL: Record<Stufe, string> = { info: 'Hinweis', warning: 'Warnung', error: 'Fehler' };

/**
 * The notification bar (spezifikation.md §2): errors are alerts and stay until 'Schließen';
 * info and warnings are polite status messages that vanish after 5 s.
 */
export function Benachrichtigungsleiste() {
  const liste = useBenachrichtigungen();
  if (liste.length === 0) return null;
  return (
    <div className="benachrichtigungen">
      {liste.map((b) => (
        <div
          key={b.id}
          className={`benachrichtigung benachrichtigung--${b.stufe}`}
          role={b.stufe === 'error' ? 'alert' : 'status'}
        >
          <p>
            <strong>{TITEL[b.stufe]}: </strong>
            {b.text}
            {b.links && (
              <>
                {' '}
                {b.links.titel}{' '}
                {b.links.ziele.map((l, i) => (
                  <span key={l.href}>
                    {i > 0 && ', '}
                    <a href={l.href}>{l.text}</a>
                  </span>
                ))}
              </>
            )}
          </p>
          <button type="button" className="knopf knopf--klein" onClick={() => schliesse(b.id)}>
            Schließen
          </button>
        </div>
      ))}
    </div>
  );
}
