/**
 * An event's dates as an iCalendar file in one language (/<event>.ics,
 * /hi/<event>.ics) for "Add to calendar", from the event collection:
 * the entries' words in the language, the same dates and uids in both.
 */
import { calendarEvents } from '../lib/event-timeline.ts';
import { LANGS, languageParam, routeIn, type Lang } from '../lib/languages.ts';
import { buildCalendar } from '../lib/ics.ts';
import { getEvent, getEventIds } from './event.ts';
import { getTranslator } from './translations.ts';
import { today } from './today.ts';

export async function eventCalendar(id: string, lang: Lang, site: URL | undefined): Promise<Response> {
  const event = await getEvent(id);
  const translate = await getTranslator(lang);
  const base = site ?? new URL('https://www.northgate-university.example');
  const body = buildCalendar({
    prodId: `-//${base.hostname}//${event.name}//${lang.toUpperCase()}`,
    name: event.name,
    // The build day, like every other date the build writes.
    stamp: new Date(`${today}T00:00:00Z`),
    events: calendarEvents(
      { ...event, summary: translate(event.summary), venue: translate(event.venue) },
      { id: event.id, domain: base.hostname, pageUrl: new URL(routeIn(lang, `/${id}`), base).href, lang },
    ),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}

/** The calendar routes: one per event, in each language. */
export const eventPaths = async () => {
  const ids = await getEventIds();
  return LANGS.flatMap((lang) => ids.map((event) => ({ params: { language: languageParam(lang), event } })));
};
