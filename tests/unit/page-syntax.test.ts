/**
 * The editor's page form refuses the text the content check refuses: its
 * parser (src/admin/page-syntax.ts, micromark's MDX) and the check's
 * (satteri, Astro's own) give the same verdict on every page as written and
 * on the ways a page's text is commonly broken, and say which line.
 */
import { describe, expect, it } from 'vitest';
import { readMdxBody } from '../../scripts/lib/content-check/mdx.mjs';
import { pageTextProblem } from '../../src/admin/page-syntax.ts';
import { readPageFiles } from '../../src/content-io/content-files.ts';

const pages = readPageFiles();

/** Texts an editor may write, read and unreadable alike. */
const TEXTS = [
  'Intro.\n\n<div class="prose"> Text on the line of the tag.\n\nMore.\n</div>\n',
  '<Callout title="Remember">\n\nText, never closed.\n',
  'A { brace left open.\n',
  'A } brace alone.\n',
  'An open <b tag.\n',
  'One.\n\n<FeeTable>\n',
  'a < b and 3 > 2\n',
  'A <Link href="/x">link</Link> in a sentence.\n',
  '<div>\n\nWords in a block.\n\n</div>\n',
  'One.\n\n</div>\n',
  'x <span>y\n\nz</span>\n',
  '<OfficerProfile person="registrar">\n\n## Message\n\nWords.\n\n</OfficerProfile>\n',
];

describe('the page form reads page text as the content check does', () => {
  it.each(pages.map((p) => [p.file, p.body] as const))('%s can be read by both', (file, body) => {
    expect(readMdxBody(body).error, file).toBeUndefined();
    expect(pageTextProblem(body), file).toBeUndefined();
  });

  it.each(TEXTS.map((text) => [JSON.stringify(text), text] as const))('%s: the same verdict, on the same line', (_, text) => {
    const check = readMdxBody(text).error;
    const editor = pageTextProblem(text);
    expect(Boolean(editor), editor ?? check?.problem).toBe(Boolean(check));
    if (check) expect(editor).toContain(`line ${check.line}:`);
  });

  it('says what is wrong and how to mend it in the check’s words', () => {
    const text = TEXTS[0]!;
    const { problem, fix } = readMdxBody(text).error!;
    expect(pageTextProblem(text)).toBe(`Page text, line 3: ${problem}; ${fix}.`);
  });
});
