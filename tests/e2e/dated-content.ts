/**
 * What the browser tests need to check date-driven state: the content files'
 * dates, and the day the site was built for (the event page states it, so
 * the tests agree with the build whatever BUILD_DATE it was made with).
 */
import type { APIRequestContext } from '@playwright/test';
import { readData } from '../content.ts';
import { eventPhase, type EventDates } from '../../src/lib/event-timeline.ts';
import { announcementText } from '../../src/lib/announcement-text.ts';

const yaml = readData;

export interface EventFile {
  name: string;
  dates: EventDates;
  workshopsDaysBefore: number;
  forms: { preliminary: string; final: string };
}

export function eventFile(id: string): EventFile {
  const data = yaml<EventFile>(`events/${id}.yaml`);
  return { ...data, dates: Object.fromEntries(Object.entries(data.dates).map(([k, v]) => [k, String(v)])) as unknown as EventDates };
}

export const homeAnnouncement = () =>
  yaml<{
    announcement: {
      title: string;
      text: string;
      event?: string;
      textWhenRegistrationClosed?: string;
      showFrom?: string;
      showUntil?: string;
      details: { label: string; href: string };
    };
  }>('home.yaml').announcement;

export const auditSchedule = () => yaml<{ schedule: { label: string; from: string; to: string }[] }>('university/academic-audit.yaml').schedule;

/** The day the built site is as of: the date the event page says its status is "as of". */
export async function builtAsOf(request: APIRequestContext, eventId = 'techidea-2025'): Promise<string> {
  const html = await (await request.get(`/${eventId}`)).text();
  const day = /class="event-timeline__asof"[^>]*>[^<]*<time datetime="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
  if (!day) throw new Error(`/${eventId} does not state the day it was built for`);
  return day;
}

/**
 * How the home page shows its announcement on the built day: a dialog while its event is upcoming or open
 * (or it has no event), a notice on the page once the event is past, nothing outside its display window.
 */
export async function homeAnnouncementShown(request: APIRequestContext): Promise<'dialog' | 'notice' | 'none'> {
  const announcement = homeAnnouncement();
  const asOf = await builtAsOf(request);
  const phase = announcement.event ? eventPhase(eventFile(announcement.event).dates, asOf) : undefined;
  if (announcementText(announcement, phase, asOf) === null) return 'none';
  return phase === undefined || phase === 'open' || phase === 'upcoming' ? 'dialog' : 'notice';
}
