/**
 * The built site as files (dist/client): its HTML pages, each with its route,
 * its language and its kind. The one reader of the build for the server (its
 * not-found pages and redirects), the whole-site tests, the benchmark and
 * the change report, so they agree on what a page of the site is. A route is
 * the path this server answers a file at (sirv with the `.html` extension):
 * `fee-structure/index.html` and `404.html` are `/fee-structure` and `/404`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, langOfRoute, routeIn, type Lang } from '../src/lib/languages.ts';

/** Where a project's build puts the site's files. */
export const clientDirOf = (root: string) => join(root, 'dist/client');
export const CLIENT_DIR = clientDirOf(fileURLToPath(new URL('..', import.meta.url)));

/**
 * - `page`: a page of the site, at its own route
 * - `error`: sent for other URLs: the not-found page of each language, the server-error page
 * - `redirect`: stands in for a server redirect (a meta refresh with no delay), with no content of its own
 * - `gallery`: the component gallery (development and preview builds), components as examples outside the frame
 * - `editor`: the content editor (Decap CMS), a tool for editors, not a page of the site
 */
export type PageKind = 'page' | 'error' | 'redirect' | 'gallery' | 'editor';

/** Every HTML page a visitor of the site can reach: all but the editor. */
export const SITE_PAGES: readonly PageKind[] = ['page', 'error', 'redirect', 'gallery'];

export interface BuiltPage {
  route: string;
  file: string;
  lang: Lang;
  kind: PageKind;
  html: string;
}

export const notFoundRoute = (lang: Lang) => routeIn(lang, '/404');
const ERROR_ROUTES = new Set([...LANGS.map(notFoundRoute), '/500']);
export const EDITOR_ROUTE = '/admin';
const GALLERY_ROUTE = '/gallery';
/** Folders of assets and of the search index: no pages in them. */
const ASSET_DIRS = new Set(['_astro', 'pagefind']);

const REFRESH = /<meta\s+http-equiv="refresh"\s+content="0;\s*url=([^"]+)"/i;

/** Where a redirect page sends the visitor, or undefined for any other page. */
export function redirectTarget(html: string): string | undefined {
  return REFRESH.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&#38;', '&');
}

/** The route of a path in the build or of a link: `/x/`, `/x/index.html` and `/x.html` are all `/x`. */
export const routeOf = (path: string) => path.replace(/\/(index\.html)?$/, '').replace(/\.html$/, '') || '/';

const isUnder = (route: string, folder: string) => route === folder || route.startsWith(`${folder}/`);

/** Whether a route is the content editor's (server/main.mjs serves it only when told to). */
export const isEditorRoute = (route: string) => isUnder(route, EDITOR_ROUTE);

function kindOf(route: string, html: string): PageKind {
  if (isEditorRoute(route)) return 'editor';
  if (ERROR_ROUTES.has(route)) return 'error';
  if (isUnder(route, GALLERY_ROUTE)) return 'gallery';
  return redirectTarget(html) ? 'redirect' : 'page';
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!ASSET_DIRS.has(entry.name)) yield* htmlFiles(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

function requireBuild(dir: string): void {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} holds no built site (no index.html): run \`npm run build\` first`);
}

/** The built pages of the given kinds (by default the site's own pages), sorted by route. */
export function builtPages({ kinds = ['page'], dir = CLIENT_DIR }: { kinds?: readonly PageKind[]; dir?: string } = {}): BuiltPage[] {
  requireBuild(dir);
  const pages: BuiltPage[] = [];
  for (const file of htmlFiles(dir)) {
    const route = routeOf(`/${relative(dir, file).split(sep).join('/')}`);
    const html = readFileSync(file, 'utf8');
    const kind = kindOf(route, html);
    if (kinds.includes(kind)) pages.push({ route, file, lang: langOfRoute(route), kind, html });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The file of a route's page, as the server finds it (`/404` → 404.html, `/hi/404` → hi/404/index.html), or undefined. */
export function pageFile(route: string, dir = CLIENT_DIR): string | undefined {
  const path = routeOf(route) === '/' ? '/index' : routeOf(route);
  return [`${path}.html`, `${path}/index.html`].map((name) => join(dir, name)).find(existsSync);
}

/** A file of the build other than a page (a sitemap, robots.txt, a feed, a calendar), by its path under `dir`. */
export const readBuiltFile = (file: string, dir = CLIENT_DIR): string => readFileSync(join(dir, file), 'utf8');

/** A route's built page; throws when the build has none. */
export function readPage(route: string, dir = CLIENT_DIR): string {
  const file = pageFile(route, dir);
  if (!file) throw new Error(`${route} has no page in ${dir}`);
  return readFileSync(file, 'utf8');
}
