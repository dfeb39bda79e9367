/**
 * The plain rules behind the site search dialog: how a Pagefind result's URL
 * becomes a route, what the status line says, when the "/" shortcut is left
 * alone, and which words a page is also found by.
 */

/** "/fee-structure/" (how Pagefind names a built page) → "/fee-structure"; "/" stays "/". */
export function resultRoute(url: string): string {
  const [path = '/', rest = ''] = url.split(/(?=[?#])/);
  const clean = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  return clean + rest;
}

/** The words of the status line, in the page's language, with the mark that ends its sentences (. or ।). */
export interface StatusWords {
  noMatch: (query: string) => string;
  matches: (total: number, query: string) => string;
  showingFirst: (shown: number) => string;
  fullStop: string;
}

/** The status line under the search box. */
export function resultsStatus(query: string, total: number, shown: number, words: StatusWords): string {
  const q = query.trim();
  if (!q) return '';
  if (total === 0) return words.noMatch(q);
  return `${words.matches(total, q)}${shown < total ? words.showingFirst(shown) : ''}${words.fullStop}`;
}

/** Whether the "/" shortcut should be left alone because the visitor is typing. */
export function isTypingTarget(target: { tagName?: string; isContentEditable?: boolean; type?: string } | null): boolean {
  if (!target || !target.tagName) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target.type ?? 'text').toLowerCase();
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(type);
}

/** A glossary term as the search reads it (src/schemas/translations.ts). */
interface SearchTerm {
  hi: string;
  avoid: string[];
  search: string[];
  page?: string | undefined;
}

/** A word without the nukta, as people often type it. */
const withoutNukta = (word: string) => word.normalize('NFD').replace(/\u093C/g, '');

/**
 * The words a page is also found by, from its language's glossary: for each
 * term whose page it is (`page`, an English route), the term's word followed
 * by the spellings people type instead (ruled out on pages, but typed in the
 * search box), each also without its nukta: the term's word, then the others
 * in brackets.
 */
export function searchWordsOf(terms: readonly SearchTerm[], route: string): string[] {
  return terms
    .filter((term) => term.page === route)
    .map((term) => {
      const others = [...new Set([...term.avoid, ...term.search].flatMap((word) => [word, withoutNukta(word)]))];
      return others.length ? `${term.hi} (${others.join(', ')})` : term.hi;
    });
}
