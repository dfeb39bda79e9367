/** The organisation chart (OrgChart.astro) on /development: an image, with its structure written out as a nested list. */
import { expect, test } from '../../../tests/visitor.ts';

test('the organisation chart is an image with its structure written out as a nested list', async ({ visitor: page }) => {
  await page.goto('/development');
  const figure = page.getByRole('figure', { name: 'Organisation chart of the University' });
  await expect(figure.getByRole('img', { name: /Organisation chart/ })).toBeVisible();
  const boxes = await figure.locator('svg .org-chart__box').count();
  const items = await figure.locator('.org-list li').count();
  expect(boxes).toBeGreaterThan(10);
  expect(items).toBe(boxes);
  await expect(figure.locator('.org-list li', { hasText: 'Vice Chancellor' }).last().getByRole('link', { name: 'Registrar' })).toHaveAttribute(
    'href',
    '/registrar-message',
  );
});
