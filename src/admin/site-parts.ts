/**
 * The parts of a page's text as the site draws them, for the editor's
 * preview. The build renders each part the pages of a language use, with the
 * settings they write, into /admin/parts/<lang> (src/pages/admin/parts),
 * one `<template data-part="key">` each; a part that wraps words is drawn
 * with an empty element marked WORDS_MARK in each of its slots, where the
 * preview puts the words being edited. The
 * preview swaps each named block of previewMarkdown for its drawing when the
 * build has one: a part whose settings were just changed keeps its named
 * block until the site is built again. Each drawing is found by its part's
 * key (partKey in page-parts.ts).
 */

/** The place in a wrapping part's drawing where its words go: the default slot's, or a named slot's (`<div slot="intro">` in a school's page). */
export const WORDS_MARK = 'data-part-words';

/** The address of the drawings of a language's parts. */
export const partsAddress = (lang: string) => `/admin/parts/${lang}`;

/** The drawings of a page of parts, by key. */
export const readParts = (page: Document): Map<string, string> =>
  new Map([...page.querySelectorAll<HTMLTemplateElement>('template[data-part]')].map((template) => [template.dataset.part!, template.innerHTML]));

/**
 * The preview's HTML with each named block that has a drawing replaced by
 * it, the block's words moved into the drawing's place for them. Innermost
 * first, so a part inside another's words is drawn before its words move.
 */
export function drawParts(html: string, parts: Map<string, string>): string {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  for (const block of [...holder.content.querySelectorAll<HTMLElement>('.preview-part[data-key]')].reverse()) {
    const drawing = parts.get(block.dataset.key!);
    if (drawing === undefined) continue;
    const drawn = document.createElement('div');
    drawn.className = 'preview-drawn';
    drawn.dataset.part = block.dataset.part;
    drawn.innerHTML = drawing;
    block.querySelector(':scope > .preview-part__name')?.remove();
    // The words written for a named slot go to its place, the others to the default one.
    for (const mark of drawn.querySelectorAll<HTMLElement>(`[${WORDS_MARK}]:not([${WORDS_MARK}=""])`)) {
      const words = block.querySelector(`:scope > [slot="${mark.getAttribute(WORDS_MARK)}"]`);
      words?.removeAttribute('slot');
      mark.replaceWith(...(words ? [words] : []));
    }
    drawn.querySelector(`[${WORDS_MARK}=""]`)?.replaceWith(...block.childNodes);
    block.replaceWith(drawn);
  }
  return holder.innerHTML;
}
