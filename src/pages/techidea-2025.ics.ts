/**
 * /techidea-2025.ics: the event's dates as an iCalendar file for "Add to
 * calendar", written at build time from the event collection.
 */
import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { calendarEvents } from '../lib/event';
import { buildCalendar } from '../lib/ics';

export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
  const entry = await getEntry('event', 'techidea-2025');
  if (!entry) throw new Error('src/content/data/events/techidea-2025.yaml is missing');
  const base = site ?? new URL('https://www.northgate-university.example');
  const body = buildCalendar({
    prodId: `-//${base.hostname}//${entry.data.name}//EN`,
    name: entry.data.name,
    stamp: new Date(),
    events: calendarEvents(entry.data, { id: entry.id, domain: base.hostname, pageUrl: new URL('/techidea-2025', base).href }),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
