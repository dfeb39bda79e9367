/**
 * What the page does before the island runtime is there
 * (integrations/finish-pages/island-runtime.mjs moves the runtime out of the
 * page and writes this loader, inline, in its place). The runtime is fetched
 * at the browser's first idle moment after the page has loaded and its first
 * paint has reached the screen, or as soon as the visitor reaches for
 * anything, whichever is first.
 * What the visitor did meanwhile is not lost: a click on a control that needs
 * an island's script is held and made again once the runtime has run (the
 * directive then holds it until its island is ready), and a character key is
 * pressed again where it was, so an island's shortcut key still works (the
 * directive, not this, decides whether it is one there).
 */
/**
 * Controls whose click an island's script must see: buttons that do nothing without it. A form's submit is
 * not one: sent before its island is there, the form posts as it does without JavaScript, and the server
 * answers it in full (it checks every answer, keeps what was typed and knows a form sent twice).
 */
export const NEEDS_SCRIPT = 'button[type="button"]:not([commandfor])';

/**
 * Runs in the page, written out by its source text (minified by the build
 * step): it may use nothing from outside its parameters.
 * @param {string} src the runtime's address
 * @param {string} needsScript NEEDS_SCRIPT
 */
export function loadIslandRuntime(src, needsScript) {
  let heldClick = null;
  let pressed = null;
  let loading = false;
  const reach = ['pointerover', 'touchstart', 'focusin'];
  const load = () => {
    if (loading) return;
    loading = true;
    for (const type of reach) removeEventListener(type, load, true);
    // Clicks and keys are held until the runtime has run (or failed), not only until it is asked for.
    const arrived = () => {
      removeEventListener('click', hold, true);
      removeEventListener('keydown', press, true);
    };
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => {
      arrived();
      if (pressed?.target.isConnected) pressed.target.dispatchEvent(new KeyboardEvent('keydown', { key: pressed.key, bubbles: true, cancelable: true }));
      if (heldClick?.isConnected) heldClick.click();
    };
    // Without the runtime the held click does what the HTML does (a form posts itself).
    script.onerror = () => {
      arrived();
      heldClick?.click();
    };
    document.head.append(script);
  };
  const hold = (event) => {
    const control = event.target.closest?.(needsScript);
    if (!(control instanceof HTMLElement) || !control.closest('astro-island')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    load();
  };
  const press = (event) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) pressed = { key: event.key, target: event.target };
    load();
  };
  for (const type of reach) addEventListener(type, load, { capture: true, passive: true });
  addEventListener('click', hold, true);
  addEventListener('keydown', press, true);
  // Once the page has loaded and its first paint is on the screen (often after the load event): fetched sooner, the
  // runtime competes with the page for the first paint, and Lighthouse counts it on the way to the largest one.
  const painted = (then) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return then();
    // Buffered: a paint made before the load event is reported too.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    }).observe({ type: 'paint', buffered: true });
  };
  // The paint is reported before the screen shows it: the next frame starts once it does.
  addEventListener('load', () => painted(() => requestAnimationFrame(() => (self.requestIdleCallback ?? setTimeout)(load))));
}
