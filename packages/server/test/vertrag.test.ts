/**
 * One contract per route (issue 19 §1): /api/openapi.json is generated from the zod schemas the
 * routes check with, so it must describe what they accept. Checked here on the running app:
 * every operation describes its success answer and no answer is "Default Response"; every
 * parameter and every field of every request and answer body, nested ones too, has a
 * description; the described request body is the
 * JSON Schema of the very zod object the route was registered with; and a body the described
 * schema refuses is exactly a body the route answers with 400 (and the reverse). The same
 * comparison for the templates' body and the sign-in form: vorlagen/vertrag-koerper.test.ts.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { rm } from 'node:fs/promises';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { falscheWebDist, testApp } from './hilfen.ts';

interface Schema {
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  [schluessel: string]: unknown;
}
interface Antwort {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  parameters?: { in: string; name: string; description?: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Antwort>;
}
interface Dokument {
  paths: Record<string, Record<string, Operation>>;
}

const BERECHNUNG = '/api/backend-service/berechnung';
const PDF = '/api/backend-service/pdf';

/** Every property of an object schema, also inside lists, unions and nested objects. */
function eigenschaften(schema: Schema, pfad = ''): { pfad: string; schema: Schema }[] {
  const innen: { pfad: string; schema: Schema }[] = [];
  for (const [name, s] of Object.entries(schema.properties ?? {})) {
    const hier = pfad ? `${pfad}.${name}` : name;
    innen.push({ pfad: hier, schema: s }, ...eigenschaften(s, hier));
  }
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    innen.push(...eigenschaften(s, pfad));
  if (schema.items) innen.push(...eigenschaften(schema.items, pfad));
  // a reference would hide its fields from this walk: counted as a field without description
  if (typeof schema.$ref === 'string') innen.push({ pfad: `${pfad} → ${schema.$ref}`, schema: {} });
  // the values of a record (`_links` of the search links)
  if (typeof schema.additionalProperties === 'object')
    innen.push(...eigenschaften(schema.additionalProperties, `${pfad}.*`));
  return innen;
}

/** The zod schema's JSON Schema as OpenAPI 3.1 (JSON Schema 2020-12) shows it. */
const alsBeschreibung = (schema: unknown): unknown => {
  const { $schema: _weg, ...rest } = z.toJSONSchema(schema as z.ZodMiniType, {
    target: 'draft-2020-12',
    io: 'input',
  });
  return rest;
};

describe('ein Vertrag je Route: /api/openapi.json beschreibt, was die Routen prüfen', () => {
  let app: FastifyInstance;
  let dist: string;
  let dokument: Dokument;
  const koerper = new Map<string, unknown>();

  beforeAll(async () => {
    dist = await falscheWebDist();
    // Each route's own body schema, as registered (Fastify announces every instance here).
    const merke = (nachricht: unknown) => {
      const { fastify } = nachricht as { fastify: FastifyInstance };
      fastify.addHook('onRoute', (route: RouteOptions) => {
        const body = (route.schema as { body?: unknown } | undefined)?.body;
        if (body) for (const m of [route.method].flat()) koerper.set(`${m} ${route.url}`, body);
      });
    };
    subscribe('fastify.initialization', merke);
    try {
      app = await testApp({ WEB_DIST: dist, METRICS_TOKEN: 'vertrag-test-0123456789' });
      await app.ready();
    } finally {
      unsubscribe('fastify.initialization', merke);
    }
    dokument = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Dokument>();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const operationen = () =>
    Object.entries(dokument.paths).flatMap(([pfad, ops]) =>
      Object.entries(ops).map(([methode, op]) => ({ name: `${methode} ${pfad}`, op })),
    );

  it('jede Operation beschreibt ihre Erfolgsantwort, eine 200/201 mit Schema', () => {
    const ohneErfolg: string[] = [];
    const ohneSchema: string[] = [];
    for (const { name, op } of operationen()) {
      const status = Object.keys(op.responses ?? {});
      if (!status.some((s) => /^[23]\d\d$/.test(s))) ohneErfolg.push(name);
      for (const s of ['200', '201']) {
        const a = op.responses?.[s];
        if (a && !Object.values(a.content ?? {}).some((c) => c.schema)) ohneSchema.push(name);
      }
    }
    expect(operationen().length).toBeGreaterThan(15);
    expect(ohneErfolg).toEqual([]);
    expect(ohneSchema).toEqual([]);
  });

  it('keine Antwort heißt „Default Response“: jede hat eine deutsche Beschreibung', () => {
    const ohne = operationen().flatMap(({ name, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([, a]) => !a.description || a.description === 'Default Response')
        .map(([s]) => `${name} ${s}`),
    );
    expect(ohne).toEqual([]);
  });

  it('jedes Feld jeder Anfrage und jeder Antwort hat eine Beschreibung, auch verschachtelt', () => {
    const ohne: string[] = [];
    let gezaehlt = 0;
    for (const { name, op } of operationen()) {
      for (const p of op.parameters ?? []) {
        gezaehlt++;
        if (!p.description && !p.schema?.description) ohne.push(`${name} ${p.in} ${p.name}`);
      }
      const schemata = [
        ...Object.entries(op.requestBody?.content ?? {}).map(
          ([art, c]) => [`Körper ${art}`, c.schema] as const,
        ),
        ...Object.entries(op.responses ?? {}).flatMap(([s, a]) =>
          Object.entries(a.content ?? {}).map(([art, c]) => [`${s} ${art}`, c.schema] as const),
        ),
      ];
      for (const [wo, schema] of schemata) {
        for (const f of eigenschaften(schema ?? {})) {
          gezaehlt++;
          if (!f.schema.description) ohne.push(`${name} ${wo}: ${f.pfad}`);
        }
      }
    }
    // the walk reached the fields: parameters and bodies of every route, not an empty list
    expect(gezaehlt).toBeGreaterThan(300);
    expect(ohne).toEqual([]);
  });

  it('Rechnung und PDF nennen ihre Fehlerantworten: 400, 413, 422, 431, 503', () => {
    for (const pfad of [BERECHNUNG, PDF]) {
      const status = Object.keys(dokument.paths[pfad]?.post?.responses ?? {});
      expect(status).toEqual(expect.arrayContaining(['200', '400', '413', '422', '431', '503']));
    }
  });

  it('jedes Feld der Rechnung, des PDFs und des Ergebnisses hat eine Beschreibung', () => {
    for (const pfad of [BERECHNUNG, PDF]) {
      const schema = dokument.paths[pfad]?.post?.requestBody?.content?.['application/json']?.schema;
      expect(schema).toBeDefined();
      const felder = eigenschaften(schema as Schema);
      // all 20 answers of the calculation (and the edition), not an empty list
      expect(felder.length).toBeGreaterThan(20);
      expect(felder.filter((f) => !f.schema.description).map((f) => f.pfad)).toEqual([]);
    }
    const ergebnis = dokument.paths[BERECHNUNG]?.post?.responses?.['200']?.content?.[
      'application/json'
    ]?.schema as Schema;
    const felder = eigenschaften(ergebnis);
    expect(felder.length).toBeGreaterThan(15);
    expect(felder.filter((f) => !f.schema.description).map((f) => f.pfad)).toEqual([]);
  });

  it('der beschriebene Anfragekörper ist das Schema, mit dem die Route prüft', () => {
    expect(koerper.size).toBeGreaterThanOrEqual(4);
    for (const [route, schema] of koerper) {
      const [methode, url] = route.split(' ') as [string, string];
      const pfad = url.replace(/:(\w+)/g, '{$1}');
      const op = dokument.paths[pfad]?.[methode.toLowerCase()];
      const beschrieben = Object.values(op?.requestBody?.content ?? {})[0]?.schema;
      expect(beschrieben, route).toEqual(alsBeschreibung(schema));
    }
  });

  it('was die Beschreibung ablehnt, lehnt die Route mit 400 ab, und umgekehrt', async () => {
    const beschrieben = dokument.paths[BERECHNUNG]?.post?.requestBody?.content?.['application/json']
      ?.schema as Schema;
    const pruefe = AjvCompiler()(
      {},
      { customOptions: { coerceTypes: false, allowUnionTypes: true, strict: false }, plugins: [] },
    )({ schema: beschrieben, method: 'POST', url: BERECHNUNG, httpPart: 'body' });
    const gegeben = beispiel.given as Record<string, unknown>;
    // Each field once with a value of every JSON type, the rest as in the worked example.
    const werte: unknown[] = ['65,5', 3, 1.5, true, null, [], [1, 2], {}, { wasser: 'x' }];
    let abgelehnt = 0;
    for (const feld of [...Object.keys(beschrieben.properties ?? {})]) {
      for (const wert of werte) {
        const body = { ...gegeben, [feld]: wert };
        const beschreibungLehntAb = !pruefe(body);
        const r = await app.inject({ method: 'POST', url: BERECHNUNG, payload: body });
        expect(r.statusCode === 400, `${feld} = ${JSON.stringify(wert)}: ${r.body}`).toBe(
          beschreibungLehntAb ||
            // an unknown edition id is a text the schema accepts, refused by its value (400)
            (feld === 'ausgabe' && typeof wert === 'string'),
        );
        if (beschreibungLehntAb) abgelehnt++;
      }
    }
    // The check compared refusals, not only acceptances.
    expect(abgelehnt).toBeGreaterThan(50);
  });
});
