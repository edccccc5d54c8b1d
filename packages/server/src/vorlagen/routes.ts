/**
 * Templates API (spezifikation.md §7), Spring Data REST style:
 *   GET    /api/backend-service/berechnungsvorlages                       list (page, size, sort, filters)
 *   GET    /api/backend-service/berechnungsvorlages/search                search links
 *   GET    /api/backend-service/berechnungsvorlages/search/findByDateiname?dateiname=
 *   POST   /api/backend-service/berechnungsvorlages                       201 + Location + ETag
 *   GET    /api/backend-service/berechnungsvorlages/{dateiId}             item + ETag
 *   PUT    /api/backend-service/berechnungsvorlages/{dateiId}             overwrite, If-Match required
 *   DELETE /api/backend-service/berechnungsvorlages/{dateiId}             If-Match optional
 * Access (§6) and CSRF checks run in hooks before any handler; handlers only translate HTTP.
 */
import {
  berechnungsvorlageSchema,
  berechnungsvorlagenListeSchema,
  meldungen,
  type BerechnungsvorlagenListe,
} from '@mietspiegel/domain';
import * as z from 'zod/mini';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verlangeBerechtigung } from '../auth/berechtigung.ts';
import { BERECHTIGUNG_VORLAGEN_SCHREIBEN } from '../auth/benutzer.ts';
import { kommtVonHier } from '../auth/herkunft.ts';
import { erlaubeLeerenJsonKoerper } from '../auth/leerer-json-koerper.ts';
import { authTexte } from '../auth/texte.ts';
import { verweigereUnzulaessigeZeichen } from '../http/unzulaessige-zeichen.ts';
import type { DbZugang } from '../db/schema.ts';
import { fehlerAntwort } from '../fehler.ts';
import { leseEtagListe } from '../http-bedingungen.ts';
import {
  abfrageText,
  ALLGEMEINE_FEHLER,
  antwort,
  fehler,
  KOERPER_FEHLER,
  ohneKoerper,
} from '../vertrag/antworten.ts';
import {
  alsRessource,
  alsSammlung,
  etag,
  HAL_JSON,
  selbstLink,
  VORLAGEN_PFAD,
} from './darstellung.ts';
import { listenparameterSchema, listenQuery } from './listenparameter.ts';
import { eingabeFehler, vorlagenKoerperSchema, zumSpeichern } from './eingabe.ts';
import { vorlagenTexte as t } from './texte.ts';
import {
  DateinameVergebenFehler,
  VorlagenRepository,
  type Vorlage,
} from './vorlagen-repository.ts';

// The contract (vertrag/): Fastify checks the path, the query, the headers and the body with
// these schemas; a refused body is answered by `eingabeFehler` with the schema's German messages
// (400/422), so the handlers only see checked bodies.
const TAGS = ['Vorlagen'] as const;
const HAL_JSON_ART = 'application/hal+json';
const SICHERHEIT = [{ sitzung: [] }] as const;
const ZUGRIFF = {
  401: fehler('Nicht angemeldet'),
  403: fehler('Keine Berechtigung (oder fremde Herkunft bei Änderungen)'),
  ...ALLGEMEINE_FEHLER,
  503: fehler('Datenbank nicht erreichbar oder der Server wird beendet'),
} as const;
const vorlage = (description: string) =>
  antwort(description, berechnungsvorlageSchema, HAL_JSON_ART);
const liste = (description: string) =>
  antwort(description, berechnungsvorlagenListeSchema, HAL_JSON_ART);
const idParameter = z.object({
  id: z.string().register(z.globalRegistry, { description: 'dateiId der Vorlage' }),
});
// loose: the other headers stay as they came
const ifMatch = (description: string) =>
  z.looseObject({
    'if-match': z.optional(z.string().register(z.globalRegistry, { description })),
  });
const AENDERUNG = {
  ...KOERPER_FEHLER,
  400: fehler('Kein JSON-Objekt, ungültiges JSON oder unzulässige Zeichen (NUL, halbe Surrogate)'),
  409: fehler('Dateiname schon vergeben'),
  415: fehler('Nur JSON'),
  422: fehler('Eingabe verstößt gegen eine Regel (Meldung je Feld)'),
} as const;

export interface VorlagenOptionen {
  db: DbZugang;
  uhr?: () => Date;
}

const GROESSTE_ID = 2_147_483_647; // integer column

/** Ids that are no positive int4 (letters, 0, huge numbers) simply do not exist: 404. */
function leseId(roh: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(roh)) return null;
  const id = Number(roh);
  return id <= GROESSTE_ID ? id : null;
}

/**
 * If-Match (RFC 9110 §13.1.1): `*` (null = any version) or a list of ETags such as
 * `W/"5", W/"1"`, of which each is compared (weakly: our ETags are weak, issue 27 §9) – the
 * versions named, maybe none of ours (`"abc"`). undefined: the value is no If-Match at all
 * (`1`, `W/1`) → 400.
 */
function leseIfMatch(kopf: string): readonly number[] | null | undefined {
  const liste = leseEtagListe(kopf);
  if (liste === undefined) return undefined;
  if (liste === '*') return null;
  return liste.filter((tag) => /^\d{1,9}$/.test(tag.wert)).map((tag) => Number(tag.wert));
}

export async function vorlagenRoutes(fastify: FastifyInstance, o: VorlagenOptionen): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uhr = o.uhr ?? (() => new Date());
  const repo = new VorlagenRepository(o.db);

  app.addHook('onRequest', app.benutzerErmitteln);
  app.addHook('onRequest', verlangeBerechtigung(BERECHTIGUNG_VORLAGEN_SCHREIBEN));
  // CSRF: changes only from our own pages and only as JSON (a cross-site form cannot send it).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!kommtVonHier(request))
      return reply.code(403).send(fehlerAntwort('', authTexte.fremdeHerkunft));
    if (
      request.method !== 'DELETE' &&
      !/^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '')
    ) {
      return reply.code(415).send(fehlerAntwort('', t.nurJson));
    }
  });
  erlaubeLeerenJsonKoerper(app);
  verweigereUnzulaessigeZeichen(app); // filters, names, comments and berechnungsdaten reach the database
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const einzeln = (reply: FastifyReply, status: number, v: Vorlage) =>
    reply.code(status).header('etag', etag(v.version)).type(HAL_JSON).send(alsRessource(v));
  const nichtGefunden = (reply: FastifyReply) =>
    reply.code(404).send(fehlerAntwort('', t.nichtGefunden));
  const nameVergeben = (reply: FastifyReply) =>
    reply.code(409).send(fehlerAntwort('dateiname', meldungen.nameExistiertBearbeiten));
  const benutzername = (request: FastifyRequest): string => request.benutzer?.name ?? '';
  /** 412: someone else changed or deleted the template meanwhile (one text, meldungen). */
  const veraltet = (reply: FastifyReply) =>
    reply.code(412).send(fehlerAntwort('', meldungen.vorlageInzwischenGeaendert));
  /** What POST and PUT store: the checked body, who and when. */
  const zumSpeichernVon = (
    request: FastifyRequest<{ Body: z.output<typeof vorlagenKoerperSchema> }>,
  ) => ({
    ...zumSpeichern(request.body),
    nutzer: benutzername(request),
    zeitpunkt: uhr(),
  });
  /** The store's work; a name taken meanwhile (unique constraint) is the 409 of spec §5. */
  const mitEindeutigemNamen = async <T>(reply: FastifyReply, arbeit: () => Promise<T>) => {
    try {
      return await arbeit();
    } catch (fehler) {
      if (fehler instanceof DateinameVergebenFehler) return nameVergeben(reply);
      throw fehler;
    }
  };

  app.get(
    VORLAGEN_PFAD,
    {
      schema: {
        tags: TAGS,
        summary: 'Vorlagen auflisten (Seiten, Sortierung, Filter)',
        security: SICHERHEIT,
        querystring: listenparameterSchema,
        response: {
          200: liste('Eine Seite der Liste (HAL)'),
          400: fehler('Ungültiger Listenparameter oder unzulässige Zeichen'),
          ...ZUGRIFF,
        },
      },
    },
    async (request, reply) => {
      const anfrage = request.query;
      const { vorlagen, gesamt } = await repo.liste(anfrage);
      const seite = { nummer: anfrage.seite, groesse: anfrage.groesse, gesamt };
      return reply
        .type(HAL_JSON)
        .send(alsSammlung(vorlagen, seite, (n) => `${VORLAGEN_PFAD}?${listenQuery(anfrage, n)}`));
    },
  );

  app.get(
    `${VORLAGEN_PFAD}/search`,
    {
      schema: {
        tags: TAGS,
        summary: 'Suchverweise (HAL)',
        security: SICHERHEIT,
        response: {
          200: antwort(
            'Verweis auf findByDateiname',
            z.object({
              _links: z
                .record(
                  z.string(),
                  z.object({
                    href: z.string().register(z.globalRegistry, {
                      description: 'Adresse (relativ zum Server)',
                    }),
                    templated: z.optional(
                      z.boolean().register(z.globalRegistry, {
                        description: 'true: die Adresse ist eine URI-Vorlage (RFC 6570)',
                      }),
                    ),
                  }),
                )
                .register(z.globalRegistry, {
                  description: 'Verweise (HAL): findByDateiname und self',
                }),
            }),
            HAL_JSON_ART,
          ),
          ...ZUGRIFF,
        },
      },
    },
    async (_request, reply) =>
      reply.type(HAL_JSON).send({
        _links: {
          findByDateiname: {
            href: `${VORLAGEN_PFAD}/search/findByDateiname{?dateiname}`,
            templated: true,
          },
          self: { href: `${VORLAGEN_PFAD}/search` },
        },
      }),
  );

  app.get(
    `${VORLAGEN_PFAD}/search/findByDateiname`,
    {
      schema: {
        tags: TAGS,
        summary: 'Vorlagen mit genau diesem Dateinamen',
        security: SICHERHEIT,
        querystring: z.looseObject({ dateiname: abfrageText('Dateiname (wiederholt: der erste)') }),
        response: { 200: liste('Treffer (HAL, höchstens eine Seite)'), ...ZUGRIFF },
      },
    },
    async (request, reply) => {
      const roh = request.query.dateiname;
      const dateiname = Array.isArray(roh) ? roh[0] : roh;
      const vorlagen = dateiname ? await repo.findeNachDateiname(dateiname) : [];
      const href = `${VORLAGEN_PFAD}/search/findByDateiname?${new URLSearchParams({ dateiname: dateiname ?? '' })}`;
      return reply.type(HAL_JSON).send({
        _embedded: { berechnungsvorlages: vorlagen.map(alsRessource) },
        _links: { self: { href } },
        page: {
          size: vorlagen.length,
          totalElements: vorlagen.length,
          totalPages: vorlagen.length > 0 ? 1 : 0,
          number: 0,
        },
      } satisfies BerechnungsvorlagenListe);
    },
  );

  app.post(
    VORLAGEN_PFAD,
    {
      schema: {
        tags: TAGS,
        summary: 'Vorlage anlegen',
        security: SICHERHEIT,
        body: vorlagenKoerperSchema,
        response: {
          201: vorlage('Angelegt; Location und ETag der neuen Vorlage'),
          ...AENDERUNG,
          ...ZUGRIFF,
        },
      },
      errorHandler: eingabeFehler,
    },
    async (request, reply) =>
      mitEindeutigemNamen(reply, async () => {
        const v = await repo.legeAn(zumSpeichernVon(request));
        reply.header('location', selbstLink(v.dateiId));
        return einzeln(reply, 201, v);
      }),
  );

  app.get(
    `${VORLAGEN_PFAD}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Eine Vorlage (mit ETag)',
        security: SICHERHEIT,
        params: idParameter,
        response: { 200: vorlage('Die Vorlage'), 404: fehler('Gibt es nicht'), ...ZUGRIFF },
      },
    },
    async (request, reply) => {
      const id = leseId(request.params.id);
      const v = id === null ? null : await repo.finde(id);
      return v ? einzeln(reply, 200, v) : nichtGefunden(reply);
    },
  );

  app.put(
    `${VORLAGEN_PFAD}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Vorlage überschreiben (If-Match nötig)',
        security: SICHERHEIT,
        params: idParameter,
        headers: ifMatch('ETag der gelesenen Version, z. B. W/"3"; nötig (fehlt er: 428)'),
        body: vorlagenKoerperSchema,
        response: {
          200: vorlage('Überschrieben; neues ETag'),
          404: fehler('Gibt es nicht'),
          412: fehler('Veraltete Version'),
          428: fehler('If-Match fehlt'),
          ...AENDERUNG,
          400: fehler(
            'Kein JSON-Objekt, ungültiges JSON, unzulässige Zeichen (NUL, halbe Surrogate) oder If-Match weder „*“ noch eine Liste von ETags',
          ),
          ...ZUGRIFF,
        },
      },
      // an unknown id (404) and a missing version (428) are answered before the body is judged
      preValidation: async (request, reply) => {
        if (leseId(request.params.id) === null) return nichtGefunden(reply);
        if (!request.headers['if-match'])
          return reply.code(428).send(fehlerAntwort('', t.versionFehlt));
      },
      errorHandler: eingabeFehler,
    },
    async (request, reply) => {
      const id = leseId(request.params.id);
      const ifMatch = request.headers['if-match'];
      if (id === null || !ifMatch) return nichtGefunden(reply); // answered in preValidation
      const versionen = leseIfMatch(ifMatch);
      if (versionen === undefined)
        return reply.code(400).send(fehlerAntwort('', t.ifMatchUngueltig));
      if (versionen?.length === 0)
        return (await repo.finde(id)) ? veraltet(reply) : nichtGefunden(reply);
      return mitEindeutigemNamen(reply, async () => {
        const r = await repo.aendere(id, versionen, zumSpeichernVon(request));
        if (r.art === 'nichtGefunden') return nichtGefunden(reply);
        if (r.art === 'veraltet') return veraltet(reply);
        return einzeln(reply, 200, r.vorlage);
      });
    },
  );

  app.delete(
    `${VORLAGEN_PFAD}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Vorlage löschen (If-Match wahlweise)',
        security: SICHERHEIT,
        params: idParameter,
        headers: ifMatch('ETag der gelesenen Version, z. B. W/"3"; ohne: jede Version'),
        response: {
          204: ohneKoerper('Gelöscht'),
          400: fehler('If-Match ist weder „*“ noch eine Liste von ETags'),
          404: fehler('Gibt es nicht'),
          412: fehler('Veraltete Version'),
          ...ZUGRIFF,
        },
      },
    },
    async (request, reply) => {
      const id = leseId(request.params.id);
      if (id === null) return nichtGefunden(reply);
      const ifMatch = request.headers['if-match'];
      const versionen = ifMatch ? leseIfMatch(ifMatch) : null;
      if (versionen === undefined)
        return reply.code(400).send(fehlerAntwort('', t.ifMatchUngueltig));
      if (versionen?.length === 0) {
        return (await repo.finde(id)) ? veraltet(reply) : nichtGefunden(reply);
      }
      const r = await repo.loesche(id, versionen);
      if (r.art === 'nichtGefunden') return nichtGefunden(reply);
      if (r.art === 'veraltet') return veraltet(reply);
      return reply.code(204).send();
    },
  );
}
