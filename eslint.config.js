// Lint keeps the architecture (STYLE.md 8): one-way imports, accessibility rules, zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import importExtensions from './eslint/import-extensions.js';
import { domaenenZonen, paketZonen, serverZonen, webZonen } from './eslint/schichten.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Node runs the sources by stripping types (docs/adr/0006): it keeps a value import as
    // written, so a type goes in an `import type` (which it drops whole), and it loads a
    // relative path only with the file's extension.
    files: ['**/*.{ts,tsx}'],
    plugins: { lokal: { rules: { 'import-extensions': importExtensions } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false },
      ],
      'lokal/import-extensions': 'error',
    },
  },
  {
    // The floor plan (README „Layers“, eslint/schichten.js): every import stays inside the
    // declared layers; type-only imports count. Import cycles, type-only ones included, are
    // checked by dependency-cruiser in the same `npm run lint` (.dependency-cruiser.mjs): import-x's
    // `no-cycle` follows only the imports Node keeps when it strips the types.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/web/src/test/**',
      'packages/web/src/vorlagen/test-server.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // which files import-x reads for their imports (its default is JavaScript only)
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...paketZonen, ...domaenenZonen, ...serverZonen, ...webZonen],
        },
      ],
    },
  },
  {
    // The domain core is framework-free and I/O-free: browser and server both import it.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'node:*',
                'fs',
                'path',
                '@mietspiegel/*',
                'kysely',
                'pg',
                '@electric-sql/*',
                'pdfkit',
              ],
              message: 'Die Domäne bleibt frei von Frameworks und I/O.',
            },
            {
              // A layer folder's face is its index.ts (packages/domain/README.md „Schichten“):
              // from outside a folder only `../ordner/index.ts`, inside it the sibling file
              // itself, never the own index.ts (that would be a cycle through the face).
              regex: '^(\\.\\.?/[^/]+/(?!index\\.ts$)[^/]+\\.ts|\\./index\\.ts)$',
              message:
                'Ein Ordner der Domäne wird von außen über seine index.ts importiert, von innen über die Datei selbst.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app talks to the server only over HTTP.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ...jsxA11y.configs.recommended,
    plugins: { ...jsxA11y.configs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mietspiegel/server', 'fastify', 'node:*', 'pdfkit', 'kysely', 'pg'],
              message: 'Die Web-App spricht mit dem Server nur über HTTP.',
            },
          ],
        },
      ],
    },
  },
);
