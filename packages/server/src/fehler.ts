/**
 * One answer shape for every bad request: `{"fehler":[{"feld","meldung"}]}` with German text
 * (berechnungsregeln.md §1), and the errors every layer throws (bad input, not available now,
 * too many requests). The lowest layer of the server (README „Layers“): it imports nothing of
 * the server, so the database, sign-in and the features can all throw them. The error and
 * not-found handlers that answer them are in fehlerbehandlung.ts.
 */
import type { Fehler } from '@mietspiegel/domain';

export interface FehlerAntwort {
  fehler: Fehler[];
}

export function fehlerAntwort(feld: string, meldung: string): FehlerAntwort {
  return { fehler: [{ feld, meldung }] };
}

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

/** A state of the server or of the client's requests, not a fault: German message, Retry-After. */
abstract class ZustandsFehler extends Error {
  readonly meldung: string;
  readonly wiederholenNachSekunden: number | undefined;

  constructor(name: string, meldung: string, wiederholenNachSekunden: number | undefined) {
    super(meldung);
    this.meldung = meldung;
    this.wiederholenNachSekunden = wiederholenNachSekunden;
    this.name = name;
  }
}

/**
 * The server cannot take the request now (shutdown, overload): 503 with a German message and,
 * when it makes sense to try again soon, `Retry-After` in seconds. A state of the server, not a
 * fault: logged as a warning, never as the unknown error of spezifikation.md §8.
 */
export class NichtVerfuegbarFehler extends ZustandsFehler {
  readonly statusCode = 503;

  constructor(meldung: string, wiederholenNachSekunden?: number) {
    super('NichtVerfuegbarFehler', meldung, wiederholenNachSekunden);
  }
}

/**
 * A bound on work is full (the search's places and queue, the PDF's): 503 with Retry-After,
 * refused before any work. Its connection rests until Retry-After (http/ruhende-verbindung.ts).
 */
export class AusgelastetFehler extends NichtVerfuegbarFehler {
  constructor(meldung: string, wiederholenNachSekunden: number) {
    super(meldung, wiederholenNachSekunden);
    this.name = 'AusgelastetFehler';
  }
}

/**
 * One client asks too much at once (issue 18 §2: searches per client address): 429 with a German
 * message and `Retry-After` in seconds. Not a fault of the server: logged as information.
 */
export class ZuVieleAnfragenFehler extends ZustandsFehler {
  readonly statusCode = 429;

  constructor(meldung: string, wiederholenNachSekunden: number) {
    super('ZuVieleAnfragenFehler', meldung, wiederholenNachSekunden);
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
