import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor first points at, touches, focuses or clicks the
     * island; with `{ afterVisibleMs }`, also once it has been in view that long.
     */
    'client:interaction'?: boolean | { afterVisibleMs?: number };
  }
}
