/**
 * The two languages over the built site: every Hindi page and its English
 * page name each other (hreflang both ways, x-default English, canonical per
 * language, the sitemap's alternates), the language switch on every page
 * leads to the same page in the other language or, where there is none, to
 * the English page's note in Hindi; links on Hindi pages stay in Hindi where
 * a Hindi page exists and never lead to a missing one; a calendar file of a
 * page with a Hindi version has a Hindi twin with the same events.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages, CLIENT_DIR, readBuiltFile } from '../../server/built-site.ts';
import { childrenNamed, childText, parseXml } from '../xml.ts';
import { englishOnlyNote, LANGS, LANGUAGES, langOfRoute, routeIn, sourceRoute } from '../../src/lib/languages.ts';
import { words as switchWords } from '../../src/components/LanguageSwitch/LanguageSwitch.words.ts';

const ENGLISH_ONLY_NOTE = englishOnlyNote('hi');

const pages = builtPages()
  .filter((p) => p.route !== '/home')
  .map((p) => ({ ...p, doc: parse(p.html) }));
const byRoute = new Map(pages.map((p) => [p.route, p]));
const hindi = pages.filter((p) => langOfRoute(p.route) === 'hi');
const translated = new Set(hindi.map((p) => sourceRoute(p.route)));

const canonicalOf = (doc: HTMLElement) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
const SITE = new URL(canonicalOf(byRoute.get('/')!.doc)).origin;
const absolute = (route: string) => new URL(route, SITE).href;
const alternates = (doc: HTMLElement) =>
  Object.fromEntries(doc.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]));
const languageSwitch = (doc: HTMLElement) => doc.querySelector('.language-switch');
/** A page's address in each language it is built in, by hreflang, from its English route. */
const versionsOf = (source: string) =>
  Object.fromEntries(LANGS.filter((lang) => byRoute.has(routeIn(lang, source))).map((lang) => [LANGUAGES[lang].htmlLang, absolute(routeIn(lang, source))]));

it('there are Hindi pages, the Hindi home page among them', () => {
  expect(byRoute.has(routeIn('hi', '/'))).toBe(true);
  expect(hindi.length).toBeGreaterThan(1);
});

describe('every Hindi page and its English page', () => {
  for (const page of hindi) {
    const source = sourceRoute(page.route);
    it(`${page.route} ↔ ${source}: lang, canonical, hreflang both ways, x-default English`, () => {
      const english = byRoute.get(source);
      expect(english, `${page.route} has no English page at ${source}`).toBeDefined();
      expect(page.doc.querySelector('html')?.getAttribute('lang')).toBe(LANGUAGES.hi.htmlLang);
      expect(canonicalOf(page.doc)).toBe(absolute(page.route));
      const expected: Record<string, string> = { ...versionsOf(source), 'x-default': absolute(source) };
      expect(expected[LANGUAGES.hi.htmlLang]).toBe(absolute(page.route));
      expect(alternates(page.doc)).toEqual(expected);
      expect(alternates(english!.doc)).toEqual(expected);
    });

    it(`${page.route}: the language switches lead to each other`, () => {
      expect(languageSwitch(page.doc)?.getAttribute('href')).toBe(source);
      expect(languageSwitch(page.doc)?.text.trim()).toBe(LANGUAGES.en.name);
      expect(languageSwitch(page.doc)?.getAttribute('aria-label')).toBe(switchWords.en.thisPage);
      expect(languageSwitch(byRoute.get(source)!.doc)?.text.trim()).toBe(LANGUAGES.hi.name);
      expect(languageSwitch(byRoute.get(source)!.doc)?.getAttribute('href')).toBe(page.route);
    });
  }
});

describe('English pages without a Hindi version', () => {
  const englishOnly = pages.filter((p) => langOfRoute(p.route) === 'en' && !translated.has(p.route) && !/^\/(404|500)\.html$/.test(p.route));
  // Once every page is translated the list is empty; a new English page is held to this at once.
  it("have no alternates; each one's switch opens its note in Hindi, which leads to the Hindi home page", () => {
    for (const page of englishOnly) {
      const versions = versionsOf(page.route);
      expect(alternates(page.doc), page.route).toEqual(Object.keys(versions).length > 1 ? { ...versions, 'x-default': absolute(page.route) } : {});
      expect(languageSwitch(page.doc)?.getAttribute('href'), page.route).toBe(`#${ENGLISH_ONLY_NOTE}`);
      const note = page.doc.getElementById(ENGLISH_ONLY_NOTE);
      expect(note?.getAttribute('lang'), page.route).toBe(LANGUAGES.hi.htmlLang);
      expect(note?.querySelector('a')?.getAttribute('href'), page.route).toBe(routeIn('hi', '/'));
    }
  });
});

describe('links on Hindi pages', () => {
  for (const page of hindi) {
    it(`${page.route}: internal links go to the Hindi page where there is one, else to the English page's note`, () => {
      const wrong = page.doc
        .querySelectorAll('a[href^="/"]:not(.language-switch)')
        .map((a) => a.getAttribute('href')!)
        .filter((href) => {
          const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
          if (/\.[a-z0-9]{2,5}$/i.test(path) || path.startsWith('/_astro/')) return false; // files
          if (langOfRoute(path) === 'hi') return !byRoute.has(path); // a Hindi page that must exist
          if (translated.has(path)) return true; // an English page whose Hindi version should have been linked
          // An English-only content page opens at its note; code routes (the admission form's hand-off) as they are.
          return byRoute.has(path) && !href.includes('#');
        });
      expect(wrong).toEqual([]);
    });
  }
});

describe('the sitemap', () => {
  const index = parseXml(readBuiltFile('sitemap-index.xml'));
  const urls = childrenNamed(index, 'sitemap')
    .map((entry) => new URL(childText(entry, 'loc')!).pathname.slice(1))
    .flatMap((file) => childrenNamed(parseXml(readBuiltFile(file)), 'url'));
  const linksOf = (loc: string) => {
    const url = urls.find((u) => childText(u, 'loc') === loc);
    return url ? Object.fromEntries(childrenNamed(url, 'xhtml:link').map((link) => [link.attributes.hreflang, link.attributes.href])) : undefined;
  };

  for (const page of hindi.filter((p) => !p.doc.querySelector('meta[name="robots"]'))) {
    it(`${page.route} and its English page list each other as alternates`, () => {
      const expected = versionsOf(sourceRoute(page.route));
      expect(linksOf(absolute(page.route))).toEqual(expected);
      expect(linksOf(absolute(sourceRoute(page.route)))).toEqual(expected);
    });
  }
});

describe('calendar files', () => {
  /** The events of an .ics file, unfolded, each as its properties (name without parameters → value). */
  const eventsOf = (file: string) =>
    readBuiltFile(file)
      .replace(/\r\n /g, '')
      .split('BEGIN:VEVENT')
      .slice(1)
      .map((event) => Object.fromEntries(event.split('\r\n').map((line) => [line.split(/[;:]/)[0]!, line.slice(line.indexOf(':') + 1)])));
  const english = readdirSync(CLIENT_DIR).filter((file) => file.endsWith('.ics'));

  for (const file of english.filter((name) => translated.has(`/${name.replace(/\.ics$/, '')}`))) {
    const page = routeIn('hi', `/${file.replace(/\.ics$/, '')}`);
    it(`${file}: the Hindi page offers its Hindi twin when the English page offers it, with the same events, worded in Hindi and linking to the Hindi page`, () => {
      const twin = routeIn('hi', `/${file}`);
      // An event that is over offers no calendar file, in either language.
      const offered = (route: string, href: string) => byRoute.get(route)!.doc.querySelector(`a[href="${href}"][download]`) !== null;
      expect(offered(page, twin), `${page} links ${twin} as ${sourceRoute(page)} links /${file}`).toBe(offered(sourceRoute(page), `/${file}`));
      const [en, hi] = [eventsOf(file), eventsOf(twin.slice(1))];
      expect(hi.length).toBeGreaterThan(0);
      const facts = (events: Record<string, string>[]) => events.map((e) => [e.UID, e.DTSTART, e.DTEND]);
      expect(facts(hi)).toEqual(facts(en));
      for (const event of hi) {
        expect(event.URL).toBe(absolute(page));
        expect(event.SUMMARY).toMatch(/[\u0900-\u097F]/);
      }
    });
  }
});

it('the Hindi pages have a search index of their own', () => {
  const languages = readdirLanguages();
  expect(languages).toContain(LANGUAGES.hi.htmlLang);
  expect(languages.length).toBeGreaterThan(1);
});

/** The languages Pagefind built an index for, from its entry file. */
function readdirLanguages(): string[] {
  const entry = 'pagefind/pagefind-entry.json';
  if (!existsSync(join(CLIENT_DIR, entry))) return [];
  return Object.keys((JSON.parse(readBuiltFile(entry)) as { languages: Record<string, unknown> }).languages);
}
