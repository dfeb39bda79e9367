/**
 * The report as Markdown: for the run's summary page, the pull-request
 * comment and summary.md. Pictures are linked relative to the report folder,
 * or where the report is published (picturesUrl), or, when only the
 * self-contained index.html is online (picturesPage), to that page; pages
 * link to the preview of the site when there is one (previewUrl).
 */
import { WIDTHS } from './screenshots.mjs';

export const COMMENT_MARKER = '<!-- preview-changes -->';

const KIND = { added: 'added', removed: 'removed', modified: 'modified' };
const percent = (share) => (share === undefined ? '–' : share === 0 ? '0 %' : share < 0.0001 ? '< 0.01 %' : `${(share * 100).toFixed(2)} %`);
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function summaryMarkdown(report, { previewUrl, picturesUrl, picturesPage } = {}) {
  const picture = (path, label) => `[${label}](${picturesUrl ? `${picturesUrl.replace(/\/$/, '')}/${path}` : path})`;
  const page = (route) => (previewUrl ? `[\`${route}\`](${previewUrl.replace(/\/$/, '')}${route})` : `\`${route}\``);
  const pictureLinks = (pictures) =>
    !pictures
      ? 'none: only the metadata changed, the page looks the same'
      : !picturesUrl && picturesPage
        ? `[before and after](${picturesPage})`
        : WIDTHS.map((width) => {
            const p = pictures[width];
            const links = [p.before && picture(p.before, 'before'), p.after && picture(p.after, 'after'), p.diff && picture(p.diff, 'difference')].filter(
              Boolean,
            );
            return `${width} px: ${links.join(' · ')}`;
          }).join('<br>');
  const changed = (pictures) => (pictures ? WIDTHS.map((width) => percent(pictures[width].changed)).join(' / ') : '–');

  const { changes, frame, contentFiles, checks, labels } = report;
  const count = (kind) => changes.filter((change) => change.kind === kind).length;
  const lines = [COMMENT_MARKER, '## What this change does to the site', ''];
  lines.push(
    `Compared \`${labels.base}\` (before) with \`${labels.head}\` (after): ` +
      (changes.length
        ? `${changes.length} page${changes.length === 1 ? '' : 's'} changed (${count('added')} added, ${count('removed')} removed, ${count('modified')} modified).`
        : 'no page changed in its content or metadata.'),
  );
  if (frame)
    lines.push(
      '',
      `**Every page: the frame changed** (menu, banner or footer; on ${frame.pages} of ${frame.of} pages), shown on ${page(frame.route)}, changed pixels ${changed(frame.pictures)}:<br>${pictureLinks(frame.pictures)}`,
    );
  if (changes.length) {
    lines.push('', '| Page | Change | Changed pixels (375 / 1280 px) | Pictures | Content files behind it |', '|---|---|---|---|---|');
    for (const change of changes) {
      const kind =
        change.kind === 'modified'
          ? `modified (${change.what.join(', ')})`
          : change.kind === 'removed'
            ? `removed; suggested redirect to \`${change.redirect.to}\` (${change.redirect.why})`
            : KIND[change.kind];
      const feeds =
        change.feeds === null ? 'not recorded' : change.feeds.length ? change.feeds.map((file) => `\`${file}\``).join('<br>') : 'none of the changed files';
      lines.push(
        `| ${page(change.route)} | ${cell(kind)} | ${change.kind === 'modified' ? changed(change.pictures) : '–'} | ${pictureLinks(change.pictures)} | ${feeds} |`,
      );
    }
  }
  if (contentFiles) {
    lines.push('', '### Content files changed', '');
    lines.push(...(contentFiles.length ? contentFiles.map(({ file, kind }) => `- \`${file}\` (${kind})`) : ['None.']));
  }
  lines.push('', '### Still to check', '');
  const { translations, content, sampleAndPending, brokenLinks, budgets } = checks;
  lines.push(
    translations.length
      ? `- **Translations**: English pages changed, their Hindi pages did not: ${translations.map((t) => `${page(t.route)} (Hindi: ${page(t.hindi)})`).join(', ')}.`
      : '- Translations: no English page changed without its Hindi page.',
  );
  if (content)
    lines.push(
      content.ok
        ? '- Content check: no problems.'
        : `- **Content check failed** (\`npm run check\` lists the problems):\n\n\`\`\`\n${content.output.slice(-3000)}\n\`\`\``,
    );
  if (sampleAndPending)
    lines.push(
      sampleAndPending.length
        ? `- **New sample or pending values** (replace before publishing):\n${sampleAndPending.map((row) => `  - \`${row.file}:${row.line}\` ${row.kind}: ${row.field} (${row.detail})`).join('\n')}`
        : '- No new sample or pending values.',
    );
  lines.push(
    brokenLinks.length
      ? `- **Links that now lead nowhere**:\n${brokenLinks.map((link) => `  - on ${page(link.page)}: \`${link.target}\``).join('\n')}`
      : '- No link leads nowhere that did not before.',
  );
  lines.push(
    budgets.length
      ? `- **Past the budgets** (bench/budgets.json):\n${budgets.map((b) => `  - ${page(b.route)}: ${b.what} ${b.kb.toFixed(1)} KB > ${b.budgetKb} KB`).join('\n')}`
      : '- No changed page grew past the budgets.',
  );
  return lines.join('\n') + '\n';
}
