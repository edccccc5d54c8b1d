/**
 * GET /api/betreiber (issue 21 §2): the operator's details for the Impressum, Datenschutz and
 * accessibility pages, from the file named by BETREIBER_DATEI (read and checked at start,
 * config.ts), or `{betreiber: null}` without it – the pages then name the missing setting – and
 * the sessions' lifetime for the privacy page.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BetreiberAntwort } from '@mietspiegel/domain';
import type { Konfiguration } from '../config.ts';
import { betreiberAntwortJsonSchema } from './schemas.ts';

export const betreiberRoutes: FastifyPluginAsync<{ config: Konfiguration }> = async (
  app,
  { config },
) => {
  const antwort: BetreiberAntwort = {
    betreiber: config.betreiber,
    sitzungsdauerMinuten: config.sitzungsdauerMinuten,
  };
  app.get(
    '/api/betreiber',
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Angaben des Betreibers (Impressum, Datenschutz, Barrierefreiheit)',
        description:
          'Aus der Datei, die BETREIBER_DATEI nennt; `betreiber: null`, wenn die Einstellung fehlt.',
        response: { 200: betreiberAntwortJsonSchema },
      },
    },
    async () => antwort,
  );
};
