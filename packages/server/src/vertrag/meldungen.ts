/**
 * The German messages of a body that fails its route's zod schema (issue 19 §1). They come from
 * the schemas: a field's own `error`, or the German message of a rule's issue (`custom`). Where a
 * whole subtree answers with one message (a template's `berechnungsdaten`: the client sent them,
 * the user cannot fix them field by field), the subtree's schema says so in
 * `meldungFuerTeilbaum`; the message then stands for every issue inside it that is not a rule's.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { Fehler } from '@mietspiegel/domain';
import * as z from 'zod/mini';

/** One German message for every type or shape issue inside the registered schema. */
export const meldungFuerTeilbaum = z.registry<{ meldung: string }>();

interface Definition {
  type: string;
  innerType?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
}
const definition = (schema: z.core.$ZodType) => schema._zod.def as unknown as Definition;

/** The schema of `schluessel` inside an object (also behind optional and nullable). */
function kind(schema: z.core.$ZodType, schluessel: string): z.core.$ZodType | undefined {
  let def = definition(schema);
  while ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
    def = definition(def.innerType);
  }
  return def.type === 'object' ? def.shape?.[schluessel] : undefined;
}

/** The outermost subtree with one message on the way to `pfad`: its length and message. */
function teilbaum(
  schema: z.core.$ZodType,
  pfad: string[],
): { tiefe: number; meldung: string } | null {
  let s: z.core.$ZodType | undefined = schema;
  for (let tiefe = 0; s && tiefe <= pfad.length; tiefe++) {
    const eintrag = meldungFuerTeilbaum.get(s);
    if (eintrag) return { tiefe, meldung: eintrag.meldung };
    const schluessel = pfad[tiefe];
    s = schluessel === undefined ? undefined : kind(s, schluessel);
  }
  return null;
}

/**
 * The German errors of a refused body: one per field (the first issue at that path), a subtree
 * with one message once (at the path of its first issue). The validation items are zod's issues
 * (fastify-type-provider-zod: `keyword` is the code, `message` its German text).
 */
export function fehlerDerPruefung(
  schema: z.core.$ZodType,
  validation: FastifySchemaValidationError[],
): Fehler[] {
  const fehler = new Map<string, Fehler>();
  for (const v of validation) {
    const pfad = v.instancePath.split('/').filter((teil) => teil !== '');
    const feld = pfad.join('.');
    const gruppe = v.keyword === 'custom' ? null : teilbaum(schema, pfad);
    const schluessel = gruppe ? pfad.slice(0, gruppe.tiefe).join('.') : feld;
    if (!fehler.has(schluessel)) {
      fehler.set(schluessel, { feld, meldung: gruppe?.meldung ?? v.message ?? '' });
    }
  }
  return [...fehler.values()];
}
