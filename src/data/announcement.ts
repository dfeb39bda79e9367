/** The home page's announcement as it stands on the day of the build, or null outside its display window. */
import type { Lang } from '../lib/languages.ts';
import { getHome } from './home.ts';
import { getEvent } from './event.ts';
import { today } from './today.ts';
import { announcementText } from '../lib/announcement-text.ts';

export async function getAnnouncement({ asOpen = false, lang = 'en' as Lang } = {}) {
  const { announcement } = await getHome(lang);
  if (!announcement) return null;
  // The component gallery shows the announcement as it reads while its event is open, whatever the day.
  const event = announcement.event && !asOpen ? await getEvent(announcement.event.id) : undefined;
  // An event not yet announced is not announced here either.
  if (event && !event.announced) return null;
  const phase = asOpen ? 'open' : event?.phase;
  const text = announcementText(asOpen ? { ...announcement, showFrom: undefined, showUntil: undefined } : announcement, phase, today);
  return text === null ? null : { title: announcement.title, text, details: announcement.details, phase };
}
