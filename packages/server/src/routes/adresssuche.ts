/**
 * GET /api/backend-service/adresssuche?searchString= (spezifikation.md §7): list of `{label}`.
 * No address source is connected yet, so every valid query answers an empty list; the web app
 * then shows its "nothing found" state. Fewer than 3 characters is bad input (spec §9).
 */
import type { FastifyPluginAsync } from 'fastify';
import { fehlerAntwort, fehlerAntwortSchema } from '../fehler.ts';

/** spezifikation.md §9: "Address search minimum 3 characters". */
const MIN_ZEICHEN = 3;

export interface AdressTreffer {
  label: string;
}

export const adresssucheRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { searchString?: string } }>(
    '/api/backend-service/adresssuche',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { searchString: { type: 'string', maxLength: 200 } },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['label'],
              properties: { label: { type: 'string' } },
            },
          },
          400: fehlerAntwortSchema,
        },
      },
    },
    async (request, reply) => {
      const suche = (request.query.searchString ?? '').trim();
      if ([...suche].length < MIN_ZEICHEN) {
        return reply
          .code(400)
          .send(
            fehlerAntwort(
              'searchString',
              `Bitte geben Sie mindestens ${MIN_ZEICHEN} Zeichen für die Adresssuche ein.`,
            ),
          );
      }
      const treffer: AdressTreffer[] = [];
      return treffer;
    },
  );
};
