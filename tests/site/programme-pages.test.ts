/**
 * Every programme of programmes.yaml has a built page in every language it is
 * published in, showing its facts as the data gives them; the pages the build
 * makes from the data are first-class (site map, alternates, breadcrumbs,
 * search); and no link on the built site sends a programme with data to the
 * under-construction page. Facts are read from the content, never re-typed.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { rupees } from '../../src/lib/money.ts';
import { DEFAULT_LANG, LANGS, routeIn, sourceRoute, type Lang } from '../../src/lib/languages.ts';
import { routeOf } from '../../src/lib/links.ts';
import { durationIn, factWords, programmeSeats } from '../../src/lib/programme-facts.ts';
import { hasGeneratedPage, isUnderConstruction, programmePage } from '../../src/lib/programme-pages.ts';
import { programmes, schoolPages, schools, type Programme } from '../content.ts';
import { hrefIn, publishedRoutes, translator } from '../languages.ts';
import { builtPages, readPage } from '../../server/built-site.ts';
import { words as pageWords } from '../../src/layouts/ProgrammePage/ProgrammePage.words.ts';

const read = (route: string): HTMLElement => parse(readPage(route));
/** The words shown, with layout whitespace collapsed (a no-break space in an amount is part of what is shown). */
const shown = (root: HTMLElement | null) => (root?.text ?? '').replace(/[ \t\r\n]+/g, ' ').trim();

/** The English route of the page that shows each school. */
const schoolRoutes = new Map(
  schoolPages()
    .filter(({ lang }) => lang === DEFAULT_LANG)
    .map(({ school, route }) => [school, route]),
);

/**
 * The English route of the school page a programme's page sits below: of a school that lists it, one given to its
 * level alone first (an M.Tech below the postgraduate engineering page, not the undergraduate one), else its own school's.
 */
function schoolPageOf(p: Programme): string | undefined {
  const level = new Map(programmes().map(({ id, level }) => [id, level]));
  const listing = schools().filter((s) => s.programmes.some(({ id }) => id === p.id));
  const ofItsLevel = listing.find((s) => s.programmes.every(({ id }) => level.get(id) === p.level));
  return schoolRoutes.get((ofItsLevel ?? listing[0])?.id ?? p.school.id);
}

/** The fee as the page's language writes it: each yearly amount, or the "not yet published" words. */
const feeTexts = (p: Programme, lang: Lang) =>
  p.annualFees === 'pending' ? [factWords[lang].feePending] : [...new Set(p.annualFees)].map((fee) => rupees(fee, lang));

describe('every programme in the data has a built page in every language it is published in', () => {
  const cases = programmes().flatMap((p) => publishedRoutes(programmePage(p)).map(([lang, route]) => [p.id, lang, route, p] as const));

  it('the programmes without a page of their own are published in both languages', () => {
    for (const p of programmes().filter(hasGeneratedPage))
      expect(
        publishedRoutes(programmePage(p)).map(([lang]) => lang),
        p.id,
      ).toEqual([...LANGS]);
  });

  it.each(cases)('%s (%s) %s shows its duration, seats and fee', (_id, lang, route, p) => {
    const main = shown(read(route).querySelector('main'));
    expect(main).toContain(durationIn(lang, p.durationYears, factWords[lang].years));
    expect(main).toContain(programmeSeats(p, lang));
    for (const fee of feeTexts(p, lang)) expect(main).toContain(fee);
  });
});

describe('the pages made from the data', () => {
  const generated = programmes()
    .filter(hasGeneratedPage)
    .flatMap((p) => LANGS.map((lang) => [p.id, lang, p] as const));

  it('exist for at least one programme, so the checks below check something', () => {
    expect(generated.length).toBeGreaterThan(0);
  });

  it.each(generated)('%s (%s): name, eligibility, admission route, school and how to apply, from the data', (id, lang, p) => {
    const translate = translator(lang);
    const route = routeIn(lang, programmePage(p));
    const page = read(route);
    const main = page.querySelector('main')!;
    expect(shown(main.querySelector('h1'))).toBe(translate(p.name));
    expect(shown(main.querySelector(`[data-programme="${id}"] [data-fact="eligibility"]`))).toBe(translate(p.eligibility));
    if (p.admissionRoute) expect(shown(main.querySelector('[data-fact="admission-route"]'))).toBe(translate(p.admissionRoute));
    const school = schoolPageOf(p)!;
    expect(school, `a page shows the school of ${id}`).toBeDefined();
    const links = main.querySelectorAll('a').map((a) => a.getAttribute('href'));
    expect(links).toContain(hrefIn(lang, school));
    expect(links).toContain(hrefIn(lang, '/admission-apply'));
    expect(links).toContain(hrefIn(lang, '/admission-helpdesk-contact'));
    expect(main.querySelector('button[commandfor="enquiry-dialog"]')).not.toBeNull();
    expect(shown(main)).toContain(pageWords[lang].howToApply);
    // Breadcrumbs pass through the school's page; the alternates name both languages.
    expect(page.querySelectorAll('nav.breadcrumbs a').map((a) => a.getAttribute('href'))).toContain(hrefIn(lang, school));
    const alternates = page.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => new URL(l.getAttribute('href')!).pathname);
    for (const other of LANGS) expect(alternates).toContain(routeIn(other, programmePage(p)));
  });

  it.each(LANGS)('the %s site map lists every generated page', (lang) => {
    const map = read(routeIn(lang, '/sitemap'));
    const hrefs = map.querySelectorAll('main a').map((a) => a.getAttribute('href'));
    for (const p of programmes().filter(hasGeneratedPage)) expect(hrefs, p.id).toContain(routeIn(lang, programmePage(p)));
  });
});

describe('no link on the built site leads a programme with data to the under-construction page', () => {
  // A programme's name in every language, as cards on the pages of each language title it.
  const names = new Set(LANGS.flatMap((lang) => programmes().flatMap((p) => [p.name, p.shortName].map(translator(lang)))));
  const offending = builtPages({ kinds: ['page', 'gallery'] }).flatMap(({ route, html }) =>
    parse(html)
      .querySelectorAll('main a[href]')
      .filter((a) => isUnderConstruction(sourceRoute(routeOf(a.getAttribute('href')!))))
      .map((a) => {
        // A card's link is about the card's title; any other link about its own words.
        let card: HTMLElement | null = a.parentNode;
        while (card && !card.classList?.contains('card')) card = card.parentNode;
        const subject = card ? shown(card.querySelector('.card__title')) : shown(a);
        return { route, subject };
      })
      .filter(({ subject }) => names.has(subject)),
  );

  it('finds none', () => {
    expect(offending).toEqual([]);
  });
});
