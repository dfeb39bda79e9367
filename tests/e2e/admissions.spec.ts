/**
 * Admissions and examinations in Chromium (the programme explorer's, the fee
 * table's and the extra charges' own tests are in their component folders):
 * the fee structure without JavaScript, the New badge, scholarship link names, the
 * examination office page without its map, and tables at phone width.
 */
import { expect, test } from '../visitor.ts';
import { rupees } from '../../src/lib/money.ts';
import { documentsOf, extensionsText, programmes as readProgrammes, readData, session as readSession } from '../content.ts';
import { builtAsOf } from './dated-content.ts';
import { isNew } from '../../src/lib/document-rules.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { coordinatesText } from '../../src/lib/maps.ts';
import { publishedRoutes, translator } from '../languages.ts';
import { wordsOf } from '../../src/i18n/index.ts';

const examOfficeStrings = wordsOf('examOfficeContact');
const documentListWords = wordsOf('documentList');

const programmes = readProgrammes();
const session = readSession();

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
});
