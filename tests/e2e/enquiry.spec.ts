/**
 * The admission enquiry in Chromium against the production server: the
 * modal with and without JavaScript, native posts (303, messages per field
 * with the input kept), double submission, a store failure and the rate
 * limit shown with the input kept, and the staff export's authorisation.
 * Failure and rate-limit cases run on a second server this file starts.
 */
import { homeAnnouncementShown } from './dated-content.ts';
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_EXPORT_TOKEN } from '../../playwright.config.ts';
import { enquiryMessages } from '../../src/lib/enquiry/shared/messages.ts';
import { routeIn } from '../../src/lib/languages.ts';
import { translator } from '../languages.ts';
import { expectReceipt, exportedRows, fill, islandReady, marker, openModal, PAGE, thankYouPage, valid } from './enquiry-form.ts';
import { axeViolations } from '../site/axe.ts';
import { ENQUIRY_DIALOG_ID } from '../../src/components/EnquiryForm/dialog-id.ts';
import { ENQUIRY_HREF } from '../../src/lib/admission-cycle.ts';
import { hasGeneratedPage, programmePage } from '../../src/lib/programme-pages.ts';
import { programmes } from '../content.ts';
import { words as strings } from '../../src/components/EnquiryForm/EnquiryForm.words.ts';
import { HELD_SCRIPTS, holdScript, RENDERER } from '../held-scripts.ts';

/** A second production server on a free port, with its own settings. */
async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['server/main.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ENQUIRY_MIN_FILL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const port = /:(\d+)\s*$/m.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

test.describe('the modal', () => {
  test('opens from the frame, holds focus, closes with Escape and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    const trigger = page.getByRole('button', { name: 'Admission Enquiry' });
    const dialog = await openModal(page);
    // Focus starts on the dialog's title, so it is read from the start.
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(700);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await openModal(page);
    await dialog.getByRole('button', { name: 'Close admission enquiry' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('closed, it is laid out ready to open but out of sight, of the accessibility tree and of Tab', async ({ page }) => {
    await page.goto(PAGE);
    const dialog = page.locator(`#${ENQUIRY_DIALOG_ID}`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: strings.en.title })).toHaveCount(0);
    // Laid out where it opens, so a first open only has to show it.
    expect((await dialog.evaluate((d) => d.getBoundingClientRect())).height).toBeGreaterThan(0);
    // Nothing in it takes focus, from a script or from Tab after the last control of the page.
    const focusable = 'a[href], button, input, select, textarea, [tabindex]';
    expect(
      await dialog.evaluate(
        (d, selector) => [...d.querySelectorAll<HTMLElement>(selector)].filter((el) => (el.focus(), document.activeElement === el)).length,
        focusable,
      ),
    ).toBe(0);
    await page.locator(`footer :is(${focusable})`).last().focus();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(false);
  });

  test('on a phone the dialog is a full-screen sheet whose title and close button stay in reach at the end of the form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(PAGE);
    const dialog = await openModal(page);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    await dialog.getByRole('button', { name: strings.en.submit }).scrollIntoViewIfNeeded();
    expect(await dialog.evaluate((d) => d.scrollTop)).toBeGreaterThan(0);
    await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeInViewport();
    const close = dialog.locator('.enquiry-dialog__close');
    await expect(close).toBeInViewport();
    // Nothing of the form is painted over it: a click there reaches it.
    await close.click({ trial: true });
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test('validates in the browser: summary takes focus, messages tied to their fields, input kept', async ({ page }) => {
    await page.goto(PAGE);
    const dialog = await openModal(page);
    await dialog.getByLabel('Full name').fill('A');
    await dialog.getByLabel('Mobile number').fill('12345');
    await islandReady(dialog);
    await dialog.getByRole('button', { name: strings.en.submit }).click();
    const summary = dialog.locator('[data-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('8 answers need correcting');
    // An alert named by its first sentence: announced as it appears, and named where focus lands.
    await expect(summary).toHaveRole('alert');
    await expect(summary).toHaveAccessibleName(/8 answers need correcting/);
    await expect(summary).toContainText('+91 90000 00000');
    const name = dialog.getByLabel('Full name');
    await expect(name).toHaveValue('A');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Your name must be at least 2 characters/);
    await expect(dialog.getByLabel('Mobile number')).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number/);
    await summary.getByRole('link', { name: /Your city|Enter your city/ }).click();
    await expect(dialog.getByLabel('City')).toBeFocused();
    expect(await axeViolations(page, '#enquiry-dialog')).toEqual([]);
  });

  test('sends with JavaScript: the button says it is sending, then the thank-you page with the reference, one stored row with the phone normalised', async ({
    page,
  }) => {
    const tag = marker('js');
    await page.goto(PAGE);
    const dialog = await openModal(page);
    await fill(dialog, valid(tag));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/enquiries', async (route) => {
      await held;
      await route.continue();
    });
    await islandReady(dialog);
    const submit = dialog.getByRole('button', { name: strings.en.submit });
    await submit.click();
    const busy = dialog.getByRole('button', { name: strings.en.submitting });
    await expect(busy).toBeDisabled();
    release();
    await page.waitForURL(thankYouPage());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your submission');
    await expectReceipt(page, tag, valid(tag));
    const rows = await exportedRows(page, tag);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("'+919876543210");
    expect(rows[0]).toContain('Pharmacy (PG & UG Courses)');
  });

  test('a double click stores one enquiry', async ({ page }) => {
    const tag = marker('double');
    await page.goto(PAGE);
    const dialog = await openModal(page);
    await fill(dialog, valid(tag));
    let posts = 0;
    await page.route('**/api/enquiries', async (route) => {
      posts++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await dialog.getByRole('button', { name: strings.en.submit }).dblclick();
    await page.waitForURL(thankYouPage());
    expect(posts).toBe(1);
    expect(await exportedRows(page, tag)).toHaveLength(1);
  });

  for (const [when, held] of HELD_SCRIPTS) {
    test(`sent ${when}, the form posts as it does without JavaScript and lands on the thank-you page`, async ({ page }) => {
      const tag = marker(`early-${held === RENDERER ? 'react' : 'runtime'}`);
      await holdScript(page, held);
      await page.goto(PAGE);
      const dialog = await openModal(page);
      await fill(dialog, valid(tag));
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST'),
        dialog.getByRole('button', { name: strings.en.submit }).click(),
      ]);
      // A plain form post (the island's own sends JSON and is answered 201).
      expect(response.status()).toBe(303);
      await page.waitForURL(thankYouPage());
      expect(await exportedRows(page, tag)).toHaveLength(1);
    });
  }

  test('the same idempotency key sent twice stores one enquiry', async ({ request }) => {
    const tag = marker('key');
    const body = { ...valid(tag), idempotencyKey: `e2e-${tag}` };
    const first = await request.post('/api/enquiries', { data: body });
    const second = await request.post('/api/enquiries', { data: body });
    expect(first.status()).toBe(201);
    expect(second.status()).toBe(200);
    expect((await first.json()).id).toBe((await second.json()).id);
  });
});

test.describe('every offer to enquire', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });
  // One page per kind: the home page's actions, the admissions tiles and steps, a school's apply banner, a programme's page.
  const generated = programmes().find(hasGeneratedPage)!;
  const ROUTES = ['/', '/admission-main', '/school-of-engineering', programmePage(generated)];

  test('opens the enquiry dialog with a tap, and is a link to the form where the browser has no invoker commands', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: strings.en.title });
    for (const route of ROUTES) {
      await page.goto(route);
      // Nothing in the page leads away to the form's page while the dialog can open.
      await expect(page.locator(`main a[href="${ENQUIRY_HREF}"]`).filter({ visible: true })).toHaveCount(0);
      const offers = page.locator(`main button[commandfor="${ENQUIRY_DIALOG_ID}"][command="show-modal"]`);
      // The admissions page offers it in its steps whatever the day; a programme's page beside its help desk.
      if (route !== '/' && route !== '/school-of-engineering') expect(await offers.count(), route).toBeGreaterThan(0);
      for (const offer of await offers.all()) {
        const name = (await offer.textContent())!.trim();
        await offer.tap();
        await expect(dialog, `${route}: ${name}`).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(offer).toBeFocused();
      }
      // A browser without invoker commands (BaseLayout marks it) gets a link to the form's page in each one's place.
      await page.evaluate(() => document.documentElement.classList.add('no-invokers'));
      for (const offer of await offers.all()) {
        await expect(offer).toBeHidden();
        const standIn = offer.locator('xpath=following-sibling::a[1]');
        await expect(standIn).toBeVisible();
        await expect(standIn).toHaveAttribute('href', ENQUIRY_HREF);
        await expect(standIn).toHaveText((await offer.textContent())!);
      }
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the frame control opens the modal and a native post lands on the thank-you page (303) with the reference', async ({ page }) => {
    const tag = marker('nojs');
    await page.goto(PAGE);
    const dialog = await openModal(page);
    await fill(dialog, valid(tag));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: strings.en.submit }).click(),
    ]);
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toMatch(thankYouPage());
    await page.waitForURL(thankYouPage());
    expect(await exportedRows(page, tag)).toHaveLength(1);
    await expectReceipt(page, tag, valid(tag));
    // The page on its own, without a reference or with anything else in its place, shows no receipt.
    for (const query of ['', '?reference=%3Cb%3Ex%3C/b%3E', '?reference=ABCD-12345']) {
      await page.goto(`/thank-you-admission${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your submission');
      await expect(page.locator('[data-enquiry-receipt]')).toBeHidden();
    }
  });

  test('invalid input comes back with a message per field and the input kept', async ({ page }) => {
    await page.goto('/admission-helpdesk-contact');
    const form = page.locator('#enquiry-inline');
    await fill(form, { ...valid('x'), name: 'Z', phoneno: '12345', query: 'short' });
    // The browser's own checks would stop the post; the server must hold the line too.
    await form.evaluate((f: HTMLFormElement) => (f.noValidate = true)).catch(() => {});
    await page.evaluate(() => document.querySelectorAll('form').forEach((f) => f.setAttribute('novalidate', ''))).catch(() => {});
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/enquiries')),
      form.getByRole('button', { name: strings.en.submit }).click(),
    ]);
    expect(response.status()).toBe(422);
    const again = page.locator('#enquiry-inline');
    await expect(again.locator('[data-summary]')).toContainText('3 answers need correcting');
    await expect(again.getByLabel('Full name')).toHaveValue('Z');
    await expect(again.getByLabel('Full name')).toHaveAccessibleDescription(/at least 2 characters/);
    await expect(again.getByLabel('Mobile number')).toHaveValue('12345');
    await expect(again.getByLabel('Your query')).toHaveValue('short');
    await expect(again.getByLabel('Your query')).toHaveAccessibleDescription(/at least 10 characters/);
    await expect(again.getByLabel('E-mail address')).toHaveValue('asha.rao@example.com');
    await expect(again.getByLabel('Programme')).toHaveValue('Pharmacy (PG & UG Courses)');
    await expect(again.getByLabel('State or union territory')).toHaveValue('Uttar Pradesh');
    await expect(again.getByLabel('E-mail address')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test('the help desk page shows the contacts and an inline form that sends, with no accessibility or CSP violations', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => (window as any).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
  );
  await page.goto('/admission-helpdesk-contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission Help Desk and Contacts');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute('href', 'tel:+919000000000');
  await expect(main.getByRole('link', { name: 'admissions@northgate-university.example' })).toBeVisible();
  await expect(main.getByRole('link', { name: '+91 120 400 0001' })).toBeVisible();
  await expect(main.locator('address')).toContainText('Noida');
  await expect(page.locator('#enquiry-inline')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const tag = marker('inline');
  await fill(page.locator('#enquiry-inline'), valid(tag));
  await page.locator('#enquiry-inline').getByRole('button', { name: strings.en.submit }).click();
  await page.waitForURL(thankYouPage());
  expect(await exportedRows(page, tag)).toHaveLength(1);
  expect(violations).toEqual([]);
});

test('pages carry the security headers and a hash-based CSP; scripts run without violations', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => (window as any).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
  );
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain('unsafe-inline');
  // The announcement, while it is a dialog, is closed first; afterwards the page has none.
  if ((await homeAnnouncementShown(page.request)) === 'dialog') {
    await expect(page.locator('dialog.announcement')).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // Pointing at the carousel runs the hydration directive's inline script and then the island.
  const carousel = page.getByRole('region', { name: 'Campus highlights' });
  await carousel.hover();
  await expect(carousel.locator('.carousel__rotation')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test.describe('on a second server', () => {
  test('a store that cannot be written is reported with the input kept and the phone number', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-broken-'));
    writeFileSync(join(dir, 'not-a-directory'), '');
    const server = await startServer({ ENQUIRY_DB_PATH: join(dir, 'not-a-directory', 'enquiries.sqlite') });
    try {
      await page.goto(`${server.url}${PAGE}`);
      const dialog = await openModal(page);
      const values = valid(marker('broken'));
      await fill(dialog, values);
      await dialog.getByRole('button', { name: strings.en.submit }).click();
      const summary = dialog.locator('[data-summary]');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('could not save it');
      await expect(summary.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute('href', 'tel:+919000000000');
      await expect(dialog.getByLabel('Your query')).toHaveValue(values.query);
      await expect(dialog.getByLabel('Full name')).toHaveValue(values.name);
      await expect(dialog.getByRole('button', { name: strings.en.submit })).toBeEnabled();
      expect(page.url()).not.toContain('thank-you');
      const raw = await page.request.post(`${server.url}/api/enquiries`, { data: values });
      expect(raw.status()).toBe(503);
    } finally {
      await server.stop();
    }
  });

  test('too many enquiries get a clear 429, shown with the input kept; export answers 404 without a token', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-limited-'));
    const server = await startServer({
      ENQUIRY_DB_PATH: join(dir, 'enquiries.sqlite'),
      ENQUIRY_RATE_LIMIT: '1',
      ENQUIRY_RATE_WINDOW_SECONDS: '3600',
      ENQUIRY_EXPORT_TOKEN: '',
    });
    try {
      const first = await page.request.post(`${server.url}/api/enquiries`, { data: valid(marker('first')) });
      expect(first.status()).toBe(201);
      const second = await page.request.post(`${server.url}/api/enquiries`, { data: valid(marker('second')) });
      expect(second.status()).toBe(429);
      expect(Number(second.headers()['retry-after'])).toBeGreaterThan(0);
      await page.goto(`${server.url}${PAGE}`);
      const dialog = await openModal(page);
      const values = valid(marker('limited'));
      await fill(dialog, values);
      await dialog.getByRole('button', { name: strings.en.submit }).click();
      const summary = dialog.locator('[data-summary]');
      await expect(summary).toContainText('several enquiries from your connection');
      await expect(summary).toContainText('+91 90000 00000');
      await expect(dialog.getByLabel('Your query')).toHaveValue(values.query);
      expect((await page.request.get(`${server.url}/api/enquiries.csv`)).status()).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

test('the export needs the right bearer token', async ({ request }) => {
  expect((await request.get('/api/enquiries.csv')).status()).toBe(401);
  expect((await request.get('/api/enquiries.csv', { headers: { authorization: 'Bearer wrong-token' } })).status()).toBe(401);
  const ok = await request.get('/api/enquiries.csv', { headers: { authorization: `Bearer ${E2E_EXPORT_TOKEN}` } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-type']).toContain('text/csv');
  expect((await ok.text()).split('\r\n')[0]).toContain('id,received_at,name,email,phone,program,state,city,query');
});

test('a body over the size limit is refused with 413', async ({ request }) => {
  const response = await request.post('/api/enquiries', { data: { ...valid('big'), query: 'x'.repeat(40_000) } });
  expect(response.status()).toBe(413);
});

test.describe('in Hindi', () => {
  const t = strings.hi;
  const say = enquiryMessages.hi;
  const HINDI_PAGE = routeIn('hi', PAGE);
  /** Only a name too short and a mobile number that is not one: every other answer is missing. */
  const partly = { name: 'A', phoneno: '12345' };
  const wrongCount = 8;

  test('with JavaScript: Hindi labels and messages from the schema, the input kept; a valid enquiry lands on the Hindi thank-you page, stored as in English', async ({
    page,
  }) => {
    const tag = marker('hi-js');
    await page.goto(HINDI_PAGE);
    const dialog = await openModal(page, 'hi');
    await dialog.getByLabel(t.labels.name).fill(partly.name);
    await dialog.getByLabel(t.labels.phoneno).fill(partly.phoneno);
    await islandReady(dialog);
    await dialog.getByRole('button', { name: t.submit }).click();
    const summary = dialog.locator('[data-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(say.correct(wrongCount));
    await expect(dialog.getByLabel(t.labels.name)).toHaveValue(partly.name);
    await expect(dialog.getByLabel(t.labels.name)).toHaveAccessibleDescription(new RegExp(say.rules['name.min']));
    await expect(dialog.getByLabel(t.labels.phoneno)).toHaveAccessibleDescription(new RegExp(say.rules['phoneno.format'].replace(/[()+]/g, '\\$&')));
    await summary.getByRole('link', { name: say.rules['city.empty'] }).click();
    await expect(dialog.getByLabel(t.labels.city)).toBeFocused();

    const values = valid(tag);
    await fill(dialog, values, 'hi');
    // The state is named in Hindi; the value sent is the schema's.
    await expect(dialog.getByLabel(t.labels.state).locator('option:checked')).toHaveText(translator('hi')(values.state));
    await islandReady(dialog);
    await dialog.getByRole('button', { name: t.submit }).click();
    await page.waitForURL(thankYouPage('hi'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectReceipt(page, tag, values, 'hi');
    expect(await axeViolations(page)).toEqual([]);
    const rows = await exportedRows(page, tag);
    expect(rows).toHaveLength(1);
    // The programme and the state are stored as the form's values, the same as from an English page.
    expect(rows[0]).toContain(values.program);
    expect(rows[0]).toContain(values.state);
  });

  test('without JavaScript: the server answers in Hindi, names each field and keeps the input; a valid post lands on the Hindi thank-you page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(HINDI_PAGE);
    const dialog = await openModal(page, 'hi');
    await dialog.getByLabel(t.labels.name).fill(partly.name);
    await dialog.getByLabel(t.labels.phoneno).fill(partly.phoneno);
    await page.evaluate(() => document.querySelectorAll('form').forEach((f) => f.setAttribute('novalidate', '')));
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(routeIn('hi', '/api/enquiries'))),
      dialog.getByRole('button', { name: t.submit }).click(),
    ]);
    expect(invalid.status()).toBe(422);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const form = page.locator('#enquiry-inline');
    await expect(form.locator('[data-summary]')).toContainText(say.correct(wrongCount));
    await expect(form.getByLabel(t.labels.name)).toHaveValue(partly.name);
    await expect(form.getByLabel(t.labels.name)).toHaveAccessibleDescription(new RegExp(say.rules['name.min']));
    await expect(form.getByLabel(t.labels.phoneno)).toHaveValue(partly.phoneno);
    await expect(form.getByLabel(t.labels.query)).toHaveAccessibleDescription(new RegExp(say.rules['query.empty']));

    const tag = marker('hi-nojs');
    await fill(form, valid(tag), 'hi');
    const [stored] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(routeIn('hi', '/api/enquiries')) && r.status() === 303),
      form.getByRole('button', { name: t.submit }).click(),
    ]);
    expect(stored.headers()['location']).toMatch(thankYouPage('hi'));
    await page.waitForURL(thankYouPage('hi'));
    expect(await exportedRows(page, tag)).toHaveLength(1);
    await expectReceipt(page, tag, valid(tag), 'hi');
    await context.close();
  });

  test("a script's JSON gets the Hindi messages of the same schema", async ({ request }) => {
    const response = await request.post(routeIn('hi', '/api/enquiries'), { data: partly, headers: { accept: 'application/json' } });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.message).toBe(say.correct(wrongCount));
    expect(body.errors.name).toBe(say.rules['name.min']);
    expect(body.errors.phoneno).toBe(say.rules['phoneno.format']);
    expect(body.errors.program).toBe(say.rules['program.choose']);
  });

  test('the open Hindi modal with errors has no accessibility violations', async ({ page }) => {
    await page.goto(HINDI_PAGE);
    const dialog = await openModal(page, 'hi');
    await islandReady(dialog);
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.locator('[data-summary]')).toBeFocused();
    expect(await axeViolations(page, '#enquiry-dialog')).toEqual([]);
  });
});

test('a name with a hidden text-direction character is refused on its field in the page’s language, in the browser and without JavaScript, the input kept', async ({
  browser,
  page,
}) => {
  const t = strings.hi;
  const say = enquiryMessages.hi;
  const values = { ...valid(marker('hidden')), name: 'Asha \u202Eoar' };
  await page.goto(routeIn('hi', PAGE));
  const dialog = await openModal(page, 'hi');
  await fill(dialog, values, 'hi');
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByLabel(t.labels.name)).toHaveAccessibleDescription(new RegExp(say.rules['name.characters']));

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(routeIn('hi', PAGE));
  const form = await openModal(noScript, 'hi');
  await fill(form, values, 'hi');
  const [refused] = await Promise.all([
    noScript.waitForResponse((r) => r.url().endsWith(routeIn('hi', '/api/enquiries'))),
    form.getByRole('button', { name: t.submit }).click(),
  ]);
  expect(refused.status()).toBe(422);
  const inline = noScript.locator('#enquiry-inline');
  await expect(inline.getByLabel(t.labels.name)).toHaveValue(values.name);
  await expect(inline.getByLabel(t.labels.name)).toHaveAccessibleDescription(new RegExp(say.rules['name.characters']));
  await context.close();
});
