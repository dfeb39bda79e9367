/**
 * The report as Markdown: for the run's summary page, the pull-request
 * comment and summary.md. Pictures are linked relative to the report folder,
 * or where the report is published (picturesUrl); when only index.html is
 * online (picturesPage), without its pictures, the table links that page and
 * names the artifact that holds the pictures; pages link to the preview of the
 * site when there is one (previewUrl). The words each page gained and lost
 * follow the table, a few lines a page (index.html has more).
 */
import { WIDTHS } from './screenshots.mjs';

export const COMMENT_MARKER = '<!-- preview-changes -->';

const KIND = { added: 'added', removed: 'removed', modified: 'modified' };
const percent = (share) => (share === undefined ? '–' : share === 0 ? '0 %' : share < 0.0001 ? '< 0.01 %' : `${(share * 100).toFixed(2)} %`);
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** Page text as Markdown that shows it as it is: no emphasis, links or tags of its own. */
const plain = (text) =>
  text
    .replace(/[\\`*_[\]|~#]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const TAG = { added: 'ins', removed: 'del' };
/** Lines of changed words in Markdown: removed words struck through, added ones underlined. */
export const wordLines = ({ lines }, format = plain) =>
  lines.map((line) => line.map(({ text, change }) => (change ? `<${TAG[change]}>${format(text)}</${TAG[change]}>` : format(text))).join(''));
const languageName = (lang) => new Intl.DisplayNames('en', { type: 'language' }).of(lang);
/** Lines of words a page shows in the Markdown, the rest left to index.html. */
const WORD_LINES = 5;

export function summaryMarkdown(report, { previewUrl, picturesUrl, picturesPage, words = true } = {}) {
  const picture = (path, label) => `[${label}](${picturesUrl ? `${picturesUrl.replace(/\/$/, '')}/${path}` : path})`;
  const page = (route) => (previewUrl ? `[\`${route}\`](${previewUrl.replace(/\/$/, '')}${route})` : `\`${route}\``);
  const pictureLinks = (pictures, leftOut) =>
    leftOut
      ? `none: more changed pages than the picture limit (run \`npm run preview:changes\` with \`--pictures-limit 0\` for every page)`
      : !pictures
        ? 'none: only the metadata changed, the page looks the same'
        : !picturesUrl && picturesPage
          ? `[index.html](${picturesPage}); the files in the **preview-changes** artifact`
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
        `| ${page(change.route)} | ${cell(kind)} | ${change.kind === 'modified' ? changed(change.pictures) : '–'} | ${pictureLinks(change.pictures, change.picturesLeftOut)} | ${feeds} |`,
      );
    }
  }
  const worded = !words
    ? []
    : [...(frame ? [{ ...frame, label: `the frame (on ${page(frame.route)})` }] : []), ...changes.map((c) => ({ ...c, label: page(c.route) }))].filter(
        (item) => item.words?.lines.length,
      );
  if (worded.length) {
    lines.push('', '### Words added and removed', '', 'Removed words are <del>struck through</del>, added ones <ins>underlined</ins>.');
    for (const item of worded) {
      const more = item.words.lines.length - WORD_LINES + item.words.more;
      lines.push(
        '',
        `${item.label}:`,
        '',
        ...wordLines(item.words)
          .slice(0, WORD_LINES)
          .map((line) => `- ${line}`),
      );
      if (more > 0) lines.push(`- …and ${more} more changed line${more === 1 ? '' : 's'}: see index.html`);
    }
  }
  if (contentFiles) {
    lines.push('', '### Content files changed', '');
    lines.push(...(contentFiles.length ? contentFiles.map(({ file, kind }) => `- \`${file}\` (${kind})`) : ['None.']));
  }
  lines.push('', '### Still to check', '');
  const { translations, englishOnTranslatedPages, content, sampleAndPending, brokenLinks, budgets } = checks;
  lines.push(
    translations.length
      ? `- **Translations**: English pages changed, their translations did not: ${translations.map((t) => `${page(t.route)} (${languageName(t.lang)}: ${page(t.translation)})`).join(', ')}.`
      : '- Translations: no English page changed without its translations.',
  );
  if (englishOnTranslatedPages)
    lines.push(
      englishOnTranslatedPages.length
        ? `- **English newly shown on translated pages** (write it in the page's language; a data file's words go in \`src/content/data/translations/<language>/\`, which \`npm run translations\` lists):\n${englishOnTranslatedPages
            .map(
              (found) =>
                `  - "${plain(found.text)}"${found.untranslated ? " (a data file's words with no translation yet)" : ''} on ${found.pages.length} ${languageName(found.lang)} page${found.pages.length === 1 ? '' : 's'}: ${found.pages.slice(0, 5).map(page).join(', ')}${found.pages.length > 5 ? ', …' : ''}`,
            )
            .join('\n')}`
        : '- No English newly shown on translated pages.',
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
