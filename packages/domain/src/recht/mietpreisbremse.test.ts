// issue 21 §1: the Mietpreisbremse check (§§ 556d–556g BGB) on the worked example, at the
// boundary, with each exception, and outside the stored periods.
import { describe, expect, it } from 'vitest';
import { beispielVergleichswerte } from '../../test/beispiel.ts';
import {
  ausgabeInfo,
  ausgabe,
  bremsenGrenzeCent,
  bremsenSkala,
  bremsenzeitraumFuer,
  ladeMietpreisbremseDaten,
  leereBremsenEingabe,
  mietpreisbremseInWorten,
  pruefeMietpreisbremse,
  tagDavor,
  type BremsenEingabe,
} from '../index.ts';
import roh from '../data/mietpreisbremse-bayern.json' with { type: 'json' };

// the worked example (test/beispiel.ts)
const E = beispielVergleichswerte();
const eingabe = (teil: Partial<BremsenEingabe>): BremsenEingabe => ({
  ...leereBremsenEingabe(),
  beginn: '2026-01-01',
  mieteCent: 110000,
  ...teil,
});
const pruefe = (teil: Partial<BremsenEingabe>) => {
  const p = pruefeMietpreisbremse(eingabe(teil), E);
  if (!p) throw new Error('keine Prüfung');
  return p;
};

describe('Mietpreisbremse am Rechenbeispiel (Abnahme von issue 21)', () => {
  it('ein Mietvertrag ab 01.01.2026 zu 1.100,00 € überschreitet die Grenze von 1.013,75 € um 86,25 €', () => {
    const p = pruefe({});
    expect(E.monatlich.mittel).toBe(92159);
    expect(p.urteil).toBe('ueberschritten');
    expect([p.vergleichsmieteCent, p.grenzeCent, p.zulaessigCent]).toEqual([92159, 101375, 101375]);
    expect(p.ueberschreitungCent).toBe(8625);
    // per m²: 1.100,00 / 65,5 = 16,7938… → 16,79; 1.013,75 / 65,5 = 15,4770… → 15,48
    expect([p.mieteProQmCent, p.zulaessigProQmCent, p.ueberschreitungProQmCent]).toEqual([
      1679, 1548, 131,
    ]);
    const w = mietpreisbremseInWorten(p, eingabe({}), 'netto');
    expect(w.urteil).toBe(
      'Ihre Miete von 1.100,00 € im Monat (16,79 €/m²) übersteigt die zulässige Miete von 1.013,75 € im Monat (15,48 €/m²) um 86,25 € im Monat (1,31 €/m²).',
    );
    expect(w.folgen.map((f) => f.rechtsgrundlage)).toEqual([
      '§ 556g Abs. 1 BGB',
      '§ 556g Abs. 2 und 4 BGB',
      '§ 556g Abs. 2 BGB',
      '§ 556g Abs. 3 BGB',
    ]);
    // 30 months from 01.01.2026: the last day is 30.06.2028
    expect(p.ruegeVollBis).toBe('2028-06-30');
    expect(w.folgen[2]!.titel).toBe('Frist: Rüge bis zum 30.06.2028');
    expect(w.saetze.join(' ')).toContain('vorläufig');
    expect(w.saetze.join(' ')).toContain('Mietspiegel für München 2025');
  });

  it('rundet 110 % kaufmännisch auf den Cent des Monatsbetrags', () => {
    expect(bremsenGrenzeCent(92159)).toBe(101375); // 1.013,749 → 1.013,75
    expect(bremsenGrenzeCent(5)).toBe(6); // 5,5 cents → 6
    expect(bremsenGrenzeCent(4)).toBe(4); // 4,4 cents → 4
  });

  it('genau 110 % sind zulässig, ein Cent mehr nicht', () => {
    expect(pruefe({ mieteCent: 101375 }).urteil).toBe('eingehalten');
    const p = pruefe({ mieteCent: 101376 });
    expect(p.urteil).toBe('ueberschritten');
    expect(p.ueberschreitungCent).toBe(1);
  });

  it('die Skala trägt eine Marke an der Grenze', () => {
    const p = pruefe({});
    const grenze = bremsenSkala(p, E).marken.find((m) => m.art === 'grenze');
    expect(grenze?.wert).toBe('15,48 €/m²');
    const miete = bremsenSkala(p, E).marken.find((m) => m.art === 'miete');
    expect(miete!.anteil).toBeGreaterThan(grenze!.anteil);
    expect(grenze!.anteil).toBeLessThanOrEqual(1);
  });
});

describe('die Ausnahmen', () => {
  it('§ 556f Satz 1: erste Nutzung nach dem 1. Oktober 2014 → nicht an die Grenze gebunden', () => {
    const e = { erstnutzungNach2014: true, auskunft: 'ja' as const };
    const p = pruefe(e);
    expect(p.urteil).toBe('ausgenommen');
    const w = mietpreisbremseInWorten(p, eingabe(e), 'netto');
    expect(w.urteil).toContain('§ 556f Satz 1 BGB');
    expect(w.folgen).toEqual([]);
  });

  it('§ 556f Satz 2: erste Vermietung nach umfassender Modernisierung → nicht gebunden', () => {
    expect(pruefe({ umfassendModernisiert: true, auskunft: 'ja' }).urteil).toBe('ausgenommen');
  });

  it('§ 556g Abs. 1a: ohne Auskunft kann sich der Vermieter nicht auf § 556f berufen', () => {
    const e = { erstnutzungNach2014: true, auskunft: 'nein' as const };
    const p = pruefe(e);
    expect(p.urteil).toBe('ueberschritten');
    expect(p.ueberschreitungCent).toBe(8625);
    expect(mietpreisbremseInWorten(p, eingabe(e), 'netto').saetze.join(' ')).toContain(
      '§ 556g Abs. 1a Satz 2 BGB',
    );
  });

  it('Auskunft unbekannt: die Ausnahme gilt, und die Bedingung wird genannt', () => {
    // „Weiß ich nicht“ chosen (issue 26 §3: the question no longer starts on it)
    const e = { erstnutzungNach2014: true, auskunft: 'unbekannt' as const };
    const p = pruefe(e);
    expect(p.urteil).toBe('ausgenommen');
    expect(mietpreisbremseInWorten(p, eingabe(e), 'netto').saetze.join(' ')).toContain(
      'nur, wenn der Vermieter',
    );
  });

  it('§ 556e Abs. 1: eine höhere Vormiete ist die Grenze', () => {
    expect(pruefe({ vormieteCent: 110000, auskunft: 'ja' }).urteil).toBe('eingehalten');
    const p = pruefe({ vormieteCent: 105000, auskunft: 'ja' });
    expect(p.zulaessigCent).toBe(105000);
    expect(p.ueberschreitungCent).toBe(5000);
    // a previous rent below the limit changes nothing
    expect(pruefe({ vormieteCent: 90000, auskunft: 'ja' }).zulaessigCent).toBe(101375);
    // not disclosed: only 110 %
    expect(pruefe({ vormieteCent: 110000, auskunft: 'nein' }).ueberschreitungCent).toBe(8625);
  });

  it('§ 556e Abs. 2: eine Modernisierung hebt die Grenze um den Betrag nach § 559', () => {
    const p = pruefe({ modernisierung: true, modernisierungsZuschlagCent: 8625, auskunft: 'ja' });
    expect(p.zulaessigCent).toBe(110000);
    expect(p.urteil).toBe('eingehalten');
    expect(
      pruefe({ modernisierung: true, modernisierungsZuschlagCent: 8624, auskunft: 'ja' })
        .ueberschreitungCent,
    ).toBe(1);
    // without the amount a rent above 110 % cannot be judged
    expect(pruefe({ modernisierung: true, auskunft: 'ja' }).urteil).toBe('nichtPruefbar');
    // … but one within 110 % can
    expect(pruefe({ modernisierung: true, mieteCent: 100000 }).urteil).toBe('eingehalten');
  });
});

describe('das Gebiet der Verordnung als Daten', () => {
  it('ein Mietbeginn außerhalb der hinterlegten Zeiträume ist nicht prüfbar', () => {
    for (const beginn of ['2021-12-31', '2030-01-01']) {
      const p = pruefe({ beginn });
      expect(p.zeitraum).toBeNull();
      expect(p.urteil).toBe('nichtPruefbar');
      expect(mietpreisbremseInWorten(p, eingabe({ beginn }), 'netto').urteil).toMatch(
        /^Nicht prüfbar: Ob München am \d\d\.\d\d\.\d{4} ein Gebiet mit Mietpreisbremse war/,
      );
    }
  });

  it('jeder hinterlegte Tag hat seinen Zeitraum; die Ränder gehören dazu', () => {
    expect(bremsenzeitraumFuer('2022-01-01')?.gueltigBis).toBe('2025-12-31');
    expect(bremsenzeitraumFuer('2025-12-31')?.gueltigVon).toBe('2022-01-01');
    expect(bremsenzeitraumFuer('2029-12-31')?.gueltigVon).toBe('2026-01-01');
    expect(bremsenzeitraumFuer('2030-01-01')).toBeNull();
  });

  it('ein Beginn vor dem Jahr der Ausgabe (ohne hinterlegten ersten Tag) sagt, dass das Ergebnis abweichen kann', () => {
    const p = pruefe({ beginn: '2024-03-01' });
    expect(p.vorAusgabe).toBe(true);
    expect(
      mietpreisbremseInWorten(p, eingabe({ beginn: '2024-03-01' }), 'netto').saetze.join(' '),
    ).toContain('keine frühere Ausgabe hinterlegt');
    expect(pruefe({}).vorAusgabe).toBe(false);
  });

  it('eine Ausgabe mit erstem Tag gilt für Mietverträge ab diesem Tag (issue 20)', () => {
    const a = { titel: 'Mietspiegel für München 2027', jahr: 2027, gueltigAb: '2026-09-01' };
    const vorher = eingabe({ beginn: '2026-08-31' });
    const ab = eingabe({ beginn: '2026-09-01' });
    expect(pruefeMietpreisbremse(vorher, E, a)!.vorAusgabe).toBe(true);
    expect(pruefeMietpreisbremse(ab, E, a)!.vorAusgabe).toBe(false);
  });

  it('nennt die Ausgabe der Berechnung, kein festes Jahr (issue 20)', () => {
    // test data only: the built-in edition under another id and year
    const a2027 = { ...ausgabeInfo(ausgabe), titel: 'Mietspiegel für München 2027', jahr: 2027 };
    const e = eingabe({ beginn: '2026-03-01' });
    const p = pruefeMietpreisbremse(e, E, a2027)!;
    expect(p.vorAusgabe).toBe(true);
    const text = mietpreisbremseInWorten(p, e, 'netto', a2027).saetze.join(' ');
    expect(text).toContain('nach dem Mietspiegel für München 2027');
    expect(text).toContain('keine frühere Ausgabe hinterlegt');
    expect(text).not.toContain('2025');
    expect(pruefeMietpreisbremse(e, E)!.vorAusgabe).toBe(false);
  });

  it('lehnt einen Zeitraum über die Ermächtigung des Bundes hinaus und überlappende Zeiträume ab', () => {
    const kopie = structuredClone(roh);
    kopie.zeitraeume[1]!.gueltigBis = '2030-12-31';
    expect(() => ladeMietpreisbremseDaten(kopie)).toThrow('Ende der Ermächtigung');
    const zwei = structuredClone(roh);
    zwei.zeitraeume[1]!.gueltigVon = '2025-12-31';
    expect(() => ladeMietpreisbremseDaten(zwei)).toThrow('überschneiden');
  });

  it('nichts zu prüfen, bis Beginn und Miete angegeben sind', () => {
    expect(pruefeMietpreisbremse(leereBremsenEingabe(), E)).toBeNull();
  });

  it('tagDavor geht über Monats- und Jahresgrenzen', () => {
    expect(tagDavor('2028-07-01')).toBe('2028-06-30');
    expect(tagDavor('2028-03-01')).toBe('2028-02-29');
    expect(tagDavor('2027-01-01')).toBe('2026-12-31');
  });
});

describe('issue 26 §3: wo die Mietpreisbremse nicht gilt oder noch offen ist', () => {
  const zeilenTitel = (teil: Partial<BremsenEingabe>) =>
    mietpreisbremseInWorten(pruefe(teil), eingabe(teil), 'netto').zeilen.map(([t]) => t);

  it('ein Beginn vor dem 01.06.2015: die §§ 556d ff. BGB galten noch nicht, mit Quelle', () => {
    const teil = { beginn: '2015-05-31' };
    const p = pruefe(teil);
    expect(p.urteil).toBe('vorInkrafttreten');
    const w = mietpreisbremseInWorten(p, eingabe(teil), 'netto');
    expect(w.urteil).toBe(
      'Die Mietpreisbremse gilt für Ihr Mietverhältnis nicht: Es begann am 31.05.2015, die §§ 556d bis 556g BGB gelten erst seit dem 01.06.2015 (Mietrechtsnovellierungsgesetz (MietNovG) vom 21. April 2015 (BGBl. I S. 610), in Kraft seit dem 1. Juni 2015).',
    );
    expect(w.saetze.join(' ')).toContain('vorläufig');
    expect(w.urteil).not.toContain('Nicht prüfbar');
    expect(w.folgen).toEqual([]);
    expect(pruefe({ beginn: '2015-06-01' }).urteil).not.toBe('vorInkrafttreten');
  });

  it('keine Zeile „Überschreitung“, wo die Bremse nicht greift: vor 2015, außerhalb der Zeiträume, § 556f', () => {
    for (const teil of [
      { beginn: '2015-05-31' },
      { beginn: '2030-01-01' },
      { erstnutzungNach2014: true, auskunft: 'ja' as const },
    ]) {
      const titel = zeilenTitel(teil);
      expect(titel).not.toContain('Überschreitung im Monat');
      expect(titel).not.toContain('Überschreitung je m²');
    }
    expect(zeilenTitel({})).toContain('Überschreitung im Monat');
  });

  it('die Frage nach der Auskunft beginnt unbeantwortet; bis sie beantwortet ist, behauptet die Überschrift keine Ausnahme', () => {
    expect(leereBremsenEingabe().auskunft).toBeNull();
    const teil = { erstnutzungNach2014: true };
    const p = pruefe(teil);
    expect(p.urteil).toBe('offen');
    const w = mietpreisbremseInWorten(p, eingabe(teil), 'netto');
    expect(w.urteil).not.toContain('gilt die Mietpreisbremse für Ihre Wohnung nicht');
    expect(w.urteil).toContain('Noch offen');
    expect(w.urteil).toContain('§ 556g Abs. 1a BGB');
    expect(w.folgen).toEqual([]);
    // either answer gives the same verdict: no question left open
    expect(pruefe({ ...teil, mieteCent: 100000 }).urteil).toBe('eingehalten');
    expect(pruefe({ ...teil, auskunft: 'ja' }).urteil).toBe('ausgenommen');
  });

  it('§ 556e Abs. 2 Satz 2: die Grenze geht von der Vergleichsmiete ohne die Modernisierung aus', () => {
    const teil = {
      modernisierung: true,
      modernisierungsZuschlagCent: 5000,
      auskunft: 'ja' as const,
    };
    const w = mietpreisbremseInWorten(pruefe(teil), eingabe(teil), 'netto');
    expect(w.saetze.join(' ')).toContain(
      'ohne die Modernisierung anzusetzen wäre (§ 556e Abs. 2 Satz 2 BGB)',
    );
  });
});
