/**
 * issue 17 §10: only holders of the write permission may set a Stichtagsdifferenz
 * (spezifikation.md §3, §6) – in the page and, with this, on the server: a PDF request carrying
 * one without the permission is a German 403 and renders nothing; without one nothing changes.
 */
import { describe, expect, it } from 'vitest';
import beispiel from '../../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { MELDUNG_STICHTAGSDIFFERENZ_OHNE_RECHT } from '../../src/routes/stichtagsdifferenz-recht.ts';
import { anmelden, legeKontoAn, RECHT, testUmgebung } from './hilfen.ts';

const URL = '/api/backend-service/pdf';
const MIT = {
  berechnung: beispiel.given,
  stichtagsdifferenz: { stand: '2026-03-01', hoehe: 2.5 },
};

const u = testUmgebung();

async function pdf(body: object, cookie?: string) {
  return u.app.inject({
    method: 'POST',
    url: URL,
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

describe('Stichtagsdifferenz im PDF nur mit Schreibrecht', () => {
  it('anonym: eine deutsche 403, die das Feld nennt, kein PDF', async () => {
    const r = await pdf(MIT);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      fehler: [{ feld: 'stichtagsdifferenz', meldung: MELDUNG_STICHTAGSDIFFERENZ_OHNE_RECHT }],
    });
  });

  it('angemeldet ohne die Berechtigung: 403; mit ihr: das PDF', async () => {
    await legeKontoAn(u.datenbank, 'lesend', 'lesend-passwort', []);
    await legeKontoAn(u.datenbank, 'schreibend', 'schreibend-passwort', [RECHT]);
    const ohne = await pdf(MIT, await anmelden(u.app, 'lesend', 'lesend-passwort'));
    expect(ohne.statusCode).toBe(403);
    const mit = await pdf(MIT, await anmelden(u.app, 'schreibend', 'schreibend-passwort'));
    expect(mit.statusCode).toBe(200);
    expect(mit.headers['content-type']).toBe('application/pdf');
  });

  it('ohne Stichtagsdifferenz (fehlend oder null) erhält jeder das PDF, wie zuvor', async () => {
    expect((await pdf({ berechnung: beispiel.given })).statusCode).toBe(200);
    expect((await pdf({ berechnung: beispiel.given, stichtagsdifferenz: null })).statusCode).toBe(
      200,
    );
  });
});
