/** The public disclosure table (DisclosureTable.astro) on /mandatory-disclosures: its sections lettered in order, and each item's status. */
import { expect, test } from '@playwright/test';
import { readData } from '../../../tests/content.ts';

test('the public disclosure table letters its sections in order and shows each status it works out from the links', async ({ page }) => {
  const { sections } = readData('disclosures.yaml') as { sections: { category: string; items: { title: string; status?: string }[] }[] };
  await page.goto('/mandatory-disclosures');
  const table = page.getByRole('table', { name: /Public Disclosure/ });
  await expect(table.locator('.data-table__group th')).toHaveText(sections.map((s, i) => `${String.fromCharCode(97 + i)}. ${s.category}`));
  const statuses = { 'not-applicable': 'Not applicable', 'under-process': 'Under process' } as const;
  for (const item of sections.flatMap((s) => s.items)) {
    const status = table.getByRole('row', { name: item.title, exact: false }).locator('.data-table__status');
    // A written status is shown as written; any other is one of the statuses links lead to.
    if (item.status) await expect(status).toHaveText(statuses[item.status as keyof typeof statuses]);
    else await expect(status).toHaveText(/^(Published|Partly published|Not yet published)$/);
  }
  // While every calendar is pending, the table must not call the calendars published.
  const calendars = (readData('documents.yaml') as { category: string; href: string }[]).filter((d) => d.category === 'calendars');
  const calendarRow = table.getByRole('row').filter({ has: page.locator('a[href="/calendar-of-events"]') });
  if (calendars.every((d) => d.href === 'pending')) await expect(calendarRow.locator('.data-table__status')).toHaveText('Not yet published');
  await expect(page.locator('main')).toContainText('Mandatory disclosure document');
});
