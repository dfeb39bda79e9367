/**
 * Starting the editor: under `astro dev` with the local backend started by
 * `npm run cms:local`, both on a port set once (EDITOR_BACKEND_PORT, not the
 * default), /admin/ and /admin/index.html open the editor on its first load
 * and sign in to that backend; with no backend answering, the editor says how
 * to start it. A data entry's preview there lists the pages of the last
 * build and draws the value being typed on the page as the dev server shows
 * it. The built site (the test server) opens the editor at both addresses too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyProject } from '../fixtures/editors/project.ts';
import { backendPort, expandItem, goToEntry } from '../fixtures/editors/browser-editor.ts';
import { readDataFile } from '../../src/content-io/content-files.ts';
import { rupees } from '../../src/lib/money.ts';
import { editorBackendUrl } from '../../server/editor-backend.mjs';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const ROOT = join(import.meta.dirname, '../..');
/** Ports of their own, beside the other editor specs' backends. */
const BACKEND_PORT = backendPort('editor-start');
const DEV_PORT = BACKEND_PORT + 1000;
const DEV = `http://127.0.0.1:${DEV_PORT}`;

let project: ReturnType<typeof copyProject>;
const started: ChildProcess[] = [];

async function answers(url: string, init?: RequestInit) {
  for (let i = 0; i < 900; i++) {
    if (
      await fetch(url, init).then(
        (r) => r.ok,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

test.beforeAll(async () => {
  project = copyProject();
  const env = { ...process.env, EDITOR_BACKEND_PORT: String(BACKEND_PORT), ASTRO_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };
  // As an editor starts them: the backend in the working copy (here a copy), the dev server beside it.
  started.push(spawn(process.execPath, [join(ROOT, 'scripts/cms-local.mjs')], { cwd: project.dir, env, stdio: 'ignore' }));
  started.push(
    spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', String(DEV_PORT)], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    }),
  );
  expect(
    await answers(`http://127.0.0.1:${BACKEND_PORT}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' }),
  ).toBe(true);
  expect(await answers(`${DEV}/`)).toBe(true);
});
test.afterAll(() => {
  for (const child of started) child.kill();
  project?.remove();
});

/** The editor at `url` shows its sign-in to the local backend at once, and signing in lists the collections. */
async function opensAndSignsIn(page: Page, url: string) {
  await page.goto(url);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login, `${url}: the editor on its first load`).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: /GitHub/ }), 'the local backend, not GitHub').toHaveCount(0);
  await login.click();
  await expect(page.getByRole('link', { name: 'Programmes and fees' }).first()).toBeVisible({ timeout: 60_000 });
}

for (const address of ['/admin/', '/admin/index.html', '/admin']) {
  test(`under npm run dev, ${address} opens the editor on its first load, signed in to the backend on the port set once`, async ({ browser }) => {
    // A new browser each time: nothing cached from an earlier load.
    const context = await browser.newContext();
    const page = await context.newPage();
    await opensAndSignsIn(page, `${DEV}${address}`);
    await context.close();
  });
}

test('under npm run dev, a data entry’s preview draws the fee being typed on its page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await opensAndSignsIn(page, `${DEV}/admin/`);
  const programme = readDataFile<{ name: string; annualFees: number[] | 'pending' }[]>('programmes.yaml', project.dir).find((p) =>
    Array.isArray(p.annualFees),
  )!;
  const fee = (programme.annualFees as number[])[0]! + 5000;
  await goToEntry(page, '/collections/programmes/entries/programmes');
  const item = await expandItem(page, programme.name);
  await item.getByLabel('Year 1', { exact: true }).fill(String(fee));
  // The pages that show the programmes, as the last build recorded them; the page itself as the dev server draws it now.
  const preview = page.frameLocator('iframe').first();
  await preview.locator('.data-preview__note select').selectOption('/fee-structure', { timeout: 120_000 });
  // Marked as typed (the programme's total, added up from it, is marked too).
  await expect.poll(() => preview.locator('.data-preview__typed').allTextContents(), { timeout: 120_000 }).toContain(rupees(fee));
  await context.close();
});

test('with no local backend answering, the editor says how to start it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`http://localhost:${BACKEND_PORT}/api/v1`, (route) => route.abort());
  await page.goto(`${DEV}/admin/`);
  await expect(page.getByRole('alert').filter({ hasText: 'npm run cms:local' })).toBeVisible({ timeout: 120_000 });
  await context.close();
});

test('the built site opens the editor at /admin/ and /admin/index.html', async ({ browser }) => {
  for (const address of ['/admin/', '/admin/index.html']) {
    // A new browser each time: signed out, as an editor arrives.
    const context = await browser.newContext();
    const page = await context.newPage();
    // The test server's build looks for the backend where it was built to; the backend started above answers there.
    await page.route(editorBackendUrl(), (route) => route.continue({ url: `http://127.0.0.1:${BACKEND_PORT}/api/v1` }));
    await opensAndSignsIn(page, address);
    await context.close();
  }
});
