/**
 * Over the built site: every listed document names its session once, after
 * its title or in it ("…, even semester 2024-25" is not followed by
 * "— Even Semester 2024-25" again); a list's key names only the markers
 * its rows carry.
 */
import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
import { builtPages } from '../../../server/built-site.ts';
import { NEW_FOR_DAYS } from '../../lib/document-rules.ts';
import { words as documentListWords } from './DocumentList.words.ts';

const listed = builtPages({ kinds: ['page'] }).flatMap(({ route, html }) =>
  parse(html)
    .querySelectorAll('li[data-document] .document__title > :first-child')
    .map((title) => ({ route, text: title.textContent.replace(/\s+/g, ' ').trim() })),
);

it('documents are listed on the built pages', () => expect(listed.length).toBeGreaterThan(0));

it('no document says the same words twice across its title and session', () => {
  // The document's label (its link, or its text while not yet published): "<title> — <session>", the session not already in the title.
  const repeated = listed.filter(({ text }) => {
    const [title, session] = text.split(' — ');
    return session !== undefined && title!.toLowerCase().includes(session.toLowerCase());
  });
  expect(repeated.map(({ route, text }) => `${route}: ${text}`)).toEqual([]);
});

it('a list’s key explains the markers its rows carry, and no other', () => {
  const lists = builtPages({ kinds: ['page'] }).flatMap(({ route, lang, html }) => {
    const doc = parse(html);
    return doc
      .querySelectorAll('[data-document-category]')
      .map((list) => ({ route, lang, list, key: doc.querySelector(`[data-document-key="${list.getAttribute('data-document-category')}"]`) }));
  });
  expect(lists.length).toBeGreaterThan(0);
  for (const { route, lang, list, key } of lists) {
    const words = documentListWords[lang];
    const text = key?.textContent ?? '';
    expect(text.includes(words.keyNew(NEW_FOR_DAYS)), `${route}: the key names the New marker exactly when a row carries it`).toBe(
      Boolean(list.querySelector('.badge--new')),
    );
    expect(text.includes(words.keyPending), `${route}: the key names the "not yet published" marker exactly when a row carries it`).toBe(
      Boolean(list.querySelector('.badge--pending')),
    );
  }
});
