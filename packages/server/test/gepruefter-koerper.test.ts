/**
 * One parse per route (issue 28 §3): the route's body is read once by the domain's reader into
 * the checked, typed value, which the handler gets as its argument; `request.body` stays what the
 * client sent (no hook swaps it). A refused body: the German 400 (types) or 422 (content).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berechnungLeser, meldungen } from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { registriereFehlerbehandlung } from '../src/fehlerbehandlung.ts';
import { mitGeprueftemKoerper } from '../src/routes/gepruefter-koerper.ts';
import { registriereVertragspruefung, schnellerPfad } from '../src/vertrag/pruefung.ts';

describe('mitGeprueftemKoerper', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registriereVertragspruefung(app);
    registriereFehlerbehandlung(app, 100_000);
    app.post(
      '/probe',
      { schema: { body: berechnungLeser.schema }, attachValidation: true, ...schnellerPfad },
      mitGeprueftemKoerper(berechnungLeser, (berechnung, request) => ({
        flaecheTausendstel: berechnung.flaecheTausendstel,
        baujahr: berechnung.selectedBaujahr,
        gesendeteFlaeche: (request.body as { wohnflaeche: string }).wohnflaeche,
      })),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const sende = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/probe', payload: payload as object });

  it('gibt dem Handler die geprüfte Berechnung; der Körper bleibt, wie er gesendet wurde', async () => {
    const r = await sende({ ...beispiel.given, wohnflaeche: '65,5' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ flaecheTausendstel: 65_500, baujahr: 5, gesendeteFlaeche: '65,5' });
  });

  it('falscher Typ: 400 mit der deutschen Meldung des Feldes; ungültiger Inhalt: 422', async () => {
    const typ = await sende({ ...beispiel.given, selectedBaujahr: 'fünf' });
    expect(typ.statusCode).toBe(400);
    expect(typ.json().fehler.map((f: { feld: string }) => f.feld)).toEqual(['selectedBaujahr']);
    const inhalt = await sende({ ...beispiel.given, selectedWohnlage: null });
    expect(inhalt.statusCode).toBe(422);
    expect(inhalt.json()).toEqual({
      fehler: [{ feld: 'selectedWohnlage', meldung: meldungen.auswahlFehlt }],
    });
  });
});
