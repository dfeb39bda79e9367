/**
 * The built Hindi pages read as Hindi (tests/hindi-prose.ts): no English
 * prose outside names, addresses and parts marked lang="en", no word the
 * glossary rules out, no Hindi sentence ending in a Latin full stop.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';
import { hindiProseFindings } from '../hindi-prose.ts';

const pages = builtPages().filter((page) => page.lang === 'hi');

describe('the built Hindi pages read as Hindi', () => {
  it('there are Hindi pages to read', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s', (route, page) => {
    expect(
      hindiProseFindings(page.html),
      `${route} (fix the page in src/content/pages${route}.mdx, the dictionaries in src/content/data/translations/hi/, or the component's *.words.ts)`,
    ).toEqual([]);
  });
});
