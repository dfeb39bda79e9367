/** An event (src/content/data/events/<id>.yaml) and where it stands on the day of the build. */
import { readCollection, requireEntry } from './entry.ts';
import { today } from './today.ts';
import { eventPhase } from '../lib/event-timeline.ts';
import { isPublished } from '../lib/document-rules.ts';
import type { Lang } from '../lib/languages.ts';
import { entryIn } from './translations.ts';

/** The props of a part of an event's page. */
export interface EventPart {
  /** The event, a file name in src/content/data/events (the page's front matter names it: event={frontmatter.event}). */
  event: string;
}

/**
 * An event, its shown words in a language (without one, as its file writes
 * them: the calendar and the checks read English); `announced` once its
 * publication day has come (before it, no list, home page or bar shows it).
 */
export async function getEvent(id: string, lang: Lang = 'en') {
  const { data } = await requireEntry('event', id, `src/content/data/events/${id}.yaml`);
  return { ...(await entryIn(lang, 'event', data)), id, today, phase: eventPhase(data.dates, today), announced: isPublished({ date: data.published }, today) };
}

/** The id of every event (each has a page of that name and a calendar file). */
export const getEventIds = async () => (await readCollection('event')).map((entry) => entry.id);
