/**
 * The report as one HTML page that links its pictures, the files beside it in
 * pictures/ (so the page stays small and opens at once; pictures load as the
 * reader scrolls). The summary, then each changed page: the words it gained
 * and lost, the content files behind it, its before and after side by side at
 * each width, a slider that wipes from one to the other, and the picture of
 * the differences.
 */
import { WIDTHS } from './screenshots.mjs';
import { summaryMarkdown, wordLines } from './summary-markdown.mjs';

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 110rem; color: #1b1b1b; }
pre.summary { white-space: pre-wrap; background: #f4f4f4; padding: 1rem; }
section.page { border-top: 2px solid #ccc; margin-top: 2rem; }
.pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; }
img { max-width: 100%; height: auto; border: 1px solid #999; display: block; background: #fff; }
.words p { margin: 0.25rem 0; padding: 0.25rem 0.5rem; background: #f4f4f4; }
del { background: #ffd7d5; color: #82071e; }
ins { background: #d1f0d9; color: #055d20; text-decoration: underline; }
.controls { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0.5rem 0; }
/* Overlay: before and after in one place, the after picture shown right of the slider. */
.width:has(.overlay:checked) .pair { grid-template-columns: minmax(16rem, 1fr) minmax(16rem, 1fr); }
.width:has(.overlay:checked) .before, .width:has(.overlay:checked) .after { grid-area: 1 / 1; }
.width:has(.overlay:checked) .after { clip-path: inset(0 0 0 var(--at, 50%)); }
.width:has(.overlay:checked) .after figcaption { visibility: hidden; }
.width:not(:has(.overlay:checked)) .wipe { display: none; }
`;

const SCRIPT = `document.addEventListener('input', (event) => {
  if (event.target.matches('.wipe input')) event.target.closest('.width').style.setProperty('--at', event.target.value + '%');
});`;

function wordsOf(item) {
  // Markup alone changed (an attribute, a link's target): the pictures show whether it looks different.
  if (!item.words?.lines.length) return item.kind === 'modified' ? '<p>The words are the same; only the markup changed.</p>' : '';
  const more = item.words.more ? `<p>…and ${item.words.more} more changed lines.</p>` : '';
  return `<h3>Words added and removed</h3><div class="words" lang="${escape(item.words.lang)}">${wordLines(item.words, escape)
    .map((line) => `<p>${line}</p>`)
    .join('')}${more}</div>`;
}

const feedsOf = (item) => (item.feeds?.length ? `<p>Content files behind it: ${item.feeds.map((file) => `<code>${escape(file)}</code>`).join(', ')}</p>` : '');

function picturesOf(item) {
  if (item.picturesLeftOut) return '<p>No pictures: more pages changed than the picture limit.</p>';
  if (!item.pictures) return '';
  return WIDTHS.map((width) => {
    const p = item.pictures[width];
    const figure = (src, caption, kind) =>
      src
        ? `<figure class="${kind}"><figcaption>${caption}</figcaption><img src="${escape(src)}" loading="lazy" alt="${escape(`${item.route} ${caption.toLowerCase()}, ${width} px`)}"></figure>`
        : '';
    const controls =
      p.before && p.after
        ? `<div class="controls"><label><input type="checkbox" class="overlay"> Overlay before and after</label><label class="wipe">Before ← → after <input type="range" min="0" max="100" value="50"></label></div>`
        : '';
    const share = p.changed === undefined ? '' : ` (changed pixels: ${(p.changed * 100).toFixed(2)} %)`;
    return `<div class="width"><h3>${width} px${share}</h3>${controls}<div class="pair">${figure(p.before, 'Before', 'before')}${figure(p.after, 'After', 'after')}${figure(p.diff, 'Differences', 'diff')}</div></div>`;
  }).join('');
}

export function summaryHtml(report) {
  const items = [
    ...(report.frame ? [{ ...report.frame, title: `Every page: the frame changed (shown on ${report.frame.route})` }] : []),
    ...report.changes.map((c) => ({ ...c, title: `${c.route}: ${c.kind}` })),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>What this change does to the site</title><style>${STYLE}</style></head>
<body><h1>What this change does to the site</h1>
<p>The pictures are the files in <code>pictures/</code> beside this page: open it from the report's folder (the <strong>preview-changes</strong> artifact, unzipped) to see them.</p>
<pre class="summary">${escape(summaryMarkdown(report, { words: false }).replace(/^<!--.*-->\n/, ''))}</pre>
${items.map((item) => `<section class="page"><h2>${escape(item.title)}</h2>${feedsOf(item)}${wordsOf(item)}${picturesOf(item)}</section>`).join('\n')}
<script>${SCRIPT}</script></body></html>
`;
}
