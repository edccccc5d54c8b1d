/**
 * The app's error and not-found handlers (registered by app.ts): every error a layer throws
 * (fehler.ts), a database that is down, Fastify's own errors – answered in the one shape of
 * fehler.ts with German text, so that nothing a client sends produces Fastify's English default
 * body or a 5xx.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { meldungen, type Fehler } from '@mietspiegel/domain';
import {
  istDatenbankNichtVerfuegbar,
  MELDUNG_NICHT_VERFUEGBAR,
  WARTEZEIT_SEKUNDEN,
} from './db/verfuegbarkeit.ts';
import {
  AusgelastetFehler,
  EingabeFehler,
  fehlerAntwort,
  NichtVerfuegbarFehler,
  uebersetze,
  ZuVieleAnfragenFehler,
} from './fehler.ts';
import { headerFuer } from './sicherheit.ts';
import { ruheNachAntwort, type Wecker } from './http/ruhende-verbindung.ts';

function eingabeteil(
  request: FastifyRequest,
  teil: NonNullable<FastifyError['validationContext']>,
): unknown {
  const teile = {
    querystring: request.query,
    params: request.params,
    headers: request.headers,
    body: request.body,
  };
  return teile[teil];
}

/**
 * A value that fails its route's zod schema (query string, path parameters), in German: the
 * field and what is wrong with it – not the "no valid JSON" of a body that cannot be parsed.
 * The validation items are zod's issues (fastify-type-provider-zod: `keyword` is the issue's
 * code, `params` its details, `message` the German text of a rule's `custom` issue). A query
 * parameter given twice arrives as a list (`?a=1&a=2`).
 */
function schemaFehler(validation: FastifySchemaValidationError[], teil: unknown): Fehler {
  const [erster] = validation;
  const feld = erster?.instancePath.split('/')[1] ?? '';
  const wert =
    typeof teil === 'object' && teil !== null ? (teil as Record<string, unknown>)[feld] : undefined;
  const { maximum, minimum } = (erster?.params ?? {}) as { maximum?: unknown; minimum?: unknown };
  let meldung = `Der Wert von „${feld}“ ist ungültig.`;
  // a rule of the schema with its own German message (e.g. the search's minimum, suchtextSchema)
  if (erster?.keyword === 'custom' && erster.message) meldung = erster.message;
  else if (Array.isArray(wert)) meldung = `„${feld}“ darf nur einmal angegeben werden.`;
  else if (wert === undefined) meldung = `„${feld}“ fehlt.`;
  else if (erster?.keyword === 'too_big') {
    meldung = `Der Wert von „${feld}“ ist zu lang (höchstens ${String(maximum)} Zeichen).`;
  } else if (erster?.keyword === 'too_small') {
    meldung = `Der Wert von „${feld}“ ist zu kurz (mindestens ${String(minimum)} Zeichen).`;
  }
  return { feld, meldung };
}

/**
 * spezifikation.md §2: unknown paths go to /. That holds for a browser asking for a page (GET or
 * HEAD accepting HTML) outside /api; the API and files keep the JSON 404. The target is always
 * exactly "/", never taken from the request, so the redirect cannot lead to another site.
 */
function istSeitenaufruf(request: FastifyRequest): boolean {
  const pfad = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    pfad !== '/api' &&
    !pfad.startsWith('/api/')
  );
}

type BehandelterFehler =
  FastifyError | EingabeFehler | NichtVerfuegbarFehler | ZuVieleAnfragenFehler;

/**
 * `wecker`: the timer that ends the rest of a connection refused for load (ruhende-verbindung.ts;
 * tests hold it).
 */
export function registriereFehlerbehandlung(
  app: FastifyInstance,
  bodyLimit: number,
  wecker?: Wecker,
): void {
  app.setErrorHandler((error: BehandelterFehler, request, reply) => {
    if (error instanceof EingabeFehler) {
      if (error.cause) request.log.error({ err: error.cause }, 'Prüfung der Eingabe gescheitert');
      return reply.code(error.statusCode).type('application/json').send({ fehler: error.fehler });
    }
    if (error instanceof NichtVerfuegbarFehler) {
      request.log.warn({ status: 503 }, error.meldung);
      if (error.wiederholenNachSekunden !== undefined) {
        reply.header('retry-after', String(error.wiederholenNachSekunden));
      }
      if (error instanceof AusgelastetFehler)
        ruheNachAntwort(reply, error.wiederholenNachSekunden ?? 1, wecker);
      return reply.code(503).type('application/json').send(fehlerAntwort('', error.meldung));
    }
    if (error instanceof ZuVieleAnfragenFehler) {
      request.log.info({ status: 429, ip: request.ip }, error.meldung);
      ruheNachAntwort(reply, error.wiederholenNachSekunden ?? 1, wecker);
      return reply
        .code(429)
        .header('retry-after', String(error.wiederholenNachSekunden))
        .type('application/json')
        .send(fehlerAntwort('', error.meldung));
    }
    if (error.validation && error.validationContext) {
      const fehler = schemaFehler(error.validation, eingabeteil(request, error.validationContext));
      request.log.info({ fehler }, 'ungültige Anfrage');
      return reply
        .code(400)
        .type('application/json')
        .send({ fehler: [fehler] });
    }
    // The database is down, hangs or refuses connections (issue 9 A1, issue 27 §4): neither
    // our bug nor the client's – 503.
    if (istDatenbankNichtVerfuegbar(error)) {
      request.log.warn({ err: (error as Error).cause ?? error }, 'Datenbank nicht verfügbar');
      return reply
        .code(503)
        .header('retry-after', String(WARTEZEIT_SEKUNDEN))
        .type('application/json')
        .send(fehlerAntwort('', MELDUNG_NICHT_VERFUEGBAR));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { status: antwortStatus, meldung } = uebersetze(error, bodyLimit);
      request.log.info({ code: error.code, status: antwortStatus }, 'ungültige Anfrage');
      return reply.code(antwortStatus).type('application/json').send(fehlerAntwort('', meldung));
    }
    request.log.error({ err: error }, 'Fehler bei der Bearbeitung');
    return reply
      .code(500)
      .type('application/json')
      .send(fehlerAntwort('', meldungen.unbekannterFehler));
  });

  app.setNotFoundHandler((request, reply) => {
    if (istSeitenaufruf(request)) return reply.redirect('/', 302);
    return reply
      .code(404)
      .type('application/json')
      .send(fehlerAntwort('', `Die Adresse ${request.method} ${request.url} gibt es nicht.`));
  });
}

/**
 * For Fastify's `frameworkErrors` option: bad URLs before routing. No hook runs for these, so
 * the security headers are set here from the same source (sicherheit.ts).
 */
export function frameworkFehler(
  header: Record<string, string>,
  istHttps: (raw: FastifyRequest['raw']) => boolean,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const { status, meldung } = uebersetze(error, 0);
    void reply
      .code(status)
      // Answered before the onRequest hooks, so HSTS is added here too (issue 18 §7).
      .headers(headerFuer(istHttps(request.raw), header))
      .type('application/json')
      .send(fehlerAntwort('', meldung));
  };
}
