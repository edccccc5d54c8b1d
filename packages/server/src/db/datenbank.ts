/**
 * Opens the database and brings its schema up to date (migrationen.ts).
 *
 * - `databaseUrl` (postgres://…): a PostgreSQL server through `pg`.
 * - otherwise PGlite, persisted in `dataDir` (in memory when `dataDir` is undefined – tests).
 *
 * PGlite's files must never be opened by two processes at once (the server and the account
 * CLI), so a lock file with the owner's pid guards the data folder.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationen } from './migrationen';
import type { Datenbank } from './schema';

export interface DatenbankOptionen {
  /** postgres://… – when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: work in this schema (created if missing) – used to isolate tests. */
  schema?: string | undefined;
}

export interface DatenbankVerbindung {
  db: Kysely<Datenbank>;
  art: 'pglite' | 'postgres';
  schliessen(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SPERRDATEI = '.mietspiegel.lock';

export async function oeffneDatenbank(optionen: DatenbankOptionen): Promise<DatenbankVerbindung> {
  if (optionen.databaseUrl) return oeffnePostgres(optionen.databaseUrl, optionen.schema);
  return oeffnePglite(optionen.dataDir);
}

async function oeffnePostgres(
  databaseUrl: string,
  schema: string | undefined,
): Promise<DatenbankVerbindung> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema))
    throw new Error(`Ungültiger Schemaname: ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Datenbank>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    await migriere(db, schema);
  } catch (fehler) {
    await db.destroy();
    throw fehler;
  }
  return { db, art: 'postgres', schliessen: () => db.destroy() };
}

async function oeffnePglite(dataDir: string | undefined): Promise<DatenbankVerbindung> {
  let entsperren = (): void => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    entsperren = sperreDatenordner(dataDir);
  }
  let db: Kysely<Datenbank> | undefined;
  try {
    // pg_trgm: trigram indexes for the list's filters (migration 0002).
    const pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
    db = new Kysely<Datenbank>({ dialect: new PGliteDialect({ pglite }) });
    await migriere(db, undefined);
  } catch (fehler) {
    await db?.destroy();
    entsperren();
    throw fehler;
  }
  const offen = db;
  return {
    db: offen,
    art: 'pglite',
    async schliessen() {
      try {
        await offen.destroy();
      } finally {
        entsperren();
      }
    },
  };
}

async function migriere(db: Kysely<Datenbank>, schema: string | undefined): Promise<void> {
  // Kysely looks for its migration table in every schema unless told which one: name ours,
  // so another schema's table on the same server (tests, other apps) is never mistaken for it.
  const aktuell = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationen },
    migrationTableSchema: schema ?? aktuell.rows[0]?.schema ?? 'public',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

function sperreDatenordner(dataDir: string): () => void {
  const datei = join(dataDir, SPERRDATEI);
  try {
    writeFileSync(datei, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(datei, 'utf8'));
    if (pid !== process.pid && prozessLaeuft(pid)) {
      throw new Error(
        `Der Datenordner ${dataDir} wird gerade von Prozess ${pid} benutzt (läuft der Server?). ` +
          'PGlite erlaubt nur einen Prozess je Datenordner – bitte den anderen Prozess erst beenden.',
      );
    }
    // A stale lock of a process that is gone (or our own): take it over.
    writeFileSync(datei, String(process.pid));
  }
  return () => rmSync(datei, { force: true });
}

function prozessLaeuft(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (fehler) {
    return (fehler as NodeJS.ErrnoException).code === 'EPERM';
  }
}
