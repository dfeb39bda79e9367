/**
 * Campus life pages (the carousels' own tests are in src/components/Carousel):
 * the medical and hostel pages, the TechIdea 2025 timeline (as of the
 * day the site was built) and its calendar file, and the public disclosure table.
 */
import { expect, test } from '@playwright/test';
import { facilities, readData } from '../content.ts';
import { builtAsOf, eventFile } from './dated-content.ts';
import { addDays, dayStatus, formatDate } from '../../src/lib/dates.ts';
import { eventPhase, milestones } from '../../src/lib/event-timeline.ts';
import { readFileSync } from 'node:fs';
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
    const file = readFileSync(`src/content/pages${route}.mdx`, 'utf8');
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

  test('the timeline marks each date by the day the site was built, and the notice says where the event stands', async ({ page, request }) => {
    const asOf = await builtAsOf(request);
    await page.goto('/techidea-2025');
    await expect(page.locator('.event-timeline__notice')).toHaveAttribute('data-state', eventPhase(event.dates, asOf));
    const items = page.locator('.event-timeline__item');
    const expected = milestones(event);
    await expect(items.locator('time')).toHaveText(expected.map((m) => formatDate(m.date, 'en', { weekday: true })));
    const STATUS = { past: 'Completed', today: 'Today', upcoming: 'Upcoming' } as const;
    await expect(items.locator('.event-timeline__status')).toHaveText(expected.map((m) => new RegExp(STATUS[dayStatus(m.date, asOf)])));
    const download = page.getByRole('link', { name: /Add the dates to your calendar/ });
    await expect(download).toHaveAttribute('href', '/techidea-2025.ics');
    await expect(download).toHaveAttribute('download', '');
  });

  test('the registration forms are offered only while registration is open', async ({ page, request }) => {
    const open = eventPhase(event.dates, await builtAsOf(request)) === 'open';
    await page.goto('/techidea-2025');
    const forms = page.locator(`main a[href="${event.forms.preliminary}"], main a[href="${event.forms.final}"]`);
    await expect(forms).toHaveCount(open ? 2 : 0);
    await expect(page.getByText(`Registration closed on ${formatDate(event.dates.registrationDeadline, 'en', { weekday: true })}.`)).toHaveCount(open ? 0 : 1);
  });

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
