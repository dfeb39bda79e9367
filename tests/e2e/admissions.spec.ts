/**
 * Admissions and examinations in Chromium: the programme explorer's filters
 * and fee sort, its reading without JavaScript, the fee table's blank cells
 * beyond a programme's duration, the New badge, scholarship link names, the
 * examination office page without its map, and tables at phone width.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test, type Locator, type Page } from '@playwright/test';

interface Programme { id: string; name: string; level: string; school: string; durationYears: number; annualFees: number[] | 'pending' }
const programmes = parse(readFileSync('src/content/data/programmes.yaml', 'utf8')) as Programme[];

const explorerRows = (page: Page) => page.locator('[data-explorer-rows] tr');
const visibleIds = (page: Page) =>
  explorerRows(page).evaluateAll((rows) => rows.filter((r) => !(r as HTMLElement).hidden).map((r) => (r as HTMLElement).dataset.programme));
const visibleFees = (page: Page) =>
  explorerRows(page).evaluateAll((rows) =>
    rows.filter((r) => !(r as HTMLElement).hidden).map((r) => ((r as HTMLElement).dataset.fee ? Number((r as HTMLElement).dataset.fee) : null)),
  );

test.describe('programme explorer', () => {
  test('filters by level and by school, and says how many programmes it shows', async ({ page }) => {
    await page.goto('/programmes');
    const level = page.getByLabel('Level', { exact: true });
    const school = page.getByLabel('School', { exact: true });
    await expect(level).toBeVisible();
    await expect(explorerRows(page)).toHaveCount(programmes.length);

    await level.selectOption('PG');
    const pg = programmes.filter((p) => p.level === 'PG').map((p) => p.id);
    await expect.poll(() => visibleIds(page)).toEqual(pg);
    await expect(page.getByRole('status')).toHaveText(`Showing ${pg.length} of ${programmes.length} programmes.`);

    await school.selectOption('pharmacy');
    await expect.poll(() => visibleIds(page)).toEqual(['mpharm']);
    await expect(page.getByRole('row', { name: /Master of Pharmacy/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Bachelor of Pharmacy/ })).toBeHidden();

    await level.selectOption('DIP');
    await school.selectOption('engineering');
    await expect.poll(() => visibleIds(page)).toEqual([]);
    await expect(page.getByRole('status')).toContainText('No programme matches');

    await page.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => visibleIds(page)).toEqual(programmes.map((p) => p.id));
    await expect(page.getByRole('status')).toHaveText(`Showing all ${programmes.length} programmes.`);
  });

  test('sorts by fee both ways, unpublished fees last, and marks the sorted column', async ({ page }) => {
    await page.goto('/programmes');
    const order = page.getByLabel('Order', { exact: true });
    const feeHeader = page.getByRole('columnheader', { name: 'Fee per year' });

    await order.selectOption('fee-asc');
    await expect(feeHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await visibleFees(page);
    const published = ascending.filter((f) => f !== null) as number[];
    expect(published).toEqual([...published].sort((a, b) => a - b));
    expect(ascending.slice(published.length)).toEqual([null, null]);
    await expect(explorerRows(page).first()).toContainText('Rs 60,000');

    await order.selectOption('fee-desc');
    await expect(feeHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = (await visibleFees(page)).filter((f) => f !== null) as number[];
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await expect(explorerRows(page).first()).toContainText('Rs 2,50,000');

    // Sorting keeps the filter.
    await page.getByLabel('Level', { exact: true }).selectOption('UG');
    expect(await visibleIds(page)).toEqual(['btech-cse', 'btech-cse-aiml', 'btech-cse-ds', 'btech-it', 'btech-ece', 'btech-rai', 'bpharm', 'btech-civil', 'btech-eee', 'btech-ee', 'btech-me']);

    await order.selectOption('default');
    await expect(feeHeader).not.toHaveAttribute('aria-sort', /.*/);
    await expect(explorerRows(page).first()).toHaveAttribute('data-programme', programmes[0]!.id);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the explorer reads as one complete table and hides controls that need a script', async ({ page }) => {
    await page.goto('/programmes');
    await expect(page.locator('[data-explorer-controls]')).toBeHidden();
    const table = page.getByRole('table', { name: /Programmes 2025-26/ });
    await expect(table.locator('tbody tr')).toHaveCount(programmes.length);
    for (const p of programmes) await expect(table.getByRole('rowheader', { name: p.name, exact: false })).toBeVisible();
    await expect(table.getByRole('row', { name: /B\.Tech Computer Science and Engineering/ })).toContainText('Rs 10,00,000');
    await expect(page.getByRole('status')).toHaveText(`${programmes.length} programmes, with fees and intake for 2025-26.`);
  });

  test('the fee structure reads in full', async ({ page }) => {
    await page.goto('/fee-structure');
    await expect(page.getByRole('table', { name: /Fee Structure 2025-26/ }).locator('tbody tr[data-programme]')).toHaveCount(programmes.length);
    await expect(page.getByRole('table', { name: /Other charges/ })).toContainText('Rs 10,000');
  });
});

test.describe('fee structure', () => {
  const cells = (row: Locator) => row.locator('td');

  test('years beyond a programme’s duration are blank; totals are the sum of the years', async ({ page }) => {
    await page.goto('/fee-structure');
    const table = page.locator('[data-fee-table]');
    for (const p of programmes) {
      const row = table.locator(`tr[data-programme="${p.id}"]`);
      if (p.annualFees === 'pending') {
        await expect(row).toContainText('Fee not yet published');
        continue;
      }
      const texts = (await cells(row).allInnerTexts()).map((t) => t.trim());
      const years = texts.slice(0, 4);
      expect(years.slice(p.durationYears), `${p.id} beyond year ${p.durationYears}`).toEqual(Array(4 - p.durationYears).fill(''));
      expect(years.slice(0, p.durationYears).every((t) => /^Rs [\d,]+$/.test(t)), `${p.id}: ${years}`).toBe(true);
      const total = p.annualFees.reduce((a, b) => a + b, 0);
      expect(texts[4]).toBe(`Rs ${total.toLocaleString('en-IN')}`);
    }
    await expect(table.locator('tr[data-programme="mba-general"] td')).toHaveText(['Rs 2,50,000', 'Rs 2,50,000', '', '', 'Rs 5,00,000']);
  });

  test('lists the extra charges and the confirmation payment', async ({ page }) => {
    await page.goto('/fee-structure');
    const charges = page.locator('[data-extra-charges]');
    await expect(charges.getByRole('row', { name: /Registration fee/ })).toContainText('Rs 2,000');
    await expect(charges.getByRole('row', { name: /Security deposit \(refundable\)/ })).toContainText('Rs 10,000');
    await expect(charges.getByRole('row', { name: /Examination fee/ })).toContainText('Rs 7,500');
    await expect(charges.getByRole('row', { name: /Examination fee/ })).toContainText('Every year');
    await expect(page.locator('[data-confirmation-payment]')).toHaveText(/Rs 50,000 is made by demand draft or online payment/);
  });
});

test('the first notification leads to the examination circulars with a red New badge', async ({ page }) => {
  await page.goto('/notifications');
  const items = page.locator('[data-document-category="notifications"] > li');
  await expect(items).toHaveCount(8);
  const first = items.first();
  await expect(first.getByRole('link')).toHaveAttribute('href', '/examination-circulars');
  const badge = first.locator('.badge--new');
  await expect(badge).toHaveText('New');
  await expect(badge).toBeVisible();
  const colour = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).toBe('rgb(179, 38, 30)'); // --color-error
  await expect(items.locator('.badge--new')).toHaveCount(1);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/examination-circulars$/);
  await expect(page.locator('[data-document-category="examination-circulars"] > li')).toHaveCount(20);
});

test('documents without a file say "not yet published" and are not links', async ({ page }) => {
  await page.goto('/calendar-of-events');
  const items = page.locator('[data-document-category="calendars"] > li');
  await expect(items).toHaveCount(5);
  await expect(items.getByRole('link')).toHaveCount(0);
  await expect(items.filter({ hasText: 'not yet published' })).toHaveCount(5);
});

test('each scholarship link names its scheme', async ({ page }) => {
  await page.goto('/scholarships');
  const schemes = page.locator('[data-schemes] > li');
  await expect(schemes).toHaveCount(7);
  const links = page.locator('[data-schemes]').getByRole('link');
  for (const link of await links.all()) {
    await expect(link).toHaveAccessibleName(/^Click Here for .{10,} \(opens in a new tab\)$/);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByText('Do not apply through private agencies')).toBeVisible();
});

test('the map loads from OpenStreetMap only when the visitor opens it', async ({ page }) => {
  const mapRequests: string[] = [];
  await page.route(/openstreetmap\.org/, (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map stand-in</p>' });
  });
  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle');
  expect(mapRequests).toEqual([]);
  await page.getByText('Show the map').click();
  const map = page.frameLocator('iframe[title^="Map"]');
  await expect(map.getByText('Map stand-in')).toBeVisible();
  await expect(page.getByText('Hide the map')).toBeVisible();
  expect(mapRequests).toEqual([expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/)]);
});

test('the examination office page reads in full when the map cannot load', async ({ page }) => {
  await page.route(/openstreetmap\.org/, (route) => route.abort());
  await page.goto('/contact-us');
  const office = page.locator('[data-exam-office]');
  await expect(office).toContainText('extensions 214, 264 and 262');
  await expect(office.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  const map = page.locator('iframe');
  await expect(map).toHaveAttribute('title', /Map/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', /marker=28\.6135%2C77\.3594/);
  await expect(page.getByRole('link', { name: /larger map/ })).toHaveAttribute('href', /mlat=28\.6135&mlon=77\.3594/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const route of ['/fee-structure', '/admission-criteria', '/programmes']) {
    test(`${route} does not scroll the page sideways; wide tables scroll in a labelled, focusable region`, async ({ page }) => {
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const region = page.locator('.table-scroll').first();
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAttribute('role', 'region');
      await expect(page.getByRole('region', { name: /2025-26/ }).first()).toBeVisible();
    });
  }

  test('the fee table scrolls inside its region', async ({ page }) => {
    await page.goto('/fee-structure');
    const region = page.getByRole('region', { name: /Fee Structure 2025-26/ });
    await region.focus();
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
