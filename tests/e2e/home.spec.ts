/** The home page in each language: carousel controls and rotation, the courses section, and the announcement dialog. */
import { expect, test, type Page } from '@playwright/test';
import { untilReady, watchFrameworkScripts } from './carousel';
import { readData } from '../content';
import { hrefIn, translator } from '../languages';
import { LANGS, routeIn } from '../../src/lib/i18n';
import { strings as carouselStrings } from '../../src/components/Carousel/strings';
import { strings as homeStrings } from '../../src/components/Home/strings';
import { strings as cardStrings } from '../../src/components/CardGrid/strings';
import { strings as announcementStrings } from '../../src/components/Announcement/strings';
import { builtAsOf, eventFile, homeAnnouncement } from './dated-content';
import { announcementText } from '../../src/lib/announcement';
import { eventPhase } from '../../src/lib/event';

const home = readData('home.yaml') as {
  slides: unknown[];
  courses: { heading: string; seeAll: { label: string; href: string }; cards: { school?: string; title?: string; href: string }[] };
};
/** The number of home slides; the control tests step through at least three. */
const n = home.slides.length;

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));

// The home page in each language: the same rules, with the words of the components' strings.ts and the dictionary.
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

  test(`${homeRoute}: the courses section shows a card for each entry of home.yaml, titled with its school’s name, with Read More to its page`, async ({
    page,
  }) => {
    await dismissAnnouncement(page);
    await page.goto(homeRoute);
    const section = page.getByRole('region', { name: translate(home.courses.heading) });
    const titles = home.courses.cards.map((card) => translate(card.school ? readData(`schools/${card.school}.yaml`).name : card.title!));
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
    await expect(section.locator('.card__link')).toHaveText(titles.map(() => new RegExp(`^${cardStrings[lang].readMore}`)));
    const targets = await section.locator('.card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(home.courses.cards.map((card) => hrefIn(lang, card.href)));
    await expect(section.getByRole('link', { name: translate(home.courses.seeAll.label) })).toHaveAttribute('href', hrefIn(lang, home.courses.seeAll.href));
  });

  test.describe(`${homeRoute}: announcement`, () => {
    const announcement = homeAnnouncement();
    const words = announcementStrings[lang];

    test("says what its event's dates call for on the day the site was built, keeping its title and the link to its details", async ({ page, request }) => {
      const asOf = await builtAsOf(request);
      const phase = announcement.event ? eventPhase(eventFile(announcement.event).dates, asOf) : undefined;
      const text = announcementText(announcement, phase, asOf);
      await page.goto(homeRoute);
      if (text === null) {
        // Outside its display window the home page has no announcement at all.
        await expect(page.locator('dialog.announcement')).toHaveCount(0);
        return;
      }
      const dialog = page.getByRole('dialog', { name: announcement.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.announcement__text')).toHaveText(translate(text));
      await expect(dialog.locator('.announcement__kicker')).toHaveText(words.kicker);
      const details = dialog.getByRole('link', { name: `${translate(announcement.details.label)}${words.detailsOf(announcement.title)}` });
      await expect(details).toHaveAttribute('href', hrefIn(lang, announcement.details.href));
      await expect(details).toHaveAttribute('target', '_blank');
    });

    test('opens as a modal, closes with its button, returns focus and stays closed in the session', async ({ page }) => {
      await page.goto(homeRoute);
      const dialog = page.getByRole('dialog', { name: announcement.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: words.close }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('body')).toBeFocused();
      await page.reload();
      await expect(page.locator('dialog.announcement')).toBeHidden();
    });

    test('Escape closes it', async ({ page }) => {
      await page.goto(homeRoute);
      const dialog = page.getByRole('dialog', { name: announcement.title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('is at most 800 px wide', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(homeRoute);
      const box = await page.getByRole('dialog').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(800);
    });
  });
}

test('/home is the home page with its canonical link pointing at /', async ({ page }) => {
  await dismissAnnouncement(page);
  await page.goto('/home');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.getByRole('region', { name: homeStrings.en.carouselLabel })).toBeVisible();
});

test('/admission-apply redirects to the external admission form', async ({ request }) => {
  const response = await request.get('/admission-apply', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toMatch(/^https:\/\//);
});
