/**
 * Which built pages @astrojs/sitemap lists, decided by each page's own head:
 * a page is listed when it is indexable (no robots noindex) and is its own
 * canonical page (not /home, the home page again). Redirects, error pages and
 * the component gallery are noindex, so they stay out without a list here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built page of an absolute page URL, in the directory format the site builds. */
function builtFile(clientDir, pageUrl) {
  const path = new URL(pageUrl).pathname.replace(/\/$/, '');
  return fileURLToPath(new URL(`.${path}/index.html`, clientDir));
}

/** Canonical URLs never end in a slash, except the home page's. */
export function canonicalUrl(pageUrl) {
  const url = new URL(pageUrl);
  if (url.pathname !== '/') url.pathname = url.pathname.replace(/\/$/, '');
  return url.href;
}

/** A sitemap filter over the pages built into `clientDir` (a file URL ending in a slash). */
export function listedInSitemap(clientDir) {
  return (pageUrl) => {
    const file = builtFile(clientDir, pageUrl);
    if (!existsSync(file)) return false;
    const head = readFileSync(file, 'utf8').split('</head>')[0];
    if (/<meta name="robots" content="[^"]*noindex/i.test(head)) return false;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
    return canonical === canonicalUrl(pageUrl);
  };
}
