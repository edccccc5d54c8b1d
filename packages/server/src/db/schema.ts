/**
 * Table types of the one database schema (see migrationen.ts). Only the repositories use them.
 */
import type { ColumnType, Generated } from 'kysely';

export interface KontoTabelle {
  id: Generated<number>;
  name: string;
  /** `scrypt$N$r$p$salt$hash` (base64), see auth/passwort.ts. */
  passwortHash: string;
  angelegtAm: ColumnType<Date, Date | undefined, never>;
}

export interface KontoBerechtigungTabelle {
  kontoId: number;
  berechtigung: string;
}

export interface SitzungTabelle {
  /** SHA-256 of the random session id (hex); the id itself is never stored. */
  idHash: string;
  benutzername: string;
  laeuftAb: Date;
  angelegtAm: ColumnType<Date, Date | undefined, never>;
  /** OIDC sessions (issue 12 §1): the granted permissions as a JSON list; null = local account. */
  oidcBerechtigungen: ColumnType<string | null, string | null | undefined, never>;
  /** OIDC sessions: the ID token, sent back as id_token_hint on logout. */
  oidcIdToken: ColumnType<string | null, string | null | undefined, never>;
}

export interface BerechnungsvorlageTabelle {
  dateiId: Generated<number>;
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
  /** dateiname and kommentar in the domain's `suchform`, for the list's filter (issue 17 §6). */
  dateinameSuche: string;
  kommentarSuche: string;
}

/** One imported geodata layer (issue 11): what was imported when, and its version. */
export interface GeodatenEbeneTabelle {
  ebene: string;
  version: number;
  quelle: string;
  importiertAm: Date;
  anzahl: number;
}

export interface GeodatenPolygonTabelle {
  ebene: string;
  /** Position in the imported file (1-based), also the order of the lookup. */
  nr: number;
  /** The option id (Wohnlage 0–5, Gebäudetyp 0–2). */
  wert: number;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  /** JSON text of GeoJSON MultiPolygon coordinates, WGS84. */
  geometrie: string;
}

export interface AdresseTabelle {
  id: Generated<number>;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  lon: number;
  lat: number;
  /** geodaten/suchschluessel.ts */
  strasseSchluessel: string;
  hausnummerZahl: number;
  hausnummerSchluessel: string;
}

/** Sign-in brake (auth/anmeldebremse.ts): one account and address pair. */
export interface AnmeldebremsePaarTabelle {
  konto: string;
  adresse: string;
  fehler: Generated<number>;
  /** The pause after the last failure ends. */
  gesperrtBis: Date | null;
  /** A password check runs until then at the latest (given back when it ends). */
  prueftBis: Date | null;
  /** Signed in successfully from here: exempt from the window limits until then. */
  bekanntBis: Date | null;
  /** From then on the row says nothing any more and may be deleted. */
  verfaellt: Date;
}

/** Sign-in brake: failures of one address or one account in a fixed window. */
export interface AnmeldebremseFensterTabelle {
  art: 'adresse' | 'konto';
  schluessel: string;
  anzahl: number;
  /** The window ends; empty from then on. */
  ende: Date;
}

export interface Datenbank {
  konto: KontoTabelle;
  konto_berechtigung: KontoBerechtigungTabelle;
  sitzung: SitzungTabelle;
  berechnungsvorlage: BerechnungsvorlageTabelle;
  geodaten_ebene: GeodatenEbeneTabelle;
  geodaten_polygon: GeodatenPolygonTabelle;
  adresse: AdresseTabelle;
  anmeldebremse_paar: AnmeldebremsePaarTabelle;
  anmeldebremse_fenster: AnmeldebremseFensterTabelle;
}

/** How repositories reach the database: opened on first use, then the same instance. */
export type DbZugang = () => Promise<import('kysely').Kysely<Datenbank>>;
