/** What the middleware (src/middleware.ts) gives every page and component. */
declare namespace App {
  interface Locals {
    lang: import('./lib/languages.ts').Lang;
    /** Set by a page template whose pages all list their sections ("On this page"), however few (SchoolPage). */
    listSections?: boolean;
  }
}

/** What the build gives the browser editor's script (integrations/browser-editor.mjs). */
interface ImportMetaEnv {
  /** The editor's local backend (server/editor-backend.mjs). */
  readonly EDITOR_BACKEND_URL: string;
}
