/**
 * Fastify checks requests and writes answers with the routes' zod schemas (issue 19 §1,
 * fastify-type-provider-zod): a body, query, path or header that fails its schema reaches the
 * error handler (fehler.ts) with zod's issues, which answers in German; an answer is encoded by
 * its status's schema and written as JSON.
 */
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export function registriereVertragspruefung(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
