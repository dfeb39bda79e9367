/**
 * Document lists (DocumentList.astro) in Chromium: the notifications with a
 * New badge on each new notice, as of the day the site was built, and
 * documents without a file, which are not links.
 */
import { expect, test } from '../../../tests/visitor.ts';
import { documentsOf } from '../../../tests/content.ts';
import { builtAsOf } from '../../../tests/e2e/dated-content.ts';
import { isNew } from '../../lib/document-rules.ts';
import { words as documentListWords } from './DocumentList.words.ts';

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
    // The badge is drawn in the error colour token, whatever value the tokens give it.
    const [drawn, token, none] = await badge.evaluate((el) => {
      const probe = document.body.appendChild(document.createElement('span'));
      const plain = getComputedStyle(probe).backgroundColor;
      probe.style.backgroundColor = 'var(--color-error)';
      const colours = [getComputedStyle(el).backgroundColor, getComputedStyle(probe).backgroundColor, plain];
      probe.remove();
      return colours;
    });
    expect(token, 'the token gives a colour').not.toBe(none);
    expect(drawn).toBe(token);
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
