/**
 * GET /api/dokumentation: the API description (/api/openapi.json, vertrag/openapi.ts) as a
 * readable German page (issue 12 §4), rendered on the server from that same document, so it
 * cannot drift either. Why our own page and not Swagger UI or Scalar: docs/adr/0009.
 *
 * Plain HTML under the strict CSP (no script at all; one inline <style>, which the CSP's
 * style-src allows), lang="de", one h1, h2 per tag, h3 per operation, tables with headers –
 * readable with a screen reader and by keyboard. Schemas are shown as formatted JSON inside
 * <details>, closed, so the page stays short.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ALLGEMEINE_FEHLER, antwort } from '../vertrag/antworten.ts';
import { OPENAPI_PFAD } from '../vertrag/openapi.ts';

export const DOKU_PFAD = '/api/dokumentation';
export const DOKU_TITEL = 'Mietspiegelrechner – API-Dokumentation';

const METHODEN = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}
interface Inhalt {
  schema?: unknown;
}
interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Inhalt>; required?: boolean };
  responses?: Record<string, { description?: string; content?: Record<string, Inhalt> }>;
  security?: unknown[];
}
interface Dokument {
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Partial<Record<(typeof METHODEN)[number], Operation>>>;
  components?: { schemas?: Record<string, unknown> };
}

function text(wert: unknown): string {
  return String(wert ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A stable id for an anchor: letters, digits and hyphens only. */
function anker(...teile: string[]): string {
  return teile
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function schemaBlock(titel: string, schema: unknown): string {
  if (schema === undefined) return '';
  return `<details><summary>${text(titel)}</summary><pre>${text(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function typVon(schema: unknown): string {
  const s = schema as { type?: unknown; format?: unknown; enum?: unknown[] } | undefined;
  if (!s) return '';
  const typ = Array.isArray(s.type) ? s.type.join(' | ') : String(s.type ?? '');
  return [typ, s.format ? `(${String(s.format)})` : '', s.enum ? `: ${s.enum.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

const ORT: Record<string, string> = {
  path: 'Pfad',
  query: 'Abfrage',
  header: 'Kopfzeile',
  cookie: 'Cookie',
};

function operation(methode: string, pfad: string, op: Operation): string {
  const id = anker(methode, pfad);
  const teile = [
    `<section aria-labelledby="${id}"><h3 id="${id}"><code>${methode.toUpperCase()} ${text(pfad)}</code></h3>`,
  ];
  if (op.summary) teile.push(`<p>${text(op.summary)}</p>`);
  if (op.description) teile.push(`<p>${text(op.description)}</p>`);
  if (op.security && op.security.length > 0)
    teile.push('<p>Verlangt eine Anmeldung (Sitzungs-Cookie).</p>');
  const parameter = op.parameters ?? [];
  if (parameter.length > 0) {
    teile.push(
      `<table><caption>Parameter</caption><thead><tr><th scope="col">Name</th><th scope="col">Ort</th><th scope="col">Pflicht</th><th scope="col">Typ</th><th scope="col">Beschreibung</th></tr></thead><tbody>`,
      ...parameter.map(
        (p) =>
          `<tr><td><code>${text(p.name)}</code></td><td>${text(ORT[p.in ?? ''] ?? p.in)}</td><td>${p.required ? 'ja' : 'nein'}</td><td>${text(typVon(p.schema))}</td><td>${text(p.description)}</td></tr>`,
      ),
      '</tbody></table>',
    );
  }
  for (const [art, inhalt] of Object.entries(op.requestBody?.content ?? {})) {
    teile.push(schemaBlock(`Anfrage (${art})`, inhalt.schema ?? {}));
  }
  const antworten = Object.entries(op.responses ?? {});
  if (antworten.length > 0) {
    teile.push(
      `<table><caption>Antworten</caption><thead><tr><th scope="col">Status</th><th scope="col">Bedeutung</th></tr></thead><tbody>`,
      ...antworten.map(
        ([status, a]) => `<tr><td>${text(status)}</td><td>${text(a.description)}</td></tr>`,
      ),
      '</tbody></table>',
    );
    for (const [status, a] of antworten) {
      for (const [art, inhalt] of Object.entries(a.content ?? {})) {
        if (inhalt.schema !== undefined)
          teile.push(schemaBlock(`Antwort ${status} (${art})`, inhalt.schema));
      }
    }
  }
  teile.push('</section>');
  return teile.join('\n');
}

const STIL = `
body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 60rem; padding: 1rem; }
a { color: #0b4f9c; }
h1 { font-size: 1.6rem; }
h1, h2, h3, p { overflow-wrap: break-word; hyphens: auto; }
code, pre { font-family: ui-monospace, monospace; }
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-word; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; width: 100%; table-layout: fixed; }
caption { text-align: left; font-weight: bold; }
th, td { border: 1px solid #767676; padding: 0.25rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; hyphens: auto; }
section { border-top: 1px solid #ccc; padding-top: 0.5rem; }
code { overflow-wrap: anywhere; }
summary { cursor: pointer; }
:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
`;

/** The whole page for `dokument` (an OpenAPI 3.1 document as @fastify/swagger makes it). */
export function dokumentationsSeite(dokument: Dokument): string {
  const nachTag = new Map<string, string[]>();
  const tags = [...(dokument.tags ?? [])];
  for (const [pfad, eintrag] of Object.entries(dokument.paths ?? {})) {
    for (const methode of METHODEN) {
      const op = eintrag[methode];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Weitere';
      if (!tags.some((t) => t.name === tag)) tags.push({ name: tag });
      nachTag.set(tag, [...(nachTag.get(tag) ?? []), operation(methode, pfad, op)]);
    }
  }
  const belegt = tags.filter((t) => nachTag.has(t.name));
  const inhalt = belegt
    .map(
      (t) =>
        `<li><a href="#${anker('tag', t.name)}">${text(t.name)}</a>${t.description ? ` – ${text(t.description)}` : ''}</li>`,
    )
    .join('');
  const abschnitte = belegt.map(
    (t) =>
      `<h2 id="${anker('tag', t.name)}">${text(t.name)}</h2>${t.description ? `<p>${text(t.description)}</p>` : ''}\n${(nachTag.get(t.name) ?? []).join('\n')}`,
  );
  const schemas = Object.entries(dokument.components?.schemas ?? {});
  const gemeinsam =
    schemas.length > 0
      ? `<h2 id="schemas">Gemeinsame Schemas</h2>${schemas.map(([name, s]) => `<section aria-labelledby="${anker('schema', name)}"><h3 id="${anker('schema', name)}"><code>${text(name)}</code></h3>${schemaBlock('Schema', s)}</section>`).join('\n')}`
      : '';
  const info = dokument.info ?? {};
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(DOKU_TITEL)}</title>
<style>${STIL}</style>
</head>
<body>
<header>
<h1>${text(info.title ?? DOKU_TITEL)}</h1>
<p>Version ${text(info.version)} · <a href="${OPENAPI_PFAD}">Maschinenlesbare Beschreibung (OpenAPI 3.1, JSON)</a></p>
${info.description ? `<p>${text(info.description)}</p>` : ''}
</header>
<nav aria-label="Inhalt"><h2>Inhalt</h2><ul>${inhalt}${gemeinsam ? '<li><a href="#schemas">Gemeinsame Schemas</a></li>' : ''}</ul></nav>
<main>
${abschnitte.join('\n')}
${gemeinsam}
</main>
</body>
</html>
`;
}

export async function dokumentationsRoute(app: FastifyInstance): Promise<void> {
  let seite: string | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    DOKU_PFAD,
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Diese API-Beschreibung als lesbare Seite (HTML)',
        response: { 200: antwort('Die Seite', z.string(), 'text/html'), ...ALLGEMEINE_FEHLER },
      },
    },
    async (_request, reply) => {
      // Rendered once: the description is fixed once the app is ready.
      seite ??= dokumentationsSeite(app.swagger() as Dokument);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(seite);
    },
  );
}
