/**
 * A page's text as the editor's preview draws it. Links and the session are
 * drawn as the site draws them; every other component (tables, profiles,
 * lists the site fills from the content files) stays in its place as a
 * block that names it, with the text it wraps inside, which the preview
 * swaps for the site's drawing of it (site-parts.ts). Pure, so tests import
 * it too.
 */
/** One component tag in the text: `<Name …>`, `<Name … />` or `</Name>`, and where it is. */
export interface Tag {
  name: string;
  attributes: string;
  kind: 'open' | 'self-closing' | 'close';
  start: number;
  end: number;
}

/**
 * Where in `text`, from `at`, the first character `stop` accepts stands
 * outside quotes, given the depth of `{…}` after it (text.length if none):
 * a tag's end, or an expression's closing brace.
 */
export function scanTo(text: string, at: number, stop: (c: string, depth: number) => boolean): number {
  let depth = 0;
  let quote = '';
  for (; at < text.length; at++) {
    const c = text[at]!;
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    if (!quote && stop(c, depth)) break;
  }
  return at;
}

/**
 * Where a part and its drawing meet: its name and its settings as the page
 * writes them, spacing aside. A setting that reads the page's front matter
 * (`event={frontmatter.event}`) draws differently on each page, so its key
 * also names the page (its file name, the same in every language).
 */
export function partKey(tag: Pick<Tag, 'name' | 'attributes'>, page: string): string {
  const settings = tag.attributes.trim().replace(/\s+/g, ' ');
  return `${tag.name} ${settings}${/\bfrontmatter\b/.test(settings) ? ` on ${page}` : ''}`;
}

/** The component tags of an MDX text, in order. Attributes may span lines and hold `{…}` expressions with `>` inside. */
export function componentTags(body: string): Tag[] {
  const tags: Tag[] = [];
  const opening = /<(\/?)([A-Z]\w*)/g;
  for (let match = opening.exec(body); match; match = opening.exec(body)) {
    const [, slash, name] = match;
    const at = scanTo(body, opening.lastIndex, (c, depth) => c === '>' && depth === 0);
    const inside = body.slice(opening.lastIndex, at);
    const selfClosing = inside.trimEnd().endsWith('/');
    tags.push({
      name: name!,
      attributes: selfClosing ? inside.trimEnd().slice(0, -1) : inside,
      kind: slash ? 'close' : selfClosing ? 'self-closing' : 'open',
      start: match.index,
      end: at + 1,
    });
    opening.lastIndex = at + 1;
  }
  return tags;
}

/** The name a layout wrapper has among the parts of a page's text (page-blocks.ts). */
export const LAYOUT_PART = 'div';

/**
 * The layout wrappers a page's text writes in HTML around its words (`<div class="prose">`, `<div slot="intro">`),
 * in order, named LAYOUT_PART: in the editor's form they are parts that wrap words, never tags among the words.
 * A `<div` inside a component's tag (in an attribute) is not one.
 */
export function layoutTags(body: string): Tag[] {
  const components = componentTags(body);
  const tags: Tag[] = [];
  const opening = /<(\/?)div\b([^>]*)>/g;
  for (let match = opening.exec(body); match; match = opening.exec(body)) {
    const [whole, slash, attributes] = match;
    const at = match.index;
    if (components.some((tag) => tag.start < at && at < tag.end)) continue;
    tags.push({ name: LAYOUT_PART, attributes: attributes!, kind: slash ? 'close' : 'open', start: at, end: at + whole.length });
  }
  return tags;
}

/** The components that stand inside a sentence; every other one is a part of its own (a table, a profile, a list). */
export const INLINE_COMPONENTS = ['Link', 'Session'];

/** The names of the components the preview draws as named blocks, each once, in order: ["FeeTable", "HostelFee"]. */
export const drawnOnTheSite = (body: string): string[] =>
  [...new Set(componentTags(body).map((tag) => tag.name))].filter((name) => !INLINE_COMPONENTS.includes(name));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const hrefOf = (attributes: string) => /\bhref=["']([^"']*)["']/.exec(attributes)?.[1] ?? '';

/** Where the text's links lead, in order: the `href` of each <Link>. */
export const linkTargets = (body: string): string[] =>
  componentTags(body)
    .filter((tag) => tag.name === 'Link' && tag.kind === 'open')
    .map((tag) => hrefOf(tag.attributes));

/** The markdown of the text of `page` (its file name) with its components replaced by HTML the preview can draw (`session` fills <Session />). */
export function previewMarkdown(body: string, session: string, page = ''): string {
  let out = '';
  let from = 0;
  for (const tag of componentTags(body)) {
    out += body.slice(from, tag.start);
    from = tag.end;
    if (tag.name === 'Session') out += escapeHtml(session);
    else if (tag.name === 'Link') out += tag.kind === 'close' ? '</a>' : `<a href="${escapeHtml(hrefOf(tag.attributes))}">`;
    else if (tag.kind === 'close') out += '</div>';
    else {
      const wraps = tag.kind === 'open';
      const block = `<div class="preview-part${wraps ? ' preview-part--wraps' : ''}" data-part="${tag.name}" data-key="${escapeHtml(partKey(tag, page))}"><p class="preview-part__name">${tag.name}${wraps ? '' : ': drawn by the site from the content files'}</p>`;
      out += tag.kind === 'self-closing' ? `${block}</div>` : block;
    }
  }
  return out + body.slice(from);
}
