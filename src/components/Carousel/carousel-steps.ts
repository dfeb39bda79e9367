/** Shared steps for the carousel's browser tests (home page, photo gallery, facility pages). */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * With the clock faked, let time pass in small steps until the carousel's
 * island has hydrated and marked itself ready. An autoplaying carousel
 * hydrates once its first automatic step is due, five seconds after it
 * came into view, so this may run the clock that far.
 */
export async function untilReady(page: Page, carousel: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return carousel.getAttribute('data-ready');
      },
      { intervals: [20], timeout: 30_000 },
    )
    .not.toBeNull();
}

/**
 * Records the framework code the page requests (React, its renderer, the
 * Carousel island). Requests are watched from outside the page: with a faked
 * clock the page's own performance entries are faked too.
 */
export function watchFrameworkScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/_astro\/(client|react|Carousel)\.[\w-]+\.js$/.test(path)) requested.push(path);
  });
  return requested;
}

/**
 * The slide the carousel shows (1-based), read from where the slides are drawn, not from the indicators: before
 * the script only the browser's scrolling moves them, and only the script marks the current indicator.
 */
export function slideInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector('.carousel__viewport')!.getBoundingClientRect();
    const slides = [...region.querySelectorAll('.carousel__slide')];
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 1) + 1;
  });
}

/** How far the page is scrolled down, in CSS pixels. */
export const pageScroll = (page: Page): Promise<number> => page.evaluate(() => scrollY);

/** Brings the carousel's controls into view, as a visitor about to tap them; resolves to where the page then is. */
export async function controlsInView(carousel: Locator): Promise<number> {
  await carousel.locator('.carousel__controls').scrollIntoViewIfNeeded();
  return pageScroll(carousel.page());
}
