/**
 * docs/editing.md's section on the components pages can use is what
 * `npm run docs:components` writes from the components now: every component
 * of an mdx.ts has its description there, with the examples of its fixtures
 * as the gallery writes them (a drifting section: tests/tools/component-docs.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentDocs, generateComponentSection, GUIDE_FILE, withComponentSection } from '../../scripts/lib/reference-docs/component-docs.mjs';
import { mdxUsage } from '../../src/gallery/mdx-usage.ts';

const guide = readFileSync(GUIDE_FILE, 'utf8');
const components = componentDocs();

describe('the component section of the editing guide', () => {
  it('matches what `npm run docs:components` generates from the components now', () => {
    // When this fails: run `npm run docs:components` and commit docs/editing.md.
    expect(withComponentSection(guide, generateComponentSection())).toBe(guide);
  });

  it.each(components.map((c) => [c.name, c] as const))('%s: described, with its examples or its row', (name, { description, from, examples }) => {
    expect(description, `write a /** … */ comment above the export of ${name} in its mdx.ts`).not.toBe('');
    expect(examples.length).toBeGreaterThan(0);
    if (from) expect(guide).toContain(`| \`${mdxUsage(name, { name, props: examples[0]!.props })}\` |`);
    else {
      expect(guide).toContain(`### ${name}\n\n${description}\n`);
      for (const example of examples) expect(guide).toContain(mdxUsage(name, example));
    }
  });
});
