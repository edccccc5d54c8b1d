/**
 * Requests over a raw TCP socket (node:net), for what `inject` cannot send: malformed requests,
 * half-sent bodies, requests on a connection while the server shuts down.
 */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts the app on a free port of 127.0.0.1 and returns the port. */
export async function lausche(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const adresse = app.server.address();
  if (adresse === null || typeof adresse === 'string') throw new Error('kein TCP-Port');
  return adresse.port;
}

export interface RoheVerbindung {
  socket: Socket;
  /** Everything the server sent until it closed the connection. */
  geschlossen: Promise<string>;
  /** Resolves as soon as the received text contains `text`. */
  empfangen(text: string): Promise<string>;
}

export async function verbinde(port: number): Promise<RoheVerbindung> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  const wartende: { text: string; resolve: (t: string) => void }[] = [];
  socket.on('data', (daten: Buffer) => {
    text += daten.toString('utf8');
    for (const w of wartende.filter((w) => text.includes(w.text))) w.resolve(text);
  });
  // A reset after the answer still counts as closed: the answer is what the test reads.
  socket.on('error', () => undefined);
  const geschlossen = new Promise<string>((resolve) => socket.once('close', () => resolve(text)));
  return {
    socket,
    geschlossen,
    empfangen: (gesucht) =>
      text.includes(gesucht)
        ? Promise.resolve(text)
        : new Promise((resolve) => wartende.push({ text: gesucht, resolve })),
  };
}

/** Sends `anfrage` on a new connection and returns all the server sent until it closed. */
export async function rohAnfrage(port: number, anfrage: string): Promise<string> {
  const verbindung = await verbinde(port);
  verbindung.socket.write(anfrage);
  return verbindung.geschlossen;
}

export interface RoheAntwort {
  status: number;
  header: Record<string, string>;
  koerper: string;
}

/** The first HTTP/1.1 answer in `text` (Content-Length framed, as all our error answers are). */
export function zerlegeAntwort(text: string): RoheAntwort {
  const ende = text.indexOf('\r\n\r\n');
  if (ende < 0) throw new Error(`Keine HTTP-Antwort: ${JSON.stringify(text)}`);
  const [statuszeile = '', ...zeilen] = text.slice(0, ende).split('\r\n');
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(statuszeile);
  if (!status) throw new Error(`Keine Statuszeile: ${statuszeile}`);
  const header: Record<string, string> = {};
  for (const zeile of zeilen) {
    const doppelpunkt = zeile.indexOf(':');
    header[zeile.slice(0, doppelpunkt).toLowerCase()] = zeile.slice(doppelpunkt + 1).trim();
  }
  const koerperBytes = Buffer.from(text.slice(ende + 4), 'utf8');
  const laenge = Number(header['content-length'] ?? koerperBytes.length);
  return {
    status: Number(status[1]),
    header,
    koerper: koerperBytes.subarray(0, laenge).toString('utf8'),
  };
}
