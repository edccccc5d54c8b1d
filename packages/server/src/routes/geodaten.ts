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
import type { Adresstreffer } from '@mietspiegel/domain';
import type { FastifyPluginAsync } from 'fastify';
import { verweigereUnzulaessigeZeichen } from '../http/unzulaessige-zeichen.ts';
import { fehlerAntwort, fehlerAntwortSchema } from '../fehler.ts';
import { etagPasst, gzipErlaubt } from '../http-bedingungen.ts';
import type { GeodatenRepository } from '../geodaten/geodaten-repository.ts';
import type { Geodaten } from '../geodaten/speicher.ts';
import { imRahmen, type Suchbegrenzung } from '../geodaten/suchbegrenzung.ts';
import { zerlegeSuche } from '../geodaten/suchschluessel.ts';
import { nurDokumentiert } from './openapi.ts';
import { adresstrefferListeJsonSchema, lageAntwortJsonSchema } from './schemas.ts';

/** spezifikation.md §9: "Address search minimum 3 characters". */
const MIN_ZEICHEN = 3;
/** Issue 11: at most 10 hits. */
const HOECHSTENS_TREFFER = 10;

/** The minimum length (§9) for the address search and its street suggestions: one check. */
export function zuKurzeSuche(suche: string): ReturnType<typeof fehlerAntwort> | null {
  return [...suche].length < MIN_ZEICHEN
    ? fehlerAntwort(
        'searchString',
        `Bitte geben Sie mindestens ${MIN_ZEICHEN} Zeichen für die Adresssuche ein.`,
      )
    : null;
}

export const KARTE_NICHT_EINGERICHTET =
  'Es sind keine Wohnlagen eingerichtet: Die Karte der Wohnlagen steht nicht zur Verfügung.';

export interface GeodatenRoutenOptionen {
  geodaten: Geodaten;
  repository: GeodatenRepository;
  /** Shared with the street suggestions (routes/strassenvorschlaege.ts). */
  begrenzung: Suchbegrenzung;
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

export const geodatenRoutes: FastifyPluginAsync<GeodatenRoutenOptionen> = async (
  app,
  { geodaten, repository, begrenzung },
) => {
  // The search text reaches a query: NUL or a lone surrogate gets the German 400, not a 500.
  verweigereUnzulaessigeZeichen(app);

  app.get<{ Querystring: { searchString?: string } }>(
    '/api/backend-service/adresssuche',
    {
      schema: {
        tags: ['Geodaten'],
        summary: 'Adresssuche mit Wohnlage (ab 3 Zeichen)',
        querystring: {
          type: 'object',
          properties: { searchString: { type: 'string', maxLength: 200 } },
        },
        response: {
          200: adresstrefferListeJsonSchema,
          400: fehlerAntwortSchema,
          429: fehlerAntwortSchema,
          503: fehlerAntwortSchema,
        },
      },
    },
    async (request, reply) => {
      const suche = (request.query.searchString ?? '').trim();
      const zuKurz = zuKurzeSuche(suche);
      if (zuKurz) return reply.code(400).send(zuKurz);
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

  app.get<{ Querystring: { lon?: string; lat?: string } }>(
    '/api/backend-service/wohnlage',
    {
      schema: {
        tags: ['Geodaten'],
        summary: 'Wohnlage und Gebäudetyp an einem Punkt (WGS84)',
        querystring: {
          type: 'object',
          properties: {
            lon: { type: 'string', maxLength: 40 },
            lat: { type: 'string', maxLength: 40 },
          },
        },
        response: { 200: lageAntwortJsonSchema, 400: fehlerAntwortSchema },
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
      schema: { tags: ['Geodaten'], summary: 'Wohnlagenkarte als GeoJSON (ETag, gzip)' },
      // Answered as bytes (GeoJSON, maybe gzip): described only, never serialized.
      config: nurDokumentiert({
        response: {
          200: {
            description: 'FeatureCollection der Wohnlagen',
            content: { 'application/geo+json': { schema: { type: 'object' } } },
          },
          304: { description: 'Unverändert (If-None-Match)', type: 'null' },
          404: { description: 'Keine Karte importiert', ...fehlerAntwortSchema },
        },
      }),
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
