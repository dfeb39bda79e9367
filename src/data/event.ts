/** An event (src/content/data/events/<id>.yaml) and where it stands on the day of the build. */
import { getCollection } from 'astro:content';
import { requireEntry } from './entry';
import { today } from './today';
import { eventPhase } from '../lib/event-timeline';

export async function getEvent(id: string) {
  const { data } = await requireEntry('event', id, `src/content/data/events/${id}.yaml`);
  return { ...data, id, today, phase: eventPhase(data.dates, today) };
}

/** The id of every event (each has a page of that name and a calendar file). */
export const getEventIds = async () => (await getCollection('event')).map((entry) => entry.id);
