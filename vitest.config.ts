import { defineConfig } from 'vitest/config';

/**
 * The tests in tiers, each run by `scripts/test.sh` when what it needs is there:
 * - unit: rules and modules alone; start nothing (no process, server, database or build).
 * - tools: the project's commands, servers and databases, on copies of the content; no build.
 * - site: the one shared build (`SITE_PREVIEW=1 npm run build`), read from dist/ and served, and the change report
 *   against it; a component's checks over the built pages sit in its folder (`src/components/<Name>/<Name>.test.ts`).
 * - builds: the few tests that build the sources themselves (the site as of other days, an editor's changes).
 */
export const TIERS = {
  unit: ['tests/unit/**/*.test.ts'],
  tools: ['tests/tools/**/*.test.ts'],
  site: ['tests/site/**/*.test.ts', 'src/**/*.test.ts'],
  builds: ['tests/builds/**/*.test.ts'],
} as const;

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest leaves one core free by default, which is half of a 2-core CI machine. Every file that
    // starts a server, a database or a build takes free ports and temporary copies, so files run side by side.
    maxWorkers: 2,
    // Test files share a worker's module cache instead of each spawning its own (2.5 s apiece): no test mocks
    // modules or changes the environment, and what a file starts (servers, databases, copies) it stops.
    isolate: false,
    projects: Object.entries(TIERS).map(([name, include]) => ({
      extends: true,
      test: { name, include: [...include] },
    })),
  },
});
