/**
 * /<event>.ics for every event (src/content/data/events), in each language
 * (/hi/<event>.ics, the entries in Hindi): its dates as an iCalendar file for
 * "Add to calendar", written at build time.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { eventCalendar, eventPaths } from '../../data/event-calendar.ts';
import { langOf } from '../../lib/languages.ts';

export const prerender = true;

export const getStaticPaths = (() => eventPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site, currentLocale }) => eventCalendar(params.event!, langOf(currentLocale), site);
