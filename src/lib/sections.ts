/**
 * The sections of a long page, for its "On this page" list: the h2 headings
 * of its rendered HTML, each given an id when it has none. A page lists its
 * sections only from SECTIONS_MIN on; a shorter page is read without a map,
 * unless its template asks for one on every page of its kind (`min`). A
 * heading marked `data-not-a-section` (a banner's) is left out of the list.
 */
import GithubSlugger from 'github-slugger';

export const SECTIONS_MIN = 4;

const H2 = /<h2\b([^>]*)>([\s\S]*?)<\/h2>/g;
const ID = /\sid="([^"]*)"/;

/** Text of a heading's HTML: tags dropped, entities the renderer writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

export function sectionsOf(html: string, min = SECTIONS_MIN): { html: string; sections: { id: string; text: string }[] } {
  const slugger = new GithubSlugger();
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) slugger.slug(id!);
  const sections: { id: string; text: string }[] = [];
  const withIds = html.replace(H2, (whole, attributes: string, inner: string) => {
    const text = textOf(inner);
    const existing = ID.exec(attributes)?.[1];
    if (attributes.includes('data-not-a-section')) return whole;
    const id = existing ?? slugger.slug(text);
    sections.push({ id, text });
    return existing ? whole : `<h2${attributes} id="${id}">${inner}</h2>`;
  });
  return sections.length >= min ? { html: withIds, sections } : { html, sections: [] };
}
