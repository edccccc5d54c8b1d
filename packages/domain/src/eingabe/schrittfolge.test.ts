import { describe, expect, it } from 'vitest';
import {
  istLetzterEingabeschritt,
  naechsterSichtbarer,
  schrittfolge,
  sichtbareSchritte,
  sichtbarerSchritt,
  type FolgeId,
  type FolgeSchritt,
} from './schrittfolge.ts';

// spezifikation.md §2 "Wizard order", written out.
const reihenfolge = [
  'wohnflaeche',
  'baujahr',
  'wohnlage',
  'gebaeudetyp',
  'haustyp',
  'heizung',
  'warmwasser',
  'fussbodenheizung',
  'sanitaerbereich',
  'kueche',
  'kuechengrundausstattung',
  'elektrogeraete',
  'fussboden',
  'modernisierterBoden',
  'terrasseBalkon',
  'ausstattung',
  'modernisierteFenster',
  'abweichungen',
  'betriebskosten',
  'berechnungsergebnisse',
];
const sichtbar = reihenfolge.filter((id) => id !== 'warmwasser');

// spezifikation.md §2 route table: the wizard's routes and their step indices. The table
// reports modernisierteFenster as 14 and 17; 17 keeps the indices unique (domain README).
const indexNachRoute = {
  '/wohnflaeche': 2,
  '/baujahr': 3,
  '/wohnlage': 4,
  '/gebaeudetyp': 5,
  '/haustyp': 6,
  '/heizung': 7,
  '/fussbodenheizung': 8,
  '/sanitaerbereich': 9,
  '/kueche': 10,
  '/kuechengrundausstattung': 11,
  '/elektrogeraete': 12,
  '/fussboden': 13,
  '/modernisierterBoden': 14,
  '/terrasseBalkon': 15,
  '/ausstattung': 16,
  '/modernisierteFenster': 17,
  '/abweichungen': 18,
  '/betriebskosten': 19,
  '/berechnungsergebnisse': 20,
};

function folge(start: FolgeId, richtung: 'weiter' | 'zurueck'): string[] {
  const nachId = new Map<string, FolgeSchritt>(schrittfolge.map((s) => [s.id, s]));
  const ids: string[] = [];
  for (let id: FolgeId | null = start; id !== null && ids.length <= reihenfolge.length;) {
    ids.push(id);
    id = nachId.get(id)?.[richtung] ?? null;
  }
  return ids;
}

function sichtbareFolge(start: FolgeId, richtung: 'weiter' | 'zurueck'): string[] {
  const ids: string[] = [start];
  for (let s = naechsterSichtbarer(start, richtung); s && ids.length <= reihenfolge.length;) {
    ids.push(s.id);
    s = naechsterSichtbarer(s.id, richtung);
  }
  return ids;
}

describe('Schrittfolge des Assistenten (spezifikation.md §2)', () => {
  it('geht mit Weiter von wohnflaeche durch jeden Schritt aus §2 bis zum Ergebnis und mit Zurück zurück', () => {
    expect(folge('wohnflaeche', 'weiter')).toEqual(reihenfolge);
    expect(folge('berechnungsergebnisse', 'zurueck')).toEqual([...reihenfolge].reverse());
  });

  it('überspringt das unsichtbare warmwasser auf dem Bildschirm in beide Richtungen', () => {
    expect(sichtbareFolge('wohnflaeche', 'weiter')).toEqual(sichtbar);
    expect(sichtbareFolge('berechnungsergebnisse', 'zurueck')).toEqual([...sichtbar].reverse());
    expect(sichtbareSchritte.map((s) => s.id)).toEqual(sichtbar);
    expect(naechsterSichtbarer('fussbodenheizung', 'zurueck')?.id).toBe('heizung');
    expect(naechsterSichtbarer('wohnflaeche', 'zurueck')).toBeNull();
    expect(naechsterSichtbarer('berechnungsergebnisse', 'weiter')).toBeNull();
  });

  it('gibt jeder Route der Tabelle in §2 ihren Schrittindex, warmwasser weder Route noch Index', () => {
    expect(Object.fromEntries(sichtbareSchritte.map((s) => [s.route, s.index]))).toEqual(
      indexNachRoute,
    );
    expect(schrittfolge.find((s) => s.id === 'warmwasser')).toEqual({
      id: 'warmwasser',
      sichtbar: false,
      weiter: 'fussbodenheizung',
      zurueck: 'heizung',
    });
    expect(sichtbarerSchritt('berechnungsergebnisse')).toMatchObject({
      route: '/berechnungsergebnisse',
      index: 20,
    });
    expect(() => sichtbarerSchritt('warmwasser' as never)).toThrow();
  });

  it('nennt nur betriebskosten den letzten Eingabeschritt ("Miete berechnen", §2)', () => {
    expect(sichtbar.filter((id) => istLetzterEingabeschritt(id as FolgeId))).toEqual([
      'betriebskosten',
    ]);
  });
});
