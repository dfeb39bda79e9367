/**
 * The enquiry service a route was given in `locals`. Routes import only this
 * and types: the service's own module stays the one the server loaded.
 */
import type { EnquiryService } from './service.ts';

export function enquiryServiceFrom(locals: App.Locals): EnquiryService {
  if (!locals.enquiries) {
    throw new Error('No enquiry service in locals: serve the site with server/main.mjs (npm start), or `astro dev` with enquiry/server/astro-dev.mjs');
  }
  return locals.enquiries;
}
