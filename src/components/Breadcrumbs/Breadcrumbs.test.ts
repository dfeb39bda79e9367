/**
 * Breadcrumbs follow the menu, as the built pages show both: the trail of a
 * page the header's menu lists passes through the top-level section it is
 * listed under first, and a page listed in several sections (the academic
 * calendar, under Academics as well as Examination) follows the first.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../../server/built-site.ts';
import { LANGS, langOfRoute, routeIn } from '../../lib/languages.ts';

const pages = builtPages().map((p) => ({ ...p, doc: parse(p.html) }));

interface Section {
  label: string;
  routes: string[];
}

/** The header menu's top-level sections, in menu order, with the routes each links. */
function menuSections(doc: HTMLElement): Section[] {
  const top = doc.querySelector('.site-header .menu--level-1');
  if (!top) return [];
  return (top.childNodes.filter((node) => (node as HTMLElement).tagName === 'LI') as HTMLElement[]).map((item) => ({
    label: (item.querySelector('summary') ?? item.querySelector('a'))!.textContent.trim(),
    routes: item.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!.split('#')[0]!),
  }));
}

const listedIn = (doc: HTMLElement, route: string) => menuSections(doc).filter((section) => section.routes.includes(route));

describe('breadcrumbs follow the menu', () => {
  const listed = pages.filter((p) => p.doc.querySelector('nav.breadcrumbs') && listedIn(p.doc, p.route).length > 0);

  it('the menu lists built pages that have breadcrumbs, in both languages', () => {
    expect(new Set(listed.map((p) => langOfRoute(p.route)))).toEqual(new Set(LANGS));
  });

  it.each(listed.map((p) => [p.route, p] as const))('%s: the trail passes through the section the menu lists it under first', (_route, page) => {
    const [first] = listedIn(page.doc, page.route);
    const crumbs = page.doc.querySelectorAll('nav.breadcrumbs li').map((li) => li.textContent.trim());
    // Home, the groups above the page, the page. A section's own page skips its group, which would only repeat it.
    if (crumbs.length > 2) expect(crumbs[1]).toBe(first!.label);
  });

  it('the academic calendar is in the Academics menu as well as under Examination, in both languages, and its trail follows the first', () => {
    for (const route of LANGS.map((lang) => routeIn(lang, '/calendar-of-events'))) {
      const page = pages.find((p) => p.route === route);
      expect(page, route).toBeDefined();
      const sections = listedIn(page!.doc, route);
      expect(sections.length, `${route} is listed under ${sections.map((s) => s.label).join(', ')}`).toBeGreaterThanOrEqual(2);
      expect(page!.doc.querySelectorAll('nav.breadcrumbs li')[1]!.textContent.trim()).toBe(sections[0]!.label);
    }
  });
});
