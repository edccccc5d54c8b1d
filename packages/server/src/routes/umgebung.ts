/**
 * GET /api/environmentInfo (spezifikation.md §7): the maps service addresses, plus our
 * `wartungsdatum` for the maintenance notice (spezifikation.md §1), all from the configuration;
 * and (issue 11) which geodata layers are imported and the built-in map's tile address. The
 * editions (issue 20 §3) come from the configuration, the
 * layer status comes from memory (geodaten/speicher.ts): this route never queries the database.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ausgabeInfo,
  environmentInfoSchema,
  heuteInMuenchen,
  type EnvironmentInfo,
} from '@mietspiegel/domain';
import type { Konfiguration } from '../konfiguration.ts';
import type { Geodaten } from '../geodaten/speicher.ts';
import { ALLGEMEINE_FEHLER, antwort } from '../vertrag/antworten.ts';

export const umgebungRoutes: FastifyPluginAsyncZod<{
  konfiguration: Konfiguration;
  geodaten: Geodaten;
  uhr: () => Date;
}> = async (app, { konfiguration, geodaten, uhr }) => {
  const fest = {
    geokartenUrl: konfiguration.geokartenUrl,
    geokartenWohnlageUrl: konfiguration.geokartenWohnlageUrl,
    geokartenGebaeudetypUrl: konfiguration.geokartenGebaeudetypUrl,
    wartungsdatum: konfiguration.wartungsdatum,
    kartenKachelUrl: konfiguration.kartenKachelUrl,
    kartenKachelAttribution: konfiguration.kartenKachelAttribution,
    ausgaben: konfiguration.ausgaben.alle.map(ausgabeInfo),
  };
  app.get(
    '/api/environmentInfo',
    // the answer's shape is the domain's environmentInfoSchema, which the web app reads with
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Kartenadressen, Wartungsdatum, eingerichtete Geodaten, Mietspiegel-Ausgaben',
        response: {
          200: antwort('Umgebung des Rechners', environmentInfoSchema),
          ...ALLGEMEINE_FEHLER,
        },
      },
    },
    async (): Promise<EnvironmentInfo> => ({
      ...fest,
      geodaten: geodaten.status(),
      // issue 20 §3: the default edition of a calculation made now
      ausgabeHeute: konfiguration.ausgaben.ausgabeFuer(heuteInMuenchen(uhr()))?.ausgabe ?? null,
    }),
  );
};
