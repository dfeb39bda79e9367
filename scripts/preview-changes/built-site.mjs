/**
 * A built site as the comparison sees it: its folder of pages (dist/client)
 * and, beside it, the build's record of which content files each page read
 * (dist/content-reads.json, written by integrations/content-reads).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** Accepts a build's dist/ folder or its dist/client folder. */
export function openBuiltSite(dir) {
  const root = resolve(dir);
  const pages = existsSync(join(root, 'client', 'index.html')) ? join(root, 'client') : root;
  if (!existsSync(join(pages, 'index.html'))) throw new Error(`${dir} holds no built site (no index.html in it or in its client/ folder): build it first`);
  const readsFile = join(pages, '..', 'content-reads.json');
  const reads = existsSync(readsFile) ? JSON.parse(readFileSync(readsFile, 'utf8')).routes : null;
  return { pages, reads: reads && normaliseRouteKeys(reads), routes: pageRoutes(pages) };
}

/** `/fee-structure/` and `/fee-structure` are the same route; the report writes the second. */
export const routeName = (path) => path.replace(/\/(index\.html)?$/, '').replace(/\.html$/, '') || '/';

function normaliseRouteKeys(reads) {
  return Object.fromEntries(Object.entries(reads).map(([route, files]) => [routeName(route), files]));
}

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '_astro' && name !== 'pagefind') yield* htmlFiles(path);
    } else if (name.endsWith('.html')) yield path;
  }
}

/** Route → HTML file, for every page of the site (the not-found and error pages included). */
function pageRoutes(dir) {
  const routes = new Map();
  for (const file of htmlFiles(dir)) routes.set(routeName('/' + relative(dir, file).split(sep).join('/')), file);
  return routes;
}

export const readPage = (site, route) => readFileSync(site.routes.get(route), 'utf8');
