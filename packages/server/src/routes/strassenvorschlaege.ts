/**
 * GET /api/backend-service/strassenvorschlaege?searchString=… (issue 17 §6): after an address
 * search without hits, up to 5 streets whose name is close to the typed one ("Meinten Sie
 * …?"). Answered from memory (geodaten/strassenvorschlaege.ts), with the search's folding
 * (geodaten/suchschluessel.ts zerlegeSuche); kept apart from the address search itself, which
 * asks the database. It shares the search's bound per process and per client address (issue 18
 * §2, geodaten/suchbegrenzung.ts): a client typing ahead asks both.
 */
import type { Strassenvorschlag } from '@mietspiegel/domain';
import type { FastifyPluginAsync } from 'fastify';
import { fehlerAntwortSchema } from '../fehler.ts';
import type { Geodaten } from '../geodaten/speicher.ts';
import { mitStrasse } from '../geodaten/strassenvorschlaege.ts';
import { imRahmen, type Suchbegrenzung } from '../geodaten/suchbegrenzung.ts';
import { zerlegeSuche } from '../geodaten/suchschluessel.ts';
import { zuKurzeSuche } from './geodaten.ts';
import { strassenvorschlagListeJsonSchema } from './schemas.ts';

const HOECHSTENS_VORSCHLAEGE = 5;

export const strassenvorschlaegeRoutes: FastifyPluginAsync<{
  geodaten: Geodaten;
  begrenzung: Suchbegrenzung;
}> = async (app, { geodaten, begrenzung }) => {
  app.get<{ Querystring: { searchString?: string } }>(
    '/api/backend-service/strassenvorschlaege',
    {
      schema: {
        tags: ['Geodaten'],
        summary: 'Ähnliche Straßennamen, wenn die Adresssuche nichts findet („Meinten Sie …?“)',
        querystring: {
          type: 'object',
          properties: { searchString: { type: 'string', maxLength: 200 } },
        },
        response: {
          200: strassenvorschlagListeJsonSchema,
          400: fehlerAntwortSchema,
          429: fehlerAntwortSchema,
          503: fehlerAntwortSchema,
        },
      },
    },
    async (request, reply) => {
      const suche = (request.query.searchString ?? '').trim();
      const zuKurz = zuKurzeSuche(suche);
      if (zuKurz) return reply.code(400).send(zuKurz);
      return imRahmen(begrenzung, request, () =>
        geodaten
          .strassenvorschlaege(zerlegeSuche(suche).strasse, HOECHSTENS_VORSCHLAEGE)
          .map((strasse): Strassenvorschlag => ({ strasse, suche: mitStrasse(suche, strasse) })),
      );
    },
  );
};
