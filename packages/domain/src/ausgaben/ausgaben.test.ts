// issue 20 §1, §3: several editions side by side. The second edition is made here from the
// built-in one (every Grundpreis + 1,00 €) – test data only, never a product edition.
import { describe, expect, it } from 'vitest';
import roh from '../data/mietspiegel-muenchen-2025.json' with { type: 'json' };
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import {
  eingebautesRegister,
  erstelleRegister,
  heuteInMuenchen,
  RegisterFehler,
} from './ausgaben.ts';
import { ausgabeInfo } from './ausgabenwahl.ts';
import { ausgabe, type Ausgabe } from './ausgabe.ts';
import { ladeAusgabe } from './ausgabe-laden.ts';
import { berechneOrtsueblicheMiete } from '../berechnung/berechnung.ts';
import { pruefeBerechnung } from '../eingabe/pruefung.ts';

type Roh = Omit<typeof roh, 'gueltigAb' | 'gueltigBis'> & {
  gueltigAb: string | null;
  gueltigBis?: string | null;
};

/** A synthetic edition: the built-in tables with every Grundpreis + 1,00 €. */
function zweiteAusgabe(
  aendern: (a: Roh) => void = () => undefined,
  id = 'muenchen-2027',
  gueltigAb = '2027-03-01',
): Ausgabe {
  const a = structuredClone(roh) as Roh;
  a.ausgabe = id;
  a.jahr = Number(id.slice(-4));
  a.gueltigAb = gueltigAb;
  for (const z of a.grundpreise.zeilen)
    z.euroProQm = z.euroProQm.map((e) => Math.round(e * 100 + 100) / 100);
  aendern(a);
  return ladeAusgabe(a);
}

const register = (...weitere: Ausgabe[]) =>
  erstelleRegister(weitere.map((a) => ({ ausgabe: a, quelle: `${a.ausgabe}.json` })));

function probleme(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    if (e instanceof RegisterFehler) return e.probleme;
    throw e;
  }
  return [];
}

describe('erstelleRegister', () => {
  it('wählt die an einem Tag geltende Ausgabe und eine Ausgabe nach ihrer id', () => {
    const neu = zweiteAusgabe();
    const r = register(neu);
    expect(r.alle.map((a) => a.ausgabe)).toEqual(['muenchen-2025', 'muenchen-2027']);
    expect(r.ausgabeFuer('2027-02-28')).toBe(ausgabe);
    expect(r.ausgabeFuer('2027-03-01')).toBe(neu);
    expect(r.ausgabeFuer('2030-01-01')).toBe(neu);
    expect(r.ausgabeMitId('muenchen-2025')).toBe(ausgabe);
    expect(r.ausgabeMitId('muenchen-2027')).toBe(neu);
    expect(r.ausgabeMitId('muenchen-2031')).toBeNull();
    // the built-in edition alone applies on every day (its first day is not verified yet)
    expect(eingebautesRegister().ausgabeFuer('2027-03-01')).toBe(ausgabe);
  });

  it('kennt keine Ausgabe nach dem Ende der letzten', () => {
    const neu = zweiteAusgabe((a) => (a.gueltigBis = '2028-12-31'));
    expect(register(neu).ausgabeFuer('2029-01-01')).toBeNull();
    expect(register(neu).ausgabeFuer('2028-12-31')).toBe(neu);
  });

  it('rechnet das Rechenbeispiel unter jeder Ausgabe (14,07 → 15,07 €/m²)', () => {
    const r = register(zweiteAusgabe());
    const geprueft = pruefeBerechnung(fixture.given);
    if (!geprueft.ok) throw new Error('invalid');
    const alt = berechneOrtsueblicheMiete(geprueft.berechnung, r.ausgabeMitId('muenchen-2025')!);
    const neu = berechneOrtsueblicheMiete(geprueft.berechnung, r.ausgabeMitId('muenchen-2027')!);
    expect([alt.ortsueblicheMieteProQM, alt.ausgabe]).toEqual([14.07, 'muenchen-2025']);
    expect([neu.ortsueblicheMieteProQM, neu.ausgabe]).toEqual([15.07, 'muenchen-2027']);
    expect(neu.aufschluesselung.grundpreisProQm).toBe(alt.aufschluesselung.grundpreisProQm + 1);
  });

  it('weist zwei am selben Tag geltende Ausgaben ab', () => {
    const a = zweiteAusgabe((r) => (r.gueltigBis = '2027-06-30'));
    const b = zweiteAusgabe(undefined, 'muenchen-2028', '2027-06-01');
    expect(probleme(() => register(a, b))).toEqual([
      'Die Ausgaben „muenchen-2027“ (muenchen-2027.json) und „muenchen-2028“ (muenchen-2028.json) gelten beide am 01.06.2027.',
    ]);
  });

  // issue 27 §6: two editions beginning on the same day passed when the first had no end –
  // one never applied, or the other's end left every later day without an edition (422)
  it('weist zwei Ausgaben mit demselben ersten Tag ab, auch mit offenem Ende', () => {
    const offen = zweiteAusgabe();
    const auchOffen = zweiteAusgabe(undefined, 'muenchen-2028');
    expect(probleme(() => register(offen, auchOffen))).toEqual([
      'Die Ausgaben „muenchen-2027“ (muenchen-2027.json) und „muenchen-2028“ (muenchen-2028.json) gelten beide am 01.03.2027.',
    ]);
    const endet = zweiteAusgabe((r) => (r.gueltigBis = '2027-12-31'), 'muenchen-2028');
    expect(probleme(() => register(offen, endet))).toHaveLength(1);
    expect(probleme(() => register(endet, offen))).toHaveLength(1);
  });

  it('weist eine Lücke zwischen zwei Ausgaben ab', () => {
    const a = zweiteAusgabe((r) => (r.gueltigBis = '2027-06-30'));
    const b = zweiteAusgabe(undefined, 'muenchen-2028', '2027-08-01');
    expect(probleme(() => register(a, b))).toEqual([
      'Zwischen den Ausgaben „muenchen-2027“ (muenchen-2027.json, bis 30.06.2027) und „muenchen-2028“ (muenchen-2028.json, ab 01.08.2027) gilt keine Ausgabe.',
    ]);
    // the day after the end is the next one's start: no gap
    const c = zweiteAusgabe(undefined, 'muenchen-2028', '2027-07-01');
    expect(probleme(() => register(a, c))).toEqual([]);
  });

  it('weist eine doppelte id und einen offenen Beginn nach der ältesten Ausgabe ab', () => {
    expect(probleme(() => register(zweiteAusgabe(undefined, 'muenchen-2025')))).toContain(
      'Die Ausgabe „muenchen-2025“ ist mehrfach vorhanden (eingebaut, muenchen-2025.json).',
    );
    const offen = zweiteAusgabe((r) => (r.gueltigAb = null));
    expect(probleme(() => register(offen)).join('\n')).toMatch(
      /„muenchen-2027“ braucht „gueltigAb“/,
    );
  });

  it('weist eine Ausgabe ab, die vom Katalog abweicht, und nennt Datei und Stelle', () => {
    const anders = zweiteAusgabe((r) => {
      r.baujahrklassen[10]!.bis = 2024;
      r.abweichungen.wasser.min = -0.8;
    });
    expect(probleme(() => register(anders))).toEqual([
      'muenchen-2027.json: Ungültige Mietspiegel-Ausgabe bei „baujahrklassen[10]“: die Baujahrklasse weicht von der eingebauten Ausgabe ab; jede Ausgabe braucht denselben Katalog des Rechners.',
      'muenchen-2027.json: Ungültige Mietspiegel-Ausgabe bei „abweichungen.wasser“: die Grenze weicht von der eingebauten Ausgabe ab; jede Ausgabe braucht denselben Katalog des Rechners.',
    ]);
  });

  it('listet eine Ausgabe für Clients mit Titel und Geltungszeitraum', () => {
    expect(ausgabeInfo(zweiteAusgabe())).toEqual({
      id: 'muenchen-2027',
      titel: 'Mietspiegel für München 2027',
      jahr: 2027,
      gueltigAb: '2027-03-01',
      gueltigBis: null,
    });
  });
});

describe('heuteInMuenchen', () => {
  it('nimmt den Kalendertag in München, nicht UTC', () => {
    // 23:30 UTC on 28 Feb is already 1 March in Munich (UTC+1 in winter)
    expect(heuteInMuenchen(new Date('2027-02-28T23:30:00Z'))).toBe('2027-03-01');
    expect(heuteInMuenchen(new Date('2027-02-28T22:30:00Z'))).toBe('2027-02-28');
    // summer time: UTC+2
    expect(heuteInMuenchen(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
  });

  it('wechselt den Tag um Mitternacht in München, auch bei Fragen in derselben Minute', () => {
    expect(heuteInMuenchen(new Date('2027-02-28T22:59:59.999Z'))).toBe('2027-02-28');
    expect(heuteInMuenchen(new Date('2027-02-28T23:00:00.000Z'))).toBe('2027-03-01');
    expect(heuteInMuenchen(new Date('2027-02-28T22:59:59.000Z'))).toBe('2027-02-28');
  });

  it('lehnt ein ungültiges Datum wie bisher ab', () => {
    expect(() => heuteInMuenchen(new Date(Number.NaN))).toThrow(RangeError);
  });
});
