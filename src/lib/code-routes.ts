/** The routes written in code (src/pages/) or as redirects rather than made from content: no "Last updated" of their own. */
import { APPLY_ROUTE } from './admission-cycle.ts';
import { SITE_MAP_ROUTE } from './site-map.ts';

/** Built in every language (src/pages/[...language]/). */
export const CODE_ROUTES_IN_EVERY_LANGUAGE = [SITE_MAP_ROUTE, APPLY_ROUTE];

/** Every route written in code: the home page's second address, the apply action, old addresses kept as redirects, the HTML site map. */
export const CODE_ROUTES = ['/home', APPLY_ROUTE, '/alumni', '/executive-secretary', SITE_MAP_ROUTE];
