/** The home page's courses section (HomeCourses.astro), built, in each language: a card for each entry of home.yaml, titled with its school's name, with a link that names it. */
import { expect, it } from 'vitest';
import { readData } from '../../../tests/content.ts';
import { builtDoc, fullText, shownTexts } from '../../../tests/built-page.ts';
import { hrefIn, translator } from '../../../tests/languages.ts';
import { LANGS, routeIn } from '../../lib/languages.ts';
import { words as cardWords } from '../CardGrid/CardGrid.words.ts';

const { courses } = readData('home.yaml') as {
  courses: { heading: string; seeAll: { label: string; href: string }; cards: { school?: string; title?: string; href: string }[] };
};

for (const lang of LANGS) {
  const home = routeIn(lang, '/');
  it(`${home}: the courses section shows a card for each entry of home.yaml, titled with its school’s name, with a link that names it`, () => {
    const translate = translator(lang);
    const section = builtDoc(home)
      .querySelectorAll('section')
      .find((s) => s.querySelector('h2') && fullText(s.querySelector('h2')!) === translate(courses.heading))!;
    expect(section, `a section headed ${translate(courses.heading)}`).toBeDefined();
    const titles = courses.cards.map((card) => translate(card.school ? readData(`schools/${card.school}.yaml`).name : card.title!));
    expect(shownTexts(section, 'h3')).toEqual(titles);
    const links = section.querySelectorAll('.card__link');
    expect(links.map(fullText)).toEqual(titles.map((title) => cardWords[lang].moreAbout(title)));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(courses.cards.map((card) => hrefIn(lang, card.href)));
    const seeAll = section.querySelectorAll('a').find((a) => fullText(a) === translate(courses.seeAll.label));
    expect(seeAll?.getAttribute('href')).toBe(hrefIn(lang, courses.seeAll.href));
  });
}
