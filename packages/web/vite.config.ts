// Vite 8 builds the web app. Its built-in oxc transform compiles TSX (automatic JSX runtime),
// so no React plugin is needed. Output: dist/index.html + dist/assets/* (served by the server at
// /berechnung.html, /auth/index.html and /assets/*).
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 8081, strictPort: false },
});
