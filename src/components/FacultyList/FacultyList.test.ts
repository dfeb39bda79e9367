/** The faculty lists (FacultyList.astro) on the built pages that use them, in each language: name, designation, department and a profile that is never a dead link. */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../../server/built-site.ts';
import { builtDoc, fullText } from '../../../tests/built-page.ts';
import { words as linkWords } from '../Link/Link.words.ts';
import { words } from './FacultyList.words.ts';

const lists = builtPages().filter(({ html }) => html.includes('data-faculty-list'));

it('faculty lists are on the built pages', () => expect(lists.length).toBeGreaterThan(0));

for (const { route, lang } of lists) {
  describe(route, () => {
    const tables = builtDoc(route).querySelectorAll('[data-faculty-list]');

    it('heads its columns name, designation, department and profile', () => {
      for (const table of tables) {
        const t = words[lang];
        expect(table.querySelectorAll('thead th').map(fullText)).toEqual([t.name, t.designation, t.department, t.profile]);
      }
    });

    it('links each profile, opening in a new tab, or marks it not yet published: never a dead link', () => {
      for (const cell of tables.flatMap((table) => table.querySelectorAll('tbody td:last-child'))) {
        const link = cell.querySelector('a');
        if (!link) expect(fullText(cell)).toContain(linkWords[lang].pending);
        else {
          expect(link.getAttribute('href')).not.toMatch(/^#?$/);
          expect(link.getAttribute('target')).toBe('_blank');
        }
      }
    });
  });
}
