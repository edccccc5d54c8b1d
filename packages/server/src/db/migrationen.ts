/**
 * Versioned schema migrations, defined in code and run by Kysely's Migrator at every start
 * (datenbank.ts). Append new migrations with the next number; never edit a released one.
 * Plain PostgreSQL that PGlite and a PostgreSQL server (≥ 13) both run.
 */
import { suchform } from '@mietspiegel/domain';
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
  // Issue 11: the operator's geodata. A layer ("wohnlagen", "gebaeudetypen", "adressen") is
  // replaced as a whole by one import; `geodaten_ebene` records each import (its `version` grows
  // by one, so servers see a new import with one small query and reload their memory).
  // Polygons are kept as GeoJSON MultiPolygon coordinates (text) with their box; the lookup runs
  // in memory (geodaten/polygonindex.ts). Addresses carry the search keys of
  // geodaten/suchschluessel.ts in the "C" collation, so one btree serves both the prefix search
  // (LIKE 'abc%') and the order of the hits on PGlite and PostgreSQL alike.
  '0003_geodaten': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table geodaten_ebene (
          ebene text primary key,
          version integer not null,
          quelle text not null,
          importiert_am timestamptz not null,
          anzahl integer not null
        )`.execute(db);
      await sql`
        create table geodaten_polygon (
          ebene text not null,
          nr integer not null,
          wert integer not null,
          min_lon double precision not null,
          min_lat double precision not null,
          max_lon double precision not null,
          max_lat double precision not null,
          geometrie text not null,
          primary key (ebene, nr)
        )`.execute(db);
      await sql`
        create table adresse (
          id integer generated always as identity primary key,
          strasse text not null,
          hausnummer text not null,
          plz text not null,
          ort text not null,
          lon double precision not null,
          lat double precision not null,
          strasse_schluessel text collate "C" not null,
          hausnummer_zahl integer not null,
          hausnummer_schluessel text collate "C" not null
        )`.execute(db);
      await sql`create index adresse_suche on adresse (strasse_schluessel, hausnummer_zahl, hausnummer_schluessel)`.execute(
        db,
      );
      // "Contains" for a street typed from its middle ("Platzl" for "Am Platzl") is asked only
      // when the prefix finds nothing; where pg_trgm is installed (migration 0002) a trigram
      // index keeps it fast, else it scans.
      const ort = await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db);
      const schema = ort.rows[0]?.schema;
      if (schema !== undefined) {
        const opklasse = `${sql.id(schema).compile(db).sql}.gin_trgm_ops`;
        await sql`create index adresse_strasse_trgm on adresse using gin (strasse_schluessel ${sql.raw(opklasse)})`.execute(
          db,
        );
      }
    },
  },
  // Issue 12 §2: the sign-in brake (auth/anmeldebremse.ts, docs/adr/0008) in the database, so
  // every instance on one PostgreSQL counts the same attempts. One row per account and address
  // pair (its failures, its pause, a running check, "signed in here before") and one fixed window
  // per address and per account. `verfaellt`/`ende`: from then on the row says nothing any more
  // and may be deleted. `anmeldebremse_reserviere` checks and counts in one statement, locking
  // pair, address window and account window in that order (the same order for every caller, so
  // no deadlock): parallel attempts on any instance see each other's reservations (issue 9 A3).
  // PL/pgSQL ships with PostgreSQL and PGlite.
  '0004_anmeldebremse': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table anmeldebremse_paar (
          konto text not null,
          adresse text not null,
          fehler integer not null default 0,
          gesperrt_bis timestamptz,
          prueft_bis timestamptz,
          bekannt_bis timestamptz,
          verfaellt timestamptz not null,
          primary key (konto, adresse)
        )`.execute(db);
      await sql`create index anmeldebremse_paar_verfaellt on anmeldebremse_paar (verfaellt)`.execute(
        db,
      );
      await sql`
        create table anmeldebremse_fenster (
          art text not null,
          schluessel text not null,
          anzahl integer not null,
          ende timestamptz not null,
          primary key (art, schluessel)
        )`.execute(db);
      await sql`create index anmeldebremse_fenster_ende on anmeldebremse_fenster (ende)`.execute(
        db,
      );
      await sql`
        create function anmeldebremse_reserviere(
          p_konto text, p_adresse text, p_jetzt timestamptz,
          p_adresse_grenze integer, p_adresse_fenster_ms integer,
          p_konto_grenze integer, p_konto_fenster_ms integer,
          p_erste_wartezeit_ms integer, p_laengste_wartezeit_ms integer, p_pruefdauer_ms integer
        ) returns table (warten_ms integer, bekannt boolean)
        language plpgsql as $$
        declare
          ms constant interval := interval '1 millisecond';
          paar anmeldebremse_paar;
          fa anmeldebremse_fenster;
          fk anmeldebremse_fenster;
          ist_bekannt boolean;
          warten interval := interval '0';
        begin
          -- Lock the pair's row (created empty if new); a no-op update returns the latest row.
          insert into anmeldebremse_paar as p (konto, adresse, verfaellt)
            values (p_konto, p_adresse, p_jetzt)
            on conflict (konto, adresse) do update set konto = p.konto
            returning * into paar;
          -- Quiet for the longest pause and not checking: the pair starts afresh.
          if coalesce(paar.prueft_bis > p_jetzt, false) is false
             and coalesce(paar.gesperrt_bis + p_laengste_wartezeit_ms * ms > p_jetzt, false) is false then
            paar.fehler := 0;
            paar.gesperrt_bis := null;
          end if;
          ist_bekannt := coalesce(paar.bekannt_bis > p_jetzt, false);
          if coalesce(paar.prueft_bis > p_jetzt, false) then
            warten := greatest(warten, p_erste_wartezeit_ms * ms);
          end if;
          if coalesce(paar.gesperrt_bis > p_jetzt, false) then
            warten := greatest(warten, paar.gesperrt_bis - p_jetzt);
          end if;
          if not ist_bekannt then
            insert into anmeldebremse_fenster as f (art, schluessel, anzahl, ende)
              values ('adresse', p_adresse, 0, p_jetzt)
              on conflict (art, schluessel) do update set anzahl = f.anzahl
              returning * into fa;
            insert into anmeldebremse_fenster as f (art, schluessel, anzahl, ende)
              values ('konto', p_konto, 0, p_jetzt)
              on conflict (art, schluessel) do update set anzahl = f.anzahl
              returning * into fk;
            if fa.ende > p_jetzt and fa.anzahl >= p_adresse_grenze then
              warten := greatest(warten, fa.ende - p_jetzt);
            end if;
            if fk.ende > p_jetzt and fk.anzahl >= p_konto_grenze then
              warten := greatest(warten, fk.ende - p_jetzt);
            end if;
          end if;
          if warten > interval '0' then
            return query select ceil(extract(epoch from warten) * 1000)::integer, ist_bekannt;
            return;
          end if;
          update anmeldebremse_paar set
              fehler = paar.fehler,
              gesperrt_bis = paar.gesperrt_bis,
              prueft_bis = p_jetzt + p_pruefdauer_ms * ms,
              verfaellt = greatest(p_jetzt + p_pruefdauer_ms * ms, paar.bekannt_bis,
                paar.gesperrt_bis + p_laengste_wartezeit_ms * ms)
            where konto = p_konto and adresse = p_adresse;
          if not ist_bekannt then
            update anmeldebremse_fenster set
                anzahl = case when ende > p_jetzt then anzahl + 1 else 1 end,
                ende = case when ende > p_jetzt then ende
                  else p_jetzt + (case art when 'adresse' then p_adresse_fenster_ms
                    else p_konto_fenster_ms end) * ms end
              where (art = 'adresse' and schluessel = p_adresse)
                 or (art = 'konto' and schluessel = p_konto);
          end if;
          return query select 0, ist_bekannt;
        end
        $$`.execute(db);
    },
  },
  // Issue 12 §1: a session made by the sign-in through OpenID Connect keeps the permissions the
  // provider granted (there is no local account to read them from) and the ID token for the
  // provider's logout (id_token_hint). Both null for a session of a local account.
  '0005_oidc_sitzung': {
    async up(db: Kysely<unknown>) {
      await sql`alter table sitzung add column oidc_berechtigungen text`.execute(db);
      await sql`alter table sitzung add column oidc_id_token text`.execute(db);
    },
  },
  // Issue 17 §6: the list's name and comment filters find "Müller" when "mueller" is typed.
  // Name and comment are kept a second time in the domain's one folding (`suchform`, the same
  // as the address search), written by the repository beside them; the filter folds what was
  // typed and searches these columns. Existing rows are folded here, in chunks.
  '0006_vorlage_suchform': {
    async up(db: Kysely<unknown>) {
      await sql`alter table berechnungsvorlage add column dateiname_suche text not null default ''`.execute(
        db,
      );
      await sql`alter table berechnungsvorlage add column kommentar_suche text not null default ''`.execute(
        db,
      );
      for (let ab = 0; ;) {
        // `id`: a name that reads the same with or without Kysely's CamelCasePlugin
        const { rows } = await sql<{ id: number; dateiname: string; kommentar: string }>`
          select datei_id as id, dateiname, kommentar from berechnungsvorlage
          where datei_id > ${ab} order by datei_id limit 500`.execute(db);
        if (rows.length === 0) break;
        const werte = rows.map(
          (z) =>
            sql`(${z.id}::integer, ${suchform(z.dateiname)}::text, ${suchform(z.kommentar)}::text)`,
        );
        await sql`
          update berechnungsvorlage as b set dateiname_suche = v.d, kommentar_suche = v.k
          from (values ${sql.join(werte)}) as v (id, d, k) where b.datei_id = v.id`.execute(db);
        ab = rows.at(-1)!.id;
      }
      // The trigram indexes of migration 0002 move to the folded columns, where pg_trgm is.
      const ort = await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db);
      const schema = ort.rows[0]?.schema;
      if (schema === undefined) return;
      const opklasse = `${sql.id(schema).compile(db).sql}.gin_trgm_ops`;
      for (const spalte of ['dateiname', 'kommentar']) {
        await sql`drop index if exists ${sql.raw(`berechnungsvorlage_${spalte}_trgm`)}`.execute(db);
        await sql`create index ${sql.raw(`berechnungsvorlage_${spalte}_suche_trgm`)} on berechnungsvorlage using gin (${sql.raw(`${spalte}_suche`)} ${sql.raw(opklasse)})`.execute(
          db,
        );
      }
    },
  },
};
