/**
 * Opens the database and brings its schema up to date (migrationen.ts).
 *
 * - `databaseUrl` (postgres://…): a PostgreSQL server through `pg`.
 * - otherwise PGlite, persisted in `dataDir` (in memory when `dataDir` is undefined – tests).
 *
 * PGlite's files must never be opened by two processes at once (the server and the account
 * CLI), so a lock file with the owner's pid guards the data folder.
 *
 * Both dialects are wrapped by `mitVerfuegbarkeit`: an outage raises `DatenbankNichtVerfuegbar`
 * (issue 9 A1).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  CamelCasePlugin,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  sql,
  type Dialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationen } from './migrationen.ts';
import type { Datenbank } from './schema.ts';
import { istAusfall, mitVerfuegbarkeit } from './verfuegbarkeit.ts';
import { ZugAbgeben } from './zug-abgeben.ts';

export interface DatenbankOptionen {
  /** postgres://… – when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: work in this schema (created if missing) – used to isolate tests. */
  schema?: string | undefined;
  /** PostgreSQL only: timeouts (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS). */
  timeouts?: DatenbankTimeouts | undefined;
  /** PostgreSQL only: told of a pooled connection that broke while idle (the pool replaces it). */
  verbindungVerloren?: ((fehler: Error) => void) | undefined;
}

export interface DatenbankTimeouts {
  /** Longest wait for a connection, new or from the pool. */
  verbindungMs: number;
  /** statement_timeout on the server; the client gives up one second later (hung network). */
  abfrageMs: number;
}

/** Defaults of DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS (README). */
export const STANDARD_TIMEOUTS: DatenbankTimeouts = { verbindungMs: 5_000, abfrageMs: 5_000 };

/**
 * The geodata CLI's timeouts (issue 11): replacing 150,000 addresses deletes and writes them in
 * one transaction, whose statements may take longer than a request's 5 s on a busy server.
 */
export const IMPORT_TIMEOUTS: DatenbankTimeouts = { verbindungMs: 5_000, abfrageMs: 600_000 };

export interface DatenbankVerbindung {
  db: Kysely<Datenbank>;
  art: 'pglite' | 'postgres';
  schliessen(): Promise<void>;
  /** PostgreSQL: the connection pool's state now (metrics). PGlite has one embedded connection. */
  poolStand?: () => PoolStand;
}

export interface PoolStand {
  /** Connections open (lent out and idle). */
  gesamt: number;
  frei: number;
  /** Requests waiting for a connection. */
  wartend: number;
}

/**
 * Connections of the PostgreSQL pool. Shared by sign-in, templates, readiness and the address
 * search; the search may use at most half of them (konfiguration.ts Suchgrenzen, issue 18 §2).
 */
export const POOL_GROESSE = 10;

/**
 * Columns are snake_case in SQL and camelCase in TypeScript (schema.ts): the plugin maps the
 * names both ways for the repositories. JSON columns (a template's berechnungsdaten) keep their
 * own keys. Migrations run without it: they are SQL history, written once in SQL's names.
 */
const SPALTENNAMEN = new CamelCasePlugin({ maintainNestedObjectKeys: true });

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SPERRDATEI = '.mietspiegel.lock';

export async function oeffneDatenbank(optionen: DatenbankOptionen): Promise<DatenbankVerbindung> {
  if (optionen.databaseUrl) return oeffnePostgres(optionen.databaseUrl, optionen);
  return oeffnePglite(optionen.dataDir);
}

async function oeffnePostgres(
  databaseUrl: string,
  { schema, timeouts = STANDARD_TIMEOUTS, verbindungVerloren }: DatenbankOptionen,
): Promise<DatenbankVerbindung> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema))
    throw new Error(`Ungültiger Schemaname: ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_GROESSE,
    // Shown in pg_stat_activity; an application_name in DATABASE_URL takes precedence.
    application_name: 'mietspiegelrechner',
    connectionTimeoutMillis: timeouts.verbindungMs,
    statement_timeout: timeouts.abfrageMs,
    query_timeout: timeouts.abfrageMs + 1_000,
    // Finds idle connections that a proxy or firewall dropped without telling us.
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection that breaks (pg_terminate_backend, idle_session_timeout, a dropped
  // proxy) is reported on the pool; without a listener that 'error' event ends the process.
  pool.on('error', (fehler) => verbindungVerloren?.(fehler));
  // A connection lent out between two queries reports its loss on the client itself; the next
  // query on it fails (→ 503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Datenbank>({
    dialect: mitVerfuegbarkeit(new PostgresDialect({ pool: verwirftDefekteVerbindungen(pool) })),
  });
  try {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    await migriere(db, schema);
  } catch (fehler) {
    await db.destroy();
    throw fehler;
  }
  return {
    db: db.withPlugin(SPALTENNAMEN),
    art: 'postgres',
    schliessen: () => db.destroy(),
    poolStand: () => ({
      gesamt: pool.totalCount,
      frei: pool.idleCount,
      wartend: pool.waitingCount,
    }),
  };
}

/**
 * Kysely returns a client to the pool without saying whether it failed. A client whose query
 * timed out on our side (the server never answered) or lost its connection is dropped instead,
 * so the next request gets a fresh connection once the database answers again.
 */
function verwirftDefekteVerbindungen(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let defekt: Error | undefined;
      const query = async (text: string, werte: readonly unknown[]) => {
        try {
          return await client.query(text, [...werte]);
        } catch (fehler) {
          // A statement ended by statement_timeout (57014, e.g. a bounded address search)
          // leaves a healthy connection: keep it in the pool.
          if (istAusfall(fehler) && (fehler as { code?: unknown }).code !== '57014')
            defekt = fehler as Error;
          throw fehler;
        }
      };
      // Only the (sql, parameters) form is called: the dialect has no cursor for streaming.
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(defekt),
      };
    },
    end: () => pool.end(),
    options: pool.options,
  };
}

async function oeffnePglite(dataDir: string | undefined): Promise<DatenbankVerbindung> {
  let entsperren = (): void => {};
  if (dataDir) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (fehler) {
      throw nichtBeschreibbar(dataDir, 'er kann nicht angelegt werden', fehler);
    }
    entsperren = sperreDatenordner(dataDir);
  }
  let db: Kysely<Datenbank> | undefined;
  try {
    // pg_trgm: trigram indexes for the list's filters (migration 0002).
    const pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
    db = new Kysely<Datenbank>({
      dialect: mitVerfuegbarkeit(new PGliteDialect({ pglite }) as Dialect),
    });
    await migriere(db, undefined);
  } catch (fehler) {
    await db?.destroy();
    entsperren();
    throw fehler;
  }
  const offen = db;
  return {
    // issue 27 §1: after each statement the event loop gets a turn (zug-abgeben.ts)
    db: offen.withPlugin(SPALTENNAMEN).withPlugin(new ZugAbgeben()),
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
  const schreibe = (flag: string) => {
    try {
      writeFileSync(datei, String(process.pid), { flag });
    } catch (fehler) {
      if (flag === 'wx' && (fehler as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw nichtBeschreibbar(
        dataDir,
        `die Sperrdatei ${datei} kann nicht angelegt werden`,
        fehler,
      );
    }
    return true;
  };
  if (!schreibe('wx')) {
    const pid = Number(readFileSync(datei, 'utf8'));
    if (pid !== process.pid && prozessLaeuft(pid)) {
      throw new Error(
        `Der Datenordner ${dataDir} wird gerade von Prozess ${pid} benutzt (läuft der Server?). ` +
          'PGlite erlaubt nur einen Prozess je Datenordner – bitte den anderen Prozess erst beenden.',
      );
    }
    // A stale lock of a process that is gone (or our own): take it over.
    schreibe('w');
  }
  return () => rmSync(datei, { force: true });
}

/** A data folder the server may not write to stops the start with this German message (A10). */
function nichtBeschreibbar(dataDir: string, grund: string, ursache: unknown): Error {
  const code = (ursache as NodeJS.ErrnoException).code ?? String(ursache);
  return new Error(
    `Der Datenordner ${dataDir} (DATA_DIR) ist nicht beschreibbar: ${grund} (${code}). ` +
      'Bitte DATA_DIR auf einen Ordner setzen, in den der Server schreiben darf, oder dem ' +
      'Benutzer des Servers Schreibrechte darauf geben.',
    { cause: ursache },
  );
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
