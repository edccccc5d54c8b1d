import { describe, expect, it } from 'vitest';
import { ausgabeRohSchema } from '../ausgaben/ausgabe-schema.ts';
import { ausgabe } from '../ausgaben/ausgabe.ts';
import { leererEntwurf } from '../eingabe/entwurf.ts';
import { berechnungSchema, entwurfSchema, fehlerFlagsSchema } from '../schema/schema.ts';
import { fehlerThemen, katalog } from './schrittkatalog.ts';

// The wire shapes derived from the catalogue stay field for field (and in order) what
// berechnungsregeln.md §1 and spezifikation.md §3 fix.
const ENTWURF_FELDER = [
  'wohnflaeche',
  'selectedBaujahr',
  'selectedWohnlage',
  'selectedGebaeudetyp',
  'selectedHaustyp',
  'selectedUnvollstaendigBeheizung',
  'selectedFussbodenheizung',
  'selectedSanitaerbereich',
  'selectedKueche',
  'selectedKuechengrundausstattung',
  'selectedElektrogeraete',
  'selectedFussboden',
  'selectedModernisierterBoden',
  'selectedTerrasseBalkon',
  'selectedBesondereAusstattung',
  'selectedModernisierteFenster',
  'abweichungGesetzt',
  'abweichungen',
  'selectedBetriebskostenA',
  'selectedBetriebskostenB',
];

describe('Formen der Schnittstelle, abgeleitet aus dem Schrittkatalog', () => {
  it('hält die Felder von Entwurf und Berechnung in der Reihenfolge der Spezifikation', () => {
    expect(Object.keys(leererEntwurf())).toEqual(ENTWURF_FELDER);
    expect(Object.keys(entwurfSchema.def.shape)).toEqual([...ENTWURF_FELDER, 'ausgabe']);
    expect(Object.keys(berechnungSchema.def.shape)).toEqual([...ENTWURF_FELDER, 'ausgabe']);
  });

  it('eine leere Einfachauswahl ist null, eine leere Mehrfachauswahl eine leere Liste', () => {
    const e = leererEntwurf();
    expect(e.selectedFussbodenheizung).toBeNull();
    expect(e.selectedSanitaerbereich).toEqual([]);
    expect(e.selectedElektrogeraete).toEqual([]);
  });

  it('hat die zwölf Fehlerthemen aus §3 "Error state" als Schlüssel der Flags', () => {
    const themen = [
      'baujahr',
      'gebaeudetyp',
      'haustyp',
      'fussbodenheizung',
      'sanitaerbereich',
      'kuechengrundausstattung',
      'elektrogeraete',
      'fussboden',
      'modernisierterBoden',
      'terrasseBalkon',
      'modernisierteFenster',
      'abweichungen',
    ];
    expect(fehlerThemen).toEqual(themen);
    expect(Object.keys(fehlerFlagsSchema.def.shape)).toEqual(themen);
  });

  it('liest jeden Eintrag der Tabelle 3, den der Katalog nennt, aus der Ausgabe und keinen anderen', () => {
    const schluessel = katalog.flatMap((s) => (s.zuschlag ? [s.zuschlag.schluessel] : []));
    expect(Object.keys(ausgabe.zuschlaege).sort()).toEqual(['quelle', ...schluessel].sort());
    expect(Object.keys(ausgabeRohSchema.def.shape.zuschlaege.def.shape).sort()).toEqual(
      ['quelle', ...schluessel].sort(),
    );
    expect(ausgabe.zuschlaege.offeneKueche).toBeTypeOf('number');
    expect(ausgabe.zuschlaege.wohnlage).toHaveLength(6);
  });
});
