/**
 * Stands in for `astro/loaders` when scripts/lib/content-model.mjs loads
 * src/content.config.ts: instead of loading, each loader describes where its
 * files are, so scripts/lib/entries.mjs can read them with file names and lines.
 */
export const glob = (options) => ({ kind: 'glob', ...options });
export const file = (path, options = {}) => ({ kind: 'file', path, ...options });
