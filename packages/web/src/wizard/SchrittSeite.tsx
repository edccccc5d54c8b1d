/**
 * Renders a wizard step by its kind (the domain catalogue's `art`). The first step ships with
 * the initial bundle; every other step body is loaded lazily (issue item 8: bundle budget).
 */
import { schrittNachId, type SchrittId } from '@mietspiegel/domain';
import WohnflaecheSchritt from './schritte/WohnflaecheSchritt.tsx';
import { ladbar } from '../lib/ladbar.ts';

const BaujahrSchritt = ladbar(() => import('./schritte/BaujahrSchritt.tsx'));
const AuswahlSchritt = ladbar(() => import('./schritte/AuswahlSchritt.tsx'));
const AbweichungenSchritt = ladbar(() => import('./schritte/AbweichungenSchritt.tsx'));
const BetriebskostenSchritt = ladbar(() => import('./schritte/BetriebskostenSchritt.tsx'));

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

/** Loads the code of a step ahead (main.tsx: before React hydrates its prerendered page). */
export function ladeSchritt(id: SchrittId): Promise<unknown> {
  switch (schrittNachId(id).art) {
    case 'wohnflaeche':
      return Promise.resolve();
    case 'baujahr':
      return BaujahrSchritt.vorladen();
    case 'abweichungen':
      return AbweichungenSchritt.vorladen();
    case 'betriebskosten':
      return BetriebskostenSchritt.vorladen();
    case 'einfach':
    case 'mehrfach':
      return AuswahlSchritt.vorladen();
  }
}

let vorgeladen: Promise<unknown> = Promise.resolve();

/** Warms the cache of the lazy steps once the user acts on the first screen (App.tsx). */
export function ladeSchritteVor(): void {
  vorgeladen = Promise.allSettled([
    BaujahrSchritt.vorladen(),
    AuswahlSchritt.vorladen(),
    AbweichungenSchritt.vorladen(),
    BetriebskostenSchritt.vorladen(),
    import('./InfoText.tsx'),
  ]);
}

/** Tests: settles once the warming begun last is done (no import left running at the end). */
export function vorladenAbgeschlossen(): Promise<unknown> {
  return vorgeladen;
}
