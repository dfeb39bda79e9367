/** The home page: carousel controls and rotation, the courses section, and the announcement dialog. */
import { expect, test, type Page } from '@playwright/test';
import { untilReady, watchFrameworkScripts } from './carousel';
import { readData } from '../content';
import { builtAsOf, eventFile, homeAnnouncement } from './dated-content';
import { announcementText } from '../../src/lib/announcement';
import { eventPhase } from '../../src/lib/event';

const home = readData('home.yaml') as {
  slides: unknown[];
  courses: { heading: string; seeAll: { label: string }; cards: { school?: string; title?: string; href: string }[] };
};
/** The number of home slides; the control tests step through at least three. */
const n = home.slides.length;

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
const carousel = (page: Page) => page.getByRole('region', { name: 'Campus highlights' });
const currentIndicator = (page: Page) => carousel(page).locator('.carousel__indicator[aria-current="true"]');

const untilHydrated = (page: Page) => untilReady(page, carousel(page));

test.describe('carousel', () => {
  test('has every slide of home.yaml, one indicator per slide, and steps with the controls', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await dismissAnnouncement(page);
    await page.goto('/');
    const region = carousel(page);
    expect(n, 'the control tests step through at least three slides').toBeGreaterThanOrEqual(3);
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(n);
    await expect(region.locator('.carousel__indicator')).toHaveCount(n);
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 1 of ${n}`);
    await region.getByRole('button', { name: 'Next' }).click();
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 2 of ${n}`);
    await region.getByRole('button', { name: `Show slide ${n} of ${n}` }).click();
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide ${n} of ${n}`);
    await region.getByRole('button', { name: 'Previous' }).click();
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide ${n - 1} of ${n}`);
  });

  test('rotation is not started while the pointer is over the carousel', async ({ page }) => {
    await page.clock.install();
    await dismissAnnouncement(page);
    await page.goto('/');
    // Pointing at the carousel brings in its script; rotation stays stopped while the pointer is there.
    await carousel(page).locator('img').first().hover();
    await untilHydrated(page);
    await expect(carousel(page).getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await page.clock.runFor(12000);
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 1 of ${n}`);
  });

  test('rotates by itself, and a pause control stops it', async ({ page }) => {
    await page.clock.install();
    await dismissAnnouncement(page);
    await page.goto('/');
    await untilHydrated(page);
    const region = carousel(page);
    const pause = region.getByRole('button', { name: 'Pause slide show' });
    await expect(pause).toBeVisible();
    // It hydrated because its first step was due, five seconds after coming into view, and took it.
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 2 of ${n}`);
    await page.clock.runFor(5500);
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 3 of ${n}`);
    await pause.click();
    await expect(region.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await page.clock.runFor(12000);
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 3 of ${n}`);
  });

  test('stepping by hand stops the rotation for good', async ({ page }) => {
    await page.clock.install();
    await dismissAnnouncement(page);
    await page.goto('/');
    await untilHydrated(page);
    const region = carousel(page);
    await expect(region.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 2 of ${n}`);
    await region.getByRole('button', { name: 'Next' }).click();
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 3 of ${n}`);
    await expect(region.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(16000);
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 3 of ${n}`);
  });

  test('never starts rotating under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await dismissAnnouncement(page);
    const frameworkScripts = watchFrameworkScripts(page);
    await page.goto('/');
    await page.clock.runFor(16000);
    // With nothing to rotate, the script waits until the visitor reaches for the carousel.
    expect(frameworkScripts).toEqual([]);
    await carousel(page).getByRole('button', { name: 'Next' }).focus();
    await untilHydrated(page);
    await expect(carousel(page).getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await page.clock.runFor(16000);
    await expect(currentIndicator(page)).toHaveAccessibleName(`Show slide 1 of ${n}`);
  });
});

test('the courses section shows a card for each entry of home.yaml, titled with its school’s name, with Read More to its page', async ({ page }) => {
  await dismissAnnouncement(page);
  await page.goto('/');
  const section = page.getByRole('region', { name: home.courses.heading });
  const titles = home.courses.cards.map((card) => (card.school ? readData(`schools/${card.school}.yaml`).name : card.title));
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
  const targets = await section.locator('.card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(targets).toEqual(home.courses.cards.map((card) => card.href));
  await expect(section.getByRole('link', { name: home.courses.seeAll.label })).toBeVisible();
});

test.describe('announcement', () => {
  test("says what its event's dates call for on the day the site was built, keeping its title and View details", async ({ page, request }) => {
    const announcement = homeAnnouncement();
    const asOf = await builtAsOf(request);
    const phase = announcement.event ? eventPhase(eventFile(announcement.event).dates, asOf) : undefined;
    const text = announcementText(announcement, phase, asOf);
    await page.goto('/');
    if (text === null) {
      // Outside its display window the home page has no announcement at all.
      await expect(page.locator('dialog.announcement')).toHaveCount(0);
      return;
    }
    const dialog = page.getByRole('dialog', { name: announcement.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.announcement__text')).toHaveText(text!);
    await expect(dialog.getByRole('link', { name: new RegExp(announcement.details.label) })).toHaveAttribute('href', announcement.details.href);
  });

  test('opens as a modal, closes with its button, returns focus and stays closed in the session', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'TechIdea 2025' });
    await expect(dialog).toBeVisible();
    const details = dialog.getByRole('link', { name: /View details/ });
    await expect(details).toHaveAttribute('href', '/techidea-2025');
    await expect(details).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Close announcement' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).toBeFocused();
    await page.reload();
    await expect(page.locator('dialog.announcement')).toBeHidden();
  });

  test('Escape closes it', async ({ page }) => {
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'TechIdea 2025' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('is at most 800 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(800);
  });
});

test('/home is the home page with its canonical link pointing at /', async ({ page }) => {
  await dismissAnnouncement(page);
  await page.goto('/home');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(carousel(page)).toBeVisible();
});

test('/admission-apply redirects to the external admission form', async ({ request }) => {
  const response = await request.get('/admission-apply', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toMatch(/^https:\/\//);
});
