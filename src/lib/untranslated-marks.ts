/**
 * On a page in another language, the English texts that have no translation
 * yet (a scholarship added in English only) are marked as English, so that
 * screen readers read them in English and a reader knows why they are:
 * each occurrence is wrapped in <span lang="en" data-untranslated>, and one
 * short note says that these parts are not translated yet: at the end of the
 * page's main content when a text is there, else at the end of the footer. Texts are matched in the page's text only, never in
 * attributes, scripts, styles or elements that hold plain text (title, option).
 */

/** Elements whose content is plain text, where a <span> cannot go. */
const PLAIN_TEXT = /^<(script|style|title|textarea|option|template|noscript)\b[^>]*>$/i;

/** As Astro writes text into HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>'"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' })[char]!);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param html the rendered page
 * @param texts the English texts shown for want of a translation
 * @param note the short note, in the page's language, added to <main> when any text is marked
 */
export function markUntranslated(html: string, texts: Iterable<string>, note: string): string {
  // Longest first, so a text that holds a shorter one is marked whole.
  const written = [...new Set(texts)].map(escapeHtml).sort((a, b) => b.length - a.length);
  if (!written.length) return html;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${written.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  let inBody = false;
  let inMain = false;
  let plainUntil: string | undefined;
  const marked = { main: 0, frame: 0 };
  const parts = html.split(/(<[^>]*>)/);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      if (plainUntil) {
        if (part.toLowerCase().startsWith(plainUntil)) plainUntil = undefined;
      } else if (/^<body\b/i.test(part)) inBody = true;
      else if (/^<main\b/i.test(part)) inMain = true;
      else if (/^<\/main\b/i.test(part)) inMain = false;
      else plainUntil = PLAIN_TEXT.exec(part) ? `</${PLAIN_TEXT.exec(part)![1]!.toLowerCase()}` : undefined;
      continue;
    }
    if (!inBody || plainUntil || !part.trim()) continue;
    parts[i] = part.replace(pattern, (text) => {
      marked[inMain ? 'main' : 'frame']++;
      return `<span lang="en" data-untranslated>${text}</span>`;
    });
  }
  const page = parts.join('');
  const said = `<p class="untranslated-note">${escapeHtml(note)}</p>`;
  // In the main content when it holds such a text; else (a menu label) in the footer, part of every page's frame like the label.
  if (marked.main) return page.replace(/<\/main>/i, `${said}</main>`);
  if (marked.frame)
    return /<\/footer>/i.test(page) ? page.replace(/<\/footer>(?![\s\S]*<\/footer>)/i, `${said}</footer>`) : page.replace(/<\/body>/i, `${said}</body>`);
  return page;
}
