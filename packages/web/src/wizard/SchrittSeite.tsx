/**
 * Renders a wizard step by its kind (the domain catalogue's `art`). The first step ships with
 * the initial bundle; every other step body is loaded lazily (issue item 8: bundle budget).
 */
import { lazy } from 'react';
import { schrittNachId, type SchrittId } from '@mietspiegel/domain';
import WohnflaecheSchritt from './steps/WohnflaecheSchritt.tsx';

const BaujahrSchritt = lazy(() => import('./steps/BaujahrSchritt.tsx'));
const AuswahlSchritt = lazy(() => import('./steps/AuswahlSchritt.tsx'));
const AbweichungenSchritt = lazy(() => import('./steps/AbweichungenSchritt.tsx'));
const BetriebskostenSchritt = lazy(() => import('./steps/BetriebskostenSchritt.tsx'));

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

/** Warms the cache of the lazy steps once the first screen is usable. */
export function ladeSchritteVor(): void {
  void import('./steps/BaujahrSchritt.tsx');
  void import('./steps/AuswahlSchritt.tsx');
  void import('./steps/AbweichungenSchritt.tsx');
  void import('./steps/BetriebskostenSchritt.tsx');
  void import('./infoTexte.tsx');
}
