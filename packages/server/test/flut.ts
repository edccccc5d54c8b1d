/**
 * Floods over real connections (issue 27 §1–§3): `inject` hands each request to the app as a
 * function call, so requests interleave in ways a socket never lets them; only real sockets
 * show whether the server reads the next request while one is worked on. All connections are
 * opened first and every request is then written at once, so they reach the server together.
 */
import type { FastifyInstance } from 'fastify';
import { lausche, verbinde } from './roh.ts';

export interface RoheAntwort {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What the request was (its `name`), for the order of the answers. */
  name: string;
}

export interface FlutAnfrage {
  name: string;
  methode?: 'GET' | 'POST';
  pfad: string;
  headers?: Record<string, string>;
  body?: string;
}

function lies(name: string, text: string): RoheAntwort {
  const ende = text.indexOf('\r\n\r\n');
  const [statuszeile = '', ...zeilen] = text.slice(0, ende).split('\r\n');
  const headers: Record<string, string> = {};
  for (const z of zeilen) {
    const i = z.indexOf(':');
    headers[z.slice(0, i).trim().toLowerCase()] = z.slice(i + 1).trim();
  }
  let body = text.slice(ende + 4);
  // chunked: the chunks' text without their sizes (enough for JSON answers)
  if (headers['transfer-encoding'] === 'chunked')
    body = body
      .split('\r\n')
      .filter((_, i) => i % 2 === 1)
      .join('');
  return { status: Number(statuszeile.split(' ')[1]), headers, body, name };
}

/**
 * Starts `app` on a free port (once), opens one connection per request, then writes them all in
 * one go; resolves with the answers in the order they came (`Connection: close`).
 */
export async function flute(app: FastifyInstance, anfragen: FlutAnfrage[]): Promise<RoheAntwort[]> {
  const port = app.server.listening
    ? (app.server.address() as { port: number }).port
    : await lausche(app);
  const verbindungen = await Promise.all(anfragen.map(() => verbinde(port)));
  const reihenfolge: RoheAntwort[] = [];
  const fertig = anfragen.map((a, i) => {
    const v = verbindungen[i]!;
    return v.geschlossen.then((text) => {
      reihenfolge.push(lies(a.name, text));
    });
  });
  anfragen.forEach((a, i) => {
    const headers = {
      host: 'localhost',
      connection: 'close',
      ...(a.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(a.body)) }),
      ...a.headers,
    };
    verbindungen[i]!.socket.write(
      `${a.methode ?? 'GET'} ${a.pfad} HTTP/1.1\r\n` +
        Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('') +
        '\r\n' +
        (a.body ?? ''),
    );
  });
  await Promise.all(fertig);
  return reihenfolge;
}
