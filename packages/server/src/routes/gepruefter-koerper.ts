/**
 * One parse per route (issue 28 §3): the route's body is read once by the domain's reader of it
 * (`KoerperLeser`: berechnungLeser, pdfLeser) into the checked, typed value, which the handler
 * gets as its argument – no handler reads or casts `request.body`. Fastify's validator has
 * compiled the reader's schema (`schnellerPfad`, `attachValidation`): when it accepted the types,
 * the domain reads only the content (422); when it refused them, zod's parse of the same schema
 * names every wrong field in German (400). Bad input never becomes a 5xx.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Gelesen, KoerperLeser } from '@mietspiegel/domain';
import type * as z from 'zod/mini';
import { EingabeFehler } from '../fehler.ts';

function lies<T>(leser: KoerperLeser<z.ZodMiniType, T>, request: FastifyRequest): T {
  let gelesen: Gelesen<T>;
  try {
    gelesen = leser.lies(request.body, !request.validationError);
  } catch (fehler) {
    // A check that throws is a bug in the domain, but the input caused it: answer 400, never
    // 5xx (common brief), and keep the cause in the log via the error's `cause`.
    throw Object.assign(
      new EingabeFehler(400, [{ feld: '', meldung: 'Die Anfrage ist ungültig.' }]),
      { cause: fehler },
    );
  }
  if (!gelesen.ok) throw new EingabeFehler(gelesen.status, gelesen.fehler);
  return gelesen.wert;
}

/** The route's handler, given the body as the reader's checked value. */
export function mitGeprueftemKoerper<T, Q extends FastifyRequest, A extends FastifyReply, R>(
  leser: KoerperLeser<z.ZodMiniType, T>,
  handler: (wert: T, request: Q, reply: A) => R | Promise<R>,
): (request: Q, reply: A) => Promise<R> {
  return async (request, reply) => handler(lies(leser, request), request, reply);
}
