/**
 * In the calling plugin's context, an empty body with the JSON content type counts as no body
 * (API clients often send `Content-Type: application/json` on DELETE or POST /logout without a
 * body). Anything else goes through Fastify's own safe JSON parser.
 */
import type { FastifyInstance } from 'fastify';

export function erlaubeLeerenJsonKoerper(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, fertig) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return fertig(null, undefined);
    return jsonParser(request, text, fertig);
  });
}
