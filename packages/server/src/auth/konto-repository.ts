/** Storage of the local accounts and their authorities (tables konto, konto_berechtigung). */
import { istEindeutigkeitsverletzung } from '../db/fehler.ts';
import type { Kysely } from 'kysely';
import type { Datenbank, DbZugang } from '../db/schema.ts';

export interface Konto {
  id: number;
  name: string;
  passwortHash: string;
  berechtigungen: string[];
}

export class KontoExistiertFehler extends Error {
  constructor(name: string) {
    super(`Das Konto „${name}“ gibt es schon.`);
  }
}

export class KontoRepository {
  private readonly db: DbZugang;

  constructor(db: DbZugang) {
    this.db = db;
  }

  async findeNachName(name: string): Promise<Konto | null> {
    const konto = await (
      await this.db()
    )
      .selectFrom('konto')
      .select(['id', 'name', 'passwortHash'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!konto) return null;
    const rechte = await (
      await this.db()
    )
      .selectFrom('konto_berechtigung')
      .select('berechtigung')
      .where('kontoId', '=', konto.id)
      .orderBy('berechtigung')
      .execute();
    return { ...konto, berechtigungen: rechte.map((r) => r.berechtigung) };
  }

  async alle(): Promise<Array<Omit<Konto, 'passwortHash'>>> {
    const zeilen = await (
      await this.db()
    )
      .selectFrom('konto')
      .leftJoin('konto_berechtigung', 'konto_berechtigung.kontoId', 'konto.id')
      .select(['konto.id', 'konto.name', 'konto_berechtigung.berechtigung'])
      .orderBy('konto.name')
      .orderBy('konto_berechtigung.berechtigung')
      .execute();
    const konten = new Map<number, Omit<Konto, 'passwortHash'>>();
    for (const z of zeilen) {
      const k = konten.get(z.id) ?? { id: z.id, name: z.name, berechtigungen: [] };
      if (z.berechtigung) k.berechtigungen.push(z.berechtigung);
      konten.set(z.id, k);
    }
    return [...konten.values()];
  }

  async legeAn(name: string, passwortHash: string, berechtigungen: string[]): Promise<void> {
    try {
      await (await this.db()).transaction().execute(async (tx) => {
        const { id } = await tx
          .insertInto('konto')
          .values({ name, passwortHash })
          .returning('id')
          .executeTakeFirstOrThrow();
        const eindeutig = [...new Set(berechtigungen)];
        if (eindeutig.length > 0) {
          await tx
            .insertInto('konto_berechtigung')
            .values(eindeutig.map((berechtigung) => ({ kontoId: id, berechtigung })))
            .execute();
        }
      });
    } catch (fehler) {
      if (istEindeutigkeitsverletzung(fehler, 'konto_name_eindeutig'))
        throw new KontoExistiertFehler(name);
      throw fehler;
    }
  }

  /** false when there is no such account. */
  async setzePasswort(name: string, passwortHash: string): Promise<boolean> {
    const r = await (
      await this.db()
    )
      .updateTable('konto')
      .set({ passwortHash })
      .where('name', '=', name)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async gewaehre(name: string, berechtigung: string): Promise<boolean> {
    return this.mitKonto(name, (db, kontoId) =>
      db
        .insertInto('konto_berechtigung')
        .values({ kontoId, berechtigung })
        .onConflict((oc) => oc.doNothing())
        .execute(),
    );
  }

  async entziehe(name: string, berechtigung: string): Promise<boolean> {
    return this.mitKonto(name, (db, kontoId) =>
      db
        .deleteFrom('konto_berechtigung')
        .where('kontoId', '=', kontoId)
        .where('berechtigung', '=', berechtigung)
        .execute(),
    );
  }

  /** The work on the account's id; false when there is no such account. */
  private async mitKonto(
    name: string,
    arbeit: (db: Kysely<Datenbank>, kontoId: number) => Promise<unknown>,
  ): Promise<boolean> {
    const kontoId = await this.kontoId(name);
    if (kontoId === undefined) return false;
    await arbeit(await this.db(), kontoId);
    return true;
  }

  async loesche(name: string): Promise<boolean> {
    const r = await (
      await this.db()
    )
      .deleteFrom('konto')
      .where('name', '=', name)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  private async kontoId(name: string): Promise<number | undefined> {
    const konto = await (
      await this.db()
    )
      .selectFrom('konto')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return konto?.id;
  }
}
