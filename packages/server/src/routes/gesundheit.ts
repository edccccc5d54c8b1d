/**
 * GET /health and /api/health: liveness for the container platform and the web app – the
 * process serves, whatever the database does.
 * GET /health/ready: readiness – 200 while the database answers, else a German 503: „Die
 * Datenbank wird geöffnet …“ while PGlite opens (or PostgreSQL migrates) at start, the message
 * of an unreachable database otherwise (issue 9 A1, issue 12 §4). The calculator keeps working either way; a platform that
 * should keep sending calculations during a database outage probes /health for both.
 */
import type { FastifyPluginAsync } from 'fastify';
import { fehlerAntwortSchema } from '../fehler.ts';
import { nurDokumentiert } from './openapi.ts';

export interface GesundheitOptionen {
  /** Resolves when the database answers; rejects with `DatenbankNichtVerfuegbar` otherwise. */
  datenbankBereit: () => Promise<void>;
}

export const gesundheitRoutes: FastifyPluginAsync<GesundheitOptionen> = async (app, optionen) => {
  const schema = {
    tags: ['Betrieb'],
    response: {
      200: {
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', const: 'ok' } },
      },
    },
  };
  for (const url of ['/health', '/api/health']) {
    app.get(url, { schema: { ...schema, summary: 'Lebt der Prozess? (liveness)' } }, async () => ({
      status: 'ok' as const,
    }));
  }
  const bereit = { ...schema, summary: 'Bereit? (readiness: antwortet die Datenbank)' };
  // The 503 comes from the error handler (fehler.ts) and is described only, not serialized.
  const nichtBereit = nurDokumentiert({
    response: {
      ...schema.response,
      503: {
        description: 'Datenbank wird noch geöffnet oder ist nicht erreichbar',
        ...fehlerAntwortSchema,
      },
    },
  });
  app.get('/health/ready', { schema: bereit, config: nichtBereit }, async () => {
    await optionen.datenbankBereit();
    return { status: 'ok' as const };
  });
};
