/**
 * Keeps the server's geodata (geodaten/speicher.ts) up to date (issue 11): loaded when the
 * database is there – when the server listens, or at once for a database handed to the app
 * (tests) – and checked again every GEODATEN_PRUEFINTERVALL_S seconds, so an import by the CLI
 * into a shared PostgreSQL reaches running servers. With PGlite the server is stopped during an
 * import and loads the new layers at its next start.
 *
 * A failed check (database down) is logged and changes nothing: the lookup keeps answering
 * from memory, and the next check tries again.
 */
import type { FastifyInstance } from 'fastify';
import type { Persistenz } from '../db/oeffnung.ts';
import { Geodaten } from './speicher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The geodata in memory; `await app.geodaten.aktualisieren()` loads a new import now. */
    geodaten: Geodaten;
  }
}

export function registriereGeodaten(
  app: FastifyInstance,
  persistenz: Persistenz,
  pruefintervallMs: number,
): Geodaten {
  const geodaten = new Geodaten(persistenz.db);
  app.decorate('geodaten', geodaten);
  let fehlerGemeldet = false;
  const pruefe = async () => {
    try {
      await geodaten.aktualisieren();
      fehlerGemeldet = false;
    } catch (fehler) {
      // One warning per outage, not one every interval.
      if (!fehlerGemeldet)
        app.log.warn(
          { err: fehler },
          'Geodaten konnten nicht geladen werden; es gilt der bisherige Stand (geodata reload failed)',
        );
      fehlerGemeldet = true;
    }
  };
  let takt: NodeJS.Timeout | undefined;
  const eigene = persistenz.eigeneDatenbank;
  const starte = async () => {
    // A given database is open: the app is ready with its geodata. Our own may take seconds
    // to open (PGlite) or be down (PostgreSQL): the server listens meanwhile.
    if (eigene) void pruefe();
    else await pruefe();
    takt = setInterval(() => void pruefe(), pruefintervallMs);
    takt.unref();
  };
  app.addHook(eigene ? 'onListen' : 'onReady', starte);
  app.addHook('onClose', async () => clearInterval(takt));
  return geodaten;
}
