/**
 * Every text/background and interface pair the components use, with its
 * WCAG AA threshold; the ratio is computed from src/styles/tokens.css.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/lib/contrast.ts';

const tokens = Object.fromEntries(
  [...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]),
);

const TEXT = 4.5;
const UI = 3;

/** [foreground, background, minimum ratio, where it is used] */
const PAIRS: [string, string, number, string][] = [
  ['color-text', 'color-surface', TEXT, 'body text'],
  ['color-text', 'color-surface-alt', TEXT, 'text on tinted panels'],
  ['color-text-muted', 'color-surface', TEXT, 'secondary text'],
  ['color-text-muted', 'color-surface-alt', TEXT, 'disabled carousel button text'],
  ['color-primary', 'color-surface', TEXT, 'headings'],
  ['color-primary', 'color-primary-soft', TEXT, 'hovered menu items'],
  ['color-primary-strong', 'color-primary-soft', TEXT, 'table header cells'],
  ['color-text-inverse', 'color-primary', TEXT, 'menu bar, buttons, captions'],
  ['color-text-inverse', 'color-primary-strong', TEXT, 'top strip, footer, hovered buttons'],
  ['color-link-inverse', 'color-primary-strong', TEXT, 'footer links'],
  ['color-text-inverse', 'color-accent', TEXT, 'call-to-action buttons, badges'],
  ['color-text-inverse', 'color-accent-strong', TEXT, 'hovered call-to-action buttons'],
  ['color-text-inverse', 'color-success', TEXT, 'enquiry receipt'],
  ['color-text-inverse', 'color-error', TEXT, 'error badge'],
  ['color-text', 'color-accent-soft', TEXT, 'top banner strip'],
  ['color-accent', 'color-surface', TEXT, 'announcement kicker'],
  ['color-link', 'color-surface', TEXT, 'links'],
  ['color-link', 'color-surface-alt', TEXT, 'links on tinted panels'],
  ['color-link-visited', 'color-surface', TEXT, 'visited links'],
  ['color-error', 'color-surface', TEXT, 'error messages'],
  ['color-error', 'color-error-soft', TEXT, 'error summary'],
  ['color-success', 'color-success-soft', TEXT, 'success message'],
  ['color-warning', 'color-warning-soft', TEXT, '"not yet published" badge'],
  ['color-focus-outer', 'color-focus', TEXT, 'skip link'],
  ['color-border-strong', 'color-surface', UI, 'form control borders'],
  ['color-focus-outer', 'color-surface', UI, 'focus ring on light backgrounds'],
  ['color-focus', 'color-primary', UI, 'focus ring on the menu bar'],
  ['color-focus', 'color-primary-strong', UI, 'focus ring in the footer'],
  ['color-primary', 'color-surface', UI, 'carousel indicators'],
];

describe('token contrast (WCAG AA)', () => {
  it('reads every colour token', () => expect(Object.keys(tokens).length).toBeGreaterThan(20));

  it.each(PAIRS)('%s on %s ≥ %d:1 (%s)', (fg, bg, minimum) => {
    expect(tokens[fg], `token --${fg}`).toBeDefined();
    expect(tokens[bg], `token --${bg}`).toBeDefined();
    expect(contrastRatio(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(minimum);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
