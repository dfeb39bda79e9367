/**
 * Admissions and examinations in Chromium: the programme explorer's filters,
 * fee sort and keyboard use, its reading without JavaScript (in each language), the fee table's blank cells
 * beyond a programme's duration, the New badge, scholarship link names, the
 * examination office page without its map, and tables at phone width.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../visitor.ts';
import { rupees, totalFee } from '../../src/lib/money.ts';
import { exploreRows } from '../../src/lib/programme-display.ts';
import { LEVEL_NAMES, levelLabel } from '../../src/lib/programme-facts.ts';
import { documentsOf, extensionsText, programmes as readProgrammes, readData, session as readSession } from '../content.ts';
import { builtAsOf } from './dated-content.ts';
import { isNew } from '../../src/lib/document-rules.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { coordinatesText } from '../../src/lib/maps.ts';
import { publishedRoutes, translator } from '../languages.ts';
import { wordsOf } from '../../src/i18n/index.ts';

const examOfficeStrings = wordsOf('examOfficeContact');
const explorerWords = wordsOf('programmeExplorer');
const documentListWords = wordsOf('documentList');

const programmes = readProgrammes();
const session = readSession();
const withFees = programmes.filter((p) => p.annualFees !== 'pending');
/** The fee table has a column for each year of the longest programme. */
const yearCount = Math.max(...programmes.map((p) => p.durationYears));
const firstYearFees = withFees.map((p) => (p.annualFees as number[])[0]!);
/** The explorer's rows as its script sees them, to work out what each filter and sort should show. */
const rows = programmes.map((p, order) => ({
  id: p.id,
  level: p.level,
  school: p.school.id,
  fee: p.annualFees === 'pending' ? null : (p.annualFees[0] ?? null),
  order,
}));
const shown = (level: string, school: string, sort: 'default' | 'fee-asc' | 'fee-desc' = 'default') =>
  exploreRows(rows, { level, school }, sort).map((r) => r.id);

/** A visitor reaches for a select (which wakes the island), then picks; a script alone could pick without focus. */
async function choose(select: Locator, value: string) {
  await select.focus();
  await select.selectOption(value);
}
const explorerRows = (page: Page) => page.locator('[data-explorer-rows] tr');
const visibleIds = (page: Page) =>
  explorerRows(page).evaluateAll((rows) => rows.filter((r) => !(r as HTMLElement).hidden).map((r) => (r as HTMLElement).dataset.programme));
const visibleFees = (page: Page) =>
  explorerRows(page).evaluateAll((rows) =>
    rows.filter((r) => !(r as HTMLElement).hidden).map((r) => ((r as HTMLElement).dataset.fee ? Number((r as HTMLElement).dataset.fee) : null)),
  );

// The explorer in each language it is published in: its words from src/i18n, the facts from the content.
for (const [lang, route] of publishedRoutes('/programmes')) {
  const t = explorerWords[lang];
  const translate = translator(lang);
  const money = (amount: number) => rupees(amount, lang);
  const levels = Object.keys(LEVEL_NAMES).filter((l) => programmes.some((p) => p.level === l));

  test.describe(`programme explorer on ${route}`, () => {
    test('filters by level and by school, and says how many programmes it shows', async ({ visitor: page }) => {
      await page.goto(route);
      const level = page.getByLabel(t.level, { exact: true });
      const school = page.getByLabel(t.school, { exact: true });
      await expect(level).toBeVisible();
      await expect(explorerRows(page)).toHaveCount(programmes.length);
      await expect(page.getByRole('status')).toHaveText(t.intro(programmes.length, session));

      // A level and a school that have programmes in common, and a pair that has none.
      const schools = [...new Set(programmes.map((p) => p.school.id))];
      const pairs = levels.flatMap((l) => schools.map((s) => [l, s] as const));
      const [someLevel, someSchool] = pairs.find(([l, s]) => shown(l, s).length > 0 && shown(l, '').length > shown(l, s).length)!;
      const empty = pairs.find(([l, s]) => shown(l, s).length === 0);
      expect(empty, 'some level has no programme in some school').toBeDefined();

      await choose(level, someLevel);
      await expect.poll(() => visibleIds(page)).toEqual(shown(someLevel, ''));
      await expect(page.getByRole('status')).toHaveText(t.showingSome(shown(someLevel, '').length, programmes.length));

      await choose(school, someSchool);
      await expect.poll(() => visibleIds(page)).toEqual(shown(someLevel, someSchool));
      const left = programmes.find((p) => p.level === someLevel && p.school.id !== someSchool)!;
      await expect(page.locator(`[data-explorer-rows] tr[data-programme="${left.id}"]`)).toBeHidden();

      await choose(level, empty![0]);
      await choose(school, empty![1]);
      await expect.poll(() => visibleIds(page)).toEqual([]);
      await expect(page.getByRole('status')).toHaveText(t.showingNone);

      await page.getByRole('button', { name: t.reset }).click();
      await expect.poll(() => visibleIds(page)).toEqual(programmes.map((p) => p.id));
      await expect(page.getByRole('status')).toHaveText(t.showingAll(programmes.length));
      await expect(level).toHaveValue('');
      await expect(school).toHaveValue('');
    });

    test('sorts by fee both ways, unpublished fees last, and marks the sorted column', async ({ visitor: page }) => {
      await page.goto(route);
      const order = page.getByLabel(t.order, { exact: true });
      const feeHeader = page.getByRole('columnheader', { name: t.feePerYear });

      await choose(order, 'fee-asc');
      await expect(feeHeader).toHaveAttribute('aria-sort', 'ascending');
      const ascending = await visibleFees(page);
      const published = ascending.filter((f) => f !== null) as number[];
      expect(published).toEqual([...published].sort((a, b) => a - b));
      expect(ascending.slice(published.length)).toEqual(Array(programmes.length - withFees.length).fill(null));
      await expect(explorerRows(page).first()).toContainText(money(Math.min(...firstYearFees)));

      await choose(order, 'fee-desc');
      await expect(feeHeader).toHaveAttribute('aria-sort', 'descending');
      const descending = (await visibleFees(page)).filter((f) => f !== null) as number[];
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      await expect(explorerRows(page).first()).toContainText(money(Math.max(...firstYearFees)));

      // Sorting keeps the filter.
      const level = programmes[0]!.level;
      await choose(page.getByLabel(t.level, { exact: true }), level);
      await expect.poll(() => visibleIds(page)).toEqual(shown(level, '', 'fee-desc'));

      await choose(order, 'default');
      await expect(feeHeader).not.toHaveAttribute('aria-sort', /.*/);
      await expect(explorerRows(page).first()).toHaveAttribute('data-programme', programmes[0]!.id);
    });

    test('works from the keyboard: arrows choose, the reset button answers Enter, then the first programme in the table takes focus', async ({
      visitor: page,
    }) => {
      await page.goto(route);
      const level = page.getByLabel(t.level, { exact: true });
      await level.focus();
      await page.keyboard.press('ArrowDown');
      await expect(level).toHaveValue(levels[0]!);
      await expect.poll(() => visibleIds(page)).toEqual(shown(levels[0]!, ''));
      await expect(page.getByRole('status')).toHaveText(t.showingSome(shown(levels[0]!, '').length, programmes.length));

      // Level, school, order, then the reset button.
      for (const next of [page.getByLabel(t.school, { exact: true }), page.getByLabel(t.order, { exact: true }), page.getByRole('button', { name: t.reset })]) {
        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
      }
      await page.keyboard.press('Enter');
      await expect(level).toHaveValue('');
      await expect.poll(() => visibleIds(page)).toEqual(programmes.map((p) => p.id));
      await expect(page.getByRole('status')).toHaveText(t.showingAll(programmes.length));

      // The table reads without sideways scrolling at every width, so the next stop is its first link.
      await page.keyboard.press('Tab');
      await expect(
        page
          .getByRole('table', { name: t.caption(session) })
          .getByRole('link')
          .first(),
      ).toBeFocused();
    });
  });

  test.describe(`without JavaScript on ${route}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the explorer reads as one complete table in the page’s language and hides controls that need a script', async ({ visitor: page }) => {
      await page.goto(route);
      await expect(page.locator('[data-explorer-controls]')).toBeHidden();
      const table = page.getByRole('table', { name: t.caption(session) });
      await expect(table.locator('tbody tr')).toHaveCount(programmes.length);
      await expect(table.getByRole('columnheader')).toHaveText([t.programme, t.level, t.school, t.duration, t.intake, t.feePerYear, t.totalFee, t.eligibility]);
      for (const p of programmes) {
        const row = table.locator(`tr[data-programme="${p.id}"]`);
        await expect(row.getByRole('rowheader')).toHaveText(translate(p.name));
        await expect(row.locator(`td[data-label="${t.level}"]`)).toHaveText(levelLabel(lang, p.level));
        await expect(row).toContainText(translate(p.eligibility));
        await expect(row).toContainText(t.years(p.durationYears));
        if (p.annualFees !== 'pending') await expect(row).toContainText(money(totalFee(p.annualFees)!));
        else await expect(row).toContainText(t.notPublished);
      }
      await expect(page.getByRole('status')).toHaveText(t.intro(programmes.length, session));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the fee structure reads in full', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    await expect(page.getByRole('table', { name: `Fee Structure ${session}`, exact: false }).locator('tbody tr[data-programme]')).toHaveCount(
      programmes.length,
    );
    for (const charge of readData('fees.yaml').extraCharges)
      await expect(page.getByRole('table', { name: /Other charges/ })).toContainText(rupees(charge.amount));
  });
});

test.describe('fee structure', () => {
  const cells = (row: Locator) => row.locator('td');

  test('years beyond a programme’s duration are blank; totals are the sum of the years', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    const table = page.locator('[data-fee-table]');
    for (const p of programmes) {
      const row = table.locator(`tr[data-programme="${p.id}"]`);
      if (p.annualFees === 'pending') {
        await expect(row).toContainText('Fee not yet published');
        continue;
      }
      const texts = (await cells(row).allInnerTexts()).map((t) => t.trim());
      const years = texts.slice(0, yearCount);
      expect(years.slice(p.durationYears), `${p.id} beyond year ${p.durationYears}`).toEqual(Array(yearCount - p.durationYears).fill(''));
      expect(
        years.slice(0, p.durationYears).every((t) => /^₹\u00a0[\d,]+$/.test(t)),
        `${p.id}: ${years}`,
      ).toBe(true);
      const total = p.annualFees.reduce((a, b) => a + b, 0);
      expect(years.slice(0, p.durationYears)).toEqual(p.annualFees.map((fee) => rupees(fee)));
      expect(texts[yearCount]).toBe(rupees(total));
    }
  });

  test('lists the extra charges and the confirmation payment', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    const charges = page.locator('[data-extra-charges]');
    const fees = readData('fees.yaml');
    for (const charge of fees.extraCharges as { label: string; amount: number; frequency: string; refundable?: boolean }[]) {
      const row = charges.getByRole('row', { name: `${charge.label}${charge.refundable ? ' (refundable)' : ''}`, exact: false });
      await expect(row).toContainText(rupees(charge.amount));
      if (charge.frequency === 'per-year') await expect(row).toContainText('Every year');
    }
    await expect(page.locator('[data-confirmation-payment]')).toContainText(`${rupees(fees.confirmationPayment.amount)} is made by`);
  });
});

test('notifications list every notice, with a red New badge on each new one, and lead to the pages they name', async ({ visitor: page, request }) => {
  const notifications = documentsOf('notifications');
  // A notice is new for a while after its date, as of the day the site was built.
  const asOf = await builtAsOf(request);
  await page.goto('/notifications');
  const items = page.locator('[data-document-category="notifications"] > li');
  await expect(items).toHaveCount(notifications.length);
  const badges = items.locator('.badge--new');
  await expect(badges).toHaveCount(notifications.filter((d) => isNew(d.date ? String(d.date) : undefined, asOf)).length);
  for (const badge of await badges.all()) {
    await expect(badge).toHaveText('New');
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)'); // --color-error
  }
  const notice = notifications.find((d) => d.href.startsWith('/'));
  if (notice) {
    await items.filter({ hasText: notice.title }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${notice.href}$`));
    const category = notice.href.slice(1);
    if (documentsOf(category).length) await expect(page.locator(`[data-document-category="${category}"] > li`)).toHaveCount(documentsOf(category).length);
  }
});

test('documents without a file say "not yet published" and are not links', async ({ visitor: page }) => {
  await page.goto('/calendar-of-events');
  const calendars = documentsOf('calendars');
  const pending = calendars.filter((d) => d.href === 'pending').length;
  expect(pending, 'a calendar without its file').toBeGreaterThan(0);
  const items = page.locator('[data-document-category="calendars"] > li');
  await expect(items).toHaveCount(calendars.length);
  await expect(items.getByRole('link')).toHaveCount(calendars.length - pending);
  const once = page.locator('[data-none-published="calendars"]');
  if (pending === calendars.length) {
    // Nothing published: the list says so once, with the office to ask, instead of a badge on every row.
    await expect(once).toContainText(documentListWords.en.nonePublished);
    await expect(once.getByRole('link')).toHaveAttribute('href', '/contact-us');
    await expect(items.filter({ hasText: documentListWords.en.pending })).toHaveCount(0);
  } else {
    await expect(once).toHaveCount(0);
    await expect(items.filter({ hasText: documentListWords.en.pending })).toHaveCount(pending);
  }
});

test('each scholarship link names its scheme', async ({ visitor: page }) => {
  await page.goto('/scholarships');
  const schemes = page.locator('[data-schemes] > li');
  await expect(schemes).toHaveCount(readData('scholarships.yaml').schemes.length);
  const links = page.locator('[data-schemes]').getByRole('link');
  for (const link of await links.all()) {
    await expect(link).toHaveAccessibleName(/^Scheme details( \(PDF\))? for .{10,} \(opens in a new tab\)$/);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByText('Do not apply through private agencies')).toBeVisible();
});

// The examination office page in each language: the same facts from the head's person file, the component's words from src/i18n.
for (const lang of LANGS) {
  const route = routeIn(lang, '/contact-us');
  const t = examOfficeStrings[lang];

  test(`${route}: the map loads from OpenStreetMap only when the visitor opens it`, async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(/openstreetmap\.org/, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map stand-in</p>' });
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await page.getByText(t.showMap).click();
    const map = page.frameLocator('iframe');
    await expect(map.getByText('Map stand-in')).toBeVisible();
    await expect(page.getByText(t.hideMap)).toBeVisible();
    expect(mapRequests).toEqual([expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/)]);
  });

  test(`${route}: the examination office page reads in full when the map cannot load`, async ({ page }) => {
    await page.route(/openstreetmap\.org/, (route) => route.abort());
    await page.goto(route);
    const office = page.locator('[data-exam-office]');
    const { name, head, map: centre } = readData('examination-office.yaml');
    const { contact } = readData(`people/${head}.yaml`);
    await expect(page.getByRole('heading', { level: 2, name: translator(lang)(name) })).toBeVisible();
    await expect(office).toContainText(extensionsText(contact.extensions, lang));
    await expect(office.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    // The head's own line, else the university's first number.
    const site = readData('site.yaml');
    const phone: string = contact.phone ?? site.phones[0].number;
    await expect(office.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+0-9]/g, '')}`);
    const map = page.locator('iframe');
    await expect(map).toHaveAttribute('title', t.mapTitle(translator(lang)(site.name), coordinatesText(centre.latitude, centre.longitude)));
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', new RegExp(`marker=${centre.latitude}%2C${centre.longitude}`.replaceAll('.', '\\.')));
    await expect(page.getByRole('link', { name: t.largerMap })).toHaveAttribute(
      'href',
      new RegExp(`mlat=${centre.latitude}&mlon=${centre.longitude}`.replaceAll('.', '\\.')),
    );
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const route of ['/fee-structure', '/admission-criteria', ...publishedRoutes('/programmes').map(([, route]) => route)]) {
    test(`${route} does not scroll sideways: its tables are cards of labelled values`, async ({ visitor: page }) => {
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const table = page.locator('.data-table table').first();
      await expect(table).toBeVisible();
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(page.getByRole('table', { name: session, exact: false }).first()).toBeVisible();
    });
  }

  test('each programme’s fee card names the programme, then shows its total first, then the years', async ({ visitor: page }) => {
    await page.goto('/fee-structure');
    const priced = programmes.find((p) => p.annualFees !== 'pending')!;
    const card = page.locator(`[data-fee-table] tr[data-programme="${priced.id}"]`);
    const top = async (selector: string) => (await card.locator(selector).first().boundingBox())!.y;
    const heading = await top('th');
    const total = await top('.data-table__lead');
    const firstYear = await top('td:not(.data-table__lead)');
    expect(heading).toBeLessThan(total);
    expect(total).toBeLessThan(firstYear);
    // Each value is labelled on the card: the total with the Total column's words.
    expect(await card.locator('.data-table__lead').evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Total"');
    await expect(card.locator('.data-table__lead')).toContainText(rupees((priced.annualFees as number[]).reduce((a, b) => a + b, 0)));
  });
});
