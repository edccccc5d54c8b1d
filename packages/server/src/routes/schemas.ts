/**
 * JSON schemas of the wire shapes, derived from the domain's zod schemas (one source for
 * validation, types and documentation, STYLE.md 7, 13). Fastify compiles them: ajv checks the
 * bodies' types, fast-json-stringify writes the answers.
 */
import * as z from 'zod/mini';
import {
  adresstrefferListeSchema,
  strassenvorschlagListeSchema,
  berechnungSchema,
  betreiberAntwortSchema,
  berechnungsvorlageSchema,
  berechnungsvorlagenListeSchema,
  environmentInfoSchema,
  ergebnisSchema,
  lageAntwortSchema,
  pdfParameterSchema,
  vorlageEingabeSchema,
} from '@mietspiegel/domain';

const alsJsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _entfernt, ...rest } = z.toJSONSchema(schema, { target: 'draft-07', io });
  return rest;
};

export const berechnungJsonSchema = alsJsonSchema(berechnungSchema, 'input');
export const pdfParameterJsonSchema = alsJsonSchema(pdfParameterSchema, 'input');
export const ergebnisJsonSchema = alsJsonSchema(ergebnisSchema, 'output');

/**
 * ajv's options for every route (Fastify's `ajv.customOptions`). A value of the wrong type is a
 * 400 (berechnungsregeln.md §1), so ajv must judge types as zod does: no coercion ('5' stays a
 * text, Fastify's default would make it 5). The first error is enough: the German 400 texts
 * come from zod's parse of the same body (domaenen-pruefung.ts). zod writes `z.nullable(x)` as
 * a type list (`["number", "null"]`), which ajv's strict mode accepts only when told so.
 */
export const ajvOptionen = { coerceTypes: false, allErrors: false, allowUnionTypes: true } as const;

/** Geodata answers (issue 11, domain `geodaten.ts`). */
export const adresstrefferListeJsonSchema = alsJsonSchema(adresstrefferListeSchema, 'output');
export const strassenvorschlagListeJsonSchema = alsJsonSchema(
  strassenvorschlagListeSchema,
  'output',
);
export const lageAntwortJsonSchema = alsJsonSchema(lageAntwortSchema, 'output');
export const environmentInfoJsonSchema = alsJsonSchema(environmentInfoSchema, 'output');
/** Operator details (issue 21 §2, domain `betreiber.ts`). */
export const betreiberAntwortJsonSchema = alsJsonSchema(betreiberAntwortSchema, 'output');

/** Templates API (spezifikation.md §7): for the API description only (routes/openapi.ts). */
export const berechnungsvorlageJsonSchema = alsJsonSchema(berechnungsvorlageSchema, 'output');
export const berechnungsvorlagenListeJsonSchema = alsJsonSchema(
  berechnungsvorlagenListeSchema,
  'output',
);
export const vorlageEingabeJsonSchema = alsJsonSchema(vorlageEingabeSchema, 'input');
