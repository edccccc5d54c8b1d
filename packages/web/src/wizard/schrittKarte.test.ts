import { describe, expect, test } from 'vitest';
import { schritte } from '@mietspiegel/domain';
import { findeRoute, routen } from '../app/routen';
import {
  istLetzterEingabeschritt,
  kartenSchritt,
  naechsterSichtbarer,
  schrittKarte,
  sichtbareSchritte,
  type KartenId,
} from './schrittKarte';

describe('Schrittkarte (der Assistent als Daten)', () => {
  test('jeder Schritt ist vom ersten aus über Weiter erreichbar', () => {
    const erreicht = new Set<KartenId>();
    let s: KartenId | null = schrittKarte[0]!.id;
    while (s !== null) {
      expect(erreicht.has(s), `Zyklus bei ${s}`).toBe(false);
      erreicht.add(s);
      s = kartenSchritt(s).weiter;
    }
    const nieErreicht = schrittKarte.filter((k) => !erreicht.has(k.id)).map((k) => k.id);
    expect(nieErreicht).toEqual([]);
  });

  test('jeder sichtbare Schritt ist auch über die sichtbaren Übergänge erreichbar und führt zurück', () => {
    const vorwaerts: string[] = [];
    let s = kartenSchritt('wohnflaeche');
    vorwaerts.push(s.id);
    for (let n = naechsterSichtbarer(s.id, 'weiter'); n; n = naechsterSichtbarer(n.id, 'weiter')) {
      vorwaerts.push(n.id);
      s = n;
    }
    expect(vorwaerts).toEqual(sichtbareSchritte.map((k) => k.id));
    const rueckwaerts: string[] = [s.id];
    for (
      let n = naechsterSichtbarer(s.id, 'zurueck');
      n;
      n = naechsterSichtbarer(n.id, 'zurueck')
    ) {
      rueckwaerts.push(n.id);
    }
    expect(rueckwaerts.reverse()).toEqual(vorwaerts);
  });

  test('jeder Schritt des Domänenkatalogs steht in der Karte, in derselben Reihenfolge', () => {
    const ids = schrittKarte.filter((k) => k.schritt).map((k) => k.id);
    expect(ids).toEqual(schritte.map((s) => s.id));
  });

  test('warmwasser ist unsichtbarer Vorgänger der Fußbodenheizung (§2)', () => {
    expect(kartenSchritt('fussbodenheizung').zurueck).toBe('warmwasser');
    expect(kartenSchritt('warmwasser').sichtbar).toBe(false);
    expect(naechsterSichtbarer('fussbodenheizung', 'zurueck')?.id).toBe('heizung');
    expect(naechsterSichtbarer('heizung', 'weiter')?.id).toBe('fussbodenheizung');
  });

  test('Übergänge nach §2: Baujahr → Wohnlage, Gebäudetyp zurück → Wohnlage, Fenster → Abweichungen', () => {
    expect(naechsterSichtbarer('wohnflaeche', 'weiter')?.id).toBe('baujahr');
    expect(naechsterSichtbarer('baujahr', 'weiter')?.id).toBe('wohnlage');
    expect(naechsterSichtbarer('gebaeudetyp', 'zurueck')?.id).toBe('wohnlage');
    expect(naechsterSichtbarer('gebaeudetyp', 'weiter')?.id).toBe('haustyp');
    expect(naechsterSichtbarer('modernisierteFenster', 'weiter')?.id).toBe('abweichungen');
    expect(naechsterSichtbarer('betriebskosten', 'weiter')?.id).toBe('berechnungsergebnisse');
    expect(naechsterSichtbarer('wohnflaeche', 'zurueck')).toBeNull();
  });

  test('nur der letzte Eingabeschritt (Betriebskosten) heißt „Miete berechnen“', () => {
    const letzte = sichtbareSchritte.filter((k) => k.schritt && istLetzterEingabeschritt(k.id));
    expect(letzte.map((k) => k.id)).toEqual(['betriebskosten']);
  });

  test('jede Route der Tabelle in spezifikation.md §2 steht in der Routentabelle', () => {
    const spezifikation = [
      '/',
      '/wohnflaeche',
      '/baujahr',
      '/wohnlage',
      '/gebaeudetyp',
      '/haustyp',
      '/heizung',
      '/fussbodenheizung',
      '/sanitaerbereich',
      '/kueche',
      '/kuechengrundausstattung',
      '/elektrogeraete',
      '/fussboden',
      '/modernisierterBoden',
      '/terrasseBalkon',
      '/ausstattung',
      '/modernisierteFenster',
      '/abweichungen',
      '/betriebskosten',
      '/berechnungsergebnisse',
      '/berechnung',
      '/zuschlaege',
      '/save',
      '/berechnungsvorlagen',
    ];
    for (const pfad of spezifikation) expect(findeRoute(pfad), pfad).toBeDefined();
    expect(routen.map((r) => r.pfad).sort()).toEqual([...spezifikation].sort());
    expect(findeRoute('/warmwasser')).toBeUndefined();
  });

  test('jeder sichtbare Schritt hat eine Route, die ihn anzeigt', () => {
    for (const k of sichtbareSchritte) {
      const r = findeRoute(k.route);
      expect(r, k.route).toBeDefined();
      if (r?.art === 'schritt') expect(r.schritt).toBe(k.id);
    }
  });

  test('Eingaben je Schritt: Abweichungen mit sechs Feldern, Betriebskosten mit zwei', () => {
    expect(kartenSchritt('abweichungen').eingaben).toHaveLength(6);
    expect(kartenSchritt('betriebskosten').eingaben).toEqual([
      'selectedBetriebskostenA',
      'selectedBetriebskostenB',
    ]);
    expect(kartenSchritt('baujahr').eingaben).toEqual(['selectedBaujahr']);
  });
});
