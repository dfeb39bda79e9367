/**
 * Every content page of the build, in every language, says when it was last
 * updated: the pages made from MDX and those made from data (the programmes'
 * generated pages). The pages are the build's own list; only the routes
 * written in code (src/lib/code-routes.ts) are left out.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';
import { builtDoc, builtOn, shownText } from '../built-page.ts';
import { CODE_ROUTES } from '../../src/lib/code-routes.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { formatDate } from '../../src/lib/dates.ts';
import { words } from '../../src/components/LastUpdated/LastUpdated.words.ts';

const codeRoutes = new Set(LANGS.flatMap((lang) => CODE_ROUTES.map((route) => routeIn(lang, route))));
const contentPages = builtPages().filter((page) => !codeRoutes.has(page.route));
const day = builtOn();

describe('"Last updated" on every content page', () => {
  it('reads a build with content pages in every language, generated pages among them', () => {
    for (const lang of LANGS) expect(contentPages.filter((p) => p.lang === lang).length, lang).toBeGreaterThan(1);
    expect(contentPages.some((p) => /\/programmes\/[^/]+$/.test(p.route))).toBe(true);
  });

  it.each(LANGS)('every %s content page dates its last update in its language, never after the build day', (lang) => {
    const missing: string[] = [];
    for (const page of contentPages.filter((p) => p.lang === lang)) {
      const line = builtDoc(page.route).querySelector('[data-last-updated]');
      if (!line) {
        missing.push(page.route);
        continue;
      }
      const updated = line.querySelector('time')!.getAttribute('datetime')!;
      expect(updated, page.route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(updated <= day, page.route).toBe(true);
      expect(shownText(line), page.route).toBe(`${words[lang].lastUpdated} ${formatDate(updated, lang)}`);
    }
    expect(missing).toEqual([]);
  });
});
