/**
 * Storage of the Berechnungsvorlagen (spezifikation.md §3 Template). The only code that knows the
 * table; routes get and give plain objects.
 */
import { suchform, type Berechnungsdaten } from '@mietspiegel/domain';
import { sql, type Expression, type Insertable, type Selectable, type SqlBool } from 'kysely';
import { istEindeutigkeitsverletzung } from '../db/fehler.ts';
import type { BerechnungsvorlageTabelle, DbZugang } from '../db/schema.ts';

/** A stored template: the table's row without the search columns, its data typed. */
export type Vorlage = Omit<
  Selectable<BerechnungsvorlageTabelle>,
  'berechnungsdaten' | 'dateinameSuche' | 'kommentarSuche'
> & { berechnungsdaten: Berechnungsdaten };

/** The columns of the list (spezifikation.md §2 Template list), sortable and filterable. */
export const LISTENSPALTEN = [
  'dateiId',
  'dateiname',
  'anlagedatum',
  'anlagenutzer',
  'kommentar',
  'aenderungsdatum',
  'aenderungsnutzer',
] as const;
export type Listenspalte = (typeof LISTENSPALTEN)[number];

export interface Sortierung {
  spalte: Listenspalte;
  absteigend: boolean;
}

export interface ListenAnfrage {
  seite: number;
  groesse: number;
  sortierung: Sortierung[];
  /** Case-insensitive "contains" per column; dates compare as shown, `22.11.2026`. */
  filter: Partial<Record<Listenspalte, string>>;
}

export interface NeueVorlage {
  dateiname: string;
  kommentar: string;
  berechnungsdaten: Berechnungsdaten;
  nutzer: string;
  zeitpunkt: Date;
}

export type Aenderungsergebnis =
  | { art: 'geaendert'; vorlage: Vorlage }
  | { art: 'nichtGefunden' }
  | { art: 'veraltet'; aktuelleVersion: number };

export type Loeschergebnis =
  { art: 'geloescht' } | { art: 'nichtGefunden' } | { art: 'veraltet'; aktuelleVersion: number };

/** The name is taken: raised from the database's UNIQUE constraint, never from a prior SELECT. */
export class DateinameVergebenFehler extends Error {
  constructor() {
    super('dateiname vergeben');
  }
}

const EINDEUTIGER_NAME = 'berechnungsvorlage_dateiname_eindeutig';

/** A row as read from the table (db/schema.ts). */
type Zeile = Selectable<BerechnungsvorlageTabelle>;

/** The row of a new template: created and last changed now by the same user, version 1. */
function neueZeile(neu: NeueVorlage): Insertable<BerechnungsvorlageTabelle> {
  return {
    dateiname: neu.dateiname,
    kommentar: neu.kommentar,
    anlagedatum: neu.zeitpunkt,
    anlagenutzer: neu.nutzer,
    aenderungsdatum: neu.zeitpunkt,
    aenderungsnutzer: neu.nutzer,
    version: 1,
    berechnungsdaten: JSON.stringify(neu.berechnungsdaten),
    dateinameSuche: suchform(neu.dateiname),
    kommentarSuche: suchform(neu.kommentar),
  };
}

function alsVorlage(z: Zeile): Vorlage {
  return {
    dateiId: z.dateiId,
    dateiname: z.dateiname,
    kommentar: z.kommentar,
    anlagedatum: new Date(z.anlagedatum),
    anlagenutzer: z.anlagenutzer,
    aenderungsdatum: new Date(z.aenderungsdatum),
    aenderungsnutzer: z.aenderungsnutzer,
    version: z.version,
    // Written only after the domain's schema accepted it (eingabe.ts, the route checks the body before legeAn/aendere).
    berechnungsdaten: z.berechnungsdaten as Berechnungsdaten,
  };
}

/** LIKE pattern for "contains", with the wildcard characters of the input taken literally. */
function enthaeltMuster(text: string): string {
  return `%${text.replace(/[\\%_]/g, (z) => `\\${z}`)}%`;
}

function filterBedingung(spalte: Listenspalte, wert: string): Expression<SqlBool> {
  const muster = enthaeltMuster(wert.trim());
  switch (spalte) {
    case 'dateiname':
    case 'kommentar':
      // issue 17 §6: "mueller" finds "Müller" – both sides in the domain's one folding
      return sql<SqlBool>`${sql.ref(`${spalte}Suche`)} like ${enthaeltMuster(suchform(wert.trim()))}`;
    case 'dateiId':
      return sql<SqlBool>`cast(datei_id as text) like ${muster}`;
    case 'anlagedatum':
    case 'aenderungsdatum':
      // Dates are shown as day.month.year in Munich time (spezifikation.md §2).
      return sql<SqlBool>`to_char(${sql.ref(spalte)} at time zone 'Europe/Berlin', 'DD.MM.YYYY') like ${muster}`;
    default:
      return sql<SqlBool>`${sql.ref(spalte)} ilike ${muster}`;
  }
}

export class VorlagenRepository {
  private readonly db: DbZugang;

  constructor(db: DbZugang) {
    this.db = db;
  }

  /**
   * One page of the list and the number of matches. Without a filter: a count and a walk
   * along the sort column's index. With a filter, in one pass over the table: the inner query
   * filters (a "contains" filter reads every row once), counts the matches with a window
   * function and keeps only the page's ids; the outer query fetches those rows by primary key.
   */
  async liste(anfrage: ListenAnfrage): Promise<{ vorlagen: Vorlage[]; gesamt: number }> {
    const db = await this.db();
    const bedingungen = Object.entries(anfrage.filter)
      .filter((e): e is [Listenspalte, string] => typeof e[1] === 'string' && e[1].trim() !== '')
      .map(([spalte, wert]) => filterBedingung(spalte, wert));
    const reihenfolge: Array<[string, 'asc' | 'desc']> = anfrage.sortierung.map((s) => [
      s.spalte,
      s.absteigend ? 'desc' : 'asc',
    ]);
    // Ties broken by id so pages never overlap or skip rows.
    if (!anfrage.sortierung.some((s) => s.spalte === 'dateiId'))
      reihenfolge.push(['dateiId', 'asc']);
    const sortiert = <Q extends { orderBy(ref: Expression<unknown>, richtung: 'asc' | 'desc'): Q }>(
      q: Q,
      tabelle: string,
    ): Q =>
      reihenfolge.reduce((acc, [spalte, r]) => acc.orderBy(sql.ref(`${tabelle}.${spalte}`), r), q);

    const offset = anfrage.seite * anfrage.groesse;
    if (bedingungen.length === 0) {
      const { anzahl } = await db
        .selectFrom('berechnungsvorlage')
        .select(sql<number>`cast(count(*) as integer)`.as('anzahl'))
        .executeTakeFirstOrThrow();
      const alle = await sortiert(
        db.selectFrom('berechnungsvorlage').selectAll(),
        'berechnungsvorlage',
      )
        .limit(anfrage.groesse)
        .offset(offset)
        .execute();
      return { vorlagen: alle.map(alsVorlage), gesamt: Number(anzahl) };
    }

    const gefiltert = db.selectFrom('berechnungsvorlage').where((eb) => eb.and(bedingungen));
    const seite = sortiert(
      gefiltert.select(['dateiId', sql<number>`cast(count(*) over () as integer)`.as('gesamt')]),
      'berechnungsvorlage',
    )
      .limit(anfrage.groesse)
      .offset(offset);
    const zeilen = await sortiert(
      db
        .selectFrom(seite.as('seite'))
        .innerJoin('berechnungsvorlage as b', 'b.dateiId', 'seite.dateiId')
        .selectAll('b')
        .select('seite.gesamt'),
      'b',
    ).execute();

    let gesamt = zeilen[0]?.gesamt ?? 0;
    if (zeilen.length === 0 && anfrage.seite > 0) {
      // Behind the last page the window has no row to report the count on.
      const { anzahl } = await gefiltert
        .select(sql<number>`cast(count(*) as integer)`.as('anzahl'))
        .executeTakeFirstOrThrow();
      gesamt = anzahl;
    }
    return { vorlagen: zeilen.map(alsVorlage), gesamt: Number(gesamt) };
  }

  async finde(dateiId: number): Promise<Vorlage | null> {
    const [zeile] = await this.zeilenMit('dateiId', dateiId);
    return zeile ? alsVorlage(zeile) : null;
  }

  /** Exact match (spezifikation.md §7 findByDateiname). */
  async findeNachDateiname(dateiname: string): Promise<Vorlage[]> {
    return (await this.zeilenMit('dateiname', dateiname)).map(alsVorlage);
  }

  /** The rows whose column holds the value: the one lookup of finde, findeNachDateiname, warumNicht. */
  private zeilenMit(spalte: 'dateiId', wert: number): Promise<Zeile[]>;
  private zeilenMit(spalte: 'dateiname', wert: string): Promise<Zeile[]>;
  private async zeilenMit(spalte: 'dateiId' | 'dateiname', wert: number | string) {
    return (await this.db())
      .selectFrom('berechnungsvorlage')
      .selectAll()
      .where(spalte, '=', wert)
      .execute();
  }

  async legeAn(neu: NeueVorlage): Promise<Vorlage> {
    try {
      const zeile = await (
        await this.db()
      )
        .insertInto('berechnungsvorlage')
        .values(neueZeile(neu))
        .returningAll()
        .executeTakeFirstOrThrow();
      return alsVorlage(zeile);
    } catch (fehler) {
      if (istEindeutigkeitsverletzung(fehler, EINDEUTIGER_NAME))
        throw new DateinameVergebenFehler();
      throw fehler;
    }
  }

  /** Many at once (benchmarks, imports): one INSERT per chunk. */
  async legeVieleAn(neue: NeueVorlage[]): Promise<void> {
    for (let i = 0; i < neue.length; i += 500) {
      await (
        await this.db()
      )
        .insertInto('berechnungsvorlage')
        .values(neue.slice(i, i + 500).map(neueZeile))
        .execute();
    }
  }

  /**
   * Overwrites name, comment and data; anlagedatum/anlagenutzer stay (spezifikation.md §4).
   * With `erwarteteVersionen` (If-Match, never empty) the row changes only if its version is
   * one of them – nobody changed it since (optimistic lock).
   */
  async aendere(
    dateiId: number,
    erwarteteVersionen: readonly number[] | null,
    neu: NeueVorlage,
  ): Promise<Aenderungsergebnis> {
    let zeile;
    try {
      let abfrage = (await this.db())
        .updateTable('berechnungsvorlage')
        .set((eb) => ({
          dateiname: neu.dateiname,
          kommentar: neu.kommentar,
          dateinameSuche: suchform(neu.dateiname),
          kommentarSuche: suchform(neu.kommentar),
          berechnungsdaten: JSON.stringify(neu.berechnungsdaten),
          aenderungsdatum: neu.zeitpunkt,
          aenderungsnutzer: neu.nutzer,
          version: eb('version', '+', 1),
        }))
        .where('dateiId', '=', dateiId);
      if (erwarteteVersionen !== null) abfrage = abfrage.where('version', 'in', erwarteteVersionen);
      zeile = await abfrage.returningAll().executeTakeFirst();
    } catch (fehler) {
      if (istEindeutigkeitsverletzung(fehler, EINDEUTIGER_NAME))
        throw new DateinameVergebenFehler();
      throw fehler;
    }
    if (zeile) return { art: 'geaendert', vorlage: alsVorlage(zeile) };
    return this.warumNicht(dateiId);
  }

  async loesche(
    dateiId: number,
    erwarteteVersionen: readonly number[] | null,
  ): Promise<Loeschergebnis> {
    let abfrage = (await this.db()).deleteFrom('berechnungsvorlage').where('dateiId', '=', dateiId);
    if (erwarteteVersionen !== null) abfrage = abfrage.where('version', 'in', erwarteteVersionen);
    const ergebnis = await abfrage.executeTakeFirst();
    if (ergebnis.numDeletedRows > 0n) return { art: 'geloescht' };
    return this.warumNicht(dateiId);
  }

  private async warumNicht(
    dateiId: number,
  ): Promise<{ art: 'nichtGefunden' } | { art: 'veraltet'; aktuelleVersion: number }> {
    const [aktuell] = await this.zeilenMit('dateiId', dateiId);
    return aktuell
      ? { art: 'veraltet', aktuelleVersion: aktuell.version }
      : { art: 'nichtGefunden' };
  }
}
