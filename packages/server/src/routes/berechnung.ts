/**
 * POST /api/backend-service/berechnung (berechnungsregeln.md §1–§3): ajv checks the body's types
 * and the domain its content (400 wrong shape, 422 invalid values or conflicts,
 * domaenen-pruefung.ts); the domain computes the result.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  berechneOrtsueblicheMiete,
  pruefeBerechnung,
  pruefeBerechnungsInhalt,
  type AusgabenRegister,
  type Berechnung,
  type BerechnungWire,
} from '@mietspiegel/domain';
import { fehlerAntwortSchema } from '../fehler.ts';
import { ausgabeIdIn, ausgabeWaehlen, gewaehlteAusgabe } from './ausgabe-wahl.ts';
import { domaenenPruefung, type Pruefergebnis } from './domaenen-pruefung.ts';
import { berechnungJsonSchema, ergebnisJsonSchema } from './schemas.ts';

const alsErgebnis = (p: ReturnType<typeof pruefeBerechnung>): Pruefergebnis<Berechnung> =>
  p.ok ? { ok: true, wert: p.berechnung } : p;

export const berechnungRoutes: FastifyPluginAsync<{
  ausgaben: AusgabenRegister;
  uhr: () => Date;
}> = async (app, { ausgaben, uhr }) => {
  app.post<{ Body: Berechnung }>(
    '/api/backend-service/berechnung',
    {
      schema: {
        tags: ['Berechnung'],
        summary: 'Ortsübliche Vergleichsmiete berechnen',
        description:
          'Rechnet nach der Mietspiegel-Ausgabe in „ausgabe“ (Id) oder, ohne sie, nach der heute in München geltenden; das Ergebnis nennt die verwendete Ausgabe in „ausgabe“. Eine unbekannte Id: 400.',
        body: berechnungJsonSchema,
        // fast-json-stringify writes the result from this schema: what JSON.stringify gives.
        response: { 200: ergebnisJsonSchema, 400: fehlerAntwortSchema, 422: fehlerAntwortSchema },
      },
      attachValidation: true,
      preHandler: [
        // issue 20 §3: `ausgabe` (id) or the edition in force today; unknown → 400
        ausgabeWaehlen(ausgaben, uhr, ausgabeIdIn, 'ausgabe'),
        domaenenPruefung({
          ganz: (eingabe) => alsErgebnis(pruefeBerechnung(eingabe)),
          inhalt: (eingabe: BerechnungWire) => alsErgebnis(pruefeBerechnungsInhalt(eingabe)),
        }),
      ],
    },
    async (request) => berechneOrtsueblicheMiete(request.body, gewaehlteAusgabe(request)),
  );
};
