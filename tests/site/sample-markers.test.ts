/**
 * Sample markers are for editors, never page text: no page in either language
 * shows a marker such as "(sample value)" or "(नमूना मान)". A preview build
 * (the one `npm test` makes; it has the component gallery) shows editors a
 * badge on every page whose frontmatter marks sample content and beside every
 * sample programme detail; a production build shows none.
 */
import { existsSync } from 'node:fs';
import { parse as parseHtml } from 'node-html-parser';
import { readPageFiles } from '../../src/content-io/content-files.ts';
import { describe, expect, it } from 'vitest';
import { builtPages, CLIENT_DIR } from '../../server/built-site.ts';
import { readData } from '../content.ts';
import { pageRoute } from '../../src/lib/links.ts';
import { LANGS, langOfRoute } from '../../src/lib/languages.ts';

const preview = existsSync(`${CLIENT_DIR}/gallery`);
const pages = builtPages().map((page) => ({ ...page, doc: parseHtml(page.html) }));
const byRoute = new Map(pages.map((page) => [page.route, page]));
const BADGE = '.badge--sample';

/** The words editors use to mark sample text inside a value, in both languages. */
const MARKER = /\((?:sample(?: value| content| text)?|नमूना(?: मान| सामग्री)?)\)|sample value|नमूना मान/i;

it('no page shows a sample marker as its text', () => {
  for (const page of pages) {
    const main = parseHtml(page.html).querySelector('main');
    main?.querySelectorAll(BADGE).forEach((badge) => badge.remove());
    expect(main?.text ?? '', `${page.route} shows a sample marker`).not.toMatch(MARKER);
  }
});

/** Pages whose frontmatter marks sample content, by route (both languages). */
const samplePages = readPageFiles()
  .filter(({ data }) => data.sample === true || (Array.isArray(data.sample) && data.sample.length > 0))
  .map(({ file, id, data }) => ({ file, sample: data.sample, route: pageRoute(id) }));

describe(preview ? 'a preview build shows editors where sample content is' : 'a production build shows no sample badge', () => {
  it('there are pages marked sample, in both languages', () => {
    expect(new Set(samplePages.map((p) => langOfRoute(p.route)))).toEqual(new Set(LANGS));
  });

  for (const { file, route, sample } of samplePages) {
    it(`${route} (${file})`, () => {
      const page = byRoute.get(route);
      expect(page, `${route} was not built`).toBeDefined();
      const badge = page!.doc.querySelector(`.page__content > span > ${BADGE}`);
      if (!preview) return expect(badge).toBeNull();
      expect(badge, `${route} has no sample badge under its heading`).not.toBeNull();
      if (Array.isArray(sample)) for (const field of sample) expect(badge!.text).toContain(field);
    });
  }

  it('a programme whose affiliation is sample says so beside the affiliation, wherever its card lists its details', () => {
    const marked = new Set(
      readData<{ name: string; sample?: unknown }[]>('programmes.yaml')
        .filter((p) => Array.isArray(p.sample) && p.sample.includes('affiliation'))
        .map((p) => p.name),
    );
    const cards = pages.flatMap((page) =>
      page.doc.querySelectorAll('.card').filter((card) => marked.has(card.querySelector('.card__title')?.text.trim() ?? '') && card.querySelector('dl')),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.querySelectorAll(`dd ${BADGE}`)).toHaveLength(preview ? 1 : 0);
  });
});
