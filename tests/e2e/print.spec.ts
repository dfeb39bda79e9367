/** Printing a page prints its content: no frame, floating buttons, carousels or dialogs; whole table rows; external link targets written out. */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
});

test('the frame, floating buttons, carousel and dialogs are left off the page', async ({ page }) => {
  await page.goto('/');
  // On a wide screen the floating row is a line of no height: its buttons are what shows.
  const onScreen = ['.site-header', '.notices', '.site-footer', '.floating-actions a', '[aria-roledescription="carousel"]'];
  for (const selector of onScreen) await expect(page.locator(selector).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const selector of onScreen) await expect(page.locator(selector).first(), selector).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Our Schools and Courses' })).toBeVisible();
  // Even an open dialog stays off paper.
  await page.emulateMedia({ media: 'screen' });
  await page.locator('.site-header').getByRole('button', { name: 'Search' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('dialog[open]')).toBeHidden();
});

test('tables keep rows whole and repeat their header; external links show their address', async ({ page }) => {
  await page.goto('/sitemap');
  // A table and an external link like the ones content pages hold.
  await page.evaluate(() => {
    const content = document.querySelector('.page__content')!;
    content.insertAdjacentHTML(
      'beforeend',
      '<table><caption>Fees</caption><thead><tr><th>Programme</th><th>Fee</th></tr></thead><tbody><tr><td>B.Tech</td><td>1</td></tr></tbody></table>' +
        '<p><a id="external" href="https://www.ugc.gov.in/">UGC</a> <a id="internal" href="/sitemap">Site map</a></p>',
    );
  });
  await page.emulateMedia({ media: 'print' });
  const style = (selector: string, property: string, pseudo?: string) =>
    page.evaluate(([s, p, ps]) => getComputedStyle(document.querySelector(s!)!, ps ?? null).getPropertyValue(p!), [selector, property, pseudo] as const);
  expect(await style('tbody tr', 'break-inside')).toBe('avoid');
  expect(await style('thead', 'display')).toBe('table-header-group');
  expect(await style('#external', 'content', '::after')).toBe('" (https://www.ugc.gov.in/)"');
  expect(await style('#internal', 'content', '::after')).toBe('none');
});
