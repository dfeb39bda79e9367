/**
 * Astro's content security policy lists the hashes of the inline styles it
 * knows of when it builds the manifest, which leaves out the styles an MDX
 * page brings with its own components: the browser would refuse them. Each
 * page's policy gets the hash of every inline style the page has.
 */
import { createHash } from 'node:crypto';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const STYLE = /<style>([\s\S]*?)<\/style>/g;

/** @param {string} html */
export function hashEveryStyle(html) {
  const policy = html.match(POLICY);
  if (!policy) return html;
  const directives = policy[2].split(';');
  const index = directives.findIndex((directive) => directive.trim().startsWith('style-src'));
  if (index === -1) return html;
  const missing = new Set();
  for (const [, css] of html.matchAll(STYLE)) {
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    if (!directives[index].includes(hash)) missing.add(hash);
  }
  if (missing.size === 0) return html;
  directives[index] = `${directives[index].trimEnd()} ${[...missing].join(' ')}`;
  return html.replace(policy[0], `${policy[1]}${directives.join(';')}${policy[3]}`);
}
