import { describe, expect, it } from 'vitest';
import roh from '../data/mietspiegel-muenchen-2025.json' with { type: 'json' };
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { leererEntwurf } from './entwurf.ts';
import {
  abweichungsMetadaten,
  antwortenInWorten,
  betriebskostenPositionen,
  schritte,
  schrittNachId,
  optionLabel,
} from './schritte.ts';
import type { BerechnungEntwurf } from '../schema/typen.ts';

describe('Schrittkatalog (spezifikation.md §2, §3)', () => {
  it('listet die Reihenfolge des Assistenten mit den Indizes der Routentabelle', () => {
    expect(schritte.map((s) => [s.id, s.index, s.route])).toEqual([
      ['wohnflaeche', 2, '/wohnflaeche'],
      ['baujahr', 3, '/baujahr'],
      ['wohnlage', 4, '/wohnlage'],
      ['gebaeudetyp', 5, '/gebaeudetyp'],
      ['haustyp', 6, '/haustyp'],
      ['heizung', 7, '/heizung'],
      ['fussbodenheizung', 8, '/fussbodenheizung'],
      ['sanitaerbereich', 9, '/sanitaerbereich'],
      ['kueche', 10, '/kueche'],
      ['kuechengrundausstattung', 11, '/kuechengrundausstattung'],
      ['elektrogeraete', 12, '/elektrogeraete'],
      ['fussboden', 13, '/fussboden'],
      ['modernisierterBoden', 14, '/modernisierterBoden'],
      ['terrasseBalkon', 15, '/terrasseBalkon'],
      ['ausstattung', 16, '/ausstattung'],
      ['modernisierteFenster', 17, '/modernisierteFenster'],
      ['abweichungen', 18, '/abweichungen'],
      ['betriebskosten', 19, '/betriebskosten'],
    ]);
  });

  it('hat so viele Optionen wie die Aufzählungen in §3', () => {
    const anzahl = Object.fromEntries(schritte.map((s) => [s.id, s.optionen.length]));
    expect(anzahl).toEqual({
      wohnflaeche: 0,
      baujahr: 11,
      wohnlage: 6,
      gebaeudetyp: 3,
      haustyp: 5,
      heizung: 2,
      fussbodenheizung: 2,
      sanitaerbereich: 6,
      kueche: 2,
      kuechengrundausstattung: 2,
      elektrogeraete: 4,
      fussboden: 4,
      modernisierterBoden: 2,
      terrasseBalkon: 2,
      ausstattung: 2,
      modernisierteFenster: 2,
      // not an enumeration of §3: the question before the six fields (issue 29), Ja / Nein
      abweichungen: 2,
      betriebskosten: 2,
    });
    for (const s of schritte) expect(s.optionen.map((o) => o.id)).toEqual([...s.optionen.keys()]);
  });

  it('ordnet jedem Schritt ein Feld des Entwurfs zu', () => {
    const felder = Object.keys(leererEntwurf());
    for (const s of schritte) expect(felder).toContain(s.feld);
  });

  it('nimmt die Beschriftungen von Baujahr und Betriebskosten aus der Ausgabe', () => {
    expect(schrittNachId('baujahr').optionen.map((o) => o.label)).toEqual(
      roh.baujahrklassen.map((k) => k.label),
    );
    expect(betriebskostenPositionen.map((p) => p.label)).toEqual(
      roh.betriebskosten.positionen.map((p) => p.label),
    );
    expect(betriebskostenPositionen.filter((p) => p.fussnote).map((p) => p.id)).toEqual([
      15, 16, 17,
    ]);
    expect(betriebskostenPositionen[8]?.hinweis).toBe('ohne Durchschnittswert');
  });

  it('kennzeichnet die Keine-Optionen der Mehrfachauswahlen', () => {
    expect(schrittNachId('sanitaerbereich').keineOptionId).toBe(5);
    expect(schrittNachId('elektrogeraete').keineOptionId).toBe(3);
  });

  it('hat keinen Eintrag für warmwasser, das keinen Inhalt hat (§2)', () => {
    expect(() => schrittNachId('warmwasser' as never)).toThrow();
  });

  it('beschreibt die Abweichungseingaben mit den Grenzen der Ausgabe', () => {
    expect(abweichungsMetadaten.wasser.bereichText).toBe('(-0,70 bis 0,00 Euro)');
    expect(abweichungsMetadaten.zusatz).toMatchObject({ minCent: -450, maxCent: 400 });
    expect(abweichungsMetadaten.fassadeA.label).toBe('Besonders gestaltete Fassade');
  });
});

describe('optionLabel', () => {
  it('ist in jedem Schritt die Beschriftung der Option mit dieser id, undefined für eine andere id', () => {
    for (const s of schritte) {
      for (const o of s.optionen) expect(optionLabel(s.id, o.id)).toBe(o.label);
      expect(optionLabel(s.id, s.optionen.length + 7)).toBeUndefined();
    }
  });

  it('weist einen unbekannten Schritt ab', () => {
    expect(() => optionLabel('gibtEsNicht' as never, 0)).toThrow();
  });
});

describe('antwortenInWorten', () => {
  it('gibt das Rechenbeispiel auf Deutsch wieder', () => {
    const woerter = antwortenInWorten(fixture.given as BerechnungEntwurf);
    expect(Object.fromEntries(woerter.map((w) => [w.titel, w.antwort]))).toEqual({
      Wohnfläche: '65,5 m²',
      Baujahr: '1978 – 1988',
      Wohnlage: 'Gute Lage',
      Gebäudetyp: 'Wohnblock',
      Haustypen: 'Sonstiger Haustyp',
      Heizung: 'Nein, vollständig beheizt',
      Fußbodenheizung: 'Nein',
      Sanitärbereich: 'Handtuchheizkörper',
      Küche: 'Keine offene Küche',
      Küchengrundausstattung: 'Ja',
      Elektrogeräte: 'Ceran- oder Induktionskochfeld, Geschirrspülmaschine',
      Fußboden: 'Guter Bodenbelag',
      'Modernisierter Boden': 'Nein',
      'Terrasse/Balkon': 'Nein',
      'Besondere Ausstattung': 'Nein',
      'Modernisierte Fenster': 'Nein',
      Abweichungen: 'Keine',
      Betriebskosten: 'Nettomiete',
    });
  });

  it('listet Abweichungen mit deutschen Zahlen und die enthaltenen Betriebskosten', () => {
    const e: BerechnungEntwurf = {
      ...leererEntwurf(),
      abweichungen: { ...leererEntwurf().abweichungen, wasser: -0.7, zusatz: '1,5', fassadeA: 0 },
      selectedBetriebskostenA: 1,
      selectedBetriebskostenB: [3, 0],
    };
    const antwort = (titel: string) => antwortenInWorten(e).find((w) => w.titel === titel)?.antwort;
    expect(antwort('Abweichungen')).toBe(
      'Warmwasser: -0,70 Euro; Zusätzliche Begründung: 1,50 Euro',
    );
    expect(antwort('Betriebskosten')).toBe(
      'Bruttomiete oder Teilinklusivmiete, enthaltene Betriebskosten: Wasserversorgung und Entwässerung, Grundsteuer',
    );
    expect(antwort('Wohnfläche')).toBe('keine Angabe');
    expect(antwort('Baujahr')).toBe('keine Angabe');
  });
});
