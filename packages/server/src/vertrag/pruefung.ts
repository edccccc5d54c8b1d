/**
 * Fastify checks requests and writes answers with the routes' zod schemas (issue 19 §1,
 * fastify-type-provider-zod): a body, query, path or header that fails its schema reaches the
 * error handler (fehler.ts) with zod's issues, which answers in German; an answer is encoded by
 * its status's schema and written as JSON.
 *
 * The calculation and the PDF are the hot path (throughput target: the calculation ≥ 0.70 of a
 * trivial route, docs/adr/0004). There zod's parse and encode cost too much, so those two routes
 * compile the JSON Schema derived from the same zod schema with Fastify's own ajv and
 * fast-json-stringify (`schnellerPfad`): one schema still describes, checks and writes.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

export function registriereVertragspruefung(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** The JSON Schema of a zod schema as ajv and fast-json-stringify read it. */
export function alsJsonSchema(schema: unknown, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _entfernt, ...rest } = z.toJSONSchema(schema as z.ZodMiniType, {
    target: 'draft-07',
    io,
  });
  return rest;
}

/**
 * ajv's options. A value of the wrong type is a 400 (berechnungsregeln.md §1), so ajv must judge
 * types as zod does: no coercion ('5' stays a text, Fastify's default would make it 5). The
 * first error is enough: the German 400 texts come from the domain's parse of the same body
 * (routes/gepruefter-koerper.ts). zod writes `z.nullable(x)` as a type list (`["number", "null"]`), which
 * ajv's strict mode accepts only when told so.
 */
const AJV_OPTIONEN = { coerceTypes: false, allErrors: false, allowUnionTypes: true } as const;

const ajv = AjvCompiler()({}, { customOptions: AJV_OPTIONEN, plugins: [] });
const fastJsonStringify = SerializerSelector()({}, {});

/** Route options: check and write with ajv and fast-json-stringify, from the zod schemas. */
export const schnellerPfad: {
  validatorCompiler: FastifySchemaCompiler<unknown>;
  serializerCompiler: FastifySerializerCompiler<unknown>;
} = {
  validatorCompiler: ({ schema, method, url, httpPart }) =>
    ajv({ schema: alsJsonSchema(schema, 'input'), method, url, httpPart: httpPart ?? 'body' }),
  serializerCompiler: ({ schema, method, url, httpStatus }) =>
    fastJsonStringify({
      schema: alsJsonSchema(schema, 'output'),
      method,
      url,
      httpStatus: httpStatus ?? '',
    }),
};
