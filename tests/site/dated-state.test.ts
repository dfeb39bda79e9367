/**
 * Dates drive state, checked over the built site: for the day the site was
 * built (the event page states it), every event page, the home announcement,
 * the audit schedule and every "New" badge show what the content files' dates
 * say they should on that day, and the structured data agrees with the page.
 * Nothing here names a state: build with BUILD_DATE=<another day> and the
 * same checks hold for that day.
 */
import { readdirSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';
import { readData } from '../content.ts';
import { announcementText } from '../../src/lib/announcement-text.ts';
import { dayStatus, periodStatus } from '../../src/lib/dates.ts';
import { isNew } from '../../src/lib/document-rules.ts';
import { eventPhase, milestones, type EventDates } from '../../src/lib/event-timeline.ts';

const pages = builtPages({ kinds: ['page', 'gallery'] }).map((p) => ({ ...p, doc: parse(p.html) }));
const page = (route: string) => {
  const found = pages.find((p) => p.route === route);
  if (!found) throw new Error(`${route} was not built`);
  return found.doc;
};
const yaml = readData;
const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

interface EventFile {
  name: string;
  dates: EventDates;
  workshopsDaysBefore: number;
  forms: Record<string, string>;
}
const events = readdirSync('src/content/data/events')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => {
    const data = yaml<EventFile>(`events/${f}`);
    const dates = Object.fromEntries(Object.entries(data.dates).map(([k, v]) => [k, String(v)])) as unknown as EventDates;
    return { id: f.replace(/\.yaml$/, ''), ...data, dates };
  });

/** The day the build was made for, as the first event page states it ("Status as of …"). */
const asOf = page(`/${events[0]!.id}`).querySelector('.event-timeline__asof time')?.getAttribute('datetime') ?? '';

it('the build states the day it was made for', () => {
  expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

describe.each(events)('the event page /$id', (event) => {
  const doc = page(`/${event.id}`);
  const phase = eventPhase(event.dates, asOf);
  const eventData = doc
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s) => [JSON.parse(s.innerHTML)].flat() as Record<string, unknown>[])
    .find((d) => d['@type'] === 'Event');
  const formLinks = Object.values(event.forms).filter((href) => doc.querySelector(`main a[href="${href}"]`));

  it('says where the event stands by its dates', () => {
    expect(doc.querySelector('.event-timeline__notice')?.getAttribute('data-state')).toBe(phase);
  });

  it('marks each date of the timeline passed, today or upcoming', () => {
    const shown = doc
      .querySelectorAll('.event-timeline__item')
      .map((li) => [li.querySelector('time')?.getAttribute('datetime'), li.getAttribute('data-status')]);
    expect(shown).toEqual(milestones(event).map((m) => [m.date, dayStatus(m.date, asOf)]));
  });

  it('offers the registration forms only while registration is open', () => {
    expect(formLinks.length > 0).toBe(phase === 'open');
  });

  it('has structured data with its dates, offering places only while the page does', () => {
    expect(eventData).toMatchObject({ startDate: event.dates.day1, endDate: event.dates.day2, eventStatus: 'https://schema.org/EventScheduled' });
    if (phase === 'open')
      expect(eventData!.offers).toMatchObject({ availability: 'https://schema.org/InStock', validThrough: event.dates.registrationDeadline });
    else expect(eventData).not.toHaveProperty('offers');
  });
});

describe('the home announcement', () => {
  const { announcement } = yaml<{
    announcement: Parameters<typeof announcementText>[0] & { title: string; event?: string; details: { label: string; href: string } };
  }>('home.yaml');
  const event = events.find((e) => e.id === announcement.event);
  const phase = event && eventPhase(event.dates, asOf);
  const expected = announcementText(announcement, phase, asOf);
  // A dialog while its event is upcoming or open (or it has none); afterwards a notice on the page.
  const asDialog = phase === undefined || phase === 'open' || phase === 'upcoming';
  const home = page('/');
  const dialog = home.querySelector(asDialog ? 'dialog.announcement' : '[data-announcement-notice]');

  it('is shown only within its display window, as a dialog only while its event is upcoming or open, with the text for where its event stands, its title and details link', () => {
    expect(Boolean(dialog)).toBe(expected !== null);
    if (!asDialog) expect(home.querySelector('dialog.announcement')).toBeNull();
    if (expected === null) return;
    expect(text(dialog!.querySelector('.announcement__text, .announcement-notice__text'))).toBe(expected);
    expect(text(dialog!.querySelector('h2'))).toBe(announcement.title);
    const details = dialog!.querySelector(`a[href="${announcement.details.href}"]`);
    expect(text(details)).toContain(announcement.details.label);
    if (event && phase !== 'open') {
      // No invitation once registration has closed: not the open text, no form link.
      expect(expected).not.toBe(announcement.text);
      for (const href of Object.values(event.forms)) expect(dialog!.querySelector(`a[href="${href}"]`)).toBeNull();
    }
  });
});

describe('the academic audit schedule on /iqac', () => {
  const { schedule } = yaml<{ schedule: { label: string; from: string; to: string }[] }>('university/academic-audit.yaml');

  it('marks each audit round completed, under way or upcoming by its dates', () => {
    const shown = page('/iqac')
      .querySelectorAll('.audit-schedule__visit')
      .map((li) => [text(li.querySelector('.audit-schedule__label')), li.getAttribute('data-status')]);
    expect(shown).toEqual(schedule.map((v) => [v.label, periodStatus(String(v.from), String(v.to), asOf)]));
  });
});

describe('"New" badges', () => {
  const documents = new Map(yaml<{ id: string; date?: string }[]>('documents.yaml').map((d) => [d.id, d.date ? String(d.date) : undefined]));
  const listed = pages.flatMap((p) => p.doc.querySelectorAll('li[data-document]').map((li) => ({ route: p.route, li })));

  it('documents are listed on the built pages', () => {
    expect(listed.length).toBeGreaterThan(0);
  });

  it('mark exactly the documents dated within the last month of the build day', () => {
    const wrong = listed.filter(({ li }) => Boolean(li.querySelector('.badge--new')) !== isNew(documents.get(li.getAttribute('data-document')!), asOf));
    expect(wrong.map(({ route, li }) => `${route}: ${li.getAttribute('data-document')}`)).toEqual([]);
  });
});
