/**
 * The route table as data (spezifikation.md §2 "Screens and routes"). Each entry renders a
 * wizard step or a page; the wizard's routes come from the domain's step sequence.
 */
import { type ReactNode } from 'react';
import { ladbar } from '../lib/ladbar.ts';
import { ladeSchritt } from '../wizard/SchrittSeite.tsx';
import {
  LINK_ROUTE,
  PFLICHTSEITEN,
  sichtbarerSchritt,
  sichtbareSchritte,
  type SchrittId,
} from '@mietspiegel/domain';

const Ergebnis = ladbar(() => import('../seiten/ergebnis/Ergebnis.tsx'));
import { pruefungen } from '../seiten/ergebnis/pruefungen.ts';

const NeueBerechnung = ladbar(() => import('../seiten/NeueBerechnung.tsx'));
const Zuschlaege = ladbar(() => import('../seiten/Zuschlaege.tsx'));
// issue 30 §2: opens a "Link zu dieser Berechnung"
const LinkOeffnen = ladbar(() => import('../seiten/link/LinkOeffnen.tsx'));
const SpeichernSeite = ladbar(() => import('../vorlagen/SpeichernSeite.tsx'));
const VorlagenSeite = ladbar(() => import('../vorlagen/VorlagenSeite.tsx'));
// issue 11: the built-in map with Leaflet, in its own chunk (the first page's budget stays)
const KartenSeite = ladbar(() => import('../seiten/karte/KartenSeite.tsx'));
// issue 21 §2: the pages a public authority must have, linked from every page's footer; one
// chunk for the four (rechtliches/seiten.ts says why)
const rechtliches = () => import('../seiten/rechtliches/seiten.ts');
const Barrierefreiheit = ladbar(() => rechtliches().then((m) => ({ default: m.Barrierefreiheit })));
const LeichteSprache = ladbar(() => rechtliches().then((m) => ({ default: m.LeichteSprache })));
const Datenschutz = ladbar(() => rechtliches().then((m) => ({ default: m.Datenschutz })));
const Impressum = ladbar(() => rechtliches().then((m) => ({ default: m.Impressum })));
const pflichtseite: Record<(typeof PFLICHTSEITEN)[number]['pfad'], () => ReactNode> = {
  '/barrierefreiheit': () => <Barrierefreiheit />,
  '/leichte-sprache': () => <LeichteSprache />,
  '/datenschutz': () => <Datenschutz />,
  '/impressum': () => <Impressum />,
};

export type Route =
  | { pfad: string; titel: string; art: 'schritt'; schritt: SchrittId }
  | {
      pfad: string;
      titel: string;
      art: 'seite';
      seite: () => ReactNode;
      /** loads the page's code ahead (main.tsx, before hydrating its prerendered HTML) */
      laden?: () => Promise<unknown>;
      /**
       * The page shows what the stored answers give (the results, the checks): its prerender,
       * made without answers, says they are missing – not shown while answers are stored
       * (erste-seite.ts tauschSkript).
       */
      ausAntworten?: true;
    };

const schrittRoutes: Route[] = sichtbareSchritte.flatMap((k) =>
  k.schritt
    ? [{ pfad: k.route, titel: k.schritt.titel, art: 'schritt' as const, schritt: k.schritt.id }]
    : [],
);

export const routes: readonly Route[] = [
  // §2: "/ and /wohnflaeche" show the first step
  { ...schrittRoutes[0]!, pfad: '/' },
  ...schrittRoutes,
  {
    pfad: sichtbarerSchritt('berechnungsergebnisse').route,
    titel: 'Berechnungsergebnisse',
    art: 'seite',
    seite: () => <Ergebnis />,
    laden: Ergebnis.vorladen,
    ausAntworten: true,
  },
  // issue 21: each optional check of the results page on its own route (deep links work)
  ...pruefungen.map((p): Route => ({
    pfad: p.pfad,
    titel: p.titel,
    art: 'seite',
    seite: () => <Ergebnis pruefung={p.id} />,
    laden: Ergebnis.vorladen,
    ausAntworten: true,
  })),
  {
    pfad: '/berechnung',
    titel: 'Neue Berechnung',
    art: 'seite',
    seite: () => <NeueBerechnung />,
    laden: NeueBerechnung.vorladen,
  },
  {
    pfad: '/zuschlaege',
    titel: 'Zu- und Abschläge',
    art: 'seite',
    seite: () => <Zuschlaege />,
    laden: Zuschlaege.vorladen,
  },
  {
    pfad: LINK_ROUTE,
    titel: 'Link zu einer Berechnung',
    art: 'seite',
    seite: () => <LinkOeffnen />,
    laden: LinkOeffnen.vorladen,
  },
  {
    pfad: '/save',
    titel: 'Berechnungsvorlage speichern',
    art: 'seite',
    seite: () => <SpeichernSeite />,
  },
  {
    pfad: '/berechnungsvorlagen',
    titel: 'Berechnungsvorlagen',
    art: 'seite',
    seite: () => <VorlagenSeite />,
  },
  {
    pfad: '/karte',
    titel: 'Stadtplan',
    art: 'seite',
    seite: () => <KartenSeite />,
    laden: KartenSeite.vorladen,
  },
  // issue 21 §2: path and title from the domain's one list, which the footers link
  ...PFLICHTSEITEN.map((p): Route => ({
    pfad: p.pfad,
    titel: p.titel,
    art: 'seite',
    seite: pflichtseite[p.pfad],
    laden: () =>
      Promise.all(
        [Barrierefreiheit, LeichteSprache, Datenschutz, Impressum].map((k) => k.vorladen()),
      ),
  })),
];

const nachPfad = new Map(routes.map((r) => [r.pfad, r]));

/** Loads the code of a route ahead (main.tsx: before React hydrates its prerendered page). */
export function ladeRoute(route: Route): Promise<unknown> {
  return route.art === 'schritt'
    ? ladeSchritt(route.schritt)
    : (route.laden?.() ?? Promise.resolve());
}

/** The route of a path; undefined for unknown paths (which redirect to '/'). */
export function findeRoute(pfad: string): Route | undefined {
  return nachPfad.get(pfad);
}

/** One key per page: a step's id (its route and '/' show the same step), else the path. */
export function seitenSchluessel(route: Route | undefined): string {
  return route?.art === 'schritt' ? route.schritt : (route?.pfad ?? '/');
}
