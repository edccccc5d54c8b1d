import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests (playwright-core + Debian's Chromium). Run from the repo root:
// `vitest run --config packages/e2e/vitest.config.ts`. `npm test` builds the web app first.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: repoRoot,
  test: {
    name: 'e2e',
    include: ['packages/e2e/tests/**/*.test.ts'],
    globalSetup: ['packages/e2e/src/global-setup.ts'],
    // One Chromium and one server at a time: the machine has 2 cores.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // the machine may be busy: poll for up to 20 s before an assertion fails
    expect: { poll: { timeout: 20_000, interval: 50 } },
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
