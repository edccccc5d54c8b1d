/**
 * A small Kysely dialect for PGlite (embedded PostgreSQL in WebAssembly).
 *
 * PGlite is a single connection: every query runs on the one backend, so this driver hands out
 * that one connection to one Kysely user at a time (a transaction keeps it until commit or
 * rollback) and queues everybody else. SQL, adapter and introspection are Kysely's PostgreSQL
 * ones, so the same queries and migrations run on PGlite and on a real server (`pg`).
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

const AENDERNDE_BEFEHLE = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    const command = result.command?.toUpperCase();
    if (command && AENDERNDE_BEFEHLE.has(command)) {
      return {
        rows: result.rows,
        numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0),
      };
    }
    return { rows: result.rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite-Dialekt: streamQuery wird nicht unterstützt');
  }
}

/** Hands the single connection to one user at a time, in arrival order. */
class Warteschlange {
  #belegt = false;
  #wartende: Array<() => void> = [];

  async belegen(): Promise<void> {
    if (!this.#belegt) {
      this.#belegt = true;
      return;
    }
    await new Promise<void>((weiter) => this.#wartende.push(weiter));
  }

  freigeben(): void {
    const naechster = this.#wartende.shift();
    if (naechster) naechster();
    else this.#belegt = false;
  }
}

class PgliteDriver implements Driver {
  #connection: PgliteConnection | undefined;
  readonly #warteschlange = new Warteschlange();

  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
    this.#connection = new PgliteConnection(this.pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#warteschlange.belegen();
    if (!this.#connection) {
      this.#warteschlange.freigeben();
      throw new Error('PGlite-Dialekt: Treiber ist nicht initialisiert oder geschlossen');
    }
    return this.#connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    let sql = 'begin';
    if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) sql += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#warteschlange.freigeben();
  }

  async destroy(): Promise<void> {
    this.#connection = undefined;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
