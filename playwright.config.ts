import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAUNCH_OPTIONS } from './scripts/browser/chromium.mjs';

const PORT = Number(process.env.TEST_PORT ?? 4400);
/** The enquiry export token the browser tests use (tests/e2e/enquiry.spec.ts). */
export const E2E_EXPORT_TOKEN = 'e2e-export-token-at-least-32-characters-long';
/** The browser editor's scenarios, each on a copy of the project (tests/fixtures/editors). */
const EDITOR_SPECS = 'tests/e2e/editor*.spec.ts';

export default defineConfig({
  // The whole project, so a component's own browser tests can sit in its folder (src/components/<Name>/<Name>.spec.ts).
  testDir: '.',
  // A screenshot is named by its path from the project root, so each sits in the folder of the component it shows
  // (tests/site/gallery.spec.ts: src/components/<Name>/screenshots/).
  snapshotPathTemplate: '{testDir}/{arg}{-snapshotSuffix}{ext}',
  testMatch: ['tests/e2e/**/*.spec.ts', 'tests/site/**/*.spec.ts', 'src/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  projects: [
    // The editor's scenarios mostly wait on the editor (its saves, its redraws): one at a time, so the other
    // worker's pages keep the machine busy meanwhile, rather than two such scenarios leaving it idle together.
    { name: 'editor', testMatch: EDITOR_SPECS, workers: 1 },
    { name: 'site', testIgnore: EDITOR_SPECS },
  ],
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The project's fonts only (scripts/browser): screenshots do not depend on the machine's fonts.
    launchOptions: LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node server/main.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // A fresh enquiry store per run; tests submit quickly and often from one address.
      ENQUIRY_DB_PATH: join(tmpdir(), `enquiries-e2e-${PORT}-${process.pid}.sqlite`),
      ENQUIRY_EXPORT_TOKEN: E2E_EXPORT_TOKEN,
      ENQUIRY_MIN_FILL_MS: '0',
      ENQUIRY_RATE_LIMIT: '0',
      // The editor's browser tests open /admin/, which the server answers only when told to (docs/deployment.md).
      SERVE_EDITOR: '1',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
