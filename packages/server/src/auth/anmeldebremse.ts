/**
 * Brakes on password guessing (docs/adr/0005-anmeldebremse.md). Kept in the database
 * (migration 0004, docs/adr/0008-anmeldebremse-in-der-datenbank.md), so every instance on one
 * PostgreSQL counts the same attempts (issue 12 §2).
 *
 * - Per account and address pair, a growing pause after each failure (1 s, 2 s, 4 s … at most
 *   15 min) and at most one password check at a time: slows one guesser on one account without
 *   touching anyone else.
 * - Per address, at most 20 failures in 15 minutes: the main brake on one guesser trying many
 *   accounts.
 * - Per account, at most 100 failures in 15 minutes from all addresses together: the ceiling
 *   against guessing from many addresses. It does not apply to a pair that signed in
 *   successfully before (for 30 days), so strangers' failures never lock the real user out of
 *   the place she signs in from – neither through the account ceiling nor through her address.
 *
 * An attempt is counted when it is reserved (`reserviere`: one statement that checks and counts
 * under row locks, before the password check) – so parallel requests on any instance cannot all
 * pass the check before the first failure is recorded (issue 9 A3). A success gives the
 * reservation back. A database outage raises `DatenbankNichtVerfuegbar` (German 503).
 */
import { sql } from 'kysely';
import type { DbZugang } from '../db/schema.ts';

export interface Fenstergrenze {
  grenze: number;
  fensterMs: number;
}

export interface Bremsgrenzen {
  proAdresse: Fenstergrenze;
  proKonto: Fenstergrenze;
  /** Pause after the first failure of a pair; doubles with every further failure. */
  ersteWartezeitMs: number;
  /** Longest pause of a pair; a pair without attempts for this long starts afresh. */
  laengsteWartezeitMs: number;
  /** How long a pair counts as known after a successful sign-in. */
  bekanntMs: number;
  /**
   * Longest password check: a reservation whose process died (or lost the database) before it
   * gave it back blocks its pair no longer than this.
   */
  pruefdauerMs: number;
  /** Expired rows are deleted at most this often per process. */
  bereinigungMs: number;
}

export const STANDARD_BREMSGRENZEN: Bremsgrenzen = {
  proAdresse: { grenze: 20, fensterMs: 15 * 60_000 },
  proKonto: { grenze: 100, fensterMs: 15 * 60_000 },
  ersteWartezeitMs: 1000,
  laengsteWartezeitMs: 15 * 60_000,
  bekanntMs: 30 * 24 * 60 * 60_000,
  pruefdauerMs: 60_000,
  bereinigungMs: 60_000,
};

/** A reserved attempt; hand it back with `fehlgeschlagen`, `erfolgreich` or `freigeben`. */
export interface Versuch {
  readonly konto: string;
  readonly adresse: string;
  readonly bekannt: boolean;
  /** The end of this reservation's check (as anmeldebremse_reserviere sets it). */
  readonly prueftBis: Date;
}

/** 2^30 pauses are far beyond the longest one: keeps PostgreSQL's power() in range. */
const HOECHSTER_EXPONENT = 30;

/** Releases kept for a later try when the database was gone; bounded (memory). */
const HOECHSTENS_OFFENE_FREIGABEN = 1_000;

export class Anmeldebremse {
  /** The clock time (ms) from which the next reservation first deletes expired rows. */
  #naechsteBereinigung = 0;
  /**
   * Releases that failed because the database was gone (issue 27 §2: a sign-in interrupted by a
   * 503 kept its pair reserved, and the retry with the right password got 429 for a minute).
   * Given back before the next reservation; beyond the bound the reservation's own deadline
   * (`pruefdauerMs`) still ends it.
   */
  readonly #offeneFreigaben = new Map<string, Versuch>();

  private readonly g: Bremsgrenzen;
  private readonly uhr: () => Date;
  private readonly db: DbZugang;

  constructor(g: Bremsgrenzen, uhr: () => Date, db: DbZugang) {
    this.g = g;
    this.uhr = uhr;
    this.db = db;
  }

  /**
   * Reserves one password check for `konto` (lower-case name) from `adresse`, or says how many
   * milliseconds to wait. Checked and counted in one statement under row locks.
   */
  async reserviere(
    konto: string,
    adresse: string,
  ): Promise<{ versuch: Versuch } | { wartenMs: number }> {
    const jetzt = this.uhr();
    await this.#gibOffeneFrei();
    await this.#bereinige(jetzt);
    const g = this.g;
    const { rows } = await sql<{ wartenMs: number; bekannt: boolean }>`
      select warten_ms, bekannt from anmeldebremse_reserviere(
        ${konto}, ${adresse}, ${jetzt},
        ${g.proAdresse.grenze}, ${g.proAdresse.fensterMs},
        ${g.proKonto.grenze}, ${g.proKonto.fensterMs},
        ${g.ersteWartezeitMs}, ${g.laengsteWartezeitMs}, ${g.pruefdauerMs})`.execute(
      await this.db(),
    );
    const ergebnis = rows[0];
    if (!ergebnis) throw new Error('anmeldebremse_reserviere gab keine Zeile zurück');
    if (ergebnis.wartenMs > 0) return { wartenMs: ergebnis.wartenMs };
    const prueftBis = new Date(jetzt.getTime() + g.pruefdauerMs);
    return { versuch: { konto, adresse, bekannt: ergebnis.bekannt, prueftBis } };
  }

  /** Wrong name or password: the count stays, the pair's pause grows. */
  async fehlgeschlagen(v: Versuch): Promise<void> {
    const jetzt = this.uhr();
    const { ersteWartezeitMs: erste, laengsteWartezeitMs: laengste } = this.g;
    await (
      await this.db()
    )
      .updateTable('anmeldebremse_paar')
      .set({
        fehler: sql`fehler + 1`,
        prueftBis: null,
        // fehler is the count before this failure: 1 s · 2^fehler, at most the longest pause.
        gesperrtBis: sql`${jetzt}::timestamptz + least(${erste} * power(2, least(fehler, ${HOECHSTER_EXPONENT})), ${laengste}) * interval '1 millisecond'`,
        verfaellt: sql`greatest(bekannt_bis, ${jetzt}::timestamptz + (least(${erste} * power(2, least(fehler, ${HOECHSTER_EXPONENT})), ${laengste}) + ${laengste}) * interval '1 millisecond')`,
      })
      .where('konto', '=', v.konto)
      .where('adresse', '=', v.adresse)
      .execute();
  }

  /** Signed in: the pair is known from now on, its failures are forgotten. */
  async erfolgreich(v: Versuch): Promise<void> {
    const bekanntBis = new Date(this.uhr().getTime() + this.g.bekanntMs);
    const db = await this.db();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('anmeldebremse_paar')
        .set({
          fehler: 0,
          gesperrtBis: null,
          prueftBis: null,
          bekanntBis,
          verfaellt: bekanntBis,
        })
        .where('konto', '=', v.konto)
        .where('adresse', '=', v.adresse)
        .execute();
      if (!v.bekannt) await this.#gibFensterZurueck(trx, v);
    });
  }

  /**
   * The check did not happen or did not fail (e.g. the database was down): give it back. Never
   * throws: if the database is gone too, the release is kept and done before the next
   * reservation of this process.
   */
  async freigeben(v: Versuch): Promise<void> {
    const schluessel = JSON.stringify([v.konto, v.adresse]);
    try {
      await this.#gibFrei(v);
      this.#offeneFreigaben.delete(schluessel);
    } catch {
      if (
        this.#offeneFreigaben.size < HOECHSTENS_OFFENE_FREIGABEN ||
        this.#offeneFreigaben.has(schluessel)
      )
        this.#offeneFreigaben.set(schluessel, v);
    }
  }

  /** Stops at the first failure: with the database still gone, one try is enough. */
  async #gibOffeneFrei(): Promise<void> {
    for (const [schluessel, v] of [...this.#offeneFreigaben]) {
      await this.#gibFrei(v);
      this.#offeneFreigaben.delete(schluessel);
    }
  }

  async #gibFrei(v: Versuch): Promise<void> {
    const db = await this.db();
    await db.transaction().execute(async (trx) => {
      const [geaendert] = await trx
        .updateTable('anmeldebremse_paar')
        .set({
          prueftBis: null,
          verfaellt: sql`greatest(${this.uhr()}::timestamptz, bekannt_bis, gesperrt_bis + ${this.g.laengsteWartezeitMs} * interval '1 millisecond')`,
        })
        .where('konto', '=', v.konto)
        .where('adresse', '=', v.adresse)
        // Only this reservation: a late release must not end a newer check of the pair.
        .where('prueftBis', '=', v.prueftBis)
        .execute();
      if (!v.bekannt && geaendert && geaendert.numUpdatedRows > 0n)
        await this.#gibFensterZurueck(trx, v);
    });
  }

  async #gibFensterZurueck(trx: Awaited<ReturnType<DbZugang>>, v: Versuch): Promise<void> {
    // Same lock order as the reservation: address window before account window.
    for (const [art, schluessel] of [
      ['adresse', v.adresse],
      ['konto', v.konto],
    ] as const) {
      await trx
        .updateTable('anmeldebremse_fenster')
        .set({ anzahl: sql`greatest(anzahl - 1, 0)` })
        .where('art', '=', art)
        .where('schluessel', '=', schluessel)
        .execute();
    }
  }

  /**
   * Deletes rows that say nothing any more, at most once per `bereinigungMs` per process: an
   * attacker with many addresses must not grow the tables without bound.
   */
  async #bereinige(jetzt: Date): Promise<void> {
    if (jetzt.getTime() < this.#naechsteBereinigung) return;
    this.#naechsteBereinigung = jetzt.getTime() + this.g.bereinigungMs;
    const db = await this.db();
    // Rows a reservation holds right now are skipped (next time): no lock waits, no deadlock.
    await sql`
      delete from anmeldebremse_paar where (konto, adresse) in (
        select konto, adresse from anmeldebremse_paar where verfaellt <= ${jetzt}
        for update skip locked)`.execute(db);
    await sql`
      delete from anmeldebremse_fenster where (art, schluessel) in (
        select art, schluessel from anmeldebremse_fenster where ende <= ${jetzt}
        for update skip locked)`.execute(db);
  }
}
