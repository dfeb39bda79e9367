/**
 * Reads the body of an MDX page with the MDX parser Astro itself uses
 * (satteri): syntax errors with their line, the components it uses, its
 * images and their alternative text, its link targets with their words, and
 * the text of each paragraph, heading and table cell.
 */
import { mdxToMdast } from 'satteri';
import { mdxProblem } from '../../../src/content-io/mdx-problem.ts';

/**
 * @typedef {{ line: number, name: string }} Use
 * @typedef {{ line: number, alt: string, src: string, component?: string }} ImageUse
 * @typedef {{ line: number, href: string, text: string }} LinkUse
 * @typedef {{ line: number, text: string }} TextBlock
 * @returns {{ error?: { line: number, problem: string, fix: string }, components: Use[], imports: string[], images: ImageUse[], links: LinkUse[], blocks: TextBlock[] }}
 */
export function readMdxBody(body, firstLine = 1) {
  const result = { components: [], imports: [], images: [], links: [], blocks: [] };
  let tree;
  try {
    tree = mdxToMdast(body);
  } catch (error) {
    result.error = mdxProblem(String(error?.message ?? error), firstLine);
    return result;
  }
  const lineOf = (node) => (node.position?.start?.line ?? 1) + firstLine - 1;
  const attr = (node, name) => node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const walk = (node) => {
    if (node.type === 'mdxjsEsm') {
      for (const match of String(node.value ?? '').matchAll(/import\s+(?:(\w+)|\{([^}]*)\}|\*\s+as\s+(\w+))/g)) {
        if (match[1]) result.imports.push(match[1]);
        if (match[3]) result.imports.push(match[3]);
        if (match[2])
          result.imports.push(
            ...match[2]
              .split(',')
              .map((s) =>
                s
                  .trim()
                  .split(/\s+as\s+/)
                  .pop(),
              )
              .filter(Boolean),
          );
      }
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      result.components.push({ line: lineOf(node), name: node.name });
      const alt = attr(node, 'alt');
      const src = attr(node, 'src');
      if (alt || src || node.name === 'img') {
        result.images.push({
          line: lineOf(node),
          alt: typeof alt?.value === 'string' ? alt.value : alt ? '{expression}' : '',
          src: typeof src?.value === 'string' ? src.value : '{expression}',
          component: node.name,
          hasAlt: Boolean(alt),
        });
      }
      const href = attr(node, 'href');
      if (typeof href?.value === 'string') result.links.push({ line: lineOf(node), href: href.value, text: textOf(node) });
    }
    if (node.type === 'image') result.images.push({ line: lineOf(node), alt: node.alt ?? '', src: node.url, hasAlt: true });
    if (node.type === 'link') result.links.push({ line: lineOf(node), href: node.url, text: textOf(node) });
    if (BLOCKS.has(node.type)) result.blocks.push({ line: lineOf(node), text: textOf(node) });
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return result;
}

/** The nodes whose words are read as one block of text. */
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

/** The words inside a node, as a reader sees them (components' own text included, their attributes not). */
function textOf(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value ?? '');
  return (node.children ?? []).map(textOf).join('').replace(/\s+/g, ' ').trim();
}
