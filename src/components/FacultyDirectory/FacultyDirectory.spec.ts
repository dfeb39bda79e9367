/**
 * The faculty directory (FacultyDirectory.astro) on the College of Pharmacy's
 * page, in each language it is published in: its "On this page" list, its
 * department sections that open and close, and the people in each.
 */
import { expect, test } from '../../../tests/visitor.ts';
import { departmentKey } from '../../lib/faculty-departments.ts';
import { nameOf } from '../../../tests/fixtures/people.ts';
import { readData } from '../../../tests/content.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';
import { escape, openDepartments, teachers } from './faculty-directory-steps.ts';
import { words as directoryWords } from './FacultyDirectory.words.ts';

for (const [lang, pharmacy] of publishedRoutes('/school-of-pharmacy')) {
  const translate = translator(lang);

  test.describe(`faculty cards on ${pharmacy}`, () => {
    test('the long page has an "On this page" list of its sections, and each department opens and closes', async ({ visitor: page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(pharmacy);
      const map = page.locator('nav.on-this-page');
      await map.locator('summary').click();
      const links = map.getByRole('link');
      // A banner's heading (data-not-a-section) is not one of the page's sections.
      const headings = await page
        .locator('main h2[id]:not([data-not-a-section])')
        .evaluateAll((hs) => hs.filter((h) => !h.closest('nav, dialog')).map((h) => `#${h.id}`));
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(headings);
      await links.last().click();
      await expect(page.locator(headings.at(-1)!)).toBeInViewport();
      const department = page.locator('details.faculty-directory__department').first();
      await expect(department).not.toHaveAttribute('open');
      await department.locator(':scope > summary').click();
      await expect(department.locator('.faculty-card').first()).toBeVisible();
      await department.locator(':scope > summary').click();
      await expect(department.locator('.faculty-card').first()).toBeHidden();
    });

    test('each department lists the people the people data puts in it, lower order first', async ({ visitor: page }) => {
      await page.goto(pharmacy);
      await openDepartments(page);
      const heading = (name: string) => directoryWords[lang].department(translate(name));
      const sections = page.locator('details.faculty-directory__department');
      // The departments the school's file groups its faculty under, in its order.
      const departments: string[] = readData('schools/pharmacy.yaml').faculty.departments;
      await expect(sections.locator('h3')).toHaveText(departments.map(heading));
      const byName = new Map(teachers.map((t) => [nameOf(t.id), t]));
      for (const name of departments) {
        const section = sections.filter({ has: page.locator('h3', { hasText: new RegExp(`^${escape(heading(name))}$`) }) });
        const shown = await section.locator('.faculty-card__name').allTextContents();
        const expected = teachers.filter((t) => departmentKey(t.department ?? '') === departmentKey(name)).map((t) => nameOf(t.id));
        expect([...shown].sort()).toEqual(expected.sort());
        const orders = shown.map((n) => (byName.get(n)!.profile as { order?: number }).order ?? 100);
        expect(orders).toEqual([...orders].sort((x, y) => x - y));
      }
    });
  });
}
