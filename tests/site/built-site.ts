/**
 * The built site as files: every HTML page in dist/client with its route.
 * The whole-site checks iterate over this list, so each new page is held to
 * the same bar without a test being written for it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeIn, TRANSLATED_LANGS } from '../../src/lib/languages';

export const CLIENT_DIR = 'dist/client';

export interface BuiltPage {
  route: string;
  file: string;
  html: string;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/** Error pages are served for other URLs; they have no route of their own. Each language's not-found page answers missing paths under its prefix. */
const ERROR_PAGES = new Set(['404.html', '500.html', ...TRANSLATED_LANGS.map((lang) => `${routeIn(lang, '/404').slice(1)}/index.html`)]);

export function routeOfFile(file: string): string {
  const rel = relative(CLIENT_DIR, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return '/' + rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/** Redirect pages (meta refresh) stand in for server redirects and have no content of their own. */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html);
}

/** The content editor (public/admin/, Decap CMS): a tool for editors, kept out of search, not a page of the site. */
export const EDITOR_DIR = 'admin';

export function builtPages(options: { includeRedirects?: boolean; includeErrorPages?: boolean } = {}): BuiltPage[] {
  if (!existsSync(CLIENT_DIR)) throw new Error('No build found: run `npm run build` first');
  const pages: BuiltPage[] = [];
  for (const file of htmlFiles(CLIENT_DIR)) {
    const rel = relative(CLIENT_DIR, file);
    if (rel.split(sep)[0] === EDITOR_DIR) continue;
    if (ERROR_PAGES.has(rel) && !options.includeErrorPages) continue;
    const html = readFileSync(file, 'utf8');
    if (isRedirectPage(html) && !options.includeRedirects) continue;
    pages.push({ route: ERROR_PAGES.has(rel) ? `/${rel}` : routeOfFile(file), file, html });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
