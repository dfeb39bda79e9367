/**
 * Preview builds (`astro dev`, or a build with SITE_PREVIEW=1, as `npm test`
 * and pull-request previews build) show editors what a production build
 * hides: which content is sample content still to be replaced.
 */
export function previewBuild(): boolean {
  return import.meta.env.DEV || process.env.SITE_PREVIEW === '1';
}
