/**
 * Who may set a Stichtagsdifferenz (issue 17 §10). spezifikation.md §3 and §6: the inputs are
 * "only for holders of the write permission" (MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE);
 * the page shows them only to those (PdfBereich.tsx). The server applies the same rule, since a
 * PDF request can be made without the page: one that carries a Stichtagsdifferenz without that
 * permission gets a German 403 and nothing is rendered. Requests without one are unchanged and
 * need no session; the session is looked up only when one is sent.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { BERECHTIGUNG_VORLAGEN_SCHREIBEN } from '../auth/benutzer.ts';
import { fehlerAntwort } from '../fehler.ts';

export const MELDUNG_STICHTAGSDIFFERENZ_OHNE_RECHT =
  'Eine Stichtagsdifferenz dürfen nur angemeldete Personen mit der Berechtigung zum Bearbeiten von Berechnungsvorlagen setzen. Bitte melden Sie sich an oder lassen Sie die Stichtagsdifferenz weg.';

export function stichtagsdifferenzNurMitSchreibrecht(
  app: FastifyInstance,
): preHandlerAsyncHookHandler {
  return async function pruefeRecht(request, reply) {
    const body: unknown = request.body;
    const sd =
      typeof body === 'object' && body !== null && 'stichtagsdifferenz' in body
        ? body.stichtagsdifferenz
        : undefined;
    // null or absent: no Stichtagsdifferenz (pruefung.ts treats null like absent)
    if (sd === undefined || sd === null) return;
    if (!request.benutzer) await app.benutzerErmitteln.call(app, request, reply, () => undefined);
    if (request.benutzer?.berechtigungen.includes(BERECHTIGUNG_VORLAGEN_SCHREIBEN)) return;
    return reply
      .code(403)
      .send(fehlerAntwort('stichtagsdifferenz', MELDUNG_STICHTAGSDIFFERENZ_OHNE_RECHT));
  };
}
