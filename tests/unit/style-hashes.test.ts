/**
 * Each built page's content security policy allows exactly the inline styles
 * the page has (integrations/finish-pages/style-hashes.mjs): the styles an
 * MDX page's own components bring, which Astro's policy leaves out, and none
 * of the other pages' styles, which Astro lists on every page.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ownStyleHashes } from '../../integrations/finish-pages/style-hashes.mjs';

const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const known = '.known{color:red}';
const brought = '@media (width<=767.98px){.brought{display:block}}';
const elsewhere = '.another-page{color:blue}';
const page = (policy: string, styles: string[]) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}">${styles.map((css) => `<style>${css}</style>`).join('')}</head><body></body></html>`;
const policyOf = (html: string) => html.match(/content-security-policy" content="([^"]*)"/)![1]!;
const directive = (policy: string, name: string) => policy.split(';').find((d) => d.trim().startsWith(name))!;

describe('style hashes in the content security policy', () => {
  const before = `default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' ${hash(known)} ${hash(elsewhere)};`;
  const policy = policyOf(ownStyleHashes(page(before, [known, brought])));

  it('adds the hash of a style the policy left out, media queries and all, to style-src only', () => {
    expect(directive(policy, 'style-src')).toContain(hash(brought));
    expect(directive(policy, 'script-src')).not.toContain(hash(brought));
  });

  it("keeps the page's own styles and the other sources, and drops the hashes of styles the page does not have", () => {
    const styleSrc = directive(policy, 'style-src').trim().split(/\s+/);
    expect(styleSrc).toEqual(['style-src', "'self'", hash(known), hash(brought)]);
    expect(directive(policy, 'script-src')).toBe(" script-src 'self' 'sha256-abc='");
    expect(policy.startsWith("default-src 'self';")).toBe(true);
  });

  it('leaves a page whose policy already lists exactly its styles unchanged', () => {
    const html = page(`style-src 'self' ${hash(known)}`, [known]);
    expect(ownStyleHashes(html)).toBe(html);
  });
});
