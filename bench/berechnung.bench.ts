/**
 * Throughput of POST /api/backend-service/berechnung against a trivial route of the same server
 * that parses the same JSON body and answers a constant: the ratio is what the domain check,
 * the calculation and the answer cost on top of Fastify itself. Target: ratio ≥ 0.70.
 * Real app (all plugins, security headers, error handling), logging off, 127.0.0.1, port 0,
 * in a process of its own (bench/berechnung-server.ts).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import beispiel from '../packages/domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };

const VERBINDUNGEN = 10;
const DAUER_S = 5;
const AUFWAERMEN_S = 2;

// The server runs in its own process (bench/berechnung-server.ts): client and server would
// otherwise share one thread, and the client's work would be counted against the routes.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./berechnung-server.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const [zeile] = (await once(server.stdout, 'data')) as [Buffer];
const { port } = JSON.parse(zeile.toString()) as { port: number };
const basis = `http://127.0.0.1:${port}`;
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
  server.kill('SIGTERM');
  await once(server, 'exit');
}
