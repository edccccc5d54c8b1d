/**
 * Requests per client address and second (issue 27 §1–§3, docs/adr/0016): a flood of address
 * searches, street suggestions or PDFs from one client is refused with a German 429 and
 * Retry-After as the requests arrive – in the route's onRequest hook, before the body is read
 * and before any work – so the refusal costs almost nothing.
 *
 * The bounds on requests in flight (suchbegrenzung.ts, begrenzung.ts) count only what is
 * running or waiting; where a request's work finishes before the next one is read (PGlite and
 * the street suggestions run on this thread) they never count more than one. A count per time
 * window counts every request.
 *
 * Counted by @fastify/rate-limit (its in-memory LRU store: at most 5,000 client addresses per
 * limit, IPv6 by /56 network), keyed by `request.ip`, which follows TRUST_PROXY. Per process:
 * two instances allow twice as much.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ZuVieleAnfragenFehler } from './fehler.ts';

/** The window the limits are counted in: one second. */
const FENSTER_MS = 1_000;

export const MELDUNG_SUCHE_PRO_SEKUNDE =
  'Von Ihrer Adresse kommen gerade sehr viele Adresssuchen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
export const MELDUNG_PDF_PRO_SEKUNDE =
  'Von Ihrer Adresse kommen gerade sehr viele PDF-Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

/** Registers the counting library once (app.ts); no route is limited by that alone. */
export async function registriereRatengrenzen(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * An onRequest hook that lets `jeSekunde` requests of one client address per second through
 * and refuses the rest with 429, `meldung` and Retry-After (the seconds until the window ends);
 * none (an empty list) for 0. Routes given the same hook share its count.
 */
export function ratengrenze(
  app: FastifyInstance,
  jeSekunde: number,
  meldung: string,
): onRequestHookHandler[] {
  if (jeSekunde === 0) return [];
  const zaehle = app.createRateLimit({ max: jeSekunde, timeWindow: FENSTER_MS });
  const pruefe: onRequestHookHandler = async (request) => {
    const stand = await zaehle(request);
    if (!stand.isAllowed && stand.isExceeded)
      throw new ZuVieleAnfragenFehler(meldung, Math.max(1, stand.ttlInSeconds));
  };
  return [pruefe];
}
