/**
 * Why the results page sent the user back (spezifikation.md §4 "Results": with any error flag
 * set it goes back one step), said at once on the step the user lands on (issue 17 §15):
 * the results page adds `grund=konflikte` to that step's address, and the step shows this box
 * under its heading, with a link to each step in conflict; SchrittRahmen moves the focus to it – as
 * the Abweichungen step does with its own conflict banner. Without the reason the user stood on
 * Betriebskosten, which has no conflict of its own, and learnt why only after pressing
 * "Miete berechnen" again. The conflicts are read live, so the box goes once they are solved.
 */
import type { RefObject } from 'react';
import { ermittleKonflikte, meldungen, sichtbareSchritte } from '@mietspiegel/domain';
import { schrittLink } from '../lib/link-basis.ts';
import { useZustand } from '../store/store.ts';

/** The query the results page adds to the step it goes back to: `?grund=konflikte`. */
export const KONFLIKT_GRUND = { name: 'grund', wert: 'konflikte' } as const;

export function KonfliktGrund({ kasten }: { kasten: RefObject<HTMLDivElement | null> }) {
  const entwurf = useZustand((z) => z.entwurf);
  const felder = ermittleKonflikte(entwurf).felder;
  const ziele = sichtbareSchritte.filter((k) => felder.some((f) => f.schritt === k.id));
  if (ziele.length === 0) return null;
  return (
    <div ref={kasten} className="konflikt" role="alert" tabIndex={-1}>
      <p>
        <strong className="konflikt__titel">{meldungen.konflikteAllgemein}</strong>{' '}
        {meldungen.konflikteInSchritten}{' '}
        {ziele.map((k, i) => (
          <span key={k.id}>
            {i > 0 && ', '}
            <a href={schrittLink(k.route)}>{k.schritt?.titel ?? k.id}</a>
          </span>
        ))}
      </p>
    </div>
  );
}
