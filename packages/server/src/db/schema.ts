/**
 * Table types of the one database schema (see migrationen.ts). Only the repositories use them.
 */
import type { ColumnType, Generated } from 'kysely';

export interface KontoTabelle {
  id: Generated<number>;
  name: string;
  /** `scrypt$N$r$p$salt$hash` (base64), see auth/passwort.ts. */
  passwort_hash: string;
  angelegt_am: ColumnType<Date, Date | undefined, never>;
}

export interface KontoBerechtigungTabelle {
  konto_id: number;
  berechtigung: string;
}

export interface SitzungTabelle {
  /** SHA-256 of the random session id (hex); the id itself is never stored. */
  id_hash: string;
  benutzername: string;
  laeuft_ab: Date;
  angelegt_am: ColumnType<Date, Date | undefined, never>;
}

export interface BerechnungsvorlageTabelle {
  datei_id: Generated<number>;
  dateiname: string;
  kommentar: string;
  anlagedatum: Date;
  anlagenutzer: string;
  aenderungsdatum: Date;
  aenderungsnutzer: string;
  /** Optimistic locking: +1 on every update, sent as ETag. */
  version: number;
  /** JSON text on write (both drivers accept it for jsonb), parsed object on read. */
  berechnungsdaten: ColumnType<unknown, string, string>;
}

export interface Datenbank {
  konto: KontoTabelle;
  konto_berechtigung: KontoBerechtigungTabelle;
  sitzung: SitzungTabelle;
  berechnungsvorlage: BerechnungsvorlageTabelle;
}

/** How repositories reach the database: opened on first use, then the same instance. */
export type DbZugang = () => Promise<import('kysely').Kysely<Datenbank>>;
