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
import { meldungen, type BerechnungsvorlagenListe } from '@mietspiegel/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verlangeBerechtigung } from '../auth/anmeldung.ts';
import { BERECHTIGUNG_VORLAGEN_SCHREIBEN } from '../auth/benutzer.ts';
import { kommtVonHier } from '../auth/herkunft.ts';
import { erlaubeLeerenJsonKoerper } from '../auth/leerer-json-koerper.ts';
import { authTexte } from '../auth/texte.ts';
import { verweigereUnzulaessigeZeichen } from '../auth/unzulaessige-zeichen.ts';
import type { DbZugang } from '../db/schema.ts';
import { fehlerAntwort } from '../fehler.ts';
import {
  alsRessource,
  alsSammlung,
  etag,
  HAL_JSON,
  selbstLink,
  VORLAGEN_PFAD,
} from './darstellung.ts';
import { leseListenparameter, listenQuery } from './listenparameter.ts';
import { pruefeVorlage } from './pruefung.ts';
import { vorlagenTexte as t } from './texte.ts';
import {
  DateinameVergebenFehler,
  VorlagenRepository,
  type Vorlage,
} from './vorlagen-repository.ts';

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

/** If-Match: `W/"3"`, `"3"` or `*` (null = any version); undefined when it cannot match. */
function leseIfMatch(kopf: string): number | null | undefined {
  const erster = kopf.split(',')[0]?.trim() ?? '';
  if (erster === '*') return null;
  const m = /^(?:W\/)?"(\d{1,9})"$/.exec(erster);
  return m ? Number(m[1]) : undefined;
}

export async function vorlagenRouten(app: FastifyInstance, o: VorlagenOptionen): Promise<void> {
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

  app.get<{ Querystring: Record<string, string | string[]> }>(
    VORLAGEN_PFAD,
    async (request, reply) => {
      const p = leseListenparameter(request.query);
      if (!p.ok) return reply.code(400).send({ fehler: [p.fehler] });
      const { vorlagen, gesamt } = await repo.liste(p.anfrage);
      const seite = { nummer: p.anfrage.seite, groesse: p.anfrage.groesse, gesamt };
      return reply
        .type(HAL_JSON)
        .send(alsSammlung(vorlagen, seite, (n) => `${VORLAGEN_PFAD}?${listenQuery(p.anfrage, n)}`));
    },
  );

  app.get(`${VORLAGEN_PFAD}/search`, async (_request, reply) =>
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

  app.get<{ Querystring: { dateiname?: string | string[] } }>(
    `${VORLAGEN_PFAD}/search/findByDateiname`,
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

  app.post(VORLAGEN_PFAD, async (request, reply) => {
    const p = pruefeVorlage(request.body);
    if (!p.ok) return reply.code(p.status).send({ fehler: p.fehler });
    try {
      const v = await repo.legeAn({
        ...p.eingabe,
        nutzer: benutzername(request),
        zeitpunkt: uhr(),
      });
      reply.header('location', selbstLink(v.dateiId));
      return einzeln(reply, 201, v);
    } catch (fehler) {
      if (fehler instanceof DateinameVergebenFehler) return nameVergeben(reply);
      throw fehler;
    }
  });

  app.get<{ Params: { id: string } }>(`${VORLAGEN_PFAD}/:id`, async (request, reply) => {
    const id = leseId(request.params.id);
    const v = id === null ? null : await repo.finde(id);
    return v ? einzeln(reply, 200, v) : nichtGefunden(reply);
  });

  app.put<{ Params: { id: string } }>(`${VORLAGEN_PFAD}/:id`, async (request, reply) => {
    const id = leseId(request.params.id);
    if (id === null) return nichtGefunden(reply);
    const ifMatch = request.headers['if-match'];
    if (!ifMatch) return reply.code(428).send(fehlerAntwort('', t.versionFehlt));
    const p = pruefeVorlage(request.body);
    if (!p.ok) return reply.code(p.status).send({ fehler: p.fehler });
    const version = leseIfMatch(ifMatch);
    if (version === undefined) {
      return (await repo.finde(id))
        ? reply.code(412).send(fehlerAntwort('', t.veraltet))
        : nichtGefunden(reply);
    }
    try {
      const r = await repo.aendere(id, version, {
        ...p.eingabe,
        nutzer: benutzername(request),
        zeitpunkt: uhr(),
      });
      if (r.art === 'nichtGefunden') return nichtGefunden(reply);
      if (r.art === 'veraltet') return reply.code(412).send(fehlerAntwort('', t.veraltet));
      return einzeln(reply, 200, r.vorlage);
    } catch (fehler) {
      if (fehler instanceof DateinameVergebenFehler) return nameVergeben(reply);
      throw fehler;
    }
  });

  app.delete<{ Params: { id: string } }>(`${VORLAGEN_PFAD}/:id`, async (request, reply) => {
    const id = leseId(request.params.id);
    if (id === null) return nichtGefunden(reply);
    const ifMatch = request.headers['if-match'];
    const version = ifMatch ? leseIfMatch(ifMatch) : null;
    if (version === undefined) {
      return (await repo.finde(id))
        ? reply.code(412).send(fehlerAntwort('', t.veraltet))
        : nichtGefunden(reply);
    }
    const r = await repo.loesche(id, version);
    if (r.art === 'nichtGefunden') return nichtGefunden(reply);
    if (r.art === 'veraltet') return reply.code(412).send(fehlerAntwort('', t.veraltet));
    return reply.code(204).send();
  });
}
