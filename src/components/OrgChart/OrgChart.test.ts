/** The organisation chart (OrgChart.astro) on the built /development, in each language: an image with its structure written out as a nested list, both from org-chart.yaml. */
import { describe, expect, it } from 'vitest';
import { readData } from '../../../tests/content.ts';
import { builtDoc, fullText } from '../../../tests/built-page.ts';
import { hrefIn, publishedRoutes, translator } from '../../../tests/languages.ts';
import { words } from './OrgChart.words.ts';

interface Node {
  label: string;
  href?: string;
  children?: Node[];
}
const { root } = readData<{ root: Node }>('university/org-chart.yaml');
const nodes = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(nodes)];

for (const [lang, route] of publishedRoutes('/development')) {
  describe(route, () => {
    const figure = builtDoc(route).querySelector('figure.org-chart')!;
    const translate = translator(lang);

    it('is a figure captioned in its language, with the chart as a described image', () => {
      expect(fullText(figure.querySelector('figcaption')!)).toBe(words[lang].caption);
      expect(figure.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toBe(words[lang].imageDescription);
    });

    it('draws a box and lists an item for each office of the tree, in tree order, linked where the tree gives a page', () => {
      const expected = nodes(root);
      expect(figure.querySelectorAll('svg .org-chart__box')).toHaveLength(expected.length);
      const items = figure.querySelectorAll('.org-list li');
      expect(items).toHaveLength(expected.length);
      items.forEach((item, i) => {
        const node = expected[i]!;
        expect(fullText(item).startsWith(translate(node.label)), fullText(item)).toBe(true);
        if (node.href) expect(item.querySelector(':scope > a')?.getAttribute('href')).toBe(hrefIn(lang, node.href));
      });
    });
  });
}
