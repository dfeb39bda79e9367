/** The iCalendar writer, and the TechIdea 2025 calendar built from the real event data. */
import { readDataFile } from '../../src/content-io/content-files.ts';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsDate, icsDateTime, nextDay } from '../../src/lib/ics.ts';
import { calendarEvents, type EventFacts } from '../../src/lib/event-timeline.ts';

/** A small reader for what the writer produces: unfolds lines and collects each VEVENT's properties. */
function readCalendar(text: string): Record<string, string>[] {
  const lines = text.split('\r\n').reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('dates', () => {
  it.each([
    ['2025-10-18', '20251018', '2025-10-19'],
    ['2025-10-31', '20251031', '2025-11-01'],
    ['2025-12-31', '20251231', '2026-01-01'],
    ['2028-02-28', '20280228', '2028-02-29'],
    ['2027-02-28', '20270228', '2027-03-01'],
  ])('%s is written %s and ends before %s', (date, written, after) => {
    expect(icsDate(date)).toBe(written);
    expect(nextDay(date)).toBe(after);
  });

  it.each(['2025-02-30', '18-10-2025', '2025-1-8', ''])('rejects %j', (date) => {
    expect(() => icsDate(date)).toThrow(/YYYY-MM-DD/);
  });

  it('writes time stamps in UTC', () => {
    expect(icsDateTime(new Date('2026-11-22T09:05:07.123Z'))).toBe('20261122T090507Z');
  });
});

describe('text', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
  ])('escapes %j', (input, output) => {
    expect(escapeText(input)).toBe(output);
  });

  it.each([
    ['short', 'SUMMARY:short'],
    ['ascii', `DESCRIPTION:${'x'.repeat(200)}`],
    ['multi-byte', `DESCRIPTION:${'ज्ञान '.repeat(30)}`],
  ])('folds %s lines at 75 octets without splitting characters', (_, line) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('calendar', () => {
  const stamp = new Date('2026-11-22T00:00:00Z');
  const text = buildCalendar({
    prodId: '-//Test//EN',
    name: 'Test',
    stamp,
    events: [
      { uid: 'one@test', date: '2025-11-07', summary: 'One day' },
      { uid: 'two@test', date: '2025-11-07', lastDate: '2025-11-08', summary: 'Two days, together' },
    ],
  });

  it('ends every line with CRLF and has no bare line feeds', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n')).toBe(true);
  });

  it('writes all-day events with an exclusive end date, a UID and a DTSTAMP', () => {
    expect(readCalendar(text)).toEqual([
      {
        UID: 'one@test',
        DTSTAMP: '20261122T000000Z',
        'DTSTART;VALUE=DATE': '20251107',
        'DTEND;VALUE=DATE': '20251108',
        SUMMARY: 'One day',
        TRANSP: 'TRANSPARENT',
      },
      {
        UID: 'two@test',
        DTSTAMP: '20261122T000000Z',
        'DTSTART;VALUE=DATE': '20251107',
        'DTEND;VALUE=DATE': '20251109',
        SUMMARY: 'Two days\\, together',
        TRANSP: 'TRANSPARENT',
      },
    ]);
  });

  it('refuses an event that ends before it starts', () => {
    expect(() => buildCalendar({ prodId: 'x', stamp, events: [{ uid: 'u', date: '2025-11-08', lastDate: '2025-11-07', summary: 's' }] })).toThrow(/ends/);
  });
});

describe('the TechIdea 2025 calendar, from src/content/data/events/techidea-2025.yaml', () => {
  const event = readDataFile<EventFacts>('events/techidea-2025.yaml');
  const text = buildCalendar({
    prodId: '-//Test//EN',
    stamp: new Date(),
    events: calendarEvents(event, { id: 'techidea-2025', domain: 'example.org', pageUrl: 'https://example.org/techidea-2025' }),
  });
  const events = readCalendar(text);

  it('holds the registration deadline, the orientation and both days, each on its own day', () => {
    expect(events.map((e) => [e.SUMMARY, e['DTSTART;VALUE=DATE'], e['DTEND;VALUE=DATE']])).toEqual([
      ['TechIdea 2025: Registration deadline', '20251018', '20251019'],
      ['TechIdea 2025: Orientation (mandatory before final team registration)', '20251030', '20251031'],
      ['TechIdea 2025: Day 1', '20251107', '20251108'],
      ['TechIdea 2025: Day 2 and pitch finale', '20251108', '20251109'],
    ]);
  });

  it('gives each event a unique, stable UID', () => {
    const uids = events.map((e) => e.UID);
    expect(new Set(uids).size).toBe(4);
    expect(uids).toContain('techidea-2025-registration-deadline@example.org');
  });
});
