// The flood of flut.bench.ts, in its own process so that its load does not slow the probes:
// autocannon with the given connections against one route until stdin closes (or the duration
// ends), then one line of JSON: the answers by status, errors, timeouts and seconds.
import autocannon from 'autocannon';

const [url, methode, verbindungen, dauer, body] = process.argv.slice(2);
const lauf = autocannon(
  {
    url: url as string,
    method: methode as 'GET' | 'POST',
    connections: Number(verbindungen),
    duration: Number(dauer),
    timeout: 30,
    ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
  },
  (fehler, ergebnis) => {
    if (fehler) throw fehler;
    const r = ergebnis as unknown as {
      statusCodeStats?: Record<string, { count: number }>;
      errors: number;
      timeouts: number;
      duration: number;
    };
    console.log(
      JSON.stringify({
        status: Object.fromEntries(
          Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]),
        ),
        fehler: r.errors,
        zeitueberschreitungen: r.timeouts,
        sekunden: r.duration,
      }),
    );
    process.exit(0);
  },
);
process.stdin.on('end', () => lauf.stop());
process.stdin.resume();
