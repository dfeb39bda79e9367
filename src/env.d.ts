/** What the middleware (src/middleware.ts) gives every page and component. */
declare namespace App {
  interface Locals {
    lang: import('./lib/languages.ts').Lang;
    t: import('./i18n/index.ts').Dictionary;
  }
}
