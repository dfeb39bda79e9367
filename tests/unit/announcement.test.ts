/** What the home announcement says as its event moves on, and its display window. */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../src/lib/announcement-text.ts';
import { eventPhase } from '../../src/lib/event-timeline.ts';

const dates = { registrationDeadline: '2025-10-18', orientation: '2025-10-30', day1: '2025-11-07', day2: '2025-11-08' };
const announcement = { text: 'invitation', textWhenRegistrationClosed: 'closed' };
const on = (today: string, a: Parameters<typeof announcementText>[0] = announcement) => announcementText(a, eventPhase(dates, today), today);

describe('announcementText', () => {
  it.each([
    ['2025-10-01', 'invitation'],
    ['2025-10-18', 'invitation'],
    ['2025-10-19', 'closed'],
    ['2025-11-08', 'closed'],
    ['2025-11-09', null],
    ['2026-11-22', null],
  ])('on %s says the %s text (nothing once the event is over)', (today, text) => {
    expect(on(today)).toBe(text);
  });

  it('says its one text when it announces no event', () => {
    expect(announcementText({ text: 'admissions are open' }, undefined, '2026-11-22')).toBe('admissions are open');
  });

  it('shows nothing outside its display window', () => {
    const windowed = { ...announcement, showFrom: '2025-09-01', showUntil: '2025-11-30' };
    expect(on('2025-08-31', windowed)).toBeNull();
    expect(on('2025-09-01', windowed)).toBe('invitation');
    expect(on('2025-11-08', windowed)).toBe('closed');
    expect(on('2025-11-30', windowed)).toBeNull();
    expect(on('2025-12-01', windowed)).toBeNull();
  });
});
