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
 * Counted by @fastify/rate-limit in a store of ours (Zaehlerstand below: at most 5,000 client
 * addresses per limit, least recently seen dropped first), keyed by `request.ip`, which follows
 * TRUST_PROXY, IPv6 by /56 network. Per process: two instances allow twice as much.
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ZuVieleAnfragenFehler } from './fehler.ts';

/** The window the limits are counted in: one second. */
const FENSTER_MS = 1_000;

export const MELDUNG_SUCHE_PRO_SEKUNDE =
  'Von Ihrer Adresse kommen gerade sehr viele Adresssuchen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
export const MELDUNG_PDF_PRO_SEKUNDE =
  'Von Ihrer Adresse kommen gerade sehr viele PDF-Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

/** Client addresses one limit keeps a count for, as many as the library's own store keeps. */
const HOECHSTENS_ADRESSEN = 5_000;

/**
 * The count of each client address in its window, for @fastify/rate-limit (`store`). The
 * library's own store (LocalStore, 11.2.0) hands out its live record of a count, and the library
 * reads that record only after an `await`: when two requests of one client arrive together
 * (within one turn of the event loop), the second has counted before the first reads, so both
 * read 2 and with a limit of 1 both were refused. This store answers each count with its own
 * object, a snapshot. Same window as the library's: it starts with the first request of an
 * address and counts until `timeWindow` has passed.
 */
export class Zaehlerstand implements FastifyRateLimitStore {
  /** Per address; a Map keeps insertion order, so the first entry is the least recently seen. */
  readonly #fenster = new Map<string, { anzahl: number; beginn: number }>();

  incr(
    schluessel: string,
    antworte: (fehler: Error | null, stand?: { current: number; ttl: number }) => void,
    fensterMs: number,
  ): void {
    const jetzt = Date.now();
    const alt = this.#fenster.get(schluessel);
    const fenster = alt && alt.beginn + fensterMs > jetzt ? alt : { anzahl: 0, beginn: jetzt };
    fenster.anzahl += 1;
    this.#fenster.delete(schluessel);
    this.#fenster.set(schluessel, fenster);
    if (this.#fenster.size > HOECHSTENS_ADRESSEN) {
      const aeltester = this.#fenster.keys().next().value;
      if (aeltester !== undefined) this.#fenster.delete(aeltester);
    }
    antworte(null, { current: fenster.anzahl, ttl: fenster.beginn + fensterMs - jetzt });
  }

  /** One count per limit (each `createRateLimit`). */
  child(): Zaehlerstand {
    return new Zaehlerstand();
  }
}

/** Registers the counting library once (app.ts); no route is limited by that alone. */
export async function registriereRatengrenzen(app: FastifyInstance): Promise<void> {
  // One count per IPv6 /56 network, what German providers commonly give one household (the library's
  // default, /64, would give each of its 256 networks a count of its own).
  await app.register(rateLimit, { global: false, store: Zaehlerstand, ipv6Subnet: 56 });
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
