/**
 * GET /health and /api/health: liveness for the container platform and the web app – the
 * process serves, whatever the database does.
 * GET /health/ready: readiness – 200 while the database answers, else a German 503: „Die
 * Datenbank wird geöffnet …“ while PGlite opens (or PostgreSQL migrates) at start, the message
 * of an unreachable database otherwise (issue 9 A1, issue 12 §4). The calculator keeps working either way; a platform that
 * should keep sending calculations during a database outage probes /health for both.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ALLGEMEINE_FEHLER, antwort, fehler } from '../vertrag/antworten.ts';

export interface GesundheitOptionen {
  /** Resolves when the database answers; rejects with `DatenbankNichtVerfuegbar` otherwise. */
  datenbankBereit: () => Promise<void>;
}

const ok = z.object({
  status: z.literal('ok').register(z.globalRegistry, { description: 'Immer „ok“' }),
});

export const gesundheitRoutes: FastifyPluginAsyncZod<GesundheitOptionen> = async (
  app,
  optionen,
) => {
  const lebt = {
    tags: ['Betrieb'],
    summary: 'Lebt der Prozess? (liveness)',
    response: { 200: antwort('Der Prozess antwortet', ok), ...ALLGEMEINE_FEHLER },
  };
  for (const url of ['/health', '/api/health']) {
    app.get(url, { schema: lebt }, async () => ({ status: 'ok' as const }));
  }
  const bereit = {
    tags: ['Betrieb'],
    summary: 'Bereit? (readiness: antwortet die Datenbank)',
    response: {
      200: antwort('Die Datenbank antwortet', ok),
      ...ALLGEMEINE_FEHLER,
      // from the error handler (fehler.ts)
      503: fehler(
        'Datenbank wird noch geöffnet oder ist nicht erreichbar, oder der Server wird beendet',
      ),
    },
  };
  app.get('/health/ready', { schema: bereit }, async () => {
    await optionen.datenbankBereit();
    return { status: 'ok' as const };
  });
};
