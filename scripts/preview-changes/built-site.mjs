/**
 * A built site as the comparison sees it: its pages (every page a visitor can
 * reach, read by server/built-site.ts) and, beside them, the build's record of
 * which content files each page read (dist/content-reads.json, written by
 * integrations/content-reads).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtPages, routeOf, SITE_PAGES } from '../../server/built-site.ts';

/** Accepts a build's dist/ folder or its dist/client folder. */
export function openBuiltSite(dir) {
  const root = resolve(dir);
  const pages = existsSync(join(root, 'client', 'index.html')) ? join(root, 'client') : root;
  if (!existsSync(join(pages, 'index.html'))) throw new Error(`${dir} holds no built site (no index.html in it or in its client/ folder): build it first`);
  const readsFile = join(pages, '..', 'content-reads.json');
  const reads = existsSync(readsFile) ? JSON.parse(readFileSync(readsFile, 'utf8')).routes : null;
  const routes = new Map(builtPages({ kinds: SITE_PAGES, dir: pages }).map((page) => [page.route, page]));
  return { pages, reads: reads && normaliseRouteKeys(reads), routes };
}

/** `/fee-structure/` and `/fee-structure` are the same route; the report writes the second. */
function normaliseRouteKeys(reads) {
  return Object.fromEntries(Object.entries(reads).map(([route, files]) => [routeOf(route), files]));
}

export const readPage = (site, route) => site.routes.get(route).html;
