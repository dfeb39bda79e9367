/**
 * Full-page pictures of built pages in Chromium, served from their folder on
 * a loopback port. Taken so that two builds of the same page give the same
 * picture: animations and smooth motion off, timers stopped (no carousel
 * steps, no island waking after a delay), every image loaded, the project's
 * own fonts only, and the home page's once-per-session announcement counted
 * as already seen.
 */
import { createServer } from 'node:http';
import sirv from 'sirv';
import { launchChromium } from '../browser/chromium.mjs';

export const WIDTHS = [375, 1280];

/** Serves a built site's folder on a free loopback port until close(). */
export async function serve(dir) {
  const server = createServer(sirv(dir, { dev: true, extensions: ['html'] }));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

/** The session keys of dialogs a page opens once per session (the directive's openOncePerSession option). */
const onceKeys = (html) => [...html.matchAll(/openOncePerSession&quot;:&quot;([^&]+)&quot;/g)].map((match) => match[1]);

/**
 * Takes each shot: { url, html, width, file }. One browser for all of them;
 * one context per shot, so nothing a page stores reaches the next.
 */
export async function takeShots(shots) {
  if (!shots.length) return;
  const browser = await launchChromium();
  try {
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: { width: shot.width, height: 800 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
      const start = Date.UTC(2026, 0, 1);
      await context.clock.install({ time: start });
      await context.clock.pauseAt(start + 1000);
      await context.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), onceKeys(shot.html));
      const page = await context.newPage();
      await page.goto(shot.url, { waitUntil: 'load' });
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = 'eager';
        await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
        await document.fonts.ready;
      });
      await page.screenshot({ path: shot.file, fullPage: true, animations: 'disabled', caret: 'hide' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
