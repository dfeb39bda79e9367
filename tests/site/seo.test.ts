/**
 * Findability over the built site: the sitemap lists exactly the indexable
 * pages, robots.txt points to it, every page has an absolute canonical URL,
 * social cards and structured data that parses with the properties its type
 * requires, each language's HTML site map links every page of that language,
 * each language's feed parses, and the
 * search index covers exactly the listed pages.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages, CLIENT_DIR, readBuiltFile } from '../../server/built-site.ts';
import { readData } from '../content.ts';
import { childText, childrenNamed, parseXml } from '../xml.ts';
import { LANGUAGES, langOfRoute, routeIn } from '../../src/lib/languages.ts';

// The site's own pages: the component gallery (preview builds only) is never indexed.
const pages = builtPages().map((p) => ({ ...p, doc: parse(p.html) }));
const byRoute = new Map(pages.map((p) => [p.route, p]));
const read = readBuiltFile;

const canonicalOf = (doc: HTMLElement) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
/** The configured `site`, as the home page's canonical URL shows it. */
const SITE = new URL(canonicalOf(byRoute.get('/')!.doc)).origin;
const absolute = (route: string) => new URL(route, SITE).href;

const isNoindex = (doc: HTMLElement) => /noindex/i.test(doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
/** A page search engines should list: not noindex, and its own canonical page (not /home, the home page again). */
const isIndexable = (p: (typeof pages)[number]) => !isNoindex(p.doc) && canonicalOf(p.doc) === absolute(p.route);
const indexable = pages
  .filter(isIndexable)
  .map((p) => p.route)
  .sort();

/** The route a URL of this site names, or null for another site. */
function routeOfUrl(url: string): string | null {
  const parsed = new URL(url, SITE);
  if (parsed.origin !== SITE) return null;
  return parsed.pathname.length > 1 ? parsed.pathname.replace(/\/$/, '') : '/';
}

describe('the sitemap and robots.txt', () => {
  // A sitemap index naming one or more sitemaps of this site, each a sitemaps.org urlset.
  const index = parseXml(read('sitemap-index.xml'));
  const sitemapFiles = childrenNamed(index, 'sitemap').map((entry) => new URL(childText(entry, 'loc')!).pathname.slice(1));
  const urlsets = sitemapFiles.map((file) => parseXml(read(file)));
  const locs = urlsets.flatMap((urlset) => childrenNamed(urlset, 'url').map((url) => childText(url, 'loc')!));

  it('is a sitemap index of sitemaps.org urlsets of absolute URLs on the configured site', () => {
    expect(index.name).toBe('sitemapindex');
    expect(sitemapFiles.length).toBeGreaterThan(0);
    for (const urlset of urlsets) {
      expect(urlset.name).toBe('urlset');
      expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    }
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists exactly the built indexable pages: none missing, none extra', () => {
    const listed = locs.map((loc) => routeOfUrl(loc)!).sort();
    const missing = indexable.filter((route) => !listed.includes(route));
    const extra = listed.filter((route) => !indexable.includes(route));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('leaves out noindex pages, /home and the error pages', () => {
    const listed = new Set(locs.map((loc) => routeOfUrl(loc)));
    for (const p of pages.filter((p) => isNoindex(p.doc))) expect(listed.has(p.route), p.route).toBe(false);
    for (const route of ['/home', '/404', '/500']) expect(listed.has(route), route).toBe(false);
  });

  it('robots.txt lets crawlers in and points to the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });
});

describe('the HTML site map, in each language', () => {
  for (const lang of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
    const route = routeIn(lang, '/sitemap');
    const siteMap = byRoute.get(route);

    it(`${route} is built and indexable`, () => {
      expect(siteMap).toBeDefined();
      expect(indexable).toContain(route);
    });

    it(`${route} links every indexable page of its language`, () => {
      const links = new Set(siteMap!.doc.querySelectorAll('main a[href]').map((a) => routeOfUrl(a.getAttribute('href')!)));
      const unlinked = indexable.filter((page) => langOfRoute(page) === lang && page !== route && !links.has(page));
      expect(unlinked).toEqual([]);
    });
  }
});

describe('every page', () => {
  for (const p of pages) {
    it(`${p.route}: absolute canonical URL that resolves, social cards, lang`, () => {
      const canonical = canonicalOf(p.doc);
      expect(canonical).toMatch(/^https:\/\//);
      expect(canonical.startsWith(`${SITE}/`)).toBe(true);
      const target = routeOfUrl(canonical)!;
      // Canonical URLs never end in a slash, except the home page's.
      if (target !== '/') expect(canonical.endsWith('/')).toBe(false);
      if (p.route === '/home') expect(target).toBe('/');
      else if (!isNoindex(p.doc)) expect(target).toBe(p.route);
      expect(byRoute.has(target) || existsSync(join(CLIENT_DIR, target, 'index.html')), `${canonical} is not a built page`).toBe(true);

      const meta = (selector: string) => p.doc.querySelector(selector)?.getAttribute('content') ?? '';
      expect(meta('meta[name="description"]').length).toBeGreaterThanOrEqual(50);
      expect(meta('meta[property="og:url"]')).toBe(canonical);
      expect(meta('meta[property="og:title"]')).toBeTruthy();
      expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
      expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      // X reads the og: tags when its own are absent.
      const image = meta('meta[property="og:image"]');
      expect(image.startsWith(`${SITE}/`), image).toBe(true);
      expect(existsSync(join(CLIENT_DIR, new URL(image).pathname)), `${image} is not in the build`).toBe(true);
      expect(p.doc.querySelector('html')?.getAttribute('lang')).toBe(LANGUAGES[langOfRoute(p.route)].htmlLang);
    });
  }
});

// ---------------------------------------------------------------- structured data

type Json = Record<string, unknown>;
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?)?$/;

/** What each type must carry (Google's required properties, plus what the issue asks for). Empty list: fine. */
const REQUIRED: Record<string, (data: Json) => string[]> = {
  CollegeOrUniversity: (d) => {
    const address = d.address as Json | undefined;
    return [
      ...(typeof d.name === 'string' && d.name ? [] : ['name']),
      ...(isAbsoluteUrl(d.url) ? [] : ['url (absolute)']),
      ...(address?.['@type'] === 'PostalAddress' && address.streetAddress && address.addressCountry
        ? []
        : ['address (PostalAddress with streetAddress, addressCountry)']),
      ...(typeof d.telephone === 'string' && d.telephone ? [] : ['telephone']),
      ...(Array.isArray(d.sameAs) && d.sameAs.length > 0 && d.sameAs.every(isAbsoluteUrl) ? [] : ['sameAs (social profile URLs)']),
    ];
  },
  BreadcrumbList: (d) => {
    const items = d.itemListElement as Json[] | undefined;
    if (!Array.isArray(items) || items.length < 2) return ['itemListElement (at least Home and the page)'];
    return items.flatMap((item, i) => [
      ...(item['@type'] === 'ListItem' ? [] : [`item ${i + 1}: @type ListItem`]),
      ...(item.position === i + 1 ? [] : [`item ${i + 1}: position ${i + 1}`]),
      ...(typeof item.name === 'string' && item.name ? [] : [`item ${i + 1}: name`]),
      ...(isAbsoluteUrl(item.item) ? [] : [`item ${i + 1}: item (absolute URL)`]),
    ]);
  },
  Event: (d) => {
    const location = d.location as Json | undefined;
    return [
      ...(typeof d.name === 'string' && d.name ? [] : ['name']),
      ...(typeof d.startDate === 'string' && ISO_DATE.test(d.startDate) ? [] : ['startDate (ISO 8601)']),
      ...(d.endDate === undefined || (typeof d.endDate === 'string' && ISO_DATE.test(d.endDate)) ? [] : ['endDate (ISO 8601)']),
      ...(location && location.name && location.address ? [] : ['location (with name and address)']),
      ...(typeof d.description === 'string' && d.description ? [] : ['description']),
      ...(isAbsoluteUrl(d.url) ? [] : ['url (absolute)']),
    ];
  },
};

function structuredData(doc: HTMLElement): Json[] {
  return doc.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    const data = JSON.parse(script.innerHTML) as Json | Json[];
    return Array.isArray(data) ? data : [data];
  });
}

describe('structured data (JSON-LD)', () => {
  for (const p of pages) {
    it(`${p.route}: every block parses and carries its type's required properties`, () => {
      const blocks = structuredData(p.doc);
      const problems: string[] = [];
      for (const block of blocks) {
        if (block['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org');
        const type = String(block['@type']);
        const check = REQUIRED[type];
        if (!check) problems.push(`@type ${type}: add its required properties to REQUIRED in this test`);
        else problems.push(...check(block).map((missing) => `${type}: ${missing}`));
      }
      expect(problems).toEqual([]);

      const types = blocks.map((b) => b['@type']);
      const home = routeIn(langOfRoute(p.route), '/');
      if (canonicalOf(p.doc) === absolute(home)) {
        expect(types).toContain('CollegeOrUniversity');
      } else {
        expect(types).toContain('BreadcrumbList');
        const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as Json[];
        expect(trail[0]!.item).toBe(absolute(home));
        expect(trail.at(-1)!.item).toBe(canonicalOf(p.doc));
        // The trail search engines read is the one visitors see.
        const visible = p.doc.querySelectorAll('nav.breadcrumbs li').map((li) => li.textContent.trim());
        expect(visible).toEqual(trail.map((item) => item.name));
        for (const item of trail.slice(0, -1)) {
          const route = routeOfUrl(String(item.item))!;
          expect(byRoute.has(route), `breadcrumb ${item.item} is not a built page`).toBe(true);
        }
      }
    });
  }

  it('the event page announces its Event (once /techidea-2025 is built)', () => {
    // The event page is built in another area; this checks it as soon as it lands.
    const eventPage = byRoute.get('/techidea-2025');
    const types = eventPage ? structuredData(eventPage.doc).map((b) => b['@type']) : ['Event'];
    expect(types).toContain('Event');
  });
});

// ---------------------------------------------------------------- feed and search index

describe.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('the RSS feed in %s', (lang) => {
  const self = routeIn(lang, '/feed.xml');
  const rss = parseXml(read(self.slice(1)));
  const channel = childrenNamed(rss, 'channel')[0]!;

  it(`${self} is in the language of its pages and points at itself and at the notifications page in that language, where there is one`, () => {
    expect(childText(channel, 'language')).toBe(LANGUAGES[lang].locale);
    expect(childrenNamed(channel, 'atom:link')[0]?.attributes.href).toBe(absolute(self));
    const notifications = routeIn(lang, '/notifications');
    expect(routeOfUrl(childText(channel, 'link')!)).toBe(byRoute.has(notifications) ? notifications : '/notifications');
  });

  it('parses as RSS 2.0 with a title, link and date per item', () => {
    expect(rss.attributes.version).toBe('2.0');
    expect(childText(channel, 'title')).toBeTruthy();
    expect(isAbsoluteUrl(childText(channel, 'link'))).toBe(true);
    for (const item of childrenNamed(channel, 'item')) {
      expect(childText(item, 'title')).toBeTruthy();
      expect(isAbsoluteUrl(childText(item, 'link'))).toBe(true);
      expect(Number.isNaN(Date.parse(childText(item, 'pubDate') ?? ''))).toBe(false);
    }
  });

  it('carries every dated notification and examination circular, each with its own guid', () => {
    const documents: { category: string; date?: string }[] = readData('documents.yaml');
    const expected = documents.filter((d) => ['notifications', 'examination-circulars'].includes(d.category) && d.date);
    const items = childrenNamed(channel, 'item');
    expect(expected.length).toBeGreaterThan(0);
    expect(items).toHaveLength(expected.length);
    const guids = items.map((item) => childText(item, 'guid'));
    expect(new Set(guids).size).toBe(guids.length);
  });

  it('is announced on the pages that list notifications and circulars, and only points at itself', () => {
    const announcing = pages.filter((p) => langOfRoute(p.route) === lang && p.doc.querySelector('link[rel="alternate"][type="application/rss+xml"]'));
    for (const p of announcing) {
      expect(p.doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')!.getAttribute('href')).toBe(self);
    }
    const listing = ['/notifications', '/examination-circulars'].map((route) => routeIn(lang, route)).filter((route) => byRoute.has(route));
    for (const route of listing)
      expect(
        announcing.map((p) => p.route),
        `${route} should set feed: true`,
      ).toContain(route);
  });
});

describe('the search index', () => {
  it('is built beside the pages', () => {
    expect(existsSync(join(CLIENT_DIR, 'pagefind', 'pagefind.js'))).toBe(true);
  });

  it('covers exactly the listed pages, never the error pages, and never the frame', () => {
    const searchable = pages
      .filter((p) => p.doc.querySelector('[data-pagefind-body]'))
      .map((p) => p.route)
      .sort();
    expect(searchable).toEqual(indexable);
    for (const p of builtPages({ kinds: ['error'] })) expect(p.html, p.route).not.toContain('data-pagefind-body');
    for (const p of pages) {
      // The English-only note is shown only when its link is followed: not what the page is about.
      for (const selector of ['.site-header', '.site-footer', '.floating-actions', '.breadcrumbs', '.english-only']) {
        const part = p.doc.querySelector(selector);
        if (part) expect(part.closest('[data-pagefind-ignore]') ?? part.getAttribute('data-pagefind-ignore'), `${p.route} ${selector}`).not.toBeNull();
      }
      if (p.doc.querySelector('[data-pagefind-body]')) {
        expect(p.doc.querySelector('[data-pagefind-meta="section[data-section]"]')?.getAttribute('data-section'), p.route).toBeTruthy();
      }
    }
  });
});
