/**
 * Renders a wizard step by its kind (the domain catalogue's `art`). The first step ships with
 * the initial bundle; every other step body is loaded lazily (issue item 8: bundle budget).
 */
import { lazy } from 'react';
import { schrittNachId, type SchrittId } from '@mietspiegel/domain';
import WohnflaecheSchritt from './schritte/WohnflaecheSchritt.tsx';

const BaujahrSchritt = lazy(() => import('./schritte/BaujahrSchritt.tsx'));
const AuswahlSchritt = lazy(() => import('./schritte/AuswahlSchritt.tsx'));
const AbweichungenSchritt = lazy(() => import('./schritte/AbweichungenSchritt.tsx'));
const BetriebskostenSchritt = lazy(() => import('./schritte/BetriebskostenSchritt.tsx'));

export function SchrittSeite({ id }: { id: SchrittId }) {
  switch (schrittNachId(id).art) {
    case 'wohnflaeche':
      return <WohnflaecheSchritt />;
    case 'baujahr':
      return <BaujahrSchritt />;
    case 'abweichungen':
      return <AbweichungenSchritt />;
    case 'betriebskosten':
      return <BetriebskostenSchritt />;
    case 'einfach':
    case 'mehrfach':
      return <AuswahlSchritt id={id} />;
  }
}

let vorgeladen: Promise<unknown> = Promise.resolve();

/** Warms the cache of the lazy steps once the user acts on the first screen (App.tsx). */
export function ladeSchritteVor(): void {
  vorgeladen = Promise.allSettled([
    import('./schritte/BaujahrSchritt.tsx'),
    import('./schritte/AuswahlSchritt.tsx'),
    import('./schritte/AbweichungenSchritt.tsx'),
    import('./schritte/BetriebskostenSchritt.tsx'),
    import('./InfoText.tsx'),
  ]);
}

/** Tests: settles once the warming begun last is done (no import left running at the end). */
export function vorladenAbgeschlossen(): Promise<unknown> {
  return vorgeladen;
}
