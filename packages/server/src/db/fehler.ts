/** Recognises PostgreSQL errors by SQLSTATE; `pg` and PGlite both expose `code` and `constraint`. */
export function istEindeutigkeitsverletzung(fehler: unknown, constraint: string): boolean {
  if (typeof fehler !== 'object' || fehler === null) return false;
  const f = fehler as { code?: unknown; constraint?: unknown };
  return f.code === '23505' && f.constraint === constraint;
}
