/**
 * Campus life pages: the medical and hostel pages, and the TechIdea 2025 page
 * and its calendar file. (The carousels, the event timeline and registration,
 * and the public disclosure table have their own tests in their component folders.)
 */
import { expect, test } from '@playwright/test';
import { facilities, pageText, readData } from '../content.ts';
import { eventFile } from './dated-content.ts';
import { addDays } from '../../src/lib/dates.ts';
import { milestones } from '../../src/lib/event-timeline.ts';
import { routeIn } from '../../src/lib/languages.ts';

test.describe('facility pages', () => {
  test('the medical page says there are no on-site medical facilities; hostels are for undergraduates, first-come first-served', async ({ page }) => {
    await page.goto('/medical-facilities');
    await expect(page.locator('main')).toContainText('no on-site medical facilities');
    await page.goto('/hostel-facilities');
    await expect(page.locator('main')).toContainText('for undergraduate students only');
    await expect(page.locator('main')).toContainText('first-come, first-served');
  });

  test('the Hindi hostel page states the rules its page file writes, in bold, beside the hostel picture of facilities.yaml', async ({ page }) => {
    const route = routeIn('hi', '/hostel-facilities');
    const file = pageText(route.slice(1));
    const rules = [...file.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!);
    expect(rules.length, 'the Hindi page states the rules in bold, as the English page does').toBeGreaterThanOrEqual(2);
    await page.goto(route);
    const main = page.locator('main');
    await expect(main.locator('.facility strong')).toHaveText(rules);
    const { images } = facilities().find((f) => f.id === 'hostel-facilities')!;
    await expect(main.locator('.facility img')).toHaveCount(images.length);
  });
});

test.describe('TechIdea 2025', () => {
  const event = eventFile('techidea-2025');

  test("the page states the awards, the committee and the organisers' e-mail", async ({ page }) => {
    await page.goto('/techidea-2025');
    const main = page.locator('main');
    const event = readData('events/techidea-2025.yaml');
    await expect(main.locator('.event-awards li')).toHaveText(event.awards);
    await expect(main).toContainText(`${event.shortlist.min} to ${event.shortlist.max} teams`);
    await expect(main).toContainText(
      `The top ${event.finale.teams} teams: a ${event.finale.pitchMinutes} minute pitch and ${event.finale.qaMinutes} minutes of questions and answers`,
    );
    await expect(main).toContainText(`up to ${event.team.maxMembers} members`);
    await expect(main).toContainText(`${event.team.ideaSummaryWords.min} to ${event.team.ideaSummaryWords.max} words`);
    const committee = page.getByRole('table', { name: 'TechIdea 2025 committee' });
    await expect(committee.getByRole('columnheader')).toHaveText(['S. No.', 'Name', 'Designation', 'Role']);
    await expect(main.getByRole('link', { name: /@northgate-university\.example/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('the calendar file downloads as text/calendar with the four dates as all-day events', async ({ request }) => {
    const response = await request.get('/techidea-2025.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = body.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    const starts = events.map((e) => /DTSTART;VALUE=DATE:(\d{8})/.exec(e)?.[1]);
    const ends = events.map((e) => /DTEND;VALUE=DATE:(\d{8})/.exec(e)?.[1]);
    const published = milestones(event)
      .filter((m) => m.inCalendar)
      .map((m) => m.date);
    const compact = (date: string) => date.replaceAll('-', '');
    expect(starts).toEqual(published.map(compact));
    expect(ends).toEqual(published.map((date) => compact(addDays(date, 1))));
  });
});
