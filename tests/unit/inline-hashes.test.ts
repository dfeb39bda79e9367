/**
 * Each built page's content security policy allows exactly the inline styles
 * and scripts the page has (integrations/finish-pages/inline-hashes.mjs): the
 * styles an MDX page's own components bring, which Astro's policy leaves out,
 * and none of the other pages' styles and scripts, which Astro lists on every
 * page. Data blocks (JSON-LD) are not scripts the browser runs.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ownInlineHashes } from '../../integrations/finish-pages/inline-hashes.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const known = '.known{color:red}';
const brought = '@media (width<=767.98px){.brought{display:block}}';
const elsewhere = '.another-page{color:blue}';
const script = 'document.documentElement.classList.add("js")';
const module = 'import("/_astro/island.js")';
const otherScript = 'console.log("another page")';
const data = '{"@context":"https://schema.org"}';
const page = (policy: string, styles: string[], scripts = '') =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}">${styles.map((css) => `<style>${css}</style>`).join('')}${scripts}</head><body></body></html>`;
const policyOf = (html: string) => html.match(/content-security-policy" content="([^"]*)"/)![1]!;
const directive = (policy: string, name: string) => policy.split(';').find((d) => d.trim().startsWith(name))!;
const sources = (policy: string, name: string) => directive(policy, name).trim().split(/\s+/);

describe('inline hashes in the content security policy', () => {
  const before = `default-src 'self'; script-src 'self' ${hash(script)} ${hash(otherScript)}; style-src 'self' ${hash(known)} ${hash(elsewhere)};`;
  const scripts = `<script>${script}</script><script type="module">${module}</script><script type="application/ld+json">${data}</script><script type="module" src="/_astro/a.js"></script>`;
  const policy = policyOf(ownInlineHashes(page(before, [known, brought], scripts)));

  it('adds the hash of a style the policy left out, media queries and all, to style-src only', () => {
    expect(directive(policy, 'style-src')).toContain(hash(brought));
    expect(directive(policy, 'script-src')).not.toContain(hash(brought));
  });

  it("keeps the page's own styles and the other sources, and drops the hashes of styles the page does not have", () => {
    expect(sources(policy, 'style-src')).toEqual(['style-src', "'self'", hash(known), hash(brought)]);
    expect(policy.startsWith("default-src 'self';")).toBe(true);
  });

  it("lists the page's own inline scripts, classic and module, and neither another page's nor a data block", () => {
    expect(sources(policy, 'script-src')).toEqual(['script-src', "'self'", hash(script), hash(module)]);
  });

  it('leaves a page whose policy already lists exactly its styles and scripts unchanged', () => {
    const html = page(`script-src 'self' ${hash(script)}; style-src 'self' ${hash(known)}`, [known], `<script>${script}</script>`);
    expect(ownInlineHashes(html)).toBe(html);
  });
});
