import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { zeichneFrueheEingabenAuf } from './app/fruehe-eingaben.ts';
import { darfHydrieren, etwasGespeichert, VORGERENDERT_ATTRIBUT } from './app/erste-seite.ts';
import { findeRoute, ladeRoute, routes } from './app/routes.tsx';
import { schliesseBisHydriert, zuerstNachDerHydrierung } from './lib/hydrierung.ts';
import { parseHash } from './lib/router.ts';
import { neuLaden } from './store/store.ts';
import { Wurzel } from './Wurzel.tsx';
import './styles.css';
import './pruefungen.css';

const wurzel = document.getElementById('root');
if (!wurzel) throw new Error('Element #root fehlt.');
// what the user types or chooses on the prerendered page until the app owns it is replayed then,
// never lost (app/fruehe-eingaben.ts)
const frueh = zeichneFrueheEingabenAuf(wurzel);
zuerstNachDerHydrierung(() => frueh.spieleNach(wurzel));
// issue 12 §3, issue 29: the built page holds every route's HTML, its inline script has put the
// address's page into the root; hydrate it only where the client renders the same
// (erste-seite.ts), else start fresh in an emptied root. The outcome is noted on <html> for the
// browser tests.
// the route's code first (lib/ladbar.ts): React then hydrates or renders its page in one pass –
// rendered in two ("Seite wird geladen …", then the page) the footer stood at the foot of the
// screen and was pushed down (a layout shift of 0.14 reloading the results with stored answers);
// should the code not load, rendering suspends on it as before
const laedtRoute = ladeRoute(findeRoute(parseHash(window.location.hash).pfad) ?? routes[0]!).catch(
  (e: unknown) => {
    console.error('Code der Seite nicht geladen', e);
  },
);
if (darfHydrieren(window.location.hash, wurzel.getAttribute(VORGERENDERT_ATTRIBUT))) {
  document.documentElement.dataset.start = 'hydriert';
  await laedtRoute;
  // as a transition React hydrates in slices and yields between them, instead of one long task
  // that blocks input (Lighthouse "Total Blocking Time"); an event on the not yet hydrated page
  // makes React hydrate at once and then handles it.
  // the start's answers wait until the page is hydrated (lib/hydrierung.ts)
  schliesseBisHydriert();
  startTransition(() => {
    hydrateRoot(wurzel, <Wurzel />);
  });
} else {
  document.documentElement.dataset.start = 'neu';
  // the stored answers first (their check is a chunk of its own, store.ts), so the first render
  // shows them; should that chunk not load, the app starts with the defaults
  if (etwasGespeichert()) {
    await neuLaden().catch((e: unknown) => {
      console.error('Gespeicherte Berechnung nicht gelesen', e);
    });
  }
  await laedtRoute;
  // no longer the prerendered page: styles.css hides that on a deep link (erste-seite.ts)
  wurzel.removeAttribute(VORGERENDERT_ATTRIBUT);
  // the early answers' listeners sit on the root itself, so they survive this
  wurzel.replaceChildren();
  createRoot(wurzel).render(<Wurzel />);
}
