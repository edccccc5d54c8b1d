/**
 * Request bodies are checked in two parts: Fastify's validator (`attachValidation`) checks the
 * types with the domain's zod schema, the route's contract (vertrag/pruefung.ts), and the
 * domain checks the content (pruefeBerechnungsInhalt, pruefePdfParameterInhalt): one rule set,
 * German messages, 400 for wrong shapes and 422 for invalid values (berechnungsregeln.md §1).
 * This preHandler joins them, so handlers only ever see a checked, typed body.
 */
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Fehler } from '@mietspiegel/domain';
import { EingabeFehler } from '../fehler.ts';

export type Pruefergebnis<T> =
  { ok: true; wert: T } | { ok: false; status: number; fehler: Fehler[] };

export interface Pruefungen<E, T> {
  /** The whole check: zod's parse of the types (the German 400 texts), then the content. */
  ganz: (eingabe: unknown) => Pruefergebnis<T>;
  /** The content only (422), for a body whose types the schema has accepted. */
  inhalt: (eingabe: E) => Pruefergebnis<T>;
}

function pruefe<E, T>(request: FastifyRequest, p: Pruefungen<E, T>): Pruefergebnis<T> {
  // The schema refused the body: the domain parses it again and names every wrong field.
  return request.validationError ? p.ganz(request.body) : p.inhalt(request.body as E);
}

export function domaenenPruefung<E, T>(p: Pruefungen<E, T>): preHandlerHookHandler {
  return (request, _reply, done) => {
    let ergebnis: Pruefergebnis<T>;
    try {
      ergebnis = pruefe(request, p);
    } catch (fehler) {
      // A check that throws is a bug in the domain, but the input caused it: answer 400, never
      // 5xx (common brief), and keep the cause in the log via the error's `cause`.
      done(
        Object.assign(
          new EingabeFehler(400, [{ feld: '', meldung: 'Die Anfrage ist ungültig.' }]),
          { cause: fehler },
        ),
      );
      return;
    }
    if (!ergebnis.ok) {
      done(new EingabeFehler(ergebnis.status, ergebnis.fehler));
      return;
    }
    request.body = ergebnis.wert;
    done();
  };
}
