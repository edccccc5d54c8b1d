/**
 * The prerendered pages (issue 12 §3 "A fast first page"; issue 29 "Speed": every route served
 * as HTML when opened directly; docs/adr/0032). The build writes the HTML of every route with
 * the default answers into the one page (scripts/vorrendern.ts): the first step in the root, every
 * other route's main area as text in a `<script type="text/html" data-seite="…">` (docs/adr/0034). The hash never reaches the server, so two tiny
 * inline scripts pick the page before the first paint: `weicheSkript()` in the head hides the
 * root's first step on another route (issue 17 §16: never the wrong question on screen), and
 * `tauschSkript()` after those puts the route's own prerendered page into the root and
 * shows it. React hydrates that markup only where the client renders the same: the key the root
 * carries is the current hash's, nothing is stored for this tab, no opener window asked for
 * something (the map opened by the wizard), and the page is /berechnung.html, for which the pages
 * are rendered (under /auth/ the links back into the wizard differ, lib/link-basis.ts). Anywhere else main.tsx renders fresh into an emptied
 * root, so no mismatch and no wrong screen.
 */
import { SPEICHER_SCHLUESSEL } from '../store/speicher.ts';
import { findeRoute, routes } from './routes.tsx';
import { parseHash } from '../lib/router.ts';
import { istUnterAuth } from '../lib/auth-pfad.ts';
import { SPEICHERN_ROUTE, VORLAGEN_ROUTE } from '../lib/vorlagen-routes.ts';

/** Marks the prerendered root in dist's page with the key of the page it holds. */
export const VORGERENDERT_ATTRIBUT = 'data-vorgerendert';

/** Names the key of the page a data block of dist's page holds. */
export const SEITEN_ATTRIBUT = 'data-seite';

/** The step the root's markup shows: the first wizard step (routes '/' and its own). */
export const ERSTER_SCHRITT = routes[0]!.art === 'schritt' ? routes[0]!.schritt : undefined;

/** The first step's own path ('/wohnflaeche'): '/' and unknown paths show that page. */
export const ERSTER_PFAD = routes.find(
  (r) => r.pfad !== '/' && r.art === 'schritt' && r.schritt === ERSTER_SCHRITT,
)!.pfad;

/** The pages made from the stored answers (routes.tsx `ausAntworten`: the results, the checks). */
export const SEITEN_AUS_ANTWORTEN: readonly string[] = routes
  .filter((r) => r.art === 'seite' && r.ausAntworten)
  .map((r) => r.pfad);

/** Every known path except '/', which shows the first step. */
const BEKANNTE_PFADE = routes.map((r) => r.pfad).filter((p) => p !== '/');

/**
 * The prerendered page for a hash: its path ('/' and unknown paths → the first step's), with the
 * query as written when there is one (`/karte?art=wohnlage`). The scripts below compute the same.
 */
export function vorrenderSchluessel(hash: string): string {
  const pfad = parseHash(hash).pfad;
  const query = (hash.startsWith('#') ? hash.slice(1) : hash).split('?')[1] ?? '';
  const p = findeRoute(pfad) && pfad !== '/' ? pfad : ERSTER_PFAD;
  return query ? `${p}?${query}` : p;
}

/**
 * The pages the build prerenders: every route (the map also for the wizard's two kinds) but the
 * template pages, which depend on the page's address (/auth/…) and the session: staff open them
 * signed in, they render fresh as before.
 */
export const VORGERENDERTE_SEITEN: readonly string[] = [
  ...BEKANNTE_PFADE.filter((p) => p !== SPEICHERN_ROUTE && p !== VORLAGEN_ROUTE),
  '/karte?art=wohnlage',
  '/karte?art=gebaeudetyp',
];

/** Has this tab stored answers (speicher.ts)? Then the store reads them before the first render. */
export function etwasGespeichert(speicher: () => Storage = () => window.sessionStorage): boolean {
  try {
    return speicher().getItem(SPEICHER_SCHLUESSEL) !== null;
  } catch {
    return false; // storage disabled: the app starts with the defaults, like the prerender
  }
}

/**
 * May the client hydrate the root's prerendered page (`vorgerendert`, its key) for this address
 * and tab? Only the page made for this hash, with nothing stored and no opener (a window opened
 * by another, e.g. the map opened by the wizard, shows what that one asked for).
 */
export function darfHydrieren(
  hash: string,
  vorgerendert: string | null,
  speicher: () => Storage = () => window.sessionStorage,
  geoeffnetVonAnderem: boolean = typeof window !== 'undefined' && Boolean(window.opener),
  unterAuth: boolean = istUnterAuth(),
): boolean {
  return (
    vorgerendert !== null &&
    !unterAuth &&
    vorgerendert === vorrenderSchluessel(hash) &&
    !geoeffnetVonAnderem &&
    !etwasGespeichert(speicher)
  );
}

/** Set on <html> by the head script while the root does not show the address's page. */
export const VERDECKT_ATTRIBUT = 'data-erste-seite';

/** ES5 expression: the key of `location.hash`, as `vorrenderSchluessel` computes it. */
function schluesselAusdruck(): string {
  return (
    '(function(){var h=location.hash.replace(/^#/,"");var t=h.split("?");var q=t[1]||"";' +
    'var p=t[0]===""?"/":t[0].charAt(0)==="/"?t[0]:"/"+t[0];' +
    `if(p==="/"||${JSON.stringify(BEKANNTE_PFADE)}.indexOf(p)<0)p=${JSON.stringify(ERSTER_PFAD)};` +
    'return q?p+"?"+q:p})()'
  );
}

/**
 * The head script (plain ES5, it runs before any module and before the body): hides the root's
 * first step when the address names another page. The server allows it in its CSP by its hash
 * (packages/server/src/sicherheit.ts), so it must not depend on anything per request.
 */
export function weicheSkript(): string {
  return (
    `(function(){if(${schluesselAusdruck()}!==${JSON.stringify(ERSTER_PFAD)})` +
    `document.documentElement.setAttribute(${JSON.stringify(VERDECKT_ATTRIBUT)},"verdeckt")})()`
  );
}

/**
 * The script after the pages' data blocks (plain ES5, before the first paint of the root): puts the
 * prerendered page of the address into the root and shows it. Without one (an unknown query, a
 * window opened by another) the root stays hidden until main.tsx renders the page fresh – and so
 * does a page made from the answers while this tab has answers stored: reloaded with a whole
 * calculation, the results' prerender said „Es fehlen noch Angaben“ and listed all 18 steps until
 * the script came, and its length differed from the page's (Chromium: layout shifts of 0.07 and
 * 0.14 on reloading #/mieterhoehung and #/berechnungsergebnisse).
 */
export function tauschSkript(): string {
  const attr = JSON.stringify(SEITEN_ATTRIBUT);
  return (
    `(function(){var k=${schluesselAusdruck()};var r=document.getElementById("root");` +
    'var v=document.getElementsByTagName("script"),t=null,i;' +
    `for(i=v.length-1;i>=0;i--)if(v[i].hasAttribute(${attr})){` +
    `if(v[i].getAttribute(${attr})===k)t=v[i].text;v[i].parentNode.removeChild(v[i])}` +
    `if(!r||window.opener||location.pathname.indexOf("/auth/")===0)return;` +
    `if(r.getAttribute(${JSON.stringify(VORGERENDERT_ATTRIBUT)})!==k){if(t===null)return;` +
    'var m=r.getElementsByTagName("main")[0];if(!m)return;' +
    `m.innerHTML=t;r.setAttribute(${JSON.stringify(VORGERENDERT_ATTRIBUT)},k)}` +
    `var g=false;try{g=window.sessionStorage.getItem(${JSON.stringify(SPEICHER_SCHLUESSEL)})!==null}catch(e){}` +
    `if(g&&${JSON.stringify(SEITEN_AUS_ANTWORTEN)}.indexOf(k.split("?")[0])>=0)return;` +
    `document.documentElement.removeAttribute(${JSON.stringify(VERDECKT_ATTRIBUT)})})()`
  );
}
