/**
 * Campus life pages: the photo gallery's carousel rules, the facility
 * carousels, the image state wording, the TechIdea 2025 timeline and its
 * calendar file, and the public disclosure table.
 */
import { expect, test, type Page } from '@playwright/test';
import { untilReady, watchFrameworkScripts } from './carousel';

const gallery = (page: Page) => page.getByRole('region', { name: 'Photo gallery' });
const current = (page: Page) => gallery(page).locator('.carousel__indicator[aria-current="true"]');
const onSlide = (page: Page, n: number) => expect(current(page)).toHaveAccessibleName(`Show slide ${n} of 9`);

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
  test('has 9 photos of 1000 by 600, at most 1000 px wide, one indicator each', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/photo-gallery');
    const region = gallery(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const images = region.locator('[aria-roledescription="slide"] img');
    await expect(images).toHaveCount(9);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', '1000');
      await expect(img).toHaveAttribute('height', '600');
    }
    await expect(region.locator('.carousel__indicator')).toHaveCount(9);
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
    ['Next', (page) => gallery(page).getByRole('button', { name: 'Next', exact: true }).click(), 3],
    ['Back', (page) => gallery(page).getByRole('button', { name: 'Back', exact: true }).click(), 1],
    ['an indicator', (page) => gallery(page).getByRole('button', { name: 'Show slide 6 of 9' }).click(), 6],
    [
      'a drag',
      async (page) => {
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
    const back = region.getByRole('button', { name: 'Back', exact: true });
    const next = region.getByRole('button', { name: 'Next', exact: true });
    await expect(back).toBeDisabled();
    await next.click();
    await onSlide(page, 2);
    await back.click();
    await onSlide(page, 1);
    await expect(back).toBeDisabled();
    await region.getByRole('button', { name: 'Show slide 8 of 9' }).click();
    await next.click();
    await onSlide(page, 9);
    await expect(next).toBeDisabled();
    await expect(back).toBeEnabled();
    await next.click({ force: true });
    await onSlide(page, 9);
  });

  test('rotation stops on the last photo instead of wrapping to the first', async ({ page }) => {
    await openGallery(page);
    await onSlide(page, 2);
    await page.clock.runFor(7 * 5000 + 500);
    await onSlide(page, 9);
    await page.clock.runFor(20000);
    await onSlide(page, 9);
    await expect(gallery(page).getByRole('button', { name: 'Restart slide show' })).toBeVisible();
    await expect(gallery(page).getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  });

  test('never rotates under prefers-reduced-motion', async ({ page }) => {
    await openGallery(page, { reducedMotion: true });
    await expect(gallery(page).getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await page.clock.runFor(30000);
    await onSlide(page, 1);
  });

  test('says when a photo is loading, loaded, or could not be loaded', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route('**/_astro/gallery-2.*', (route) => route.abort());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/gallery-3.*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/photo-gallery');
    const region = gallery(page);
    const status = region.locator('.carousel__status');
    // The status line comes with the island's script, which loads when the visitor reaches for the carousel.
    await region.hover();
    await expect(status).toHaveText('Photo 1 of 9 loaded');
    await region.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(status).toHaveText('Photo 2 of 9 could not be loaded');
    await expect(region.getByRole('group', { name: '2 of 9' })).toContainText('This image could not be loaded');
    await region.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(status).toHaveText('Loading photo 3 of 9…');
    await expect(region.getByRole('group', { name: '3 of 9' })).toContainText('Loading image…');
    release();
    await expect(status).toHaveText('Photo 3 of 9 loaded');
    await expect(region.getByRole('group', { name: '3 of 9' })).not.toContainText('Loading');
  });

  test('the controls change layout at 768 px: indicators above Back and Next on phones, between them on wider screens', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [width, sameRow] of [[375, false], [767, false], [768, true], [1280, true]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/photo-gallery');
      const back = (await gallery(page).getByRole('button', { name: 'Back', exact: true }).boundingBox())!;
      const dots = (await gallery(page).locator('.carousel__indicators').boundingBox())!;
      expect(Math.abs(back.y + back.height / 2 - (dots.y + dots.height / 2)) < 4, `at ${width} px`).toBe(sameRow);
    }
  });
});

test.describe('facility pages', () => {
  const facilities: [string, string, number][] = [
    ['/bank-atm', 'Photos of the bank branch and ATM', 2],
    ['/guest-house', 'Photos of the guest house', 3],
    ['/amenities-center', 'Photos of the amenities centre', 2],
    ['/canteen', 'Photos of the canteen', 2],
    ['/library-information-centre', 'Photos of the library and information centre', 4],
    ['/medical-facilities', 'Photos for the medical facilities page', 2],
    ['/sports-facilities', 'Photos of the sports facilities', 3],
  ];
  for (const [route, label, count] of facilities) {
    test(`${route} has a carousel of ${count} photos stepped by hand`, async ({ page }) => {
      await page.clock.install();
      const frameworkScripts = watchFrameworkScripts(page);
      await page.goto(route);
      const region = page.getByRole('region', { name: label });
      await expect(region.getByRole('group')).toHaveCount(count);
      const shown = region.locator('.carousel__indicator[aria-current="true"]');
      const previous = region.getByRole('button', { name: 'Previous' });
      const next = region.getByRole('button', { name: 'Next', exact: true });
      await page.clock.runFor(20000);
      // Nothing moves by itself and no framework code loads until the visitor uses the carousel.
      await expect(shown).toHaveAccessibleName(`Show slide 1 of ${count}`);
      await expect(previous).toBeDisabled();
      expect(frameworkScripts).toEqual([]);
      // The first press arrives before the script; it is held and carried out once the carousel is ready.
      await next.click();
      await expect(shown).toHaveAccessibleName(`Show slide 2 of ${count}`);
      await expect(region.locator('.carousel__status')).toHaveText(`Photo 2 of ${count} loaded`);
      await expect(region.locator('.carousel__rotation')).toHaveCount(0);
      await region.getByRole('button', { name: `Show slide ${count} of ${count}` }).click();
      await expect(shown).toHaveAccessibleName(`Show slide ${count} of ${count}`);
      await expect(next).toBeDisabled();
      await previous.click();
      await expect(shown).toHaveAccessibleName(`Show slide ${count - 1} of ${count}`);
    });
  }

  test('the medical page says there are no on-site medical facilities; hostels are for undergraduates, first-come first-served', async ({ page }) => {
    await page.goto('/medical-facilities');
    await expect(page.locator('main')).toContainText('no on-site medical facilities');
    await page.goto('/hostel-facilities');
    await expect(page.locator('main')).toContainText('for undergraduate students only');
    await expect(page.locator('main')).toContainText('first-come, first-served');
  });
});

test.describe('TechIdea 2025', () => {
  test('the timeline marks every 2025 date as completed and says the event has concluded', async ({ page }) => {
    await page.goto('/techidea-2025');
    await expect(page.getByText('TechIdea 2025 has concluded.')).toBeVisible();
    const items = page.locator('.event-timeline__item');
    await expect(items).toHaveCount(5);
    await expect(items.locator('time')).toHaveText([
      'Saturday 18 October 2025',
      'Tuesday 28 October 2025',
      'Thursday 30 October 2025',
      'Friday 7 November 2025',
      'Saturday 8 November 2025',
    ]);
    for (const item of await items.all()) await expect(item).toContainText('Completed');
    const download = page.getByRole('link', { name: /Add the dates to your calendar/ });
    await expect(download).toHaveAttribute('href', '/techidea-2025.ics');
    await expect(download).toHaveAttribute('download', '');
  });

  test('the page states the awards, the committee and the registration links', async ({ page }) => {
    await page.goto('/techidea-2025');
    const main = page.locator('main');
    for (const award of ['Best Innovation', 'Best Prototype', 'Best Social Impact', 'Best Pitch', "People's Choice"]) {
      await expect(main.locator('.event-awards')).toContainText(award);
    }
    await expect(main).toContainText('50 to 70 teams');
    await expect(main).toContainText('The top 10 teams: a 5 minute pitch and 3 minutes of questions and answers');
    await expect(main).toContainText('up to 4 members');
    await expect(main).toContainText('150 to 200 words');
    const committee = page.getByRole('table', { name: 'TechIdea 2025 committee' });
    await expect(committee.getByRole('columnheader')).toHaveText(['S. No.', 'Name', 'Designation', 'Role']);
    await expect(page.getByRole('link', { name: /Preliminary registration form/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Final team registration form/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(main.getByRole('link', { name: /@northgate-university\.example/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('the calendar file downloads as text/calendar with the four dates as all-day events', async ({ request }) => {
    const response = await request.get('/techidea-2025.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = body.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    const starts = events.map((e) => /DTSTART;VALUE=DATE:(\d{8})/.exec(e)?.[1]);
    const ends = events.map((e) => /DTEND;VALUE=DATE:(\d{8})/.exec(e)?.[1]);
    expect(starts).toEqual(['20251018', '20251030', '20251107', '20251108']);
    expect(ends).toEqual(['20251019', '20251031', '20251108', '20251109']);
  });
});

test('the public disclosure table has sections a to i and says which items are not applicable or under process', async ({ page }) => {
  await page.goto('/mandatory-disclosures');
  const table = page.getByRole('table', { name: /Public Disclosure/ });
  const sections = await table.locator('.disclosures__letter').allTextContents();
  expect(sections).toEqual(['a.', 'b.', 'c.', 'd.', 'e.', 'f.', 'g.', 'h.', 'i.']);
  await expect(table).toContainText('Not applicable');
  await expect(table).toContainText('Under process');
  await expect(page.locator('main')).toContainText('Mandatory disclosure document');
});
