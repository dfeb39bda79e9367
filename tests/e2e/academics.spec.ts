/**
 * Academic pages: faculty cards (independent toggles, the display filter as
 * rendered, the grey placeholder photo), the committees table that becomes
 * cards below 768 px, and where every school and department card leads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { DETAIL_FIELDS, ESSENTIAL_FIELDS, shownFields } from '../../src/lib/faculty-display';
import { PHARMACY_DEPARTMENTS, pharmacyDepartmentOf } from '../../src/lib/pharmacy-departments';
import { nameOf, people } from '../fixtures/people';
import { programmes, readData } from '../content';

interface ProgrammeDetails {
  id: string;
  name: string;
  durationYears: number;
  eligibility: string;
  description?: string;
  affiliation?: string;
  lateralEntry?: { durationYears: number; eligibility: string };
}
const school = (id: string) => readData<{ programmes: string[]; learnMore?: string; applyImage?: { alt: string } }>(`schools/${id}.yaml`);

const facultyCard = (page: Page, name: string) => page.locator('article.faculty-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const toggle = (card: Locator) => card.locator('summary');
const labels = (card: Locator) => card.locator('dt').allTextContents();

/** The people the College of Pharmacy page shows a card for: everyone in the people data with a profile. */
const teachers = [...people.values()].filter((p) => p.profile);

test.describe('faculty cards', () => {
  test('each card opens and closes on its own, and its toggle says Show More Details or Show Less', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    const [first, second] = teachers.map((p) => nameOf(p.id));
    const a = facultyCard(page, first!);
    const b = facultyCard(page, second!);
    const details = (card: Locator) => card.locator('.faculty-card__facts--more');
    await expect(toggle(a)).toHaveAccessibleName(`Show More Details about ${first}`);
    await expect(details(a)).toBeHidden();

    await toggle(a).click();
    await expect(toggle(a)).toHaveAccessibleName(`Show Less about ${first}`);
    await expect(details(a)).toBeVisible();
    await expect(toggle(b)).toHaveAccessibleName(`Show More Details about ${second}`);
    await expect(details(b)).toBeHidden();

    await toggle(b).press('Enter');
    await expect(details(b)).toBeVisible();
    await expect(details(a)).toBeVisible();

    await toggle(a).click();
    await expect(toggle(a)).toHaveAccessibleName(`Show More Details about ${first}`);
    await expect(details(a)).toBeHidden();
    await expect(toggle(b)).toHaveAccessibleName(`Show Less about ${second}`);
    await expect(details(b)).toBeVisible();
  });

  test('every card shows the filled fields of its profile and hides the placeholders the specification lists', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    let hidden = 0;
    for (const teacher of teachers) {
      const card = facultyCard(page, nameOf(teacher.id));
      const more = shownFields(teacher.profile!, DETAIL_FIELDS).map((f) => f.label);
      if (more.length) await toggle(card).click();
      const contacts = [teacher.contact?.email && 'E-mail', teacher.contact?.phone && 'Phone'].filter(Boolean);
      expect(await labels(card), teacher.id).toEqual([...shownFields(teacher.profile!, ESSENTIAL_FIELDS).map((f) => f.label), ...contacts, ...more]);
      hidden += Object.keys(DETAIL_FIELDS).length - more.length;
      await expect(card.locator('dd').getByText(/^(NA|NIL|Nil|-|-{2,}|—)$/)).toHaveCount(0);
    }
    // The sample content exercises the rule: some fields are placeholders.
    expect(hidden).toBeGreaterThan(0);
    const scholar = teachers.find((t) => shownFields(t.profile!, { google_scholar: '' }).length);
    if (scholar) {
      await expect(page.getByRole('link', { name: new RegExp(`Google Scholar profile of ${nameOf(scholar.id).replace(/[.()]/g, '\\$&')}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  test('people without a photo get the grey placeholder, which loads', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    const photos = page.locator('article.faculty-card img');
    await expect(photos).toHaveCount(teachers.length);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toHaveAttribute('src', /person/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('each department lists the people the people data puts in it, lower order first', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    const sections = page.locator('section.faculty-directory__department');
    await expect(sections.locator('h3')).toHaveText(Object.values(PHARMACY_DEPARTMENTS).map((name) => `Department of ${name}`));
    const byName = new Map(teachers.map((t) => [nameOf(t.id), t]));
    for (const [key, name] of Object.entries(PHARMACY_DEPARTMENTS)) {
      const section = sections.filter({ has: page.getByRole('heading', { name: `Department of ${name}`, exact: true }) });
      const shown = await section.locator('.faculty-card__name').allTextContents();
      const expected = teachers.filter((t) => pharmacyDepartmentOf(t.department ?? '') === key).map((t) => nameOf(t.id));
      expect([...shown].sort()).toEqual(expected.sort());
      const orders = shown.map((n) => (byName.get(n)!.profile as { order?: number }).order ?? 100);
      expect(orders).toEqual([...orders].sort((x, y) => x - y));
    }
  });
});

test.describe('committees table', () => {
  const committees = (page: Page) => page.getByRole('table', { name: 'Committees of the College of Pharmacy' });

  test('is a table with column headers at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/school-of-pharmacy');
    const table = committees(page);
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Committee', 'Coordinator or chairperson', 'Members']);
    for (const header of await table.getByRole('columnheader').all()) await expect(header).toBeVisible();
    expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('table');
    const row = table.locator('tbody tr').first();
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
    await expect(row.locator('.responsive-table__label').first()).toBeHidden();
  });

  test('becomes one card per committee, each cell labelled, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/school-of-pharmacy');
    const table = committees(page);
    await expect(table).toBeAttached();
    const header = table.locator('thead');
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    const row = rows.first();
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    await expect(row.locator('.responsive-table__label')).toHaveText(['Coordinator or chairperson', 'Members']);
    for (const label of await row.locator('.responsive-table__label').all()) await expect(label).toBeVisible();
    // Cards stack: the second row starts below the first.
    const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    // Nothing overflows the narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

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

/** Each school page and the school file it shows: the MDX pages that hold <SchoolPage school="…">. */
const schoolPages = readdirSync('src/content/pages')
  .filter((file) => file.endsWith('.mdx'))
  .flatMap((file) => {
    const school = /<SchoolPage school="([^"]+)"/.exec(readFileSync(`src/content/pages/${file}`, 'utf8'))?.[1];
    return school ? [[`/${file.replace(/\.mdx$/, '')}`, school] as const] : [];
  });

interface School {
  name: string;
  programmes?: string[];
  cards?: { title: string; href?: string }[];
  learnMore?: string;
}

/** What a school page's cards should be: its programmes (linking to their own page, or to the school's Learn More target when that page is this one), then its other cards. */
function expectedCards(route: string, school: School): Record<string, string | null> {
  const byId = new Map(programmes().map((p) => [p.id, p]));
  return Object.fromEntries([
    ...(school.programmes ?? []).map((id) => [byId.get(id)!.name, byId.get(id)!.page === route ? (school.learnMore ?? null) : byId.get(id)!.page]),
    ...(school.cards ?? []).map((card) => [card.title, card.href ?? null]),
  ]);
}

test.describe('school pages', () => {
  test('every school file is shown on a page', () => {
    const shown = new Set(schoolPages.map(([, school]) => school));
    for (const file of readdirSync('src/content/data/schools')) expect(shown, file).toContain(file.replace(/\.yaml$/, ''));
  });

  for (const [route, id] of schoolPages) {
    test(`${route} shows the cards of schools/${id}.yaml with their targets, a school menu and the apply button`, async ({ page }) => {
      const school = readData<School>(`schools/${id}.yaml`);
      await page.goto(route);
      expect(await cardTargets(page)).toEqual(expectedCards(route, school));
      await expect(page.getByRole('navigation', { name: /Schools$/ }).first()).toBeVisible();
      const apply = page.getByRole('link', { name: /^Apply now/ });
      await expect(apply).toHaveAttribute('href', readData('site.yaml').admissionForm);
      await expect(apply).toHaveAttribute('target', '_blank');
    });
  }

  test('each pharmacy programme entry gives its duration, description, affiliation and qualification', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    const all = readData<ProgrammeDetails[]>('programmes.yaml');
    const listed = school('pharmacy').programmes.map((id) => all.find((p) => p.id === id)!);
    expect(listed.length).toBeGreaterThan(0);
    for (const programme of listed) {
      const card = page.locator('#programmes .card').filter({ has: page.getByRole('heading', { name: programme.name, exact: true }) });
      const detail = (term: string) => card.locator('dt', { hasText: term }).locator('+ dd');
      await expect(card.locator('.card__text')).toHaveText(programme.description!);
      await expect(detail('Duration')).toContainText(`${programme.durationYears} years`);
      await expect(detail('Affiliation')).toHaveText(programme.affiliation!);
      await expect(detail('Qualification')).toHaveText(programme.eligibility);
      if (programme.lateralEntry) {
        await expect(detail('Lateral entry')).toContainText(`${programme.lateralEntry.durationYears} years`);
        await expect(detail('Lateral entry')).toContainText(programme.lateralEntry.eligibility.slice(1));
      } else {
        await expect(card.locator('dt', { hasText: 'Lateral entry' })).toHaveCount(0);
      }
    }
  });

  test('the MCA card has a Learn More link to a page that exists', async ({ page }) => {
    await page.goto('/school-of-life-sciences');
    const learnMore = page.locator('#programmes .card').getByRole('link', { name: /^Learn More\s*: Master of Computer Applications/ });
    await expect(learnMore).toBeVisible();
    const href = (await learnMore.getAttribute('href'))!;
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    const fragment = new URL(page.url()).hash;
    if (fragment) await expect(page.locator(fragment)).toBeVisible();
  });

  test('the humanities page has a picture beside Apply now that opens the same admission form', async ({ page }) => {
    await page.goto('/school-of-humanities');
    const banner = page.locator('.apply-banner');
    const apply = banner.getByRole('link', { name: /^Apply now/ });
    const alt = school('humanities').applyImage!.alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const picture = banner.getByRole('link', { name: new RegExp(`^${alt}`) });
    await expect(picture.locator('img')).toBeVisible();
    for (const link of [apply, picture]) {
      await expect(link).toHaveAttribute('href', readData('site.yaml').admissionForm);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // Beside the button: side by side on a wide screen, in the same banner.
    const [pictureBox, applyBox] = [await picture.boundingBox(), await apply.boundingBox()];
    expect(pictureBox!.x + pictureBox!.width).toBeLessThanOrEqual(applyBox!.x);
    expect(pictureBox!.y).toBeLessThan(applyBox!.y + applyBox!.height);
    expect(applyBox!.y).toBeLessThan(pictureBox!.y + pictureBox!.height);
  });

  test("the humanities page quotes Words From HOD's Desk", async ({ page }) => {
    await page.goto('/school-of-humanities');
    await expect(page.getByRole('heading', { name: "Words From HOD's Desk" })).toBeVisible();
    await expect(page.locator('blockquote')).toBeVisible();
  });
});

test.describe('department pages', () => {
  /** The sections an editor wrote in a department page's MDX file (its ## headings), in order. */
  const sectionsIn = (route: string) => [...readFileSync(`src/content/pages${route}.mdx`, 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
  const departmentsYaml = (id: string) => parse(readFileSync(`src/content/data/departments/${id}.yaml`, 'utf8')) as { programme: string };
  const programmes = parse(readFileSync('src/content/data/programmes.yaml', 'utf8')) as { id: string; name: string }[];

  for (const route of ['/cse', '/cseaiml', '/cse-dst', '/it', '/civil']) {
    test(`${route} shows its page's sections in order and its programme from programmes.yaml`, async ({ page }) => {
      await page.goto(route);
      const sections = sectionsIn(route);
      expect(sections.length).toBeGreaterThan(0);
      await expect(page.locator('.department-page__sections h2')).toHaveText(sections);
      const programme = programmes.find((p) => p.id === departmentsYaml(route.slice(1)).programme)!;
      await expect(page.locator('.department-page__programme dd').first()).toHaveText(programme.name);
    });
  }

  test('the Civil page gives its year of establishment and library size', async ({ page }) => {
    await page.goto('/civil');
    const figures = page.getByRole('list', { name: /in figures/ });
    await expect(figures).toContainText('2007');
    await expect(figures).toContainText('1050+');
  });
});

test.describe('faculty lists and societies', () => {
  for (const route of ['/faculty-of-engg-tech', '/faculty-of-science', '/faculty-of-humanities']) {
    test(`${route} lists name, designation, department and a profile that is never a dead link`, async ({ page }) => {
      await page.goto(route);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Designation', 'Department', 'Profile']);
      const profiles = table.locator('tbody td:last-child');
      for (const cell of await profiles.all()) {
        const link = cell.getByRole('link');
        if (await link.count()) await expect(link).toHaveAttribute('target', '_blank');
        else await expect(cell).toContainText('coming soon');
        await expect(cell.locator('a[href="#"]')).toHaveCount(0);
      }
    });
  }

  test('the CSI page has Objective and Benefits, listing every benefit its page text lists', async ({ page }) => {
    await page.goto('/csi-detail');
    await expect(page.getByRole('heading', { name: 'Objective', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Benefits', exact: true })).toBeVisible();
    // The page's own words: the list under its "## Benefits" heading.
    const text = readFileSync('src/content/pages/csi-detail.mdx', 'utf8');
    const benefits = (/^## Benefits\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? '').match(/^- .+$/gm) ?? [];
    expect(benefits.length).toBeGreaterThan(0);
    const listed = page.getByRole('heading', { name: 'Benefits', exact: true }).locator('xpath=following-sibling::ul[1]/li');
    await expect(listed).toHaveText(benefits.map((line) => line.slice(2).trim()));
  });

  test('the pharmacy infrastructure gallery shows every lab of its school file, each captioned', async ({ page }) => {
    await page.goto('/pharmacy-detail');
    const figures = page.locator('figure.lab-gallery__figure');
    await expect(figures).toHaveCount(readData('schools/pharmacy.yaml').labs.length);
    for (const figure of await figures.all()) await expect(figure.locator('figcaption')).not.toBeEmpty();
  });
});
