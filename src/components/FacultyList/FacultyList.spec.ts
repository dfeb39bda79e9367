/** The faculty lists (FacultyList.astro) of the faculties: name, designation, department and a profile that is never a dead link. */
import { expect, test } from '../../../tests/visitor.ts';
import { wordsOf } from '../../i18n/index.ts';

const linkWords = wordsOf('link');
const words = wordsOf('facultyList').en;

test.describe('faculty lists and societies', () => {
  for (const route of ['/faculty-of-engg-tech', '/faculty-of-science', '/faculty-of-humanities']) {
    test(`${route} lists name, designation, department and a profile that is never a dead link`, async ({ visitor: page }) => {
      await page.goto(route);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([words.name, words.designation, words.department, words.profile]);
      const profiles = table.locator('tbody td:last-child');
      for (const cell of await profiles.all()) {
        const link = cell.getByRole('link');
        if (await link.count()) await expect(link).toHaveAttribute('target', '_blank');
        else await expect(cell).toContainText(linkWords.en.pending);
        await expect(cell.locator('a[href="#"]')).toHaveCount(0);
      }
    });
  }
});
