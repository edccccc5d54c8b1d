import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import {
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  type BerechnungEntwurf,
  type MietvergleichWire,
} from '../index.ts';
import {
  berechnungslink,
  berechnungslinkHash,
  leseBerechnungslink,
  linkMeldungen,
} from './berechnungslink.ts';

const BEISPIEL = { ...fixture.given, ausgabe: null } as BerechnungEntwurf;
const query = (hash: string) => hash.slice(hash.indexOf('?') + 1);

const PRUEFUNGEN: MietvergleichWire = {
  miete: 1100,
  mieterhoehung: {
    neueMiete: 1000,
    mieteVorDreiJahren: 800,
    letzteErhoehung: '2025-01-01',
    zugang: '2026-11-15',
  },
  mietpreisbremse: {
    beginn: '2026-01-01',
    miete: 1100,
    erstnutzungNach2014: false,
    umfassendModernisiert: false,
    vormiete: 1050.5,
    modernisierung: false,
    modernisierungsZuschlag: null,
    auskunft: 'nein',
  },
};

describe('Link zu dieser Berechnung (issue 30 §2)', () => {
  it('trägt die Antworten des Rechenbeispiels unter den Ids ihrer Schritte, kurz', () => {
    const hash = berechnungslinkHash(BEISPIEL, 'muenchen-2025');
    expect(hash).toBe(
      '/link?v=1&ausgabe=muenchen-2025&wohnflaeche=65.5&baujahr=5&wohnlage=1&gebaeudetyp=1&haustyp=4&heizung=1&fussbodenheizung=1&sanitaerbereich=1&kueche=1&kuechengrundausstattung=0&elektrogeraete=0.2&fussboden=2&modernisierterBoden=1&terrasseBalkon=1&ausstattung=1&modernisierteFenster=1&betriebskosten=0',
    );
    // ADR 0025: the figure stated there
    expect(hash.length).toBe(299);
    expect(berechnungslink('https://example.org/berechnung.html', BEISPIEL, 'muenchen-2025')).toBe(
      `https://example.org/berechnung.html#${hash}`,
    );
  });

  it('liest ihn zurück: dieselben Antworten, dasselbe Ergebnis (14,07 €/m², 921,59 €), Ergebnisseite', () => {
    const gelesen = leseBerechnungslink(query(berechnungslinkHash(BEISPIEL, 'muenchen-2025')));
    if (!gelesen.ok) throw new Error(gelesen.meldung);
    expect(gelesen.ausgabe).toBe('muenchen-2025');
    expect(gelesen.stand.schritt.id).toBe('berechnungsergebnisse');
    expect(gelesen.stand.ohneAntwort).toBeNull();
    expect(gelesen.mietvergleich).toBeNull();
    expect(gelesen.hinweise).toEqual([]);
    const e = berechneOrtsueblicheMiete(gepruefteBerechnung(gelesen.stand.entwurf));
    expect([e.ortsueblicheMieteProQM, e.ortsueblicheMiete]).toEqual([14.07, 921.59]);
  });

  it('trägt Abweichungen, Betriebskosten und – nur wenn gewählt – die Angaben der Prüfungen', () => {
    const mit: BerechnungEntwurf = {
      ...BEISPIEL,
      wohnflaeche: '65,5',
      abweichungGesetzt: true,
      abweichungen: { ...BEISPIEL.abweichungen, zusatz: '1,00', wasser: -0.2 },
      selectedBetriebskostenA: 1,
      selectedBetriebskostenB: [17, 0, 2],
    };
    expect(berechnungslinkHash(mit, 'muenchen-2025')).not.toMatch(/miete=|erhoehung|bremse/);
    const hash = berechnungslinkHash(mit, 'muenchen-2025', PRUEFUNGEN);
    expect(hash).toContain('&abweichungen=wasser:-0.20_zusatz:1.00&betriebskosten=1:0.2.17');
    expect(hash).toContain(
      '&miete=1100&erhoehung=1000~800~2025-01-01~2026-11-15&bremse=2026-01-01~1100~n~n~1050.5~n~~nein',
    );
    const gelesen = leseBerechnungslink(query(hash));
    if (!gelesen.ok) throw new Error(gelesen.meldung);
    expect(gelesen.mietvergleich).toEqual(PRUEFUNGEN);
    expect(gelesen.stand.entwurf.abweichungen).toMatchObject({ wasser: -0.2, zusatz: 1 });
    expect(gelesen.stand.entwurf.selectedBetriebskostenB).toEqual([0, 2, 17]);
    expect(gelesen.stand.entwurf.wohnflaeche).toBe('65.5');
  });

  it('ein Link ohne einen später hinzugekommenen Schritt öffnet dort, mit Hinweis statt Fehler', () => {
    const q = query(berechnungslinkHash(BEISPIEL, 'muenchen-2025')).replace(
      '&modernisierteFenster=1',
      '',
    );
    const gelesen = leseBerechnungslink(q);
    if (!gelesen.ok) throw new Error(gelesen.meldung);
    expect(gelesen.stand.schritt.id).toBe('modernisierteFenster');
    expect(gelesen.stand.entwurf.selectedModernisierteFenster).toBeNull();
    expect(gelesen.stand.entwurf.selectedBaujahr).toBe(5);
  });

  it('ein Link eines neueren Rechners mit unbekanntem Schritt öffnet, der Schritt wird genannt', () => {
    const gelesen = leseBerechnungslink(
      `${query(berechnungslinkHash(BEISPIEL, 'muenchen-2027'))}&aufzug=0`,
    );
    if (!gelesen.ok) throw new Error(gelesen.meldung);
    expect(gelesen.ausgabe).toBe('muenchen-2027');
    expect(gelesen.stand.entwurf.ausgabe).toBe('muenchen-2027');
    expect(gelesen.hinweise).toEqual([linkMeldungen.unbekannteSchritte(['„aufzug“'])]);
  });

  it.each([
    ['ohne Version', 'ausgabe=muenchen-2025&baujahr=5'],
    ['unbekannte Option', 'v=1&ausgabe=muenchen-2025&baujahr=11'],
    ['keine Zahl', 'v=1&ausgabe=muenchen-2025&wohnlage=eins'],
    ['Fläche mit Buchstabe', 'v=1&ausgabe=muenchen-2025&wohnflaeche=6e1'],
    ['doppelte Option', 'v=1&ausgabe=muenchen-2025&elektrogeraete=0.0'],
    ['doppelter Schritt', 'v=1&ausgabe=muenchen-2025&baujahr=5&baujahr=4'],
    ['unbekannte Abweichung', 'v=1&ausgabe=muenchen-2025&abweichungen=balkon:1'],
    ['Positionen bei Nettomiete', 'v=1&ausgabe=muenchen-2025&betriebskosten=0:1.2'],
    ['abgeschnittene Prüfung', 'v=1&ausgabe=muenchen-2025&erhoehung=1000~800'],
    ['ungültiger Tag', 'v=1&ausgabe=muenchen-2025&erhoehung=1000~800~2025-02-30~'],
    ['ohne Ausgabe', 'v=1&baujahr=5'],
    ['Müll', '%%%'],
  ])('ein beschädigter Link (%s) gibt eine deutsche Meldung und nichts sonst', (_fall, q) => {
    expect(leseBerechnungslink(q)).toEqual({ ok: false, meldung: linkMeldungen.beschaedigt });
  });

  it('ein Link einer anderen Version wird nicht falsch gelesen', () => {
    expect(leseBerechnungslink('v=2&ausgabe=muenchen-2025&baujahr=5')).toEqual({
      ok: false,
      meldung: linkMeldungen.version,
    });
  });
});
