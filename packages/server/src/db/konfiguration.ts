/**
 * Environment variables of database, sign-in and access (README "Datenbank, Konten, Anmeldung"),
 * read by config.ts (`ladeKonfiguration`) and by the account CLI, so both use the same database.
 */
import { isAbsolute, resolve } from 'node:path';
import { STANDARD_TIMEOUTS, type DatenbankTimeouts } from './datenbank.ts';

export interface PersistenzKonfiguration {
  /** DATABASE_URL (postgres://…); null = embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS (PostgreSQL only); default 5000 each. */
  datenbankTimeouts: DatenbankTimeouts;
  /** DATA_DIR: PGlite data folder, default ./data relative to where npm (or the process) was started. */
  dataDir: string;
  /** MIETSPIEGEL_NO_SECURITY=true: every permission for everyone – development only. */
  keineSicherheit: boolean;
  /** SESSION_TTL_MINUTES: a session ends after this many minutes without a request; default 60. */
  sitzungsdauerMinuten: number;
}

type Umgebung = Record<string, string | undefined>;

export function lesePersistenzKonfiguration(
  env: Umgebung,
  probleme: string[],
): PersistenzKonfiguration {
  const wert = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const databaseUrl = wert('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    probleme.push(
      'DATABASE_URL ist keine postgres://-Adresse / is not a postgres:// URL (leer lassen für PGlite / leave empty for PGlite)',
    );
  }

  const timeout = (name: string, standard: number): number => {
    const roh = wert(name) ?? String(standard);
    const ms = /^\d{1,6}$/.test(roh) ? Number(roh) : NaN;
    if (ms >= 100 && ms <= 600_000) return ms;
    probleme.push(`${name}="${roh}" muss eine Zahl 100–600000 sein / must be a number 100–600000`);
    return standard;
  };
  const datenbankTimeouts = {
    verbindungMs: timeout('DATABASE_CONNECT_TIMEOUT_MS', STANDARD_TIMEOUTS.verbindungMs),
    abfrageMs: timeout('DATABASE_QUERY_TIMEOUT_MS', STANDARD_TIMEOUTS.abfrageMs),
  };

  // `npm run …` changes into the workspace folder; INIT_CWD is where the user started npm, so
  // the server (npm start) and the account CLI (npm run konto) find the same ./data.
  const basis = env.INIT_CWD ?? process.cwd();
  const dataDirRoh = wert('DATA_DIR') ?? './data';
  const dataDir = isAbsolute(dataDirRoh) ? dataDirRoh : resolve(basis, dataDirRoh);

  const sicherheitRoh = (wert('MIETSPIEGEL_NO_SECURITY') ?? 'false').toLowerCase();
  if (sicherheitRoh !== 'true' && sicherheitRoh !== 'false') {
    probleme.push(
      `MIETSPIEGEL_NO_SECURITY="${sicherheitRoh}" muss true oder false sein / must be true or false`,
    );
  }

  const dauerRoh = wert('SESSION_TTL_MINUTES') ?? '60';
  const sitzungsdauerMinuten = /^\d{1,6}$/.test(dauerRoh) ? Number(dauerRoh) : NaN;
  if (!(sitzungsdauerMinuten >= 1 && sitzungsdauerMinuten <= 43_200)) {
    probleme.push(
      `SESSION_TTL_MINUTES="${dauerRoh}" muss eine Zahl 1–43200 sein / must be a number 1–43200`,
    );
  }

  return {
    databaseUrl,
    datenbankTimeouts,
    dataDir,
    keineSicherheit: sicherheitRoh === 'true',
    sitzungsdauerMinuten: Number.isFinite(sitzungsdauerMinuten) ? sitzungsdauerMinuten : 60,
  };
}
