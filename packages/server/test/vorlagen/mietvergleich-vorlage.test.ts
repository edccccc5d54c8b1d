// issue 13: her rent and the increase check are part of a saved template (optional; templates
// without them load as before) and are stored only as valid values.
import { describe, expect, it } from 'vitest';
import { angemeldeteUmgebung, beispielDaten, DATENBANKART, PFAD } from './hilfen.ts';

const json = { 'content-type': 'application/json' };
const u = angemeldeteUmgebung('mia');

const MIETVERGLEICH = {
  miete: 1103.02,
  mieterhoehung: {
    neueMiete: 950,
    mieteVorDreiJahren: 800,
    letzteErhoehung: '2024-03-01',
    zugang: null,
  },
};

function mit(mietvergleich: unknown) {
  const d = beispielDaten();
  return { ...d, pdfParameters: { ...d.pdfParameters, mietvergleich } };
}

describe(`Vorlagen mit „Ihre Miete im Vergleich“ (${DATENBANKART})`, () => {
  it('speichert beide Eingaben und gibt sie zurück', async () => {
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: u.cookie, ...json },
      payload: { dateiname: 'Mit Miete', kommentar: '', berechnungsdaten: mit(MIETVERGLEICH) },
    });
    expect(r.statusCode).toBe(201);
    const gelesen = await u.app.inject({
      method: 'GET',
      url: r.json()._links.self.href,
      headers: { cookie: u.cookie },
    });
    expect(gelesen.json().berechnungsdaten.pdfParameters.mietvergleich).toEqual(MIETVERGLEICH);
  });

  // issue 21 §1: the Mietpreisbremse check's inputs travel in the same field
  it('speichert die Eingaben der Mietpreisbremse und gibt sie zurück', async () => {
    const bremse = {
      miete: null,
      mieterhoehung: null,
      mietpreisbremse: {
        beginn: '2026-01-01',
        miete: 1100,
        erstnutzungNach2014: true,
        umfassendModernisiert: false,
        vormiete: 1050.5,
        modernisierung: true,
        modernisierungsZuschlag: null,
        auskunft: 'nein',
      },
    };
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: u.cookie, ...json },
      payload: { dateiname: 'Mit Bremse', kommentar: '', berechnungsdaten: mit(bremse) },
    });
    expect(r.statusCode).toBe(201);
    const gelesen = await u.app.inject({
      method: 'GET',
      url: r.json()._links.self.href,
      headers: { cookie: u.cookie },
    });
    expect(gelesen.json().berechnungsdaten.pdfParameters.mietvergleich).toEqual(bremse);
    const kaputt = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: u.cookie, ...json },
      payload: {
        dateiname: 'Bremse kaputt',
        kommentar: '',
        berechnungsdaten: mit({ mietpreisbremse: { beginn: '2026-02-30', miete: 1100 } }),
      },
    });
    expect(kaputt.statusCode).toBe(422);
    expect(kaputt.json().fehler.map((f: { feld: string }) => f.feld)).toEqual([
      'berechnungsdaten.pdfParameters.mietvergleich.mietpreisbremse.beginn',
    ]);
  });

  // issue 27 §5: such a template was stored and blanked the page that opened it
  it('ein Datum außerhalb 1900–2099 (Zugang 30.11.9999) wird nicht gespeichert: 422 mit dem Bereich', async () => {
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: u.cookie, ...json },
      payload: {
        dateiname: 'Fernes Datum',
        kommentar: '',
        berechnungsdaten: mit({
          mieterhoehung: { ...MIETVERGLEICH.mieterhoehung, zugang: '9999-11-30' },
        }),
      },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().fehler).toEqual([
      {
        feld: 'berechnungsdaten.pdfParameters.mietvergleich.mieterhoehung.zugang',
        meldung:
          'Das Datum muss zwischen dem 01.01.1900 und dem 31.12.2099 liegen. Bitte ändern Sie Ihre Eingabe.',
      },
    ]);
  });

  it('eine Vorlage ohne sie wird ohne das Feld gespeichert und gelesen', async () => {
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: u.cookie, ...json },
      payload: { dateiname: 'Ohne Miete', kommentar: '', berechnungsdaten: beispielDaten() },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().berechnungsdaten.pdfParameters).not.toHaveProperty('mietvergleich');
  });

  it('ungültige Werte sind eine deutsche 422, und nichts wird gespeichert', async () => {
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: u.cookie, ...json },
      payload: {
        dateiname: 'Kaputt',
        kommentar: '',
        berechnungsdaten: mit({ miete: -5, mieterhoehung: { letzteErhoehung: '2025-13-01' } }),
      },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().fehler.map((f: { feld: string }) => f.feld)).toEqual([
      'berechnungsdaten.pdfParameters.mietvergleich.miete',
      'berechnungsdaten.pdfParameters.mietvergleich.mieterhoehung.letzteErhoehung',
    ]);
    const suche = await u.app.inject({
      method: 'GET',
      url: `${PFAD}/search/findByDateiname?dateiname=Kaputt`,
      headers: { cookie: u.cookie },
    });
    expect(suche.json()._embedded.berechnungsvorlages).toEqual([]);
  });
});
