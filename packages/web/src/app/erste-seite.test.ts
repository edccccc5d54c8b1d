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
  it('der erste Schritt ist Wohnfläche', () => {
    expect(ERSTER_SCHRITT).toBe('wohnflaeche');
  });

  it('auf dem ersten Schritt (kein Hash, /, /wohnflaeche, unbekannte Pfade), wenn nichts gespeichert ist', () => {
    for (const hash of ['', '#', '#/', '#/wohnflaeche', '#/gibt-es-nicht']) {
      expect(darfHydrieren(hash, leer), hash).toBe(true);
    }
  });

  it('nicht auf einer anderen Route', () => {
    for (const hash of ['#/baujahr', '#/wohnlage?info=wohnlage', '#/berechnung', '#/karte']) {
      expect(darfHydrieren(hash, leer), hash).toBe(false);
    }
  });

  it('nicht mit gespeicherten Antworten dieses Tabs, was immer sie enthalten', () => {
    expect(darfHydrieren('#/wohnflaeche', speicherMit({ [SPEICHER_SCHLUESSEL]: '{}' }))).toBe(
      false,
    );
  });

  it('bei gesperrtem Speicher startet die App mit den Vorgaben: hydrieren', () => {
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

  it('kennzeichnet jede Route außer dem ersten Schritt, so wie der Router sie liest', () => {
    for (const hash of ['#/wohnlage', '#/karte?art=wohnlage', '#/zuschlaege', '#baujahr']) {
      expect(fuehreAus(hash), hash).toBe('verdeckt');
    }
    expect(ANDERE_PFADE).toContain('/berechnungsergebnisse');
  });

  it('lässt den ersten Schritt, die Startseite und unbekannte (dorthin umgeleitete) Pfade angezeigt', () => {
    for (const hash of ['', '#', '#/', '#/wohnflaeche', '#/wohnflaeche?x=1', '#/gibt-es-nicht']) {
      expect(fuehreAus(hash), hash).toBeNull();
    }
  });

  it('stimmt auf jeder Route mit darfHydrieren überein', () => {
    for (const r of routes) {
      const hash = `#${r.pfad}`;
      expect(fuehreAus(hash) === null, hash).toBe(darfHydrieren(hash, leer));
    }
  });
});
