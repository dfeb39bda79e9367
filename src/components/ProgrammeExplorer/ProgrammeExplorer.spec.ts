/**
 * The programme explorer (ProgrammeExplorer.astro and its island) in
 * Chromium, in each language it is published in: its filters, fee sort and
 * keyboard use, and its reading without JavaScript.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../tests/visitor.ts';
import { rupees, totalFee } from '../../lib/money.ts';
import { exploreRows } from '../../lib/programme-display.ts';
import { LEVEL_NAMES, durationIn, levelLabel } from '../../lib/programme-facts.ts';
import { programmes as readProgrammes, session as readSession } from '../../../tests/content.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';
import { holdScript } from '../../../tests/held-scripts.ts';
import { words as explorerWords } from './ProgrammeExplorer.words.ts';

const programmes = readProgrammes();
const session = readSession();
const withFees = programmes.filter((p) => p.annualFees !== 'pending');
const firstYearFees = withFees.map((p) => (p.annualFees as number[])[0]!);
/** The explorer's rows as its script sees them, to work out what each filter and sort should show. */
const rows = programmes.map((p, order) => ({
  id: p.id,
  level: p.level,
  school: p.school.id,
  fee: p.annualFees === 'pending' ? null : (p.annualFees[0] ?? null),
  order,
}));
const shown = (level: string, school: string, sort: 'default' | 'fee-asc' | 'fee-desc' = 'default') =>
  exploreRows(rows, { level, school }, sort).map((r) => r.id);

/** A visitor reaches for a select (which wakes the island), then picks; a script alone could pick without focus. */
async function choose(select: Locator, value: string) {
  await select.focus();
  await select.selectOption(value);
}
const explorerRows = (page: Page) => page.locator('[data-explorer-rows] tr');
const visibleIds = (page: Page) =>
  explorerRows(page).evaluateAll((rows) => rows.filter((r) => !(r as HTMLElement).hidden).map((r) => (r as HTMLElement).dataset.programme));
const visibleFees = (page: Page) =>
  explorerRows(page).evaluateAll((rows) =>
    rows.filter((r) => !(r as HTMLElement).hidden).map((r) => ((r as HTMLElement).dataset.fee ? Number((r as HTMLElement).dataset.fee) : null)),
  );

// The explorer in each language it is published in: its words from its words file, the facts from the content.
for (const [lang, route] of publishedRoutes('/programmes')) {
  const t = explorerWords[lang];
  const translate = translator(lang);
  const money = (amount: number) => rupees(amount, lang);
  const levels = Object.keys(LEVEL_NAMES).filter((l) => programmes.some((p) => p.level === l));

  test.describe(`programme explorer on ${route}`, () => {
    test('filters by level and by school, and says how many programmes it shows', async ({ visitor: page }) => {
      await page.goto(route);
      const level = page.getByLabel(t.level, { exact: true });
      const school = page.getByLabel(t.school, { exact: true });
      await expect(level).toBeVisible();
      await expect(explorerRows(page)).toHaveCount(programmes.length);
      await expect(page.getByRole('status')).toHaveText(t.intro(programmes.length, session));

      // A level and a school that have programmes in common, and a pair that has none.
      const schools = [...new Set(programmes.map((p) => p.school.id))];
      const pairs = levels.flatMap((l) => schools.map((s) => [l, s] as const));
      const [someLevel, someSchool] = pairs.find(([l, s]) => shown(l, s).length > 0 && shown(l, '').length > shown(l, s).length)!;
      const empty = pairs.find(([l, s]) => shown(l, s).length === 0);
      expect(empty, 'some level has no programme in some school').toBeDefined();

      await choose(level, someLevel);
      await expect.poll(() => visibleIds(page)).toEqual(shown(someLevel, ''));
      await expect(page.getByRole('status')).toHaveText(t.showingSome(shown(someLevel, '').length, programmes.length));

      await choose(school, someSchool);
      await expect.poll(() => visibleIds(page)).toEqual(shown(someLevel, someSchool));
      const left = programmes.find((p) => p.level === someLevel && p.school.id !== someSchool)!;
      await expect(page.locator(`[data-explorer-rows] tr[data-programme="${left.id}"]`)).toBeHidden();

      await choose(level, empty![0]);
      await choose(school, empty![1]);
      await expect.poll(() => visibleIds(page)).toEqual([]);
      await expect(page.getByRole('status')).toHaveText(t.showingNone);

      await page.getByRole('button', { name: t.reset }).click();
      await expect.poll(() => visibleIds(page)).toEqual(programmes.map((p) => p.id));
      await expect(page.getByRole('status')).toHaveText(t.showingAll(programmes.length));
      await expect(level).toHaveValue('');
      await expect(school).toHaveValue('');
    });

    test('sorts by fee both ways, unpublished fees last, and marks the sorted column', async ({ visitor: page }) => {
      await page.goto(route);
      const order = page.getByLabel(t.order, { exact: true });
      const feeHeader = page.getByRole('columnheader', { name: t.feePerYear });

      await choose(order, 'fee-asc');
      await expect(feeHeader).toHaveAttribute('aria-sort', 'ascending');
      const ascending = await visibleFees(page);
      const published = ascending.filter((f) => f !== null) as number[];
      expect(published).toEqual([...published].sort((a, b) => a - b));
      expect(ascending.slice(published.length)).toEqual(Array(programmes.length - withFees.length).fill(null));
      await expect(explorerRows(page).first()).toContainText(money(Math.min(...firstYearFees)));

      await choose(order, 'fee-desc');
      await expect(feeHeader).toHaveAttribute('aria-sort', 'descending');
      const descending = (await visibleFees(page)).filter((f) => f !== null) as number[];
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      await expect(explorerRows(page).first()).toContainText(money(Math.max(...firstYearFees)));

      // Sorting keeps the filter.
      const level = programmes[0]!.level;
      await choose(page.getByLabel(t.level, { exact: true }), level);
      await expect.poll(() => visibleIds(page)).toEqual(shown(level, '', 'fee-desc'));

      await choose(order, 'default');
      await expect(feeHeader).not.toHaveAttribute('aria-sort', /.*/);
      await expect(explorerRows(page).first()).toHaveAttribute('data-programme', programmes[0]!.id);
    });

    test('works from the keyboard: a level chosen with the arrows before the island hydrates is kept and filters the table, the reset button answers Enter, then the first programme in the table takes focus', async ({
      page,
    }) => {
      // The island's script is held back: the first key reaches the server's select, as on a slow phone.
      const release = await holdScript(page);
      await page.goto(route);
      const level = page.getByLabel(t.level, { exact: true });
      await level.focus();
      await page.keyboard.press('ArrowDown');
      await expect(level).toHaveValue(levels[0]!);
      await expect(explorerRows(page)).toHaveCount(programmes.length);
      await expect(page.locator('[data-explorer-controls][data-ready]')).toHaveCount(0);
      release();
      await expect(page.locator('[data-explorer-controls][data-ready]')).toBeAttached();
      await expect(level).toHaveValue(levels[0]!);
      await expect.poll(() => visibleIds(page)).toEqual(shown(levels[0]!, ''));
      await expect(page.getByRole('status')).toHaveText(t.showingSome(shown(levels[0]!, '').length, programmes.length));

      // Level, school, order, then the reset button.
      for (const next of [page.getByLabel(t.school, { exact: true }), page.getByLabel(t.order, { exact: true }), page.getByRole('button', { name: t.reset })]) {
        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
      }
      await page.keyboard.press('Enter');
      await expect(level).toHaveValue('');
      await expect.poll(() => visibleIds(page)).toEqual(programmes.map((p) => p.id));
      await expect(page.getByRole('status')).toHaveText(t.showingAll(programmes.length));

      // The table reads without sideways scrolling at every width, so the next stop is its first link.
      await page.keyboard.press('Tab');
      await expect(
        page
          .getByRole('table', { name: t.caption(session) })
          .getByRole('link')
          .first(),
      ).toBeFocused();
    });
  });

  test.describe(`without JavaScript on ${route}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the explorer reads as one complete table in the page’s language and hides controls that need a script', async ({ visitor: page }) => {
      await page.goto(route);
      await expect(page.locator('[data-explorer-controls]')).toBeHidden();
      const table = page.getByRole('table', { name: t.caption(session) });
      await expect(table.locator('tbody tr')).toHaveCount(programmes.length);
      await expect(table.getByRole('columnheader')).toHaveText([t.programme, t.level, t.school, t.duration, t.intake, t.feePerYear, t.totalFee, t.eligibility]);
      for (const p of programmes) {
        const row = table.locator(`tr[data-programme="${p.id}"]`);
        await expect(row.getByRole('rowheader')).toHaveText(translate(p.name));
        await expect(row.locator(`td[data-label="${t.level}"]`)).toHaveText(levelLabel(lang, p.level));
        await expect(row).toContainText(translate(p.eligibility));
        await expect(row).toContainText(durationIn(lang, p.durationYears, t.years));
        if (p.annualFees !== 'pending') await expect(row).toContainText(money(totalFee(p.annualFees)!));
        else await expect(row).toContainText(t.notPublished);
      }
      await expect(page.getByRole('status')).toHaveText(t.intro(programmes.length, session));
    });
  });
}
