/**
 * RSS 2.0 feeds (https://www.rssboard.org/rss-specification), written by
 * @astrojs/rss: this module decides what goes in them. Items come newest
 * first, every URL absolute, every guid unique in the feed. The endpoint
 * src/pages/[...language]/feed.xml.ts feeds it the documents, in each language.
 */
import type { RSSOptions } from '@astrojs/rss';

import { linkKind } from './links.ts';
import { isoDay } from './dates.ts';
import { feed } from './site.words.ts';

/** The feed's own words in each language (src/pages/[...language]/feed.xml.ts). */
export const feedWords = feed;

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

/** What the XML needs escaped in the extra elements handed to the library as text. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** "2025-11-10" → the start of that day in India (IST, UTC+05:30); a Date stays as it is. */
export function toDate(date: string | Date): Date {
  if (date instanceof Date) return date;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a YYYY-MM-DD date`);
  return new Date(`${date}T00:00:00+05:30`);
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
 * The options @astrojs/rss writes the feed from. The channel links to the
 * page that lists the items. An item whose link is "pending" links to that
 * page (where it is listed as not yet published). The guid is the item's
 * link, or, when the item has an id or no link of its own, a non-permalink
 * built from the channel link and the id (or date and title).
 */
export function feedOptions(feed: Feed, siteUrl: string | URL): RSSOptions {
  const channelLink = new URL(feed.link, siteUrl).href;
  const items = sortNewestFirst(feed.items);
  const newest = items[0] ? toDate(items[0].date) : null;
  return {
    title: feed.title,
    description: feed.description,
    site: channelLink,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      `<language>${escapeXml(feed.language)}</language>`,
      `<atom:link href="${escapeXml(new URL(feed.self, siteUrl).href)}" rel="self" type="application/rss+xml"/>`,
      newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: items.map((item) => {
      const date = toDate(item.date);
      const link = absoluteLink(item.link, siteUrl);
      const permalink = link !== null && item.id === undefined;
      const guid = `${channelLink}#${encodeURIComponent(item.id ?? `${isoDay(date)}-${item.title}`)}`;
      return {
        title: item.title,
        link: link ?? channelLink,
        pubDate: date,
        description: item.description,
        categories: item.category ? [item.category] : undefined,
        // The library makes the link the guid; an item without a link of its own gets one that is unique.
        customData: permalink ? undefined : `<guid isPermaLink="false">${escapeXml(guid)}</guid>`,
      };
    }),
  };
}
