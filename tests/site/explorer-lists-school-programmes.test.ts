/**
 * The Programme Explorer lists every programme a school page lists: each
 * programme card of every built school page, in each language, is a row of
 * the Explorer on /programmes in that language, under the same name. Read
 * from the built pages only, so a card added anywhere but programmes.yaml
 * shows up here.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { schoolPages } from '../content.ts';
import { builtDoc, shownText } from '../built-page.ts';

describe('the Programme Explorer lists every programme the school pages list', () => {
  const pages = schoolPages();

  it('there are school pages in every language', () => {
    expect([...new Set(pages.map((p) => p.lang))].sort()).toEqual([...LANGS].sort());
  });

  it.each(pages.map(({ lang, route }) => [lang, route] as const))('%s %s: each programme card is a row of the Explorer', (lang, route) => {
    const explorer = builtDoc(routeIn(lang, '/programmes'));
    const listed = explorer.querySelectorAll('tbody[data-explorer-rows] tr[data-programme] th[scope="row"]').map(shownText);
    const cards = builtDoc(route).querySelectorAll('#programmes .card .card__title').map(shownText);
    expect(cards.length, `${route} lists programme cards`).toBeGreaterThan(0);
    for (const card of cards) expect(listed, `${route}: "${card}" in the Explorer`).toContain(card);
  });
});
