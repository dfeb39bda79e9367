/**
 * What a keyboard and screen-reader audit checks beyond axe, in a real
 * browser: focused controls are never hidden under the floating buttons or
 * off-screen; the frame's links are reachable at every width; parts in another
 * language are marked; controls are not invalid before input; carousel slides
 * out of view are out of the accessibility tree, steps are announced and
 * keyboard focus stops rotation; side menus follow the content on screen as in
 * the page. Reflow at 320 px with 200 % text: reflow.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { datedState, readData } from '../content.ts';
import { builtAsOf } from './dated-content.ts';
import { translator } from '../languages.ts';
import { words as homeCarouselWords } from '../../src/components/HomeCarousel/HomeCarousel.words.ts';
import { routeIn } from '../../src/lib/languages.ts';
import { words as topBannerStrings } from '../../src/components/TopBanner/TopBanner.words.ts';
import { words as carouselStrings } from '../../src/components/Carousel/Carousel.words.ts';
import { words as headerStrings } from '../../src/components/Header/Header.words.ts';
import { words as linkWords } from '../../src/components/Link/Link.words.ts';

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));

/** The focused element's box, and whether it lies (partly) under a shown floating button or outside the window. */
function focusedIsCovered(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  const name = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 40)}"`;
  if (box.bottom > window.innerHeight + 1 || box.top < -1) return `${name} is outside the window`;
  for (const button of document.querySelectorAll('.floating-actions a')) {
    if (!button.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || button.contains(focused)) continue;
    const b = button.getBoundingClientRect();
    if (box.right > b.left && box.left < b.right && box.bottom > b.top && box.top < b.bottom) return `${name} is under "${button.textContent!.trim()}"`;
  }
  return null;
}

// The Hindi home page with a trailing slash, as a visitor may type it.
for (const route of ['/', `${routeIn('hi', '/')}/`, '/fee-structure', '/photo-gallery']) {
  for (const width of [375, 1280]) {
    test(`${route} at ${width}px: every control Tab reaches is shown clear of the floating buttons`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await dismissAnnouncement(page);
      await page.goto(route);
      const problems = new Set<string>();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const problem = await page.evaluate(focusedIsCovered);
        if (problem) problems.add(problem);
      }
      expect([...problems]).toEqual([]);
    });
  }
}

test.describe('the frame at every width', () => {
  const site = readData('site.yaml') as { externalButtons: { label: string }[] };

  for (const width of [320, 375, 1280]) {
    test(`at ${width}px the external portals and the notices can be reached`, async ({ page, request }) => {
      const { status, barNotices } = datedState(await builtAsOf(request));
      await page.setViewportSize({ width, height: 800 });
      await dismissAnnouncement(page);
      await page.goto('/fee-structure');
      const t = headerStrings.en;
      if (width < 768) {
        await page.getByRole('button', { name: t.menu }).click();
        const portals = page.getByRole('list', { name: t.portals });
        for (const portal of site.externalButtons) await expect(portals.getByRole('link', { name: portal.label })).toBeVisible();
        await page.getByRole('button', { name: t.menu }).click();
      } else {
        for (const portal of site.externalButtons) await expect(page.locator('.header-portals').getByRole('link', { name: portal.label })).toBeVisible();
        // A desktop's header is two rows, the masthead and the menu, so the page's title comes soon.
        expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(120);
      }
      await page.locator('.notices__toggle').click();
      const notices = page.locator('#notices-list');
      // The open cycle's call to apply and the current notices of the bar, each visible at this width.
      const items = notices.locator('[data-notice]');
      await expect(items).toHaveCount(barNotices.length + (status.state === 'open' ? 1 : 0));
      for (const link of await items.getByRole('link').all()) await expect(link).toBeVisible();
      // The archive of every notice is always one step away: the list's last link.
      await expect(notices.getByRole('link', { name: topBannerStrings.en.archive })).toBeVisible();
    });
  }

  test('at 375 x 812 every inner page starts its title within the top 300 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await dismissAnnouncement(page);
    for (const route of [
      '/fee-structure',
      '/governing-bodies',
      '/school-of-pharmacy',
      '/mandatory-disclosures',
      '/admission-main',
      routeIn('hi', '/fee-structure'),
      routeIn('hi', '/school-of-pharmacy'),
    ]) {
      await page.goto(route);
      const top = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
      expect(top, route).toBeLessThanOrEqual(300);
    }
  });
});

test('a Hindi page gives the data in Hindi: the enquiry form names its programmes in Hindi and sends the values of enquiry.json; the postal address is in Hindi', async ({
  page,
}) => {
  const translate = translator('hi');
  await page.goto(routeIn('hi', '/contact-us'));
  const options = page.locator('select[name="program"] option:not([value=""])');
  const { programmes } = readData('enquiry.json') as { programmes: string[] };
  for (const programme of programmes) expect(translate(programme), `a Hindi name for "${programme}" in src/content/data/translations/hi/`).not.toBe(programme);
  await expect(options).toHaveText(programmes.map(translate));
  for (const [i, option] of (await options.all()).entries()) {
    await expect(option).toHaveAttribute('value', programmes[i]!);
    await expect(option).not.toHaveAttribute('lang', /.*/);
  }
  // The address wherever it is shown: the examination office's details and the footer.
  const address = (readData('site.yaml') as { address: string[] }).address.map(translate);
  for (const shown of [page.locator('main address[data-exam-office]'), page.locator('.site-footer address')]) {
    for (const line of address) await expect(shown).toContainText(line);
    await expect(shown.locator('[lang="en"]')).toHaveCount(0);
  }
});

test('a link says it opens a new tab exactly when it does', async ({ page }) => {
  for (const [route, lang] of [
    ['/', 'en'],
    [`${routeIn('hi', '/')}/`, 'hi'],
    ['/admission-helpdesk-contact', 'en'],
    [routeIn('hi', '/contact-us'), 'hi'],
    ['/mandatory-disclosures', 'en'],
    ['/techidea-2025', 'en'],
  ] as const) {
    await page.goto(route);
    const untrue = await page.evaluate(
      (newTab) =>
        [...document.querySelectorAll('a[href]')]
          .filter((a) => (a.textContent ?? '').includes(newTab) !== (a.getAttribute('target') === '_blank'))
          .map((a) => `${a.getAttribute('href')} "${(a.textContent ?? '').trim().replace(/\s+/g, ' ')}"`),
      linkWords[lang].newTab,
    );
    expect(untrue, route).toEqual([]);
  }
});

test('the enquiry form’s selects are not announced invalid before the visitor chooses', async ({ page }) => {
  // The page with the form in its text (the frame's copy sits in a closed dialog, out of the accessibility tree).
  await page.goto('/admission-helpdesk-contact');
  await expect(page.locator('main select[name="program"]')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  for (const name of ['program', 'state']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `main select[name="${name}"]` });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false });
    expect(nodes[0]!.ignored, name).toBeFalsy();
    const invalid = nodes[0]!.properties?.find((p) => p.name === 'invalid');
    expect(invalid?.value.value ?? 'false', name).toBe('false');
  }
});

test('the home carousel shows its rotation control from the start, before its script, and first of its controls', async ({ page }) => {
  // The clock stands still, so the carousel is not woken by time in view: this is the page as first shown.
  await page.clock.install();
  await dismissAnnouncement(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: homeCarouselWords.en.carouselLabel });
  await expect(carousel).not.toHaveAttribute('data-ready');
  const rotation = carousel.locator('.carousel__rotation');
  await expect(rotation).toBeVisible();
  // The WAI-ARIA carousel pattern: the rotation control comes first in the carousel's tab order.
  expect(await carousel.evaluate((region) => region.querySelector('a[href], button') === region.querySelector('.carousel__rotation'))).toBe(true);
});

test('the home carousel: slides out of view are inert, a step is announced, keyboard focus on Pause stops the rotation', async ({ page }) => {
  const t = carouselStrings.en;
  const slides = (readData('home.yaml') as { slides: { caption: string }[] }).slides;
  await page.clock.install();
  await dismissAnnouncement(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: homeCarouselWords.en.carouselLabel });
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await page.clock.runFor(200), carousel.getAttribute('data-ready')), { timeout: 30_000 }).not.toBeNull();
  const group = carousel.locator('[aria-roledescription="slide"]');
  const inert = () => group.evaluateAll((els) => els.map((el) => (el as HTMLElement).inert));
  // Keyboard focus on the rotation control stops the rotation.
  const pause = carousel.locator('.carousel__rotation');
  await expect(pause).toContainText(t.pause);
  await pause.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(pause).toBeFocused();
  await expect(pause).toContainText(t.play);
  const before = (await inert()).indexOf(false);
  await page.clock.runFor(12_000);
  expect((await inert()).indexOf(false)).toBe(before);
  // One slide in the accessibility tree at a time.
  expect((await inert()).filter((x) => !x)).toHaveLength(1);
  await carousel.getByRole('link', { name: t.next }).click();
  const now = (await inert()).indexOf(false);
  // No carousel wraps round: Next from the first slides steps forward.
  expect(now).toBe(before + 1);
  await expect(carousel.locator('[data-carousel-status]')).toHaveText(`${t.slide(now + 1, slides.length)}: ${translator('en')(slides[now]!.caption)}`);
});

test('the side menus follow the content on screen, as they do in the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/school-of-pharmacy');
  const content = (await page.locator('.page__content').boundingBox())!;
  const aside = (await page.locator('.page__aside').boundingBox())!;
  expect(aside.x).toBeGreaterThanOrEqual(content.x + content.width);
  expect(await page.locator('.page__content ~ .page__aside').count()).toBe(1);
});
