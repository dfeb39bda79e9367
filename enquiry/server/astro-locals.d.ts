/** The one enquiry service, handed to Astro's routes by server/main.mjs (or the dev server's integration) as `locals`. */
declare namespace App {
  interface Locals {
    enquiries?: import('./service.ts').EnquiryService;
    /** The visitor's address as server/main.mjs reads it behind trusted proxies (enquiry/server/visitor.ts). */
    clientAddress?: string;
    /** A native form post that was not stored, handed by api/enquiries.ts to the page that shows the form again. */
    enquiryNotSent?: import('../../src/lib/enquiry/shared/response.ts').HandledEnquiry;
  }
}
