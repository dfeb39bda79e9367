/**
 * The plain rules behind the site search dialog: how a Pagefind result's URL
 * becomes a route, how its excerpt is split into text and highlighted words
 * (never inserted as HTML), and what the status line says.
 */

/** "/fee-structure/" (how Pagefind names a built page) → "/fee-structure"; "/" stays "/". */
export function resultRoute(url: string): string {
  const [path = '/', rest = ''] = url.split(/(?=[?#])/);
  const clean = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  return clean + rest;
}

export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt is HTML text with the matched words in <mark>. Split it
 * into parts to render as text nodes; any other tag is dropped, entities are
 * decoded.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let highlighted = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) highlighted = true;
    else if (/^<\/mark>$/i.test(piece)) highlighted = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, highlighted });
    }
  }
  return parts;
}

/** The status line under the search box. */
export function resultsStatus(query: string, total: number, shown: number): string {
  const q = query.trim();
  if (!q) return '';
  if (total === 0) return `No pages match “${q}”. Try other words, or browse the site map.`;
  const pages = total === 1 ? '1 page matches' : `${total} pages match`;
  return shown < total ? `${pages} “${q}”; showing the first ${shown}.` : `${pages} “${q}”.`;
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
