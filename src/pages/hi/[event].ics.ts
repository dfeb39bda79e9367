/** /hi/<event>.ics: an event's dates for "Add to calendar" from its Hindi page, the entries in Hindi. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { eventCalendar, eventPaths } from '../../data/event-calendar';

export const prerender = true;

export const getStaticPaths = (() => eventPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) => eventCalendar(params.event!, 'hi', site);
