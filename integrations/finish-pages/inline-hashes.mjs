/**
 * Astro's content security policy lists in every page the hashes of all the
 * inline styles and scripts it knows of across the site, and leaves out the
 * styles an MDX page brings with its own components (the browser would
 * refuse them). Each page's style-src and script-src are made to list exactly
 * the hashes of the page's own inline styles and scripts: nothing is refused,
 * no page allows another page's inline code, and a page does not carry two
 * dozen hashes of other pages', which alone pushed pages past the first round
 * trip of a slow connection.
 */
import { createHash } from 'node:crypto';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const HASH = /^'sha(256|384|512)-/;
const STYLE = /<style>([\s\S]*?)<\/style>/g;
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
/** An inline script the browser runs (no src; no type, or a JavaScript one): data blocks such as JSON-LD are not. */
const runs = (attributes = '') => !/\bsrc=/.test(attributes) && /^(?:|text\/javascript|module)$/i.test(/\btype="([^"]*)"/.exec(attributes)?.[1] ?? '');

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes each directive must list: those of the page's own inline code. */
const OWN = {
  'style-src': (html) => [...html.matchAll(STYLE)].map(([, css]) => sha256(css)),
  'script-src': (html) => [...html.matchAll(SCRIPT)].filter(([, attributes]) => runs(attributes)).map(([, , code]) => sha256(code)),
};

/** @param {string} html */
export function ownInlineHashes(html) {
  const policy = html.match(POLICY);
  if (!policy) return html;
  const directives = policy[2].split(';');
  for (const [directive, ownHashes] of Object.entries(OWN)) {
    const index = directives.findIndex((d) => d.trim().startsWith(`${directive} `) || d.trim() === directive);
    if (index === -1) continue;
    const [name, ...sources] = directives[index].trim().split(/\s+/);
    const own = new Set(ownHashes(html));
    directives[index] = `${index === 0 ? '' : ' '}${[name, ...sources.filter((source) => !HASH.test(source)), ...own].join(' ')}`;
  }
  return html.replace(policy[0], `${policy[1]}${directives.join(';')}${policy[3]}`);
}
