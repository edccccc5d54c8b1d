/**
 * Serves the Vite build of the web app (WEB_DIST): `/` redirects to `/berechnung.html`; the
 * two entry pages `/berechnung.html` and `/auth/index.html` are both index.html (hash routes
 * pick the screen), never cached so a new release is picked up at once; `/assets/*` carries
 * content hashes in its names and is cached for a year. Without a build the pages answer a
 * German 503 hint: that is a state of the server, not bad input.
 *
 * Pages and files go out compressed when the browser accepts it (issue 12 §3): the build
 * writes `.br` and `.gz` twins (packages/web/scripts/komprimiere.ts), @fastify/static's
 * `preCompressed` picks one by `Accept-Encoding` (brotli first), falls back to the file itself
 * and answers `Vary: Accept-Encoding` either way, so a shared cache keeps the variants apart.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const NICHT_GEBAUT = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Mietspiegelrechner – noch nicht gebaut</title></head>
<body>
<main>
<h1>Die Web-App wurde noch nicht gebaut</h1>
<p>Die Web-App wurde noch nicht gebaut: <code>npm run build</code></p>
<p>Danach diese Seite neu laden.</p>
</main>
</body>
</html>
`;

export const webAppRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  // Everything else of the build: hashed assets and the files of Vite's public/ folder.
  const assets = join(webDist, 'assets');
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    serveDotFiles: false,
    preCompressed: true,
    setHeaders(reply, pfad) {
      // `pfad` may be the `.br`/`.gz` twin: it lies in the same folder as its file.
      reply.header(
        'cache-control',
        pfad.startsWith(assets + '/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const seite = async (reply: FastifyReply, datei: string) => {
    try {
      await access(join(webDist, datei));
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NICHT_GEBAUT);
    }
    // Sent like the other files (compressed twin, `no-cache` from setHeaders above).
    return reply.sendFile(datei);
  };

  // The pages are the browser's, not an API: hidden from the API description (vertrag/openapi.ts),
  // like @fastify/static's own wildcard route.
  const seitenroute = { schema: { hide: true } };
  app.get('/', seitenroute, async (_request, reply) => reply.redirect('/berechnung.html', 302));
  app.get('/berechnung.html', seitenroute, async (_request, reply) => seite(reply, 'index.html'));
  app.get('/auth/index.html', seitenroute, async (_request, reply) => seite(reply, 'index.html'));
  app.get('/loggedout.html', seitenroute, async (_request, reply) =>
    seite(reply, 'loggedout.html'),
  );
  // Browsers ask for /favicon.ico on pages without an icon link (sign-in page, JSON answers);
  // the icon is the SVG of Vite's public/ folder.
  app.get('/favicon.ico', seitenroute, async (_request, reply) =>
    reply.redirect('/favicon.svg', 302),
  );
};
