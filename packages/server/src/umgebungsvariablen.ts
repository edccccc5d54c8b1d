/**
 * Reading environment variables through one zod schema (konfiguration.ts, db/konfiguration.ts,
 * auth/oidc-konfiguration.ts): every problem at once, one German/English line per faulty
 * variable (issue 19 §5). A check's message is the line's tail ("muss eine Zahl 1–5 sein / …");
 * the line begins with the variable and its value, or with the variable alone when it is unset.
 * A message that itself begins with a variable's name (cross-checks, secrets whose value must
 * not be printed) is taken as it is.
 */
import { z } from 'zod';

export type Umgebung = Record<string, string | undefined>;

/** Thrown by `ladeKonfiguration`; `probleme` holds one line per invalid variable. */
export class KonfigurationsFehler extends Error {
  readonly probleme: string[];

  constructor(probleme: string[]) {
    super(
      `Ungültige Konfiguration / invalid configuration:\n${probleme.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.probleme = probleme;
    this.name = 'KonfigurationsFehler';
  }
}

/** A variable's text, trimmed; unset, empty or blank = undefined. */
export function wert(roh: unknown): string | undefined {
  return typeof roh === 'string' && roh.trim() !== '' ? roh.trim() : undefined;
}

/** A whole number min–max; unset = `standard`. */
export function ganzzahl<T extends number | undefined>(
  min: number,
  max: number,
  standard: T,
  meldung = `muss eine Zahl ${min}–${max} sein / must be a number ${min}–${max}`,
) {
  return z.preprocess(
    wert,
    z
      .string()
      .regex(/^\d+$/, meldung)
      .transform(Number)
      .pipe(z.number().min(min, meldung).max(max, meldung))
      .optional()
      .transform((n) => n ?? standard),
  );
}

/** true or false in any case; unset = false. */
export const jaNein = z.preprocess(
  (roh) => wert(roh)?.toLowerCase(),
  z
    .enum(['true', 'false'], 'muss true oder false sein / must be true or false')
    .optional()
    .transform((v) => v === 'true'),
);

/** The value of `schema` over `env`, or null with one line per problem appended to `probleme`. */
export function leseUmgebung<S extends z.ZodType>(
  schema: S,
  env: Umgebung,
  probleme: string[],
): z.output<S> | null {
  const ergebnis = schema.safeParse(env);
  if (ergebnis.success) return ergebnis.data;
  const gesehen = new Set<string>();
  for (const problem of ergebnis.error.issues) {
    // one line per variable (per entry of a list), the first problem found
    const ort = problem.path.join('.');
    if (gesehen.has(ort)) continue;
    gesehen.add(ort);
    const name = String(problem.path[0] ?? '');
    const roh = wert(env[name]);
    if (name === '' || /^[A-Z][A-Z0-9_]*\b/.test(problem.message)) probleme.push(problem.message);
    else probleme.push(`${name}${roh === undefined ? '' : `="${roh}"`} ${problem.message}`);
  }
  return null;
}
