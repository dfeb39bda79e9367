/** The apply banner (ApplyBanner.astro) on the School of Humanities' page, in each language it is published in: while admission is open, a picture beside Apply now opens the same admission form. */
import { expect, test } from '../../../tests/visitor.ts';
import { datedState, readData } from '../../../tests/content.ts';
import { builtAsOf } from '../../../tests/e2e/dated-content.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';
import { words as applyWords } from './ApplyBanner.words.ts';

const school = (id: string) => readData<{ applyImage?: { alt: string } }>(`schools/${id}.yaml`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('school pages', () => {
  for (const [lang, route] of publishedRoutes('/school-of-humanities')) {
    const translate = translator(lang);
    const humanities = school('humanities');

    test(`${route}: while admission is open, a picture beside Apply now opens the same admission form`, async ({ visitor: page, request }) => {
      const { status } = datedState(await builtAsOf(request));
      await page.goto(route);
      const banner = page.locator('.apply-banner');
      if (status.state !== 'open') {
        // No form to open: no picture links to one.
        await expect(banner.locator('img')).toHaveCount(0);
        return;
      }
      const apply = banner.getByRole('link', { name: new RegExp(`^${escape(applyWords[lang].apply)}`) });
      const picture = banner.getByRole('link', { name: new RegExp(`^${escape(translate(humanities.applyImage!.alt))}`) });
      await expect(picture.locator('img')).toBeVisible();
      for (const link of [apply, picture]) {
        await expect(link).toHaveAttribute('href', status.cycle.form);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      // Beside the button: side by side on a wide screen, in the same banner.
      const [pictureBox, applyBox] = [await picture.boundingBox(), await apply.boundingBox()];
      expect(pictureBox!.x + pictureBox!.width).toBeLessThanOrEqual(applyBox!.x);
      expect(pictureBox!.y).toBeLessThan(applyBox!.y + applyBox!.height);
      expect(applyBox!.y).toBeLessThan(pictureBox!.y + pictureBox!.height);
    });
  }
});
