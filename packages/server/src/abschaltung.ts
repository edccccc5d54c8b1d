/**
 * Requests that arrive while the server shuts down (on a connection opened before, e.g. kept
 * alive) answer a German 503 through the one error handler of fehler.ts, with the security
 * headers. Fastify's own `return503OnClosing` writes an English body past every hook, so it is
 * switched off in app.ts (STYLE.md 15). Requests already in flight finish.
 */
import type { FastifyInstance } from 'fastify';
import { NichtVerfuegbarFehler } from './fehler.ts';

export const MELDUNG_ABSCHALTUNG =
  'Der Server wird gerade beendet. Bitte versuchen Sie es gleich noch einmal.';

export function registriereAbschaltung(app: FastifyInstance): void {
  let schliesst = false;
  app.addHook('preClose', async () => {
    schliesst = true;
  });
  app.addHook('onRequest', async () => {
    if (schliesst) throw new NichtVerfuegbarFehler(MELDUNG_ABSCHALTUNG);
  });
}
