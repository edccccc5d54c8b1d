import { defineConfig } from 'vitest/config';

// Unit, component and API tests. Browser tests have their own config (packages/e2e).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/**/*.test.ts'] } },
      // The lint configuration's own test (the floor plan, issue 19 §4).
      { test: { name: 'lint', include: ['eslint/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          include: ['packages/server/**/*.test.ts'],
          // Upper bounds, not waits: a server test spawns processes, opens PGlite or starts an
          // OpenID provider, which on a 2-core machine under a full load (load 20+) took over
          // 60 s (abschalten, oidc/zuordnung timed out there).
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['packages/web/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/web/src/test/einrichtung.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
