/**
 * A connection whose request was refused for load – 429 (too many requests of its client) or
 * the 503 of a full bound, each with Retry-After – is not read again until that Retry-After
 * has passed. It stays open; what the client sends meanwhile waits in the kernel (TCP flow
 * control) and is read and answered afterwards.
 *
 * Why (issue 27, /health stalls of 1–5.9 s in `npm run bench -- flut`): libuv accepts one new
 * connection per turn of the event loop (libuv 1.45, "unix: don't accept() connections in a
 * loop"), and each turn reads every open connection that has a request waiting. A flood of 200
 * keep-alive connections that send their next request the moment their 429 arrives made each
 * turn 30–160 ms long, and a new connection – the platform's /health probe, a tenant opening the
 * page – waited in the listen queue one turn for each connection queued before it (up to 76;
 * no TCP packet was lost). A refused connection that is not read costs nothing per turn. Closing
 * it instead would not help: the client reconnects, and each reconnect waits for an accept of
 * its own, ahead of the probe.
 */
import { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';

/** Longest rest: a Retry-After of the load bounds is 1–2 s (ratengrenze.ts, suchbegrenzung.ts, pdf-platz.ts). */
const HOECHSTENS_MS = 2_000;

export type Wecker = (weiter: () => void, ms: number) => { unref?: () => unknown };

/**
 * Lets the connection of `reply` rest for `sekunden` (at most HOECHSTENS_MS) once its answer
 * is written. `wecker` is the timer (tests hold it to see the connection rest).
 */
export function ruheNachAntwort(
  reply: FastifyReply,
  sekunden: number,
  wecker: Wecker = setTimeout,
): void {
  const socket = reply.raw.socket;
  // `inject` (tests) has no connection to rest
  if (!(socket instanceof Socket)) return;
  // Behind a trusted proxy (TRUST_PROXY) one connection carries the requests of many users:
  // resting it would make the others wait for one user's refusal, and the flood's connections
  // end at the proxy, not in our listen queue. Only a client's own connection rests.
  if (reply.request.ip !== socket.remoteAddress) return;
  reply.raw.once('finish', () => {
    // After Node's own handling of the finished answer (it resumes the socket to discard an
    // unread body on the next tick), so that the pause is the last word.
    setImmediate(() => {
      if (socket.destroyed) return;
      socket.pause();
      wecker(
        () => {
          if (!socket.destroyed) socket.resume();
        },
        Math.min(sekunden * 1000, HOECHSTENS_MS),
      ).unref?.();
    });
  });
}
