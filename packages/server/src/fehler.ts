/**
 * One answer shape for every bad request: `{"fehler":[{"feld","meldung"}]}` with German text
 * (berechnungsregeln.md §1). The error and not-found handlers below make sure that nothing a
 * client sends produces Fastify's English default body or a 5xx.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Fehler } from '@mietspiegel/domain';
import { DatenbankNichtVerfuegbar, WARTEZEIT_SEKUNDEN } from './db/verfuegbarkeit';

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
  constructor(
    readonly statusCode: number,
    readonly fehler: Fehler[],
  ) {
    super(fehler.map((f) => `${f.feld}: ${f.meldung}`).join('; '));
    this.name = 'EingabeFehler';
  }
}

/** JSON schema of the envelope, for the route declarations. */
export const fehlerAntwortSchema = {
  type: 'object',
  required: ['fehler'],
  properties: {
    fehler: {
      type: 'array',
      items: {
        type: 'object',
        required: ['feld', 'meldung'],
        properties: { feld: { type: 'string' }, meldung: { type: 'string' } },
      },
    },
  },
} as const;

/**
 * Status and German message for errors Fastify raises before a handler runs (body parsing,
 * URL, limits). Wrong media type answers 400 like malformed JSON: for this API both mean
 * "the body is not the JSON object we expect" (berechnungsregeln.md §1).
 */
function uebersetze(error: FastifyError, bodyLimit: number): { status: number; meldung: string } {
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
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 400, meldung: 'Die Adresse der Anfrage ist ungültig.' };
  }
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

export function registriereFehlerbehandlung(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError | EingabeFehler, request, reply) => {
    if (error instanceof EingabeFehler) {
      if (error.cause) request.log.error({ err: error.cause }, 'Prüfung der Eingabe gescheitert');
      return reply.code(error.statusCode).type('application/json').send({ fehler: error.fehler });
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
    return reply
      .code(404)
      .type('application/json')
      .send(fehlerAntwort('', `Die Adresse ${request.method} ${request.url} gibt es nicht.`));
  });
}

/** For Fastify's `frameworkErrors` option: bad URLs before routing. */
export function frameworkFehler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, meldung } = uebersetze(error, 0);
  void reply.code(status).type('application/json').send(fehlerAntwort('', meldung));
}
