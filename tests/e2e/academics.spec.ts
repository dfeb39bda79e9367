/**
 * Academic pages: faculty cards (independent toggles, the display filter as
 * rendered, the grey placeholder photo), the committees table that becomes
 * cards below 768 px, and where every school and department card leads.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';

const readYaml = <T>(path: string) => parse(readFileSync(path, 'utf8')) as T;
const site = readYaml<{ admissionForm: string }>('src/content/data/site.yaml');
interface Programme {
  id: string;
  name: string;
  durationYears: number;
  eligibility: string;
  description?: string;
  affiliation?: string;
  lateralEntry?: { durationYears: number; eligibility: string };
}
const programmes = readYaml<Programme[]>('src/content/data/programmes.yaml');
const school = (id: string) =>
  readYaml<{ programmes: string[]; learnMore?: string; applyImage?: { alt: string } }>(`src/content/data/schools/${id}.yaml`);

const facultyCard = (page: Page, name: string) =>
  page.locator('article.faculty-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const toggle = (card: Locator) => card.locator('summary');
const labels = (card: Locator) => card.locator('dt').allTextContents();

test.describe('faculty cards', () => {
  test('each card opens and closes on its own, and its toggle says Show More Details or Show Less', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    const asha = facultyCard(page, 'Dr. Asha Sample');
    const rohan = facultyCard(page, 'Dr. Rohan Sample');
    await expect(toggle(asha)).toHaveAccessibleName('Show More Details about Dr. Asha Sample');
    await expect(asha.getByText('ORCID')).toBeHidden();

    await toggle(asha).click();
    await expect(toggle(asha)).toHaveAccessibleName('Show Less about Dr. Asha Sample');
    await expect(asha.getByText('ORCID')).toBeVisible();
    await expect(toggle(rohan)).toHaveAccessibleName('Show More Details about Dr. Rohan Sample');
    await expect(rohan.getByText('ORCID')).toBeHidden();

    await toggle(rohan).press('Enter');
    await expect(rohan.getByText('ORCID')).toBeVisible();
    await expect(asha.getByText('ORCID')).toBeVisible();

    await toggle(asha).click();
    await expect(toggle(asha)).toHaveAccessibleName('Show More Details about Dr. Asha Sample');
    await expect(asha.getByText('ORCID')).toBeHidden();
    await expect(toggle(rohan)).toHaveAccessibleName('Show Less about Dr. Rohan Sample');
    await expect(rohan.getByText('ORCID')).toBeVisible();
  });

  test('shows filled fields and hides the placeholders the specification lists', async ({ page }) => {
    await page.goto('/school-of-pharmacy');

    // Every field filled in.
    const asha = facultyCard(page, 'Dr. Asha Sample');
    await toggle(asha).click();
    expect(await labels(asha)).toEqual([
      'Qualifications', 'Experience', 'Research interests', 'E-mail', 'Phone',
      'ORCID', 'Google Scholar', 'Publications', 'Patents', 'Grants', 'Courses taught',
      'Supervision', 'Professional memberships', 'Awards and honours', 'Conferences and workshops',
    ]);
    await expect(asha.getByRole('link', { name: /Google Scholar profile of Dr\. Asha Sample/ })).toHaveAttribute('target', '_blank');

    // orcid NA, google_scholar NA, grants NIL, patents Nil, supervision "-",
    // memberships NA, awards "------", conferences "—": all hidden.
    const vikram = facultyCard(page, 'Dr. Vikram Sample');
    await toggle(vikram).click();
    expect(await labels(vikram)).toEqual([
      'Qualifications', 'Experience', 'Research interests', 'E-mail', 'Phone', 'Publications', 'Courses taught',
    ]);
    await expect(vikram.getByText(/^(NA|NIL|Nil|-|------|—)$/)).toHaveCount(0);

    // no publications, grants "-", patents NA, supervision "-", memberships "-", awards NIL: hidden.
    const neha = facultyCard(page, 'Ms. Neha Sample');
    await toggle(neha).click();
    expect(await labels(neha)).toEqual([
      'Qualifications', 'Experience', 'Research interests', 'E-mail', 'Phone', 'ORCID', 'Courses taught', 'Conferences and workshops',
    ]);
  });

  test('people without a photo get the grey placeholder, which loads', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    const photos = page.locator('article.faculty-card img');
    await expect(photos).toHaveCount(12);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toHaveAttribute('src', /person/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('faculty are grouped under the four departments, three or more each', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    for (const department of ['Pharmaceutics', 'Pharmacology', 'Pharmaceutical Chemistry and Analysis', 'Pharmacognosy']) {
      const section = page.locator('section.faculty-directory__department').filter({ has: page.getByRole('heading', { name: `Department of ${department}`, exact: true }) });
      expect(await section.locator('article.faculty-card').count()).toBeGreaterThanOrEqual(3);
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

test.describe('school pages', () => {
  test('engineering cards lead exactly where the specification says', async ({ page }) => {
    await page.goto('/school-of-engineering');
    expect(await cardTargets(page)).toEqual({
      'B.Tech Computer Science and Engineering': '/cse',
      'B.Tech CSE (Artificial Intelligence and Machine Learning)': '/cseaiml',
      'B.Tech CSE (Data Science)': '/cse-dst',
      'B.Tech Information Technology': '/it',
      'B.Tech Electronics and Communication Engineering': '/page-under-development',
      'B.Tech Robotics and Artificial Intelligence': '/page-under-development',
      'B.Tech Electrical and Electronics Engineering': '/page-under-development',
      'B.Tech Electrical Engineering': '/page-under-development',
      'B.Tech Mechanical Engineering': '/page-under-development',
      'B.Tech Civil Engineering': '/civil',
    });
    await expect(page.getByRole('link', { name: /^Learn More\s*: B\.Tech Civil Engineering$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'UG Schools' }).getByRole('link')).toHaveText(['Engineering', 'Pharmacy']);
  });

  const pgPages: [string, Record<string, string | null>][] = [
    ['/school-of-post-engineering', { 'M.Tech in CSE': '/cse', 'M.Tech in IT': '/page-under-development', 'M.Tech in ECE (VLSI Design)': '/page-under-development' }],
    ['/school-of-post-pharmacy', {
      'Master of Pharmacy (M.Pharm)': null,
      'M.Pharm in Pharmaceutics': null,
      'M.Pharm in Pharmacology': null,
      'M.Pharm in Regulatory Affairs': null,
      'M.Pharm in Pharmaceutical Analysis': null,
    }],
    ['/school-of-management', { 'MBA (General)': null, 'MBA (Finance)': null, 'MBA (Digital Marketing)': null }],
    // The MCA is described on its school's page; its Learn More leads where the school's file says.
    ['/school-of-life-sciences', { 'Master of Computer Applications (MCA)': school('computer-applications').learnMore ?? null }],
    ['/school-of-applied-sciences', { 'M.Sc. Physics': null, 'M.Sc. Chemistry': null, 'M.Sc. Mathematics': null }],
    ['/school-of-humanities', { 'MA English': null, 'MA Economics': null }],
  ];
  for (const [route, expected] of pgPages) {
    test(`${route} shows its cards with their targets, the PG Schools menu and the apply button`, async ({ page }) => {
      await page.goto(route);
      expect(await cardTargets(page)).toEqual(expected);
      await expect(page.getByRole('navigation', { name: 'PG Schools' })).toBeVisible();
      const apply = page.getByRole('link', { name: /^Apply now/ });
      await expect(apply).toHaveAttribute('href', site.admissionForm);
      await expect(apply).toHaveAttribute('target', '_blank');
    });
  }

  test('the pharmacy page lists its programmes from the programmes collection, linking only to other pages', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    expect(await cardTargets(page)).toEqual({
      'Diploma in Pharmacy (D.Pharm)': null,
      'Bachelor of Pharmacy (B.Pharm)': null,
      'Master of Pharmacy (M.Pharm)': '/school-of-post-pharmacy',
    });
    await expect(page.getByRole('navigation', { name: 'UG Schools' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'PG Schools' })).toBeVisible();
  });

  test('each pharmacy programme entry gives its duration, description, affiliation and qualification', async ({ page }) => {
    await page.goto('/school-of-pharmacy');
    const listed = school('pharmacy').programmes.map((id) => programmes.find((p) => p.id === id)!);
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
      await expect(link).toHaveAttribute('href', site.admissionForm);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // Beside the button: side by side on a wide screen, in the same banner.
    const [pictureBox, applyBox] = [await picture.boundingBox(), await apply.boundingBox()];
    expect(pictureBox!.x + pictureBox!.width).toBeLessThanOrEqual(applyBox!.x);
    expect(pictureBox!.y).toBeLessThan(applyBox!.y + applyBox!.height);
    expect(applyBox!.y).toBeLessThan(pictureBox!.y + pictureBox!.height);
  });

  test('the humanities page quotes Words From HOD\'s Desk', async ({ page }) => {
    await page.goto('/school-of-humanities');
    await expect(page.getByRole('heading', { name: "Words From HOD's Desk" })).toBeVisible();
    await expect(page.locator('blockquote')).toBeVisible();
  });
});

test.describe('department pages', () => {
  const SIX = [
    'Curriculum',
    'Future scope and jobs',
    'Higher studies and research',
    'Infrastructure',
    'Industry connections and placement support',
    'Holistic development',
  ];
  for (const route of ['/cse', '/cseaiml', '/cse-dst', '/it', '/civil']) {
    test(`${route} has the six sections in order`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('.department-page__section h2')).toHaveText(SIX);
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

  test('the CSI page states the research funding and has Objective and Benefits', async ({ page }) => {
    await page.goto('/csi-detail');
    await expect(page.getByRole('heading', { name: 'Objective', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Benefits', exact: true })).toBeVisible();
    await expect(page.getByText('up to Rs. 50000')).toBeVisible();
  });

  test('the pharmacy infrastructure gallery shows ten captioned labs', async ({ page }) => {
    await page.goto('/pharmacy-detail');
    const figures = page.locator('figure.lab-gallery__figure');
    await expect(figures).toHaveCount(10);
    for (const figure of await figures.all()) await expect(figure.locator('figcaption')).not.toBeEmpty();
  });
});
