/**
 * The contract pieces every route shares (issue 19 §1): the German error envelope as a zod
 * schema and the answers each operation describes. Routes declare their zod schemas once in
 * `schema`; Fastify validates (fastify-type-provider-zod) and serializes from them, and the API
 * description (vertrag/openapi.ts) is generated from the same objects. Below routes/, auth/ and
 * vorlagen/: every feature may use it.
 */
import * as z from 'zod/mini';

/** `{"fehler":[{"feld","meldung"}]}` with German text (berechnungsregeln.md §1). */
export const fehlerAntwortSchema = z.object({
  fehler: z
    .array(
      z.object({
        feld: z.string().register(z.globalRegistry, {
          description: 'Feld der Anfrage, das den Fehler hat (Pfad mit Punkten); leer: die Anfrage',
        }),
        meldung: z.string().register(z.globalRegistry, { description: 'Deutsche Meldung' }),
      }),
    )
    .register(z.globalRegistry, { description: 'Die Fehler, je Feld einer' }),
});

/**
 * One answer of an operation: its German description and the schema of its body under its media
 * type. Fastify serializes an answer of that type from `schema`; @fastify/swagger describes it.
 */
export function antwort<S extends z.ZodMiniType>(
  description: string,
  schema: S,
  art = 'application/json',
): { description: string; content: Record<string, { schema: S }> } {
  return { description, content: { [art]: { schema } } };
}

/**
 * The schema of an answer sent as bytes or text (a PDF, GeoJSON written once): described by
 * `schema`, sent as it is – Fastify serializes no Buffer and no string.
 */
export const alsBytes = (schema: z.ZodMiniType): z.ZodMiniType<Uint8Array | string> =>
  schema as unknown as z.ZodMiniType<Uint8Array | string>;

/** An answer without a body (204, 302, 303, 304). */
export function ohneKoerper(description: string) {
  return antwort(description, z.null());
}

/** An error answer: the German envelope. */
export const fehler = (description: string) => antwort(description, fehlerAntwortSchema);

/**
 * Answers every route can give, whatever it does (fehler.ts, verbindungsfehler.ts,
 * abschaltung.ts): header too large, the request not complete in time, and the server shutting
 * down.
 */
export const ALLGEMEINE_FEHLER = {
  408: fehler('Die Anfrage kam nicht rechtzeitig vollständig an'),
  431: fehler('Die Kopfzeilen der Anfrage sind zu groß'),
  503: fehler('Der Server wird gerade beendet oder ist ausgelastet (Retry-After)'),
} as const;

/** Answers of every route with a JSON body (fehler.ts: body limit, media type, broken JSON). */
export const KOERPER_FEHLER = {
  400: fehler('Kein gültiges JSON oder Werte vom falschen Typ (deutsche Meldung je Feld)'),
  413: fehler('Die Anfrage ist zu groß'),
} as const;

/**
 * A query parameter read by its handler: one text or, repeated (`?a=1&a=2`), a list – whatever a
 * query string can hold, so Fastify refuses none and the handler's German rule answers.
 */
export const abfrageText = (description: string) =>
  z.optional(
    z.union([z.string(), z.array(z.string())]).register(z.globalRegistry, { description }),
  );
