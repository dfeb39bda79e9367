/** Every content page has exactly one h1, a description, and a title no other page has. */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';
import { LANGUAGES, langOfRoute } from '../../src/lib/languages.ts';

const pages = builtPages({ kinds: ['page', 'gallery'] }).map((p) => ({ ...p, doc: parse(p.html) }));

describe('built pages', () => {
  it('each title is unique', () => {
    const byTitle = new Map<string, string[]>();
    for (const p of pages) {
      const title = p.doc.querySelector('title')?.textContent.trim() ?? '';
      byTitle.set(title, [...(byTitle.get(title) ?? []), p.route]);
    }
    // /home is the home page again (canonical /), so it shares the title by design.
    const duplicates = [...byTitle].filter(([, routes]) => routes.filter((r) => r !== '/home').length > 1);
    expect(duplicates).toEqual([]);
  });

  for (const p of pages) {
    it(`${p.route} has one h1, a title, a description and the lang of its language`, () => {
      expect(p.doc.querySelectorAll('h1')).toHaveLength(1);
      expect(p.doc.querySelector('title')?.textContent.trim()).toBeTruthy();
      expect(p.doc.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(40);
      expect(p.doc.querySelector('html')?.getAttribute('lang')).toBe(LANGUAGES[langOfRoute(p.route)].htmlLang);
    });
  }
});
