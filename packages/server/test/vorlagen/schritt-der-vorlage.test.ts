// issue 26 §10 (ADR 0024): a template names its step by id beside the index, and one sent by a
// client that does not know a step added later (no answer for it) is taken, not refused with 422.
import { describe, expect, it } from 'vitest';
import { angemeldeteUmgebung, beispielDaten, DATENBANKART, PFAD } from './hilfen.ts';

const json = { 'content-type': 'application/json' };
const u = angemeldeteUmgebung('sina');

const lege = (dateiname: string, berechnungsdaten: unknown) =>
  u.app.inject({
    method: 'POST',
    url: PFAD,
    headers: { cookie: u.cookie, ...json },
    payload: { dateiname, kommentar: '', berechnungsdaten },
  });

const lies = async (href: string) =>
  (await u.app.inject({ method: 'GET', url: href, headers: { cookie: u.cookie } })).json<{
    berechnungsdaten: {
      aktuellerSchritt: number;
      aktuellerSchrittId?: string;
      pdfParameters: { berechnung: Record<string, unknown> };
      errors: Record<string, unknown>;
    };
  }>();

describe(`Der Schritt einer Vorlage (${DATENBANKART})`, () => {
  it('speichert die Schritt-Id neben dem Index und gibt beide zurück', async () => {
    const r = await lege('Mit Schritt-Id', {
      ...beispielDaten(),
      aktuellerSchritt: 20,
      aktuellerSchrittId: 'berechnungsergebnisse',
    });
    expect(r.statusCode).toBe(201);
    const gelesen = await lies(r.json()._links.self.href);
    expect(gelesen.berechnungsdaten).toMatchObject({
      aktuellerSchritt: 20,
      aktuellerSchrittId: 'berechnungsergebnisse',
    });
  });

  it('nimmt eine Vorlage ohne Antwort zu einem Schritt an (kein 422) und gibt sie ohne sie zurück', async () => {
    const d = beispielDaten();
    const { selectedModernisierteFenster: _fehlt, ...berechnung } = d.pdfParameters.berechnung;
    const { modernisierteFenster: _auchFlag, ...errors } = d.errors;
    const r = await lege('Ohne Fenster', {
      ...d,
      pdfParameters: { ...d.pdfParameters, berechnung },
      errors,
    });
    expect(r.statusCode, r.body).toBe(201);
    const gelesen = await lies(r.json()._links.self.href);
    // stored as sent: the web app opens it at that step (leseVorlagenstand)
    expect(gelesen.berechnungsdaten.pdfParameters.berechnung).not.toHaveProperty(
      'selectedModernisierteFenster',
    );
    expect(gelesen.berechnungsdaten.pdfParameters.berechnung.selectedBaujahr).toBe(5);
  });

  it('lehnt eine Schritt-Id, die kein Text ist, auf Deutsch ab', async () => {
    const r = await lege('Falsche Id', { ...beispielDaten(), aktuellerSchrittId: 20 });
    expect(r.statusCode).toBe(422);
    expect(JSON.stringify(r.json())).not.toMatch(/invalid|expected/i);
  });
});
