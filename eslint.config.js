// Lint keeps the architecture (STYLE.md 8): one-way imports, accessibility rules, zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importExtensions from './eslint/import-extensions.js';

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
