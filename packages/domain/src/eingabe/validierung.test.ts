import { describe, expect, it } from 'vitest';
import { meldungen } from '../schema/meldungen.ts';
import { pruefePdfParameter } from './pruefung.ts';
import { abweichungInCent } from '../grundlagen/abweichung.ts';
import {
  pruefeWohnflaecheText,
  baujahrklasseFuerJahr,
  istErlaubteStichtagsdifferenzEingabe,
  istErlaubteWohnflaecheEingabe,
  istIsoDatum,
  normalisiereWohnflaeche,
  pruefeAbweichung,
  pruefeAuswahl,
  pruefeDateiname,
  pruefeFreitext,
  pruefeKommentar,
  pruefeManuellesBaujahr,
  pruefeStichtagsdifferenzHoehe,
  pruefeStichtagsdifferenzStand,
  pruefeWohnflaeche,
} from './validierung.ts';

const WOHNFLAECHE = meldungen.wohnflaeche;

describe('Wohnfläche (§5)', () => {
  it.each(['20', '160', '65,5', '65.5', '22,499', '159.999', '160,000', ' 70 '])(
    'nimmt %j an',
    (t) => {
      expect(pruefeWohnflaeche(t)).toBeNull();
    },
  );
  it.each([
    '19,999',
    '160,001',
    '160.0001',
    '65,1234',
    '',
    'abc',
    '-30',
    '1e2',
    '65,',
    ',5',
    '65 5',
  ])('lehnt %j ab', (t) => {
    expect(pruefeWohnflaeche(t)).toBe(WOHNFLAECHE);
  });
  it('wandelt das Komma um', () => {
    expect(normalisiereWohnflaeche(' 65,5 ')).toBe('65.5');
  });
  it.each([
    ['', true],
    ['6', true],
    ['65,', true],
    ['65.', true],
    ['65,123', true],
    ['65,1234', false],
    ['65,1,', false],
    ['65.1.2', false],
    ['a', false],
    ['-', false],
    [',5', false],
    ['6 5', false],
  ])('Tastenfilter %j → %s', (t, erlaubt) => {
    expect(istErlaubteWohnflaecheEingabe(t)).toBe(erlaubt);
  });
});

// issue 26 §11: a pasted area that is no number says so, not only the 20–160 m² rule
describe('Wohnfläche als Text im Feld', () => {
  it.each([
    ['1e2', meldungen.wohnflaecheZeichen],
    ['65,5.', meldungen.wohnflaecheZeichen],
    ['65,1234', meldungen.wohnflaecheZeichen],
    ['10', meldungen.wohnflaeche],
    ['65,5', null],
    ['', meldungen.wohnflaeche],
  ])('%j → %s', (text, meldung) => {
    expect(pruefeWohnflaecheText(text)).toBe(meldung);
  });
});

describe('manuelles Baujahr (§5)', () => {
  const heute = new Date(2026, 10, 22);
  const MELDUNG = meldungen.baujahrManuell;
  it.each([
    ['0', 0],
    ['1918', 0],
    ['1919', 1],
    ['1948', 2],
    ['1949', 3],
    ['1977', 4],
    ['1978', 5],
    ['1998', 6],
    ['1999', 7],
    ['2018', 8],
    ['2019', 9],
    ['2021', 9],
    ['2022', 10],
    ['2023', 10],
  ])('%s → Klasse %i', (jahr, klasse) => {
    expect(pruefeManuellesBaujahr(jahr, heute)).toEqual({
      meldung: null,
      klasse,
      aprilscherz: null,
    });
  });
  it.each(['2024', '-1', '19.5', '1999,0', 'abc', '20000'])('lehnt %j ab', (jahr) => {
    expect(pruefeManuellesBaujahr(jahr, heute)).toEqual({
      meldung: MELDUNG,
      klasse: null,
      aprilscherz: null,
    });
  });
  it('behandelt leer als keine Eingabe', () => {
    expect(pruefeManuellesBaujahr('  ', heute)).toEqual({
      meldung: null,
      klasse: null,
      aprilscherz: null,
    });
  });
  it('scherzt über 2020 nur am 1. April', () => {
    expect(pruefeManuellesBaujahr('2020', new Date(2026, 3, 1)).aprilscherz).toBe(
      meldungen.aprilscherz2020,
    );
    expect(pruefeManuellesBaujahr('2020', new Date(2026, 3, 1)).klasse).toBe(9);
    expect(pruefeManuellesBaujahr('2020', new Date(2026, 3, 2)).aprilscherz).toBeNull();
    expect(pruefeManuellesBaujahr('2021', new Date(2026, 3, 1)).aprilscherz).toBeNull();
  });
  it('bildet Jahre außerhalb der Klassen auf null ab', () => {
    expect(baujahrklasseFuerJahr(2024)).toBeNull();
    expect(baujahrklasseFuerJahr(1500)).toBe(0);
    expect(baujahrklasseFuerJahr(1950.5)).toBeNull();
  });
});

describe('Pflichtauswahl (§5)', () => {
  it.each([
    [null, 'wohnlage', meldungen.auswahlFehlt],
    [undefined, 'heizung', meldungen.auswahlFehlt],
    [[], 'sanitaerbereich', meldungen.auswahlFehlt],
    [null, 'betriebskosten', meldungen.auswahlFehlt],
    [null, 'baujahr', meldungen.auswahlFehltBaujahr],
  ] as const)('%j bei %s', (wert, schritt, meldung) => {
    expect(pruefeAuswahl(wert, schritt)).toBe(meldung);
  });
  it('nimmt eine Auswahl an, auch Id 0', () => {
    expect(pruefeAuswahl(0, 'wohnlage')).toBeNull();
    expect(pruefeAuswahl([5], 'sanitaerbereich')).toBeNull();
  });
});

describe('Grenzen der Abweichungen (§5)', () => {
  const faelle = [
    ['wasser', '-0,70', '0,00'],
    ['rueckgebaeude', '0,00', '0,70'],
    ['waermedaemmung', '0,00', '0,90'],
    ['fassadeA', '0,00', '0,40'],
    ['fassadeB', '-0,25', '0,00'],
    ['zusatz', '-4,50', '4,00'],
  ] as const;
  it.each(faelle)(
    '%s nimmt seine Grenzen %s und %s an und lehnt knapp daneben ab',
    (feld, min, max) => {
      const meldung = `Geben Sie hier einen Wert zwischen ${min} Euro und ${max} Euro ein. Bitte ändern Sie Ihre Eingabe.`;
      const cent = (t: string) => Math.round(Number(t.replace(',', '.')) * 100);
      const text = (c: number) => (c / 100).toFixed(2).replace('.', ',');
      expect(pruefeAbweichung(feld, min)).toBeNull();
      expect(pruefeAbweichung(feld, max)).toBeNull();
      expect(pruefeAbweichung(feld, cent(min) / 100)).toBeNull();
      expect(pruefeAbweichung(feld, text(cent(min) - 1))).toBe(meldung);
      expect(pruefeAbweichung(feld, text(cent(max) + 1))).toBe(meldung);
      expect(pruefeAbweichung(feld, (cent(max) + 1) / 100)).toBe(meldung);
    },
  );
  it('übergeht Leerzeichen, nimmt Komma und Punkt, leer ist in Ordnung', () => {
    expect(pruefeAbweichung('zusatz', ' 1, 5 ')).toBeNull();
    expect(pruefeAbweichung('zusatz', '1.5')).toBeNull();
    expect(pruefeAbweichung('zusatz', '')).toBeNull();
    expect(pruefeAbweichung('zusatz', null)).toBeNull();
    expect(pruefeAbweichung('zusatz', undefined)).toBeNull();
  });
  it('liest eine Abweichung mit dem einen Geldleser (issue 17 Punkt 1), wie die Miete', () => {
    expect(pruefeAbweichung('fassadeB', '-0,25 €')).toBeNull();
    expect(abweichungInCent('-0,25 €')).toBe(-25);
    expect(abweichungInCent('1.103,02')).toBe(110302); // read, then refused by the bounds
    expect(pruefeAbweichung('zusatz', '1.103,02')).not.toBeNull();
    expect(abweichungInCent('2.000')).toBeNull(); // ambiguous: never 2,00 nor 2.000,00
  });
  it.each(['abc', '1,234', '0.001', '1e0', '--1', '2.000'])('lehnt %j ab', (t) => {
    expect(pruefeAbweichung('zusatz', t)).toBe(
      'Geben Sie hier einen Wert zwischen -4,50 Euro und 4,00 Euro ein. Bitte ändern Sie Ihre Eingabe.',
    );
  });
});

describe('Name und Kommentar einer Vorlage (§5)', () => {
  it.each(['Müller Straße 5', 'Vorlage_1-a.b', 'ÄÖÜäöüß', 'x'.repeat(60)])('nimmt %j an', (n) => {
    expect(pruefeDateiname(n)).toBeNull();
  });
  it('begrenzt auf 60 Zeichen', () => {
    expect(pruefeDateiname('x'.repeat(61))).toBe(meldungen.dateinameZuLang);
  });
  it.each(['', '   '])('lehnt leeres %j ab', (n) => {
    expect(pruefeDateiname(n)).toBe(meldungen.dateinameLeer);
  });
  it.each(['a/b', 'a\\b', 'Grüße!', 'a:b', 'x\ty', 'é', '<script>'])('lehnt %j ab', (n) => {
    expect(pruefeDateiname(n)).toBe(meldungen.dateinameUnzulaessig);
  });
  it('begrenzt Kommentare auf 100 Zeichen', () => {
    expect(pruefeKommentar('ü'.repeat(100))).toBeNull();
    expect(pruefeKommentar('ü'.repeat(101))).toBe(meldungen.kommentarZuLang);
  });
});

describe('Stichtagsdifferenz', () => {
  const MELDUNG = meldungen.stichtagsdifferenzHoehe;
  it.each(['2,5', '-2.5', '0', '999,9', '-999,9', '12'])('nimmt %j an', (t) => {
    expect(pruefeStichtagsdifferenzHoehe(t)).toBeNull();
  });
  it.each(['2,55', '1000', '-1000', 'abc', '1,', '+1'])('lehnt %j ab', (t) => {
    expect(pruefeStichtagsdifferenzHoehe(t)).toBe(MELDUNG);
  });
  it('Hinweis, Meldung und beide Prüfungen folgen einer Grenze (±999,99, §5/§9)', () => {
    expect(meldungen.stichtagsdifferenzHinweis).toBe(meldungen.stichtagsdifferenzHinweis);
    expect(meldungen.stichtagsdifferenzHoehe).toBe(MELDUNG);
    const pdf = (hoehe: number) =>
      pruefePdfParameter({ berechnung: {}, stichtagsdifferenz: { stand: '2026-01-01', hoehe } });
    const hoeheFehler = (hoehe: number) =>
      JSON.stringify(pdf(hoehe)).includes('"stichtagsdifferenz.hoehe"');
    expect([hoeheFehler(999.9), hoeheFehler(-999.9), hoeheFehler(1000)]).toEqual([
      false,
      false,
      true,
    ]);
  });
  it('verlangt einen Wert, wenn leer', () => {
    expect(pruefeStichtagsdifferenzHoehe('')).toBe(meldungen.stichtagsdifferenzHoeheFehlt);
  });
  it.each([
    ['', true],
    ['-', true],
    ['-2', true],
    ['2,', true],
    ['2,5', true],
    ['999.9', true],
    ['2,55', false],
    ['2,5,', false],
    ['--2', false],
    ['2-', false],
    ['1000', false],
    ['a', false],
  ])('Tastenfilter %j → %s', (t, erlaubt) => {
    expect(istErlaubteStichtagsdifferenzEingabe(t)).toBe(erlaubt);
  });
  it('prüft das Datum', () => {
    expect(istIsoDatum('2024-02-29')).toBe(true);
    expect(istIsoDatum('2023-02-29')).toBe(false);
    expect(istIsoDatum('2024-13-01')).toBe(false);
    expect(istIsoDatum('22.11.2026')).toBe(false);
    expect(pruefeStichtagsdifferenzStand('2026-11-22')).toBeNull();
    expect(pruefeStichtagsdifferenzStand('2026-11-31')).toBe(meldungen.stichtagsdifferenzStand);
  });
});

describe('Freitext (§5)', () => {
  it('erlaubt 500 Zeichen und 13 Zeilen', () => {
    expect(pruefeFreitext('a'.repeat(500))).toBeNull();
    expect(pruefeFreitext(Array(13).fill('x').join('\n'))).toBeNull();
    expect(pruefeFreitext(Array(13).fill('x').join('\r\n'))).toBeNull();
  });
  it('lehnt mehr ab', () => {
    expect(pruefeFreitext('a'.repeat(501))).toBe(meldungen.freitextZuLang);
    expect(pruefeFreitext(Array(14).fill('x').join('\n'))).toBe(meldungen.freitextZuVieleZeilen);
  });
});
