/**
 * Storage of the operator's geodata (issue 11): the layers' import records, the polygons of the
 * Wohnlagen and Gebäudetypen and the addresses. The only code that knows these tables.
 *
 * An import replaces its layer as a whole in one transaction: a server reading meanwhile sees
 * the old layer until the commit (PostgreSQL), and a failure leaves it untouched.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Datenbank, DbZugang } from '../db/schema.ts';
import type { Suchanfrage } from './suchschluessel.ts';

export const EBENEN = ['wohnlagen', 'gebaeudetypen', 'adressen'] as const;
export type Ebene = (typeof EBENEN)[number];
export type PolygonEbene = Exclude<Ebene, 'adressen'>;

export interface EbenenInfo {
  ebene: Ebene;
  version: number;
  quelle: string;
  importiertAm: Date;
  anzahl: number;
}

export interface GespeichertesPolygon {
  wert: number;
  /** JSON text of MultiPolygon coordinates. */
  geometrie: string;
}

export interface NeuesPolygon extends GespeichertesPolygon {
  box: { minLon: number; minLat: number; maxLon: number; maxLat: number };
}

export interface NeueAdresse {
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  lon: number;
  lat: number;
  strasseSchluessel: string;
  hausnummerZahl: number;
  hausnummerSchluessel: string;
}

export interface GefundeneAdresse {
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  lon: number;
  lat: number;
}

/** Rows per INSERT: 2,000 addresses × 9 columns stays far below PostgreSQL's 65,535 parameters. */
const STAPEL = 2_000;
/** Polygons per INSERT: one can hold thousands of vertices (~50 KB of JSON). */
const POLYGON_STAPEL = 25;

export class GeodatenRepository {
  private readonly db: DbZugang;

  constructor(db: DbZugang) {
    this.db = db;
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
      importiertAm: new Date(z.importiert_am),
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
              min_lon: p.box.minLon,
              min_lat: p.box.minLat,
              max_lon: p.box.maxLon,
              max_lat: p.box.maxLat,
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
              strasse_schluessel: a.strasseSchluessel,
              hausnummer_zahl: a.hausnummerZahl,
              hausnummer_schluessel: a.hausnummerSchluessel,
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

  /** Each street's name and key once (issue 17 §6: "Meinten Sie …?", strassenvorschlaege.ts). */
  async strassen(): Promise<{ name: string; schluessel: string }[]> {
    return (await this.db())
      .selectFrom('adresse')
      .select(['strasse as name', 'strasse_schluessel as schluessel'])
      .distinct()
      .orderBy('strasse_schluessel')
      .orderBy('strasse')
      .execute();
  }

  /**
   * Up to `limit` addresses whose street key starts with the typed one (best first: the
   * shortest matching street – the exact one – then by house number); when no street starts so,
   * streets that contain it.
   */
  async suche(anfrage: Suchanfrage, limit: number): Promise<GefundeneAdresse[]> {
    const db = await this.db();
    const treffer = await sucheMit(db, anfrage, `${anfrage.strasse}%`, limit);
    if (treffer.length > 0 || anfrage.strasse.length < 3) return treffer;
    return sucheMit(db, anfrage, `%${anfrage.strasse}%`, limit);
  }
}

/** The keys hold only a–z, 0–9, "-" and "/": no LIKE wildcard can come from the user. */
function sucheMit(
  db: Kysely<Datenbank>,
  anfrage: Suchanfrage,
  muster: string,
  limit: number,
): Promise<GefundeneAdresse[]> {
  let q = db
    .selectFrom('adresse')
    .select(['strasse', 'hausnummer', 'plz', 'ort', 'lon', 'lat'])
    .where('strasse_schluessel', 'like', muster);
  const nr = anfrage.hausnummer;
  if (nr) {
    q = q.where('hausnummer_zahl', '=', nr.zahl);
    if (nr.schluessel !== String(nr.zahl))
      q = q.where('hausnummer_schluessel', 'like', `${nr.schluessel}%`);
  }
  if (anfrage.plz !== null) q = q.where('plz', '=', anfrage.plz);
  return q
    .orderBy('strasse_schluessel')
    .orderBy('hausnummer_zahl')
    .orderBy('hausnummer_schluessel')
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
    .values({ ebene, version: 1, quelle, importiert_am: zeitpunkt, anzahl })
    .onConflict((oc) =>
      oc.column('ebene').doUpdateSet((eb) => ({
        version: eb('geodaten_ebene.version', '+', 1),
        quelle,
        importiert_am: zeitpunkt,
        anzahl,
      })),
    )
    .execute();
}
