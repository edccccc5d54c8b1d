import { describe, expect, it } from 'vitest';
import {
  ausgabe,
  ausgabeIdDerVorlage,
  ausgabeImEinsatz,
  ausgabeInfo,
  ausgabeMitZeitraum,
  inKraftAm,
  neuereAusgabe,
  pruefAusgabe,
  veraltetHinweis,
  type AusgabeInfo,
} from '../index.ts';

// test data only: the built-in edition and an invented successor valid from 01.09.2026
const alt: AusgabeInfo = { ...ausgabeInfo(ausgabe), gueltigBis: '2026-08-31' };
const neu: AusgabeInfo = {
  id: 'test-2027',
  titel: 'Mietspiegel für München 2027',
  jahr: 2027,
  gueltigAb: '2026-09-01',
  gueltigBis: null,
};
const liste = [neu, alt]; // unsorted on purpose: the rules sort by gueltigAb

describe('welche Ausgabe an einem Tag gilt', () => {
  it('die Randtage gehören zu ihren Ausgaben; ein offener Beginn deckt jeden Tag davor ab', () => {
    const sortiert = [alt, neu];
    expect(inKraftAm(sortiert, '2026-08-31')).toBe(alt);
    expect(inKraftAm(sortiert, '2026-09-01')).toBe(neu);
    expect(inKraftAm(sortiert, '1999-01-01')).toBe(alt);
    expect(inKraftAm(sortiert, '2099-01-01')).toBe(neu);
  });

  it('keine nach einer beendeten Ausgabe und keine vor einem ersten Tag', () => {
    expect(inKraftAm([{ gueltigAb: '2026-01-01', gueltigBis: '2026-12-31' }], '2027-01-01')).toBe(
      null,
    );
    expect(inKraftAm([{ gueltigAb: '2026-01-01', gueltigBis: null }], '2025-12-31')).toBe(null);
  });
});

describe('die Ausgabe, die eine Berechnung verwendet (Issue 20 §4)', () => {
  const info = { ausgaben: liste, ausgabeHeute: neu.id };

  it('die gewählte, wenn bekannt, sonst die heute geltende, sonst die eingebaute', () => {
    expect(ausgabeImEinsatz(info, alt.id).id).toBe(alt.id);
    expect(ausgabeImEinsatz(info, 'unbekannt').id).toBe(neu.id);
    expect(ausgabeImEinsatz(info).id).toBe(neu.id);
    expect(ausgabeImEinsatz(null, neu.id).id).toBe(ausgabe.ausgabe);
  });

  it('bietet die neuere Ausgabe nur einer Berechnung unter einer älteren an', () => {
    expect(neuereAusgabe(liste, alt, neu.id)).toBe(neu);
    expect(neuereAusgabe(liste, neu, neu.id)).toBeNull();
    // an edition newer than today's, chosen on purpose: nothing newer to offer
    expect(neuereAusgabe(liste, neu, alt.id)).toBeNull();
  });

  it('eine Vorlage nennt ihre Ausgabe; eine, die gespeichert wurde, bevor es mehrere gab, gilt als die eingebaute', () => {
    expect(ausgabeIdDerVorlage({ berechnungAusgabe: neu.id, ergebnisAusgabe: alt.id })).toBe(
      neu.id,
    );
    expect(ausgabeIdDerVorlage({ berechnungAusgabe: null, ergebnisAusgabe: alt.id })).toBe(alt.id);
    expect(ausgabeIdDerVorlage({})).toBe(ausgabe.ausgabe);
  });

  it('nennt eine Ausgabe mit ihrem Geltungszeitraum', () => {
    expect(ausgabeMitZeitraum(neu)).toBe('Mietspiegel für München 2027 (gilt ab 01.09.2026)');
    expect(ausgabeMitZeitraum(alt)).toBe(`${alt.titel} (gilt bis 31.08.2026)`);
    // no stored end: it ends the day before the next edition begins
    const offen = { ...alt, gueltigBis: null };
    expect(ausgabeMitZeitraum(offen, [neu, offen])).toBe(`${alt.titel} (gilt bis 31.08.2026)`);
    expect(ausgabeMitZeitraum(offen)).toBe(alt.titel);
  });
});

describe('die Ausgabe, die eine Prüfung verwendet', () => {
  it('die Mieterhöhungsprüfung: die beim Zugang des Schreibens geltende Ausgabe, und sie sagt es', () => {
    const p = pruefAusgabe(liste, 'mieterhoehung', '2026-08-15', neu);
    expect(p.ausgabe).toBe(alt);
    expect(p.abweichend).toBe(true);
    expect(p.text).toContain('als Ihnen das Erhöhungsschreiben zuging (15.08.2026)');
    expect(p.text).toContain(`der ${alt.titel}`);
    expect(p.text).toContain('Ihr Ergebnis ist nach dem Mietspiegel für München 2027 berechnet');
  });

  it('dieselbe Ausgabe wie die Berechnung: kein Wechsel, trotzdem genannt', () => {
    const p = pruefAusgabe(liste, 'mieterhoehung', '2026-09-01', neu);
    expect(p.ausgabe).toBe(neu);
    expect(p.abweichend).toBe(false);
    expect(p.text).toContain('nach dem auch Ihr Ergebnis berechnet ist');
  });

  it('die Mietpreisbremse: die Ausgabe zu Mietbeginn (§ 556d Abs. 1 BGB)', () => {
    const p = pruefAusgabe(liste, 'mietpreisbremse', '2026-01-01', neu);
    expect(p.ausgabe).toBe(alt);
    expect(p.text).toContain(
      'zu Beginn des Mietverhältnisses (01.01.2026) galt (§ 556d Abs. 1 BGB)',
    );
  });

  it('noch kein Tag: die Ausgabe der Berechnung, kein Hinweis', () => {
    expect(pruefAusgabe(liste, 'mietpreisbremse', null, neu)).toEqual({
      ausgabe: neu,
      abweichend: false,
      text: null,
    });
  });

  it('eine einzige Ausgabe: nichts zu wählen, kein Hinweis', () => {
    expect(pruefAusgabe([alt], 'mieterhoehung', '2020-01-01', alt).text).toBeNull();
  });

  it('ein Tag, den keine bekannte Ausgabe abdeckt: die Ausgabe der Berechnung, mit dem Hinweis, dass das Ergebnis abweichen kann', () => {
    const nurNeu = [neu, { ...neu, id: 'test-2029', gueltigAb: '2028-09-01' }];
    const p = pruefAusgabe(nurNeu, 'mieterhoehung', '2026-01-01', neu);
    expect(p.ausgabe).toBe(neu);
    expect(p.abweichend).toBe(false);
    expect(p.text).toContain('keine Ausgabe hinterlegt');
  });
});

describe('issue 26 §4: ein Tag lange nach der Erhebung der Ausgabe (§ 558d Abs. 2 BGB)', () => {
  const eingebaut = ausgabeInfo(ausgabe); // 2025, first day not stored
  it('ein Schreiben vom 15.01.2030 nach der Ausgabe 2025: veraltet, neu zu erstellen, mit Quelle', () => {
    const p = pruefAusgabe([eingebaut], 'mieterhoehung', '2030-01-15', eingebaut);
    expect(p.ausgabe).toBe(eingebaut);
    expect(p.text).toContain(
      `Der ${eingebaut.titel} kann für den 15.01.2030 veraltet sein: Ein qualifizierter Mietspiegel ist im Abstand von zwei Jahren der Marktentwicklung anzupassen und nach vier Jahren neu zu erstellen (§ 558d Abs. 2 BGB).`,
    );
    expect(p.text).toContain(
      'älter als vier Jahre; danach wäre ein neu erstellter Mietspiegel maßgeblich',
    );
  });

  it('nach zwei Jahren eine angepasste Ausgabe; vorher kein Hinweis; gezählt ab dem ersten Tag, sonst ab Jahresende', () => {
    expect(veraltetHinweis(eingebaut, '2028-03-01')).toContain(
      'älter als zwei Jahre; danach wäre eine an die Marktentwicklung angepasste Ausgabe maßgeblich',
    );
    expect(veraltetHinweis(eingebaut, '2027-12-30')).toBeNull();
    expect(pruefAusgabe([eingebaut], 'mieterhoehung', '2026-06-01', eingebaut).text).toBeNull();
    expect(veraltetHinweis(neu, '2028-08-31')).toBeNull();
    expect(veraltetHinweis(neu, '2028-09-01')).toContain('älter als zwei Jahre');
  });

  it('gilt eine hinterlegte neuere Ausgabe an dem Tag, wird nach ihr gerechnet und nichts Veraltetes gemeldet', () => {
    const p = pruefAusgabe(liste, 'mieterhoehung', '2027-03-01', alt);
    expect(p.ausgabe).toBe(neu);
    expect(p.text).not.toContain('§ 558d');
  });
});
