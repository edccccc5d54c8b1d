/**
 * GET /api/betreiber (issue 21 §2): the operator's details for the Impressum, Datenschutz and
 * accessibility pages, from the file named by BETREIBER_DATEI (read and checked at start,
 * konfiguration.ts), or `{betreiber: null}` without it – the pages then name the missing setting – and
 * the sessions' lifetime for the privacy page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betreiberAntwortSchema, type BetreiberAntwort } from '@mietspiegel/domain';
import type { Konfiguration } from '../konfiguration.ts';
import { ALLGEMEINE_FEHLER, antwort } from '../vertrag/antworten.ts';

export const betreiberRoutes: FastifyPluginAsyncZod<{ konfiguration: Konfiguration }> = async (
  app,
  { konfiguration },
) => {
  const angaben: BetreiberAntwort = {
    betreiber: konfiguration.betreiber,
    sitzungsdauerMinuten: konfiguration.sitzungsdauerMinuten,
  };
  app.get(
    '/api/betreiber',
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Angaben des Betreibers (Impressum, Datenschutz, Barrierefreiheit)',
        description:
          'Aus der Datei, die BETREIBER_DATEI nennt; `betreiber: null`, wenn die Einstellung fehlt.',
        response: {
          200: antwort('Angaben des Betreibers und Sitzungsdauer', betreiberAntwortSchema),
          ...ALLGEMEINE_FEHLER,
        },
      },
    },
    async () => angaben,
  );
};
