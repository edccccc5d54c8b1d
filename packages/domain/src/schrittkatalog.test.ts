import { describe, expect, it } from 'vitest';
import { ausgabeRohSchema } from './ausgabe-schema.ts';
import { ausgabe } from './ausgabe.ts';
import { leererEntwurf } from './entwurf.ts';
import { berechnungSchema, entwurfSchema, fehlerFlagsSchema } from './schema.ts';
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

describe('wire shapes derived from the step catalogue', () => {
  it('keeps the draft and calculation fields in the order of the spec', () => {
    expect(Object.keys(leererEntwurf())).toEqual(ENTWURF_FELDER);
    expect(Object.keys(entwurfSchema.def.shape)).toEqual([...ENTWURF_FELDER, 'ausgabe']);
    expect(Object.keys(berechnungSchema.def.shape)).toEqual([...ENTWURF_FELDER, 'ausgabe']);
  });

  it('a blank single choice is null and a blank multi-select an empty list', () => {
    const e = leererEntwurf();
    expect(e.selectedFussbodenheizung).toBeNull();
    expect(e.selectedSanitaerbereich).toEqual([]);
    expect(e.selectedElektrogeraete).toEqual([]);
  });

  it('has the twelve error topics of §3 "Error state" as keys of the flags', () => {
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

  it('reads every Tabelle 3 entry the catalogue names from the edition, and no other', () => {
    const schluessel = katalog.flatMap((s) => (s.zuschlag ? [s.zuschlag.schluessel] : []));
    expect(Object.keys(ausgabe.zuschlaege).sort()).toEqual(['quelle', ...schluessel].sort());
    expect(Object.keys(ausgabeRohSchema.def.shape.zuschlaege.def.shape).sort()).toEqual(
      ['quelle', ...schluessel].sort(),
    );
    expect(ausgabe.zuschlaege.offeneKueche).toBeTypeOf('number');
    expect(ausgabe.zuschlaege.wohnlage).toHaveLength(6);
  });
});
