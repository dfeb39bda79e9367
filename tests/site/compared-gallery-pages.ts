/**
 * The gallery pages whose components draw fixed sample values (their fixtures say `screenshots = true`), with the
 * folder their screenshots are kept in, read from the built pages. The other gallery pages draw the site's own
 * content, which the crawl already checks on the pages that show it.
 */
import { builtPages } from '../../server/built-site.ts';

export const comparedGalleryPages = () =>
  builtPages({ kinds: ['gallery'] }).flatMap(({ route, html }) => {
    const folder = /<h1[^>]*\bdata-screenshots-in="([^"]+)"/.exec(html)?.[1];
    return folder ? [{ route, folder }] : [];
  });
