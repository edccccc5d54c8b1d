/**
 * GET /api/environmentInfo (spezifikation.md §7): the maps service addresses, plus our
 * `wartungsdatum` for the maintenance notice (spezifikation.md §1), all from the configuration;
 * and (issue 11) which geodata layers are imported and the built-in map's tile address. The
 * layer status comes from memory (geodaten/speicher.ts): this route never queries the database.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { GeodatenStatus } from '@mietspiegel/domain';
import type { Konfiguration } from '../config.ts';
import type { Geodaten } from '../geodaten/speicher.ts';
import { geodatenStatusJsonSchema } from './schemas.ts';

export interface UmgebungsInfo {
  geokartenUrl: string;
  geokartenWohnlageUrl: string;
  geokartenGebaeudetypUrl: string;
  wartungsdatum: string | null;
  kartenKachelUrl: string;
  kartenKachelAttribution: string;
  geodaten: GeodatenStatus;
}

export const umgebungRoutes: FastifyPluginAsync<{
  config: Konfiguration;
  geodaten: Geodaten;
}> = async (app, { config, geodaten }) => {
  const fest = {
    geokartenUrl: config.geokartenUrl,
    geokartenWohnlageUrl: config.geokartenWohnlageUrl,
    geokartenGebaeudetypUrl: config.geokartenGebaeudetypUrl,
    wartungsdatum: config.wartungsdatum,
    kartenKachelUrl: config.kartenKachelUrl,
    kartenKachelAttribution: config.kartenKachelAttribution,
  };
  app.get(
    '/api/environmentInfo',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: [...Object.keys(fest), 'geodaten'],
            properties: {
              geokartenUrl: { type: 'string' },
              geokartenWohnlageUrl: { type: 'string' },
              geokartenGebaeudetypUrl: { type: 'string' },
              wartungsdatum: { type: ['string', 'null'] },
              kartenKachelUrl: { type: 'string' },
              kartenKachelAttribution: { type: 'string' },
              geodaten: geodatenStatusJsonSchema,
            },
          },
        },
      },
    },
    async (): Promise<UmgebungsInfo> => ({ ...fest, geodaten: geodaten.status() }),
  );
};
