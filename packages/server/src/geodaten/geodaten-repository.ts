/**
 * Storage of the operator's geodata (issue 11): the layers' import records, the polygons of the
 * Wohnlagen and Gebäudetypen and the addresses. The only code that knows these tables.
 *
 * An import replaces its layer as a whole in one transaction: a server reading meanwhile sees
 * the old layer until the commit (PostgreSQL), and a failure leaves it untouched.
 */
import { performance } from 'node:perf_hooks';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AdresseTabelle, Datenbank, DbZugang, GeodatenEbeneTabelle } from '../db/schema.ts';
import { DatenbankNichtVerfuegbar } from '../db/verfuegbarkeit.ts';
import { NichtVerfuegbarFehler } from '../fehler.ts';
import type { Suchanfrage } from './suchschluessel.ts';

export const EBENEN = ['wohnlagen', 'gebaeudetypen', 'adressen'] as const;
export type Ebene = (typeof EBENEN)[number];
export type PolygonEbene = Exclude<Ebene, 'adressen'>;

/** A layer's import record: the table's row, its layer typed. */
export type EbenenInfo = Omit<Selectable<GeodatenEbeneTabelle>, 'ebene'> & { ebene: Ebene };

export interface GespeichertesPolygon {
  wert: number;
  /** JSON text of MultiPolygon coordinates. */
  geometrie: string;
}

export interface NeuesPolygon extends GespeichertesPolygon {
  box: { minLon: number; minLat: number; maxLon: number; maxLat: number };
}

/** A row to import: the table's columns (the id is the database's). */
export type NeueAdresse = Insertable<AdresseTabelle>;

/** A hit of the search: the address without its search keys. */
export type GefundeneAdresse = Pick<
  Selectable<AdresseTabelle>,
  'strasse' | 'hausnummer' | 'plz' | 'ort' | 'lon' | 'lat'
>;

export const MELDUNG_SUCHE_ZU_LANG =
  'Die Adresssuche hat zu lange gedauert und wurde abgebrochen. Bitte geben Sie den Anfang des Straßennamens genauer ein oder versuchen Sie es in ein paar Sekunden erneut.';
export const MELDUNG_ADRESSEN_WERDEN_GELADEN =
  'Die Adressdaten werden gerade geladen. Bitte versuchen Sie es in ein paar Sekunden erneut.';
const SUCHE_WIEDERHOLEN_SEKUNDEN = 5;

/**
 * Street keys per query of the "contains" search: few at first (most searches are done with
 * the first streets), then doubling, so even the whole list of 50,000 takes few queries.
 */
const ERSTER_SCHLUESSELSTAPEL = 16;
const HOECHSTER_SCHLUESSELSTAPEL = 1_024;

/** The distinct street keys the server keeps in memory (speicher.ts, strassenvorschlaege.ts). */
export interface Strassenschluessel {
  /** The version of the address layer they were read from; null: there was none. */
  version: number | null;
  /** false: the layer has more streets than the list holds (HOECHSTENS_STRASSEN). */
  vollstaendig: boolean;
  /** The keys that hold `teil`, in key order ("C" collation), lazily. */
  enthaltend(teil: string): Iterable<string>;
}

/** PostgreSQL's query_canceled: statement_timeout (or a cancel request) ended the statement. */
const ABGEBROCHEN = '57014';

/** Rows per INSERT: 2,000 addresses × 9 columns stays far below PostgreSQL's 65,535 parameters. */
const STAPEL = 2_000;
/** Polygons per INSERT: one can hold thousands of vertices (~50 KB of JSON). */
const POLYGON_STAPEL = 25;

export class GeodatenRepository {
  private readonly db: DbZugang;
  private readonly sucheZeitlimitMs: number | null;
  private readonly strassenschluessel: (() => Strassenschluessel | null) | undefined;

  /**
   * `sucheZeitlimitMs`: SUCHE_TIMEOUT_MS, the search's statement_timeout on PostgreSQL (issue
   * 18 §2); `strassenschluessel`: the server's street list for the "contains" search (`suche`).
   */
  constructor(
    db: DbZugang,
    sucheZeitlimitMs: number | null = null,
    strassenschluessel?: () => Strassenschluessel | null,
  ) {
    this.db = db;
    this.sucheZeitlimitMs = sucheZeitlimitMs;
    this.strassenschluessel = strassenschluessel;
  }

  async ebenen(): Promise<EbenenInfo[]> {
    const zeilen = await (
      await this.db()
    )
      .selectFrom('geodaten_ebene')
      .selectAll()
      .orderBy('ebene')
      .execute();
    return zeilen.map((z) => ({
      ebene: z.ebene as Ebene,
      version: z.version,
      quelle: z.quelle,
      importiertAm: new Date(z.importiertAm),
      anzahl: z.anzahl,
    }));
  }

  async polygone(ebene: PolygonEbene): Promise<GespeichertesPolygon[]> {
    return (await this.db())
      .selectFrom('geodaten_polygon')
      .select(['wert', 'geometrie'])
      .where('ebene', '=', ebene)
      .orderBy('nr')
      .execute();
  }

  async ersetzePolygone(
    ebene: PolygonEbene,
    quelle: string,
    zeitpunkt: Date,
    polygone: readonly NeuesPolygon[],
  ): Promise<void> {
    await (await this.db()).transaction().execute(async (trx) => {
      await trx.deleteFrom('geodaten_polygon').where('ebene', '=', ebene).execute();
      for (let i = 0; i < polygone.length; i += POLYGON_STAPEL) {
        await trx
          .insertInto('geodaten_polygon')
          .values(
            polygone.slice(i, i + POLYGON_STAPEL).map((p, j) => ({
              ebene,
              nr: i + j + 1,
              wert: p.wert,
              minLon: p.box.minLon,
              minLat: p.box.minLat,
              maxLon: p.box.maxLon,
              maxLat: p.box.maxLat,
              geometrie: p.geometrie,
            })),
          )
          .execute();
      }
      await vermerkeImport(trx, ebene, quelle, zeitpunkt, polygone.length);
    });
  }

  /**
   * The addresses may come as a stream (issue 18 §5): they are written in batches of STAPEL,
   * all in the one transaction; an error thrown by the stream rolls it back.
   */
  async ersetzeAdressen(
    quelle: string,
    zeitpunkt: Date,
    adressen: Iterable<NeueAdresse> | AsyncIterable<NeueAdresse>,
  ): Promise<void> {
    await (await this.db()).transaction().execute(async (trx) => {
      // DELETE, not TRUNCATE: servers on PostgreSQL keep searching the old list until the commit.
      await trx.deleteFrom('adresse').execute();
      let anzahl = 0;
      let stapel: NeueAdresse[] = [];
      const schreibe = async () => {
        if (stapel.length === 0) return;
        // Named one by one: a caller's extra property must never become a column.
        await trx
          .insertInto('adresse')
          .values(
            stapel.map((a) => ({
              strasse: a.strasse,
              hausnummer: a.hausnummer,
              plz: a.plz,
              ort: a.ort,
              lon: a.lon,
              lat: a.lat,
              strasseSchluessel: a.strasseSchluessel,
              hausnummerZahl: a.hausnummerZahl,
              hausnummerSchluessel: a.hausnummerSchluessel,
            })),
          )
          .execute();
        anzahl += stapel.length;
        stapel = [];
      };
      for await (const a of adressen) {
        stapel.push(a);
        if (stapel.length >= STAPEL) await schreibe();
      }
      await schreibe();
      await vermerkeImport(trx, 'adressen', quelle, zeitpunkt, anzahl);
    });
  }

  /**
   * Each street's name and key once (issue 17 §6: "Meinten Sie …?", strassenvorschlaege.ts), the
   * first `hoechstens` keys in order: the list the server keeps in memory stays bounded however
   * many addresses the layer has (issue 18 §4). Of names with the same key the first counts.
   */
  async strassen(hoechstens: number): Promise<{ name: string; schluessel: string }[]> {
    return (await this.db())
      .selectFrom('adresse')
      .distinctOn('strasseSchluessel')
      .select(['strasse as name', 'strasseSchluessel as schluessel'])
      .where('strasseSchluessel', '<>', '')
      .orderBy('strasseSchluessel')
      .orderBy('strasse')
      .limit(hoechstens)
      .execute();
  }

  /**
   * Up to `limit` addresses whose street key starts with the typed one (best first: the
   * shortest matching street – the exact one – then by house number); when no street starts so,
   * streets that contain it.
   *
   * "Contains" (issue 18 §2): `LIKE '%…%'` can use no btree and scans every address – on
   * PGlite, which ignores statement_timeout and has one connection, for as long as it takes,
   * while sign-in and templates wait. So the streets that contain the typed key are found in
   * the server's street list (`strassen`, speicher.ts: at most HOECHSTENS_STRASSEN keys, in key
   * order) and their addresses asked by exact key, a batch of keys at a time, in key order, until
   * `limit` hits are there: each query is an equality lookup in the `adresse_suche` index, and
   * the work is bounded by the number of streets, not of addresses. The hits and their order
   * are those of the `LIKE '%…%'` query (ordered by key first, so batches in key order
   * concatenate to the same list).
   *
   * When the list cannot answer for the table – not loaded yet, read from another import than
   * the one in the database (an import on a shared PostgreSQL, until the next reload), or cut
   * at HOECHSTENS_STRASSEN – the search falls back to `LIKE '%…%'` where a time limit bounds it
   * (PostgreSQL). Without one (PGlite): not loaded or another import → a German 503 with
   * Retry-After (the running server loads its list within seconds; an import needs the server
   * stopped); cut → only the listed streets are searched from the middle: a layer of more than
   * HOECHSTENS_STRASSEN distinct streets (no city has them) is documented as PGlite's limit in
   * the README, prefix searches still find every street.
   *
   * With a time limit the queries run in a transaction whose `statement_timeout` is that limit
   * (`set_config(…, true)` is SET LOCAL with a parameter): on PostgreSQL a "contains" search
   * over a million addresses can take seconds, and must not hold its pooled connection longer
   * (issue 18 §2). Beyond it: a German 503 with Retry-After. PGlite ignores statement_timeout
   * (its WebAssembly build has no timer signal), so there the app passes no limit: its one
   * connection serializes the queries, and the route's bound (suchbegrenzung.ts) is what
   * limits the searches.
   */
  async suche(anfrage: Suchanfrage, limit: number): Promise<GefundeneAdresse[]> {
    const db = await this.db();
    const zeitlimit = this.sucheZeitlimitMs;
    // statement_timeout bounds each statement; the batches of "contains" are several, so their
    // sum gets the same bound (checked before each batch): the transaction, and so its pooled
    // connection, is not held much longer than the limit.
    const frist = zeitlimit === null ? null : performance.now() + zeitlimit;
    const beide = async (d: Kysely<Datenbank>) => {
      const treffer = await sucheMit(d, anfrage, { muster: `${anfrage.strasse}%` }, limit);
      if (treffer.length > 0 || anfrage.strasse.length < 3) return treffer;
      return this.enthaltend(d, anfrage, limit, frist);
    };
    if (zeitlimit === null) return beide(db);
    try {
      return await db.transaction().execute(async (trx) => {
        await sql`select set_config('statement_timeout', ${String(zeitlimit)}, true)`.execute(trx);
        return beide(trx);
      });
    } catch (fehler) {
      const ursache = fehler instanceof DatenbankNichtVerfuegbar ? fehler.cause : fehler;
      if ((ursache as { code?: unknown } | null)?.code === ABGEBROCHEN)
        throw new NichtVerfuegbarFehler(MELDUNG_SUCHE_ZU_LANG, SUCHE_WIEDERHOLEN_SEKUNDEN);
      throw fehler;
    }
  }

  /** The "contains" part of `suche` (see there). */
  private async enthaltend(
    db: Kysely<Datenbank>,
    anfrage: Suchanfrage,
    limit: number,
    frist: number | null,
  ): Promise<GefundeneAdresse[]> {
    const enthaltendSql = () => sucheMit(db, anfrage, { muster: `%${anfrage.strasse}%` }, limit);
    // No list: the repository alone (CLI, its tests).
    if (this.strassenschluessel === undefined) return enthaltendSql();
    const version = await adressenVersion(db);
    // No address layer, no address: an import writes them and its record in one transaction.
    if (version === null) return [];
    const liste = this.strassenschluessel();
    const mitZeitlimit = this.sucheZeitlimitMs !== null;
    const passt = liste !== null && liste.version === version;
    if (!passt || (!liste.vollstaendig && mitZeitlimit)) {
      // A list that cannot answer for the table (see `suche`).
      if (mitZeitlimit) return enthaltendSql();
      throw new NichtVerfuegbarFehler(MELDUNG_ADRESSEN_WERDEN_GELADEN, SUCHE_WIEDERHOLEN_SEKUNDEN);
    }
    const treffer: GefundeneAdresse[] = [];
    let stapel: string[] = [];
    let groesse = ERSTER_SCHLUESSELSTAPEL;
    const frage = async () => {
      if (frist !== null && performance.now() > frist)
        throw new NichtVerfuegbarFehler(MELDUNG_SUCHE_ZU_LANG, SUCHE_WIEDERHOLEN_SEKUNDEN);
      treffer.push(
        ...(await sucheMit(db, anfrage, { schluessel: stapel }, limit - treffer.length)),
      );
      stapel = [];
      groesse = Math.min(groesse * 2, HOECHSTER_SCHLUESSELSTAPEL);
    };
    for (const schluessel of liste.enthaltend(anfrage.strasse)) {
      stapel.push(schluessel);
      if (stapel.length >= groesse) {
        await frage();
        if (treffer.length >= limit) return treffer;
      }
    }
    if (stapel.length > 0) await frage();
    return treffer;
  }
}

/** Reads the address layer's version (geodaten_ebene), null when there is none. */
async function adressenVersion(db: Kysely<Datenbank>): Promise<number | null> {
  const zeile = await db
    .selectFrom('geodaten_ebene')
    .select('version')
    .where('ebene', '=', 'adressen')
    .executeTakeFirst();
  return zeile?.version ?? null;
}

/**
 * The addresses of the streets whose key matches `muster` (LIKE) or is one of `schluessel`.
 * The keys hold only a–z, 0–9, "-" and "/": no LIKE wildcard can come from the user.
 */
function sucheMit(
  db: Kysely<Datenbank>,
  anfrage: Suchanfrage,
  strassen: { muster: string } | { schluessel: string[] },
  limit: number,
): Promise<GefundeneAdresse[]> {
  const alle = db
    .selectFrom('adresse')
    .select(['strasse', 'hausnummer', 'plz', 'ort', 'lon', 'lat']);
  let q =
    'muster' in strassen
      ? alle.where('strasseSchluessel', 'like', strassen.muster)
      : alle.where('strasseSchluessel', 'in', strassen.schluessel);
  const nr = anfrage.hausnummer;
  if (nr) {
    q = q.where('hausnummerZahl', '=', nr.zahl);
    if (nr.schluessel !== String(nr.zahl))
      q = q.where('hausnummerSchluessel', 'like', `${nr.schluessel}%`);
  }
  if (anfrage.plz !== null) q = q.where('plz', '=', anfrage.plz);
  return q
    .orderBy('strasseSchluessel')
    .orderBy('hausnummerZahl')
    .orderBy('hausnummerSchluessel')
    .orderBy('plz')
    .orderBy('id')
    .limit(limit)
    .execute();
}

async function vermerkeImport(
  trx: Transaction<Datenbank>,
  ebene: Ebene,
  quelle: string,
  zeitpunkt: Date,
  anzahl: number,
): Promise<void> {
  await trx
    .insertInto('geodaten_ebene')
    .values({ ebene, version: 1, quelle, importiertAm: zeitpunkt, anzahl })
    .onConflict((oc) =>
      oc.column('ebene').doUpdateSet((eb) => ({
        version: eb('geodaten_ebene.version', '+', 1),
        quelle,
        importiertAm: zeitpunkt,
        anzahl,
      })),
    )
    .execute();
}
