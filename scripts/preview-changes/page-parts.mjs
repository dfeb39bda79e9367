/**
 * Splits a built page into what the comparison judges: its metadata (title,
 * description, canonical, alternates, robots, social cards, structured data),
 * its main content (<main>) and its frame (the rest of <body>: menu, banner,
 * footer), each normalised so that what changes on every build compares equal;
 * and the words the main content and the frame show, block by block.
 */
import { parse } from 'node-html-parser';

/** What differs between two builds of the same content. */
const BUILD_NOISE = [
  // Hashed asset names: /_astro/Header.CRpHwk69.js, /_astro/social-card.COd0L76O_Zxfj7S.jpg
  [/(\/_astro\/[\w@-]+?)(?:\.[\w-]{6,})+(\.\w+)(?=["'\s)?#,]|$)/g, '$1$2'],
  // Scoped-style ids and island ids, which follow the code rather than the content.
  [/\s?data-astro-cid-[a-z0-9]+(="[^"]*")?/g, ''],
  [/\bastro-[a-z0-9]{8}\b/g, 'astro-cid'],
  [/\s(uid|prefix)="[^"]*"/g, ''],
  // Astro marks images in development builds only; a build whose node_modules is linked from elsewhere counts as one.
  [/\sdata-image-component="true"/g, ''],
  // The build's own date, where a page states it.
  [/\s(data-build-date|data-built)="[^"]*"/g, ''],
];

export function normalise(html) {
  return BUILD_NOISE.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html)
    .replace(/\s+/g, ' ')
    .trim();
}

const METADATA = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[http-equiv="refresh"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
];

/** Elements that run on within a line of text; every other element starts a block of its own. */
const INLINE = new Set('a abbr b bdi bdo cite code data del dfn em i ins kbd label mark output q s samp small span strong sub sup time u var wbr'.split(' '));
const UNSEEN = new Set(['script', 'style', 'template', 'noscript']);

/** The text an element shows, one line per block (paragraph, heading, list item, table cell…), whitespace collapsed. */
export function textLines(element) {
  const lines = [];
  let line = '';
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const walk = (node) => {
    if (node.nodeType === 3) line += node.text;
    else if (node.nodeType === 1) {
      const tag = node.rawTagName?.toLowerCase();
      if (UNSEEN.has(tag)) return;
      const block = !INLINE.has(tag);
      if (block) endLine();
      node.childNodes.forEach(walk);
      if (block) endLine();
    }
  };
  walk(element);
  endLine();
  return lines;
}

export function pageParts(html) {
  const root = parse(html, { comment: false });
  const head = root.querySelector('head');
  const body = root.querySelector('body');
  const metadata = METADATA.flatMap((selector) => head?.querySelectorAll(selector) ?? []).map((element) => normalise(element.toString()));
  const main = body?.querySelector('main');
  // "Last updated" follows the content's history, which a copy built outside git does not have: it is reported
  // beside a change of the content, never as a change on its own.
  const stamp = main?.querySelector('[data-last-updated]');
  const lastUpdated = stamp?.getAttribute('data-last-updated') ?? '';
  stamp?.remove();
  const mainHtml = main ? normalise(main.toString()) : '';
  const mainLines = main ? textLines(main) : [];
  // The frame is the body without its main content; a page without <main> (a redirect) is all frame.
  if (main) main.replaceWith('<main></main>');
  const frameElement = body ?? root;
  return {
    lang: root.querySelector('html')?.getAttribute('lang') ?? 'en',
    title: root.querySelector('title')?.text.trim() ?? '',
    metadata: metadata.join('\n'),
    main: mainHtml,
    lastUpdated,
    frame: normalise(frameElement.toString()),
    text: mainLines.join(' '),
    mainLines,
    frameLines: textLines(frameElement),
  };
}
