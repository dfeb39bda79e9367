/**
 * /feed.xml: RSS 2.0 feed of examination notifications and examination
 * circulars from the documents collection, newest first (the Hindi one is
 * /hi/feed.xml). Pages that list them announce it with `feed: true` in their
 * frontmatter.
 */
import type { APIRoute } from 'astro';
import rss from '@astrojs/rss';
import { documentFeed } from '../data/document-feed';

export const GET: APIRoute = async ({ site }) => rss(await documentFeed('en', site!));
