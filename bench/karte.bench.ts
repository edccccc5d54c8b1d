// The map draws the city's polygons without blocking (issue 29 "Speed", docs/adr/0033): #/karte
// with ≈ 800 synthetic polygons of 2,000 vertices (packages/e2e/src/kartendaten.ts; the real map
// cannot be shipped), in Chromium with the CPU throttled 4× (a slow phone, CDP
// Emulation.setCPUThrottlingRate). Measured are the main thread's long tasks (PerformanceObserver
// "longtask", > 50 ms) from the start of the map's load ("karte-laden") until its polygons are on
// screen ("karte-gezeichnet") and two frames later, then again over one zoom step in – once with
// the map's worker (tiles drawn off the main thread), once with the worker script refused, which
// makes the page load and draw on the main thread as before issue 29 (Leaflet vector paths).
// Same build, same server, same run: the ratio is what counts. Target: no long task over 50 ms
// with the worker. KARTE_LAEUFE (default 3): runs per variant, the median of the longest task.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { komprimiere } from '../packages/web/scripts/komprimiere.ts';
import { vorrendern } from '../packages/web/scripts/vorrendern.ts';
import { findeChromium, starteChromium } from '../packages/e2e/src/chromium.ts';
import { komplexeWohnlagen } from '../packages/e2e/src/kartendaten.ts';
import { starteServer } from '../packages/e2e/src/server.ts';

const DROSSELUNG = 4;
const GRENZE_MS = 50;
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(repo, 'packages/web');
findeChromium();
const laeufe = Math.max(1, Number(process.env.KARTE_LAEUFE ?? 3) || 3);
const last = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const tmp = await mkdtemp(join(tmpdir(), 'mietspiegel-karte-'));
const dist = join(tmp, 'dist');
await build({
  configFile: join(web, 'vite.config.ts'),
  root: web,
  logLevel: 'silent',
  build: { outDir: dist, emptyOutDir: true },
});
await vorrendern(dist);
await komprimiere(dist);

const daten = komplexeWohnlagen();
const ecken = daten.features.reduce((n, f) => n + f.geometry.coordinates[0]!.length, 0);
async function importiere(datenVerzeichnis: string): Promise<void> {
  const datei = join(tmp, 'wohnlagen.geojson');
  await writeFile(datei, JSON.stringify(daten));
  await promisify(execFile)(
    process.execPath,
    ['packages/server/scripts/geodaten.ts', 'wohnlagen', '--datei', datei],
    { cwd: repo, env: { ...process.env, DATA_DIR: datenVerzeichnis } },
  );
}

interface Messung {
  zeichnen: number[];
  zoom: number[];
  dauerMs: number;
}

/** Long tasks (ms) that started at or after the mark, collected by the init script below. */
async function langeAufgabenSeit(page: Page, mark: string): Promise<number[]> {
  return page.evaluate((m) => {
    const start = performance.getEntriesByName(m)[0]?.startTime ?? 0;
    const w = window as unknown as { langeAufgaben: { start: number; dauer: number }[] };
    return w.langeAufgaben.filter((a) => a.start + a.dauer >= start).map((a) => a.dauer);
  }, mark);
}

const zweiBilder = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

async function miss(basisUrl: string, mitWorker: boolean): Promise<Messung> {
  const browser = await starteChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      const w = window as unknown as { langeAufgaben: { start: number; dauer: number }[] };
      w.langeAufgaben = [];
      new PerformanceObserver((liste) => {
        for (const e of liste.getEntries()) {
          w.langeAufgaben.push({ start: e.startTime, dauer: e.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    if (!mitWorker) await page.route(/\/assets\/kachel-worker-[^/]*\.js$/, (r) => r.abort());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DROSSELUNG });
    await page.goto(`${basisUrl}/berechnung.html#/karte`);
    await page.waitForSelector('.karte[data-gezeichnet="ja"]', { timeout: 300_000 });
    await zweiBilder(page);
    const dauerMs = await page.evaluate(() => {
      const a = performance.getEntriesByName('karte-laden')[0]?.startTime ?? 0;
      const b = performance.getEntriesByName('karte-gezeichnet')[0]?.startTime ?? 0;
      return b - a;
    });
    const zeichnen = await langeAufgabenSeit(page, 'karte-laden');
    // one zoom step in, by the zoom button (Leaflet animates, then redraws)
    await page.evaluate(() => performance.mark('karte-zoom'));
    await page.getByRole('button', { name: 'Vergrößern' }).click();
    await page.waitForFunction(
      () => !document.querySelector('.leaflet-zoom-anim, .leaflet-tile:not(.leaflet-tile-loaded)'),
      undefined,
      { timeout: 120_000 },
    );
    await page.waitForTimeout(1000); // tiles asked for after the animation
    await zweiBilder(page);
    const zoom = await langeAufgabenSeit(page, 'karte-zoom');
    return { zeichnen, zoom, dauerMs };
  } finally {
    await browser.close();
  }
}

const median = (w: number[]) => {
  const s = [...w].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const max = (w: number[]) => (w.length ? Math.max(...w) : 0);
const sperrzeit = (w: number[]) => w.reduce((n, d) => n + Math.max(0, d - GRENZE_MS), 0);

const server = await starteServer(
  { WEB_DIST: dist, LOG_LEVEL: 'warn' },
  { vorbereiten: importiere },
);
const ergebnisse: Record<'worker' | 'hauptthread', Messung[]> = { worker: [], hauptthread: [] };
try {
  for (let i = 0; i < laeufe; i++) {
    for (const art of ['worker', 'hauptthread'] as const) {
      const m = await miss(server.basisUrl, art === 'worker');
      ergebnisse[art].push(m);
      console.log(
        `${art.padEnd(11)} Lauf ${i + 1}: gezeichnet nach ${Math.round(m.dauerMs)} ms; ` +
          `lange Aufgaben beim Zeichnen ${m.zeichnen.length} (längste ${Math.round(max(m.zeichnen))} ms), ` +
          `beim Zoomen ${m.zoom.length} (längste ${Math.round(max(m.zoom))} ms); Last ${last()}`,
      );
    }
  }
} finally {
  await server.stoppe();
  await rm(tmp, { recursive: true, force: true });
}

console.log(
  `\nKarte mit ${daten.features.length} Flächen, ${ecken} Ecken; CPU ${DROSSELUNG}× gedrosselt; ` +
    `Median aus ${laeufe} Läufen; ${cpus().length} Kerne, Last ${last()}`,
);
console.log(
  '| Weg | längste Aufgabe Zeichnen | Sperrzeit Zeichnen | längste Aufgabe Zoom | Sperrzeit Zoom | gezeichnet nach |',
);
console.log('|---|---|---|---|---|---|');
const zeile = (art: 'worker' | 'hauptthread') => {
  const m = ergebnisse[art];
  return (
    `| ${art} | ${Math.round(median(m.map((x) => max(x.zeichnen))))} ms | ` +
    `${Math.round(median(m.map((x) => sperrzeit(x.zeichnen))))} ms | ` +
    `${Math.round(median(m.map((x) => max(x.zoom))))} ms | ` +
    `${Math.round(median(m.map((x) => sperrzeit(x.zoom))))} ms | ` +
    `${(median(m.map((x) => x.dauerMs)) / 1000).toFixed(1)} s |`
  );
};
console.log(zeile('worker'));
console.log(zeile('hauptthread'));
const neu = median(ergebnisse.worker.map((x) => Math.max(max(x.zeichnen), max(x.zoom))));
const alt = median(ergebnisse.hauptthread.map((x) => Math.max(max(x.zeichnen), max(x.zoom))));
console.log(
  `längste Aufgabe mit Worker / ohne: ${neu} ms / ${Math.round(alt)} ms = ${(neu / Math.max(1, alt)).toFixed(3)} ` +
    `(Ziel: keine über ${GRENZE_MS} ms mit Worker)`,
);
if (neu > GRENZE_MS) process.exitCode = 1;
