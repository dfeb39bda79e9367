/** The home page in each language: carousel controls and rotation, the courses section, and the announcement dialog. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { untilReady, watchFrameworkScripts } from '../../src/components/Carousel/carousel-steps.ts';
import { datedState, readData } from '../content.ts';
import { hrefIn, translator } from '../languages.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { builtAsOf, eventFile, homeAnnouncement } from './dated-content.ts';
import { announcementText } from '../../src/lib/announcement-text.ts';
import { eventPhase } from '../../src/lib/event-timeline.ts';
import { wordsOf } from '../../src/i18n/index.ts';

const carouselStrings = wordsOf('carousel');
const homeStrings = wordsOf('home');
const cardStrings = wordsOf('cardGrid');
const announcementStrings = wordsOf('announcement');

const home = readData('home.yaml') as {
  slides: unknown[];
  courses: { heading: string; seeAll: { label: string; href: string }; cards: { school?: string; title?: string; href: string }[] };
};
/** The number of home slides; the control tests step through at least three. */
const n = home.slides.length;

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));

// The home page in each language: the same rules, with the words of the components' dictionaries (src/i18n) and the dictionary.
for (const lang of LANGS) {
  const homeRoute = routeIn(lang, '/');
  const t = carouselStrings[lang];
  const translate = translator(lang);
  const carousel = (page: Page) => page.getByRole('region', { name: homeStrings[lang].carouselLabel });
  const currentIndicator = (page: Page) => carousel(page).locator('.carousel__indicator[aria-current="true"]');
  const onSlide = (page: Page, slide: number) => expect(currentIndicator(page)).toHaveAccessibleName(t.showSlide(slide, n));
  const rotation = (page: Page, action: 'pause' | 'play') =>
    carousel(page).getByRole('button', { name: `${t.slideShowBefore}${t[action]}${t.slideShowAfter}` });
  const untilHydrated = (page: Page) => untilReady(page, carousel(page));

  test.describe(`${homeRoute}: carousel`, () => {
    test('on a phone, no picture below the first screen is fetched ahead of the text, and the first slide shows once scrolled to', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      const urgentBelow = await page.evaluate(() =>
        [...document.querySelectorAll('img')]
          .filter((img) => img.loading !== 'lazy' || img.fetchPriority === 'high')
          .filter((img) => img.getBoundingClientRect().top >= window.innerHeight)
          .map((img) => img.currentSrc || img.src),
      );
      expect(urgentBelow).toEqual([]);
      const first = carousel(page).locator('img').first();
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });

    test('has every slide of home.yaml, one indicator per slide, and steps with the controls', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      const region = carousel(page);
      expect(n, 'the control tests step through at least three slides').toBeGreaterThanOrEqual(3);
      await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(n);
      await expect(region.locator('.carousel__indicator')).toHaveCount(n);
      await onSlide(page, 1);
      await region.getByRole('button', { name: t.next }).click();
      await onSlide(page, 2);
      await region.getByRole('button', { name: t.showSlide(n, n) }).click();
      await onSlide(page, n);
      await region.getByRole('button', { name: t.previous }).click();
      await onSlide(page, n - 1);
    });

    test('the keyboard steps the slides: Enter on Next, Space on an indicator', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      const region = carousel(page);
      await region.getByRole('button', { name: t.next }).focus();
      await untilHydrated(page);
      await page.keyboard.press('Enter');
      await onSlide(page, 2);
      await region.getByRole('button', { name: t.showSlide(n, n) }).focus();
      await page.keyboard.press('Space');
      await onSlide(page, n);
    });

    test('rotation is not started while the pointer is over the carousel', async ({ page }) => {
      await page.clock.install();
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      // Pointing at the carousel brings in its script; rotation stays stopped while the pointer is there.
      await carousel(page).locator('img').first().hover();
      await untilHydrated(page);
      await expect(rotation(page, 'play')).toBeVisible();
      await page.clock.runFor(12000);
      await onSlide(page, 1);
    });

    test('rotates by itself, and a pause control stops it', async ({ page }) => {
      await page.clock.install();
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      // The carousel sits below the first screen; its rotation hydrates once it has been in view.
      await carousel(page).scrollIntoViewIfNeeded();
      await untilHydrated(page);
      const pause = rotation(page, 'pause');
      await expect(pause).toBeVisible();
      // It hydrated because its first step was due, five seconds after coming into view, and took it.
      await onSlide(page, 2);
      await page.clock.runFor(5500);
      await onSlide(page, 3);
      await pause.click();
      await expect(rotation(page, 'play')).toBeVisible();
      await page.clock.runFor(12000);
      await onSlide(page, 3);
    });

    test('stepping by hand stops the rotation for good', async ({ page }) => {
      await page.clock.install();
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      await carousel(page).scrollIntoViewIfNeeded();
      await untilHydrated(page);
      await expect(rotation(page, 'pause')).toBeVisible();
      await onSlide(page, 2);
      await carousel(page).getByRole('button', { name: t.next }).click();
      await onSlide(page, 3);
      await expect(rotation(page, 'play')).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.runFor(16000);
      await onSlide(page, 3);
    });

    test('never starts rotating under prefers-reduced-motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await dismissAnnouncement(page);
      const frameworkScripts = watchFrameworkScripts(page);
      await page.goto(homeRoute);
      await page.clock.runFor(16000);
      // With nothing to rotate, the script waits until the visitor reaches for the carousel.
      expect(frameworkScripts).toEqual([]);
      await carousel(page).getByRole('button', { name: t.next }).focus();
      await untilHydrated(page);
      await expect(rotation(page, 'play')).toBeVisible();
      await page.clock.runFor(16000);
      await onSlide(page, 1);
    });
  });

  test(`${homeRoute}: the courses section shows a card for each entry of home.yaml, titled with its school’s name, with a link that names it`, async ({
    page,
  }) => {
    await dismissAnnouncement(page);
    await page.goto(homeRoute);
    const section = page.getByRole('region', { name: translate(home.courses.heading) });
    const titles = home.courses.cards.map((card) => translate(card.school ? readData(`schools/${card.school}.yaml`).name : card.title!));
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
    await expect(section.locator('.card__link')).toHaveText(titles.map((title) => cardStrings[lang].moreAbout(title)));
    const targets = await section.locator('.card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(home.courses.cards.map((card) => hrefIn(lang, card.href)));
    await expect(section.getByRole('link', { name: translate(home.courses.seeAll.label) })).toHaveAttribute('href', hrefIn(lang, home.courses.seeAll.href));
  });

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
        const news = page.getByRole('region', { name: homeStrings[lang].notices });
        await inFirstScreen(news);
        const lead = (await page.locator('main .lead').boundingBox())!;
        expect((await news.boundingBox())!.x).toBeGreaterThanOrEqual(lead.x + lead.width);
      }
      // The carousel does not fill the first screen: it starts below it.
      const carousel = (await page.locator('[aria-roledescription="carousel"]').first().boundingBox())!;
      expect(carousel.y).toBeGreaterThan(viewport.height * 0.5);
    });
  }

  test(`${homeRoute}: the latest notices are the newest notifications of documents.yaml current on the day of the build, each dated`, async ({
    page,
    request,
  }) => {
    const translate = translator(lang);
    const { notices } = datedState(await builtAsOf(request));
    await dismissAnnouncement(page);
    await page.goto(homeRoute);
    if (notices.length === 0) {
      await expect(page.getByText(homeStrings[lang].noNotices)).toBeVisible();
      return;
    }
    const items = page.getByRole('list', { name: homeStrings[lang].notices }).getByRole('listitem');
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
  await expect(page.getByRole('region', { name: homeStrings.en.carouselLabel })).toBeVisible();
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
