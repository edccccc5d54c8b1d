/**
 * One answer shape for every bad request: `{"fehler":[{"feld","meldung"}]}` with German text
 * (berechnungsregeln.md §1). The error and not-found handlers below make sure that nothing a
 * client sends produces Fastify's English default body or a 5xx.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import type { Fehler } from '@mietspiegel/domain';
import { DatenbankNichtVerfuegbar, WARTEZEIT_SEKUNDEN } from './db/verfuegbarkeit.ts';
import { headerFuer } from './sicherheit.ts';

export interface FehlerAntwort {
  fehler: Fehler[];
}

export function fehlerAntwort(feld: string, meldung: string): FehlerAntwort {
  return { fehler: [{ feld, meldung }] };
}

export const MELDUNG_UNBEKANNT =
  'Ein unbekannter Fehler ist aufgetreten, bitte den Administrator informieren.'; // spezifikation.md §8

/** Bad input found by the domain's checks: its status (400/422) and German messages. */
export class EingabeFehler extends Error {
  readonly statusCode: number;
  readonly fehler: Fehler[];

  constructor(statusCode: number, fehler: Fehler[]) {
    super(fehler.map((f) => `${f.feld}: ${f.meldung}`).join('; '));
    this.statusCode = statusCode;
    this.fehler = fehler;
    this.name = 'EingabeFehler';
  }
}

/**
 * The server cannot take the request now (shutdown, overload): 503 with a German message and,
 * when it makes sense to try again soon, `Retry-After` in seconds. A state of the server, not a
 * fault: logged as a warning, never as the unknown error of spezifikation.md §8.
 */
export class NichtVerfuegbarFehler extends Error {
  readonly statusCode = 503;
  readonly meldung: string;
  readonly wiederholenNachSekunden?: number;

  constructor(meldung: string, wiederholenNachSekunden?: number) {
    super(meldung);
    this.meldung = meldung;
    this.wiederholenNachSekunden = wiederholenNachSekunden;
    this.name = 'NichtVerfuegbarFehler';
  }
}

/**
 * One client asks too much at once (issue 18 §2: searches per client address): 429 with a German
 * message and `Retry-After` in seconds. Not a fault of the server: logged as information.
 */
export class ZuVieleAnfragenFehler extends Error {
  readonly statusCode = 429;
  readonly meldung: string;
  readonly wiederholenNachSekunden: number;

  constructor(meldung: string, wiederholenNachSekunden: number) {
    super(meldung);
    this.meldung = meldung;
    this.wiederholenNachSekunden = wiederholenNachSekunden;
    this.name = 'ZuVieleAnfragenFehler';
  }
}

/** What `uebersetze` needs of an error: Fastify's errors and Node's client errors both have it. */
export interface FehlerKennung {
  code?: string | undefined;
  statusCode?: number | undefined;
}

/**
 * Status and German message for errors Fastify raises before a handler runs (body parsing,
 * URL, limits) and for the client errors of Node's HTTP parser (verbindungsfehler.ts). Wrong
 * media type answers 400 like malformed JSON: for this API both mean "the body is not the JSON
 * object we expect" (berechnungsregeln.md §1).
 */
export function uebersetze(
  error: FehlerKennung,
  bodyLimit: number,
): { status: number; meldung: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, meldung: 'Die Anfrage ist leer. Erwartet wird ein JSON-Objekt.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, meldung: 'Die Anfrage enthält kein gültiges JSON.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
      return {
        status: 400,
        meldung: 'Die Anfrage muss JSON sein (Content-Type: application/json).',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        meldung: `Die Anfrage ist zu groß (höchstens ${Math.floor(bodyLimit / 1024)} KB).`,
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, meldung: 'Die Längenangabe der Anfrage passt nicht zum Inhalt.' };
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return { status: 400, meldung: 'Die Längenangabe der Anfrage ist ungültig.' };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
    case 'HPE_INVALID_URL':
      return { status: 400, meldung: 'Die Adresse der Anfrage ist ungültig.' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, meldung: 'Die Anfragemethode wird nicht unterstützt.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, meldung: 'Die Kopfzeilen der Anfrage sind zu groß.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, meldung: 'Die Anfrage kam nicht rechtzeitig vollständig an.' };
  }
  // Any other fault of Node's HTTP parser (bad version, header or chunk syntax).
  if (error.code?.startsWith('HPE_')) return { status: 400, meldung: 'Die Anfrage ist ungültig.' };
  // The JSON parser's own SyntaxError (and prototype-poisoning refusal) carry status 400.
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { status: 400, meldung: 'Die Anfrage enthält kein gültiges JSON.' };
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      meldung: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
    };
  }
  return { status: error.statusCode ?? 400, meldung: 'Die Anfrage ist ungültig.' };
}

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
 * code, `params` its details). A query parameter given twice arrives as a list (`?a=1&a=2`).
 */
function schemaFehler(validation: FastifySchemaValidationError[], teil: unknown): Fehler {
  const [erster] = validation;
  const feld = erster?.instancePath.split('/')[1] ?? '';
  const wert =
    typeof teil === 'object' && teil !== null ? (teil as Record<string, unknown>)[feld] : undefined;
  const { maximum, minimum } = (erster?.params ?? {}) as { maximum?: unknown; minimum?: unknown };
  let meldung = `Der Wert von „${feld}“ ist ungültig.`;
  if (Array.isArray(wert)) meldung = `„${feld}“ darf nur einmal angegeben werden.`;
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

export function registriereFehlerbehandlung(app: FastifyInstance, bodyLimit: number): void {
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
      return reply.code(503).type('application/json').send(fehlerAntwort('', error.meldung));
    }
    if (error instanceof ZuVieleAnfragenFehler) {
      request.log.info({ status: 429, ip: request.ip }, error.meldung);
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
    // The database is down or hangs (issue 9 A1): neither our bug nor the client's – 503.
    if (error instanceof DatenbankNichtVerfuegbar) {
      request.log.warn({ err: error.cause }, 'Datenbank nicht verfügbar');
      return reply
        .code(503)
        .header('retry-after', String(WARTEZEIT_SEKUNDEN))
        .type('application/json')
        .send(fehlerAntwort('', error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { status: antwortStatus, meldung } = uebersetze(error, bodyLimit);
      request.log.info({ code: error.code, status: antwortStatus }, 'ungültige Anfrage');
      return reply.code(antwortStatus).type('application/json').send(fehlerAntwort('', meldung));
    }
    request.log.error({ err: error }, 'Fehler bei der Bearbeitung');
    return reply.code(500).type('application/json').send(fehlerAntwort('', MELDUNG_UNBEKANNT));
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
