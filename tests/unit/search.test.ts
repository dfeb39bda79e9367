/** The search dialog's plain rules: result routes, safe excerpts, status text, the "/" shortcut. */
import { describe, expect, it } from 'vitest';
import { excerptParts, isTypingTarget, resultRoute, resultsStatus } from '../../src/lib/search';

describe('resultRoute', () => {
  it.each([
    ['/fee-structure/', '/fee-structure'],
    ['/', '/'],
    ['/ABCId/', '/ABCId'],
    ['/notifications/index.html', '/notifications'],
    ['/iqac/#members', '/iqac#members'],
  ])('%s → %s', (url, route) => expect(resultRoute(url)).toBe(route));
});

describe('excerptParts', () => {
  it.each([
    ['The <mark>fee</mark> for B.Tech', [['The ', false], ['fee', true], [' for B.Tech', false]]],
    ['Fees &amp; charges &lt;2025&gt;', [['Fees & charges <2025>', false]]],
    ['<mark>Hostel</mark>', [['Hostel', true]]],
    ['a <img src=x onerror=alert(1)>b <mark>c</mark>', [['a b ', false], ['c', true]]],
    ['&#8377;&#x20B9; 2000', [['₹₹ 2000', false]]],
    ['', []],
  ])('%j', (excerpt, parts) => {
    expect(excerptParts(excerpt).map((p) => [p.text, p.highlighted])).toEqual(parts);
  });
});

describe('resultsStatus', () => {
  it.each([
    ['', 0, 0, ''],
    ['xyz', 0, 0, 'No pages match “xyz”. Try other words, or browse the site map.'],
    ['fee', 1, 1, '1 page matches “fee”.'],
    [' fee ', 4, 4, '4 pages match “fee”.'],
    ['fee', 23, 10, '23 pages match “fee”; showing the first 10.'],
  ])('(%j, %i, %i) → %j', (query, total, shown, text) => expect(resultsStatus(query, total, shown)).toBe(text));
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
