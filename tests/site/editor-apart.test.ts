/**
 * The content editor (/admin/) is kept apart from the public site: its page
 * is noindex, absent from the sitemap and the search index, its scripts come
 * from the build itself (no CDN), and no public page loads any of them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, CLIENT_DIR, EDITOR_ROUTE, readBuiltFile, readPage } from '../../server/built-site.ts';

const editorPage = readPage(EDITOR_ROUTE);
const scripts = [...editorPage.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);

describe('the content editor', () => {
  it('asks search engines not to index it and stays out of the site search', () => {
    expect(editorPage).toMatch(/<meta name="robots" content="noindex/);
    // Pagefind indexes only <main data-pagefind-body> (pagefind.yml).
    expect(editorPage).not.toContain('data-pagefind-body');
  });

  it('is not in the sitemap', () => {
    const sitemaps = readdirSync(CLIENT_DIR).filter((f) => /^sitemap-\d+\.xml$/.test(f));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(readBuiltFile(file)).not.toMatch(new RegExp(`${EDITOR_ROUTE}[/<]`));
  });

  it('loads its scripts from the build, not from another site', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src, `${src} is served by the site itself`).toMatch(/^\/admin\//);
      expect(existsSync(join(CLIENT_DIR, src)), `${src} is in the build`).toBe(true);
    }
  });

  it('is loaded by no public page', () => {
    for (const { route, html } of builtPages({ kinds: ['page', 'error', 'gallery'] })) {
      for (const src of scripts) expect(html, `${route} does not load ${src}`).not.toContain(src);
    }
  });
});
