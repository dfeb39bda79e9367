/** The home page's announcement as it stands on the day of the build, or null outside its display window. */
import { getHome } from './home';
import { getEvent } from './event';
import { today } from './today';
import { announcementText } from '../lib/announcement-text';

export async function getAnnouncement({ asOpen = false } = {}) {
  const { announcement } = await getHome();
  if (!announcement) return null;
  // The component gallery shows the announcement as it reads while its event is open, whatever the day.
  const phase = asOpen ? 'open' : announcement.event ? (await getEvent(announcement.event.id)).phase : undefined;
  const text = announcementText(asOpen ? { ...announcement, showFrom: undefined, showUntil: undefined } : announcement, phase, today);
  return text === null ? null : { title: announcement.title, text, details: announcement.details, phase };
}
