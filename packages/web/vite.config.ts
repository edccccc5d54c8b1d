// Vite 8 builds the web app. Its built-in oxc transform compiles TSX (automatic JSX runtime),
// so no React plugin is needed. Output: dist/index.html + dist/assets/* (served by the server at
// /berechnung.html, /auth/index.html and /assets/*).
import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * The page's scripts at low fetch priority (issue 29 "Speed", docs/adr/0034): every route comes
 * as HTML with its styles inline (scripts/vorrendern.ts), so nothing but the page itself is
 * needed for the first paint, and the module scripts are deferred anyway. At Chrome's default
 * (High) a slow network shares its first round trips between the page and 25 scripts, and
 * Lighthouse's simulation counts every High script that finished before the observed first paint
 * as render-blocking: 0.9 s or 2.6 s FCP for the same page, depending on how busy the CPU was.
 */
function skripteNiedrig(): Plugin {
  return {
    name: 'skripte-niedrig',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [skripteNiedrig()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // docs/adr/0034: what the first page needs in one chunk – not 24 small ones, each a
        // request of its own on a slow network – except the entry itself: main.tsx awaits the
        // route's lazy chunk, which imports this chunk; in one chunk with main.tsx that chunk
        // would wait for its own evaluation to end (a top-level await cycle: no page ever
        // hydrated).
        codeSplitting: {
          groups: [
            {
              name: 'start',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id),
            },
          ],
        },
      },
    },
  },
  server: { port: 8081, strictPort: false },
});
