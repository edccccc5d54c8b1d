/**
 * Versioned schema migrations, defined in code and run by Kysely's Migrator at every start
 * (datenbank.ts). Append new migrations with the next number; never edit a released one.
 * Plain PostgreSQL that PGlite and a PostgreSQL server (≥ 13) both run.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const migrationen: Record<string, Migration> = {
  '0001_konten_sitzungen_vorlagen': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table konto (
          id integer generated always as identity primary key,
          name text not null constraint konto_name_eindeutig unique,
          passwort_hash text not null,
          angelegt_am timestamptz not null default now()
        )`.execute(db);
      await sql`
        create table konto_berechtigung (
          konto_id integer not null references konto (id) on delete cascade,
          berechtigung text not null,
          primary key (konto_id, berechtigung)
        )`.execute(db);
      await sql`
        create table sitzung (
          id_hash text primary key,
          benutzername text not null,
          laeuft_ab timestamptz not null,
          angelegt_am timestamptz not null default now()
        )`.execute(db);
      await sql`create index sitzung_laeuft_ab on sitzung (laeuft_ab)`.execute(db);
      await sql`create index sitzung_benutzername on sitzung (benutzername)`.execute(db);
      // spezifikation.md §3 Template; dateiname unique by constraint (§5: names are unique).
      await sql`
        create table berechnungsvorlage (
          datei_id integer generated always as identity primary key,
          dateiname varchar(60) not null constraint berechnungsvorlage_dateiname_eindeutig unique,
          kommentar varchar(100) not null default '',
          anlagedatum timestamptz not null,
          anlagenutzer text not null,
          aenderungsdatum timestamptz not null,
          aenderungsnutzer text not null,
          version integer not null default 1,
          berechnungsdaten jsonb not null
        )`.execute(db);
      // The list sorts by every column (page of 20 out of 10,000 must stay fast); datei_id
      // breaks ties so pages are stable.
      for (const spalte of [
        'anlagedatum',
        'anlagenutzer',
        'kommentar',
        'aenderungsdatum',
        'aenderungsnutzer',
      ]) {
        await sql`create index ${sql.raw(`berechnungsvorlage_${spalte}`)} on berechnungsvorlage (${sql.raw(spalte)}, datei_id)`.execute(
          db,
        );
      }
    },
  },
  // The list's filter row searches "contains" (ILIKE '%…%'): trigram indexes keep that fast for
  // 10,000 templates. pg_trgm ships with PostgreSQL and PGlite; if this server does not let us
  // install it (no privilege), the filters still work, only without these indexes.
  '0002_trigrammindizes_fuer_filter': {
    async up(db: Kysely<unknown>) {
      await sql`savepoint pg_trgm_anlegen`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`release savepoint pg_trgm_anlegen`.execute(db);
      } catch {
        await sql`rollback to savepoint pg_trgm_anlegen`.execute(db);
        return;
      }
      // The operator class lives where the extension was installed (public, or earlier elsewhere).
      const ort = await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db);
      const opklasse = `${sql.id(ort.rows[0]?.schema ?? 'public').compile(db).sql}.gin_trgm_ops`;
      for (const spalte of ['dateiname', 'kommentar', 'anlagenutzer', 'aenderungsnutzer']) {
        await sql`create index ${sql.raw(`berechnungsvorlage_${spalte}_trgm`)} on berechnungsvorlage using gin (${sql.raw(spalte)} ${sql.raw(opklasse)})`.execute(
          db,
        );
      }
    },
  },
};
