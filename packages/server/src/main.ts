/**
 * Starts the server: reads the configuration (konfiguration.ts), builds the app, listens on
 * HOST:PORT with JSON logs. SIGTERM/SIGINT close it gracefully: no new connections, requests
 * in flight finish, then exit 0. A second signal while closing ends the process at once.
 */
import { buildApp } from './app.ts';
import { KonfigurationsFehler, ladeKonfiguration, type Konfiguration } from './konfiguration.ts';

/** Longest wait for in-flight requests on shutdown before giving up (exit 1). */
const ABSCHALT_FRIST_MS = 10_000;

let konfiguration: Konfiguration;
try {
  konfiguration = ladeKonfiguration();
} catch (fehler) {
  if (fehler instanceof KonfigurationsFehler) {
    console.error(fehler.message);
    process.exit(1);
  }
  throw fehler;
}

const app = await buildApp({ konfiguration });

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

/** The German reason why the server cannot listen, naming the variable to change. */
function warumNichtGestartet(fehler: unknown): string {
  switch ((fehler as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `Port ${konfiguration.port} ist schon belegt (läuft der Server schon?) – bitte mit PORT einen freien Port wählen.`;
    case 'EACCES':
      return `Port ${konfiguration.port} darf dieser Benutzer nicht öffnen – bitte mit PORT einen Port ab 1024 wählen.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST=${konfiguration.host} ist keine Adresse dieses Rechners – bitte HOST anpassen (0.0.0.0 für alle).`;
    default:
      return 'siehe „err“';
  }
}

try {
  await app.listen({ port: konfiguration.port, host: konfiguration.host });
} catch (fehler) {
  app.log.fatal(
    { err: fehler },
    `Start fehlgeschlagen: ${warumNichtGestartet(fehler)} (could not listen)`,
  );
  process.exit(1);
}
