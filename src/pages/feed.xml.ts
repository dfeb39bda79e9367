/**
 * /feed.xml: RSS 2.0 feed of examination notifications and examination
 * circulars from the documents collection, newest first. Pages that list
 * them announce it with `feed: true` in their frontmatter.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { renderRss, type FeedItem } from '../lib/rss';
import { getSite } from '../queries';

/** The document categories the feed carries, with the word each item is filed under. */
const FEED_CATEGORIES: Record<string, string> = {
  notifications: 'Examination notification',
  'examination-circulars': 'Examination circular',
};

interface FeedDocument {
  title: string;
  category: string;
  date?: string;
  href: string;
}

/** The documents collection arrives with the examination pages; until then the feed has no items. */
async function feedDocuments(): Promise<FeedDocument[]> {
  const entries = (await getCollection('documents' as never).catch(() => [])) as { data: FeedDocument }[];
  return entries.map((entry) => entry.data);
}

export const GET: APIRoute = async ({ site: siteUrl }) => {
  const site = await getSite();
  const items: FeedItem[] = (await feedDocuments())
    // A feed item needs a date; documents known only by their session stay on the pages.
    .filter((doc) => doc.category in FEED_CATEGORIES && doc.date)
    .map((doc) => ({ title: doc.title, link: doc.href, date: doc.date!, category: FEED_CATEGORIES[doc.category] }));
  const xml = renderRss(
    {
      title: `${site.name}: examination notifications and circulars`,
      description: `Examination notifications and circulars published by ${site.name}, newest first.`,
      link: '/notifications',
      self: '/feed.xml',
      language: 'en-IN',
      items,
    },
    siteUrl!,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
