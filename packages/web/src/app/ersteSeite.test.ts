// issue 12 §3: React hydrates the prerendered first step only where the client renders the same.
import { describe, expect, it } from 'vitest';
import { SPEICHER_SCHLUESSEL } from '../store/speicher.ts';
import { darfHydrieren, ERSTER_SCHRITT } from './ersteSeite.ts';

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
