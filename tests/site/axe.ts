/**
 * axe-core in the open page, against WCAG 2.2 AA: what every accessibility
 * check in the browser uses. axe is put into a page once and then run as
 * often as the test needs (at each width, say): putting its 600 KB in again
 * for every run took three times as long as the run itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Each violation as one readable line: "rule: help — the first few elements". Only `include` when given (a selector). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([tags, selector]) => {
      const axe = (window as unknown as { axe: { run: (context: ElementContext, options: object) => Promise<AxeResults> } }).axe;
      return axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [AXE_TAGS, include] as const,
  );
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
