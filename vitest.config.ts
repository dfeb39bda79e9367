import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/site/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest leaves one core free by default, which is half of a 2-core CI machine. Every file that
    // starts a server, a database or a build takes free ports and temporary copies, so files run side by side.
    maxWorkers: 2,
    // Test files share a worker's module cache instead of each spawning its own (2.5 s apiece): no test mocks
    // modules or changes the environment, and what a file starts (servers, databases, copies) it stops.
    isolate: false,
  },
});
