/**
 * Build step after `vite build`, before scripts/komprimiere.ts (issue 12 §3 "A fast first page",
 * issue 29 "Speed", docs/adr/0032): writes the HTML of every route into dist/index.html – the first
 * wizard step into the root, every other route into a data block whose text an inline script puts
 * into the root when the address names it (docs/adr/0034) – so the page of any address shows before the script
 * has loaded; src/main.tsx hydrates it (where it may, app/erste-seite.ts).
 * The page's stylesheet goes into the page as well (9 KB, 2 KB compressed): as a file it was the
 * one request that held back the first paint (Lighthouse "render-blocking resources", about
 * 150–200 ms in the mobile profile). The CSP allows inline styles ('unsafe-inline' for styles
 * only, packages/server/src/sicherheit.ts); the page is sent with `no-cache`, so a release's
 * styles arrive with its page.
 *
 * The entry src/vorrendern.tsx is built for Node with Vite's SSR build (same config, same
 * transforms as the page) into a temporary folder, imported and called once. The twins of
 * komprimiere.ts must be made from the page this step writes, so it runs before them.
 *
 * Usage: node scripts/vorrendern.ts [dist folder, default: dist next to this package]
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const PLATZHALTER = '<div id="root"></div>';

/**
 * Puts the prerendered markup into the page's empty root, and `danach` right after the root (the
 * other pages and their script, `vorlagen`); the page must hold exactly one empty root.
 */
export function setzeEin(seite: string, markup: string, schluessel: string, danach = ''): string {
  const teile = seite.split(PLATZHALTER);
  if (teile.length !== 2) {
    throw new Error(`Die Seite enthält ${PLATZHALTER} nicht genau einmal.`);
  }
  return teile.join(`<div id="root" data-vorgerendert="${schluessel}">${markup}</div>${danach}`);
}

/** The main area of a page's markup: its element's start tag, content and end tag. */
const HAUPT = /^([\s\S]*<main\b[^>]*>)([\s\S]*)(<\/main>[\s\S]*)$/;

/**
 * The content of each page's main area; the rest (header, footer) must be the same on every page,
 * so the other pages carry only their main area and share the root's frame (a third less HTML to
 * parse). A page with a script would need it in the CSP: refused.
 */
export function hauptInhalte(
  seiten: readonly { schluessel: string; markup: string }[],
): { schluessel: string; markup: string }[] {
  const [erste] = seiten;
  const rahmen = (s: { schluessel: string; markup: string }) => {
    if (/<script/i.test(s.markup)) throw new Error(`${s.schluessel} enthält ein Skript.`);
    const m = HAUPT.exec(s.markup);
    if (!m) throw new Error(`${s.schluessel} hat keinen <main>-Bereich.`);
    return { aussen: m[1]! + m[3]!, innen: m[2]! };
  };
  const erwartet = erste ? rahmen(erste).aussen : '';
  return seiten.map((s) => {
    const { aussen, innen } = rahmen(s);
    if (aussen !== erwartet) {
      throw new Error(`${s.schluessel}: Kopf oder Fuß weicht von der ersten Seite ab.`);
    }
    return { schluessel: s.schluessel, markup: innen };
  });
}

/**
 * The other pages' main areas, each as text in a data block named by its key (`<script
 * type="text/html">`: never run, not shown, not in the accessibility tree, and parsed as one
 * string – as `<template>`s the browser built the DOM of all 31 pages before the first paint of
 * any, docs/adr/0034), then the script that puts the address's page into the root's main area
 * (app/erste-seite.ts `tauschSkript`), with the id the head's `<link rel="expect">` waits for
 * (`setzeWeicheEin`). Inline, so the server's CSP names its hash (not the data blocks').
 */
export function vorlagen(
  seiten: readonly { schluessel: string; markup: string }[],
  attribut: string,
  skript: string,
  skriptId: string,
): string {
  if (skript.includes('</script')) throw new Error('Das Skript enthält </script.');
  const inhalt = seiten.map((s) => {
    if (/["<>&]/.test(s.schluessel)) throw new Error(`Ungültiger Schlüssel ${s.schluessel}`);
    // would end the block early (React escapes "<" in text; hauptInhalte refuses scripts)
    if (/<\/?script/i.test(s.markup)) throw new Error(`${s.schluessel} enthält <script.`);
    return `<script type="text/html" ${attribut}="${s.schluessel}">${s.markup}</script>`;
  });
  return `${inhalt.join('')}<script id="${skriptId}">${skript}</script>`;
}

/**
 * Puts the head script of app/erste-seite.ts (`weicheSkript`) at the end of the page's head,
 * before anything in the body is painted. Inline, so the server's CSP must name its hash
 * (packages/server/src/sicherheit.ts reads it from this page). Before it, a `<link rel="expect"
 * blocking="render">` for the element with `skriptId` (the script after the pages, `vorlagen`):
 * the browser paints the page once, when the address's page is in the root – not the header
 * alone first and the page a frame later (Lighthouse counted the later paint as LCP, and every
 * script loaded by then as holding it back; docs/adr/0034). A browser without it paints as before.
 */
export function setzeWeicheEin(seite: string, skript: string, skriptId: string): string {
  const teile = seite.split('</head>');
  if (teile.length !== 2) throw new Error('Die Seite enthält </head> nicht genau einmal.');
  if (skript.includes('</script')) throw new Error('Das Skript enthält </script.');
  return teile.join(
    `<link rel="expect" href="#${skriptId}" blocking="render"><script>${skript}</script></head>`,
  );
}

/** The id of the script after the prerendered pages, which the first paint waits for. */
export const SEITENWAHL_ID = 'seitenwahl';

/** The page's stylesheet links, each replaced by a <style> element with the file's content. */
export async function bindeStilEin(seite: string, dist: string): Promise<string> {
  const links = [...seite.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  let ergebnis = seite;
  for (const link of links) {
    const href = /\bhref="\/([^"]+\.css)"/.exec(link)?.[1];
    if (!href) throw new Error(`Stylesheet ohne eigene Adresse: ${link}`);
    const css = await readFile(join(dist, href), 'utf8');
    // a "</style" inside the CSS would end the element early
    ergebnis = ergebnis.replace(
      link,
      () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`,
    );
  }
  return ergebnis;
}

export async function vorrendern(dist: string): Promise<void> {
  const ordner = await mkdtemp(join(tmpdir(), 'mietspiegel-vorrendern-'));
  try {
    await build({
      configFile: join(WEB, 'vite.config.ts'),
      root: WEB,
      logLevel: 'warn',
      // bundled whole: the temporary folder lies outside the repo, where Node finds no packages
      ssr: { noExternal: true },
      build: {
        ssr: 'src/vorrendern.tsx',
        outDir: ordner,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'vorrendern.js' } },
      },
    });
    const eintrag = (await import(pathToFileURL(join(ordner, 'vorrendern.js')).href)) as {
      seitenHtml: (schluessel: string) => Promise<string>;
      ERSTER_PFAD: string;
      SEITEN_ATTRIBUT: string;
      VORGERENDERTE_SEITEN: readonly string[];
      tauschSkript: () => string;
      weicheSkript: () => string;
    };
    // one after the other: the routes share the app's module state (the router's hash)
    const seiten: { schluessel: string; markup: string }[] = [];
    for (const schluessel of [eintrag.ERSTER_PFAD, ...eintrag.VORGERENDERTE_SEITEN]) {
      if (seiten.some((s) => s.schluessel === schluessel)) continue;
      seiten.push({ schluessel, markup: await eintrag.seitenHtml(schluessel) });
    }
    const [erste] = seiten;
    const seite = join(dist, 'index.html');
    const mitMarkup = setzeWeicheEin(
      setzeEin(
        await readFile(seite, 'utf8'),
        erste!.markup,
        erste!.schluessel,
        vorlagen(
          hauptInhalte(seiten).slice(1),
          eintrag.SEITEN_ATTRIBUT,
          eintrag.tauschSkript(),
          SEITENWAHL_ID,
        ),
      ),
      eintrag.weicheSkript(),
      SEITENWAHL_ID,
    );
    await writeFile(seite, await bindeStilEin(mitMarkup, dist));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `vorgerendert: ${seiten.length} Seiten, ${kb(seiten.reduce((n, s) => n + s.markup.length, 0))} HTML ` +
        `(${seiten.map((s) => `${s.schluessel} ${kb(s.markup.length)}`).join(', ')})`,
    );
  } finally {
    await rm(ordner, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await vorrendern(resolve(process.argv[2] ?? join(WEB, 'dist')));
}
