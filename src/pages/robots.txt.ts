/** robots.txt: crawl everything but the enquiry API; the sitemap index (@astrojs/sitemap) lives at /sitemap-index.xml on the configured `site`. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/site-map.ts';

export const GET: APIRoute = ({ site }) => new Response(robotsTxt(site!), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
