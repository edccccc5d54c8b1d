/**
 * Throughput of POST /api/backend-service/berechnung against a trivial route of the same server
 * that parses the same JSON body and answers a constant: the ratio is what the domain check,
 * the calculation and the answer cost on top of Fastify itself. Target: ratio ≥ 0.70.
 * Second figure: the same calculation sent with a signed-in session's cookie against the
 * anonymous one – the public route must not look up the session (issue 9 A5). Target ≥ 0.9.
 * Real app (all plugins, security headers, error handling), logging off, 127.0.0.1, port 0,
 * in a process of its own (bench/berechnung-server.ts).
 *
 * On the shared 2-core machine one route's throughput swings by a factor of two within seconds
 * (slow spells of 1–2 s). So the routes are measured in many short windows, in rounds whose
 * order alternates (A B C, C B A, …); each round gives one ratio per figure from neighbouring
 * windows, and each figure is the median of its ratios. RUNDEN and DAUER (seconds per window) override the defaults.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import beispiel from '../packages/domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };

const VERBINDUNGEN = 10;
const RUNDEN = Number(process.env.RUNDEN ?? 40);
const DAUER_S = Number(process.env.DAUER ?? 0.5);
const AUFWAERMEN_S = 2;

// The server runs in its own process (bench/berechnung-server.ts): client and server would
// otherwise share one thread, and the client's work would be counted against the routes.
const server = spawn(
  process.execPath,
  [fileURLToPath(new URL('./berechnung-server.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const [zeile] = (await once(server.stdout, 'data')) as [Buffer];
const { port, cookie } = JSON.parse(zeile.toString()) as { port: number; cookie: string };
const basis = `http://127.0.0.1:${port}`;
const body = JSON.stringify(beispiel.given);

async function miss(
  pfad: string,
  dauer: number,
  kopf: Record<string, string> = {},
): Promise<number> {
  const ergebnis = await autocannon({
    url: basis + pfad,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...kopf },
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
  await miss('/api/backend-service/berechnung', AUFWAERMEN_S, { cookie });
  // One ratio per figure and round, from neighbouring windows (see the header).
  const konstant: number[] = [];
  const berechnung: number[] = [];
  const angemeldet: number[] = [];
  const verhaeltnisse: number[] = [];
  const angemeldetVerhaeltnisse: number[] = [];
  for (let runde = 0; runde < RUNDEN; runde++) {
    const fenster = {
      k: () => miss('/bench/konstant', DAUER_S),
      b: () => miss('/api/backend-service/berechnung', DAUER_S),
      a: () => miss('/api/backend-service/berechnung', DAUER_S, { cookie }),
    };
    const reihenfolge = runde % 2 === 0 ? (['k', 'b', 'a'] as const) : (['a', 'b', 'k'] as const);
    const w = { k: 0, b: 0, a: 0 };
    for (const f of reihenfolge) w[f] = await fenster[f]();
    konstant.push(w.k);
    berechnung.push(w.b);
    angemeldet.push(w.a);
    verhaeltnisse.push(w.b / w.k);
    angemeldetVerhaeltnisse.push(w.a / w.b);
  }
  const quantil = (w: number[], q: number): number => {
    const s = [...w].sort((x, y) => x - y);
    return s[Math.round((s.length - 1) * q)] as number;
  };
  const verhaeltnis = quantil(verhaeltnisse, 0.5);
  const [last1] = loadavg();
  console.log(
    `Verbindungen ${VERBINDUNGEN}, ${RUNDEN} Runden von Messfenstern zu ${DAUER_S} s (A B C, C B A, …) nach ${AUFWAERMEN_S} s Aufwärmen; Last (1 min): ${last1?.toFixed(1)}`,
  );
  const zeile = (name: string, w: number[]) =>
    console.log(
      `${name.padEnd(38)} Median ${quantil(w, 0.5).toFixed(0)} Anfragen/s (Fenster ${quantil(w, 0).toFixed(0)} … ${quantil(w, 1).toFixed(0)})`,
    );
  zeile('trivial (JSON lesen, Konstante):', konstant);
  zeile('POST /api/backend-service/berechnung:', berechnung);
  zeile('dieselbe mit Sitzungs-Cookie:', angemeldet);
  console.log(
    `Verhältnis je Paar: Quartile ${quantil(verhaeltnisse, 0.25).toFixed(2)} / ${verhaeltnis.toFixed(2)} / ${quantil(verhaeltnisse, 0.75).toFixed(2)}`,
  );
  console.log(
    `Verhältnis (Median der Paare): ${verhaeltnis.toFixed(2)} (Ziel ≥ 0,70) ${verhaeltnis >= 0.7 ? 'erreicht' : 'VERFEHLT'}`,
  );
  const angemeldetVerhaeltnis = quantil(angemeldetVerhaeltnisse, 0.5);
  console.log(
    `Angemeldet zu anonym (Median, Quartile ${quantil(angemeldetVerhaeltnisse, 0.25).toFixed(2)} / ${quantil(angemeldetVerhaeltnisse, 0.75).toFixed(2)}): ${angemeldetVerhaeltnis.toFixed(2)} (Ziel ≥ 0,90) ${angemeldetVerhaeltnis >= 0.9 ? 'erreicht' : 'VERFEHLT'}`,
  );
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
}
