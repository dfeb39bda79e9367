/**
 * The home page's carousel (HomeCarousel.astro over the Carousel island) in
 * each language: the slides of home.yaml, stepping by hand and by keyboard,
 * rotation and its pause, reduced motion, and pictures loaded in turn on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { slideInView, untilReady, watchFrameworkScripts } from '../Carousel/carousel-steps.ts';
import { HELD_SCRIPTS, holdScript } from '../../../tests/held-scripts.ts';
import { readData } from '../../../tests/content.ts';
import { LANGS, routeIn } from '../../lib/languages.ts';
import { words as carouselStrings } from '../Carousel/Carousel.words.ts';
import { words as homeStrings } from './HomeCarousel.words.ts';

const home = readData('home.yaml') as { slides: unknown[] };
/** The number of home slides; the control tests step through at least three. */
const n = home.slides.length;

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));

// The home page in each language: the same rules, with the components' words files' words and the data dictionary.
for (const lang of LANGS) {
  const homeRoute = routeIn(lang, '/');
  const t = carouselStrings[lang];
  const carousel = (page: Page) => page.getByRole('region', { name: homeStrings[lang].carouselLabel });
  const currentIndicator = (page: Page) => carousel(page).locator('.carousel__indicator[aria-current="true"]');
  const onSlide = (page: Page, slide: number) => expect(currentIndicator(page)).toHaveAccessibleName(t.showSlide(slide, n));
  const rotation = (page: Page, action: 'pause' | 'play') =>
    carousel(page).getByRole('button', { name: `${t.slideShowBefore}${t[action]}${t.slideShowAfter}` });
  const untilHydrated = (page: Page) => untilReady(page, carousel(page));
  /** The home page under a test clock, scrolled to the carousel, until its rotation has taken the first step. */
  const untilFirstStep = async (page: Page) => {
    await page.clock.install();
    await dismissAnnouncement(page);
    await page.goto(homeRoute);
    // The carousel sits below the first screen; its rotation hydrates once it has been in view.
    await carousel(page).scrollIntoViewIfNeeded();
    await untilHydrated(page);
    await expect(rotation(page, 'pause')).toBeVisible();
    // It hydrated because its first step was due, five seconds after coming into view, and took it.
    await onSlide(page, 2);
  };

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
      await region.getByRole('link', { name: t.next }).click();
      await onSlide(page, 2);
      await region.getByRole('link', { name: t.showSlide(n, n) }).click();
      await onSlide(page, n);
      await region.getByRole('link', { name: t.previous }).click();
      await onSlide(page, n - 1);
    });

    test('the keyboard steps the slides: Enter on Next, Enter on an indicator', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await dismissAnnouncement(page);
      await page.goto(homeRoute);
      const region = carousel(page);
      await region.getByRole('link', { name: t.next }).focus();
      await untilHydrated(page);
      await page.keyboard.press('Enter');
      await onSlide(page, 2);
      await region.getByRole('link', { name: t.showSlide(n, n) }).focus();
      await page.keyboard.press('Enter');
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
      await untilFirstStep(page);
      const pause = rotation(page, 'pause');
      await page.clock.runFor(5500);
      await onSlide(page, 3);
      await pause.click();
      await expect(rotation(page, 'play')).toBeVisible();
      await page.clock.runFor(12000);
      await onSlide(page, 3);
    });

    test('stepping by hand stops the rotation for good', async ({ page }) => {
      await untilFirstStep(page);
      await carousel(page).getByRole('link', { name: t.next }).click();
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
      await carousel(page).getByRole('link', { name: t.next }).focus();
      await untilHydrated(page);
      await expect(rotation(page, 'play')).toBeVisible();
      await page.clock.runFor(16000);
      await onSlide(page, 1);
    });

    test('the rotation control says Pause at load, before its script, as the rotation is due; Play under reduced motion', async ({ page }) => {
      await dismissAnnouncement(page);
      const release = await holdScript(page, HELD_SCRIPTS[0][1]);
      await page.goto(homeRoute);
      await expect(rotation(page, 'pause')).toBeVisible();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(rotation(page, 'play')).toBeVisible();
      release();
    });

    for (const [when, script] of HELD_SCRIPTS) {
      test(`Next pressed ${when} shows the second slide at once; once hydrated it stays there and never starts rotating`, async ({ page }) => {
        await page.clock.install();
        await dismissAnnouncement(page);
        const release = await holdScript(page, script);
        await page.goto(homeRoute);
        await carousel(page).getByRole('link', { name: t.next }).click();
        await expect.poll(() => slideInView(carousel(page))).toBe(2);
        release();
        await page.mouse.move(0, 0);
        await untilHydrated(page);
        await onSlide(page, 2);
        expect(await slideInView(carousel(page))).toBe(2);
        await expect(rotation(page, 'play')).toBeVisible();
        await page.clock.runFor(16000);
        await onSlide(page, 2);
      });
    }

    test('Pause pressed before the script keeps the slides still once it has arrived', async ({ page }) => {
      await page.clock.install();
      await dismissAnnouncement(page);
      const release = await holdScript(page, HELD_SCRIPTS[0][1]);
      await page.goto(homeRoute);
      await rotation(page, 'pause').click();
      release();
      await page.mouse.move(0, 0);
      await untilHydrated(page);
      await expect(rotation(page, 'play')).toBeVisible();
      await page.clock.runFor(16000);
      await onSlide(page, 1);
    });

    test('the rotation waits while the enquiry dialog is open, and goes on once it is closed', async ({ page }) => {
      await untilFirstStep(page);
      await page.locator('button[commandfor="enquiry-dialog"]:visible').first().click();
      const dialog = page.locator('#enquiry-dialog');
      await expect(dialog).toBeVisible();
      await page.clock.runFor(16000);
      await onSlide(page, 2);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(rotation(page, 'pause')).toBeVisible();
      await page.clock.runFor(5500);
      await onSlide(page, 3);
    });
  });
}
