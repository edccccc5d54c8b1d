/**
 * Wires database, sign-in and templates into the app (called once from buildApp, before the
 * routes that serve pages, so the /auth/ guard sees every request).
 *
 * The database opens on first use – PGlite needs seconds to start and the calculator does not
 * need it – and, when the server listens, right away, so a wrong DATABASE_URL or a locked data
 * folder stops the server at start instead of at the first sign-in.
 */
import type { FastifyInstance } from 'fastify';
import { anmeldungPlugin } from '../auth/anmeldung';
import type { Benutzerquelle } from '../auth/benutzer';
import { oeffneDatenbank, type DatenbankVerbindung } from '../db/datenbank';
import type { PersistenzKonfiguration } from '../db/konfiguration';
import type { DbZugang } from '../db/schema';
import { vorlagenRouten } from './routen';

export interface PersistenzOptionen {
  config: PersistenzKonfiguration;
  /** An open database (tests); default: opened from the configuration and closed with the app. */
  datenbank?: DatenbankVerbindung | undefined;
  benutzerquelle?: Benutzerquelle;
  uhr?: (() => Date) | undefined;
}

export async function registrierePersistenz(
  app: FastifyInstance,
  o: PersistenzOptionen,
): Promise<void> {
  let db: DbZugang;
  if (o.datenbank) {
    const gegeben = o.datenbank;
    db = async () => gegeben.db;
  } else {
    let oeffnen: Promise<DatenbankVerbindung> | undefined;
    const verbindung = (): Promise<DatenbankVerbindung> => {
      oeffnen ??= oeffneDatenbank({
        databaseUrl: o.config.databaseUrl ?? undefined,
        dataDir: o.config.dataDir,
      }).then(
        (v) => {
          app.log.info(
            { datenbank: v.art, ...(v.art === 'pglite' ? { dataDir: o.config.dataDir } : {}) },
            'Datenbank bereit',
          );
          return v;
        },
        (fehler: unknown) => {
          oeffnen = undefined; // next request tries again
          throw fehler;
        },
      );
      return oeffnen;
    };
    db = async () => (await verbindung()).db;
    app.addHook('onListen', async () => {
      try {
        await verbindung();
      } catch (fehler) {
        app.log.fatal(
          { err: fehler },
          'Datenbank kann nicht geöffnet werden (cannot open the database)',
        );
        process.exitCode = 1;
        void app.close();
      }
    });
    app.addHook('onClose', async () => {
      if (oeffnen) await (await oeffnen.catch(() => null))?.schliessen();
    });
  }

  if (o.config.keineSicherheit) {
    app.log.warn(
      '!!! ACHTUNG: MIETSPIEGEL_NO_SECURITY=true – Anmeldung abgeschaltet, JEDE Anfrage hat alle Berechtigungen ' +
        '(als Benutzer „entwicklung“). Nur für die Entwicklung, niemals im Betrieb! / WARNING: security is OFF !!!',
    );
  }
  await app.register(anmeldungPlugin, {
    db,
    keineSicherheit: o.config.keineSicherheit,
    sitzungsdauerMs: o.config.sitzungsdauerMinuten * 60_000,
    ...(o.benutzerquelle ? { benutzerquelle: o.benutzerquelle } : {}),
    ...(o.uhr ? { uhr: o.uhr } : {}),
  });
  await app.register(vorlagenRouten, { db, ...(o.uhr ? { uhr: o.uhr } : {}) });
}
