/**
 * Documents: the rule that nothing is a fake file, and the newest-first
 * ordering within a category, for whatever documents.yaml holds.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEW_FOR_DAYS, documentsIn, fileType, isNew } from '../../src/lib/document-rules.ts';
import { DOCUMENT_CATEGORY_IDS } from '../../src/lib/document-rules.ts';
import { addDays, formatDate } from '../../src/lib/dates.ts';
import { linkKind } from '../../src/lib/links.ts';
import { readData, type Doc } from '../content.ts';

const documents = readData<Doc[]>('documents.yaml').map((d, position) => ({
  ...d,
  date: d.date ? String(d.date) : undefined,
  position,
}));
const count = (category: string) => documents.filter((d) => d.category === category).length;

describe('documents.yaml', () => {
  it('uses only known categories and unique ids', () => {
    expect(documents.filter((d) => !DOCUMENT_CATEGORY_IDS.includes(d.category as never))).toEqual([]);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  it('lists every category of the file newest first: dated documents by date, the rest in file order', () => {
    for (const category of new Set(documents.map((d) => d.category))) {
      const listed = documentsIn(documents, category);
      expect(listed).toHaveLength(count(category));
      listed.forEach((d, i) => {
        const next = listed[i + 1];
        if (next?.date && d.date) expect(d.date >= next.date, `${d.id} before ${next.id}`).toBe(true);
        if (next && !(next.date && d.date)) expect(d.position < next.position, `${d.id} before ${next.id}`).toBe(true);
      });
    }
  });

  it('a dated document is new for NEW_FOR_DAYS days from its date; an undated one never is', () => {
    const date = '2025-11-10';
    expect(isNew(date, addDays(date, -1))).toBe(false);
    expect(isNew(date, date)).toBe(true);
    expect(isNew(date, addDays(date, NEW_FOR_DAYS - 1))).toBe(true);
    expect(isNew(date, addDays(date, NEW_FOR_DAYS))).toBe(false);
    expect(isNew(undefined, date)).toBe(false);
  });

  it('links only to real files, https addresses, pages of the site, or pending', () => {
    for (const d of documents) {
      const kind = linkKind(d.href);
      expect(['file', 'external', 'internal', 'pending'], d.id).toContain(kind);
      if (kind === 'file') expect(existsSync(`public${d.href}`), `${d.id}: public${d.href}`).toBe(true);
      if (kind === 'internal') expect(d.category, `${d.id}: only notices link to pages`).toBe('notifications');
    }
  });
});

describe('documentsIn', () => {
  const docs = [
    { title: 'a', category: 'x', date: '2025-01-01', href: 'pending', position: 0 },
    { title: 'b', category: 'x', date: '2025-06-01', href: 'pending', position: 1 },
    { title: 'c', category: 'y', date: '2025-09-01', href: 'pending', position: 2 },
    { title: 'd', category: 'x', date: '2025-06-01', href: 'pending', position: 3 },
    { title: 'e', category: 'z', session: 'Vol 2', href: 'pending', position: 4 },
    { title: 'f', category: 'z', session: 'Vol 1', href: 'pending', position: 5 },
  ];
  it.each([
    ['x', ['b', 'd', 'a']],
    ['y', ['c']],
    ['z', ['e', 'f']],
    ['none', []],
  ])('category %s → %j (newest first, ties in file order)', (category, titles) => {
    expect(documentsIn(docs, category).map((d) => d.title)).toEqual(titles);
  });
});

describe('display helpers', () => {
  it.each([
    ['2025-11-10', '10 November 2025'],
    ['2025-01-05', '5 January 2025'],
  ])('formats %s as %s', (iso, text) => expect(formatDate(iso)).toBe(text));

  it.each([
    ['/documents/circular.pdf', 'PDF'],
    ['https://example.gov.in/scheme.pdf', 'PDF'],
    ['https://scholarships.gov.in/', null],
    ['/examination-circulars', null],
    ['pending', null],
  ])('file type of %s is %s', (href, type) => expect(fileType(href)).toBe(type));
});
