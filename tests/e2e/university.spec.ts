/**
 * The university area in the browser: the governing body and IQAC
 * tables render from their collections with the counts the specification
 * gives, officer pages share one layout with a photo placeholder and their
 * sections, and wide tables scroll inside a focusable region on phones. (The
 * organisation chart, employee benefits and statutory approvals have their own
 * tests in their component folders.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../visitor.ts';
import { extensionsText, readData } from '../content.ts';
import { nameOf, person, roleLineOf } from '../fixtures/people.ts';
import { initialOf } from '../../src/lib/initial.ts';
import { auditSchedule, builtAsOf } from './dated-content.ts';
import { periodStatus } from '../../src/lib/dates.ts';
import { formatDateRange } from '../../src/lib/dates.ts';

const governingBody = readData('university/governing-body.yaml').members as { constitution: string; person?: string; designation?: string; status: string }[];
const executiveCouncil = readData('university/executive-council.yaml').seats as { status: string }[];

test('the governing body lists its members in order, numbered, with one Chairman in the Chancellor seat and the Registrar by office', async ({
  visitor: page,
}) => {
  await page.goto('/governing-bodies');
  const table = page.getByRole('table', { name: 'Members of the Governing Body' });
  await expect(table.getByRole('columnheader')).toHaveText(['SL NO', 'CONSTITUTION', 'NAME AND DESIGNATION', 'STATUS']);
  const rows = table.locator('tbody tr');
  await expect(rows.locator('td:first-child')).toHaveText(governingBody.map((_, i) => String(i + 1)));
  const chair = governingBody.findIndex((m) => m.status === 'Chairman');
  const chairman = governingBody[chair]!;
  // The name is the row's heading cell.
  await expect(rows.nth(chair).locator('th, td')).toHaveText([
    String(chair + 1),
    'Chancellor',
    nameOf(chairman.person!) + roleLineOf(chairman.person!),
    'Chairman',
  ]);
  const secretary = governingBody.findIndex((m) => m.constitution.startsWith('Registrar'));
  await expect(rows.nth(secretary).locator('th, td')).toHaveText([
    String(secretary + 1),
    governingBody[secretary]!.constitution,
    governingBody[secretary]!.designation!,
    'Member',
  ]);
  await expect(table.getByRole('cell', { name: 'Chairman', exact: true })).toHaveCount(1);
  await expect(table.getByRole('cell', { name: 'Member', exact: true })).toHaveCount(governingBody.length - 1);
});

test("the executive council shows each seat's status, one Chairperson and one Member Secretary", async ({ visitor: page }) => {
  await page.goto('/executive-council');
  const rows = page.getByRole('table', { name: 'Seats of the Executive Council' }).locator('tbody tr');
  await expect(rows.locator('td:last-child')).toHaveText(executiveCouncil.map((s) => s.status));
  await expect(rows.locator('td:last-child', { hasText: /^Chairperson$/ })).toHaveCount(1);
  await expect(rows.locator('td:last-child', { hasText: /^Member Secretary$/ })).toHaveCount(1);
});

test('IQAC: the committee and the audit committee as their files list them, the audit rounds by date, the course file index and the report link', async ({
  visitor: page,
  request,
}) => {
  await page.goto('/iqac');
  const iqac = readData('university/iqac-committee.yaml').members as { person: string }[];
  const audit = readData('university/audit-committee.yaml').members as { person: string }[];
  await expect(page.getByRole('table', { name: 'Members of the IQAC committee' }).locator('tbody tr th[scope="row"] .data-table__line:first-child')).toHaveText(
    iqac.map((m) => nameOf(m.person)),
  );
  await expect(page.getByRole('table', { name: 'Members of the Academic Audit Committee' }).getByRole('rowheader')).toHaveText(
    audit.map((m) => nameOf(m.person)),
  );
  const schedule = page.getByRole('list', { name: 'Audit schedule' });
  // Each round is completed, under way or upcoming by its dates on the day the site was built.
  const asOf = await builtAsOf(request);
  const STATUS = { past: 'Completed', current: 'Under way', upcoming: 'Upcoming' } as const;
  const rounds = auditSchedule().map((v) => ({ ...v, from: String(v.from), to: String(v.to) }));
  await expect(schedule.locator('.audit-schedule__status')).toHaveText(rounds.map((v) => STATUS[periodStatus(v.from, v.to, asOf)]));
  await expect(schedule.locator('.audit-schedule__label')).toHaveText(rounds.map((v) => v.label));
  await expect(schedule.locator('.audit-schedule__dates')).toHaveText(rounds.map((v) => formatDateRange(v.from, v.to)));
  const courseFiles = readData('university/course-file-index.yaml') as { theory: unknown[]; practical: unknown[] };
  const theory = page.getByRole('table', { name: 'Course File Index: theory courses' });
  await expect(theory.locator('tbody > tr')).toHaveCount(courseFiles.theory.length);
  await expect(theory.getByRole('columnheader')).toHaveText(['S. No.', 'Description', 'Yes', 'No', 'Remarks']);
  // Yes, No and Remarks are left blank for the auditor.
  const blanks = await theory.locator('tbody > tr > td:nth-child(n+3)').allTextContents();
  expect(blanks).toHaveLength(courseFiles.theory.length * 3);
  expect(blanks.every((text) => text.trim() === '')).toBe(true);
  await expect(theory.locator('ol[type="a"]').first().getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Course File Index: practical (laboratory) courses' }).locator('tbody > tr')).toHaveCount(
    courseFiles.practical.length,
  );
  await page.getByRole('link', { name: 'Read the full academic audit report' }).click();
  await expect(page).toHaveURL(/\/academic-audit-report$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academic Audit Report');
});

test('the audit report has one table per department with its issues in order, the recommendations and the measure cards of its file', async ({
  visitor: page,
}) => {
  const audit = readData('university/academic-audit.yaml') as {
    recommendations: string[];
    measures: { title: string }[];
    observations: { department: string; rows: { issue: string }[] }[];
  };
  await page.goto('/academic-audit-report');
  const tables = page.getByRole('table', { name: /^Audit observations:/ });
  await expect(tables).toHaveCount(audit.observations.length);
  for (const [i, department] of audit.observations.entries()) {
    await expect(tables.nth(i).getByRole('rowheader')).toHaveText(department.rows.map((row) => row.issue));
  }
  await expect(page.locator('h2:has-text("Common Recommendations") + ol > li')).toHaveText(audit.recommendations);
  await expect(page.locator('.feature-card__title')).toHaveText(audit.measures.map((m) => m.title));
});

test.describe('officer pages share one layout', () => {
  test('the Chancellor: the initial in place of a photo, welcome, BIOGRAPHY and MESSAGE FROM THE CHANCELLOR', async ({ visitor: page }) => {
    await page.goto('/chancellor');
    const photo = page.getByRole('img', { name: /not yet available/ });
    await expect(photo).toBeVisible();
    // Without a photograph, the initial of the name stands in its place: no picture pretends to be the person.
    await expect(photo).toHaveText(initialOf(nameOf('chancellor')));
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Biography', /^Message from the Chancellor$/i]);
    for (const heading of await headings.all()) await expect(heading).toHaveCSS('text-transform', 'uppercase');
    // The welcome opens the page's words, before the biography.
    await expect(page.locator('.officer__words > p').first()).toBeVisible();
  });

  test('a message page holds the message and links to the profile, which shows the same message, written once', async ({ visitor: page }) => {
    await page.goto('/chancellor-message');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([/^Message from the Chancellor$/i]);
    const message = await page.locator('.officer__words').innerText();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Chancellor.s page/ })
      .click();
    await expect(page).toHaveURL(/\/chancellor$/);
    await expect(page.locator('.officer__card')).toHaveCount(1);
    expect(await page.locator('.officer__words').last().innerText()).toBe(message);
  });

  test('the Vice Chancellor shows the experience and publication figures', async ({ visitor: page }) => {
    await page.goto('/administration-vice-chancellor');
    const { experience, publications } = person('vice-chancellor');
    await expect(page.locator('.officer__facts li')).toHaveText([`${experience!.years} years of experience`, `${publications} publications`]);
  });

  test('the Registrar signs the message', async ({ visitor: page }) => {
    await page.goto('/registrar-message');
    await expect(page.locator('.officer__signature span')).toHaveText([nameOf('registrar'), roleLineOf('registrar'), readData('site.yaml').name]);
  });

  test('the Finance Officer: name, mail and phone only', async ({ visitor: page }) => {
    await page.goto('/finance-officer');
    await expect(page.locator('.officer__contact a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.locator('.officer__contact a[href^="tel:"]')).toHaveCount(1);
    await expect(page.locator('.officer__section')).toHaveCount(0);
  });

  test('the Controller of Examinations lists the phone extensions of their file', async ({ visitor: page }) => {
    await page.goto('/controller-of-examination');
    await expect(page.locator('.officer__contact')).toContainText(extensionsText(readData('people/controller-of-examination.yaml').contact.extensions));
  });

  test('/executive-secretary redirects to /executive-seceratory', async ({ visitor: page }) => {
    await page.goto('/executive-secretary');
    await expect(page).toHaveURL(/\/executive-seceratory$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Executive Secretary');
  });
});

test.describe('people agree between pages', () => {
  /** The name an officer page shows. */
  const officerName = async (page: Page, route: string) => {
    await page.goto(route);
    return (await page.locator('.officer__name').textContent())!.trim();
  };

  test('the dean on /dean-eng is the teacher the engineering faculty list calls its dean', async ({ visitor: page }) => {
    const dean = await officerName(page, '/dean-eng');
    await page.goto('/faculty-of-engg-tech');
    const deans = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /\bDean\b/ }) });
    await expect(deans.getByRole('rowheader')).toHaveText([dean]);
  });

  test("the TechIdea committee's Dean, Research is the person on /dean-research", async ({ visitor: page }) => {
    const dean = await officerName(page, '/dean-research');
    const office = (await page.locator('.officer__title').textContent())!.trim();
    await page.goto('/techidea-2025');
    const row = page
      .getByRole('table', { name: /committee$/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: office, exact: true }) });
    await expect(row.getByRole('rowheader')).toHaveText(dean);
  });

  test('every head on the Academic Audit Committee appears in a faculty list or on the pharmacy faculty', async ({ visitor: page }) => {
    await page.goto('/iqac');
    const heads = await page
      .getByRole('table', { name: 'Members of the Academic Audit Committee' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Head', exact: true }) })
      .getByRole('rowheader')
      .allTextContents();
    expect(heads.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const route of ['/faculty-of-engg-tech', '/faculty-of-science', '/faculty-of-humanities']) {
      await page.goto(route);
      listed.push(...(await page.getByRole('table').getByRole('rowheader').allTextContents()));
    }
    await page.goto('/school-of-pharmacy');
    listed.push(...(await page.locator('.faculty-card__name').allTextContents()));
    expect(heads.filter((head) => !listed.includes(head.trim()))).toEqual([]);
  });
});

test('on a phone a wide table reads without sideways scrolling, neither of the page nor of the table', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/governing-bodies');
  const table = page.locator('table').filter({ hasText: 'Members of the Governing Body' });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const { scrollWidth, clientWidth } = await table.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.parentElement!.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
