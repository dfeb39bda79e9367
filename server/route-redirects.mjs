/**
 * Paths that are other names of a page: the site's own spellings beside the
 * specification's misspelt routes. astro.config.mjs hands them to Astro (a
 * static host gets its redirect pages); the production server answers them
 * with a 302 itself, since nothing but the enquiry API reaches Astro's handler.
 */
export const ROUTE_REDIRECTS = {
  '/alumni': '/alumini',
  '/executive-secretary': '/executive-seceratory',
};
