/**
 * GET /health and /api/health: liveness for the container platform and the web app – the
 * process serves, whatever the database does.
 * GET /health/ready: readiness – 200 while the database answers, else the German 503 of an
 * unreachable database (issue 9 A1). The calculator keeps working either way; a platform that
 * should keep sending calculations during a database outage probes /health for both.
 */
import type { FastifyPluginAsync } from 'fastify';

export interface GesundheitOptionen {
  /** Resolves when the database answers; rejects with `DatenbankNichtVerfuegbar` otherwise. */
  datenbankBereit: () => Promise<void>;
}

export const gesundheitRoutes: FastifyPluginAsync<GesundheitOptionen> = async (app, optionen) => {
  const schema = {
    response: {
      200: {
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', const: 'ok' } },
      },
    },
  };
  for (const url of ['/health', '/api/health']) {
    app.get(url, { schema }, async () => ({ status: 'ok' as const }));
  }
  app.get('/health/ready', { schema }, async () => {
    await optionen.datenbankBereit();
    return { status: 'ok' as const };
  });
};
