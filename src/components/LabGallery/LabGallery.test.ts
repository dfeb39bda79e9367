/** The lab gallery (LabGallery.astro) on the built pharmacy infrastructure page, in each language it is published in: every lab of the school file, each captioned. */
import { expect, it } from 'vitest';
import { readData } from '../../../tests/content.ts';
import { builtDoc, shownTexts } from '../../../tests/built-page.ts';
import { publishedRoutes, translator } from '../../../tests/languages.ts';

const { labs } = readData<{ labs: { name: string; caption: string }[] }>('schools/pharmacy.yaml');

for (const [lang, route] of publishedRoutes('/pharmacy-detail')) {
  it(`${route}: the gallery shows every lab of its school file, in order, each named and captioned`, () => {
    const translate = translator(lang);
    const figures = builtDoc(route).querySelectorAll('figure.lab-gallery__figure');
    expect(figures.flatMap((f) => shownTexts(f, 'figcaption strong'))).toEqual(labs.map((lab) => translate(lab.name)));
    expect(figures.flatMap((f) => shownTexts(f, '.lab-gallery__caption'))).toEqual(labs.map((lab) => translate(lab.caption)));
  });
}
