/** Breadcrumbs, search sections and the HTML site map all come from the menu tree. */
import { readDataFile } from '../../src/content-io/content-files.ts';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbs,
  groupId,
  sectionPage,
  menuRoutes,
  menuTrail,
  robotsTxt,
  sectionOf,
  siteMapGroups,
  slugify,
  type NavItem,
} from '../../src/lib/site-map.ts';

const menu: NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'About',
    items: [
      { label: 'About the University', href: '/about-university' },
      { label: 'Governance', items: [{ label: 'Governing Body', href: '/governing-bodies' }] },
    ],
  },
  {
    label: 'Admissions',
    items: [
      { label: 'Admissions', href: '/admission-main' },
      { label: 'Fee Structure', href: '/fee-structure' },
      { label: 'Apply Online', href: 'https://apply.example.org/' },
    ],
  },
  { label: 'Placements', href: '/placement-statistics' },
];

/** The real menu, so the rules are checked against what the site ships. */
const realMenu: NavItem[] = readDataFile<{ items: NavItem[] }>('navigation.yaml').items;

/** Each internal page the real menu links to (the first link to it), with its label and top-level section. */
function leaves(items: NavItem[], section?: string): { href: string; title: string; section: string }[] {
  const found = items.flatMap((item) =>
    item.items
      ? leaves(item.items, section ?? item.label)
      : item.href?.startsWith('/') && item.href !== '/'
        ? [{ href: item.href.replace(/\/?#.*$/, ''), title: item.label, section: section ?? item.label }]
        : [],
  );
  return found.filter((leaf, i) => found.findIndex((other) => other.href === leaf.href) === i);
}

describe('slugify and groupId', () => {
  it.each([
    ['Campus Life', 'campus-life'],
    ['CSE (AI & ML)', 'cse-ai-and-ml'],
    ["Chancellor's Message", 'chancellor-s-message'],
    ['  Ph.D. Exam Notifications ', 'ph-d-exam-notifications'],
  ])('slugify(%s) is %s', (label, slug) => expect(slugify(label)).toBe(slug));

  it('joins the path of a nested group', () => expect(groupId(['About', 'Quality Assurance'])).toBe('about-quality-assurance'));
});

describe('breadcrumbs', () => {
  it.each([
    ['/governing-bodies', 'Governing Body', ['Home /', 'About /sitemap#about', 'Governance /sitemap#about-governance', 'Governing Body']],
    // A group with a section page (its item of the same name) leads there, as the menu does; the section page skips it.
    ['/fee-structure', 'Fee Structure', ['Home /', 'Admissions /admission-main', 'Fee Structure']],
    ['/admission-main', 'Admissions', ['Home /', 'Admissions']],
    ['/placement-statistics', 'Placement Statistics', ['Home /', 'Placement Statistics']],
    ['/thank-you-admission', 'Thank you', ['Home /', 'Thank you']],
  ])('%s → %j', (route, title, expected) => {
    const trail = breadcrumbs(menu, route, title).map((c) => (c.href ? `${c.label} ${c.href}` : c.label));
    expect(trail).toEqual(expected);
  });

  it('gives the home page no trail', () => expect(breadcrumbs(menu, '/', 'Home')).toEqual([]));

  it('puts a page the menu does not list below its parent, the parent linked', () => {
    const parent = { route: '/governing-bodies', title: 'The Governing Body' };
    const trail = breadcrumbs(menu, '/programmes/x', 'Programme X', parent).map((c) => (c.href ? `${c.label} ${c.href}` : c.label));
    expect(trail).toEqual(['Home /', 'About /sitemap#about', 'Governance /sitemap#about-governance', 'The Governing Body /governing-bodies', 'Programme X']);
  });

  it('keeps a listed page in its menu trail, whatever parent it names', () => {
    expect(breadcrumbs(menu, '/fee-structure', 'Fee Structure', { route: '/governing-bodies', title: 'Governing Body' })).toEqual(
      breadcrumbs(menu, '/fee-structure', 'Fee Structure'),
    );
  });

  it.each(leaves(realMenu).map((leaf) => [leaf.href, leaf] as const))('follows the real menu to %s', (href, leaf) => {
    const trail = menuTrail(realMenu, href)!;
    expect(trail.at(-1)?.href).toBe(href);
    // A top-level page has no trail of its own beyond Home; every other page is reached through its groups.
    const groups = trail.slice(0, -1).filter((group) => sectionPage(group) !== href);
    expect(breadcrumbs(realMenu, href, leaf.title).map((c) => c.label)).toEqual(['Home', ...groups.map((i) => i.label), leaf.title]);
  });
});

describe('menuTrail and sectionOf', () => {
  it.each([
    ['/governing-bodies', 'About'],
    ['/fee-structure', 'Admissions'],
    ['/placement-statistics', 'Placements'],
    ['/', 'Home'],
    ['/not-in-the-menu', 'Other pages'],
  ])('%s is in section %s', (route, section) => expect(sectionOf(menu, route)).toBe(section));

  it('places a page the menu does not list in its parent’s section', () => {
    expect(sectionOf(menu, '/programmes/x', { route: '/fee-structure', title: 'Fee Structure' })).toBe('Admissions');
  });

  it('matches a route whatever its trailing slash or fragment in the menu', () => {
    expect(menuTrail([{ label: 'X', href: '/x/#top' }], '/x')?.map((i) => i.label)).toEqual(['X']);
  });

  it('ignores external menu targets', () =>
    expect(menuRoutes(menu)).toEqual(new Set(['/', '/about-university', '/admission-main', '/governing-bodies', '/fee-structure', '/placement-statistics'])));

  it.each(leaves(realMenu).map((leaf) => [leaf.href, leaf.section] as const))('places %s of the real menu in its top-level section %s', (href, section) => {
    expect(sectionOf(realMenu, href)).toBe(section);
  });
});

describe('siteMapGroups', () => {
  const groups = siteMapGroups(menu, [
    { route: '/fee-structure', title: 'Fee Structure' },
    { route: '/zeta', title: 'Zeta page' },
    { route: '/alpha', title: 'Alpha page' },
  ]);

  it('has one group per top-level menu item, in menu order, then Other pages', () => {
    expect(groups.map((g) => g.label)).toEqual(['Home', 'About', 'Admissions', 'Placements', 'Other pages']);
  });

  it('keeps nesting and ids that the breadcrumbs link to', () => {
    const about = groups[1]!;
    expect(about).toMatchObject({ id: 'about', level: 2, links: [{ label: 'About the University', href: '/about-university' }] });
    expect(about.groups[0]).toMatchObject({ id: 'about-governance', level: 3, links: [{ label: 'Governing Body', href: '/governing-bodies' }] });
  });

  it('links a top-level page from its heading', () => expect(groups[3]).toMatchObject({ label: 'Placements', href: '/placement-statistics', links: [] }));

  it('lists pages outside the menu by title', () => {
    expect(groups[4]!.links).toEqual([
      { label: 'Alpha page', href: '/alpha' },
      { label: 'Zeta page', href: '/zeta' },
    ]);
  });

  it('has no Other pages group when the menu lists every page', () => {
    expect(siteMapGroups(menu, [{ route: '/fee-structure', title: 'Fee Structure' }]).map((g) => g.label)).not.toContain('Other pages');
  });

  it('gives every group of the real menu a unique id', () => {
    const ids: string[] = [];
    const walk = (list: ReturnType<typeof siteMapGroups>) => list.forEach((g) => (ids.push(g.id), walk(g.groups)));
    walk(siteMapGroups(realMenu, []));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('robotsTxt', () => {
  it('points robots.txt at the sitemap on the configured site', () => {
    expect(robotsTxt('https://www.example.edu.in')).toContain('Sitemap: https://www.example.edu.in/sitemap-index.xml');
    expect(robotsTxt('https://www.example.edu.in')).toMatch(/^User-agent: \*$/m);
  });
});
