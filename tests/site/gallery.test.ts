/**
 * The preview build's component gallery: a page for every fixtures file
 * (components and page templates), with the fixtures' summary and every example
 * drawn (the build itself stops at an example that fails to render), and for a
 * component MDX pages use, the tag that draws each example.
 */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';
import { slugOf } from '../../src/gallery/slug.ts';
import { mdxComponentNames } from '../../integrations/mdx-page-components/listed-components.mjs';
import { fixturesFiles } from '../gallery-fixtures.ts';

// `pre` parsed as elements, not kept as raw text: the usage is a `code` element in one.
const pages = new Map(builtPages({ kinds: ['gallery'] }).map((p) => [p.route, parse(p.html, { blockTextElements: { script: true, style: true } })]));
const inMdx = new Set(mdxComponentNames());

describe('component gallery', () => {
  it.each(fixturesFiles().map((fixtures) => [fixtures.name, fixtures] as const))('%s: its page shows the summary and draws every example', (name, fixtures) => {
    const page = pages.get(`/gallery/${slugOf(name)}`);
    expect(page, `no gallery page for ${fixtures.file} in the build (SITE_PREVIEW=1 npm run build)`).toBeDefined();
    expect(page!.querySelector('h1')?.text).toBe(name);
    expect(page!.querySelector('.gallery__summary')?.text).toBe(fixtures.summary);
    const examples = page!.querySelectorAll('.gallery-example');
    expect(examples).toHaveLength(fixtures.examples);
    for (const example of examples) {
      const label = `${name}, "${example.getAttribute('data-example')}"`;
      expect(example.querySelector('.gallery-example__stage')!.innerHTML.trim(), `${label} draws nothing`).not.toBe('');
      const usage = example.querySelector('.gallery-example__usage')?.text;
      if (inMdx.has(name)) expect(usage, `${label}: the tag an MDX page writes`).toMatch(new RegExp(`^<${name}[ />]`));
      else expect(usage, `${label}: no MDX tag for a component pages cannot name`).toBeUndefined();
    }
  });
});
