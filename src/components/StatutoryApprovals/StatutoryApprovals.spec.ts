/** The statutory approvals (StatutoryApprovals.astro) on /statutory-bodies: the EOA report's button, a card for each approval, external documents in a new tab. */
import { expect, test } from '../../../tests/visitor.ts';
import { wordsOf } from '../../i18n/index.ts';
import { readData } from '../../../tests/content.ts';

const linkWords = wordsOf('link');
const aboutWords = wordsOf('about');

test('statutory approvals: a button that names the EOA report, a card for each approval, external documents open in a new tab', async ({ visitor: page }) => {
  const { eoaReport, cards } = readData('university/statutory-approvals.yaml') as { eoaReport: string; cards: { title: string; href: string }[] };
  await page.goto('/statutory-bodies');
  // A report not supplied yet keeps its button text, marked "not yet published", never a dead link.
  if (eoaReport === 'pending') await expect(page.locator('.eoa .link-pending', { hasText: aboutWords.en.viewReport })).toContainText(linkWords.en.pending);
  else await expect(page.getByRole('link', { name: new RegExp(aboutWords.en.viewReport) })).toHaveAttribute('href', eoaReport);
  await expect(page.locator('.card')).toHaveCount(cards.length);
  for (const card of cards.filter((c) => c.href.startsWith('https://'))) {
    const link = page.getByRole('link', { name: new RegExp(`View document.*${card.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(link).toHaveAttribute('href', card.href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});
