/**
 * Screenshots of pages at phone and desktop widths, for looking at what was
 * built: node scripts/screenshot.mjs http://localhost:4321 /fee-structure /iqac
 * Writes screenshots/<route>-<width>.png (full page; FULL=0 for the first
 * view, 812 px tall as on a common phone). The browser sees the project's fonts
 * only, as the tests' does: this machine may have no Devanagari font.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './browser/chromium.mjs';

const [base, ...routes] = process.argv.slice(2);
mkdirSync('screenshots', { recursive: true });
const browser = await launchChromium();
// WIDTHS=375,1280,1440 for other widths.
for (const width of (process.env.WIDTHS ?? '375,1280').split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: process.env.FULL !== '0' });
  }
  await page.close();
}
await browser.close();
