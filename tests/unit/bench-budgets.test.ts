/** The performance budget check (scripts/bench/budgets.mjs) names every breach and passes a report within budget. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBudgets, frameScripts } from '../../scripts/bench/budgets.mjs';

/** The budgets the project ships, so the test checks the rules as they are kept. */
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));

const FRAME = [
  { url: '/_astro/menu.js', bytes: 2048 },
  { url: '/_astro/search.js', bytes: 3072 },
];

function page(overrides: Record<string, unknown> = {}) {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcpMs: 900, lcpMs: 1000, tbtMs: 0, cls: 0, speedIndexMs: 900 },
    bytes: { html: 10240, css: 12288, js: 5120, images: 0, fonts: 0, other: 0, total: 27648 },
    requests: 7,
    scripts: FRAME,
    renderBlocking: ['/_astro/site.css'],
    islands: 0,
    ...overrides,
  };
}

function report(
  pages: Record<string, ReturnType<typeof page>>,
  growth = [
    { pages: 1000, buildMs: 26000, peakMemoryMb: 1400, msPerPage: 26 },
    { pages: 5000, buildMs: 90000, peakMemoryMb: 2800, msPerPage: 18 },
  ],
) {
  return { pages, growth };
}

describe('checkBudgets', () => {
  it('finds nothing wrong with a report within every budget', () => {
    expect(checkBudgets(report({ '/': page(), '/fee-structure': page() }), budgets)).toEqual([]);
  });

  it('names the route and the measure of each breach', () => {
    const breaches = checkBudgets(
      report({
        '/': page(),
        '/slow': page({
          scores: { performance: 91, accessibility: 100, 'best-practices': 92, seo: 100 },
          metrics: { fcpMs: 900, lcpMs: 2100, tbtMs: 80, cls: 0.2, speedIndexMs: 900 },
          bytes: { html: 10240, css: 30720, js: 81920, images: 40960, fonts: 0, other: 0, total: 163840 },
        }),
      }),
      budgets,
    );
    expect(breaches).toEqual([
      '/slow: Lighthouse performance 91 < 98',
      '/slow: Lighthouse best-practices 92 < 100',
      '/slow: LCP 2100 ms > 1500 ms',
      '/slow: TBT 80 ms > 50 ms',
      '/slow: CLS 0.200 > 0.01',
      '/slow: JavaScript 80.0 KB > 60 KB',
      '/slow: CSS 30.0 KB > 20 KB',
      '/slow: first view 160.0 KB > 120 KB',
      `/slow: first-view script of a frame-only page 80.0 KB > ${budgets.frameScriptKb} KB (islands load React on interaction, never at first view)`,
    ]);
  });

  it('gives the home page its own first-view budget', () => {
    const heavy = page({ bytes: { html: 10240, css: 12288, js: 5120, images: 150000, fonts: 0, other: 0, total: 177648 } });
    expect(checkBudgets(report({ '/': heavy, '/fee-structure': page() }), budgets)).toEqual([]);
    expect(checkBudgets(report({ '/': page(), '/fee-structure': heavy }), budgets)).toEqual(['/fee-structure: first view 173.5 KB > 120 KB']);
  });

  it('refuses render-blocking JavaScript but not the stylesheet', () => {
    const blocking = page({ renderBlocking: ['/_astro/site.css', '/_astro/menu.js'] });
    expect(checkBudgets(report({ '/': page(), '/x': blocking }), budgets)).toEqual(['/x: render-blocking JavaScript /_astro/menu.js']);
  });

  it('takes the frame to be the scripts every route fetches', () => {
    const withIsland = page({ scripts: [...FRAME, { url: '/_astro/client.js', bytes: 60000 }], islands: 1 });
    expect([...frameScripts(report({ '/': page(), '/gallery': withIsland }))]).toEqual(['/_astro/menu.js', '/_astro/search.js']);
  });

  it('is not narrowed by a route whose first view fetched no script at all', () => {
    expect([...frameScripts(report({ '/': page(), '/apply': page({ scripts: [] }) }))]).toEqual(['/_astro/menu.js', '/_astro/search.js']);
  });

  it('lets a page with an island fetch more than the frame, and refuses it on a page without one', () => {
    const extra = [...FRAME, { url: '/_astro/client.js', bytes: 20000 }];
    expect(checkBudgets(report({ '/': page(), '/gallery': page({ scripts: extra, islands: 1 }) }), budgets)).toEqual([]);
    expect(checkBudgets(report({ '/': page(), '/about': page({ scripts: extra, islands: 0 }) }), budgets)).toEqual([
      '/about: has no interactive island but fetches scripts beyond the frame: /_astro/client.js',
    ]);
  });

  it('holds a frame-only page to its first-view script budget, counting the scripts inline in the page', () => {
    const limit = budgets.frameScriptKb * 1024;
    const within = page({ inlineScriptBytes: limit - 5120 });
    const over = page({ inlineScriptBytes: limit - 5120 + 1024 });
    expect(checkBudgets(report({ '/': page(), '/a': within }), budgets)).toEqual([]);
    expect(checkBudgets(report({ '/': page(), '/b': over }), budgets)).toEqual([
      `/b: first-view script of a frame-only page ${(budgets.frameScriptKb + 1).toFixed(1)} KB > ${budgets.frameScriptKb} KB (islands load React on interaction, never at first view)`,
    ]);
    // A page with islands of its own is held to the script budget as a whole instead.
    expect(checkBudgets(report({ '/': page(), '/c': { ...over, islands: 1 } }), budgets)).toEqual([]);
  });

  it('holds the build to two minutes for 1,000 pages and to linear growth up to 5,000', () => {
    const slow = [
      { pages: 1000, buildMs: 130000, peakMemoryMb: 1400, msPerPage: 130 },
      { pages: 5000, buildMs: 900000, peakMemoryMb: 2800, msPerPage: 180 },
    ];
    expect(checkBudgets(report({ '/': page() }, slow), budgets)).toEqual([
      'build of 1,000 pages 130 s > 120 s',
      'build cost per page grows 1.38× from 1,000 to 5,000 pages (> 1.25×: worse than linear)',
    ]);
  });

  it('counts an unmeasured build growth as a breach rather than a pass', () => {
    expect(checkBudgets(report({ '/': page() }, []), budgets)).toEqual([
      'build growth at 1,000 and 5,000 pages was not measured (run without --skip-growth and with both sizes)',
    ]);
  });
});
