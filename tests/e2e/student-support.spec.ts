/**
 * A parent looking for the student support pages (anti-ragging, grievance
 * redressal, internal complaints, fee refunds) finds each of them, in English
 * and in Hindi, from the main menu on a phone and a desktop, from the footer,
 * and from the site search with the everyday word for it. The pages and their
 * menu labels come from the group navigation.yaml marks `footer: true`; the
 * page titles from the pages' own files.
 */
import { expect, test, type Page } from '@playwright/test';
import { navigation, pageData, type MenuItem } from '../content.ts';
import { translator } from '../languages.ts';
import { LANGS, routeIn, type Lang } from '../../src/lib/languages.ts';
import { words as headerWords } from '../../src/components/Header/Header.words.ts';
import { words as searchWords } from '../../src/components/SiteSearch/SiteSearch.words.ts';

type Group = MenuItem & { footer?: boolean };

/** The menu labels from the top of the tree down to each group the footer repeats. */
function footerGroups(items: Group[], above: string[] = []): { path: string[]; group: Group }[] {
  return items.flatMap((item) => [
    ...(item.footer ? [{ path: [...above, item.label], group: item }] : []),
    ...footerGroups(item.items ?? [], [...above, item.label]),
  ]);
}

const supportGroup = footerGroups(navigation()).find(({ group }) => group.items?.some((item) => item.href === '/anti-ragging'));
if (!supportGroup) throw new Error('navigation.yaml has no footer group holding /anti-ragging');
const { path, group } = supportGroup;
const links = group.items!.map((item) => ({ label: item.label, href: item.href! }));

/** The everyday word a parent types to find each page, in each language. */
const SEARCH_WORDS: Record<string, Record<Lang, string>> = {
  '/anti-ragging': { en: 'ragging', hi: 'रैगिंग' },
  '/student-grievance-redressal': { en: 'complaint', hi: 'शिकायत' },
  '/internal-complaints-committee': { en: 'complaint', hi: 'शिकायत' },
  '/fee-refund-policy': { en: 'refund', hi: 'शुल्क वापसी' },
};

/** The page's title as its editor wrote it in that language. */
const titleOf = (lang: Lang, href: string) => String(pageData(routeIn(lang, href).slice(1)).title);

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
});

test('the search words cover every page of the group', () => {
  expect(Object.keys(SEARCH_WORDS).sort()).toEqual(links.map((l) => l.href).sort());
});

for (const lang of LANGS) {
  const label = translator(lang);
  const home = routeIn(lang, '/');

  async function expectArrived(page: Page, href: string) {
    await expect(page).toHaveURL(new RegExp(`${routeIn(lang, href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(lang, href));
  }

  async function openBranches(page: Page) {
    const nav = page.locator('#site-nav');
    for (const branch of path) await nav.locator('summary', { hasText: exactly(label(branch)) }).click();
    return nav;
  }

  // Each way goes from the home page to the first page, and from each page to the next, as a parent browsing would.
  test.describe(`${lang}: every student support page`, () => {
    test('is in the menu on a desktop', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(home);
      for (const link of links) {
        const nav = await openBranches(page);
        await nav.getByRole('link', { name: label(link.label), exact: true }).click();
        await expectArrived(page, link.href);
      }
    });

    test('is in the menu on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(home);
      for (const link of links) {
        await page.getByRole('button', { name: headerWords[lang].menu }).click();
        const nav = await openBranches(page);
        await nav.getByRole('link', { name: label(link.label), exact: true }).click();
        await expectArrived(page, link.href);
      }
    });

    test('is in the footer', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(home);
      for (const link of links) {
        const footerGroup = page.locator('.site-footer').getByRole('navigation', { name: label(group.label), exact: true });
        await footerGroup.getByRole('link', { name: label(link.label), exact: true }).click();
        await expectArrived(page, link.href);
      }
    });

    test('is found by searching its everyday word', async ({ page }) => {
      const t = searchWords[lang];
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(home);
      for (const link of links) {
        const query = SEARCH_WORDS[link.href]![lang];
        await page.locator('.site-header').getByRole('button', { name: t.search }).click();
        const dialog = page.getByRole('dialog', { name: t.title });
        // Type once the search island has hydrated, so its script sees the words.
        await expect(page.locator('.site-search[data-ready]')).toBeAttached();
        await dialog.getByRole('searchbox').fill(query);
        await expect(dialog.getByRole('status'), query).toContainText(`“${query}”`);
        const result = dialog.locator(`.site-search__results > li > a[href="${routeIn(lang, link.href)}"]`);
        await expect(result, query).toHaveText(titleOf(lang, link.href));
        await result.click();
        await expectArrived(page, link.href);
      }
    });
  });
}
