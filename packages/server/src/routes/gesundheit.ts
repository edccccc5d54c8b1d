/** GET /health and /api/health: liveness for the container platform and the web app. */
import type { FastifyPluginAsync } from 'fastify';

export const gesundheitRoutes: FastifyPluginAsync = async (app) => {
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
};
