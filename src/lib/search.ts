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

/** The words of a spelling of several words, split where the search splits them. */
const wordsOf = (spelling: string) => spelling.split(/[\s-]+/).filter(Boolean);

/**
 * The words a page is also found by, from its language's glossary: for each
 * term whose page it is (`page`, an English route), the term's word and the
 * spellings people type instead (ruled out on pages, but typed in the search
 * box), each also without its nukta.
 *
 * `words`, which the search weighs most: the term's word followed, in
 * brackets, by its one-word spellings and the words of its longer spellings.
 * `phrases`, weighed less: the longer spellings whole, whose words include
 * another page's word or spelling; a word that belongs to another page
 * (a term's own spelling) is left to that page.
 */
export function searchWordsOf(terms: readonly SearchTerm[], route: string): { words: string[]; phrases: string[] } {
  const spellings = (term: SearchTerm) => [...new Set([...term.avoid, ...term.search].flatMap((word) => [word, withoutNukta(word)]))];
  const elsewhere = new Set(
    terms
      .filter((term) => term.page && term.page !== route)
      .flatMap((term) => [term.hi, ...spellings(term)].filter((spelling) => wordsOf(spelling).length === 1)),
  );
  const mine = terms.filter((term) => term.page === route);
  return {
    words: mine.map((term) => {
      const own = [...new Set(spellings(term).flatMap(wordsOf))].filter((word) => !elsewhere.has(word) && !wordsOf(term.hi).includes(word));
      return own.length ? `${term.hi} (${own.join(', ')})` : term.hi;
    }),
    phrases: mine.flatMap((term) => spellings(term).filter((spelling) => wordsOf(spelling).some((word) => elsewhere.has(word)))),
  };
}
