/** The event timeline (EventTimeline.astro) on the TechIdea 2025 page: each date marked by the day the site was built, the notice, and the calendar download. */
import { expect, test } from '@playwright/test';
import { builtAsOf, eventFile } from '../../../tests/e2e/dated-content.ts';
import { dayStatus, formatDate } from '../../lib/dates.ts';
import { eventPhase, milestones } from '../../lib/event-timeline.ts';

test.describe('TechIdea 2025', () => {
  const event = eventFile('techidea-2025');

  test('the timeline marks each date by the day the site was built, and the notice says where the event stands', async ({ page, request }) => {
    const asOf = await builtAsOf(request);
    await page.goto('/techidea-2025');
    await expect(page.locator('.event-timeline__notice')).toHaveAttribute('data-state', eventPhase(event.dates, asOf));
    const items = page.locator('.event-timeline__item');
    const expected = milestones(event);
    await expect(items.locator('time')).toHaveText(expected.map((m) => formatDate(m.date, 'en', { weekday: true })));
    const STATUS = { past: 'Completed', today: 'Today', upcoming: 'Upcoming' } as const;
    await expect(items.locator('.event-timeline__status')).toHaveText(expected.map((m) => new RegExp(STATUS[dayStatus(m.date, asOf)])));
    // The calendar file is offered until the event is over.
    const download = page.getByRole('link', { name: /Add the dates to your calendar/ });
    if (eventPhase(event.dates, asOf) === 'concluded') await expect(download).toHaveCount(0);
    else {
      await expect(download).toHaveAttribute('href', '/techidea-2025.ics');
      await expect(download).toHaveAttribute('download', '');
    }
  });
});
