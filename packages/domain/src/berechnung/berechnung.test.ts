import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import roh from '../data/mietspiegel-muenchen-2025.json' with { type: 'json' };
import {
  berechneInCent,
  berechneOrtsueblicheMiete,
  grundpreisCent,
  durchschnittInCent,
  mitStichtagsdifferenz,
  vorlaeufigeWerte,
} from './berechnung.ts';
import { abweichungInCent } from '../grundlagen/abweichung.ts';
import { vorlaeufigHinweis } from '../ausgaben/ausgabe.ts';
import { leererEntwurf } from '../eingabe/entwurf.ts';
import { pruefeBerechnung } from '../eingabe/pruefung.ts';
import { abweichungsFelder, schrittNachId } from '../eingabe/schritte.ts';
import type { AbweichungsFeld, Berechnung, GepruefteBerechnung } from '../schema/typen.ts';
import { leseEntwurf, leseWohnflaeche } from '../eingabe/validierung.ts';

/** Expected values are read straight from the JSON (euros → cents here, independently). */
const jsonCent = (euro: number): number => Math.round(euro * 100);
const zeileMitVon = (von: number) => {
  const z = roh.grundpreise.zeilen.find((r) => r.von === von);
  if (!z) throw new Error(`keine Zeile ab ${von}`);
  return z;
};

/**
 * Answers built by hand with the values the check reads from them (pruefung.ts), read with the
 * same readers. Some of them carry conflicts the check refuses; the calculation does not look at
 * conflicts. A property test below ties this to the check.
 */
function gelesen(b: Berechnung): GepruefteBerechnung {
  const flaecheTausendstel = leseWohnflaeche(b.wohnflaeche);
  if (flaecheTausendstel === null) throw new Error(`keine Wohnfläche: ${b.wohnflaeche}`);
  const abweichungenCent = Object.fromEntries(
    abweichungsFelder.map((f) => [f, abweichungInCent(b.abweichungen[f])]),
  ) as Record<AbweichungsFeld, number | null>;
  return { ...b, flaecheTausendstel, abweichungenCent };
}

/** An area text → thousandths of m², by the domain's one area reader. */
function tausendstel(text: string): number {
  const t = leseWohnflaeche(text);
  if (t === null) throw new Error(`keine Wohnfläche: ${text}`);
  return t;
}

/** A calculation that adds nothing beyond Grundpreis (Wohnlage 0, Gebäudetyp 2, Haustyp 4, all 'no'). */
function basis(ueberschreiben: Partial<Berechnung> = {}): GepruefteBerechnung {
  return gelesen({
    ...leererEntwurf(),
    wohnflaeche: '65.5',
    selectedBaujahr: 5,
    selectedWohnlage: 0,
    selectedGebaeudetyp: 2,
    selectedHaustyp: 4,
    selectedUnvollstaendigBeheizung: 1,
    selectedFussbodenheizung: 1,
    selectedSanitaerbereich: [5],
    selectedKueche: 1,
    selectedKuechengrundausstattung: 0,
    selectedElektrogeraete: [3],
    selectedFussboden: 3,
    selectedModernisierterBoden: 1,
    selectedTerrasseBalkon: 1,
    selectedBesondereAusstattung: 1,
    selectedModernisierteFenster: 1,
    selectedBetriebskostenA: 0,
    ...ueberschreiben,
  });
}

describe('Zeile der Grundpreistabelle (berechnungsregeln.md §2.1: Fläche kaufmännisch auf ganze m² gerundet)', () => {
  const faelle: [string, number][] = [
    ['20', 20],
    ['22.499', 20], // 22.499 → 22 → row 20–22
    ['22.5', 23], // 22.5 → 23 → row 23–24
    ['24.5', 25], // → 25 → row 25–26
    ['20.499', 20],
    ['110.5', 111], // → 111 → first provisional row 111–116
    ['110.499', 109],
    ['159.5', 153], // → 160 → row 153–160
    ['160', 153],
    ['65,5', 65],
  ];
  for (const [flaeche, zeileVon] of faelle) {
    it.each(roh.baujahrklassen.map((k) => k.id))(
      `${flaeche} m², Klasse %i → Zeile ab ${zeileVon} m²`,
      (klasse) => {
        expect(grundpreisCent(tausendstel(flaeche), klasse)).toBe(
          jsonCent(zeileMitVon(zeileVon).euroProQm[klasse]!),
        );
      },
    );
  }

  it('wirft außerhalb der Tabelle, statt zu raten', () => {
    expect(() => grundpreisCent(19_499, 0)).toThrow();
    expect(() => grundpreisCent(160_500, 0)).toThrow();
    expect(() => grundpreisCent(65_000, 11)).toThrow();
  });
});

describe('berechneOrtsueblicheMiete', () => {
  it('addiert jeden Zuschlag der Tabelle 3 mit seiner deutschen Bezeichnung', () => {
    const b = basis({
      selectedWohnlage: 5,
      selectedGebaeudetyp: 0,
      selectedHaustyp: 3,
      selectedUnvollstaendigBeheizung: 0,
      selectedFussbodenheizung: 0,
      selectedSanitaerbereich: [0, 1, 2, 3, 4],
      selectedKueche: 0,
      selectedElektrogeraete: [0, 1, 2],
      selectedFussboden: 0,
      selectedModernisierterBoden: 0,
      selectedTerrasseBalkon: 0,
      selectedBesondereAusstattung: 0,
      selectedModernisierteFenster: 0,
    });
    const e = berechneOrtsueblicheMiete(b);
    const z = roh.zuschlaege;
    expect(e.aufschluesselung.zuschlaege).toEqual([
      { merkmal: 'wohnlage', bezeichnung: 'Zentrale beste Lage', euroProQm: z.wohnlage[5] },
      { merkmal: 'gebaeudetyp', bezeichnung: 'Hochhaus', euroProQm: z.gebaeudetyp[0] },
      { merkmal: 'haustyp', bezeichnung: 'Einfacher Nachkriegsbau', euroProQm: z.haustyp[3] },
      {
        merkmal: 'unvollstaendigeBeheizung',
        bezeichnung: 'Unvollständige Beheizung',
        euroProQm: z.unvollstaendigeBeheizung,
      },
      {
        merkmal: 'fussbodenheizung',
        bezeichnung: 'Fußbodenheizung',
        euroProQm: z.fussbodenheizung,
      },
      {
        merkmal: 'sanitaerbereich',
        bezeichnung:
          'Besondere Zusatzausstattung im Bad, Handtuchheizkörper, Separate bodengleiche Dusche, Bad mit mindestens 6 m² oder zweites Bad, Modernisiertes Bad',
        euroProQm: 3.1,
      },
      { merkmal: 'offeneKueche', bezeichnung: 'Offene Küche', euroProQm: z.offeneKueche },
      {
        merkmal: 'elektrogeraete',
        bezeichnung:
          'Ceran- oder Induktionskochfeld, Kühlschrank oder Kühl-Gefrier-Kombination, Geschirrspülmaschine',
        euroProQm: 1.59,
      },
      { merkmal: 'fussboden', bezeichnung: 'Kein Bodenbelag', euroProQm: z.fussboden[0] },
      {
        merkmal: 'modernisierterBoden',
        bezeichnung: 'Modernisierter Boden',
        euroProQm: z.modernisierterBoden,
      },
      { merkmal: 'terrasseBalkon', bezeichnung: 'Terrasse/Balkon', euroProQm: z.terrasseBalkon },
      {
        merkmal: 'besondereAusstattung',
        bezeichnung: 'Besondere Ausstattung',
        euroProQm: z.besondereAusstattung,
      },
      {
        merkmal: 'modernisierteFenster',
        bezeichnung: 'Modernisierte Fenster',
        euroProQm: z.modernisierteFenster,
      },
    ]);
    // 11.72 + 2.70 − 0.96 − 1.14 − 2.21 + 1.00 + 3.10 + 0.55 + 1.59 − 1.54 + 1.86 + 0.55 + 0.77 + 2.10 = 20.09
    expect(e.ortsueblicheMieteProQM).toBe(20.09);
    expect(e.schwankungUntenProQm).toBe(roh.spannen.zentral.unten);
    expect(e.schwankungObenProQm).toBe(roh.spannen.zentral.oben);
  });

  it('lässt Merkmale weg, die nichts hinzufügen', () => {
    const e = berechneOrtsueblicheMiete(basis());
    expect(e.aufschluesselung.zuschlaege).toEqual([]);
    expect(e.ortsueblicheMieteProQM).toBe(zeileMitVon(65).euroProQm[5]);
  });

  it.each([
    [0, 'nichtZentral'],
    [1, 'nichtZentral'],
    [2, 'nichtZentral'],
    [3, 'zentral'],
    [4, 'zentral'],
    [5, 'zentral'],
  ] as const)('Wohnlage %i nutzt die Spanne %s', (lage, art) => {
    const e = berechneOrtsueblicheMiete(basis({ selectedWohnlage: lage }));
    expect([e.schwankungUntenProQm, e.schwankungObenProQm]).toEqual([
      roh.spannen[art].unten,
      roh.spannen[art].oben,
    ]);
  });

  it('addiert Betriebskosten nur bei Bruttomiete, Posten ohne Betrag zählen 0', () => {
    const alle = roh.betriebskosten.positionen.map((p) => p.id);
    const netto = berechneOrtsueblicheMiete(
      basis({ selectedBetriebskostenA: 0, selectedBetriebskostenB: alle }),
    );
    expect(netto.aufschluesselung.betriebskostenProQm).toBe(0);
    const brutto = berechneOrtsueblicheMiete(
      basis({ selectedBetriebskostenA: 1, selectedBetriebskostenB: alle }),
    );
    const summe = roh.betriebskosten.positionen.reduce((s, p) => s + jsonCent(p.euroProQm ?? 0), 0);
    expect(Math.round(brutto.aufschluesselung.betriebskostenProQm * 100)).toBe(summe);
    expect(Math.round(brutto.ortsueblicheMieteProQM * 100)).toBe(
      Math.round(netto.ortsueblicheMieteProQM * 100) + summe,
    );
    const nurNull = berechneOrtsueblicheMiete(
      basis({ selectedBetriebskostenA: 1, selectedBetriebskostenB: [8, 12, 13] }),
    );
    expect(nurNull.aufschluesselung.betriebskostenProQm).toBe(0);
    const keine = berechneOrtsueblicheMiete(
      basis({ selectedBetriebskostenA: 1, selectedBetriebskostenB: [] }),
    );
    expect(keine.ortsueblicheMieteProQM).toBe(netto.ortsueblicheMieteProQM);
  });

  it('zählt einen doppelt genannten Betriebskostenposten einmal', () => {
    const mitPreis = roh.betriebskosten.positionen.filter((p) => (p.euroProQm ?? 0) > 0);
    const [a, b] = mitPreis.map((p) => p.id);
    const einmal = berechneOrtsueblicheMiete(
      basis({ selectedBetriebskostenA: 1, selectedBetriebskostenB: [a!, b!] }),
    );
    const doppelt = berechneOrtsueblicheMiete(
      basis({ selectedBetriebskostenA: 1, selectedBetriebskostenB: [b!, a!, b!, a!] }),
    );
    expect(einmal.aufschluesselung.betriebskostenProQm).toBeGreaterThan(0);
    expect(doppelt.aufschluesselung.betriebskostenProQm).toBe(
      einmal.aufschluesselung.betriebskostenProQm,
    );
  });

  it('benennt eine Mehrfachauswahl mit den Bezeichnungen der gewählten Optionen, in Listenreihenfolge', () => {
    const e = berechneOrtsueblicheMiete(
      basis({ selectedSanitaerbereich: [3, 0], selectedElektrogeraete: [1] }),
    );
    const posten = (merkmal: string) =>
      e.aufschluesselung.zuschlaege.find((z) => z.merkmal === merkmal)?.bezeichnung;
    const label = (schritt: 'sanitaerbereich' | 'elektrogeraete', id: number) =>
      schrittNachId(schritt).optionen.find((o) => o.id === id)!.label;
    expect(posten('sanitaerbereich')).toBe(
      `${label('sanitaerbereich', 3)}, ${label('sanitaerbereich', 0)}`,
    );
    expect(posten('elektrogeraete')).toBe(label('elektrogeraete', 1));
  });

  describe('begründete Abweichungen (§2.6)', () => {
    const abw = (werte: Partial<Berechnung['abweichungen']>) => ({
      ...basis().abweichungen,
      ...werte,
    });

    it('addiert die Summe innerhalb der Spanne', () => {
      const e = berechneOrtsueblicheMiete(
        basis({ abweichungen: abw({ wasser: -0.7, zusatz: '1,25', rueckgebaeude: 0.3 }) }),
      );
      expect(e.begruendeteAbweichungenProQmTrue).toBe(0.85);
      expect(e.begruendeteAbweichungenTooHigh).toBe(false);
      expect(e.begruendeteAbweichungenTooLow).toBe(false);
      expect(Math.round(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM * 100)).toBe(
        Math.round(e.ortsueblicheMieteProQM * 100) + 85,
      );
    });

    it('nimmt genau die Obergrenze ohne Kappung', () => {
      const e = berechneOrtsueblicheMiete(basis({ abweichungen: abw({ zusatz: 2.77 }) }));
      expect(e.begruendeteAbweichungenTooHigh).toBe(false);
      expect(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM).toBe(
        e.ortsueblicheMieteSpanneObenProQM,
      );
    });

    it('kappt über der Obergrenze und kennzeichnet es', () => {
      const e = berechneOrtsueblicheMiete(basis({ abweichungen: abw({ zusatz: 2.78 }) }));
      expect(e.begruendeteAbweichungenProQmTrue).toBe(2.78);
      expect(e.begruendeteAbweichungenTooHigh).toBe(true);
      expect(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM).toBe(
        e.ortsueblicheMieteSpanneObenProQM,
      );
      expect(e.ortsueblicheMieteSpanneBegruendeteAbweichungen).toBe(e.ortsueblicheMieteSpanneOben);
    });

    it('kappt unter der Untergrenze und kennzeichnet es', () => {
      const e = berechneOrtsueblicheMiete(basis({ abweichungen: abw({ zusatz: -2.82 }) }));
      expect(e.begruendeteAbweichungenTooLow).toBe(true);
      expect(e.begruendeteAbweichungenTooHigh).toBe(false);
      expect(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM).toBe(
        e.ortsueblicheMieteSpanneUntenProQM,
      );
      const genau = berechneOrtsueblicheMiete(basis({ abweichungen: abw({ zusatz: -2.81 }) }));
      expect(genau.begruendeteAbweichungenTooLow).toBe(false);
    });
  });

  it('hält die Zwischenwerte in Cent stimmig', () => {
    const c = berechneInCent(basis({ wohnflaeche: '22.5', selectedWohnlage: 1 }));
    expect(c.tabellenQm).toBe(23);
    expect(c.flaecheTausendstel).toBe(22500);
    expect(c.mittel).toBe(
      c.grundpreis + c.zuschlaege.reduce((s, z) => s + z.cent, 0) + c.betriebskosten,
    );
  });
});

describe('Eigenschaftstests über zufällige Berechnungen', () => {
  const flaeche = fc
    .integer({ min: 20000, max: 160000 })
    .chain((t) =>
      fc.constantFrom(0, 1, 2, 3).map((stellen) => ({ t: t - (t % 10 ** (3 - stellen)), stellen })),
    )
    .filter(({ t }) => t >= 20000)
    .map(({ t, stellen }) => {
      const ganz = Math.floor(t / 1000);
      const rest = String(t % 1000)
        .padStart(3, '0')
        .slice(0, stellen);
      return stellen === 0 ? String(ganz) : `${ganz}.${rest}`;
    });
  const teilmenge = (max: number) =>
    fc.uniqueArray(fc.integer({ min: 0, max }), { maxLength: max + 1 });
  const abweichung = (feld: keyof typeof roh.abweichungen) => {
    const g = roh.abweichungen[feld] as { min: number; max: number };
    return fc.oneof(
      fc.constant(''),
      fc.integer({ min: jsonCent(g.min), max: jsonCent(g.max) }).map((c) => c / 100),
    );
  };
  const berechnung = fc.record({
    wohnflaeche: flaeche,
    selectedBaujahr: fc.integer({ min: 0, max: 10 }),
    selectedWohnlage: fc.integer({ min: 0, max: 5 }),
    selectedGebaeudetyp: fc.integer({ min: 0, max: 2 }),
    selectedHaustyp: fc.integer({ min: 0, max: 4 }),
    selectedUnvollstaendigBeheizung: fc.integer({ min: 0, max: 1 }),
    selectedFussbodenheizung: fc.integer({ min: 0, max: 1 }),
    selectedSanitaerbereich: fc.oneof(
      fc.constant([5]),
      teilmenge(4).filter((l) => l.length > 0),
    ),
    selectedKueche: fc.integer({ min: 0, max: 1 }),
    selectedKuechengrundausstattung: fc.integer({ min: 0, max: 1 }),
    selectedElektrogeraete: fc.oneof(
      fc.constant([3]),
      teilmenge(2).filter((l) => l.length > 0),
    ),
    selectedFussboden: fc.integer({ min: 0, max: 3 }),
    selectedModernisierterBoden: fc.integer({ min: 0, max: 1 }),
    selectedTerrasseBalkon: fc.integer({ min: 0, max: 1 }),
    selectedBesondereAusstattung: fc.integer({ min: 0, max: 1 }),
    selectedModernisierteFenster: fc.integer({ min: 0, max: 1 }),
    abweichungGesetzt: fc.boolean(),
    abweichungen: fc.record({
      wasser: abweichung('wasser'),
      rueckgebaeude: abweichung('rueckgebaeude'),
      waermedaemmung: abweichung('waermedaemmung'),
      fassadeA: abweichung('fassadeA'),
      fassadeB: abweichung('fassadeB'),
      zusatz: abweichung('zusatz'),
    }),
    selectedBetriebskostenA: fc.integer({ min: 0, max: 1 }),
    selectedBetriebskostenB: teilmenge(17),
  }) as fc.Arbitrary<Berechnung>;

  const c = (euro: number) => Math.round(euro * 100);
  /** monthly = per-m² × exact area, half up, computed with BigInt from the area text. */
  const monatOrakel = (centProQm: number, wohnflaeche: string): number => {
    const [ganz, bruch = ''] = wohnflaeche.split('.');
    const tausendstel = BigInt(ganz!) * 1000n + BigInt(bruch.padEnd(3, '0'));
    const produkt = BigInt(centProQm) * tausendstel;
    const betrag = produkt < 0n ? -produkt : produkt;
    let q = betrag / 1000n;
    if ((betrag % 1000n) * 2n >= 1000n) q += 1n;
    return Number(produkt < 0n ? -q : q);
  };

  it('die Vorschau mit allen Antworten gleicht dem Ergebnis auf den Cent', () => {
    fc.assert(
      fc.property(berechnung, (b) => {
        expect(durchschnittInCent(leseEntwurf(b))?.mittel).toBe(
          c(berechneOrtsueblicheMiete(gelesen(b)).ortsueblicheMieteProQM),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('Untergrenze ≤ Durchschnitt ≤ Obergrenze, und das gekappte Ergebnis liegt in der Spanne', () => {
    fc.assert(
      fc.property(berechnung, (b) => {
        const e = berechneOrtsueblicheMiete(gelesen(b));
        expect(e.ortsueblicheMieteSpanneUntenProQM).toBeLessThanOrEqual(e.ortsueblicheMieteProQM);
        expect(e.ortsueblicheMieteProQM).toBeLessThanOrEqual(e.ortsueblicheMieteSpanneObenProQM);
        expect(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM).toBeGreaterThanOrEqual(
          e.ortsueblicheMieteSpanneUntenProQM,
        );
        expect(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM).toBeLessThanOrEqual(
          e.ortsueblicheMieteSpanneObenProQM,
        );
        expect(e.ortsueblicheMieteSpanneUnten).toBeLessThanOrEqual(e.ortsueblicheMiete);
        expect(e.ortsueblicheMiete).toBeLessThanOrEqual(e.ortsueblicheMieteSpanneOben);
        expect(e.begruendeteAbweichungenTooHigh && e.begruendeteAbweichungenTooLow).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('Monatsbeträge sind Betrag je m² × genaue Fläche, kaufmännisch gerundet (BigInt-Orakel)', () => {
    fc.assert(
      fc.property(berechnung, (b) => {
        const e = berechneOrtsueblicheMiete(gelesen(b));
        const paare: [number, number][] = [
          [e.ortsueblicheMieteProQM, e.ortsueblicheMiete],
          [e.ortsueblicheMieteSpanneUntenProQM, e.ortsueblicheMieteSpanneUnten],
          [e.ortsueblicheMieteSpanneObenProQM, e.ortsueblicheMieteSpanneOben],
          [
            e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM,
            e.ortsueblicheMieteSpanneBegruendeteAbweichungen,
          ],
        ];
        for (const [proQm, monat] of paare) {
          expect(c(monat)).toBe(monatOrakel(c(proQm), b.wohnflaeche));
          expect(Number.isInteger(monat * 100) || Math.abs(monat * 100 - c(monat)) < 1e-6).toBe(
            true,
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('der Durchschnitt ist Grundpreis + Tabelle 3 + Betriebskosten, direkt aus dem JSON gelesen', () => {
    fc.assert(
      fc.property(berechnung, (b) => {
        const [ganz, bruch = ''] = b.wohnflaeche.split('.');
        const qm = Number(ganz) + (Number(bruch.padEnd(3, '0')) >= 500 ? 1 : 0);
        const zeile = roh.grundpreise.zeilen.find((r) => r.von <= qm && qm <= r.bis)!;
        const z = roh.zuschlaege;
        const ja = (wert: number, euro: number) => (wert === 0 ? jsonCent(euro) : 0);
        let erwartet =
          jsonCent(zeile.euroProQm[b.selectedBaujahr]!) +
          jsonCent(z.wohnlage[b.selectedWohnlage]!) +
          jsonCent(z.gebaeudetyp[b.selectedGebaeudetyp]!) +
          jsonCent(z.haustyp[b.selectedHaustyp]!) +
          ja(b.selectedUnvollstaendigBeheizung, z.unvollstaendigeBeheizung) +
          ja(b.selectedFussbodenheizung, z.fussbodenheizung) +
          b.selectedSanitaerbereich.filter((id) => id !== 5).length *
            jsonCent(z.sanitaerJeMerkmal) +
          ja(b.selectedKueche, z.offeneKueche) +
          b.selectedElektrogeraete.filter((id) => id !== 3).length *
            jsonCent(z.elektrogeraetJeGeraet) +
          jsonCent(z.fussboden[b.selectedFussboden]!) +
          ja(b.selectedModernisierterBoden, z.modernisierterBoden) +
          ja(b.selectedTerrasseBalkon, z.terrasseBalkon) +
          ja(b.selectedBesondereAusstattung, z.besondereAusstattung) +
          ja(b.selectedModernisierteFenster, z.modernisierteFenster);
        if (b.selectedBetriebskostenA === 1) {
          for (const id of b.selectedBetriebskostenB)
            erwartet += jsonCent(roh.betriebskosten.positionen[id]!.euroProQm ?? 0);
        }
        expect(c(berechneOrtsueblicheMiete(gelesen(b)).ortsueblicheMieteProQM)).toBe(erwartet);
      }),
      { numRuns: 500 },
    );
  });
});

describe('durchschnittInCent (Vorschau unter jedem Schritt, §2.1–2.4, Cent)', () => {
  it('ist null, bis eine gültige Fläche und das Baujahr bekannt sind', () => {
    const e = leererEntwurf();
    const vorschau = (x: typeof e) => durchschnittInCent(leseEntwurf(x));
    expect(vorschau(e)).toBeNull();
    expect(vorschau({ ...e, wohnflaeche: '65,5', selectedWohnlage: 1 })).toBeNull();
    expect(vorschau({ ...e, wohnflaeche: '19', selectedBaujahr: 5 })).toBeNull();
    expect(vorschau({ ...e, wohnflaeche: '65,', selectedBaujahr: 5 })).toBeNull();
    expect(vorschau({ ...e, wohnflaeche: '65,5', selectedBaujahr: 5 })?.mittel).toBe(
      jsonCent(zeileMitVon(65).euroProQm[5]!),
    );
  });

  // The worked example of berechnungsregeln.md §2 answered step by step in wizard order: the
  // preview counts every answer given so far and ends at the result, 14,07 €/m².
  const schritte: [string, Partial<Berechnung>, number][] = [
    ['Wohnfläche und Baujahr', { wohnflaeche: '65.5', selectedBaujahr: 5 }, 1172],
    ['Wohnlage', { selectedWohnlage: 1 }, 1215],
    ['Gebäudetyp', { selectedGebaeudetyp: 1 }, 1102],
    ['Haustyp', { selectedHaustyp: 4 }, 1102],
    ['Heizung', { selectedUnvollstaendigBeheizung: 1 }, 1102],
    ['Fußbodenheizung', { selectedFussbodenheizung: 1 }, 1102],
    ['Sanitärbereich', { selectedSanitaerbereich: [1] }, 1164],
    ['Küche', { selectedKueche: 1 }, 1164],
    ['Küchengrundausstattung', { selectedKuechengrundausstattung: 0 }, 1164],
    ['Elektrogeräte', { selectedElektrogeraete: [0, 2] }, 1270],
    ['Fußboden', { selectedFussboden: 2 }, 1407],
    ['Modernisierter Boden', { selectedModernisierterBoden: 1 }, 1407],
    ['Terrasse/Balkon', { selectedTerrasseBalkon: 1 }, 1407],
    ['Besondere Ausstattung', { selectedBesondereAusstattung: 1 }, 1407],
    ['Modernisierte Fenster', { selectedModernisierteFenster: 1 }, 1407],
    ['Betriebskosten', { selectedBetriebskostenA: 0 }, 1407],
  ];
  it.each(schritte.map((s, i) => [s[0], i, s[2]] as const))(
    'Beispiel bis %s: %i. Schritt → %i Cent/m²',
    (_titel, bis, erwartet) => {
      const antworten = Object.assign(
        leererEntwurf(),
        ...schritte.slice(0, bis + 1).map((s) => s[1]),
      );
      expect(durchschnittInCent(leseEntwurf(antworten))?.mittel).toBe(erwartet);
    },
  );
  it('alle Antworten des Beispiels ergeben das Ergebnis von berechnungsregeln.md §2', () => {
    const alle: unknown = Object.assign(leererEntwurf(), ...schritte.map((s) => s[1]));
    const geprueft = pruefeBerechnung(alle);
    if (!geprueft.ok) throw new Error('Das Beispiel muss die Prüfung bestehen.');
    expect(berechneOrtsueblicheMiete(geprueft.berechnung).ortsueblicheMieteProQM).toBe(14.07);
  });
});

describe('vorlaeufigeWerte (vorläufige Werte einer Berechnung, Status der Ausgabe)', () => {
  const grundpreis = vorlaeufigHinweis.grundpreis(111, 160);
  it.each([
    ['65.5', 0, []],
    ['65.5', 1, [vorlaeufigHinweis.betriebskosten]],
    ['110.499', 0, []], // row of 110 m²
    ['110.5', 0, [grundpreis]], // row of 111 m² (§2.1 rounding)
    ['120', 0, [grundpreis]],
    ['120', 1, [grundpreis, vorlaeufigHinweis.betriebskosten]],
  ] as const)('%s m², Betriebskosten %i → %j', (wohnflaeche, bk, erwartet) => {
    expect(
      vorlaeufigeWerte(
        leseEntwurf({ ...leererEntwurf(), wohnflaeche, selectedBetriebskostenA: bk }),
      ),
    ).toEqual(erwartet);
  });
});

describe('mitStichtagsdifferenz', () => {
  it.each([
    [1407, 25, 1442], // 14.07 × 1.025 = 14.42175 → 14.42
    [92159, 25, 94463], // 921.59 × 1.025 = 944.62975 → 944.63
    [1000, 5, 1005],
    [1001, 5, 1006], // 1006.005 → 1006 (cents: 1001 × 1005 / 1000 = 1006.005 → 1006)
    [1407, 0, 1407],
    [1407, -1000, 0],
    [1407, -33, 1361], // 14.07 × 0.967 = 13.60569 → 13.61
    [200, 9999, 2200], // 2.00 × 10.999 = 21.998 → 22.00
  ])('%i ct mit %i Zehntelprozent → %i ct', (betrag, zehntel, erwartet) => {
    expect(mitStichtagsdifferenz(betrag, zehntel)).toBe(erwartet);
  });

  it('lehnt einen Bruchteil eines Zehntelprozents ab (die Prüfung liest die Höhe in Zehnteln)', () => {
    expect(() => mitStichtagsdifferenz(1000, 25.5)).toThrow();
  });
});
