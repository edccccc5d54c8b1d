/**
 * Answers that Node's HTTP server would write itself, before Fastify sees a request: a request
 * its parser cannot read (unknown method, bad Content-Length, a space in the URL, header over
 * 16 KB → 431, request not complete in time → 408), an `Expect` it cannot meet (417), a CONNECT
 * (400; Node would close it without a word) and an HTTP/1.1 request without `Host` (400). Node's own answers are English or empty and carry no
 * security headers; these carry the German envelope of fehler.ts and the headers of
 * sicherheit.ts like every other answer (STYLE.md 15).
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { EingabeFehler, fehlerAntwort, uebersetze } from './fehler.ts';
import { headerFuer } from './sicherheit.ts';

function antwortKopf(header: Record<string, string>, koerper: string): Record<string, string> {
  return {
    ...header,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(koerper)),
    connection: 'close',
  };
}

/**
 * Fastify's `clientErrorHandler`: there is no request or response object, so the answer is
 * written to the socket as it is. It is written only while the socket is writable (as Node and
 * Fastify do); the socket is closed once the answer is out, because the parser cannot go on
 * after an error.
 */
export function verbindungsfehlerHandler(
  header: Record<string, string>,
): (this: FastifyInstance, fehler: NodeJS.ErrnoException, socket: Socket) => void {
  return function (fehler, socket) {
    // A reset connection is gone; an ended one already has its answer on the way.
    if (fehler.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
    const { status, meldung } = uebersetze(fehler, 0);
    this.log.info({ code: fehler.code, status }, 'ungültige Anfrage (Verbindung)');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const koerper = JSON.stringify(fehlerAntwort('', meldung));
    schreibeRoh(socket, status, antwortKopf(header, koerper), koerper);
  };
}

/** An answer written to the socket as it is (no response object), then the socket closed. */
function schreibeRoh(
  socket: Socket,
  status: number,
  kopf: Record<string, string>,
  koerper: string,
): void {
  const zeilen = Object.entries(kopf).map(([n, w]) => `${n}: ${w}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${zeilen.join('')}\r\n${koerper}`, () =>
    socket.destroy(),
  );
}

/**
 * `Expect` other than `100-continue` (RFC 9110 §10.1.1: 417) and HTTP/1.1 without `Host`
 * (RFC 9112 §3.2: 400) – Node answers both itself unless told otherwise (`requireHostHeader:
 * false` in app.ts hands the second to the hook below).
 */
export function registriereVerbindungspruefungen(
  app: FastifyInstance,
  header: Record<string, string>,
  istHttps: (raw: IncomingMessage) => boolean,
): void {
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const koerper = JSON.stringify(
      fehlerAntwort('', 'Die Erwartung der Anfrage (Expect) kann nicht erfüllt werden.'),
    );
    response
      .writeHead(417, antwortKopf(headerFuer(istHttps(request), header), koerper))
      .end(koerper);
  });
  // Issue 18 §7: without a 'connect' listener Node closes a CONNECT without a word. This server
  // is no proxy: the method gets the answer of any other unknown one.
  app.server.on('connect', (request: IncomingMessage, socket: Socket) => {
    const { status, meldung } = uebersetze({ code: 'HPE_INVALID_METHOD' }, 0);
    app.log.info({ status }, 'CONNECT abgelehnt');
    const koerper = JSON.stringify(fehlerAntwort('', meldung));
    const kopf = antwortKopf(headerFuer(istHttps(request), header), koerper);
    schreibeRoh(socket, status, kopf, koerper);
  });
  // Issue 18 §7: CONNECTION_TIMEOUT_MS and REQUEST_TIMEOUT_MS are both 30 s by default, and the
  // idle limit (checked at once) closed a connection with a stalled, half-sent body before the
  // request limit (checked each second) could answer 408. Whichever comes first, a request whose
  // body has not arrived gets the 408; any other idle connection is closed as Node would.
  const laufend = new WeakMap<Socket, ServerResponse>();
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    laufend.set(request.socket, response);
    response.once('finish', () => laufend.delete(request.socket));
  });
  app.server.on('timeout', (socket: Socket) => {
    const response = laufend.get(socket);
    if (response && !response.headersSent && !response.req.complete && socket.writable) {
      const koerper = JSON.stringify(
        fehlerAntwort('', uebersetze({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }, 0).meldung),
      );
      app.log.info({ status: 408 }, 'Anfrage nicht rechtzeitig vollständig (Leerlauf)');
      response
        .writeHead(408, antwortKopf(headerFuer(istHttps(response.req), header), koerper))
        .end(koerper, () => socket.destroy());
      return;
    }
    socket.destroy();
  });
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new EingabeFehler(400, [
        { feld: '', meldung: 'Der Anfrage fehlt die Kopfzeile „Host“.' },
      ]);
    }
  });
}
