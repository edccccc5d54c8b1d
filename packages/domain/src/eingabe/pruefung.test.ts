import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { meldungen } from '../schema/meldungen.ts';
import { pruefeBerechnung, pruefePdfParameter } from './pruefung.ts';
import { schritte } from './schritte.ts';

/** exactly this text (a message of meldungen, whose wording meldungen-spezifikation pins) */
const genau = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const gueltig = (): Record<string, unknown> =>
  structuredClone(fixture.given) as Record<string, unknown>;
const mit = (teil: Record<string, unknown>) => ({ ...gueltig(), ...teil });
const abw = (teil: Record<string, unknown>) => ({ ...fixture.given.abweichungen, ...teil });

function fehlerVon(input: unknown) {
  const r = pruefeBerechnung(input);
  if (r.ok) throw new Error('expected errors');
  return r;
}

describe('pruefeBerechnung: 400 bei falschen Typen', () => {
  it.each([
    [null, '', 'Ungültiges Format: JSON-Objekt erwartet.'],
    [[1, 2], '', 'Ungültiges Format: JSON-Objekt erwartet.'],
    ['text', '', 'Ungültiges Format: JSON-Objekt erwartet.'],
    [mit({ wohnflaeche: 65.5 }), 'wohnflaeche', 'Ungültiges Format: Text erwartet.'],
    [
      mit({ selectedHaustyp: '4' }),
      'selectedHaustyp',
      'Ungültiges Format: Zahl oder null erwartet.',
    ],
    [
      mit({ selectedSanitaerbereich: 1 }),
      'selectedSanitaerbereich',
      'Ungültiges Format: Liste von Zahlen erwartet.',
    ],
    [
      mit({ selectedElektrogeraete: [0, '2'] }),
      'selectedElektrogeraete',
      'Ungültiges Format: Liste von Zahlen erwartet.',
    ],
    [
      mit({ abweichungGesetzt: 'nein' }),
      'abweichungGesetzt',
      'Ungültiges Format: Wahrheitswert (true oder false) erwartet.',
    ],
    [mit({ abweichungen: 'keine' }), 'abweichungen', 'Ungültiges Format: Objekt erwartet.'],
    [
      mit({ abweichungen: abw({ zusatz: true }) }),
      'abweichungen.zusatz',
      'Ungültiges Format: Zahl, Text oder null erwartet.',
    ],
  ])('%#: %s', (input, feld, meldung) => {
    const r = fehlerVon(input);
    expect(r.status).toBe(400);
    expect(r.fehler).toContainEqual({ feld, meldung });
  });

  it('sammelt jeden Typfehler', () => {
    const r = fehlerVon(mit({ wohnflaeche: 1, selectedBaujahr: 'x', selectedWohnlage: false }));
    expect(r.status).toBe(400);
    expect(r.fehler.map((f) => f.feld)).toEqual([
      'wohnflaeche',
      'selectedBaujahr',
      'selectedWohnlage',
    ]);
  });
});

describe('pruefeBerechnung: 422 bei ungültigen Antworten', () => {
  it.each([
    [{ wohnflaeche: '19.999' }, 'wohnflaeche', /^Der Mietspiegel gilt nur für Wohnungen/],
    [{ wohnflaeche: '65.1234' }, 'wohnflaeche', /^Der Mietspiegel gilt nur für Wohnungen/],
    [{ wohnflaeche: undefined }, 'wohnflaeche', /^Der Mietspiegel gilt nur für Wohnungen/],
    [{ selectedBaujahr: null }, 'selectedBaujahr', genau(meldungen.auswahlFehltBaujahr)],
    [{ selectedWohnlage: undefined }, 'selectedWohnlage', genau(meldungen.auswahlFehlt)],
    [{ selectedBetriebskostenA: null }, 'selectedBetriebskostenA', genau(meldungen.auswahlFehlt)],
    [
      { selectedBaujahr: 11 },
      'selectedBaujahr',
      /^Ungültige Auswahl: erlaubt sind die Werte 0 bis 10\./,
    ],
    [{ selectedWohnlage: 6 }, 'selectedWohnlage', /0 bis 5/],
    [{ selectedGebaeudetyp: -1 }, 'selectedGebaeudetyp', /0 bis 2/],
    [{ selectedHaustyp: 1.5 }, 'selectedHaustyp', /0 bis 4/],
    [{ selectedKueche: 2 }, 'selectedKueche', /0 bis 1/],
    [{ selectedSanitaerbereich: [] }, 'selectedSanitaerbereich', genau(meldungen.auswahlFehlt)],
    [{ selectedSanitaerbereich: null }, 'selectedSanitaerbereich', genau(meldungen.auswahlFehlt)],
    [{ selectedSanitaerbereich: [6] }, 'selectedSanitaerbereich', /0 bis 5/],
    [{ selectedSanitaerbereich: [1, 1] }, 'selectedSanitaerbereich', /nur einmal/],
    [
      { selectedSanitaerbereich: [5, 1] },
      'selectedSanitaerbereich',
      /^Die Auswahl „Keines dieser Merkmale“ kann nicht zusammen/,
    ],
    [
      { selectedElektrogeraete: [3, 0] },
      'selectedElektrogeraete',
      /^Die Auswahl „Keines dieser Geräte“ kann nicht zusammen/,
    ],
    [{ selectedElektrogeraete: [] }, 'selectedElektrogeraete', genau(meldungen.auswahlFehlt)],
    [
      { selectedBetriebskostenA: 1, selectedBetriebskostenB: [18] },
      'selectedBetriebskostenB',
      /0 bis 17/,
    ],
    [
      { selectedBetriebskostenA: 1, selectedBetriebskostenB: [2, 2] },
      'selectedBetriebskostenB',
      /nur einmal/,
    ],
    [
      { abweichungen: abw({ wasser: 0.1 }) },
      'abweichungen.wasser',
      /zwischen -0,70 Euro und 0,00 Euro/,
    ],
    [
      { abweichungen: abw({ zusatz: '4,01' }) },
      'abweichungen.zusatz',
      /zwischen -4,50 Euro und 4,00 Euro/,
    ],
    [
      { abweichungen: abw({ zusatz: 1.005 }) },
      'abweichungen.zusatz',
      /zwischen -4,50 Euro und 4,00 Euro/,
    ],
    [
      { abweichungen: abw({ zusatz: 'viel' }) },
      'abweichungen.zusatz',
      /zwischen -4,50 Euro und 4,00 Euro/,
    ],
    [
      { abweichungen: abw({ balkonGross: 'x' }) },
      'abweichungen.balkonGross',
      /höchstens zwei Nachkommastellen/,
    ],
  ])('%#: %j → %s', (teil, feld, meldung) => {
    const r = fehlerVon(mit(teil));
    expect(r.status).toBe(422);
    const f = r.fehler.find((x) => x.feld === feld);
    expect(f?.meldung).toMatch(meldung);
  });

  // Every choice step of the catalogue is checked, whatever the code lists by name.
  const auswahlSchritte = schritte.filter(
    (x) => x.art !== 'wohnflaeche' && x.art !== 'abweichungen',
  );
  it.each(auswahlSchritte.map((x) => [x.id, x] as const))(
    'step %s: a missing answer and an id beyond its options are 422 for its field',
    (_id, schritt) => {
      const mehrfach = schritt.art === 'mehrfach';
      const fehlt = fehlerVon(mit({ [schritt.feld]: null }));
      expect(fehlt.status).toBe(422);
      expect([meldungen.auswahlFehlt, meldungen.auswahlFehltBaujahr]).toContain(
        fehlt.fehler.find((f) => f.feld === schritt.feld)?.meldung,
      );
      const max = schritt.optionen.length - 1;
      const zuGross = fehlerVon(mit({ [schritt.feld]: mehrfach ? [max + 1] : max + 1 }));
      expect(zuGross.fehler.find((f) => f.feld === schritt.feld)?.meldung).toBe(
        meldungen.ungueltigeAuswahl(max),
      );
    },
  );

  it('meldet die Fehler in fester Reihenfolge: Fläche, Einzelauswahl in Schrittfolge, Mehrfachauswahl, Betriebskosten, Abweichungen', () => {
    const r = fehlerVon({
      wohnflaeche: '1',
      selectedBetriebskostenA: 1,
      selectedBetriebskostenB: [99],
      abweichungen: { wasser: 5, zusatz: 'x' },
    });
    expect(r.fehler.map((f) => f.feld)).toEqual([
      'wohnflaeche',
      'selectedBaujahr',
      'selectedWohnlage',
      'selectedGebaeudetyp',
      'selectedHaustyp',
      'selectedUnvollstaendigBeheizung',
      'selectedFussbodenheizung',
      'selectedKueche',
      'selectedKuechengrundausstattung',
      'selectedFussboden',
      'selectedModernisierterBoden',
      'selectedTerrasseBalkon',
      'selectedBesondereAusstattung',
      'selectedModernisierteFenster',
      'selectedSanitaerbereich',
      'selectedElektrogeraete',
      'selectedBetriebskostenB',
      'abweichungen.wasser',
      'abweichungen.zusatz',
    ]);
  });

  it('meldet jeden Konflikt nach §4 mit dem zu ändernden Feld', () => {
    const r = fehlerVon(
      mit({ selectedBaujahr: 7, selectedFussbodenheizung: 0, selectedModernisierteFenster: 0 }),
    );
    expect(r.status).toBe(422);
    expect(r.fehler.map((f) => f.feld).sort()).toEqual([
      'selectedBaujahr',
      'selectedBaujahr',
      'selectedFussbodenheizung',
      'selectedModernisierteFenster',
    ]);
    expect(r.fehler.find((f) => f.feld === 'selectedFussbodenheizung')?.meldung).toBe(
      `Im Berechnungsschritt „Baujahr“ schließt die Auswahl von „1999 – 2008“ die Auswahl „Ja“ bei „Fußbodenheizung“ aus. ${meldungen.regeln.fussbodenheizung} ${meldungen.bitteAendern}`,
    );
  });

  it('meldet Konflikte der Anwendbarkeit von Abweichungen (§5)', () => {
    const r = fehlerVon(mit({ abweichungen: abw({ fassadeA: 0.2 }) })); // class 5 = 1978–1988
    expect(r.fehler.map((f) => f.feld)).toEqual(['selectedBaujahr', 'abweichungen.fassadeA']);
  });

  it('sammelt Feldfehler und Konflikte zusammen', () => {
    const r = fehlerVon(
      mit({ wohnflaeche: '10', selectedHaustyp: null, selectedKuechengrundausstattung: 1 }),
    );
    expect(r.fehler.map((f) => f.feld)).toEqual([
      'wohnflaeche',
      'selectedHaustyp',
      'selectedKuechengrundausstattung',
      'selectedElektrogeraete',
    ]);
  });
});

describe('pruefeBerechnung: Erfolg normalisiert die Eingabe', () => {
  it('nimmt das Rechenbeispiel an', () => {
    const r = pruefeBerechnung(gueltig());
    expect(r.ok).toBe(true);
  });

  it('normalisiert Fläche, Abweichungen, abweichungGesetzt und lässt unbekannte Felder weg', () => {
    const r = pruefeBerechnung(
      mit({
        wohnflaeche: '65,5',
        abweichungGesetzt: false,
        abweichungen: abw({ wasser: ' -0,5 ', zusatz: 1, rueckgebaeude: null }),
        unbekannt: 1,
        selectedBetriebskostenB: [99],
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.fehler));
    expect(r.berechnung.wohnflaeche).toBe('65.5');
    expect(r.berechnung.abweichungen).toEqual({
      wasser: -0.5,
      rueckgebaeude: null,
      waermedaemmung: null,
      fassadeA: null,
      fassadeB: null,
      zusatz: 1,
    });
    expect(r.berechnung.abweichungGesetzt).toBe(true);
    expect(r.berechnung.selectedBetriebskostenB).toEqual([]); // ignored with net rent (§1)
    expect('unbekannt' in r.berechnung).toBe(false);
  });

  it('nimmt ein fehlendes Objekt der Abweichungen als alle leer', () => {
    const ohne = gueltig();
    delete ohne.abweichungen;
    delete ohne.abweichungGesetzt;
    const r = pruefeBerechnung(ohne);
    expect(r.ok).toBe(true);
  });
});

describe('pruefePdfParameter', () => {
  const body = (teil: Record<string, unknown> = {}) => ({
    berechnung: gueltig(),
    zusaetzlicheBegruendungen: 'Adresse: Marienplatz 1',
    ...teil,
  });

  it('nimmt einen gültigen Körper mit Stichtagsdifferenz an', () => {
    const r = pruefePdfParameter(
      body({ stichtagsdifferenz: { stand: '2026-01-01', hoehe: -2.5 } }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.fehler));
    expect(r.parameter.stichtagsdifferenz).toEqual({
      stand: '2026-01-01',
      hoehe: -2.5,
      hoeheZehntel: -25,
    });
    expect(r.parameter.zusaetzlicheBegruendungen).toBe('Adresse: Marienplatz 1');
  });

  it('nimmt Stichtagsdifferenz null und fehlenden Text an', () => {
    const r = pruefePdfParameter({ berechnung: gueltig(), stichtagsdifferenz: null });
    if (!r.ok) throw new Error(JSON.stringify(r.fehler));
    expect(r.parameter.stichtagsdifferenz).toBeUndefined();
    expect(r.parameter.zusaetzlicheBegruendungen).toBe('');
  });

  it.each([
    [{ stichtagsdifferenz: { stand: '2026-02-30', hoehe: 1 } }, 'stichtagsdifferenz.stand'],
    [{ stichtagsdifferenz: { stand: '2026-01-01', hoehe: 2.55 } }, 'stichtagsdifferenz.hoehe'],
    [{ stichtagsdifferenz: { stand: '2026-01-01', hoehe: 1000 } }, 'stichtagsdifferenz.hoehe'],
    [{ stichtagsdifferenz: { stand: '2026-01-01', hoehe: -1000 } }, 'stichtagsdifferenz.hoehe'],
    [{ zusaetzlicheBegruendungen: 'x'.repeat(501) }, 'zusaetzlicheBegruendungen'],
    [{ zusaetzlicheBegruendungen: Array(14).fill('x').join('\n') }, 'zusaetzlicheBegruendungen'],
    [{ berechnung: mit({ selectedHaustyp: null }) }, 'berechnung.selectedHaustyp'],
  ])('422 bei %j', (teil, feld) => {
    const r = pruefePdfParameter(body(teil));
    if (r.ok) throw new Error('expected errors');
    expect(r.status).toBe(422);
    expect(r.fehler.map((f) => f.feld)).toContain(feld);
  });

  it.each([
    [{ berechnung: 'x' }, 'berechnung', 'Ungültiges Format: Objekt erwartet.'],
    [{ berechnung: undefined }, 'berechnung', 'Ungültiges Format: Objekt erwartet.'],
    [
      { berechnung: mit({ selectedHaustyp: '1' }) },
      'berechnung.selectedHaustyp',
      'Ungültiges Format: Zahl oder null erwartet.',
    ],
    [
      { stichtagsdifferenz: { stand: '2026-01-01', hoehe: '2,5' } },
      'stichtagsdifferenz.hoehe',
      'Ungültiges Format: Zahl erwartet.',
    ],
    [
      { zusaetzlicheBegruendungen: 5 },
      'zusaetzlicheBegruendungen',
      'Ungültiges Format: Text erwartet.',
    ],
  ])('400 bei %j', (teil, feld, meldung) => {
    const r = pruefePdfParameter(body(teil));
    if (r.ok) throw new Error('expected errors');
    expect(r.status).toBe(400);
    expect(r.fehler).toContainEqual({ feld, meldung });
  });
});
