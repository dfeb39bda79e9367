/**
 * Astro writes the islands' one-line `display: contents` style inside <body>,
 * just before the first island; the HTML standard wants <style> in <head>.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** @param {string} html */
export function hoistIslandStyle(html) {
  const match = html.match(ISLAND_STYLE);
  if (!match) return html;
  return html.replace(match[0], '').replace('</head>', `${match[0]}</head>`);
}
