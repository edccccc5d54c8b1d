/**
 * Tells "the database cannot be used right now" apart from every other database error, for both
 * drivers (issue 9 A1): such requests answer a German 503 with Retry-After (fehler.ts) instead of
 * a 500, and the rest of the server keeps working.
 *
 * `mitVerfuegbarkeit` wraps a Kysely dialect: every failure to connect, and every query error
 * that is not the server's verdict on the statement, becomes `DatenbankNichtVerfuegbar`.
 */
import type {
  AbortableOperationOptions,
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { Datenbank } from './schema.ts';

/** Retry-After of the 503 and the wait its message names. */
export const WARTEZEIT_SEKUNDEN = 60;

export const MELDUNG_NICHT_VERFUEGBAR =
  'Die Datenbank ist zurzeit nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.';

export class DatenbankNichtVerfuegbar extends Error {
  constructor(cause: unknown) {
    super(MELDUNG_NICHT_VERFUEGBAR, { cause });
    this.name = 'DatenbankNichtVerfuegbar';
  }
}

/**
 * SQLSTATE classes that mean the database, not the statement, failed: 08 connection exception,
 * 53 insufficient resources (disk full, out of memory, 53300 too many connections), 57 operator
 * intervention (statement_timeout, pg_terminate_backend, 57P03 starting up, shutdown,
 * idle_session_timeout), 58 system error (I/O, a data file gone – PGlite's folder removed under
 * it).
 */
const AUSFALL_KLASSEN = new Set(['08', '53', '57', '58']);

/**
 * Single SQLSTATEs outside those classes that mean "not available now" (issue 27 §4):
 * 25006 a read-only transaction – the server is a standby (after a failover, or one that is
 * being promoted) and takes no writes for now.
 */
const AUSFALL_CODES = new Set(['25006']);

/**
 * A message of the server (pg and PGlite: `severity` and the SQLSTATE in `code`). FATAL and
 * PANIC end the session whatever the code: a database that refuses connections
 * (`ALTER DATABASE … ALLOW_CONNECTIONS false`: FATAL 55000, a database that does not exist,
 * a role without login) cannot serve this request, however the statement reads – issue 27 §4.
 */
function istServerAusfall(f: { severity: string; code: string }): boolean {
  return (
    f.severity === 'FATAL' ||
    f.severity === 'PANIC' ||
    AUSFALL_KLASSEN.has(f.code.slice(0, 2)) ||
    AUSFALL_CODES.has(f.code)
  );
}

function alsServermeldung(fehler: unknown): { severity: string; code: string } | undefined {
  const f = fehler as { severity?: unknown; code?: unknown } | null;
  return typeof f?.severity === 'string' && typeof f.code === 'string'
    ? { severity: f.severity, code: f.code }
    : undefined;
}

/**
 * True when `fehler`, raised by a driver, means the database is unusable. A message of the
 * server counts by its severity and SQLSTATE (istServerAusfall). Any other error is the
 * driver's own – connection refused or lost (also `code: 'EPIPE'` and the like), timeouts,
 * "PGlite is closed", a WebAssembly abort – except a TypeError, which is a programming error
 * (e.g. a bad parameter).
 */
export function istAusfall(fehler: unknown): boolean {
  const meldung = alsServermeldung(fehler);
  if (meldung) return istServerAusfall(meldung);
  return !(fehler instanceof TypeError);
}

/**
 * The error handler's one question (fehlerbehandlung.ts): does this error, whatever layer
 * threw it, mean "the database is not available now" (→ German 503 with Retry-After)? True for
 * what the wrapped driver raised (`DatenbankNichtVerfuegbar`) and for a server's message of
 * that kind that reached the handler another way. Unlike `istAusfall` it never guesses from an
 * error that is not the database's.
 */
export function istDatenbankNichtVerfuegbar(fehler: unknown): boolean {
  if (fehler instanceof DatenbankNichtVerfuegbar) return true;
  const meldung = alsServermeldung(fehler);
  return meldung !== undefined && istServerAusfall(meldung);
}

function uebersetze(fehler: unknown): unknown {
  return fehler instanceof DatenbankNichtVerfuegbar || !istAusfall(fehler)
    ? fehler
    : new DatenbankNichtVerfuegbar(fehler);
}

async function pruefe<T>(arbeit: () => Promise<T>): Promise<T> {
  try {
    return await arbeit();
  } catch (fehler) {
    throw uebersetze(fehler);
  }
}

class Verbindung implements DatabaseConnection {
  readonly innen: DatabaseConnection;

  constructor(innen: DatabaseConnection) {
    this.innen = innen;
  }

  executeQuery<R>(
    query: CompiledQuery,
    options?: AbortableOperationOptions,
  ): Promise<QueryResult<R>> {
    return pruefe(() => this.innen.executeQuery<R>(query, options));
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ) {
    try {
      yield* this.innen.streamQuery<R>(query, chunkSize, options);
    } catch (fehler) {
      throw uebersetze(fehler);
    }
  }
}

type Sicherungspunkt = (
  connection: DatabaseConnection,
  name: string,
  compileQuery: QueryCompiler['compileQuery'],
) => Promise<void>;

class Treiber implements Driver {
  private readonly innen: Driver;

  constructor(innen: Driver) {
    this.innen = innen;
  }

  init(options?: AbortableOperationOptions): Promise<void> {
    return pruefe(() => this.innen.init(options));
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    return new Verbindung(await pruefe(() => this.innen.acquireConnection(options)));
  }

  // The driver gets its own connection back: Kysely's PGlite driver keeps the transaction in
  // private methods of its connection object. Errors are translated here instead.
  beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return pruefe(() => this.innen.beginTransaction((c as Verbindung).innen, settings));
  }

  commitTransaction(c: DatabaseConnection): Promise<void> {
    return pruefe(() => this.innen.commitTransaction((c as Verbindung).innen));
  }

  rollbackTransaction(c: DatabaseConnection): Promise<void> {
    return pruefe(() => this.innen.rollbackTransaction((c as Verbindung).innen));
  }

  savepoint: Sicherungspunkt = (c, name, compile) =>
    this.sicherungspunkt(this.innen.savepoint, c, name, compile);
  rollbackToSavepoint: Sicherungspunkt = (c, name, compile) =>
    this.sicherungspunkt(this.innen.rollbackToSavepoint, c, name, compile);
  releaseSavepoint: Sicherungspunkt = (c, name, compile) =>
    this.sicherungspunkt(this.innen.releaseSavepoint, c, name, compile);

  private sicherungspunkt(
    methode: Sicherungspunkt | undefined,
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!methode) throw new Error('Der Datenbanktreiber kennt keine Sicherungspunkte');
    return methode.call(this.innen, c, name, compile);
  }

  releaseConnection(c: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    return this.innen.releaseConnection((c as Verbindung).innen, options);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.innen.destroy(options);
  }
}

/** The same dialect, with database outages raised as `DatenbankNichtVerfuegbar`. */
export function mitVerfuegbarkeit(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new Treiber(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/**
 * Readiness (GET /health/ready): reads the templates table, not just `select 1` – PGlite
 * answers that even when its files are gone.
 */
export async function pruefeBereitschaft(db: Kysely<Datenbank>): Promise<void> {
  await db.selectFrom('berechnungsvorlage').select('dateiId').limit(1).execute();
}
