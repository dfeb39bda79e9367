/**
 * Academic pages, in every language a page is published in: where every
 * school and department card leads (the faculty directory's, the faculty
 * cards', the faculty lists', the lab gallery's, the apply banner's and the committees table's own
 * tests are beside them in src/components/). Words a page shows come from the
 * components' words files and, for data, through the dictionary (tests/translations.ts).
 */
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../visitor.ts';
import { DEFAULT_LANG, englishOnlyNote, sourceRoute, type Lang } from '../../src/lib/languages.ts';
import { factWords } from '../../src/lib/programme-facts.ts';
import { programmePage } from '../../src/lib/programme-pages.ts';
import { datedState, pageText, programmes, readData, schoolPages as readSchoolPages } from '../content.ts';
import { builtAsOf } from './dated-content.ts';
import { ENQUIRY_DIALOG_ID } from '../../src/components/EnquiryForm/dialog-id.ts';
import { publishedRoutes, translator } from '../languages.ts';
import { words as applyWords } from '../../src/components/ApplyBanner/ApplyBanner.words.ts';
import { admissionStatus } from '../../src/lib/site.words.ts';
import { words as schoolWords } from '../../src/layouts/SchoolPage/SchoolPage.words.ts';
import { words as gridWords } from '../../src/components/CardGrid/CardGrid.words.ts';

const statusWords = admissionStatus;

interface ProgrammeDetails {
  id: string;
  name: string;
  durationYears: number;
  eligibility: string;
  description?: string;
  affiliation?: string;
  lateralEntry?: { durationYears: number; eligibility: string };
}
const school = (id: string) =>
  readData<{
    name: string;
    programmes: string[];
    learnMore?: string;
    applyImage?: { alt: string };
    message?: { heading: string };
    labs?: { name: string; caption: string }[];
  }>(`schools/${id}.yaml`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cards of a school page: title → link target, or null for a card without a link. */
async function cardTargets(page: Page): Promise<Record<string, string | null>> {
  const cards = page.locator('#programmes .card');
  const result: Record<string, string | null> = {};
  for (const card of await cards.all()) {
    const title = (await card.locator('.card__title').textContent())!.trim();
    const link = card.locator('a.card__link');
    result[title] = (await link.count()) ? await link.getAttribute('href') : null;
  }
  return result;
}

/** The school each page of a language shows, by its English route. */
const schoolPagesIn = (lang: Lang) =>
  readSchoolPages()
    .filter((page) => page.lang === lang)
    .map(({ route, school }) => [sourceRoute(route), school] as const);
const englishSchoolPages = schoolPagesIn('en');
const hindiSchoolPages = schoolPagesIn('hi');
/** Every school page in every language: [language, route, school]. */
const schoolPages = readSchoolPages().map(({ lang, route, school }) => [lang, route, school] as const);

interface School {
  name: string;
  programmes?: string[];
  cards?: { title: string; href?: string }[];
  learnMore?: string;
}

/** Where a page in `lang` links an English href: the same page in that language when it is published, else the English page at its note (a link to a fragment stays as written). */
function linkIn(lang: Lang, href: string | null): string | null {
  if (lang === DEFAULT_LANG || href === null || !href.startsWith('/')) return href;
  const [path, fragment] = href.split('#') as [string, string | undefined];
  const translated = publishedRoutes(path).find(([published]) => published === lang)?.[1];
  if (translated) return translated + (fragment ? `#${fragment}` : '');
  return fragment ? href : `${path}#${englishOnlyNote(lang)}`;
}

/** What a school page's cards should be: its programmes (linking to their own page, or to the school's Learn More target when that page is this one), titled in the page's language. */
function expectedCards(lang: Lang, route: string, school: School): Record<string, string | null> {
  const translate = translator(lang);
  const byId = new Map(programmes().map((p) => [p.id, p]));
  const here = sourceRoute(route);
  return Object.fromEntries(
    (school.programmes ?? []).map((id) => {
      const page = programmePage(byId.get(id)!);
      return [translate(byId.get(id)!.name), linkIn(lang, page === here ? (school.learnMore ?? null) : page)];
    }),
  );
}

test.describe('school pages', () => {
  test('every school file is shown on a page', () => {
    const shown = new Set(englishSchoolPages.map(([, school]) => school));
    for (const file of readdirSync('src/content/data/schools')) expect(shown, file).toContain(file.replace(/\.yaml$/, ''));
  });

  test('every school page has a Hindi version that shows the same school', () => {
    expect(Object.fromEntries(hindiSchoolPages)).toEqual(Object.fromEntries(englishSchoolPages));
  });

  for (const [lang, route, id] of schoolPages) {
    test(`${route} shows the cards of schools/${id}.yaml with their targets, its headings, a school menu and the apply button`, async ({
      visitor: page,
      request,
    }) => {
      const school = readData<School>(`schools/${id}.yaml`);
      const translate = translator(lang);
      await page.goto(route);
      expect(await cardTargets(page)).toEqual(expectedCards(lang, route, school));
      await expect(page.getByRole('heading', { level: 2, name: schoolWords[lang].about(translate(school.name)), exact: true })).toBeVisible();
      const linked = Object.values(expectedCards(lang, route, school)).filter(Boolean).length;
      await expect(page.locator('#programmes').locator('.card__link')).toHaveCount(linked);
      // The side menu is a menu of school pages.
      const menu = page.locator('nav.side-menu').first();
      await expect(menu).toBeVisible();
      const schoolRoutes = new Set(englishSchoolPages.map(([r]) => r));
      for (const href of await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        expect(schoolRoutes, href).toContain(sourceRoute(href.split('#')[0]!));
      }
      const { status } = datedState(await builtAsOf(request));
      if (status.state !== 'open') {
        // No cycle is open: the banner offers the enquiry dialog instead of a past session's form (tests/e2e/enquiry.spec.ts taps it).
        await expect(page.locator('.apply-banner').getByRole('button', { name: statusWords[lang].enquire })).toHaveAttribute('commandfor', ENQUIRY_DIALOG_ID);
        return;
      }
      const apply = page.getByRole('link', { name: new RegExp(`^${escape(applyWords[lang].apply)}`) });
      await expect(apply).toHaveAccessibleName(new RegExp(escape(applyWords[lang].formFor(schoolWords[lang].applyTo(translate(school.name))))));
      await expect(apply).toHaveAttribute('href', status.cycle.form);
      await expect(apply).toHaveAttribute('target', '_blank');
    });
  }

  for (const [lang, route] of publishedRoutes('/school-of-pharmacy')) {
    test(`${route}: each pharmacy programme entry gives its duration, description, affiliation and qualification`, async ({ visitor: page }) => {
      const translate = translator(lang);
      const words = factWords[lang];
      await page.goto(route);
      const all = readData<ProgrammeDetails[]>('programmes.yaml');
      const listed = school('pharmacy').programmes.map((id) => all.find((p) => p.id === id)!);
      expect(listed.length).toBeGreaterThan(0);
      for (const programme of listed) {
        const card = page.locator('#programmes .card').filter({ has: page.getByRole('heading', { name: translate(programme.name), exact: true }) });
        const detail = (term: string) => card.locator('dt', { hasText: term }).locator('+ dd');
        await expect(card.locator('.card__text')).toHaveText(translate(programme.description!));
        await expect(detail(words.duration)).toContainText(words.years(programme.durationYears));
        // Preview builds mark sample values with a badge for editors; the value itself is what visitors read.
        const valueOf = (term: string) =>
          detail(term).evaluate((dd) => {
            const value = dd.cloneNode(true) as Element;
            for (const badge of value.querySelectorAll('.badge--sample')) badge.remove();
            return value.textContent!.trim();
          });
        await expect.poll(() => valueOf(words.affiliation)).toBe(translate(programme.affiliation!));
        await expect(detail(words.qualification)).toHaveText(translate(programme.eligibility));
        if (programme.lateralEntry) {
          await expect(detail(words.lateralEntry)).toContainText(words.years(programme.lateralEntry.durationYears));
          // English runs the rule into the sentence in lower case; a translation stands as written.
          const rule = translate(programme.lateralEntry.eligibility);
          await expect(detail(words.lateralEntry)).toContainText(lang === 'en' ? rule.slice(1) : rule);
        } else {
          await expect(card.locator('dt', { hasText: words.lateralEntry })).toHaveCount(0);
        }
      }
    });
  }

  for (const [lang, route] of publishedRoutes('/school-of-life-sciences')) {
    test(`${route}: the MCA card links to a page that exists, saying so`, async ({ visitor: page }) => {
      await page.goto(route);
      const mca = programmes().find((p) => p.id === school('computer-applications').programmes[0])!;
      const learnMore = page.locator('#programmes .card').getByRole('link', { name: gridWords[lang].moreAbout(translator(lang)(mca.name)) });
      await expect(learnMore).toBeVisible();
      const href = (await learnMore.getAttribute('href'))!;
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      const fragment = new URL(page.url()).hash;
      if (fragment) await expect(page.locator(fragment)).toBeVisible();
    });
  }

  for (const [lang, route] of publishedRoutes('/school-of-humanities')) {
    const translate = translator(lang);
    const humanities = school('humanities');

    test(`${route}: quotes the head of department under the school file's heading`, async ({ visitor: page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: translate(humanities.message!.heading), exact: true })).toBeVisible();
      await expect(page.locator('blockquote')).toBeVisible();
    });
  }
});

test.describe('department pages', () => {
  /** The sections an editor wrote in a department page's MDX file (its ## headings), in order. */
  const sectionsIn = (route: string) => [...pageText(route.slice(1)).matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
  const departmentsYaml = (id: string) => readData<{ programme: string }>(`departments/${id}.yaml`);
  const programmes = readData<{ id: string; name: string }[]>('programmes.yaml');

  for (const route of ['/cse', '/cseaiml', '/cse-dst', '/it', '/civil']) {
    test(`${route} shows its page's sections in order and its programme from programmes.yaml`, async ({ visitor: page }) => {
      await page.goto(route);
      const sections = sectionsIn(route);
      expect(sections.length).toBeGreaterThan(0);
      await expect(page.locator('.department-page__sections h2')).toHaveText(sections);
      const programme = programmes.find((p) => p.id === departmentsYaml(route.slice(1)).programme)!;
      await expect(page.locator('.department-page__programme dd').first()).toHaveText(programme.name);
    });
  }

  test('the Civil page gives its year of establishment and library size', async ({ visitor: page }) => {
    await page.goto('/civil');
    const figures = page.getByRole('list', { name: /in figures/ });
    await expect(figures).toContainText('2007');
    await expect(figures).toContainText('1050+');
  });
});

test.describe('faculty lists and societies', () => {
  test('the CSI page has Objective and Benefits, listing every benefit its page text lists', async ({ visitor: page }) => {
    await page.goto('/csi-detail');
    await expect(page.getByRole('heading', { name: 'Objective', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Benefits', exact: true })).toBeVisible();
    // The page's own words: the list under its "## Benefits" heading.
    const text = pageText('csi-detail');
    const benefits = (/^## Benefits\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? '').match(/^- .+$/gm) ?? [];
    expect(benefits.length).toBeGreaterThan(0);
    const listed = page.getByRole('heading', { name: 'Benefits', exact: true }).locator('xpath=following-sibling::ul[1]/li');
    await expect(listed).toHaveText(benefits.map((line) => line.slice(2).trim()));
  });
});
