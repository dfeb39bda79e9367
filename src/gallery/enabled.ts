/**
 * The component gallery is built for development and preview builds only:
 * `astro dev`, or a build with SITE_PREVIEW=1 (what `npm test` and pull-request
 * previews build). A production build has no gallery pages at all.
 */
export function galleryEnabled(env: { dev: boolean; preview?: string }): boolean {
  return env.dev || env.preview === '1';
}
