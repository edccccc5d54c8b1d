/**
 * GET /api/backend-service/strassenvorschlaege?searchString=… (issue 17 §6): after an address
 * search without hits, up to 5 streets whose name is close to the typed one ("Meinten Sie
 * …?"). Answered from memory (geodaten/strassenvorschlaege.ts, in slices: issue 27 §2), with the search's folding
 * (geodaten/suchschluessel.ts zerlegeSuche); kept apart from the address search itself, which
 * asks the database. It shares the search's bound per process and per client address (issue 18
 * §2, geodaten/suchbegrenzung.ts): a client typing ahead asks both.
 */
import {
  strassenvorschlagListeSchema,
  suchtextSchema,
  type Strassenvorschlag,
} from '@mietspiegel/domain';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ALLGEMEINE_FEHLER, antwort, fehler } from '../vertrag/antworten.ts';
import type { Geodaten } from '../geodaten/speicher.ts';
import { mitStrasse } from '../geodaten/strassenvorschlaege.ts';
import { imRahmen, type Suchbegrenzung } from '../geodaten/suchbegrenzung.ts';
import { zerlegeSuche } from '../geodaten/suchschluessel.ts';

const HOECHSTENS_VORSCHLAEGE = 5;

export const strassenvorschlaegeRoutes: FastifyPluginAsyncZod<{
  geodaten: Geodaten;
  begrenzung: Suchbegrenzung;
  /** The address search's count per client and second (ratengrenze.ts): the same hook. */
  ratengrenze: onRequestHookHandler[];
}> = async (app, { geodaten, begrenzung, ratengrenze }) => {
  app.get(
    '/api/backend-service/strassenvorschlaege',
    {
      // issue 27 §2: counted as requests arrive, before any work
      onRequest: ratengrenze,
      schema: {
        tags: ['Geodaten'],
        summary: 'Ähnliche Straßennamen, wenn die Adresssuche nichts findet („Meinten Sie …?“)',
        querystring: z.object({ searchString: suchtextSchema }),
        response: {
          200: antwort(
            'Bis zu 5 ähnliche Straßennamen (leer: keiner)',
            strassenvorschlagListeSchema,
          ),
          400: fehler(
            'Suchtext kürzer als 3 Zeichen, zu lang, mehrfach angegeben oder mit unzulässigen Zeichen',
          ),
          429: fehler(
            'Zu viele Suchen dieses Clients gleichzeitig oder in einer Sekunde (Retry-After)',
          ),
          ...ALLGEMEINE_FEHLER,
          503: fehler('Zu viele Suchen gleichzeitig oder der Server wird beendet (Retry-After)'),
        },
      },
    },
    async (request) => {
      const suche = request.query.searchString;
      return imRahmen(begrenzung, request, async () =>
        (
          await geodaten.strassenvorschlaege(zerlegeSuche(suche).strasse, HOECHSTENS_VORSCHLAEGE)
        ).map((strasse): Strassenvorschlag => ({ strasse, suche: mitStrasse(suche, strasse) })),
      );
    },
  );
};
