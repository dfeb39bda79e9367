/**
 * How the production server delivers the site to a phone: compressed bytes,
 * hashed assets cached for a year, pages revalidated so an edit shows at once,
 * and a first view that fetches no island script until a visitor reaches for it.
 */
import { expect, test } from '@playwright/test';

/**
 * The hashed assets a page links to under /_astro/: stylesheets and module scripts, and with `islands`
 * also the islands' modules and React's renderer, which load on interaction.
 */
async function hashedAssets(request: import('@playwright/test').APIRequestContext, route: string, { islands = false } = {}) {
  const html = await (await request.get(route)).text();
  const attributes = islands ? '(?:href|src|component-url|renderer-url)' : '(?:href|src)';
  return [...html.matchAll(new RegExp(`${attributes}="(/_astro/[^"]+\\.(?:css|js))"`, 'g'))].map((m) => m[1]);
}

test('pages are sent compressed and revalidated on every visit', async ({ request }) => {
  for (const [encoding, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const response = await request.get('/fee-structure', { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(expected);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toContain('<h1');
  }
});

test('hashed stylesheets and scripts are compressed and cached for a year as immutable', async ({ request }) => {
  const assets = await hashedAssets(request, '/', { islands: true });
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], asset).toBe('br');
  }
});

test("the home page's first view fetches only the frame's scripts: the carousel's wait until it is needed", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // A paused clock keeps the carousel's first automatic step (which would hydrate it) from coming due.
  await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-22T10:00:01+05:30'));
  await page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('astro-island').first()).toBeAttached();
  const frameScripts = await hashedAssets(page.request, '/fee-structure');
  expect(scripts.filter((s) => !frameScripts.includes(s))).toEqual([]);
  // Reaching for the carousel fetches its script.
  await page.locator('[aria-roledescription="carousel"]').first().hover();
  await expect.poll(() => scripts.filter((s) => !frameScripts.includes(s)).length).toBeGreaterThan(0);
});
