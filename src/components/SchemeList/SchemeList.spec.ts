/** The scholarship schemes (SchemeList.astro) on /scholarships: one item per scheme of scholarships.yaml, each link naming its scheme. */
import { expect, test } from '../../../tests/visitor.ts';
import { readData } from '../../../tests/content.ts';

test('each scholarship link names its scheme', async ({ visitor: page }) => {
  await page.goto('/scholarships');
  const schemes = page.locator('[data-schemes] > li');
  await expect(schemes).toHaveCount(readData('scholarships.yaml').schemes.length);
  const links = page.locator('[data-schemes]').getByRole('link');
  for (const link of await links.all()) {
    await expect(link).toHaveAccessibleName(/^Scheme details( \(PDF\))? for .{10,} \(opens in a new tab\)$/);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByText('Do not apply through private agencies')).toBeVisible();
});
