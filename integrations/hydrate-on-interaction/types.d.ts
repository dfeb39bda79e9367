import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor first points at, touches, focuses or clicks the
     * island; with `{ afterVisibleMs }`, also once it has been in view that long;
     * with `{ openOncePerSession: key }`, open the island's dialog on load once per session;
     * with `{ shortcutKey }`, also when that key is pressed anywhere on the page.
     */
    'client:interaction'?: boolean | { afterVisibleMs?: number; openOncePerSession?: string; shortcutKey?: string };
  }
}
