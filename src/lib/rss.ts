/**
 * RSS 2.0 feeds (https://www.rssboard.org/rss-specification): a channel with
 * its items, newest first, every URL absolute and every date in RFC 822 form.
 * Plain functions: the endpoint src/pages/feed.xml.ts feeds them the documents.
 */
import { linkKind } from './links';

export interface FeedItem {
  title: string;
  /** Route of this site, file under public/, or absolute https URL. */
  link: string;
  /** Publication date, YYYY-MM-DD (read as midnight in India) or a Date. */
  date: string | Date;
  category?: string;
  description?: string;
  /** A stable id unique in the feed (e.g. the document's id), when the link alone may not be unique. */
  id?: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The page that lists the feed's items (a route). */
  link: string;
  /** The feed's own route, announced with atom:link rel="self". */
  self: string;
  /** BCP 47 language, e.g. "en-IN". */
  language: string;
  items: FeedItem[];
}

/** What the XML needs escaped in text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** "2025-11-10" → the start of that day in India (IST, UTC+05:30); a Date stays as it is. */
export function toDate(date: string | Date): Date {
  if (date instanceof Date) return date;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a YYYY-MM-DD date`);
  return new Date(`${date}T00:00:00+05:30`);
}

/** RFC 822 date as RSS wants it: "Sun, 09 Nov 2025 18:30:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** An absolute URL for an item link; "pending" (a document not yet published) is not a link. */
export function absoluteLink(link: string, siteUrl: string | URL): string | null {
  const kind = linkKind(link);
  if (kind === 'pending' || kind === 'mail' || kind === 'tel') return null;
  return new URL(link, siteUrl).href;
}

/** The items newest first; items dated the same day keep their given order. */
export function sortNewestFirst<T extends { date: string | Date }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index, time: toDate(item.date).getTime() }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The feed as an RSS 2.0 document. An item whose link is "pending" links to
 * the channel's page (where it is listed as not yet published). The guid is
 * the item's link, or, when the item has an id or no link of its own, a
 * non-permalink built from the channel link and the id (or date and title).
 */
export function renderRss(feed: Feed, siteUrl: string | URL): string {
  const channelLink = new URL(feed.link, siteUrl).href;
  const items = sortNewestFirst(feed.items);
  const newest = items[0] ? toDate(items[0].date) : null;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(channelLink)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(feed.language)}</language>`,
    `<atom:link href="${escapeXml(new URL(feed.self, siteUrl).href)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
  ];
  for (const item of items) {
    const date = toDate(item.date);
    const link = absoluteLink(item.link, siteUrl);
    const permalink = link !== null && item.id === undefined;
    const guid = permalink ? link : `${channelLink}#${encodeURIComponent(item.id ?? `${date.toISOString().slice(0, 10)}-${item.title}`)}`;
    lines.push(
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(link ?? channelLink)}</link>`,
      `<guid isPermaLink="${permalink}">${escapeXml(guid)}</guid>`,
      `<pubDate>${rfc822(date)}</pubDate>`,
      ...(item.category ? [`<category>${escapeXml(item.category)}</category>`] : []),
      ...(item.description ? [`<description>${escapeXml(item.description)}</description>`] : []),
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}
