/** The home page in each language: the first screen and the latest notices (the carousel's, the courses section's and the announcement's own tests are in their component folders). */
import { expect, test, type Page } from '@playwright/test';
import { datedState } from '../content.ts';
import { translator } from '../languages.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { builtAsOf } from './dated-content.ts';
import { words as homeNewsWords } from '../../src/components/HomeNews/HomeNews.words.ts';
import { words as homeCarouselWords } from '../../src/components/HomeCarousel/HomeCarousel.words.ts';

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));

for (const lang of LANGS) {
  const homeRoute = routeIn(lang, '/');
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`${homeRoute} at ${viewport.width}px: the first screen has a visible heading, a sentence and the primary action${viewport.width >= 1024 ? ', with the latest notices beside them' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      const inFirstScreen = async (locator: ReturnType<Page['locator']>) => {
        await expect(locator).toBeVisible();
        const box = (await locator.boundingBox())!;
        expect(box.y + box.height, await locator.evaluate((el) => el.outerHTML.slice(0, 80))).toBeLessThanOrEqual(viewport.height);
      };
      await inFirstScreen(page.getByRole('heading', { level: 1 }));
      await inFirstScreen(page.locator('main .lead'));
      await inFirstScreen(page.locator('main .button--accent').first());
      if (viewport.width >= 1024) {
        // A wide first screen has no blank half: the latest notices sit beside the opening.
        const news = page.locator('main .home-news');
        await inFirstScreen(news);
        const lead = (await page.locator('main .lead').boundingBox())!;
        expect((await news.boundingBox())!.x).toBeGreaterThanOrEqual(lead.x + lead.width);
      }
      // The carousel does not fill the first screen: it starts below it.
      const carousel = (await page.locator('[aria-roledescription="carousel"]').first().boundingBox())!;
      expect(carousel.y).toBeGreaterThan(viewport.height * 0.5);
    });
  }

  test(`${homeRoute}: the latest notices are the newest notifications of documents.yaml current on the day of the build, else the latest earlier ones, each dated`, async ({
    page,
    request,
  }) => {
    const translate = translator(lang);
    const { notices: current, published } = datedState(await builtAsOf(request));
    await dismissAnnouncement(page);
    await page.goto(homeRoute);
    // Never an empty box: with nothing current, the latest earlier notices, headed as earlier.
    const notices = current.length > 0 ? current : published;
    const heading = current.length > 0 ? homeNewsWords[lang].notices : homeNewsWords[lang].earlierNotices;
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    const items = page.getByRole('list', { name: heading }).getByRole('listitem');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(items.nth(i)).toContainText(translate(notices[i]!.title));
      await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', notices[i]!.date!);
    }
  });
}

test('/home is the home page with its canonical link pointing at /', async ({ page }) => {
  await dismissAnnouncement(page);
  await page.goto('/home');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.getByRole('region', { name: homeCarouselWords.en.carouselLabel })).toBeVisible();
});

test('/admission-apply redirects to the open cycle’s form, and otherwise offers the enquiry form', async ({ request }) => {
  const { status } = datedState(await builtAsOf(request));
  const response = await request.get('/admission-apply', { maxRedirects: 0 });
  if (status.state === 'open') {
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(status.cycle.form);
  } else {
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="enquiry"');
    expect(html).not.toMatch(/http-equiv="refresh"/);
  }
});
