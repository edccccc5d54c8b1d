/**
 * Environment variables of database, sign-in and access (README "Datenbank, Konten, Anmeldung"),
 * part of konfiguration.ts's schema and read alone by the account and geodata CLIs, so both use the
 * same database.
 */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { ganzzahl, jaNein, leseUmgebung, wert, type Umgebung } from '../umgebungsvariablen.ts';
import { STANDARD_TIMEOUTS } from './datenbank.ts';

const zeitlimit = (standard: number) => ganzzahl(100, 600_000, standard);

export const persistenzVariablen = {
  /** postgres://…; unset = embedded PGlite in DATA_DIR. Its value may hold a password: not shown. */
  DATABASE_URL: z.preprocess(
    wert,
    z
      .string()
      .regex(
        /^postgres(?:ql)?:\/\//,
        'DATABASE_URL ist keine postgres://-Adresse / is not a postgres:// URL (leer lassen für PGlite / leave empty for PGlite)',
      )
      .nullable()
      .default(null),
  ),
  /** PostgreSQL only. */
  DATABASE_CONNECT_TIMEOUT_MS: zeitlimit(STANDARD_TIMEOUTS.verbindungMs),
  DATABASE_QUERY_TIMEOUT_MS: zeitlimit(STANDARD_TIMEOUTS.abfrageMs),
  /** PGlite data folder, default ./data relative to where npm (or the process) was started. */
  DATA_DIR: z.preprocess(wert, z.string().default('./data')),
  /** true: every permission for everyone – development only. */
  MIETSPIEGEL_NO_SECURITY: jaNein,
  /** A session ends after this many minutes without a request. */
  SESSION_TTL_MINUTES: ganzzahl(1, 43_200, 60),
  /** Where the user started npm (set by npm): the base of relative paths. */
  INIT_CWD: z.string().optional(),
};

/** The variables above as the server uses them. */
export function persistenz(v: z.output<z.ZodObject<typeof persistenzVariablen>>) {
  // `npm run …` changes into the workspace folder; INIT_CWD is where the user started npm, so
  // the server (npm start) and the account CLI (npm run konto) find the same ./data.
  const basis = v.INIT_CWD ?? process.cwd();
  return {
    databaseUrl: v.DATABASE_URL,
    datenbankTimeouts: {
      verbindungMs: v.DATABASE_CONNECT_TIMEOUT_MS,
      abfrageMs: v.DATABASE_QUERY_TIMEOUT_MS,
    },
    dataDir: isAbsolute(v.DATA_DIR) ? v.DATA_DIR : resolve(basis, v.DATA_DIR),
    keineSicherheit: v.MIETSPIEGEL_NO_SECURITY,
    sitzungsdauerMinuten: v.SESSION_TTL_MINUTES,
  };
}

export type PersistenzKonfiguration = ReturnType<typeof persistenz>;

/** For the CLIs: the database's variables alone, problems appended to `probleme`. */
export function lesePersistenzKonfiguration(
  env: Umgebung,
  probleme: string[],
): PersistenzKonfiguration | null {
  const v = leseUmgebung(z.object(persistenzVariablen), env, probleme);
  return v && persistenz(v);
}
