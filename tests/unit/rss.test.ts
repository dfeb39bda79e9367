/** The feed's options, written by @astrojs/rss, give RSS 2.0 that parses, with a title, an absolute link and a date on every item. */
import { getRssString } from '@astrojs/rss';
import { describe, expect, it } from 'vitest';
import { absoluteLink, escapeXml, feedOptions, sortNewestFirst, toDate, type Feed } from '../../src/lib/rss.ts';
import { childText, childrenNamed, parseXml } from '../xml.ts';

const SITE = 'https://www.example.edu.in';

const feed = (items: Feed['items']): Feed => ({
  title: 'University: notifications & circulars',
  description: 'Examination notices, newest first.',
  link: '/notifications',
  self: '/feed.xml',
  language: 'en-IN',
  items,
});

const renderRss = (of: Feed, site: string) => getRssString(feedOptions(of, site));

const xml = await renderRss(
  feed([
    { title: 'Date sheet <odd semester>', link: '/documents/date-sheet.pdf', date: '2025-10-01', category: 'Examination circular' },
    { title: 'Re-evaluation results & schedule', link: 'https://results.example.org/re-eval', date: '2025-11-10' },
    { title: 'Practical examination notice', link: 'pending', date: '2025-09-15' },
    { title: 'Result notice', link: '/notifications', date: new Date('2025-08-01T10:00:00Z') },
  ]),
  SITE,
);
const twinsXml = await renderRss(
  feed([
    { id: 'circular-a', title: 'A', link: '/examination-circulars', date: '2025-11-10' },
    { id: 'circular-b', title: 'B', link: '/examination-circulars', date: '2025-11-09' },
  ]),
  SITE,
);
const emptyXml = await renderRss(feed([]), SITE);

describe('the feed', () => {
  const rss = parseXml(xml);
  const channel = childrenNamed(rss, 'channel')[0]!;
  const items = childrenNamed(channel, 'item');

  it('is an RSS 2.0 document with a described channel', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    expect(childText(channel, 'title')).toBe('University: notifications & circulars');
    expect(childText(channel, 'link')).toBe(`${SITE}/notifications`);
    expect(childText(channel, 'description')).toBe('Examination notices, newest first.');
    expect(childText(channel, 'language')).toBe('en-IN');
    expect(childrenNamed(channel, 'atom:link')[0]?.attributes).toMatchObject({ href: `${SITE}/feed.xml`, rel: 'self' });
    expect(childText(channel, 'lastBuildDate')).toBe(toDate('2025-11-10').toUTCString());
  });

  it('gives every item a title, an absolute link, a guid and an RFC 822 date, newest first', () => {
    expect(items.map((item) => childText(item, 'title'))).toEqual([
      'Re-evaluation results & schedule',
      'Date sheet <odd semester>',
      'Practical examination notice',
      'Result notice',
    ]);
    for (const item of items) {
      expect(childText(item, 'link')).toMatch(/^https:\/\//);
      expect(childText(item, 'guid')).toBeTruthy();
      const date = childText(item, 'pubDate')!;
      expect(date).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
    }
    expect(childText(items[1]!, 'link')).toBe(`${SITE}/documents/date-sheet.pdf`);
    expect(childText(items[1]!, 'category')).toBe('Examination circular');
  });

  it('links a document not yet published to the listing page, with a guid that is not a permalink', () => {
    const pending = items[2]!;
    expect(childText(pending, 'link')).toBe(`${SITE}/notifications`);
    expect(childrenNamed(pending, 'guid')[0]!.attributes.isPermaLink).toBe('false');
    expect(childText(pending, 'guid')).not.toBe(childText(items[3]!, 'guid'));
  });

  it('uses an item id for a guid unique in the feed, even when two items share a link', () => {
    const twins = childrenNamed(childrenNamed(parseXml(twinsXml), 'channel')[0]!, 'item');
    expect(twins.map((item) => childText(item, 'link'))).toEqual([`${SITE}/examination-circulars`, `${SITE}/examination-circulars`]);
    expect(twins.map((item) => childText(item, 'guid'))).toEqual([`${SITE}/notifications#circular-a`, `${SITE}/notifications#circular-b`]);
    expect(twins.map((item) => childrenNamed(item, 'guid')[0]!.attributes.isPermaLink)).toEqual(['false', 'false']);
  });

  it('writes a valid empty channel when there are no items', () => {
    const empty = parseXml(emptyXml);
    const channel = childrenNamed(empty, 'channel')[0]!;
    expect(childrenNamed(channel, 'item')).toEqual([]);
    expect(childrenNamed(channel, 'lastBuildDate')).toEqual([]);
  });
});

describe('feed helpers', () => {
  it.each([
    ['2025-11-10', '2025-11-09T18:30:00.000Z'],
    ['2024-02-29', '2024-02-28T18:30:00.000Z'],
  ])('reads %s as midnight in India', (input, iso) => {
    expect(toDate(input).toISOString()).toBe(iso);
  });

  it.each(['10-11-2025', '2025-11-10T10:00', 'yesterday'])('rejects the date "%s"', (input) => {
    expect(() => toDate(input)).toThrow(/YYYY-MM-DD/);
  });

  it.each([
    ['/documents/a.pdf', `${SITE}/documents/a.pdf`],
    ['/notifications', `${SITE}/notifications`],
    ['https://example.org/x?y=1&z=2', 'https://example.org/x?y=1&z=2'],
    ['pending', null],
    ['mailto:exam@example.edu.in', null],
  ])('absoluteLink(%s) is %s', (link, expected) => {
    expect(absoluteLink(link, SITE)).toBe(expected);
  });

  it.each([
    ['a & b', 'a &amp; b'],
    ['<x>', '&lt;x&gt;'],
    [`"it's"`, '&quot;it&apos;s&quot;'],
  ])('escapeXml(%s)', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });

  it('sorts newest first and keeps the given order within a day', () => {
    const sorted = sortNewestFirst([
      { id: 'a', date: '2025-01-01' },
      { id: 'b', date: '2025-03-01' },
      { id: 'c', date: '2025-01-01' },
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });
});
