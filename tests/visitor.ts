/**
 * `visitor`: a browser page kept for the whole worker, for tests that visit
 * pages and read or click through them. Opening a fresh page costs half a
 * second to a second on a two-core machine, longer than many such tests take.
 * Each test gets the page as a fresh one would be: at the configured
 * viewport, with no emulated media, the pointer in the corner, and the site's
 * storage and cookies cleared after the test before it. A test without
 * scripts (`javaScriptEnabled: false`) gets a page of its own; tests that need
 * their own context (a clock, routes, init scripts, several pages) keep
 * Playwright's `page`.
 */
import { test as base, type Page } from '@playwright/test';
import { AXE_SOURCE } from './site/axe.ts';

export const test = base.extend<{ visitor: Page }, { workerPage: Page; announcementSeen: boolean; axeInEveryPage: boolean }>({
  /** The home page's announcement opens once per session; a spec that checks the page beneath it counts it as seen. */
  announcementSeen: [false, { option: true, scope: 'worker' }],
  /**
   * axe-core put into every page the worker opens as it starts, for a spec that runs axe on page after page:
   * the browser then holds its 600 KB once instead of being sent it again for each page.
   */
  axeInEveryPage: [false, { option: true, scope: 'worker' }],
  workerPage: [
    async ({ browser, announcementSeen, axeInEveryPage }, use) => {
      const context = await browser.newContext();
      if (announcementSeen) await context.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
      // The top document of a page of the site only: its frames are checked as part of it, and about:blank between tests needs none.
      if (axeInEveryPage) await context.addInitScript(`if (window === window.top && location.protocol.startsWith('http')) {\n${AXE_SOURCE}\n}`);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ workerPage, browser, viewport, javaScriptEnabled }, use) => {
    // A page without scripts needs a context of its own.
    if (javaScriptEnabled === false) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
      return;
    }
    const page = workerPage;
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ media: null, reducedMotion: null });
    await use(page);
    await page.context().clearCookies();
    await page.mouse.move(0, 0);
    if (page.url().startsWith('http')) {
      // What the site stored (the announcement seen, say) must not reach the next test.
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      // Left by the page itself: a navigation it starts keeps its renderer process, where page.goto('about:blank')
      // starts a new one for each test, a fifth of the whole-site crawl's time.
      await page.evaluate(() => location.assign('about:blank'));
      await page.waitForURL('about:blank');
    }
  },
});

export { expect } from '@playwright/test';
