/**
 * Over the built site: every listed document names its session once, after
 * its title or in it ("…, even semester 2024-25" is not followed by
 * "— Even Semester 2024-25" again).
 */
import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
import { builtPages } from '../../../server/built-site.ts';

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
