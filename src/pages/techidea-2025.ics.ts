/**
 * /techidea-2025.ics: the event's dates as an iCalendar file for "Add to
 * calendar", written at build time from the event collection.
 */
import type { APIRoute } from 'astro';
import { getEvent } from '../data/event';
import { calendarEvents } from '../lib/event';
import { buildCalendar } from '../lib/ics';

export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
  const event = await getEvent('techidea-2025');
  const base = site ?? new URL('https://www.northgate-university.example');
  const body = buildCalendar({
    prodId: `-//${base.hostname}//${event.name}//EN`,
    name: event.name,
    stamp: new Date(),
    events: calendarEvents(event, { id: event.id, domain: base.hostname, pageUrl: new URL('/techidea-2025', base).href }),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
