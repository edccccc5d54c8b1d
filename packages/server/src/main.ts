/**
 * Starts the server: reads the configuration (config.ts), builds the app, listens on
 * HOST:PORT with JSON logs. SIGTERM/SIGINT close it gracefully: no new connections, requests
 * in flight finish, then exit 0. A second signal while closing ends the process at once.
 */
import { buildApp } from './app';
import { KonfigurationsFehler, ladeKonfiguration, type Konfiguration } from './config';

/** Longest wait for in-flight requests on shutdown before giving up (exit 1). */
const ABSCHALT_FRIST_MS = 10_000;

let config: Konfiguration;
try {
  config = ladeKonfiguration();
} catch (fehler) {
  if (fehler instanceof KonfigurationsFehler) {
    console.error(fehler.message);
    process.exit(1);
  }
  throw fehler;
}

const app = await buildApp({ config });

const beende = async (signal: NodeJS.Signals) => {
  app.log.info({ signal }, 'Server wird beendet (shutting down)');
  const frist = setTimeout(() => {
    app.log.error('Beenden dauert zu lange (shutdown timed out)');
    process.exit(1);
  }, ABSCHALT_FRIST_MS);
  frist.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (fehler) {
    app.log.error({ err: fehler }, 'Fehler beim Beenden (error while shutting down)');
    process.exit(1);
  }
};
process.once('SIGTERM', (s) => void beende(s));
process.once('SIGINT', (s) => void beende(s));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (fehler) {
  app.log.fatal({ err: fehler }, 'Start fehlgeschlagen (could not listen)');
  process.exit(1);
}
