/**
 * The carousel (Carousel.tsx, ImageCarousel.astro) in Chromium: its rotation
 * rules on the photo gallery, and the facility pages' carousels stepped by hand.
 */
import { expect, test, type Page } from '@playwright/test';
import { controlsInView, pageScroll, slideInView, untilReady, watchFrameworkScripts } from './carousel-steps.ts';
import { HELD_SCRIPTS, holdScript } from '../../../tests/held-scripts.ts';
import { facilities, galleryImages } from '../../../tests/content.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';
import { words as carouselStrings } from './Carousel.words.ts';
import { words as facilityStrings } from '../Facility/Facility.words.ts';

/** The photo gallery's photos, as gallery.yaml lists them; the carousel tests need a few to step through. */
const photos = galleryImages('photo-gallery');
const n = photos.length;
/** The name of a photo's image file, which the build keeps at the start of the file it emits. */
const fileOf = (i: number) =>
  photos[i]!.src.split('/')
    .at(-1)!
    .replace(/\.[a-z]+$/, '');

const gallery = (page: Page) => page.getByRole('region', { name: 'Photo gallery' });
const current = (page: Page) => gallery(page).locator('.carousel__indicator[aria-current="true"]');
const onSlide = (page: Page, slide: number) => expect(current(page)).toHaveAccessibleName(`Show slide ${slide} of ${n}`);

/**
 * Opens the gallery under a paused fake clock and lets time pass until its island is ready. A rotating
 * gallery hydrates when its first automatic step is due, five seconds after it came into view, and takes
 * that step at once: it is then on the second photo.
 */
async function openGallery(page: Page, { reducedMotion = false } = {}) {
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // A paused fake clock: time moves only when the test says, however slow the machine is.
  await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-22T10:00:01+05:30'));
  await page.goto('/photo-gallery');
  // Without rotation the island waits for the visitor: pointing at it is reaching for it.
  if (reducedMotion) await gallery(page).hover();
  await untilReady(page, gallery(page));
}

test.describe('photo gallery', () => {
  test('has every photo of gallery.yaml at 1000 by 600, at most 1000 px wide, one indicator each', async ({ page }) => {
    expect(n, 'the carousel tests step through at least four photos').toBeGreaterThanOrEqual(4);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/photo-gallery');
    const region = gallery(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const images = region.locator('[aria-roledescription="slide"] img');
    await expect(images).toHaveCount(n);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', '1000');
      await expect(img).toHaveAttribute('height', '600');
    }
    await expect(region.locator('.carousel__indicator')).toHaveCount(n);
    expect((await region.boundingBox())!.width).toBeLessThanOrEqual(1000);
  });

  test('loads no framework code until the first automatic step is due', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01+05:30'));
    const frameworkScripts = watchFrameworkScripts(page);
    await page.goto('/photo-gallery');
    await expect(gallery(page).locator('img').first()).toBeVisible();
    await page.clock.runFor(4000);
    expect(frameworkScripts).toEqual([]);
    await untilReady(page, gallery(page));
    expect(frameworkScripts).toEqual(expect.arrayContaining([expect.stringContaining('/_astro/Carousel.')]));
  });

  test('rotates every 5 seconds, the first step included, with a visible pause control', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01+05:30'));
    await page.goto('/photo-gallery');
    await expect(gallery(page).locator('img').first()).toBeVisible();
    await page.clock.runFor(4900);
    await onSlide(page, 1);
    // At 5 s the first step is due: the island hydrates and takes it, without a further interval.
    await untilReady(page, gallery(page));
    await onSlide(page, 2);
    await expect(gallery(page).getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    await page.clock.runFor(4700);
    await onSlide(page, 2);
    await page.clock.runFor(400);
    await onSlide(page, 3);
    await page.clock.runFor(5000);
    await onSlide(page, 4);
  });

  test('fetches only the first photo on load; the next ones once the gallery wakes, ahead of the first step that shows one', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01+05:30'));
    const fetched = new Set<number>();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      const photo = photos.findIndex((_, i) => file.startsWith(`/_astro/${fileOf(i)}.`));
      if (photo >= 0) fetched.add(photo);
    });
    await page.goto('/photo-gallery', { waitUntil: 'networkidle' });
    expect([...fetched]).toEqual([0]);
    await untilReady(page, gallery(page));
    await onSlide(page, 2);
    expect(fetched).toContain(1);
    // The step waited for the photo it shows: it was whole the moment it came into view.
    expect(
      await gallery(page)
        .locator('img')
        .nth(1)
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(gallery(page).getByRole('group', { name: `2 of ${n}` })).not.toContainText('Loading');
  });

  test('the pause control stops the rotation and Play resumes it', async ({ page }) => {
    await openGallery(page);
    await onSlide(page, 2);
    await gallery(page).getByRole('button', { name: 'Pause slide show' }).click();
    await page.clock.runFor(12000);
    await onSlide(page, 2);
    await gallery(page).getByRole('button', { name: 'Play slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5200);
    await onSlide(page, 3);
  });

  const interactions: [string, (page: Page) => Promise<void>, number][] = [
    ['Next', (page) => gallery(page).getByRole('link', { name: 'Next', exact: true }).click(), 3],
    ['Back', (page) => gallery(page).getByRole('link', { name: 'Back', exact: true }).click(), 1],
    [
      'an indicator',
      (page) =>
        gallery(page)
          .getByRole('link', { name: `Show slide ${n - 1} of ${n}` })
          .click(),
      n - 1,
    ],
    [
      'a drag',
      async (page) => {
        // The drag happens where the visitor sees the photo: on screen.
        await gallery(page).locator('.carousel__viewport').scrollIntoViewIfNeeded();
        const box = (await gallery(page).locator('.carousel__viewport').boundingBox())!;
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * 0.8, y);
        await page.mouse.down();
        for (let x = 0.8; x >= 0.1; x -= 0.05) {
          await page.mouse.move(box.x + box.width * x, y);
          await page.clock.runFor(16);
        }
        await page.mouse.up();
        await page.clock.runFor(1000);
      },
      3,
    ],
  ];
  for (const [name, interact, landsOn] of interactions) {
    test(`${name} stops the rotation for good`, async ({ page }) => {
      await openGallery(page);
      await onSlide(page, 2);
      await interact(page);
      await onSlide(page, landsOn);
      await expect(gallery(page).getByRole('button', { name: 'Play slide show' })).toBeVisible();
      // Leaving the carousel and waiting does not bring the rotation back.
      await page.mouse.move(0, 0);
      await page.locator('h1').click();
      await page.clock.runFor(30000);
      await onSlide(page, landsOn);
    });
  }

  test('Back and Next move one slide and are disabled at the ends, with no wrap-around', async ({ page }) => {
    await openGallery(page, { reducedMotion: true });
    const region = gallery(page);
    const back = region.getByRole('link', { name: 'Back', exact: true });
    const next = region.getByRole('link', { name: 'Next', exact: true });
    await expect(back).toBeDisabled();
    await next.click();
    await onSlide(page, 2);
    await back.click();
    await onSlide(page, 1);
    await expect(back).toBeDisabled();
    await region.getByRole('link', { name: `Show slide ${n - 1} of ${n}` }).click();
    await next.click();
    await onSlide(page, n);
    await expect(next).toBeDisabled();
    await expect(back).toBeEnabled();
    await next.click({ force: true });
    await onSlide(page, n);
  });

  test('rotation stops on the last photo instead of wrapping to the first', async ({ page }) => {
    await openGallery(page);
    // The gallery hydrates when its first step is due and takes it; every later step comes 5 s apart.
    await onSlide(page, 2);
    await page.clock.runFor((n - 2) * 5000 + 500);
    await onSlide(page, n);
    await page.clock.runFor(20000);
    await onSlide(page, n);
    await expect(gallery(page).getByRole('button', { name: 'Restart slide show' })).toBeVisible();
    await expect(gallery(page).getByRole('link', { name: 'Next', exact: true })).toBeDisabled();
  });

  test('never rotates under prefers-reduced-motion', async ({ page }) => {
    await openGallery(page, { reducedMotion: true });
    await expect(gallery(page).getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await page.clock.runFor(30000);
    await onSlide(page, 1);
  });

  test('says when a photo is loading, loaded, or could not be loaded', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(`**/_astro/${fileOf(1)}.*`, (route) => route.abort());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/_astro/${fileOf(2)}.*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/photo-gallery');
    const region = gallery(page);
    const status = region.locator('.carousel__status');
    // The status line comes with the island's script, which loads when the visitor reaches for the carousel.
    await region.hover();
    await expect(status).toHaveText(`Photo 1 of ${n} loaded`);
    await region.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(status).toHaveText(`Photo 2 of ${n} could not be loaded`);
    await expect(region.getByRole('group', { name: `2 of ${n}` })).toContainText('This image could not be loaded');
    await region.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(status).toHaveText(`Loading photo 3 of ${n}…`);
    await expect(region.getByRole('group', { name: `3 of ${n}` })).toContainText('Loading image…');
    release();
    await expect(status).toHaveText(`Photo 3 of ${n} loaded`);
    await expect(region.getByRole('group', { name: `3 of ${n}` })).not.toContainText('Loading');
  });

  test('the controls change layout at 768 px: indicators above Back and Next on phones, between them on wider screens', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [width, sameRow] of [
      [375, false],
      [767, false],
      [768, true],
      [1280, true],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/photo-gallery');
      const back = (await gallery(page).getByRole('link', { name: 'Back', exact: true }).boundingBox())!;
      const dots = (await gallery(page).locator('.carousel__indicators').boundingBox())!;
      expect(Math.abs(back.y + back.height / 2 - (dots.y + dots.height / 2)) < 4, `at ${width} px`).toBe(sameRow);
    }
  });
});

test.describe('facility pages', () => {
  // Every facility page with two or more photos shows them as a carousel, in each language the page is published in.
  const carousels = facilities()
    .filter((f) => f.images.length > 1)
    .flatMap((f) => publishedRoutes(`/${f.id}`).map(([lang, route]) => ({ lang, route, f })));
  for (const { lang, route, f } of carousels) {
    const count = f.images.length;
    const t = carouselStrings[lang];
    test(`${route} has a carousel of ${count} photos stepped by hand`, async ({ page }) => {
      await page.clock.install();
      const frameworkScripts = watchFrameworkScripts(page);
      await page.goto(route);
      const region = page.getByRole('region', { name: translator(lang)(f.label) });
      await expect(region.getByRole('group')).toHaveCount(count);
      const shown = region.locator('.carousel__indicator[aria-current="true"]');
      const previous = region.getByRole('link', { name: t.previous });
      const next = region.getByRole('link', { name: t.next, exact: true });
      await page.clock.runFor(20000);
      // Nothing moves by itself and no framework code loads until the visitor uses the carousel.
      await expect(shown).toHaveAccessibleName(t.showSlide(1, count));
      await expect(previous).toBeDisabled();
      expect(frameworkScripts).toEqual([]);
      // The first press works before the script (a link to the second photo); the carousel, once ready, stays there.
      await next.click();
      await expect(shown).toHaveAccessibleName(t.showSlide(2, count));
      await expect(region.locator('.carousel__status')).toHaveText(t.loadedItem(facilityStrings[lang].photo, 2, count));
      await expect(region.locator('.carousel__rotation')).toHaveCount(0);
      await region.getByRole('link', { name: t.showSlide(count, count) }).click();
      await expect(shown).toHaveAccessibleName(t.showSlide(count, count));
      await expect(next).toBeDisabled();
      await previous.click();
      await expect(shown).toHaveAccessibleName(t.showSlide(count - 1, count));
    });
  }
});

test.describe('the controls before the script', () => {
  // A facility page's carousel, stepped by hand only: its island waits for the visitor.
  const [{ route, f } = { route: '', f: { label: '', images: [] } }] = facilities()
    .filter((facility) => facility.images.length > 2)
    .map((facility) => ({ route: `/${facility.id}`, f: facility }));
  const count = f.images.length;
  const t = carouselStrings.en;
  const region = (page: Page) => page.getByRole('region', { name: f.label });

  for (const [when, script] of HELD_SCRIPTS) {
    test(`Next and an indicator move the slides ${when}, and the carousel stays on that slide once it hydrates`, async ({ page }) => {
      expect(route, 'a facility with three or more photos').not.toBe('');
      const release = await holdScript(page, script);
      await page.goto(route);
      const carousel = region(page);
      const pageAt = await controlsInView(carousel);
      await carousel.getByRole('link', { name: t.next, exact: true }).click();
      await expect.poll(() => slideInView(carousel)).toBe(2);
      // Only the carousel moved: the page stays where the visitor had it.
      expect(await pageScroll(page)).toBe(pageAt);
      await expect(carousel.locator('.carousel__slide').nth(1).locator('img')).toBeVisible();
      await carousel.getByRole('link', { name: t.showSlide(count, count) }).click();
      await expect.poll(() => slideInView(carousel)).toBe(count);
      await carousel.getByRole('link', { name: t.showSlide(2, count) }).click();
      await expect.poll(() => slideInView(carousel)).toBe(2);
      expect(await pageScroll(page)).toBe(pageAt);
      await expect(carousel.locator('[data-ready]')).toHaveCount(0);
      const before = await carousel.locator('.carousel__slide').nth(1).boundingBox();
      release();
      await expect(carousel).toHaveAttribute('data-ready', '');
      await expect(carousel.locator('.carousel__indicator[aria-current="true"]')).toHaveAccessibleName(t.showSlide(2, count));
      expect(await slideInView(carousel)).toBe(2);
      // Embla took over where the browser had scrolled: the slide is drawn where it was.
      expect(await carousel.locator('.carousel__slide').nth(1).boundingBox()).toEqual(before);
      await carousel.getByRole('link', { name: t.next, exact: true }).click();
      await expect(carousel.locator('.carousel__indicator[aria-current="true"]')).toHaveAccessibleName(t.showSlide(3, count));
      await expect.poll(() => slideInView(carousel)).toBe(3);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the indicators and Next are links that show their slide', async ({ page }) => {
      await page.goto(route);
      const carousel = region(page);
      await expect(carousel.getByRole('link', { name: t.previous })).toBeDisabled();
      const pageAt = await controlsInView(carousel);
      await carousel.getByRole('link', { name: t.next, exact: true }).click();
      expect(await slideInView(carousel)).toBe(2);
      await carousel.getByRole('link', { name: t.showSlide(count, count) }).click();
      expect(await slideInView(carousel)).toBe(count);
      expect(await pageScroll(page)).toBe(pageAt);
      await expect(
        carousel
          .locator('.carousel__slide')
          .nth(count - 1)
          .locator('img'),
      ).toBeVisible();
      await carousel.getByRole('link', { name: t.showSlide(1, count) }).click();
      expect(await slideInView(carousel)).toBe(1);
    });
  });
});

test('the rotation control has the focus ring of the other controls', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/photo-gallery');
  const region = gallery(page);
  const ring = (control: ReturnType<typeof region.getByRole>) => control.evaluate((element) => getComputedStyle(element).boxShadow);
  const rotation = region.getByRole('button', { name: 'Play slide show' });
  const next = region.getByRole('link', { name: 'Next', exact: true });
  // Reached by the keyboard, as the ring is drawn for keyboard focus.
  await next.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  // Read once drawn: the island may hydrate on that first key and draw the controls again.
  await expect.poll(() => ring(next)).not.toBe('none');
  const linkRing = await ring(next);
  await rotation.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(rotation).toBeFocused();
  await expect.poll(() => ring(rotation)).toBe(linkRing);
});
