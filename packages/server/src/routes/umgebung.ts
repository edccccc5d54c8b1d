/**
 * GET /api/environmentInfo (spezifikation.md §7): the maps service addresses, plus our
 * `wartungsdatum` for the maintenance notice (spezifikation.md §1), all from the configuration.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Konfiguration } from '../config.ts';

export interface UmgebungsInfo {
  geokartenUrl: string;
  geokartenWohnlageUrl: string;
  geokartenGebaeudetypUrl: string;
  wartungsdatum: string | null;
}

export const umgebungRoutes: FastifyPluginAsync<{ config: Konfiguration }> = async (
  app,
  { config },
) => {
  const info: UmgebungsInfo = {
    geokartenUrl: config.geokartenUrl,
    geokartenWohnlageUrl: config.geokartenWohnlageUrl,
    geokartenGebaeudetypUrl: config.geokartenGebaeudetypUrl,
    wartungsdatum: config.wartungsdatum,
  };
  app.get(
    '/api/environmentInfo',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: Object.keys(info),
            properties: {
              geokartenUrl: { type: 'string' },
              geokartenWohnlageUrl: { type: 'string' },
              geokartenGebaeudetypUrl: { type: 'string' },
              wartungsdatum: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async () => info,
  );
};
