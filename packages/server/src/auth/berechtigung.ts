/** The permission check of the API's routes (spezifikation.md §6). */
import type { onRequestHookHandler } from 'fastify';
import { fehlerAntwort } from '../fehler.ts';
import { authTexte } from './texte.ts';

/**
 * Route hook: 401 without a user, 403 without the permission (JSON envelope of the API).
 * Use as `onRequest` so nothing is parsed for callers who may not call the route.
 */
export function verlangeBerechtigung(berechtigung: string): onRequestHookHandler {
  return async (request, reply) => {
    if (!request.benutzer)
      return reply.code(401).send(fehlerAntwort('', authTexte.nichtAngemeldet));
    if (!request.benutzer.berechtigungen.includes(berechtigung)) {
      return reply.code(403).send(fehlerAntwort('', authTexte.keineBerechtigung));
    }
  };
}
