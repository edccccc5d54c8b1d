/**
 * The PDF through the worker pool (issue 18 §1), against rendering in the calling thread as
 * the server did before, all in one run:
 * - hand-over: median of one PDF at a time through a one-thread pool vs. in this thread;
 * - throughput: N PDFs at once through a pool of one thread per core vs. one after the other
 *   in this thread (> 1 where cores are free; the pool scales with PDF_CONCURRENCY);
 * - responsiveness: the longest event-loop delay of this thread (what /health waits at most)
 *   while the N PDFs are made, in the pool vs. in this thread.
 */
import { availableParallelism, loadavg } from 'node:os';
import beispiel from '../packages/domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { pruefePdfParameter } from '@mietspiegel/domain';
import { erzeugeBerechnungsPdf } from '../packages/server/src/pdf/erzeuge.ts';
import { pdfPool } from '../packages/server/src/pdf/pool.ts';
import { ladePdfSchriften } from '../packages/server/src/pdf/schriften.ts';

const N = 200;
/** The heartbeat's interval: its longest gap minus this is how late the event loop answered. */
const TAKT_MS = 2;
const AUFWAERMEN = 30;
const kerne = availableParallelism();

const schriften = await ladePdfSchriften();
// read by the domain's check, as the PDF route does (area in thousandths, height in tenths)
const geprueft = pruefePdfParameter({
  berechnung: beispiel.given,
  zusaetzlicheBegruendungen: 'Adresse: Müllerstraße 5, 80469 München',
  stichtagsdifferenz: { stand: '2026-03-01', hoehe: 2.5 },
});
if (!geprueft.ok) throw new Error(JSON.stringify(geprueft.fehler));
const { parameter } = geprueft;
const jetzt = new Date('2026-11-22T09:00:00Z');

const direkt = () => erzeugeBerechnungsPdf(parameter, schriften, jetzt);
const einer = pdfPool(1);
const alle = pdfPool(kerne);
const ueberPool = () => einer.erzeugePdf(parameter, jetzt);

const mitte = (werte: number[]) => werte.sort((a, b) => a - b)[werte.length >> 1] ?? NaN;

async function median(erzeuge: () => Promise<Buffer>): Promise<number> {
  for (let i = 0; i < AUFWAERMEN; i++) await erzeuge();
  const zeiten: number[] = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    await erzeuge();
    zeiten.push(performance.now() - start);
  }
  return mitte(zeiten);
}

/**
 * Wall time of N PDFs and the longest gap between two beats of a 2-ms timer in this thread
 * meanwhile (ms): a request such as /health waits about that long at most to be read.
 */
async function stapel(alleN: () => Promise<unknown>) {
  let zuletzt = performance.now();
  const luecken: number[] = [];
  let aktiv = true;
  const herzschlag = () => {
    const jetztMs = performance.now();
    luecken.push(jetztMs - zuletzt);
    zuletzt = jetztMs;
    // A timer, not setImmediate: a busy loop of its own would take a core from the pool.
    if (aktiv) setTimeout(herzschlag, TAKT_MS);
  };
  setTimeout(herzschlag, TAKT_MS);
  const start = performance.now();
  await alleN();
  const ms = performance.now() - start;
  aktiv = false;
  luecken.sort((a, b) => a - b);
  const anteil = (q: number) =>
    luecken[Math.min(luecken.length - 1, Math.floor(q * luecken.length))] ?? NaN;
  return { ms, p50: anteil(0.5), p99: anteil(0.99), max: luecken[luecken.length - 1] ?? NaN };
}

const msDirekt = await median(direkt);
const msPool = await median(ueberPool);
for (let i = 0; i < AUFWAERMEN; i++) await Promise.all(Array.from({ length: kerne }, ueberAlle));
function ueberAlle() {
  return alle.erzeugePdf(parameter, jetzt);
}
// As the server did before: one PDF per request, other requests (here: the heartbeat) between them.
const nacheinander = await stapel(async () => {
  for (let i = 0; i < N; i++) {
    await new Promise(setImmediate);
    await direkt();
  }
});
const imPool = await stapel(() => Promise.all(Array.from({ length: N }, ueberAlle)));
await einer.schliesse();
await alle.schliesse();

console.log(`N=${N}, ${kerne} Kerne, Last (1 min): ${loadavg()[0]?.toFixed(1)}`);
console.log(
  `Übergabe: Median über einen Pool-Thread ${msPool.toFixed(1)} ms vs. im eigenen Thread ${msDirekt.toFixed(1)} ms, Verhältnis ${(msPool / msDirekt).toFixed(2)}`,
);
console.log(
  `Durchsatz: ${N} PDFs gleichzeitig im Pool (${kerne} Threads) ${imPool.ms.toFixed(0)} ms vs. nacheinander im eigenen Thread ${nacheinander.ms.toFixed(0)} ms, Verhältnis ${(nacheinander.ms / imPool.ms).toFixed(2)}`,
);
console.log(
  `Lücken zwischen zwei Schlägen eines ${TAKT_MS}-ms-Takts dabei (so lange wartet /health höchstens): Median ${imPool.p50.toFixed(1)} ms im Pool vs. ${nacheinander.p50.toFixed(1)} ms im eigenen Thread (Verhältnis ${(imPool.p50 / nacheinander.p50).toFixed(2)}), p99 ${imPool.p99.toFixed(1)} vs. ${nacheinander.p99.toFixed(1)} ms, längste ${imPool.max.toFixed(1)} vs. ${nacheinander.max.toFixed(1)} ms`,
);
