/**
 * A tiny hash router (spezifikation.md §2: hash routes with base /, unknown paths → /).
 * The hash carries path and query: `#/wohnlage?info=wohnlage`.
 */
import { useSyncExternalStore } from 'react';

export interface Ort {
  /** Path with leading slash, e.g. '/wohnlage'. */
  pfad: string;
  query: URLSearchParams;
}

export function parseHash(hash: string): Ort {
  const ohneRaute = hash.startsWith('#') ? hash.slice(1) : hash;
  const [pfadTeil = '', queryTeil = ''] = ohneRaute.split('?', 2);
  const pfad = pfadTeil === '' ? '/' : pfadTeil.startsWith('/') ? pfadTeil : `/${pfadTeil}`;
  return { pfad, query: new URLSearchParams(queryTeil) };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const getHash = (): string => window.location.hash;

/**
 * The hash the build's prerender renders (scripts/vorrendern.ts, issue 29 §Speed: every route
 * is prerendered). In the browser, React hydrates only markup made for the current hash
 * (app/erste-seite.ts), so there the "server snapshot" is the hash itself.
 */
let vorrenderHash = '';

/** The build's prerender: the route the next render shows (no `window` in Node). */
export function setzeVorrenderHash(hash: string): void {
  vorrenderHash = hash;
}

const getServerHash = (): string =>
  typeof window === 'undefined' ? vorrenderHash : window.location.hash;

/** The current hash, re-rendering on every change. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, getHash, getServerHash);
}

/** Navigates to a path ('/baujahr', '/wohnlage?info=wohnlage'). */
export function navigate(pfad: string, { replace = false }: { replace?: boolean } = {}): void {
  const ziel = `#${pfad}`;
  if (replace) {
    window.history.replaceState(window.history.state, '', ziel);
    // replaceState fires no hashchange; tell the subscribers ourselves.
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else if (window.location.hash !== ziel) {
    window.location.hash = ziel;
  }
}
