/** The one enquiry service, handed to Astro's routes by server/main.mjs (or the dev server's integration) as `locals`. */
declare namespace App {
  interface Locals {
    enquiries?: import('./service.ts').EnquiryService;
  }
}
