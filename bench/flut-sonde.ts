// The probes of flut.bench.ts and what it measures around them (issue 27 follow-up: single
// `/health` probes of 1–3.9 s during floods whose median was 47–89 ms):
// - each probe is one request on a new connection (`Connection: close`, no agent), timed in
//   phases: TCP handshake done (the socket's 'connect'), request written, first byte of the
//   answer (its head parsed), end of the answer;
// - the server's side of the same probe comes from flut-messung.ts (accepted, routed, answered);
// - the kernel's TCP counters (nstat) before and after a flood, and the listen socket's accept
//   queue (ss) sampled during it.
import { execFile, execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

export const jetzt = () => performance.timeOrigin + performance.now();

export interface Probe {
  id: string;
  ok: boolean;
  /** Epoch ms when the request was started. */
  start: number;
  /** Phases in ms since `start` (undefined: not reached). */
  verbunden?: number;
  geschrieben?: number;
  ersterByte?: number;
  ende: number;
  /** The client's port: the connection in ss/tcpdump. */
  port?: number;
}

let naechsteId = 0;

/** One request on a new connection (as a phone would after a pause), timed in phases. */
export function sonde(
  basis: string,
  pfad: string,
  init: { method?: string; body?: string; headers?: Record<string, string> },
  erwartet: number,
): Promise<Probe> {
  const id = `s${++naechsteId}`;
  const start = jetzt();
  const p: Probe = { id, ok: false, start, ende: 0 };
  const seit = () => jetzt() - start;
  return new Promise((fertig) => {
    const schluss = (ok: boolean) => {
      if (p.ende) return;
      p.ende = seit();
      p.ok = ok;
      fertig(p);
    };
    const anfrage = request(basis + pfad, {
      method: init.method ?? 'GET',
      agent: false,
      headers: { ...init.headers, connection: 'close', 'x-sonde': id },
    });
    anfrage.on('socket', (socket) => {
      socket.once('connect', () => {
        p.verbunden = seit();
        p.port = socket.localPort;
      });
    });
    anfrage.on('response', (antwort) => {
      p.ersterByte = seit();
      antwort.resume();
      antwort.on('end', () => schluss(antwort.statusCode === erwartet));
      antwort.on('error', () => schluss(false));
    });
    // a connection reset or refused under the flood counts as a failed probe
    anfrage.on('error', () => schluss(false));
    anfrage.end(init.body, () => (p.geschrieben = seit()));
  });
}

/** The counters of the brief (issue 27 follow-up) and those that tell a lost segment apart. */
const ZAEHLER = [
  'TcpExtListenDrops',
  'TcpExtListenOverflows',
  'TcpExtTCPReqQFullDrop',
  'TcpExtTCPBacklogDrop',
  'TcpExtSyncookiesSent',
  'TcpExtTCPTimeouts',
  'TcpRetransSegs',
  'TcpExtTCPSynRetrans',
  'TcpExtTCPLossProbes',
  'TcpExtTCPDSACKRecv',
  'TcpExtTCPSpuriousRTOs',
  'TcpExtPAWSTimewait',
  'TcpExtTWRecycled',
  'TcpExtTCPRcvQDrop',
  'TcpExtTCPZeroWindowDrop',
  'TcpActiveOpens',
  'TcpPassiveOpens',
  'TcpAttemptFails',
  'TcpEstabResets',
  'TcpOutRsts',
];

/** The kernel's absolute TCP counters now (nstat -asz), or null without nstat. */
export function nstat(): Record<string, number> | null {
  try {
    const text = execFileSync('nstat', ['-asz'], { encoding: 'utf8' });
    const werte: Record<string, number> = {};
    for (const zeile of text.split('\n')) {
      const [name, wert] = zeile.split(/\s+/);
      if (name && ZAEHLER.includes(name)) werte[name] = Number(wert);
    }
    return werte;
  } catch {
    return null;
  }
}

/** The counters that moved between two readings, as "name +n". */
export function nstatDifferenz(
  vorher: Record<string, number> | null,
  nachher: Record<string, number> | null,
): string {
  if (!vorher || !nachher) return 'nstat nicht verfügbar';
  return ZAEHLER.map((n) => [n.replace(/^Tcp(Ext)?/, ''), (nachher[n] ?? 0) - (vorher[n] ?? 0)])
    .map(([n, d]) => `${n} ${d}`)
    .join(', ');
}

/**
 * Samples the listen socket on `port` every 250 ms (ss -ltn: Recv-Q is the accept queue now,
 * Send-Q its limit, the backlog) until stopped; returns the largest queue and the limit.
 */
export function beobachteListenQueue(port: number) {
  let hoechste = 0;
  let grenze = 0;
  // ss runs asynchronously: a synchronous spawn would stall this process's probes.
  const takt = setInterval(() => {
    execFile('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }, (fehler, zeile) => {
      if (fehler) return; // no ss: nothing sampled
      const [, recvQ, sendQ] = zeile.trim().split(/\s+/);
      hoechste = Math.max(hoechste, Number(recvQ));
      grenze = Number(sendQ);
    });
  }, 250);
  return {
    stoppe: () => {
      clearInterval(takt);
      return { hoechste, grenze };
    },
  };
}

/** What flut-messung.ts wrote in the server process. */
export interface ServerMessung {
  marke: number;
  ende: number;
  schleife: { p50: number; p99: number; max: number; mittel: number };
  fensterMax: [number, number][];
  verbindungen: number;
  anfragen: number;
  geschlossenNachStatus: Record<string, number>;
  sonden: Record<string, { angenommen?: number; anfrage: number; antwort?: number; port?: number }>;
}

const f = (ms: number | undefined) =>
  ms === undefined ? '–' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0);

/**
 * The slowest probe in phases, client and server side (ms since the probe started), and the
 * server's largest event-loop delay in the windows that overlap it.
 */
export function langsamsteSonde(proben: Probe[], server: ServerMessung | null): string {
  return phasen(
    proben.reduce((a, b) => (b.ende > a.ende ? b : a)),
    server,
  );
}

/** One probe in phases (ms since it started), its server side and the loop delay meanwhile. */
export function phasen(p: Probe, server: ServerMessung | null): string {
  const s = server?.sonden[p.id];
  const rel = (t: number | undefined) => (t === undefined ? undefined : t - p.start);
  let text =
    `${f(p.ende)} ms: verbunden ${f(p.verbunden)}, geschrieben ${f(p.geschrieben)}, ` +
    `erstes Byte ${f(p.ersterByte)}, Ende ${f(p.ende)}`;
  if (s) {
    text += ` | Server: angenommen ${f(rel(s.angenommen))}, Anfrage ${f(rel(s.anfrage))}, Antwort ${f(rel(s.antwort))}`;
  } else if (server) {
    text += ' | Server: Anfrage nie gesehen';
  }
  if (server) {
    // the windows that overlap the probe: each ends at its time stamp and begins at the one
    // before (100 ms, or longer when the loop stalled)
    const ende = p.start + p.ende;
    let max = 0;
    server.fensterMax.forEach(([t, ms], i) => {
      const beginn = i > 0 ? server.fensterMax[i - 1]![0] : t - 100;
      if (t > p.start && beginn < ende) max = Math.max(max, ms);
    });
    text += ` | Schleifenverzug bis ${f(max)} ms`;
  }
  return `${text} (Port ${p.port ?? '–'})`;
}
