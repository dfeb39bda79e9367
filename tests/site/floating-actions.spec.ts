/**
 * The floating action buttons on phones: the chat link where a page asks for
 * it, and one compact row of comfortable touch targets. That they never hide
 * content is checked on every page by the whole-site crawl (every-page.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { builtPages } from './built-site';

// Every page in the frame; the component gallery shows components as examples, without the frame.
const pages = builtPages({ includeErrorPages: true }).filter(({ route }) => !route.startsWith('/gallery'));

// A page that shows every floating button: the chat link is there only where a page asks for it.
const withChat = pages.find(({ html }) => html.includes('floating-actions__button--chat'));

test('a built page shows the chat link among the floating buttons', () => {
  expect(withChat, 'no built page shows the floating chat link').toBeDefined();
});

test('on a phone the floating buttons form one row that takes a small share of the screen', async ({ page }) => {
  const viewport = { width: 375, height: 800 };
  await page.setViewportSize(viewport);
  await page.goto(withChat!.route);
  // The row shows once the page is scrolled a little.
  await page.mouse.wheel(0, 400);
  const buttons = page.locator('.floating-actions').getByRole('link');
  await expect(buttons.last()).toBeVisible();
  await expect(buttons).toHaveCount(2);
  const boxes = (await Promise.all((await buttons.all()).map((b) => b.boundingBox()))).map((box) => box!);
  // One row: the buttons share their vertical middle, and each stays a comfortable touch target.
  for (const box of boxes) {
    expect(Math.abs(box.y + box.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2))).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  const area = boxes.reduce((sum, box) => sum + box.width * box.height, 0);
  expect(area / (viewport.width * viewport.height)).toBeLessThan(0.05);
  // The row itself is a line of no height that lets taps through; its buttons span a small part of the width.
  const span = Math.max(...boxes.map((box) => box.x + box.width)) - Math.min(...boxes.map((box) => box.x));
  expect(span).toBeLessThan(viewport.width * 0.6);
  // Each button still says what it does: a visible label or, for an icon, an accessible name.
  for (const button of await buttons.all()) await expect(button).toHaveAccessibleName(/\w{3,}/);
});
