/**
 * The plain rules behind the site search dialog: how a Pagefind result's URL
 * becomes a route, what the status line says, and when the "/" shortcut is
 * left alone.
 */

/** "/fee-structure/" (how Pagefind names a built page) → "/fee-structure"; "/" stays "/". */
export function resultRoute(url: string): string {
  const [path = '/', rest = ''] = url.split(/(?=[?#])/);
  const clean = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  return clean + rest;
}

/** The words of the status line, in the page's language. */
export interface StatusWords {
  noMatch: (query: string) => string;
  matches: (total: number, query: string) => string;
  showingFirst: (shown: number) => string;
}

/** The status line under the search box. */
export function resultsStatus(query: string, total: number, shown: number, words: StatusWords): string {
  const q = query.trim();
  if (!q) return '';
  if (total === 0) return words.noMatch(q);
  return `${words.matches(total, q)}${shown < total ? words.showingFirst(shown) : ''}.`;
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
