/** The lab gallery (LabGallery.astro) on the pharmacy infrastructure page, in each language it is published in: every lab of the school file, each captioned. */
import { expect, test } from '../../../tests/visitor.ts';
import { readData } from '../../../tests/content.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';

const school = (id: string) => readData<{ labs?: { name: string; caption: string }[] }>(`schools/${id}.yaml`);

test.describe('faculty lists and societies', () => {
  for (const [lang, route] of publishedRoutes('/pharmacy-detail')) {
    test(`${route}: the pharmacy infrastructure gallery shows every lab of its school file, each captioned`, async ({ visitor: page }) => {
      const translate = translator(lang);
      await page.goto(route);
      const figures = page.locator('figure.lab-gallery__figure');
      const labs = school('pharmacy').labs!;
      await expect(figures).toHaveCount(labs.length);
      await expect(figures.locator('figcaption strong')).toHaveText(labs.map((lab) => translate(lab.name)));
      await expect(figures.locator('.lab-gallery__caption')).toHaveText(labs.map((lab) => translate(lab.caption)));
    });
  }
});
