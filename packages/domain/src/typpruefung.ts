/**
 * The type check of a wire schema (schema.ts), derived from the zod schema: "is this body of the
 * right types?" answered by one generated function of plain tests and named property reads,
 * with no allocation. zod stays the one description of the types and the source of every 400
 * message: a body this check refuses is parsed by zod again (pruefung.ts), and a property test
 * holds the two to the same verdict (typpruefung.test.ts).
 *
 * Why not zod's own compiled validator (z.compile + z.validate): its generated code creates and
 * calls a closure for every field on each check, and an interpreter over the schema reads every
 * field through one shared, megamorphic access; inside the server either cost four times what
 * straight-line code costs (bench/berechnung.bench.ts, issue 2 throughput target).
 *
 * Only the kinds of node the wire schemas use are supported (object, optional, nullable, array,
 * union, number, string, boolean, null, all without refinements); any other node throws when
 * the check is derived, so a schema change that needs more fails in the tests, not on a request.
 * Where generated code may not run (a Content-Security-Policy without 'unsafe-eval'), zod's own
 * parse answers instead.
 */
import * as z from 'zod/mini';

export type TypPruefer = (wert: unknown) => boolean;

interface ZodDef {
  type: string;
  checks?: readonly unknown[];
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  shape?: Record<string, z.core.$ZodType>;
}

/** What a node accepts: undefined and null as flags, other values by `art`. */
interface Knoten {
  undefinedErlaubt: boolean;
  nullErlaubt: boolean;
  art: 'number' | 'string' | 'boolean' | 'array' | 'object' | 'union' | 'null';
  def: ZodDef;
}

// Parts of a node's definition that this check understands; `error` only words a message.
// Anything else (z.int()'s format, a refinement's check, a catchall, coercion, …) narrows or
// widens what zod accepts, so such a node is refused rather than checked too loosely.
const BEKANNTE_TEILE = new Set([
  'type',
  'checks',
  'innerType',
  'element',
  'options',
  'shape',
  'error',
]);

function knoten(schema: z.core.$ZodType): Knoten {
  const def = schema._zod.def as ZodDef;
  const unbekannt = Object.keys(def).filter(
    (t) => !BEKANNTE_TEILE.has(t) && (def as unknown as Record<string, unknown>)[t] !== undefined,
  );
  if (unbekannt.length > 0 || (def.checks !== undefined && def.checks.length > 0)) {
    throw new Error(
      `Typprüfung: „${def.type}“-Knoten mit ${unbekannt.join(', ') || 'checks'} wird nicht unterstützt.`,
    );
  }
  switch (def.type) {
    case 'optional':
      return { ...knoten(def.innerType as z.core.$ZodType), undefinedErlaubt: true };
    case 'nullable':
      return { ...knoten(def.innerType as z.core.$ZodType), nullErlaubt: true };
    case 'null':
      return { undefinedErlaubt: false, nullErlaubt: true, art: 'null', def };
    case 'number':
    case 'string':
    case 'boolean':
    case 'array':
      return { undefinedErlaubt: false, nullErlaubt: false, art: def.type, def };
    case 'union': {
      // undefined and null pass when one option lets them pass (z.union([z.number(), z.null()]))
      const optionen = (def.options ?? []).map(knoten);
      return {
        undefinedErlaubt: optionen.some((o) => o.undefinedErlaubt),
        nullErlaubt: optionen.some((o) => o.nullErlaubt),
        art: 'union',
        def,
      };
    }
    case 'object':
      // Unknown keys are ignored, as zod's default object drops them (a catchall is refused above).
      return { undefinedErlaubt: false, nullErlaubt: false, art: 'object', def };
  }
  throw new Error(`Typprüfung: zod-Knoten „${def.type}“ wird nicht unterstützt.`);
}

/** Writes the statements that `return false` unless the value in variable `v` fits `schema`. */
class Schreiber {
  private zeilen: string[] = [];
  private zaehler = 0;

  name(): string {
    return `v${this.zaehler++}`;
  }

  zeile(text: string): void {
    this.zeilen.push(text);
  }

  text(): string {
    return this.zeilen.join('\n');
  }
}

/** A test expression for the non-null, non-undefined values of a leaf (null when not a leaf). */
function blattTest(k: Knoten, v: string): string | null {
  switch (k.art) {
    case 'number':
      return `(typeof ${v} === 'number' && Number.isFinite(${v}))`; // zod refuses NaN, ±Infinity
    case 'string':
      return `(typeof ${v} === 'string')`;
    case 'boolean':
      return `(typeof ${v} === 'boolean')`;
    case 'null':
      return 'false';
    case 'union': {
      const optionen = (k.def.options ?? []).map(knoten);
      const tests = optionen.map((o) => blattTest(o, v));
      // A union of leaves is one expression; unions of objects or lists are not needed.
      if (tests.some((t) => t === null)) {
        throw new Error('Typprüfung: nur Vereinigungen einfacher Typen werden unterstützt.');
      }
      return `(${tests.join(' || ')})`;
    }
    default:
      return null;
  }
}

function schreibe(s: Schreiber, schema: z.core.$ZodType, v: string): void {
  const k = knoten(schema);
  s.zeile(`if (${v} === undefined) { ${k.undefinedErlaubt ? '' : 'return false;'} }`);
  s.zeile(`else if (${v} === null) { ${k.nullErlaubt ? '' : 'return false;'} }`);
  const test = blattTest(k, v);
  if (test !== null) {
    s.zeile(`else if (!${test}) return false;`);
    return;
  }
  if (k.art === 'array') {
    const i = s.name();
    const e = s.name();
    s.zeile(`else if (!Array.isArray(${v})) return false;`);
    s.zeile(`else for (let ${i} = 0; ${i} < ${v}.length; ${i}++) { const ${e} = ${v}[${i}];`);
    schreibe(s, k.def.element as z.core.$ZodType, e);
    s.zeile('}');
    return;
  }
  // object: every key of the shape read by name (JSON.stringify quotes it safely)
  s.zeile(`else if (typeof ${v} !== 'object' || Array.isArray(${v})) return false;`);
  s.zeile('else {');
  for (const [schluessel, feld] of Object.entries(k.def.shape ?? {})) {
    const w = s.name();
    s.zeile(`const ${w} = ${v}[${JSON.stringify(schluessel)}];`);
    schreibe(s, feld, w);
  }
  s.zeile('}');
}

/** The source of the check's body (for the tests and for reading). */
export function typPrueferQuelltext(schema: z.core.$ZodType): string {
  const s = new Schreiber();
  schreibe(s, schema, 'wert');
  s.zeile('return true;');
  return s.text();
}

/**
 * The type check of a zod schema: true exactly when `schema.safeParse(wert).success`. Build it
 * on first use (pruefung.ts), so a bundle that never checks a body runs no generated code.
 */
export function typPruefer(schema: z.core.$ZodType): TypPruefer {
  const quelltext = typPrueferQuelltext(schema);
  try {
    return new Function('wert', quelltext) as TypPruefer;
  } catch {
    return (wert) => z.safeParse(schema, wert).success;
  }
}
