// issue 13, issue 17 item 1: the amounts of "Ihre Miete im Vergleich" as typed and as the PDF
// call and a template carry them.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import {
  meldungen,
  MIETBETRAG_HOECHSTENS_CENT,
  mietbetragAlsText,
  mietbetragInCent,
  mietvergleichMeldungen,
  pruefeMietbetrag,
  pruefeMietDatum,
  pruefeMietvergleich,
  pruefePdfParameter,
  pruefeStichtagsdifferenzStand,
} from '../index.ts';

describe('Eingabe des Betrags (der eine Leser für Geldbeträge, issue 17 Punkt 1)', () => {
  it.each([
    ['921,59', 92159],
    ['921.59', 92159],
    [' 921 ', 92100],
    ['0,01', 1],
    ['100000', 10_000_000],
    ['100.000,00', 10_000_000],
    // what the product prints is read back: issue 17 (was refused, or cut to 1.10 by a filter)
    ['1.103,02', 110302],
    ['1.050,00', 105000],
    ['1103.02', 110302],
  ])('%s → %i Cent', (text, c) => {
    expect(mietbetragInCent(text)).toBe(c);
    expect(pruefeMietbetrag(text)).toBeNull();
  });

  it.each([
    ['921,599', mietvergleichMeldungen.betrag],
    ['abc', mietvergleichMeldungen.betrag],
    ['1,103.02', mietvergleichMeldungen.betrag],
    ['1.103', meldungen.betragMehrdeutig(110300)],
    ['0', mietvergleichMeldungen.betragNull],
    ['0,00', mietvergleichMeldungen.betragNull],
    ['-5', mietvergleichMeldungen.betragNull],
    ['100000,01', mietvergleichMeldungen.betragZuHoch],
  ])('%s wird abgelehnt: %s', (text, meldung) => {
    expect(mietbetragInCent(text)).toBeNull();
    expect(pruefeMietbetrag(text)).toBe(meldung);
  });

  it('leer ist kein Fehler; die Ablehnung nennt die Form, die das Produkt druckt', () => {
    expect(pruefeMietbetrag('')).toBeNull();
    expect(pruefeMietbetrag('1,2,3')).toMatch(/zum Beispiel 1\.103,02 oder 1103,02\./);
  });

  it('eine Vorlage stellt den Betrag so her, wie das Produkt ihn druckt, und er wird wieder gelesen', () => {
    expect(mietbetragAlsText(110302)).toBe('1.103,02');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MIETBETRAG_HOECHSTENS_CENT }), (c) => {
        expect(mietbetragInCent(mietbetragAlsText(c))).toBe(c);
      }),
    );
  });
});

describe('mietvergleich des PDF-Aufrufs', () => {
  it('alte Aufrufe ohne ihn bleiben unverändert; gültige Werte kommen in Cent zurück', () => {
    const ohne = pruefePdfParameter({ berechnung: fixture.given });
    expect(ohne.ok && ohne.parameter.mietvergleich).toBe(undefined);
    const mit = pruefePdfParameter({
      berechnung: fixture.given,
      mietvergleich: {
        miete: 800,
        mieterhoehung: {
          neueMiete: 920.01,
          mieteVorDreiJahren: 800,
          letzteErhoehung: '2024-03-01',
          zugang: null,
        },
      },
    });
    expect(mit.ok && mit.parameter.mietvergleich).toEqual({
      mieteCent: 80000,
      erhoehung: {
        neueMieteCent: 92001,
        mieteVorDreiJahrenCent: 80000,
        letzteErhoehung: '2024-03-01',
        zugang: null,
      },
    });
  });

  it('ungültige Werte sind 422 mit Feld und deutscher Meldung; falsche Typen 400', () => {
    const r = pruefePdfParameter({
      berechnung: fixture.given,
      mietvergleich: {
        miete: 0.001,
        mieterhoehung: { neueMiete: -1, letzteErhoehung: '2025-02-30', zugang: '2024-01-01' },
      },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(422);
    expect(r.fehler.map((f) => f.feld)).toEqual([
      'mietvergleich.miete',
      'mietvergleich.mieterhoehung.neueMiete',
      'mietvergleich.mieterhoehung.letzteErhoehung',
    ]);
    const vorher = pruefeMietvergleich({
      mieterhoehung: { letzteErhoehung: '2025-01-01', zugang: '2024-12-31' },
    });
    expect(vorher.fehler).toEqual([
      {
        feld: 'mietvergleich.mieterhoehung.zugang',
        meldung:
          'Das Schreiben kann nicht vor der letzten Mieterhöhung oder dem Einzug zugegangen sein. Bitte ändern Sie Ihre Eingabe.',
      },
    ]);
    const typ = pruefePdfParameter({ berechnung: fixture.given, mietvergleich: { miete: '800' } });
    expect(typ.ok === false && typ.status).toBe(400);
    expect(typ.ok === false && typ.fehler[0]?.meldung).toMatch(/Zahl oder null/);
  });
});

// issue 27 §5: 9999-11-30 as the letter's day or 9997-12-31 as a lease's start crashed the PDF
// („Ungültiges Datum: 10000-02-29“) and blanked the page; refused with the range named.
describe('Datumsbereich (01.01.1900 bis 31.12.2099)', () => {
  const bereich =
    'Das Datum muss zwischen dem 01.01.1900 und dem 31.12.2099 liegen. Bitte ändern Sie Ihre Eingabe.';

  it.each(['9999-11-30', '9997-12-31', '2100-01-01', '1899-12-31', '0001-01-01'])(
    '%s wird mit dem Bereich abgelehnt',
    (tag) => {
      expect(pruefeMietDatum(tag)).toBe(bereich);
      expect(pruefeStichtagsdifferenzStand(tag)).toBe(bereich);
    },
  );

  it.each(['1900-01-01', '2099-12-31', '2026-11-27'])('%s wird angenommen', (tag) => {
    expect(pruefeMietDatum(tag)).toBeNull();
    expect(pruefeStichtagsdifferenzStand(tag)).toBeNull();
  });

  it('PDF-Aufruf und Vorlage: 422 mit Feld und Bereich, kein Wert wird daraus gerechnet', () => {
    const r = pruefePdfParameter({
      berechnung: fixture.given,
      stichtagsdifferenz: { stand: '2100-01-01', hoehe: 2.5 },
      mietvergleich: {
        mieterhoehung: { neueMiete: 950, letzteErhoehung: '2024-03-01', zugang: '9999-11-30' },
        mietpreisbremse: { beginn: '9997-12-31', miete: 900 },
      },
    });
    expect(r.ok === false && r.status).toBe(422);
    expect(r.ok === false && r.fehler).toEqual([
      { feld: 'stichtagsdifferenz.stand', meldung: bereich },
      { feld: 'mietvergleich.mieterhoehung.zugang', meldung: bereich },
      { feld: 'mietvergleich.mietpreisbremse.beginn', meldung: bereich },
    ]);
  });
});
