/** The event registration (EventRegistration.astro) on the TechIdea 2025 page: its forms, offered only while registration is open. */
import { expect, test } from '@playwright/test';
import { builtAsOf, eventFile } from '../../../tests/e2e/dated-content.ts';
import { formatDate } from '../../lib/dates.ts';
import { eventPhase } from '../../lib/event-timeline.ts';

test.describe('TechIdea 2025', () => {
  const event = eventFile('techidea-2025');

  test('the registration forms are offered only while registration is open', async ({ page, request }) => {
    const open = eventPhase(event.dates, await builtAsOf(request)) === 'open';
    await page.goto('/techidea-2025');
    const forms = page.locator(`main a[href="${event.forms.preliminary}"], main a[href="${event.forms.final}"]`);
    await expect(forms).toHaveCount(open ? 2 : 0);
    await expect(page.getByText(`Registration closed on ${formatDate(event.dates.registrationDeadline, 'en', { weekday: true })}.`)).toHaveCount(open ? 0 : 1);
  });
});
