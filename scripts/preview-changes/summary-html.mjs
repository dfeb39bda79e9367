/**
 * The report as one HTML file that opens from disk (no server, nothing
 * fetched beyond the pictures beside it): the summary, then each changed
 * page with its before and after side by side at each width, a slider that
 * wipes from one to the other, and the picture of the differences.
 */
import { WIDTHS } from './screenshots.mjs';
import { summaryMarkdown } from './summary-markdown.mjs';

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 110rem; color: #1b1b1b; }
pre.summary { white-space: pre-wrap; background: #f4f4f4; padding: 1rem; }
section.page { border-top: 2px solid #ccc; margin-top: 2rem; }
.widths { display: grid; gap: 2rem; }
.pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; }
img { max-width: 100%; height: auto; border: 1px solid #999; display: block; }
.wipe { position: relative; display: inline-block; max-width: 100%; }
.wipe .after { position: absolute; top: 0; left: 0; width: 100%; clip-path: inset(0 0 0 var(--at, 50%)); }
.wipe input { width: 100%; }
`;

const SCRIPT = `document.addEventListener('input', (event) => {
  const wipe = event.target.closest('.wipe-control');
  if (wipe) wipe.previousElementSibling.style.setProperty('--at', event.target.value + '%');
});`;

function picturesOf(item) {
  return WIDTHS.map((width) => {
    const p = item.pictures[width];
    const figure = (src, caption) => (src ? `<figure><figcaption>${caption}</figcaption><img src="${escape(src)}" alt="${escape(`${item.route} ${caption.toLowerCase()}, ${width} px`)}" loading="lazy"></figure>` : '');
    const wipe =
      p.before && p.after
        ? `<figure><figcaption>Before | after (drag)</figcaption><div class="wipe"><img src="${escape(p.before)}" alt="" loading="lazy"><img class="after" src="${escape(p.after)}" alt="" loading="lazy"></div><label class="wipe-control">Wipe between before and after <input type="range" min="0" max="100" value="50"></label></figure>`
        : '';
    const share = p.changed === undefined ? '' : ` (changed pixels: ${(p.changed * 100).toFixed(2)} %)`;
    return `<h3>${width} px${share}</h3><div class="pair">${figure(p.before, 'Before')}${figure(p.after, 'After')}${figure(p.diff, 'Differences')}${wipe}</div>`;
  }).join('');
}

export function summaryHtml(report) {
  const items = [...(report.frame ? [{ ...report.frame, title: `Every page: the frame changed (shown on ${report.frame.route})` }] : []), ...report.changes.map((c) => ({ ...c, title: `${c.route}: ${c.kind}` }))];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>What this change does to the site</title><style>${STYLE}</style></head>
<body><h1>What this change does to the site</h1>
<pre class="summary">${escape(summaryMarkdown(report).replace(/^<!--.*-->\n/, ''))}</pre>
${items.map((item) => `<section class="page"><h2>${escape(item.title)}</h2>${picturesOf(item)}</section>`).join('\n')}
<script>${SCRIPT}</script></body></html>
`;
}
