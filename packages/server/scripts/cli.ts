/**
 * What the operator CLIs (ausgabe.ts, geodaten.ts, konto.ts) share (issue 28 §8): reading the
 * command line (one command, its options, -h/--hilfe/--help), the error for wrong usage, paths
 * relative to where npm was started, the database of the server's settings, and how a run ends –
 * exit code 0 or 1, known errors as their German message, anything else with its technical cause
 * (e.g. connection refused).
 */
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { oeffneDatenbank, type DatenbankVerbindung } from '../src/db/datenbank.ts';
import { lesePersistenzKonfiguration } from '../src/db/konfiguration.ts';

/** Wrong usage: its message is printed as is. */
export class NutzungsFehler extends Error {}

/** The operator needs the technical reason behind a German message (e.g. connection refused). */
function ursache(fehler: unknown): string {
  if (!(fehler instanceof Error) || !(fehler.cause instanceof Error)) return '';
  const u = fehler.cause as NodeJS.ErrnoException;
  return ` (Ursache: ${u.message || u.code || u.name})`;
}

const HILFE_OPTIONEN = {
  hilfe: { type: 'boolean', short: 'h', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** A CLI: its help text, its commands and its options (besides -h/--hilfe/--help). */
export interface Kommando<B extends string, O extends ParseArgsOptionsConfig> {
  hilfe: string;
  befehle: readonly B[];
  optionen: O;
  /** further errors whose message is meant for the operator as is */
  bekannt?: readonly (abstract new (...args: never[]) => Error)[];
  /** show the help after a message of node:util's parseArgs (unknown option …) */
  hilfeBeiArgumentfehler?: boolean;
}

/** The option values parseArgs yields for O. */
export type Werte<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; allowPositionals: true; options: O }>
>['values'];

/**
 * Reads argv: without a command the help and exit code 2, with -h/--hilfe/--help the help and 0,
 * an unknown command a NutzungsFehler with the help; otherwise the command and its options.
 */
export function leseAufruf<B extends string, O extends ParseArgsOptionsConfig>(
  argv: string[],
  kommando: Kommando<B, O>,
): { befehl: B; werte: Werte<O> } | { code: number } {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ...kommando.optionen, ...HILFE_OPTIONEN },
  });
  const befehl = positionals[0];
  const schalter = values as { hilfe?: boolean; help?: boolean };
  const hilfe = schalter.hilfe === true || schalter.help === true;
  if (hilfe || !befehl) {
    console.log(kommando.hilfe);
    return { code: befehl || hilfe ? 0 : 2 };
  }
  if (!(kommando.befehle as readonly string[]).includes(befehl))
    throw new NutzungsFehler(`Unbekannter Befehl „${befehl}“.\n\n${kommando.hilfe}`);
  return { befehl: befehl as B, werte: values as Werte<O> };
}

/** A path as given on the command line: relative to where npm was started, as for DATA_DIR. */
export function pfadAusAufruf(pfad: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), pfad);
}

/**
 * The database the server's settings name (DATABASE_URL or PGlite in DATA_DIR); abfrageMs: a
 * longer statement timeout than a request's, with the settings' connection timeout.
 */
export async function oeffneDatenbankAusUmgebung(abfrageMs?: number): Promise<DatenbankVerbindung> {
  const probleme: string[] = [];
  const konfiguration = lesePersistenzKonfiguration(process.env, probleme);
  if (!konfiguration) throw new NutzungsFehler(probleme.join('\n'));
  return oeffneDatenbank({
    databaseUrl: konfiguration.databaseUrl ?? undefined,
    dataDir: konfiguration.dataDir,
    ...(abfrageMs !== undefined && {
      timeouts: { abfrageMs, verbindungMs: konfiguration.datenbankTimeouts.verbindungMs },
    }),
  });
}

/** Reads the command line, runs the command and sets the exit code. */
export function fuehreAus<B extends string, O extends ParseArgsOptionsConfig>(
  kommando: Kommando<B, O>,
  ausfuehren: (befehl: B, werte: Werte<O>) => Promise<number> | number,
  argv: string[] = process.argv.slice(2),
): Promise<void> {
  const bekannt = [NutzungsFehler, ...(kommando.bekannt ?? [])];
  return (async () => {
    const aufruf = leseAufruf(argv, kommando);
    return 'code' in aufruf ? aufruf.code : ausfuehren(aufruf.befehl, aufruf.werte);
  })().then(
    (code) => {
      process.exitCode = code;
    },
    (fehler: unknown) => {
      if (bekannt.some((k) => fehler instanceof k)) console.error((fehler as Error).message);
      else if (
        kommando.hilfeBeiArgumentfehler === true &&
        fehler instanceof TypeError &&
        (fehler as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
      )
        console.error(`${fehler.message}\n\n${kommando.hilfe}`);
      else
        console.error(
          `Fehler: ${fehler instanceof Error ? fehler.message : String(fehler)}${ursache(fehler)}`,
        );
      process.exitCode = 1;
    },
  );
}
