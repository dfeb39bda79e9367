/** /hi/techidea-2025.ics: the event's dates for "Add to calendar" from the Hindi event page, its entries in Hindi. */
import type { APIRoute } from 'astro';
import { eventCalendar } from '../../data/event-calendar';

export const prerender = true;

export const GET: APIRoute = ({ site }) => eventCalendar('techidea-2025', 'hi', site);
