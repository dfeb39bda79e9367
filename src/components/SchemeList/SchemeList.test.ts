/** The scholarship schemes (SchemeList.astro) on the built /scholarships: one item per scheme of scholarships.yaml, each link naming its scheme and opening in a new tab. */
import { expect, it } from 'vitest';
import { readData } from '../../../tests/content.ts';
import { builtDoc, fullText } from '../../../tests/built-page.ts';
import { words as linkWordsByLang } from '../Link/Link.words.ts';

const linkWords = linkWordsByLang.en;

it('lists each scheme once, and each scholarship link names its scheme and opens in a new tab', () => {
  const list = builtDoc('/scholarships').querySelector('[data-schemes]')!;
  const { schemes } = readData('scholarships.yaml') as { schemes: unknown[] };
  expect(list.querySelectorAll(':scope > li')).toHaveLength(schemes.length);
  for (const item of list.querySelectorAll(':scope > li')) {
    const link = item.querySelector('a');
    if (!link) continue;
    const name = fullText(item.querySelector('.scheme__name')!);
    expect(fullText(link)).toContain(`for ${name}`);
    expect(fullText(link).endsWith(linkWords.newTab)).toBe(true);
    expect(link.getAttribute('target')).toBe('_blank');
  }
});
