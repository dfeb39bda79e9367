/**
 * /techidea-2025.ics: the event's dates as an iCalendar file for "Add to
 * calendar", written at build time from the event collection (the Hindi
 * page offers /hi/techidea-2025.ics).
 */
import type { APIRoute } from 'astro';
import { eventCalendar } from '../data/event-calendar';

export const prerender = true;

export const GET: APIRoute = ({ site }) => eventCalendar('techidea-2025', 'en', site);
