/**
 * Prometheus metrics at GET /metrics (issue 12 §4), with prom-client. Off unless METRICS_TOKEN is
 * set: then nothing here is registered – no route, no hook, no work per request – and /metrics
 * is an unknown address like any other. On, the route answers only to
 * `Authorization: Bearer <METRICS_TOKEN>` (Prometheus: `authorization: { credentials: … }`), so
 * the instances can stay behind the same reverse proxy as the app.
 *
 * What is measured (README "Betrieb"):
 * - `http_requests_total` and `http_request_duration_seconds` per method, route and status; the
 *   route is the registered pattern (`/api/backend-service/berechnungsvorlages/:dateiId`), never
 *   the raw URL, so the label set stays small whatever clients send;
 * - `mietspiegel_berechnungen_total`, `mietspiegel_pdfs_total`: calculations and PDFs answered;
 * - `mietspiegel_datenbank_verbindungen{zustand}`: PostgreSQL's pool (open, idle, waiting). PGlite
 *   runs in the process with one connection and no pool: there this gauge has no values;
 * - prom-client's default process metrics (CPU, memory, event loop delay, garbage collection).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatenbankVerbindung } from './db/datenbank.ts';
import * as z from 'zod/mini';
import { fehlerAntwort } from './fehler.ts';
import { ALLGEMEINE_FEHLER, antwort, fehler } from './vertrag/antworten.ts';

export const METRIK_PFAD = '/metrics';
const BERECHNUNG_ROUTE = '/api/backend-service/berechnung';
const PDF_ROUTE = '/api/backend-service/pdf';

export const MELDUNG_METRIK_TOKEN =
  'Die Metriken sind nur mit dem Zugangsschlüssel (Authorization: Bearer …) abrufbar.';

export interface MetrikOptionen {
  /** METRICS_TOKEN */
  token: string;
  /** The open database, if any (never opens it). */
  verbindung: () => DatenbankVerbindung | null;
}

function hash(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function registriereMetriken(app: FastifyInstance, o: MetrikOptionen): void {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status'] as const;
  const anfragen = new Counter({
    name: 'http_requests_total',
    help: 'Beantwortete HTTP-Anfragen je Methode, Route (Muster) und Status',
    labelNames,
    registers: [register],
  });
  const dauer = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Dauer der HTTP-Anfragen in Sekunden je Methode, Route (Muster) und Status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const berechnungen = new Counter({
    name: 'mietspiegel_berechnungen_total',
    help: 'Beantwortete Berechnungen (Status 200)',
    registers: [register],
  });
  const pdfs = new Counter({
    name: 'mietspiegel_pdfs_total',
    help: 'Ausgelieferte PDFs (Status 200)',
    registers: [register],
  });
  new Gauge({
    name: 'mietspiegel_datenbank_verbindungen',
    help: 'PostgreSQL-Verbindungspool: offen, frei, wartende Anfragen (PGlite: kein Pool, keine Werte)',
    labelNames: ['zustand'] as const,
    registers: [register],
    collect() {
      this.reset();
      const stand = o.verbindung()?.poolStand?.();
      if (!stand) return;
      this.set({ zustand: 'offen' }, stand.gesamt);
      this.set({ zustand: 'frei' }, stand.frei);
      this.set({ zustand: 'wartend' }, stand.wartend);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(keine Route)';
    const status = reply.statusCode;
    const labels = { method: request.method, route, status: String(status) };
    anfragen.inc(labels);
    dauer.observe(labels, reply.elapsedTime / 1000);
    if (status === 200 && request.method === 'POST') {
      if (route === BERECHNUNG_ROUTE) berechnungen.inc();
      else if (route === PDF_ROUTE) pdfs.inc();
    }
  });

  const erwartet = hash(`Bearer ${o.token}`);
  app.get(
    METRIK_PFAD,
    {
      schema: {
        tags: ['Betrieb'],
        summary: 'Prometheus-Metriken (nur mit METRICS_TOKEN, Authorization: Bearer …)',
        headers: z.looseObject({
          authorization: z.optional(
            z.string().register(z.globalRegistry, { description: 'Bearer und METRICS_TOKEN' }),
          ),
        }),
        response: {
          200: antwort('Metriken im Prometheus-Textformat', z.string(), 'text/plain'),
          401: fehler('Zugangsschlüssel fehlt oder ist falsch'),
          ...ALLGEMEINE_FEHLER,
        },
      },
    },
    async (request, reply) => {
      // Compared as hashes in constant time: the answer must not tell how much of it was right.
      if (!timingSafeEqual(hash(request.headers.authorization ?? ''), erwartet)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metriken"')
          .send(fehlerAntwort('', MELDUNG_METRIK_TOKEN));
      }
      return reply
        .header('cache-control', 'no-store')
        .type(register.contentType)
        .send(await register.metrics());
    },
  );
}
