/**
 * Each built page's content security policy allows every inline style the
 * page has (integrations/finish-pages/style-hashes.mjs), including the styles
 * an MDX page's own components bring, which Astro's policy leaves out.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashEveryStyle } from '../../integrations/finish-pages/style-hashes.mjs';

const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const known = '.known{color:red}';
const brought = '@media (width<=767.98px){.brought{display:block}}';
const page = (policy: string, styles: string[]) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}">${styles.map((css) => `<style>${css}</style>`).join('')}</head><body></body></html>`;
const policyOf = (html: string) => html.match(/content-security-policy" content="([^"]*)"/)![1]!;

describe('style hashes in the content security policy', () => {
  it('adds the hash of a style the policy left out, media queries and all, to style-src only', () => {
    const before = `default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' ${hash(known)};`;
    const policy = policyOf(hashEveryStyle(page(before, [known, brought])));
    const styleSrc = policy.split(';').find((directive) => directive.trim().startsWith('style-src'))!;
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(styleSrc).toContain(hash(known));
    expect(styleSrc).toContain(hash(brought));
    expect(scriptSrc).not.toContain(hash(brought));
  });

  it('leaves a page whose styles are all allowed unchanged', () => {
    const html = page(`style-src 'self' ${hash(known)}`, [known]);
    expect(hashEveryStyle(html)).toBe(html);
  });
});
