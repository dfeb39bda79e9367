/**
 * The editor's page preview draws every page's text: links and the session
 * as the site does, and each other component as a block that names it, in
 * its place, with the text it wraps inside. Read over every page as written.
 */
import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { parse } from 'node-html-parser';
import { componentTags, drawnOnTheSite, linkTargets, previewMarkdown } from '../../src/admin/page-parts.ts';
import { readPageFiles } from '../../src/content-io/content-files.ts';

const SESSION = '2031-32';
const pages = readPageFiles();
const html = (body: string) => parse(marked.parse(previewMarkdown(body, SESSION), { async: false }));

describe('the preview of a page', () => {
  it('reads every component tag of every page, attributes over several lines and {…} included', () => {
    for (const { file, body } of pages) {
      const tags = componentTags(body);
      expect(tags.filter((t) => t.kind === 'open').length, `${file}: each opened component is closed`).toBe(tags.filter((t) => t.kind === 'close').length);
      for (const tag of tags) expect(body.slice(tag.start, tag.end), file).toMatch(tag.kind === 'self-closing' ? /\/>$/ : />$/);
    }
  });

  it.each(pages.map((p) => [p.file, p.body] as const))('%s', (file, body) => {
    const drawn = html(body);
    // No component is left as code or dropped: each has its named block, in the order of the text.
    expect(drawn.toString()).not.toMatch(/<\/?[A-Z]\w*[\s/>]/);
    const parts = [...drawn.querySelectorAll('[data-part]')].map((e) => e.getAttribute('data-part'));
    expect([...new Set(parts)]).toEqual(drawnOnTheSite(body));
    // Links lead where the text says; the session is filled in.
    expect([...drawn.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(linkTargets(body)));
    if (/<Session \/>/.test(body)) expect(drawn.text).toContain(SESSION);
  });
});
