/**
 * Route /link (issue 30 §2): opens a "Link zu dieser Berechnung" once the server has listed its
 * editions (or failed to), then goes on to the results – or to a step the link has no answer
 * for. A malformed link shows a German message here and changes nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../lib/router.ts';
import { benachrichtige } from '../../benachrichtigungen/benachrichtigungen.ts';
import { useUmgebung } from '../../store/umgebung.ts';
import { Seitentitel } from '../Seitenkopf.tsx';
import { oeffneBerechnungslink } from './oeffnen.ts';

/** The raw query of the hash: URLSearchParams would re-encode what the link carries. */
const linkQuery = (): string => window.location.hash.split('?').slice(1).join('?');

export default function LinkOeffnen() {
  const { info, infoFehler } = useUmgebung();
  const [fehler, setFehler] = useState<string | null>(null);
  const geoeffnet = useRef(false);

  useEffect(() => {
    if ((!info && !infoFehler) || geoeffnet.current) return;
    geoeffnet.current = true;
    const r = oeffneBerechnungslink(linkQuery(), info);
    if (!r.ok) {
      setFehler(r.meldung);
      return;
    }
    for (const h of r.hinweise) benachrichtige(h, 'info');
    navigate(r.route, { replace: true });
  }, [info, infoFehler]);

  return (
    <div>
      <Seitentitel>Link zu einer Berechnung</Seitentitel>
      {fehler ? (
        <>
          <p className="konflikt" role="alert">
            {fehler}
          </p>
          <div className="knopfleiste">
            <a className="knopf" href="#/">
              Zum Rechner
            </a>
          </div>
        </>
      ) : (
        <p role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          Der Link wird geöffnet …
        </p>
      )}
    </div>
  );
}
