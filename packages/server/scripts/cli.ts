/**
 * What the operator CLIs (konto.ts, geodaten.ts) share: the error for wrong usage and how a run
 * ends – exit code 0 or 1, known errors as their German message, anything else with its
 * technical cause (e.g. connection refused).
 */

/** Wrong usage: its message is printed as is. */
export class NutzungsFehler extends Error {}

/** The operator needs the technical reason behind a German message (e.g. connection refused). */
function ursache(fehler: unknown): string {
  if (!(fehler instanceof Error) || !(fehler.cause instanceof Error)) return '';
  const u = fehler.cause as NodeJS.ErrnoException;
  return ` (Ursache: ${u.message || u.code || u.name})`;
}

export interface Ausfuehrung {
  /** further errors whose message is meant for the operator as is */
  bekannt?: readonly (abstract new (...args: never[]) => Error)[];
  /** printed after a message of node:util's parseArgs (unknown option …); none: as any error */
  hilfeBeiArgumentfehler?: string;
}

/** Runs a CLI's main and sets the exit code. */
export function fuehreAus(main: () => Promise<number>, optionen: Ausfuehrung = {}): void {
  const bekannt = [NutzungsFehler, ...(optionen.bekannt ?? [])];
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (fehler: unknown) => {
      if (bekannt.some((k) => fehler instanceof k)) console.error((fehler as Error).message);
      else if (
        optionen.hilfeBeiArgumentfehler !== undefined &&
        fehler instanceof TypeError &&
        (fehler as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
      )
        console.error(`${fehler.message}\n\n${optionen.hilfeBeiArgumentfehler}`);
      else
        console.error(
          `Fehler: ${fehler instanceof Error ? fehler.message : String(fehler)}${ursache(fehler)}`,
        );
      process.exitCode = 1;
    },
  );
}
