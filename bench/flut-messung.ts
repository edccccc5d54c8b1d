// Measurement inside the server process of flut.bench.ts, loaded before main.ts with
// `--import` (never part of the product): where a slow `/health` probe lost its time.
// - the event-loop delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution): one histogram
//   since the bench's marker request (header `x-flut-messung: start`), and the largest delay
//   of every 100 ms window, so a stall can be lined up with a probe;
// - per probe (header `x-sonde: <id>`): when this process accepted its connection, when the
//   request reached the router (`http.server.request.start`) and when its answer was written;
// - the connections accepted and the answers that closed their connection (keep-alive off),
//   by status, since the marker (the probes' own `Connection: close` not counted): whether the
//   flood reconnects all the time.
// Written as JSON to FLUT_MESSUNG_DATEI when the process exits (main.ts exits on SIGTERM).
// Times are milliseconds since the epoch (performance.timeOrigin + now()), comparable with
// the bench process on the same machine.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const datei = process.env.FLUT_MESSUNG_DATEI;
const jetzt = () => performance.timeOrigin + performance.now();

const seitMarke = monitorEventLoopDelay({ resolution: 10 });
const fenster = monitorEventLoopDelay({ resolution: 10 });
seitMarke.enable();
fenster.enable();
/** [end of the window, largest delay in it in ms] every 100 ms. */
const fensterMax: [number, number][] = [];
setInterval(() => {
  fensterMax.push([Math.round(jetzt()), fenster.max / 1e6]);
  fenster.reset();
}, 100).unref();

let marke = jetzt();
const angenommen = new WeakMap<Socket, number>();
let verbindungen = 0;
let anfragen = 0;
const geschlossenNachStatus: Record<string, number> = {};
const sonden: Record<
  string,
  { angenommen?: number; anfrage: number; antwort?: number; port?: number }
> = {};

subscribe('net.server.socket', (nachricht) => {
  const { socket } = nachricht as { socket: Socket };
  angenommen.set(socket, jetzt());
  verbindungen += 1;
});
subscribe('http.server.request.start', (nachricht) => {
  const { request, socket } = nachricht as { request: IncomingMessage; socket: Socket };
  const t = jetzt();
  anfragen += 1;
  if (request.headers['x-flut-messung'] === 'start') {
    marke = t;
    seitMarke.reset();
    verbindungen = 0;
    anfragen = 0;
    for (const k of Object.keys(geschlossenNachStatus)) delete geschlossenNachStatus[k];
  }
  const id = request.headers['x-sonde'];
  if (typeof id === 'string') {
    sonden[id] = { angenommen: angenommen.get(socket), anfrage: t, port: socket.remotePort };
  }
});
subscribe('http.server.response.finish', (nachricht) => {
  const { request, response } = nachricht as {
    request: IncomingMessage;
    response: ServerResponse;
  };
  const id = request.headers['x-sonde'];
  if (typeof id === 'string') {
    if (sonden[id]) sonden[id].antwort = jetzt();
    return;
  }
  // Node closes the connection after this answer (keep-alive off: `Connection: close` sent
  // by the client or set by the server, or an unread request body it gave up on).
  if (!response.shouldKeepAlive || /close/i.test(String(response.getHeader('connection') ?? ''))) {
    const s = String(response.statusCode);
    geschlossenNachStatus[s] = (geschlossenNachStatus[s] ?? 0) + 1;
  }
});

process.on('exit', () => {
  if (!datei) return;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  writeFileSync(
    datei,
    JSON.stringify({
      marke,
      ende: jetzt(),
      schleife: {
        p50: ms(seitMarke.percentile(50)),
        p99: ms(seitMarke.percentile(99)),
        max: ms(seitMarke.max),
        mittel: ms(seitMarke.mean),
      },
      fensterMax: fensterMax.filter(([t]) => t >= marke),
      verbindungen,
      anfragen,
      geschlossenNachStatus,
      sonden,
    }),
  );
});
