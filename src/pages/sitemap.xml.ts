/** sitemap.xml: every page search engines should list, with absolute URLs on the configured `site`. */
import type { APIRoute } from 'astro';
import { sitemapXml } from '../lib/site-map';
import { listedRoutes } from '../queries';

export const GET: APIRoute = async ({ site }) =>
  new Response(sitemapXml(await listedRoutes(), site!), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
