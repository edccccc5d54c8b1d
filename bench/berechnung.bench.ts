/**
 * Throughput of POST /api/backend-service/berechnung against a trivial route of the same server
 * that parses the same JSON body and answers a constant: the ratio is what the domain check,
 * the calculation and the answer cost on top of Fastify itself. Target: ratio ≥ 0.70.
 * Real app (all plugins, security headers, error handling), logging off, 127.0.0.1, port 0.
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/server/src/app';
import { ladeKonfiguration } from '../packages/server/src/config';
import { oeffneDatenbank } from '../packages/server/src/db/datenbank';
import beispiel from '../packages/domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };

const VERBINDUNGEN = 10;
const DAUER_S = 5;
const AUFWAERMEN_S = 2;

const daten = await mkdtemp(join(tmpdir(), 'mietspiegel-bench-'));
// Opened before the app: otherwise the embedded database would start up (on the same thread)
// while the first figure is being measured.
const datenbank = await oeffneDatenbank({ dataDir: daten });
const app = await buildApp({
  config: ladeKonfiguration({ ...process.env, DATA_DIR: daten, LOG_LEVEL: 'silent' }),
  logger: false,
  datenbank,
});
// Same body parser, same hooks, no work: the baseline.
app.post('/bench/konstant', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const adresse = app.server.address();
const basis = `http://127.0.0.1:${typeof adresse === 'object' && adresse ? adresse.port : 0}`;
const body = JSON.stringify(beispiel.given);

async function miss(pfad: string, dauer: number): Promise<number> {
  const ergebnis = await autocannon({
    url: basis + pfad,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: VERBINDUNGEN,
    duration: dauer,
  });
  if (ergebnis.non2xx > 0 || ergebnis.errors > 0) {
    throw new Error(
      `${pfad}: ${ergebnis.non2xx} Antworten ≠ 2xx, ${ergebnis.errors} Fehler (${ergebnis.timeouts} Zeitüberschreitungen, ${ergebnis.resets} Abbrüche)`,
    );
  }
  return ergebnis.requests.average;
}

try {
  await miss('/bench/konstant', AUFWAERMEN_S);
  await miss('/api/backend-service/berechnung', AUFWAERMEN_S);
  // A B B A: on a machine whose load changes, each route gets as much early as late time.
  const konstant: number[] = [];
  const berechnung: number[] = [];
  konstant.push(await miss('/bench/konstant', DAUER_S));
  berechnung.push(await miss('/api/backend-service/berechnung', DAUER_S));
  berechnung.push(await miss('/api/backend-service/berechnung', DAUER_S));
  konstant.push(await miss('/bench/konstant', DAUER_S));
  const mittel = (w: number[]) => w.reduce((a, b) => a + b, 0) / w.length;
  const verhaeltnis = mittel(berechnung) / mittel(konstant);
  const [last1] = loadavg();
  console.log(
    `Verbindungen ${VERBINDUNGEN}, je Route 2 × ${DAUER_S} s (A B B A) nach ${AUFWAERMEN_S} s Aufwärmen; Last (1 min): ${last1?.toFixed(1)}`,
  );
  const liste = (w: number[]) => w.map((x) => x.toFixed(0)).join(', ');
  console.log(
    `trivial (JSON lesen, Konstante):      ${mittel(konstant).toFixed(0)} Anfragen/s (${liste(konstant)})`,
  );
  console.log(
    `POST /api/backend-service/berechnung: ${mittel(berechnung).toFixed(0)} Anfragen/s (${liste(berechnung)})`,
  );
  console.log(
    `Verhältnis: ${verhaeltnis.toFixed(2)} (Ziel ≥ 0,70) ${verhaeltnis >= 0.7 ? 'erreicht' : 'VERFEHLT'}`,
  );
} finally {
  await app.close();
  await datenbank.schliessen();
  await rm(daten, { recursive: true, force: true });
}
