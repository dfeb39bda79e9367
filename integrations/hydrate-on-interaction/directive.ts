/**
 * client:interaction — the one way an island hydrates. React and the island's
 * code are fetched the first time the visitor reaches for the island: a
 * pointer over it, a touch, keyboard focus inside, or a click. Until then the
 * server-rendered HTML works on its own (links, <details>, <dialog>, a form).
 *
 * Options:
 * - `afterVisibleMs`: also hydrate once the island has been in view that long
 *   (unless the visitor prefers reduced motion): an autoplaying carousel needs
 *   its script only when its first automatic step is due. The island then
 *   carries `data-woken-by="time"` (otherwise "visitor"), so it knows that
 *   step is due now.
 * - `openOncePerSession`: a storage key; the island's <dialog> opens as a
 *   modal on load, once per browser session, without waiting for React.
 * - `shortcutKey`: also hydrate when that key is pressed anywhere on the page
 *   (not while typing, nor with a dialog open); the island then carries
 *   `data-woken-by="key"`, so it knows that press asked for it. A dialog the
 *   island opens with an invoker command (`command="show-modal"`) is opened
 *   by that press at once, before the island's script is there.
 *
 * A click on one of the island's own script-driven buttons before it is ready
 * is held and replayed on the same button once the island marks itself ready
 * with a `data-ready` attribute, so the first press of "Next" is never lost.
 * Links, summaries, forms and invoker-command buttons work natively and are
 * never held: a form sent before its island is there posts as it would
 * without JavaScript. Islands that never mark themselves are released after a
 * few seconds, so clicks are never held for good.
 */
import type { ClientDirective } from 'astro';
import { isTypingTarget } from '../../src/lib/search';
import { NEEDS_SCRIPT } from './runtime-loader.mjs';

/** What counts as reaching for an island; `island:wake` is sent by an island nested inside it. */
const REACHING_FOR = ['pointerover', 'touchstart', 'focusin', 'island:wake'] as const;
const RELEASE_AFTER_MS = 5000;

interface Options {
  afterVisibleMs?: number;
  openOncePerSession?: string;
  shortcutKey?: string;
}

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
  const value: Options = typeof options.value === 'object' && options.value !== null ? options.value : {};
  let started = false;
  let heldClick: HTMLElement | null = null;

  // Opened before the listeners exist: the focus the modal takes is not the visitor reaching for it.
  const key = value.openOncePerSession;
  const dialog = key ? island.querySelector('dialog') : null;
  const opensNow = Boolean(key && dialog && !sessionStorage.getItem(key));
  if (key && dialog && opensNow) {
    sessionStorage.setItem(key, '1');
    // Nothing had focus before the dialog opened: once it closes, the next Tab starts again at the top of the page, not after the dialog.
    dialog.addEventListener('close', () => document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true }), { once: true });
    dialog.showModal();
  }

  // Capture phase on the island itself, registered before the framework's own
  // listeners: a click is held (and kept from a half-hydrated island) until ready.
  const holdClick = (event: Event) => {
    const control = (event.target as Element).closest<HTMLElement>(NEEDS_SCRIPT);
    // Content passed in as a slot of this island belongs to the page, not to it (this island may itself sit in another's slot).
    const slot = control?.closest('astro-slot');
    if (!control || (slot && island.contains(slot))) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    heldClick = control;
    void start('visitor');
  };
  // Reaching for an island comes with the tap itself (a touch, focus): the frame that answers the tap is drawn
  // first, then the island starts loading (marking itself woken, which some islands' styles follow).
  const reachingFor = () => requestAnimationFrame(() => setTimeout(() => void start('visitor')));
  island.addEventListener('click', holdClick, true);
  for (const type of REACHING_FOR) island.addEventListener(type, reachingFor, { once: true, passive: true });

  const shortcut = (event: KeyboardEvent) => {
    if (event.key !== value.shortcutKey || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (isTypingTarget(event.target as HTMLElement) || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    // A dialog the page opens by itself (an invoker command) opens at once; the island, arriving after, finds it open.
    island.querySelector<HTMLElement>('[command="show-modal"]')?.click();
    void start('key');
  };
  if (value.shortcutKey) document.addEventListener('keydown', shortcut);

  async function start(wokenBy: 'visitor' | 'time' | 'key') {
    if (started) return;
    started = true;
    island.dataset.wokenBy = wokenBy;
    for (const type of REACHING_FOR) island.removeEventListener(type, reachingFor);
    // From here the island answers the key itself.
    document.removeEventListener('keydown', shortcut);
    // Astro hydrates an island inside another's slot only after the outer one: wake that one too.
    island.parentElement?.closest('astro-island[ssr]')?.dispatchEvent(new Event('island:wake'));
    try {
      const hydrate = await load();
      await hydrate();
      await whenReady(island);
    } finally {
      // Also when the script could not load: the click then falls back to what the HTML does.
      island.removeEventListener('click', holdClick, true);
      if (heldClick?.isConnected) heldClick.click();
    }
  }

  // The runtime loads after the page (runtime-loader.mjs): the visitor may be over or inside the island already.
  // Focus inside a modal dialog (opened by the browser before any script) does not count as :focus-within of the dialog's ancestors.
  const focused = document.activeElement;
  if (!opensNow && [...island.children].some((child) => child.matches(':hover') || child.contains(focused))) reachingFor();

  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (value.afterVisibleMs === undefined || reducedMotion) return;
  const delay = value.afterVisibleMs;
  // The island is display: contents, so watch what it holds.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    setTimeout(() => void start('time'), delay);
  });
  for (const child of island.children) observer.observe(child);
};

export default interaction;
