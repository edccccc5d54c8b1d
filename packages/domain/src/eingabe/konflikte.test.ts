import { describe, expect, it } from 'vitest';
import { leererEntwurf } from './entwurf.ts';
import { ermittleKonflikte } from './konflikte.ts';
import { meldungen } from '../schema/meldungen.ts';
import type { AbweichungsFeld, BerechnungEntwurf, FehlerThema } from '../schema/typen.ts';

/**
 * Oracle written from the wording of spezifikation.md §4 "Baujahr conflict rules by chosen
 * category" (per class, not per pair) and §5 deviation applicability. It is deliberately a
 * different shape from the rule table in konflikte.ts.
 */
type Feld =
  | 'selectedGebaeudetyp'
  | 'selectedHaustyp'
  | 'selectedFussbodenheizung'
  | 'selectedTerrasseBalkon'
  | 'selectedModernisierteFenster'
  | 'selectedModernisierterBoden'
  | 'selectedFussboden'
  | 'selectedKuechengrundausstattung'
  | 'selectedUnvollstaendigBeheizung'
  | 'selectedKueche'
  | 'selectedBesondereAusstattung'
  | 'selectedWohnlage';

function baujahrSchliesstAus(klasse: number, feld: Feld, wert: number): boolean {
  const k = klasse;
  switch (feld) {
    case 'selectedGebaeudetyp':
      return wert === 0 && (k <= 2 || k >= 7);
    case 'selectedHaustyp':
      if (k <= 2) return wert === 3 || wert === 4;
      if (k <= 4) return wert < 3;
      return wert < 4;
    case 'selectedModernisierteFenster':
      return wert === 0 && k >= 3;
    case 'selectedTerrasseBalkon':
    case 'selectedFussbodenheizung':
      return wert === 0 && k >= 7;
    case 'selectedModernisierterBoden':
      return wert === 0 && k >= 9;
    default:
      return false; // Fußboden, Küche, Heizung, Wohnlage, … have no Baujahr rule
  }
}

function baujahrSchliesstAbweichungAus(klasse: number, feld: AbweichungsFeld): boolean {
  if (feld === 'rueckgebaeude') return klasse < 3;
  if (feld === 'waermedaemmung') return klasse < 3 || klasse > 6;
  if (feld === 'fassadeA' || feld === 'fassadeB') return klasse > 2;
  return false;
}

const einfach: [Feld, number][] = [
  ['selectedGebaeudetyp', 3],
  ['selectedHaustyp', 5],
  ['selectedFussbodenheizung', 2],
  ['selectedTerrasseBalkon', 2],
  ['selectedModernisierteFenster', 2],
  ['selectedModernisierterBoden', 2],
  ['selectedFussboden', 4],
  ['selectedKuechengrundausstattung', 2],
  ['selectedUnvollstaendigBeheizung', 2],
  ['selectedKueche', 2],
  ['selectedBesondereAusstattung', 2],
  ['selectedWohnlage', 6],
];

const entwurf = (teil: Partial<BerechnungEntwurf>): BerechnungEntwurf => ({
  ...leererEntwurf(),
  ...teil,
});
const felderVon = (e: BerechnungEntwurf) => ermittleKonflikte(e).felder.map((k) => k.feld);

describe('Baujahr-Regeln auf beiden Seiten jeder Klassengrenze (§4)', () => {
  const klassen = [...Array(11).keys()];
  const faelle = einfach.flatMap(([feld, n]) =>
    klassen.flatMap((klasse) => [...Array(n).keys()].map((wert) => [feld, wert, klasse] as const)),
  );
  it.each(faelle)('%s = %i mit Baujahrklasse %i', (feld, wert, klasse) => {
    const erwartet = baujahrSchliesstAus(klasse, feld, wert);
    const felder = felderVon(entwurf({ selectedBaujahr: klasse, [feld]: wert }));
    expect(felder.includes(feld)).toBe(erwartet);
    expect(felder.includes('selectedBaujahr')).toBe(erwartet);
  });

  // The option that conflicts may stand anywhere in the list, not only first.
  it.each(
    klassen.flatMap((k) =>
      [0, 1, 2, 3, 4, 5].flatMap((id) => [[k, [id]] as const, [k, [0, 2, id]] as const]),
    ),
  )('Baujahrklasse %i mit Sanitärbereich %j', (klasse, liste) => {
    const felder = felderVon(
      entwurf({ selectedBaujahr: klasse, selectedSanitaerbereich: [...liste] }),
    );
    expect(felder.includes('selectedSanitaerbereich')).toBe(liste.includes(4) && klasse >= 7);
  });

  const abweichungsFaelle = klassen.flatMap((k) =>
    (['wasser', 'rueckgebaeude', 'waermedaemmung', 'fassadeA', 'fassadeB', 'zusatz'] as const).map(
      (f) => [f, k] as const,
    ),
  );
  it.each(abweichungsFaelle)('Abweichung %s mit Baujahrklasse %i', (feld, klasse) => {
    const wert = feld === 'wasser' || feld === 'fassadeB' ? '-0,10' : '0,10';
    const mit = ermittleKonflikte(
      entwurf({
        selectedBaujahr: klasse,
        abweichungen: { ...leererEntwurf().abweichungen, [feld]: wert },
      }),
    );
    const erwartet = baujahrSchliesstAbweichungAus(klasse, feld);
    expect(mit.felder.some((k) => k.feld === `abweichungen.${feld}`)).toBe(erwartet);
    expect(mit.flags.abweichungen).toBe(erwartet);
    expect(mit.abweichungen[feld]?.konflikt ?? false).toBe(erwartet);
    // a zero or blank value never conflicts, but the warning is shown when the class applies
    for (const leer of ['', '0', 0, null]) {
      const ohne = ermittleKonflikte(
        entwurf({
          selectedBaujahr: klasse,
          abweichungen: { ...leererEntwurf().abweichungen, [feld]: leer },
        }),
      );
      expect(ohne.felder).toEqual([]);
      expect(ohne.abweichungen[feld]?.konflikt ?? false).toBe(false);
      expect(ohne.abweichungen[feld] !== undefined).toBe(erwartet);
    }
  });
});

describe('schrittübergreifende Regeln ohne Baujahr (§4)', () => {
  const paar = (a: Feld, b: Feld, n: number, m: number, regel: (x: number, y: number) => boolean) =>
    [...Array(n).keys()].flatMap((x) =>
      [...Array(m).keys()].map((y) => [a, x, b, y, regel(x, y)] as const),
    );
  const faelle = [
    ...paar(
      'selectedGebaeudetyp',
      'selectedModernisierteFenster',
      3,
      2,
      (g, f) => g === 0 && f === 0,
    ),
    ...paar('selectedHaustyp', 'selectedModernisierteFenster', 5, 2, (h, f) => h === 3 && f === 0),
    ...paar('selectedFussboden', 'selectedModernisierterBoden', 4, 2, (b, m) => b === 0 && m === 0),
    ...paar('selectedGebaeudetyp', 'selectedHaustyp', 3, 5, () => false),
    ...paar('selectedFussbodenheizung', 'selectedUnvollstaendigBeheizung', 2, 2, () => false),
  ];
  it.each(faelle)('%s = %i und %s = %i → Konflikt %s', (a, x, b, y, erwartet) => {
    const felder = felderVon(entwurf({ [a]: x, [b]: y }));
    expect(felder.includes(a)).toBe(erwartet);
    expect(felder.includes(b)).toBe(erwartet);
  });

  const kueche = [0, 1].flatMap((k) =>
    [[0], [1], [2], [3], [0, 2], [0, 1, 2], []].map(
      (geraete) => [k, geraete, k === 1 && geraete.some((g) => g < 3)] as const,
    ),
  );
  it.each(kueche)(
    'Küchengrundausstattung %i mit Elektrogeräte %j → Konflikt %s',
    (k, geraete, erwartet) => {
      const r = ermittleKonflikte(
        entwurf({ selectedKuechengrundausstattung: k, selectedElektrogeraete: [...geraete] }),
      );
      expect(r.flags.kuechengrundausstattung).toBe(erwartet);
      expect(r.flags.elektrogeraete).toBe(erwartet);
      if (erwartet) {
        expect(r.felder.find((f) => f.feld === 'selectedElektrogeraete')?.meldung).toContain(
          'Zuschläge für Elektrogeräte sind nur möglich, wenn der Vermieter eine Küchengrundausstattung',
        );
      }
    },
  );

  it.each([
    [1, 0.5, true],
    [1, '0,5', true],
    [1, 0, false],
    [1, '', false],
    [1, undefined, false],
    [0, 0.5, false],
    [null, 0.5, false],
  ])('Terrasse/Balkon %s mit balkonGross %j → Konflikt %s', (t, gross, erwartet) => {
    const e = entwurf({
      selectedTerrasseBalkon: t,
      abweichungen: { ...leererEntwurf().abweichungen, balkonGross: gross },
    });
    const r = ermittleKonflikte(e);
    expect(r.flags.terrasseBalkon).toBe(erwartet);
    expect(r.felder.some((f) => f.feld === 'abweichungen.balkonGross')).toBe(erwartet);
  });

  it.each([
    ['0,20', '-0,10', true],
    ['0,20', '', false],
    ['0', '-0,10', false],
    ['', '', false],
  ])('fassadeA %j und fassadeB %j schließen sich aus → %s', (a, b, erwartet) => {
    const r = ermittleKonflikte(
      entwurf({ abweichungen: { ...leererEntwurf().abweichungen, fassadeA: a, fassadeB: b } }),
    );
    expect(r.felder.map((f) => f.feld).sort()).toEqual(
      erwartet ? ['abweichungen.fassadeA', 'abweichungen.fassadeB'] : [],
    );
  });
});

describe('Meldungen, Flags, Warnungen an Optionen', () => {
  it('nennt den anderen Schritt, seine Auswahl und die aktuelle Auswahl (Beispiel der Vorgabe)', () => {
    const r = ermittleKonflikte(entwurf({ selectedBaujahr: 7, selectedFussbodenheizung: 0 }));
    expect(r.felder).toEqual([
      {
        feld: 'selectedBaujahr',
        schritt: 'baujahr',
        mitSchritt: 'fussbodenheizung',
        meldung: `Im Berechnungsschritt „Fußbodenheizung“ schließt die Auswahl von „Ja“ die Auswahl „1999 – 2008“ bei „Baujahr“ aus. ${meldungen.regeln.fussbodenheizung} Bitte ändern Sie Ihre Eingabe.`,
      },
      {
        feld: 'selectedFussbodenheizung',
        schritt: 'fussbodenheizung',
        mitSchritt: 'baujahr',
        meldung: `Im Berechnungsschritt „Baujahr“ schließt die Auswahl von „1999 – 2008“ die Auswahl „Ja“ bei „Fußbodenheizung“ aus. ${meldungen.regeln.fussbodenheizung} Bitte ändern Sie Ihre Eingabe.`,
      },
    ]);
    const gesetzt = Object.entries(r.flags)
      .filter(([, v]) => v)
      .map(([k]) => k as FehlerThema);
    expect(gesetzt.sort()).toEqual(['baujahr', 'fussbodenheizung']);
  });

  it('enthält die Regeln aus §5 in einfacher Sprache', () => {
    const abw = (f: AbweichungsFeld, w: string) => ({ ...leererEntwurf().abweichungen, [f]: w });
    const text = (e: BerechnungEntwurf, feld: string) =>
      ermittleKonflikte(e).felder.find((k) => k.feld === feld)?.meldung;
    expect(
      text(
        entwurf({ selectedBaujahr: 0, abweichungen: abw('rueckgebaeude', '0,5') }),
        'abweichungen.rueckgebaeude',
      ),
    ).toBe(
      `Im Berechnungsschritt „Baujahr“ schließt die Auswahl von „bis 1918“ die Angabe „0,50 Euro“ bei „Rückgebäude“ aus. ${meldungen.regeln.rueckgebaeude} Bitte ändern Sie Ihre Eingabe.`,
    );
    expect(
      text(
        entwurf({ selectedBaujahr: 7, abweichungen: abw('waermedaemmung', '0,5') }),
        'abweichungen.waermedaemmung',
      ),
    ).toContain('nur bei einem Baujahr nach 1948 und vor 1999');
    expect(
      text(
        entwurf({ selectedBaujahr: 3, abweichungen: abw('fassadeA', '0,4') }),
        'abweichungen.fassadeA',
      ),
    ).toContain('nur bei einem Baujahr vor 1949');
  });

  it('warnt bei Optionen, die einen Konflikt ergäben, und nennt ihn erst nach der Auswahl einen Konflikt', () => {
    const r = ermittleKonflikte(entwurf({ selectedBaujahr: 7 }));
    expect(r.felder).toEqual([]);
    expect(r.optionen.fussbodenheizung?.[0]).toBe(
      `Im Berechnungsschritt „Baujahr“ schließt die Auswahl von „1999 – 2008“ die Auswahl „Ja“ bei „Fußbodenheizung“ aus. ${meldungen.regeln.fussbodenheizung}`,
    );
    expect(r.optionen.fussbodenheizung?.[1]).toBeUndefined();
    expect(Object.keys(r.optionen.haustyp ?? {})).toEqual(['0', '1', '2', '3']);
    expect(Object.keys(r.optionen.sanitaerbereich ?? {})).toEqual(['4']);
    expect(r.optionen.modernisierterBoden).toBeUndefined(); // class 7 allows a modernised floor

    const gewaehlt = ermittleKonflikte(
      entwurf({ selectedBaujahr: 7, selectedFussbodenheizung: 0 }),
    );
    expect(gewaehlt.optionen.fussbodenheizung?.[0]).toMatch(/Bitte ändern Sie Ihre Eingabe\.$/);
    // and from the other side: the Baujahr options that Fußbodenheizung 'ja' excludes
    expect(Object.keys(gewaehlt.optionen.baujahr ?? {})).toEqual(['7', '8', '9', '10']);
  });

  it('zeigt den Anwendbarkeitshinweis für Abweichungen der aktuellen Klasse (§5)', () => {
    const r = ermittleKonflikte(entwurf({ selectedBaujahr: 1 }));
    expect(Object.keys(r.abweichungen).sort()).toEqual(['rueckgebaeude', 'waermedaemmung']);
    expect(r.abweichungen.rueckgebaeude).toEqual({
      warnung: `Im Berechnungsschritt „Baujahr“ schließt die Auswahl von „1919 – 1929“ eine Angabe bei „Rückgebäude“ aus. ${meldungen.regeln.rueckgebaeude}`,
      kurz: meldungen.regeln.rueckgebaeude,
      konflikt: false,
    });
    const spaeter = ermittleKonflikte(entwurf({ selectedBaujahr: 4 }));
    expect(Object.keys(spaeter.abweichungen).sort()).toEqual(['fassadeA', 'fassadeB']);
    const mittel = ermittleKonflikte(entwurf({ selectedBaujahr: 5 }));
    expect(mittel.abweichungen.waermedaemmung).toBeUndefined();
  });

  it('meldet nie einen Konflikt für unbeantwortete Fragen', () => {
    const r = ermittleKonflikte(leererEntwurf());
    expect(r.felder).toEqual([]);
    expect(Object.values(r.flags).every((v) => v === false)).toBe(true);
    expect(r.optionen).toEqual({});
    expect(r.abweichungen).toEqual({});
  });

  it('fasst mehrere passende Geräte in einem Text zusammen', () => {
    const r = ermittleKonflikte(
      entwurf({ selectedKuechengrundausstattung: 1, selectedElektrogeraete: [0, 1, 2] }),
    );
    expect(r.felder.find((k) => k.feld === 'selectedKuechengrundausstattung')?.meldung).toContain(
      'schließt die Auswahl von „Ceran- oder Induktionskochfeld“, „Kühlschrank oder Kühl-Gefrier-Kombination“ und „Geschirrspülmaschine“ die Auswahl „Nein“ bei „Küchengrundausstattung“ aus.',
    );
  });
});
