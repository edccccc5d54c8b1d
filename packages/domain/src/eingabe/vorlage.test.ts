import { describe, expect, it } from 'vitest';
import { leererEntwurf } from './entwurf.ts';
import { keineFehlerFlags } from './konflikte.ts';
import { meldungen } from '../schema/meldungen.ts';
import { DATEINAME_HOECHSTLAENGE, KOMMENTAR_HOECHSTLAENGE } from './validierung.ts';
import { berechnungsvorlageSchema, vorlageEingabeSchema } from './vorlage.ts';

const berechnungsdaten = {
  pdfParameters: { berechnung: leererEntwurf(), stichtagsdifferenz: null },
  ergebnis: null,
  errors: keineFehlerFlags(),
  aktuellerSchritt: 2,
};

const eingabe = (dateiname: string, kommentar: string | null = '') => ({
  dateiname,
  kommentar,
  berechnungsdaten,
});

/** The messages of the refused fields, by field. */
function meldungenVon(body: unknown): Record<string, string> {
  const r = vorlageEingabeSchema.safeParse(body);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('Schema der Berechnungsvorlage (spezifikation.md §3, §5, §7)', () => {
  it('die Grenzen sind die der Feldprüfung: Dateiname 60, Kommentar 100 Zeichen', () => {
    expect(DATEINAME_HOECHSTLAENGE).toBe(60);
    expect(KOMMENTAR_HOECHSTLAENGE).toBe(100);
  });

  it('nimmt einen Dateinamen mit 60 Zeichen an, weist 61 mit der Meldung der Oberfläche ab', () => {
    expect(meldungenVon(eingabe('x'.repeat(60)))).toEqual({});
    expect(meldungenVon(eingabe('x'.repeat(61)))).toEqual({
      dateiname: meldungen.dateinameZuLang,
    });
  });

  it('nimmt einen Kommentar mit 100 Zeichen an, weist 101 ab; gezählt wird wie im Formular', () => {
    expect(meldungenVon(eingabe('Name', 'k'.repeat(100)))).toEqual({});
    expect(meldungenVon(eingabe('Name', 'ä€😀'.repeat(33) + 'k'))).toEqual({});
    expect(meldungenVon(eingabe('Name', 'k\r\n'.repeat(50)))).toEqual({});
    expect(meldungenVon(eingabe('Name', 'k'.repeat(101)))).toEqual({
      kommentar: meldungen.kommentarZuLang,
    });
  });

  it.each([
    ['', meldungen.dateinameLeer],
    ['   ', meldungen.dateinameLeer],
    ['a/b', meldungen.dateinameUnzulaessig],
  ])('weist den Dateinamen %j mit der Meldung der Oberfläche ab', (name, meldung) => {
    expect(meldungenVon(eingabe(name))).toEqual({ dateiname: meldung });
  });

  it('der Kommentar darf fehlen oder null sein; die Berechnungsdaten müssen passen', () => {
    expect(meldungenVon({ dateiname: 'Name', berechnungsdaten })).toEqual({});
    expect(meldungenVon(eingabe('Name', null))).toEqual({});
    expect(
      Object.keys(meldungenVon({ dateiname: 'Name', berechnungsdaten: { aktuellerSchritt: 2 } })),
    ).toEqual([
      'berechnungsdaten.pdfParameters',
      'berechnungsdaten.ergebnis',
      'berechnungsdaten.errors',
    ]);
  });

  it('die Ressource verlangt die vom Server gesetzten Felder und ISO-Zeitpunkte', () => {
    const vorlage = {
      dateiId: 7,
      dateiname: 'Akte 7',
      kommentar: '',
      anlagedatum: '2026-11-22T09:00:00.000Z',
      anlagenutzer: 'anna',
      aenderungsdatum: '2026-11-22T09:00:00.000Z',
      aenderungsnutzer: 'anna',
      version: 1,
      berechnungsdaten,
      _links: {
        self: { href: '/api/backend-service/berechnungsvorlages/7' },
        berechnungsvorlage: { href: '/api/backend-service/berechnungsvorlages/7' },
      },
    };
    expect(berechnungsvorlageSchema.parse(vorlage)).toEqual(vorlage);
    expect(
      berechnungsvorlageSchema.safeParse({ ...vorlage, anlagedatum: '22.11.2026' }).success,
    ).toBe(false);
    const { version: _ohne, ...ohneVersion } = vorlage;
    expect(berechnungsvorlageSchema.safeParse(ohneVersion).success).toBe(false);
  });
});
