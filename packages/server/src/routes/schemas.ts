/**
 * JSON schemas of the wire shapes, derived from the domain's zod schemas (one source for
 * validation, types and documentation, STYLE.md 7). Bodies are checked by the domain itself
 * (domaenen-pruefung.ts); these schemas document them and let Fastify serialize answers fast.
 */
import * as z from 'zod/mini';
import { berechnungSchema, ergebnisSchema, pdfParameterSchema } from '@mietspiegel/domain';

const alsJsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _entfernt, ...rest } = z.toJSONSchema(schema, { target: 'draft-07', io });
  return rest;
};

export const berechnungJsonSchema = alsJsonSchema(berechnungSchema, 'input');
export const pdfParameterJsonSchema = alsJsonSchema(pdfParameterSchema, 'input');
export const ergebnisJsonSchema = alsJsonSchema(ergebnisSchema, 'output');
