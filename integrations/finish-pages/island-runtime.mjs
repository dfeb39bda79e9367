/**
 * Astro writes its island runtime (the <astro-island> element and the
 * hydration directive, about 6.7 KB) inline just before the first island of
 * every page that has one: the same bytes in every page, never cached, and
 * enough to push a page past the first round trip of a slow connection.
 * Written once into a file named by its content, it is fetched once and
 * cached for the whole site. It is fetched once the page has loaded and been
 * drawn, or when the visitor first reaches for something, so it never
 * competes with what draws the page (the loader left in its place:
 * ../hydrate-on-interaction/runtime-loader.mjs). Until then the islands work
 * as plain HTML, and custom elements defined late upgrade those already there.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { loadIslandRuntime, NEEDS_SCRIPT } from '../hydrate-on-interaction/runtime-loader.mjs';

/** Inline scripts, one after another, directly before an island. */
const PRESCRIPTS = /(?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+(?=<astro-island\b)/;
const SCRIPT_TEXT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's runtime defines the element; a component's own script before an island does not, and stays where it is. */
const DEFINES_ISLAND = /customElements\.define\(\s*["']astro-island["']/;

/** The inline script that loads the runtime at `src`, minified: every page carries it. */
const runtimeLoaderScript = (src) =>
  transformSync(`(${loadIslandRuntime})(${JSON.stringify(src)},${JSON.stringify(NEEDS_SCRIPT)})`, { minify: true }).code.trim();

/**
 * A page step that moves the runtime into `<dir>/_astro/islands.<hash>.js`
 * (written the first time each distinct runtime is met) and links it there.
 * @param {string} dir the built site's folder of files served as they are
 */
export function shareIslandRuntime(dir) {
  const written = new Set();
  /** @param {string} html */
  return (html) => {
    const prescripts = html.match(PRESCRIPTS)?.[0];
    if (!prescripts || !DEFINES_ISLAND.test(prescripts)) return html;
    const code = [...prescripts.matchAll(SCRIPT_TEXT)].map(([, text]) => text.trim().replace(/;?$/, ';')).join('\n');
    const name = `islands.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
    if (!written.has(name)) {
      writeFileSync(join(dir, '_astro', name), `${code}\n`);
      written.add(name);
    }
    return html.replace(prescripts, `<script>${runtimeLoaderScript(`/_astro/${name}`)}</script>`);
  };
}
