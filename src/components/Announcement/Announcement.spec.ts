/**
 * The home page's announcement (Announcement.astro and its island) in each
 * language: what its event's dates call for on the day the site was built;
 * as a dialog, how it opens and closes, its backdrop included; and without
 * JavaScript, out of the way.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hrefIn, translator } from '../../../tests/languages.ts';
import { LANGS, routeIn } from '../../lib/languages.ts';
import { builtAsOf, eventFile, homeAnnouncement, homeAnnouncementShown } from '../../../tests/e2e/dated-content.ts';
import { announcementText } from '../../lib/announcement-text.ts';
import { eventPhase } from '../../lib/event-timeline.ts';
import { words as announcementStrings } from './Announcement.words.ts';

for (const lang of LANGS) {
  const homeRoute = routeIn(lang, '/');
  const translate = translator(lang);

  test.describe(`${homeRoute}: announcement`, () => {
    const announcement = homeAnnouncement();
    const words = announcementStrings[lang];

    const asOf = (request: APIRequestContext) => builtAsOf(request);
    /** The announcement is a pop-up only while its event is open or upcoming (or it has no event); afterwards a notice in the page. */
    const stateOn = async (request: APIRequestContext) => {
      const day = await asOf(request);
      const phase = announcement.event ? eventPhase(eventFile(announcement.event).dates, day) : undefined;
      return { text: announcementText(announcement, phase, day), asDialog: phase === undefined || phase === 'open' || phase === 'upcoming' };
    };

    test("says what its event's dates call for on the day the site was built, as a dialog or a notice, keeping its title and the link to its details", async ({
      page,
      request,
    }) => {
      const { text, asDialog } = await stateOn(request);
      await page.goto(homeRoute);
      if (text === null) {
        // Outside its display window the home page has no announcement at all.
        await expect(page.locator('dialog.announcement, [data-announcement-notice]')).toHaveCount(0);
        return;
      }
      const shown = asDialog ? page.getByRole('dialog', { name: announcement.title }) : page.getByRole('complementary', { name: announcement.title });
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(translate(text));
      await expect(shown).toContainText(words.kicker);
      const details = shown.getByRole('link', { name: `${translate(announcement.details.label)}${words.detailsOf(announcement.title)}` });
      await expect(details).toHaveAttribute('href', hrefIn(lang, announcement.details.href));
      await expect(details).toHaveAttribute('target', '_blank');
      // Once its event is under way or over, nothing pops up.
      if (!asDialog) await expect(page.locator('dialog[open]')).toHaveCount(0);
    });

    test('as a dialog: opens as a modal, closes with its button or Escape, and the next Tab starts at the top of the page', async ({ page, request }) => {
      const { text, asDialog } = await stateOn(request);
      await page.goto(homeRoute);
      if (text === null || !asDialog) {
        // This build shows no pop-up: the rule above holds, and no dialog is open over the page.
        await expect(page.locator('dialog[open]')).toHaveCount(0);
        return;
      }
      const dialog = page.getByRole('dialog', { name: announcement.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: announcement.title })).toBeFocused();
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(800);
      await dialog.getByRole('button', { name: words.close }).click();
      await expect(dialog).toBeHidden();
      await page.keyboard.press('Tab');
      // Focus continues from the top: the skip link, then the header, never the footer.
      expect(await page.evaluate(() => !!document.activeElement?.closest('.site-footer'))).toBe(false);
      await page.reload();
      await expect(page.locator('dialog.announcement')).toBeHidden();
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}

test.describe('the home announcement', () => {
  test('a click outside its panel, on the backdrop, closes it', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    if ((await homeAnnouncementShown(request)) !== 'dialog') {
      // Once its event has passed there is no dialog to close: the page is not covered.
      await expect(page.locator('dialog.announcement')).toHaveCount(0);
      return;
    }
    const dialog = page.getByRole('dialog', { name: 'TechIdea 2025' });
    await expect(dialog).toBeVisible();
    await dialog.hover();
    await expect(page.locator('dialog.announcement[data-ready]')).toBeAttached();
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('it stays out of the way: the page reads and its links work', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('dialog.announcement')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByText('About', { exact: true }).click();
      await expect(page.locator('#site-nav details[open]')).toHaveCount(1);
    });
  });
});
