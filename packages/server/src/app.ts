/**
 * Builds the Fastify application: one plugin per file, registered here. Routes only translate
 * HTTP; every rule lives in @mietspiegel/domain (STYLE.md 7).
 *
 * To add a part (database, sign-in, templates): give it a plugin in its own folder and register
 * it in `buildApp` below; configuration goes into `Konfiguration` (konfiguration.ts).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Konfiguration } from './konfiguration.ts';
import { registriereAbschaltung } from './abschaltung.ts';
import { frameworkFehler, registriereFehlerbehandlung } from './fehlerbehandlung.ts';
import { Begrenzung } from './begrenzung.ts';
import { pdfPool } from './pdf/pool.ts';
import {
  httpsPruefung,
  registriereSicherheitsHeader,
  seitenSkriptHashes,
  sicherheitsHeader,
} from './sicherheit.ts';
import { registriereVerbindungspruefungen, verbindungsfehlerHandler } from './verbindungsfehler.ts';
import type { Wecker } from './http/ruhende-verbindung.ts';
import type { DatenbankVerbindung, oeffneDatenbank } from './db/datenbank.ts';
import { registrierePersistenz } from './vorlagen/registrierung.ts';
import { registriereMetriken } from './metriken.ts';
import {
  MELDUNG_PDF_PRO_SEKUNDE,
  MELDUNG_SUCHE_PRO_SEKUNDE,
  ratengrenze,
  registriereRatengrenzen,
} from './ratengrenze.ts';
import { geodatenRoutes } from './routes/geodaten.ts';
import { strassenvorschlaegeRoutes } from './routes/strassenvorschlaege.ts';
import { GeodatenRepository } from './geodaten/geodaten-repository.ts';
import { registriereGeodaten } from './geodaten/registrierung.ts';
import { Suchbegrenzung } from './geodaten/suchbegrenzung.ts';
import { registriereOpenApi } from './vertrag/openapi.ts';
import { registriereVertragspruefung } from './vertrag/pruefung.ts';
import { dokumentationsRoute } from './routes/api-dokumentation.ts';
import { berechnungRoutes } from './routes/berechnung.ts';
import { betreiberRoutes } from './routes/betreiber.ts';
import { gesundheitRoutes } from './routes/gesundheit.ts';
import { pdfRoutes, type PdfErzeugung } from './routes/pdf.ts';
import { schreibenRoutes } from './routes/schreiben.ts';
import type { SchreibenErzeugung } from './pdf/erzeuge.ts';
import { umgebungRoutes } from './routes/umgebung.ts';
import { webAppRoutes } from './routes/web-app.ts';

export type { Konfiguration } from './konfiguration.ts';
export { ladeKonfiguration, KonfigurationsFehler } from './konfiguration.ts';

/** Largest request body: a calculation with the 500-character free text is about 2 KB. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptionen {
  konfiguration: Konfiguration;
  /** Clock for the PDF's creation date; injectable so tests are deterministic. */
  uhr?: () => Date;
  /** Fastify logger options; default: JSON logs at `konfiguration.logLevel`. `false` for tests. */
  logger?: FastifyServerOptions['logger'];
  /** Renders the PDF; default: the worker pool of `pdf/pool.ts` (tests hold or count renders). */
  erzeugePdf?: PdfErzeugung;
  /** Renders a letter (issue 30 §1); default: the same worker pool. */
  erzeugeSchreibenPdf?: SchreibenErzeugung;
  /** An open database (tests); default: opened from `konfiguration` and closed with the app. */
  datenbank?: DatenbankVerbindung;
  /** Opens the database when no `datenbank` is given; default `oeffneDatenbank` (tests). */
  oeffneDatenbank?: typeof oeffneDatenbank;
  /** Ends the rest of a connection refused for load (http/ruhende-verbindung.ts); tests hold it. */
  ruheWecker?: Wecker;
}

export async function buildApp(optionen: AppOptionen): Promise<FastifyInstance> {
  const { konfiguration } = optionen;
  const { zeitlimits } = konfiguration;
  const header = sicherheitsHeader(konfiguration, seitenSkriptHashes(konfiguration.webDist));
  // For the answers written before Fastify's hooks, which set HSTS for all others.
  const istHttps = httpsPruefung(konfiguration.trustProxy);
  const app = Fastify({
    logger: optionen.logger ?? { level: konfiguration.logLevel },
    bodyLimit: BODY_LIMIT,
    frameworkErrors: frameworkFehler(header, istHttps),
    clientErrorHandler: verbindungsfehlerHandler(header),
    // Requests during shutdown get our German 503 (abschaltung.ts), not Fastify's English one.
    return503OnClosing: false,
    trustProxy: konfiguration.trustProxy,
    requestTimeout: zeitlimits.requestMs,
    connectionTimeout: zeitlimits.connectionMs,
    keepAliveTimeout: zeitlimits.keepAliveMs,
    http: {
      requestTimeout: zeitlimits.requestMs,
      headersTimeout: zeitlimits.headersMs,
      // Node checks both limits only at this interval (default 30 s, which would add up to 30 s).
      connectionsCheckingInterval: Math.min(1_000, zeitlimits.headersMs),
      // The missing Host header is answered by verbindungsfehler.ts in German.
      requireHostHeader: false,
    },
  });

  // issue 19 §1: every route's zod schemas check the request and write the answer.
  registriereVertragspruefung(app);
  registriereSicherheitsHeader(app, header);
  registriereFehlerbehandlung(app, BODY_LIMIT, optionen.ruheWecker);
  registriereVerbindungspruefungen(app, header, istHttps);
  registriereAbschaltung(app);
  // The API accepts JSON only: plain text must not reach a handler as a string.
  app.removeContentTypeParser('text/plain');
  // First: it collects every route registered after it (issue 12 §4).
  await registriereOpenApi(app);
  await app.register(dokumentationsRoute);
  // Prometheus metrics only with METRICS_TOKEN: otherwise no hook, no work per request.
  if (konfiguration.metrikToken !== null) {
    registriereMetriken(app, {
      token: konfiguration.metrikToken,
      // Asked only when /metrics is read, after buildApp has returned.
      verbindung: () => persistenz.offeneVerbindung(),
    });
  }
  // Database, sign-in (/anmeldung, /auth/ guard, userinfo, logout) and the templates API.
  const persistenz = await registrierePersistenz(app, {
    konfiguration,
    datenbank: optionen.datenbank,
    oidc: konfiguration.oidc,
    uhr: optionen.uhr,
    oeffne: optionen.oeffneDatenbank,
  });

  // Rendering runs in worker threads, one per PDF_CONCURRENCY place (issue 18 §1); started
  // only when a renderer is not given (tests), and no thread before the first PDF.
  let pool: ReturnType<typeof pdfPool> | undefined;
  const eigenerPool = () => {
    if (!pool) {
      const p = pdfPool(konfiguration.pdfGleichzeitig);
      app.addHook('onClose', () => p.schliesse());
      pool = p;
    }
    return pool;
  };
  const erzeugePdf: PdfErzeugung = optionen.erzeugePdf ?? eigenerPool().erzeugePdf;
  const erzeugeSchreibenPdf: SchreibenErzeugung =
    optionen.erzeugeSchreibenPdf ?? eigenerPool().erzeugeSchreibenPdf;
  const uhr = optionen.uhr ?? (() => new Date());

  const geodaten = registriereGeodaten(app, persistenz, konfiguration.geodatenPruefintervallMs);

  await app.register(gesundheitRoutes, { datenbankBereit: persistenz.datenbankBereit });
  await app.register(umgebungRoutes, { konfiguration, geodaten, uhr });
  await app.register(betreiberRoutes, { konfiguration });
  if (konfiguration.betreiber === null) {
    // issue 21 §2: never invented details – the pages say what is missing, the log says it too
    app.log.warn(
      'BETREIBER_DATEI ist nicht gesetzt: Impressum, Datenschutzerklärung und Erklärung zur Barrierefreiheit zeigen, dass die Angaben des Betreibers fehlen (operator details not configured)',
    );
  }
  // Requests per client and second, refused before any work (issue 27, ratengrenze.ts).
  await registriereRatengrenzen(app);
  const { jeClientProSekunde } = konfiguration;
  // One bound for both routes that answer a search field (issue 18 §2), one count per second.
  const suchbegrenzung = new Suchbegrenzung(konfiguration.suche);
  const suchgrenze = ratengrenze(app, jeClientProSekunde.suche, MELDUNG_SUCHE_PRO_SEKUNDE);
  await app.register(geodatenRoutes, {
    geodaten,
    // statement_timeout works on PostgreSQL only (geodaten-repository.ts `suche`).
    repository: new GeodatenRepository(
      persistenz.db,
      (optionen.datenbank?.art ?? (konfiguration.databaseUrl ? 'postgres' : 'pglite')) ===
        'postgres'
        ? konfiguration.suche.zeitlimitMs
        : null,
      // The "contains" search looks for its streets in memory (issue 18 §2).
      () => geodaten.strassenschluessel(),
    ),
    begrenzung: suchbegrenzung,
    ratengrenze: suchgrenze,
  });
  await app.register(strassenvorschlaegeRoutes, {
    geodaten,
    begrenzung: suchbegrenzung,
    ratengrenze: suchgrenze,
  });
  await app.register(berechnungRoutes, { ausgaben: konfiguration.ausgaben, uhr });
  // One bound and one count per client for every PDF: the calculation and the letters (issue 30 §1).
  const pdfBegrenzung = new Begrenzung(
    konfiguration.pdfGleichzeitig,
    konfiguration.pdfWarteschlange,
  );
  const pdfGrenze = ratengrenze(app, jeClientProSekunde.pdf, MELDUNG_PDF_PRO_SEKUNDE);
  await app.register(pdfRoutes, {
    erzeugePdf,
    uhr,
    ausgaben: konfiguration.ausgaben,
    begrenzung: pdfBegrenzung,
    ratengrenze: pdfGrenze,
  });
  await app.register(schreibenRoutes, {
    erzeugeSchreibenPdf,
    uhr,
    ausgaben: konfiguration.ausgaben,
    begrenzung: pdfBegrenzung,
    ratengrenze: pdfGrenze,
  });
  await app.register(webAppRoutes, { webDist: konfiguration.webDist });

  return app;
}
