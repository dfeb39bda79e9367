/** The search dialog's plain rules: result routes, status text, the "/" shortcut, a page's search words. */
import { describe, expect, it } from 'vitest';
import { isTypingTarget, resultRoute, resultsStatus, searchWordsOf } from '../../src/lib/search.ts';
import { words as strings } from '../../src/components/SiteSearch/SiteSearch.words.ts';

describe('resultRoute', () => {
  it.each([
    ['/fee-structure/', '/fee-structure'],
    ['/', '/'],
    ['/ABCId/', '/ABCId'],
    ['/notifications/index.html', '/notifications'],
    ['/iqac/#members', '/iqac#members'],
  ])('%s → %s', (url, route) => expect(resultRoute(url)).toBe(route));
});

describe('resultsStatus', () => {
  it.each([
    ['', 0, 0, ''],
    ['xyz', 0, 0, 'No pages match “xyz”. Try other words, or browse the site map.'],
    ['fee', 1, 1, '1 page matches “fee”.'],
    [' fee ', 4, 4, '4 pages match “fee”.'],
    ['fee', 23, 10, '23 pages match “fee”; showing the first 10.'],
  ])('(%j, %i, %i) → %j', (query, total, shown, text) => expect(resultsStatus(query, total, shown, strings.en)).toBe(text));

  it('says the same in Hindi: the query, the number of pages and how many are shown', () => {
    expect(resultsStatus('', 0, 0, strings.hi)).toBe('');
    expect(resultsStatus('शुल्क', 0, 0, strings.hi)).toContain('“शुल्क”');
    const partial = resultsStatus(' शुल्क ', 23, 10, strings.hi);
    for (const part of ['“शुल्क”', '23', '10']) expect(partial).toContain(part);
    expect(resultsStatus('शुल्क', 4, 4, strings.hi)).not.toContain(strings.hi.showingFirst(4));
  });

  it('ends a Hindi sentence with the danda, never a Latin full stop', () => {
    for (const status of [resultsStatus('शुल्क', 0, 0, strings.hi), resultsStatus('शुल्क', 23, 10, strings.hi), resultsStatus('शुल्क', 1, 1, strings.hi)]) {
      expect(status).toMatch(/।$/);
      expect(status).not.toContain('.');
    }
    expect(strings.hi.tip.join('')).not.toMatch(/[\u0900-\u097F]\./);
  });
});

describe('searchWordsOf', () => {
  const fee = { hi: 'शुल्क', avoid: ['फ़ीस', 'फीस'], search: [], page: '/fee-structure' };
  const admission = { hi: 'प्रवेश', avoid: ['दाखिला'], search: ['नामांकन'], page: '/admission-main' };
  const student = { hi: 'विद्यार्थी', avoid: ['छात्र'], search: [] };

  const chancellor = { hi: 'कुलाधिपति', avoid: ['चांसलर'], search: [], page: '/chancellor' };
  const proChancellor = { hi: 'प्रति-कुलाधिपति', avoid: ['प्रतिकुलाधिपति', 'प्रो-चांसलर', 'प्रो चांसलर'], search: [], page: '/about-pro-chancellor' };

  it("gives a page the term's word and the spellings people type, each also without the nukta", () => {
    expect(searchWordsOf([fee, admission, student], '/fee-structure')).toEqual({ words: ['शुल्क (फ़ीस, फीस)'], phrases: [] });
    expect(searchWordsOf([fee, admission, student], '/admission-main')).toEqual({ words: ['प्रवेश (दाखिला, नामांकन)'], phrases: [] });
    expect(searchWordsOf([{ ...fee, avoid: ['फ़ीस'] }], '/fee-structure').words).toEqual(['शुल्क (फ़ीस, फीस)']);
  });

  it("leaves another page's word to that page: it stays only in the longer spelling, weighed less", () => {
    expect(searchWordsOf([chancellor, proChancellor], '/about-pro-chancellor')).toEqual({
      words: ['प्रति-कुलाधिपति (प्रतिकुलाधिपति, प्रो)'],
      phrases: ['प्रो-चांसलर', 'प्रो चांसलर'],
    });
    expect(searchWordsOf([chancellor, proChancellor], '/chancellor')).toEqual({ words: ['कुलाधिपति (चांसलर)'], phrases: [] });
  });

  it('gives other pages nothing: a term without a page is found where its word stands', () => {
    expect(searchWordsOf([fee, admission, student], '/hostel-facilities')).toEqual({ words: [], phrases: [] });
  });
});

describe('isTypingTarget', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'INPUT', type: 'email' }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'submit' }, false],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'A' }, false],
    [{ tagName: 'BODY' }, false],
    [null, false],
  ])('%j → %s', (target, typing) => expect(isTypingTarget(target)).toBe(typing));
});
