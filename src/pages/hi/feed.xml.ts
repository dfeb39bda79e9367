/** /hi/feed.xml: the examination notifications and circulars feed in Hindi, announced by the Hindi pages that list them. */
import type { APIRoute } from 'astro';
import rss from '@astrojs/rss';
import { documentFeed } from '../../data/document-feed';

export const GET: APIRoute = async ({ site }) => rss(await documentFeed('hi', site!));
