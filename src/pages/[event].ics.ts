/**
 * /<event>.ics for every event (src/content/data/events): its dates as an
 * iCalendar file for "Add to calendar", written at build time (the Hindi
 * pages offer /hi/<event>.ics).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { eventCalendar, eventPaths } from '../data/event-calendar';

export const prerender = true;

export const getStaticPaths = (() => eventPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) => eventCalendar(params.event!, 'en', site);
