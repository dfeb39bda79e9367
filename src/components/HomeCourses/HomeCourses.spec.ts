/** The home page's courses section (HomeCourses.astro) in each language: a card for each entry of home.yaml, titled with its school's name, with a link that names it. */
import { expect, test, type Page } from '@playwright/test';
import { readData } from '../../../tests/content.ts';
import { hrefIn, translator } from '../../../tests/languages.ts';
import { LANGS, routeIn } from '../../lib/languages.ts';
import { wordsOf } from '../../i18n/index.ts';

const cardStrings = wordsOf('cardGrid');

const home = readData('home.yaml') as {
  courses: { heading: string; seeAll: { label: string; href: string }; cards: { school?: string; title?: string; href: string }[] };
};

const dismissAnnouncement = (page: Page) => page.addInitScript(() => sessionStorage.setItem('announcement-dismissed', '1'));

// The home page in each language: the same rules, with the words of the components' dictionaries (src/i18n) and the dictionary.
for (const lang of LANGS) {
  const homeRoute = routeIn(lang, '/');
  const translate = translator(lang);

  test(`${homeRoute}: the courses section shows a card for each entry of home.yaml, titled with its school’s name, with a link that names it`, async ({
    page,
  }) => {
    await dismissAnnouncement(page);
    await page.goto(homeRoute);
    const section = page.getByRole('region', { name: translate(home.courses.heading) });
    const titles = home.courses.cards.map((card) => translate(card.school ? readData(`schools/${card.school}.yaml`).name : card.title!));
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
    await expect(section.locator('.card__link')).toHaveText(titles.map((title) => cardStrings[lang].moreAbout(title)));
    const targets = await section.locator('.card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(home.courses.cards.map((card) => hrefIn(lang, card.href)));
    await expect(section.getByRole('link', { name: translate(home.courses.seeAll.label) })).toHaveAttribute('href', hrefIn(lang, home.courses.seeAll.href));
  });
}
