/**
 * Writes iCalendar (RFC 5545) files for "add to calendar" downloads. Plain
 * TypeScript, no dependencies: lines end in CRLF, long lines are folded at
 * 75 octets, text is escaped, and all-day events use VALUE=DATE with an
 * exclusive end date (the day after the last day).
 */
import { addDays, isoDay } from './dates.ts';

export interface CalendarEvent {
  /** Globally unique and stable across rebuilds, e.g. "techidea-2025-day-1@example.org". */
  uid: string;
  /** First day, YYYY-MM-DD. */
  date: string;
  /** Last day (inclusive), YYYY-MM-DD; the same as `date` when absent. */
  lastDate?: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

export interface Calendar {
  /** Identifies the product that wrote the file, e.g. "-//Northgate University//TechIdea 2025//EN". */
  prodId: string;
  /** Shown by some calendar applications as the calendar's name. */
  name?: string;
  events: CalendarEvent[];
  /** When the file was written (DTSTAMP of every event). */
  stamp: Date;
}

const CRLF = '\r\n';

/** 2025-10-18 → 20251018, after checking that the date exists. */
export function icsDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const parsed = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !parsed || isoDay(parsed) !== date) throw new Error(`"${date}" is not a date in the form YYYY-MM-DD`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The day after `date` (YYYY-MM-DD), as the exclusive end of an all-day event. */
export function nextDay(date: string): string {
  icsDate(date);
  return addDays(date, 1);
}

/** A UTC date-time: 20261122T093000Z. */
export function icsDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes TEXT values: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildCalendar({ prodId, name, events, stamp }: Calendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const event of events) {
    const last = event.lastDate ?? event.date;
    if (last < event.date) throw new Error(`event "${event.summary}" ends (${last}) before it starts (${event.date})`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsDateTime(stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(last))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
