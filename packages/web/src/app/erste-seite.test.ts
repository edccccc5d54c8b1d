// issue 12 §3: React hydrates the prerendered first step only where the client renders the same.
import { describe, expect, it } from 'vitest';
import { SPEICHER_SCHLUESSEL } from '../store/speicher.ts';
import {
  ANDERE_PFADE,
  darfHydrieren,
  ERSTER_SCHRITT,
  VERDECKT_ATTRIBUT,
  weicheSkript,
} from './erste-seite.ts';
import { routes } from './routes.tsx';

function speicherMit(eintraege: Record<string, string>): () => Storage {
  return () =>
    ({ getItem: (k: string) => eintraege[k] ?? null }) as Pick<Storage, 'getItem'> as Storage;
}
const leer = speicherMit({});

describe('darfHydrieren', () => {
  it('the first step is Wohnfläche', () => {
    expect(ERSTER_SCHRITT).toBe('wohnflaeche');
  });

  it('on the first step (no hash, /, /wohnflaeche, unknown paths) with nothing stored', () => {
    for (const hash of ['', '#', '#/', '#/wohnflaeche', '#/gibt-es-nicht']) {
      expect(darfHydrieren(hash, leer), hash).toBe(true);
    }
  });

  it('not on another route', () => {
    for (const hash of ['#/baujahr', '#/wohnlage?info=wohnlage', '#/berechnung', '#/karte']) {
      expect(darfHydrieren(hash, leer), hash).toBe(false);
    }
  });

  it('not with stored answers of this tab, whatever they hold', () => {
    expect(darfHydrieren('#/wohnflaeche', speicherMit({ [SPEICHER_SCHLUESSEL]: '{}' }))).toBe(
      false,
    );
  });

  it('with storage disabled the app starts with the defaults: hydrate', () => {
    const gesperrt = () => {
      throw new DOMException('verboten', 'SecurityError');
    };
    expect(darfHydrieren('#/wohnflaeche', gesperrt)).toBe(true);
  });
});

// issue 17 §16: the head script of the built page hides the prerendered first step on a deep
// link to another route, before the first paint; it must read the path as the router does.
describe('weicheSkript', () => {
  function fuehreAus(hash: string): string | null {
    const attribute = new Map<string, string>();
    const documentElement = { setAttribute: (n: string, w: string) => attribute.set(n, w) };
    new Function('location', 'document', weicheSkript())({ hash }, { documentElement });
    return attribute.get(VERDECKT_ATTRIBUT) ?? null;
  }

  it('marks every route but the first step, as the router reads it', () => {
    for (const hash of ['#/wohnlage', '#/karte?art=wohnlage', '#/zuschlaege', '#baujahr']) {
      expect(fuehreAus(hash), hash).toBe('verdeckt');
    }
    expect(ANDERE_PFADE).toContain('/berechnungsergebnisse');
  });

  it('leaves the first step, the start page and unknown paths (redirected to it) shown', () => {
    for (const hash of ['', '#', '#/', '#/wohnflaeche', '#/wohnflaeche?x=1', '#/gibt-es-nicht']) {
      expect(fuehreAus(hash), hash).toBeNull();
    }
  });

  it('agrees with darfHydrieren on every route', () => {
    for (const r of routes) {
      const hash = `#${r.pfad}`;
      expect(fuehreAus(hash) === null, hash).toBe(darfHydrieren(hash, leer));
    }
  });
});
