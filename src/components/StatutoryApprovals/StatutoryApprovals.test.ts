/**
 * The statutory approvals (StatutoryApprovals.astro) on the built /statutory-bodies, in each language it is published in:
 * the EOA report's button (marked not yet published while it is pending, never a dead link), a card for each approval,
 * external documents opening in a new tab.
 */
import { expect, it } from 'vitest';
import { readData } from '../../../tests/content.ts';
import { builtDoc, fullText } from '../../../tests/built-page.ts';
import { hrefIn, publishedRoutes, translator } from '../../../tests/languages.ts';
import { words as linkWords } from '../Link/Link.words.ts';
import { words } from './StatutoryApprovals.words.ts';

const { eoaReport, cards } = readData('university/statutory-approvals.yaml') as { eoaReport: string; cards: { title: string; href: string }[] };

for (const [lang, route] of publishedRoutes('/statutory-bodies')) {
  it(`${route}: a button that names the EOA report, a card for each approval, documents as links or marked not yet published`, () => {
    const doc = builtDoc(route);
    const translate = translator(lang);
    const eoa = doc.querySelector('.eoa')!;
    if (eoaReport === 'pending') expect(fullText(eoa.querySelector('.link-pending')!)).toBe(`${words[lang].viewReport}${linkWords[lang].pending}`);
    else expect(eoa.querySelector('a')!.getAttribute('href')).toBe(hrefIn(lang, eoaReport));
    const shown = doc.querySelectorAll('.card');
    expect(shown.map((card) => fullText(card.querySelector('.card__title')!))).toEqual(cards.map((card) => translate(card.title)));
    shown.forEach((card, i) => {
      const { href } = cards[i]!;
      const link = card.querySelector('a.card__link');
      if (href === 'pending') return expect(fullText(card.querySelector('.card__link')!)).toContain(linkWords[lang].pending);
      expect(link!.getAttribute('href')).toBe(hrefIn(lang, href));
      expect(fullText(link!)).toContain(words[lang].viewDocument);
      if (href.startsWith('https://')) expect(link!.getAttribute('target')).toBe('_blank');
    });
  });
}
