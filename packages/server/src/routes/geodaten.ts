/**
 * The geodata calls (issue 11; spezifikation.md §2 address search, §7 calls):
 *   GET /api/backend-service/adresssuche?searchString=…   up to 10 addresses, best first
 *   GET /api/backend-service/wohnlage?lon=…&lat=…         Wohnlage and Gebäudetyp at a point
 *   GET /api/backend-service/wohnlagenkarte               the Wohnlagen polygons for the map
 * The lookup and the map come from memory (geodaten/speicher.ts); only the search asks the
 * database, so it alone answers the database's 503 when that is down. The search is bounded
 * (issue 18 §2, geodaten/suchbegrenzung.ts): per process and per client address, with 503/429 +
 * Retry-After beyond, and a time limit on its query.
 */
import {
  adresstrefferListeSchema,
  lageAntwortSchema,
  suchtextSchema,
  type Adresstreffer,
} from '@mietspiegel/domain';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { verweigereUnzulaessigeZeichen } from '../http/unzulaessige-zeichen.ts';
import { fehlerAntwort } from '../fehler.ts';
import { etagPasst, gzipErlaubt } from '../http-bedingungen.ts';
import type { GeodatenRepository } from '../geodaten/geodaten-repository.ts';
import type { Geodaten } from '../geodaten/speicher.ts';
import { imRahmen, type Suchbegrenzung } from '../geodaten/suchbegrenzung.ts';
import { zerlegeSuche } from '../geodaten/suchschluessel.ts';
import { alsBytes, ALLGEMEINE_FEHLER, antwort, fehler, ohneKoerper } from '../vertrag/antworten.ts';

/** Issue 11: at most 10 hits. */
const HOECHSTENS_TREFFER = 10;

export const KARTE_NICHT_EINGERICHTET =
  'Es sind keine Wohnlagen eingerichtet: Die Karte der Wohnlagen steht nicht zur Verfügung.';

export interface GeodatenRoutesOptionen {
  geodaten: Geodaten;
  repository: GeodatenRepository;
  /** Shared with the street suggestions (routes/strassenvorschlaege.ts). */
  begrenzung: Suchbegrenzung;
  /** Searches per client and second (ratengrenze.ts), shared with the street suggestions. */
  ratengrenze: onRequestHookHandler[];
}

/** A decimal number as text ("11.5755", "-0.5"); no exponent, no hex, no spaces. */
const DEZIMALZAHL = /^[-+]?(?:\d{1,3}(?:\.\d{1,15})?|\.\d{1,15})$/;

function leseKoordinate(
  roh: string | undefined,
  feld: 'lon' | 'lat',
): { wert: number } | { meldung: string } {
  const [grenze, name] = feld === 'lon' ? [180, 'Längengrad'] : [90, 'Breitengrad'];
  const text = (roh ?? '').trim();
  const bereich = `eine Zahl von −${grenze} bis ${grenze} (WGS84, Dezimalpunkt)`;
  if (text === '') return { meldung: `Bitte geben Sie den ${name} „${feld}“ an: ${bereich}.` };
  const wert = DEZIMALZAHL.test(text) ? Number(text) : NaN;
  if (!(Math.abs(wert) <= grenze))
    return { meldung: `Der ${name} „${feld}“ muss ${bereich} sein.` };
  return { wert };
}

export const geodatenRoutes: FastifyPluginAsyncZod<GeodatenRoutesOptionen> = async (
  app,
  { geodaten, repository, begrenzung, ratengrenze },
) => {
  // The search text reaches a query: NUL or a lone surrogate gets the German 400, not a 500.
  verweigereUnzulaessigeZeichen(app);

  app.get(
    '/api/backend-service/adresssuche',
    {
      // issue 27 §1: counted as requests arrive, before any work
      onRequest: ratengrenze,
      schema: {
        tags: ['Geodaten'],
        summary: 'Adresssuche mit Wohnlage (ab 3 Zeichen)',
        querystring: z.object({ searchString: suchtextSchema }),
        response: {
          200: antwort(
            'Bis zu 10 Adressen mit Wohnlage, die beste zuerst',
            adresstrefferListeSchema,
          ),
          400: fehler(
            'Suchtext kürzer als 3 Zeichen, zu lang, mehrfach angegeben oder mit unzulässigen Zeichen',
          ),
          429: fehler(
            'Zu viele Suchen dieses Clients gleichzeitig oder in einer Sekunde (Retry-After)',
          ),
          ...ALLGEMEINE_FEHLER,
          503: fehler(
            'Datenbank nicht erreichbar, Suche zu lange oder zu viele Suchen gleichzeitig (Retry-After)',
          ),
        },
      },
    },
    async (request) => {
      const suche = request.query.searchString;
      const anfrage = zerlegeSuche(suche);
      if (anfrage.strasse === '') return [];
      const adressen = await imRahmen(begrenzung, request, () =>
        repository.suche(anfrage, HOECHSTENS_TREFFER),
      );
      if (adressen === undefined) return;
      // The Wohnlage at query time, from memory: a re-imported map counts at once.
      return adressen.map((a): Adresstreffer => ({
        label: `${a.strasse} ${a.hausnummer}, ${a.plz} ${a.ort}`,
        lon: a.lon,
        lat: a.lat,
        ...geodaten.lage(a.lon, a.lat),
      }));
    },
  );

  app.get(
    '/api/backend-service/wohnlage',
    {
      schema: {
        tags: ['Geodaten'],
        summary: 'Wohnlage und Gebäudetyp an einem Punkt (WGS84)',
        querystring: z.object({
          lon: z.optional(
            z.string().check(z.maxLength(40)).register(z.globalRegistry, {
              description: 'Längengrad (WGS84, Dezimalpunkt), −180 bis 180',
            }),
          ),
          lat: z.optional(
            z.string().check(z.maxLength(40)).register(z.globalRegistry, {
              description: 'Breitengrad (WGS84, Dezimalpunkt), −90 bis 90',
            }),
          ),
        }),
        response: {
          200: antwort(
            'Wohnlage und Gebäudetyp am Punkt (null außerhalb der Karte)',
            lageAntwortSchema,
          ),
          400: fehler(
            'Koordinate fehlt, ist keine Zahl, außerhalb des Bereichs, mehrfach oder mit unzulässigen Zeichen',
          ),
          ...ALLGEMEINE_FEHLER,
        },
      },
    },
    async (request, reply) => {
      const lon = leseKoordinate(request.query.lon, 'lon');
      const lat = leseKoordinate(request.query.lat, 'lat');
      const fehler = [
        ...('meldung' in lon ? [{ feld: 'lon', meldung: lon.meldung }] : []),
        ...('meldung' in lat ? [{ feld: 'lat', meldung: lat.meldung }] : []),
      ];
      if ('meldung' in lon || 'meldung' in lat) return reply.code(400).send({ fehler });
      return geodaten.lage(lon.wert, lat.wert);
    },
  );

  app.get(
    '/api/backend-service/wohnlagenkarte',
    {
      schema: {
        tags: ['Geodaten'],
        summary: 'Wohnlagenkarte als GeoJSON (ETag, gzip)',
        // loose: the other headers stay as they came
        headers: z.looseObject({
          'if-none-match': z.optional(
            z
              .string()
              .register(z.globalRegistry, { description: 'ETag einer früher geladenen Karte' }),
          ),
        }),
        // Answered as bytes (GeoJSON, maybe gzip), which Fastify sends as they are.
        response: {
          200: antwort(
            'FeatureCollection der Wohnlagen',
            alsBytes(
              z.looseObject({
                type: z
                  .literal('FeatureCollection')
                  .register(z.globalRegistry, { description: 'GeoJSON-Typ' }),
                features: z.array(z.unknown()).register(z.globalRegistry, {
                  description:
                    'Die Gebiete der Wohnlagen (GeoJSON-Features mit der Wohnlage in den Eigenschaften)',
                }),
              }),
            ),
            'application/geo+json',
          ),
          304: ohneKoerper('Unverändert (If-None-Match)'),
          404: fehler('Keine Karte importiert'),
          ...ALLGEMEINE_FEHLER,
        },
      },
    },
    async (request, reply) => {
      const karte = geodaten.wohnlagenkarte();
      if (!karte) return reply.code(404).send(fehlerAntwort('', KARTE_NICHT_EINGERICHTET));
      // no-cache: the browser keeps the map but asks each time whether a new import replaced it.
      reply
        .header('etag', karte.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      // RFC 9110 §13.1.2 (weak comparison, `*`) and §12.5.3 (`gzip;q=0` refuses gzip)
      if (etagPasst(request.headers['if-none-match'], karte.etag)) return reply.code(304).send();
      reply.type('application/geo+json; charset=utf-8');
      if (gzipErlaubt(request.headers['accept-encoding']))
        return reply.header('content-encoding', 'gzip').send(karte.gzip);
      return reply.send(karte.json);
    },
  );
};
