/**
 * /feed.xml: RSS 2.0 feed of examination notifications and examination
 * circulars from the documents collection, newest first. Pages that list
 * them announce it with `feed: true` in their frontmatter.
 */
import type { APIRoute } from 'astro';
import rss from '@astrojs/rss';
import { DOCUMENT_CATEGORIES } from '../lib/documents';
import { PENDING } from '../lib/links';
import { feedOptions, type FeedItem } from '../lib/rss';
import { getSite } from '../queries';
import { getDocuments } from '../data/documents';

/** The categories the feed carries, with the page that lists each. */
const FEED_CATEGORIES = {
  notifications: '/notifications',
  'examination-circulars': '/examination-circulars',
} as const;

const inFeed = (category: string): category is keyof typeof FEED_CATEGORIES => category in FEED_CATEGORIES;

export const GET: APIRoute = async ({ site: siteUrl }) => {
  const site = await getSite();
  const documents = await getDocuments();
  const items: FeedItem[] = documents.flatMap(({ id, ...data }) =>
    // A feed item needs a date; documents known only by their session stay on the pages.
    inFeed(data.category) && data.date
      ? [
          {
            id,
            title: data.title,
            // A document not yet published links to the page that lists it.
            link: data.href === PENDING ? FEED_CATEGORIES[data.category] : data.href,
            date: data.date,
            category: DOCUMENT_CATEGORIES[data.category],
          },
        ]
      : [],
  );
  return rss(
    feedOptions(
      {
        title: `${site.name}: examination notifications and circulars`,
        description: `Examination notifications and circulars published by ${site.name}, newest first.`,
        link: '/notifications',
        self: '/feed.xml',
        language: 'en-IN',
        items,
      },
      siteUrl!,
    ),
  );
};
