/**
 * What every built page asks of a phone on first view: no script that blocks
 * rendering, nothing from another origin, hashed assets, and images in a
 * modern format with their size reserved, at most one of them prioritised.
 * (How fast that turns out is measured by `npm run bench`, not here.)
 */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';

// The component gallery (preview builds only) shows several carousels side by side, each opening with a prioritised slide.
const pages = builtPages({ kinds: ['page', 'error'] }).map((p) => ({ ...p, doc: parse(p.html) }));

describe('first view of every page', () => {
  for (const { route, doc } of pages) {
    it(`${route}: scripts never block rendering and come from this site`, () => {
      const blocking = doc
        .querySelectorAll('script[src]')
        .filter((s) => s.getAttribute('type') !== 'module' && !s.hasAttribute('defer') && !s.hasAttribute('async'))
        .map((s) => s.getAttribute('src'));
      expect(blocking).toEqual([]);
      const external = doc
        .querySelectorAll('script[src]')
        .map((s) => s.getAttribute('src'))
        .filter((src) => !src?.startsWith('/'));
      expect(external).toEqual([]);
    });

    it(`${route}: stylesheets are hashed assets of this site, with no web fonts`, () => {
      const sheets = doc.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href') ?? '');
      expect(sheets.filter((href) => !/^\/_astro\/[^/]+\.[\w-]{8}\.css$/.test(href))).toEqual([]);
      expect(doc.querySelectorAll('link[rel="preload"][as="font"], link[href*=".woff"]')).toHaveLength(0);
      expect(doc.querySelectorAll('style').filter((s) => s.textContent.includes('@font-face'))).toHaveLength(0);
    });

    it(`${route}: images reserve their size, use a modern format and at most one is prioritised`, () => {
      const images = doc.querySelectorAll('img');
      const unsized = images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.getAttribute('src'));
      expect(unsized).toEqual([]);
      const oldFormat = images.map((img) => img.getAttribute('src') ?? '').filter((src) => !/\.(webp|avif|svg)$/.test(src));
      expect(oldFormat).toEqual([]);
      const prioritised = images.filter((img) => img.getAttribute('fetchpriority')?.toLowerCase() === 'high');
      expect(prioritised.length).toBeLessThanOrEqual(1);
      // A prioritised image is fetched at once; every other raster image waits until it is near the viewport.
      for (const img of prioritised) expect(img.getAttribute('loading')).not.toBe('lazy');
      const eagerUnprioritised = images.filter(
        (img) =>
          img.getAttribute('loading') !== 'lazy' && img.getAttribute('fetchpriority')?.toLowerCase() !== 'high' && !img.getAttribute('src')?.endsWith('.svg'),
      );
      expect(eagerUnprioritised.map((img) => img.getAttribute('src'))).toEqual([]);
    });
  }
});
