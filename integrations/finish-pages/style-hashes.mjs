/**
 * Astro's content security policy lists in every page the hashes of all the
 * inline styles it knows of across the site, and leaves out the styles an
 * MDX page brings with its own components (the browser would refuse them).
 * Each page's style-src is made to list exactly the hashes of the inline
 * styles the page has: nothing is refused, and the page does not carry two
 * dozen hashes of other pages' styles, which alone pushed pages past the
 * first round trip of a slow connection.
 */
import { createHash } from 'node:crypto';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const STYLE = /<style>([\s\S]*?)<\/style>/g;
const HASH = /^'sha(256|384|512)-/;

/** @param {string} html */
export function ownStyleHashes(html) {
  const policy = html.match(POLICY);
  if (!policy) return html;
  const directives = policy[2].split(';');
  const index = directives.findIndex((directive) => directive.trim().startsWith('style-src'));
  if (index === -1) return html;
  const [name, ...sources] = directives[index].trim().split(/\s+/);
  const own = new Set([...html.matchAll(STYLE)].map(([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`));
  directives[index] = `${index === 0 ? '' : ' '}${[name, ...sources.filter((source) => !HASH.test(source)), ...own].join(' ')}`;
  return html.replace(policy[0], `${policy[1]}${directives.join(';')}${policy[3]}`);
}
