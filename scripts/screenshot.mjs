/**
 * Screenshots of pages at phone and desktop widths, for looking at what was
 * built: node scripts/screenshot.mjs http://localhost:4321 /fee-structure /iqac
 * Writes screenshots/<route>-<width>.png (full page).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const [base, ...routes] = process.argv.slice(2);
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: process.env.FULL !== '0' });
  }
  await page.close();
}
await browser.close();
