/**
 * Opening the database, for every feature that needs it (sign-in, templates, geodata).
 *
 * The database opens on first use – PGlite needs seconds to start and the calculator does not
 * need it – and, when the server listens, right away. What a failure at start means (issue 9 A1):
 * - PGlite: the data folder is unusable or locked by another process; waiting will not mend
 *   that, so the start ends with exit code 1 and the German reason.
 * - PostgreSQL: the server keeps running. The calculator, the PDF and the pages are the public
 *   service and do not need the database; sign-in and templates answer 503 and /health/ready
 *   says not ready until the database answers. Every request that needs it (and every
 *   readiness probe) tries again, so the server serves in full as soon as the database does.
 */
import type { FastifyInstance } from 'fastify';
import { NichtVerfuegbarFehler } from '../fehler.ts';
import { oeffneDatenbank, type DatenbankVerbindung } from './datenbank.ts';
import type { PersistenzKonfiguration } from './konfiguration.ts';
import type { DbZugang } from './schema.ts';
import { DatenbankNichtVerfuegbar, pruefeBereitschaft } from './verfuegbarkeit.ts';

export interface DatenbankOptionen {
  konfiguration: PersistenzKonfiguration;
  /** An open database (tests); default: opened from the configuration and closed with the app. */
  datenbank?: DatenbankVerbindung | undefined;
  /** Opens the database; default `oeffneDatenbank` (tests hold it to see the opening phase). */
  oeffne?: typeof oeffneDatenbank | undefined;
}

/** Readiness while the first opening runs (PGlite's start, PostgreSQL's migrations). */
export const MELDUNG_WIRD_GEOEFFNET =
  'Die Datenbank wird geöffnet. Bitte versuchen Sie es in einigen Sekunden erneut.';
const WIRD_GEOEFFNET_SEKUNDEN = 5;

export interface Persistenz {
  /**
   * The readiness check: resolves when the templates table can be read; rejects with
   * `NichtVerfuegbarFehler` („wird geöffnet“) while the first opening runs and with
   * `DatenbankNichtVerfuegbar` when the database does not answer – within the connection and query timeouts
   * (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS).
   */
  datenbankBereit: () => Promise<void>;
  /** The database, opened on first use (geodata, issue 11). */
  db: DbZugang;
  /** true when the app opens the database itself (when it listens), false for a given one. */
  eigeneDatenbank: boolean;
  /** The open database, or null while it is not (yet) open – never opens it (metrics). */
  offeneVerbindung: () => DatenbankVerbindung | null;
}

/**
 * Opens the database on first use and, when the app listens, right away (see above); a given
 * database (tests) is used as it is and not closed.
 */
export function oeffnePersistenz(app: FastifyInstance, o: DatenbankOptionen): Persistenz {
  let db: DbZugang;
  /** True while the first opening runs: readiness says so at once instead of waiting. */
  let oeffnetErstmals = (): boolean => false;
  let offen: DatenbankVerbindung | null = o.datenbank ?? null;
  if (o.datenbank) {
    const gegeben = o.datenbank;
    db = async () => gegeben.db;
  } else {
    let oeffnen: Promise<DatenbankVerbindung> | undefined;
    // Until the first opening ended (well or not). After a failure a probe waits for the next
    // try, which says "unreachable" within the timeouts (issue 9 A1).
    let erstesEnde = false;
    oeffnetErstmals = () => oeffnen !== undefined && !erstesEnde;
    const verbindung = (): Promise<DatenbankVerbindung> => {
      oeffnen ??= (o.oeffne ?? oeffneDatenbank)({
        databaseUrl: o.konfiguration.databaseUrl ?? undefined,
        dataDir: o.konfiguration.dataDir,
        timeouts: o.konfiguration.datenbankTimeouts,
        verbindungVerloren: (fehler) =>
          app.log.warn({ err: fehler }, 'Datenbankverbindung verloren (database connection lost)'),
      }).then(
        (v) => {
          erstesEnde = true;
          offen = v;
          app.log.info(
            {
              datenbank: v.art,
              ...(v.art === 'pglite' ? { dataDir: o.konfiguration.dataDir } : {}),
            },
            'Datenbank bereit',
          );
          return v;
        },
        (fehler: unknown) => {
          erstesEnde = true;
          oeffnen = undefined; // next request tries again
          throw fehler instanceof DatenbankNichtVerfuegbar
            ? fehler
            : new DatenbankNichtVerfuegbar(fehler);
        },
      );
      return oeffnen;
    };
    db = async () => (await verbindung()).db;
    app.addHook('onListen', async () => {
      try {
        await verbindung();
      } catch (fehler) {
        const grund = (fehler as Error).cause ?? fehler;
        if (o.konfiguration.databaseUrl) {
          app.log.error(
            { err: grund },
            'Datenbank nicht erreichbar – der Rechner läuft weiter, Anmeldung und Vorlagen erst, ' +
              'wenn sie antwortet (database unreachable, retrying on demand)',
          );
          return;
        }
        app.log.fatal(
          { err: grund },
          'Datenbank kann nicht geöffnet werden (cannot open the database)',
        );
        process.exitCode = 1;
        void app.close();
      }
    });
    app.addHook('onClose', async () => {
      offen = null;
      if (oeffnen) await (await oeffnen.catch(() => null))?.schliessen();
    });
  }

  return {
    datenbankBereit: async () => {
      // PGlite takes seconds to open, and the server listens meanwhile (issue 12 §4).
      if (oeffnetErstmals())
        throw new NichtVerfuegbarFehler(MELDUNG_WIRD_GEOEFFNET, WIRD_GEOEFFNET_SEKUNDEN);
      await pruefeBereitschaft(await db());
    },
    db,
    eigeneDatenbank: !o.datenbank,
    offeneVerbindung: () => offen,
  };
}
