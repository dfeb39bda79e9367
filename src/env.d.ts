/** What the middleware (src/middleware.ts) gives every page and component. */
declare namespace App {
  interface Locals {
    lang: import('./lib/i18n').Lang;
    t: import('./i18n').Dictionary;
  }
}
