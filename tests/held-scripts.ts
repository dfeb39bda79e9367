/**
 * Holding back the scripts an island needs, so a browser test can act on the
 * server's HTML before the island hydrates, then let them arrive and check
 * what the visitor did is still there.
 */
import type { Page, Route } from '@playwright/test';

/** React's renderer, as the build names it under /_astro/: every island waits for it. */
export const RENDERER = /\/_astro\/client\.[\w-]+\.js$/;
/** Astro's island runtime (the element and the directive), which the page fetches after it has loaded. */
export const ISLAND_RUNTIME = /\/_astro\/islands\.[\w-]+\.js$/;

/** The two moments before an island is there: either script may be held back. */
export const HELD_SCRIPTS = [
  ['while React loads', RENDERER],
  ['before the island runtime is there', ISLAND_RUNTIME],
] as const;

/** Holds back a script (React's renderer unless told) until the returned function is called. */
export async function holdScript(page: Page, script: RegExp = RENDERER): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
