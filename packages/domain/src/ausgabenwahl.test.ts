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
  type AusgabeInfo,
} from './index.ts';

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

describe('which edition is in force on a day', () => {
  it('the edges belong to their editions; an open start covers every day before', () => {
    const sortiert = [alt, neu];
    expect(inKraftAm(sortiert, '2026-08-31')).toBe(alt);
    expect(inKraftAm(sortiert, '2026-09-01')).toBe(neu);
    expect(inKraftAm(sortiert, '1999-01-01')).toBe(alt);
    expect(inKraftAm(sortiert, '2099-01-01')).toBe(neu);
  });

  it('none after an edition that has ended and none before a first day', () => {
    expect(inKraftAm([{ gueltigAb: '2026-01-01', gueltigBis: '2026-12-31' }], '2027-01-01')).toBe(
      null,
    );
    expect(inKraftAm([{ gueltigAb: '2026-01-01', gueltigBis: null }], '2025-12-31')).toBe(null);
  });
});

describe('the edition a calculation uses (issue 20 §4)', () => {
  const info = { ausgaben: liste, ausgabeHeute: neu.id };

  it('the chosen one when known, else the one in force today, else the built-in one', () => {
    expect(ausgabeImEinsatz(info, alt.id).id).toBe(alt.id);
    expect(ausgabeImEinsatz(info, 'unbekannt').id).toBe(neu.id);
    expect(ausgabeImEinsatz(info).id).toBe(neu.id);
    expect(ausgabeImEinsatz(null, neu.id).id).toBe(ausgabe.ausgabe);
  });

  it('offers the newer edition only to a calculation under an older one', () => {
    expect(neuereAusgabe(liste, alt, neu.id)).toBe(neu);
    expect(neuereAusgabe(liste, neu, neu.id)).toBeNull();
    // an edition newer than today's, chosen on purpose: nothing newer to offer
    expect(neuereAusgabe(liste, neu, alt.id)).toBeNull();
  });

  it('a template names its edition; one saved before there were several is the built-in one', () => {
    expect(ausgabeIdDerVorlage({ berechnungAusgabe: neu.id, ergebnisAusgabe: alt.id })).toBe(
      neu.id,
    );
    expect(ausgabeIdDerVorlage({ berechnungAusgabe: null, ergebnisAusgabe: alt.id })).toBe(alt.id);
    expect(ausgabeIdDerVorlage({})).toBe(ausgabe.ausgabe);
  });

  it('names an edition with its period', () => {
    expect(ausgabeMitZeitraum(neu)).toBe('Mietspiegel für München 2027 (gilt ab 01.09.2026)');
    expect(ausgabeMitZeitraum(alt)).toBe(`${alt.titel} (gilt bis 31.08.2026)`);
    // no stored end: it ends the day before the next edition begins
    const offen = { ...alt, gueltigBis: null };
    expect(ausgabeMitZeitraum(offen, [neu, offen])).toBe(`${alt.titel} (gilt bis 31.08.2026)`);
    expect(ausgabeMitZeitraum(offen)).toBe(alt.titel);
  });
});

describe('the edition a check uses', () => {
  it('the increase check: the edition in force when the letter was received, and says so', () => {
    const p = pruefAusgabe(liste, 'mieterhoehung', '2026-08-15', neu);
    expect(p.ausgabe).toBe(alt);
    expect(p.abweichend).toBe(true);
    expect(p.text).toContain('als Ihnen das Erhöhungsschreiben zuging (15.08.2026)');
    expect(p.text).toContain(`der ${alt.titel}`);
    expect(p.text).toContain('Ihr Ergebnis ist nach dem Mietspiegel für München 2027 berechnet');
  });

  it('the same edition as the calculation: no switch, still named', () => {
    const p = pruefAusgabe(liste, 'mieterhoehung', '2026-09-01', neu);
    expect(p.ausgabe).toBe(neu);
    expect(p.abweichend).toBe(false);
    expect(p.text).toContain('nach dem auch Ihr Ergebnis berechnet ist');
  });

  it('the Mietpreisbremse: the edition at the start of the lease (§ 556d Abs. 1 BGB)', () => {
    const p = pruefAusgabe(liste, 'mietpreisbremse', '2026-01-01', neu);
    expect(p.ausgabe).toBe(alt);
    expect(p.text).toContain(
      'zu Beginn des Mietverhältnisses (01.01.2026) galt (§ 556d Abs. 1 BGB)',
    );
  });

  it('no day yet: the calculation’s edition, nothing said', () => {
    expect(pruefAusgabe(liste, 'mietpreisbremse', null, neu)).toEqual({
      ausgabe: neu,
      abweichend: false,
      text: null,
    });
  });

  it('a single edition: nothing to choose, nothing said', () => {
    expect(pruefAusgabe([alt], 'mieterhoehung', '2020-01-01', alt).text).toBeNull();
  });

  it('a day no known edition covers: the calculation’s edition, and it says the result may differ', () => {
    const nurNeu = [neu, { ...neu, id: 'test-2029', gueltigAb: '2028-09-01' }];
    const p = pruefAusgabe(nurNeu, 'mieterhoehung', '2026-01-01', neu);
    expect(p.ausgabe).toBe(neu);
    expect(p.abweichend).toBe(false);
    expect(p.text).toContain('keine Ausgabe hinterlegt');
  });
});
