/**
 * client:interaction — hydrate an island the first time the visitor reaches
 * for it: a pointer over it, a touch, keyboard focus inside, or a click. With
 * `{ afterVisibleMs }` it also hydrates once the island has been in view that
 * long (unless the visitor prefers reduced motion): an autoplaying carousel
 * needs its script only when its first automatic step is due.
 *
 * Until the island is ready, its server-rendered controls still take clicks:
 * the last click is held and replayed on the same control once the island
 * marks itself ready with a `data-ready` attribute, so the first press of
 * "Next" is never lost. Islands that never mark themselves are released
 * after a few seconds, so clicks are never held for good.
 */
import type { ClientDirective } from 'astro';

const REACHING_FOR = ['pointerover', 'touchstart', 'focusin'] as const;
const RELEASE_AFTER_MS = 5000;

function whenReady(island: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (island.querySelector('[data-ready]')) return resolve();
    const observer = new MutationObserver(() => {
      if (island.querySelector('[data-ready]')) finish();
    });
    const timer = setTimeout(finish, RELEASE_AFTER_MS);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(island, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
}

const interaction: ClientDirective = (load, options, island) => {
  let started = false;
  let heldClick: HTMLElement | null = null;

  // Capture phase on the island itself, registered before the framework's own
  // listeners: a click is held (and kept from a half-hydrated island) until ready.
  const holdClick = (event: Event) => {
    const control = (event.target as Element).closest<HTMLElement>('button, a, summary, [tabindex]');
    if (!control) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    heldClick = control;
    start();
  };
  island.addEventListener('click', holdClick, true);
  for (const type of REACHING_FOR) island.addEventListener(type, start, { once: true, passive: true });

  async function start() {
    if (started) return;
    started = true;
    for (const type of REACHING_FOR) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    await whenReady(island);
    island.removeEventListener('click', holdClick, true);
    if (heldClick?.isConnected) heldClick.click();
  }

  const value = typeof options.value === 'object' && options.value !== null ? (options.value as { afterVisibleMs?: number }) : {};
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (value.afterVisibleMs === undefined || reducedMotion) return;
  // The island is display: contents, so watch what it holds.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    setTimeout(start, value.afterVisibleMs);
  });
  for (const child of island.children) observer.observe(child);
};

export default interaction;
