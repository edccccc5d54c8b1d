// Bundle budget of the web app (issue item 8): the JS+CSS a browser loads before the first
// step is usable, gzipped, must stay ≤ 1.6 × a bare React+ReactDOM page built with the same Vite.
// Both are built here, in temp dirs, with Vite's programmatic build(); what counts is what
// dist/index.html loads up front: module scripts, modulepreload links and stylesheets.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET = 1.6;
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(repo, 'packages/web');

/** Files index.html loads before anything runs: module scripts, modulepreloads, stylesheets. */
export function vorabGeladen(html: string): string[] {
  const dateien = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) dateien.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) dateien.add(href);
  }
  return [...dateien];
}

function gzipGroesse(dist: string): { bytes: number; dateien: { datei: string; gzip: number }[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const dateien = vorabGeladen(html).map((href) => {
    const inhalt = readFileSync(join(dist, href.replace(/^\//, '')));
    return { datei: href, gzip: gzipSync(inhalt, { level: 9 }).length };
  });
  return { bytes: dateien.reduce((s, d) => s + d.gzip, 0), dateien };
}

const tmp = mkdtempSync(join(tmpdir(), 'mietspiegel-bundle-'));
try {
  // 1. bare React + ReactDOM page
  const bare = join(tmp, 'bare');
  const bareSrc = join(tmp, 'bare-src');
  mkdirSync(bareSrc, { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(bareSrc, 'node_modules'), 'dir');
  writeFileSync(
    join(bareSrc, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>bare</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(bareSrc, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'Hallo'));\n",
  );
  await build({
    root: bareSrc,
    base: '/',
    logLevel: 'silent',
    configFile: false,
    build: { outDir: bare, emptyOutDir: true },
  });

  // 2. the app, with its own config, into a temp dir (the server's dist stays untouched)
  const app = join(tmp, 'app');
  await build({
    configFile: join(web, 'vite.config.ts'),
    root: web,
    logLevel: 'silent',
    build: { outDir: app, emptyOutDir: true },
  });

  const b = gzipGroesse(bare);
  const a = gzipGroesse(app);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`bare React+ReactDOM, vorab geladen (gzip): ${kb(b.bytes)}`);
  console.log(`Mietspiegelrechner, vorab geladen (gzip):  ${kb(a.bytes)}`);
  for (const d of a.dateien) console.log(`  ${d.datei.padEnd(44)} ${kb(d.gzip)}`);
  const verhaeltnis = a.bytes / b.bytes;
  console.log(`Verhältnis App / bare React: ${verhaeltnis.toFixed(2)} (Budget ≤ ${BUDGET})`);
  if (verhaeltnis > BUDGET) {
    console.error('Budget überschritten.');
    process.exitCode = 1;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
