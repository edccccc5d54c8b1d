/**
 * Builds the Fastify application: one plugin per file, registered here. Routes only translate
 * HTTP; every rule lives in @mietspiegel/domain (STYLE.md 7).
 *
 * To add a part (database, sign-in, templates): give it a plugin in its own folder and register
 * it in `buildApp` below; configuration goes into `Konfiguration` (config.ts).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Konfiguration } from './config';
import { frameworkFehler, registriereFehlerbehandlung } from './fehler';
import { ladePdfSchriften, type PdfSchriften } from './pdf/schriften';
import { registriereSicherheitsHeader } from './sicherheit';
import type { DatenbankVerbindung } from './db/datenbank';
import { registrierePersistenz } from './vorlagen/registrierung';
import { adresssucheRoutes } from './routes/adresssuche';
import { berechnungRoutes } from './routes/berechnung';
import { gesundheitRoutes } from './routes/gesundheit';
import { pdfRoutes } from './routes/pdf';
import { umgebungRoutes } from './routes/umgebung';
import { webAppRoutes } from './routes/web-app';

export type { Konfiguration } from './config';
export { ladeKonfiguration, KonfigurationsFehler } from './config';

/** Largest request body: a calculation with the 500-character free text is about 2 KB. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptionen {
  config: Konfiguration;
  /** Clock for the PDF's creation date; injectable so tests are deterministic. */
  uhr?: () => Date;
  /** Fastify logger options; default: JSON logs at `config.logLevel`. `false` for tests. */
  logger?: FastifyServerOptions['logger'];
  /** Fonts for the PDF; default: read once from dejavu-fonts-ttf. */
  schriften?: PdfSchriften;
  /** An open database (tests); default: opened from `config` and closed with the app. */
  datenbank?: DatenbankVerbindung;
}

export async function buildApp(optionen: AppOptionen): Promise<FastifyInstance> {
  const { config } = optionen;
  const app = Fastify({
    logger: optionen.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    frameworkErrors: frameworkFehler,
    // Let in-flight requests finish on close (graceful shutdown), but refuse new ones.
    return503OnClosing: true,
    trustProxy: config.trustProxy,
  });

  registriereFehlerbehandlung(app, BODY_LIMIT);
  registriereSicherheitsHeader(app, config);
  // The API accepts JSON only: plain text must not reach a handler as a string.
  app.removeContentTypeParser('text/plain');
  // Database, sign-in (/anmeldung, /auth/ guard, userinfo, logout) and the templates API.
  const datenbankBereit = await registrierePersistenz(app, {
    config,
    datenbank: optionen.datenbank,
    uhr: optionen.uhr,
  });

  const schriften = optionen.schriften ?? (await ladePdfSchriften());
  const uhr = optionen.uhr ?? (() => new Date());

  await app.register(gesundheitRoutes, { datenbankBereit });
  await app.register(umgebungRoutes, { config });
  await app.register(adresssucheRoutes);
  await app.register(berechnungRoutes);
  await app.register(pdfRoutes, { schriften, uhr });
  await app.register(webAppRoutes, { webDist: config.webDist });

  return app;
}
