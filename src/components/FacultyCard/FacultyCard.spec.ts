/**
 * The faculty cards (FacultyCard.astro, Escape from CloseDetailsOnEscape) on the College
 * of Pharmacy's page, in each language it is published in: independent
 * toggles, the display filter as rendered, the photograph or the initial in
 * its place, and the details' Escape and reading without JavaScript.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../tests/visitor.ts';
import { FACULTY_FIELDS, shownFields } from '../../lib/faculty-display.ts';
import { nameOf } from '../../../tests/fixtures/people.ts';
import { initialOf } from '../../lib/initial.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';
import { escape, openDepartments, teachers } from '../FacultyDirectory/faculty-directory-steps.ts';
import { words as cardWords } from './FacultyCard.words.ts';

const facultyCard = (page: Page, name: string) => page.locator('article.faculty-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const toggle = (card: Locator) => card.locator('summary');
const labels = (card: Locator) => card.locator('dt').allTextContents();

for (const [lang, pharmacy] of publishedRoutes('/school-of-pharmacy')) {
  const words = cardWords[lang];
  const fields = FACULTY_FIELDS[lang];
  const translate = translator(lang);

  test.describe(`faculty cards on ${pharmacy}`, () => {
    test(`each card opens and closes on its own, and its toggle says ${words.showMore} or ${words.showLess}`, async ({ visitor: page }) => {
      await page.goto(pharmacy);
      await openDepartments(page);
      const [first, second] = teachers.map((p) => nameOf(p.id));
      const a = facultyCard(page, first!);
      const b = facultyCard(page, second!);
      const details = (card: Locator) => card.locator('.faculty-card__facts--more');
      const closed = (name: string) => `${words.showMore} ${words.about(name)}`;
      const open = (name: string) => `${words.showLess} ${words.about(name)}`;
      await expect(toggle(a)).toHaveAccessibleName(closed(first!));
      await expect(details(a)).toBeHidden();

      await toggle(a).click();
      await expect(toggle(a)).toHaveAccessibleName(open(first!));
      await expect(details(a)).toBeVisible();
      await expect(toggle(b)).toHaveAccessibleName(closed(second!));
      await expect(details(b)).toBeHidden();

      await toggle(b).press('Enter');
      await expect(details(b)).toBeVisible();
      await expect(details(a)).toBeVisible();

      await toggle(a).click();
      await expect(toggle(a)).toHaveAccessibleName(closed(first!));
      await expect(details(a)).toBeHidden();
      await expect(toggle(b)).toHaveAccessibleName(open(second!));
      await expect(details(b)).toBeVisible();
    });

    test('every card shows the filled fields of its profile and hides the placeholders the specification lists', async ({ visitor: page }) => {
      await page.goto(pharmacy);
      await openDepartments(page);
      let hidden = 0;
      for (const teacher of teachers) {
        const card = facultyCard(page, nameOf(teacher.id));
        const more = shownFields(teacher.profile!, fields.detail).map((f) => f.label);
        if (more.length) await toggle(card).click();
        const contacts = [teacher.contact?.email && words.email, teacher.contact?.phone && words.phone].filter(Boolean);
        expect(await labels(card), teacher.id).toEqual([...shownFields(teacher.profile!, fields.essential).map((f) => f.label), ...contacts, ...more]);
        // The profile speaks the page's language: the qualifications come first, each through the dictionary.
        await expect(card.locator('dd').first(), teacher.id).toHaveText(
          (teacher.profile as { qualifications: string[] }).qualifications.map(translate).join(', '),
        );
        hidden += Object.keys(fields.detail).length - more.length;
        await expect(card.locator('dd').getByText(/^(NA|NIL|Nil|-|-{2,}|—)$/)).toHaveCount(0);
      }
      // The sample content exercises the rule: some fields are placeholders.
      expect(hidden).toBeGreaterThan(0);
      const scholar = teachers.find((t) => shownFields(t.profile!, { google_scholar: '' }).length);
      if (scholar) {
        const name = nameOf(scholar.id);
        await expect(page.getByRole('link', { name: new RegExp(escape(`${words.scholarProfile} ${words.scholarOf(name)}`)) })).toHaveAttribute(
          'target',
          '_blank',
        );
      }
    });

    test('each teacher has a photograph that loads, or the initial of their name in its place', async ({ visitor: page }) => {
      await page.goto(pharmacy);
      await openDepartments(page);
      const cards = page.locator('article.faculty-card');
      await expect(cards).toHaveCount(teachers.length);
      for (const card of await cards.all()) {
        const photo = card.locator('.faculty-card__photo');
        await expect(photo).toHaveCount(1);
        await photo.scrollIntoViewIfNeeded();
        const name = await card.locator('.faculty-card__name').innerText();
        if (await photo.evaluate((el) => el.tagName === 'IMG')) {
          await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        } else {
          await expect(photo).toHaveText(initialOf(name));
        }
      }
    });
  });
}

// The faculty directory in each language it is published in, with the toggle's words from FacultyCard.words.ts.
for (const [lang, pharmacy] of publishedRoutes('/school-of-pharmacy')) {
  test.describe(`faculty cards on ${pharmacy}`, () => {
    const card = (page: Page) =>
      page
        .locator('article.faculty-card')
        .filter({ has: page.locator('summary') })
        .first();
    // Cards sit in department sections that open and close; open the first card's section.
    const openItsDepartment = (page: Page) => page.locator('details.faculty-directory__department > summary').first().click();

    test('Escape closes the open details and returns focus to the toggle', async ({ page }) => {
      await page.goto(pharmacy);
      await openItsDepartment(page);
      const toggle = card(page).locator('summary');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(card(page).locator('details')).toHaveAttribute('open', '');
      // The cards' Escape is ready once their island is.
      await expect(page.locator('[data-ready]:has(.faculty-directory)')).toBeAttached();
      await expect(toggle).toContainText(cardWords[lang].showLess);
      // Into the details, then Escape from there.
      await card(page)
        .locator('details dl')
        .evaluate((dl) => dl.setAttribute('tabindex', '-1'));
      await card(page).locator('details dl').focus();
      await page.keyboard.press('Escape');
      await expect(card(page).locator('details')).not.toHaveAttribute('open', '');
      await expect(toggle).toBeFocused();
      await expect(toggle).toContainText(cardWords[lang].showMore);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('each toggle opens and closes its own details', async ({ page }) => {
        await page.goto(pharmacy);
        await openItsDepartment(page);
        const toggle = card(page).locator('summary');
        await expect(toggle).toContainText(cardWords[lang].showMore);
        await toggle.click();
        await expect(toggle).toContainText(cardWords[lang].showLess);
        await expect(card(page).locator('details dl')).toBeVisible();
        await toggle.click();
        await expect(card(page).locator('details dl')).toBeHidden();
      });
    });
  });
}
