/**
 * Which pages are translated, and whether each translation still matches
 * its English source: a translation is out of date when its English page
 * changed after the translation last did (by git history; uncommitted edits
 * count as changed now). The model is Lunaria's, in a few lines. Read by the
 * build (the editor's translation states), npm run translations, the content
 * report and the change report.
 */
import { existsSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { TRANSLATED_LANGS } from '../lib/languages.ts';
import { ancestry, lastChange, readGitHistory, uncommittedFiles, type GitHistory } from './git-history.ts';
import { PAGES } from './sources.ts';

/** What git knows of the tree: its history (none outside a repository) and the files edited since. */
type Tree = { history: GitHistory | undefined; uncommitted: Set<string> };

/** When a file last changed: its last commit, or `now` when it has uncommitted edits (or git does not know it). */
function lastChanged({ history, uncommitted }: Tree, file: string, now: Date): { at: Date; committed: boolean } {
  const committed = history && lastChange(history, [file]);
  return uncommitted.has(file) || !committed ? { at: now, committed: false } : { at: new Date(committed.at), committed: true };
}

/** The commits that changed the English page after the translation's last commit, newest first. */
function changesSince({ history }: Tree, file: string, translation: string): string[] {
  if (!history) return [];
  const last = lastChange(history, [translation]);
  const before = last ? ancestry(history, last.hash) : new Set<string>();
  return (history.changes.get(file) ?? [])
    .map((at) => history.commits[at]!)
    .filter((commit) => !before.has(commit.hash))
    .map((commit) => commit.line);
}

/** A translated page and whether it is up to date with its English source. */
export interface TranslationState {
  lang: string;
  page: string;
  source: string;
  translated: Date;
  sourceChanged: Date;
  upToDate: boolean;
  missingSource: boolean;
  changes: string[];
}

export function translationStatus(root = process.cwd()): TranslationState[] {
  // One "now" for every uncommitted file, so a translation edited together with its source counts as up to date.
  const now = new Date();
  const history = readGitHistory(root);
  const tree = { history, uncommitted: history ? uncommittedFiles(root) : new Set<string>() };
  return TRANSLATED_LANGS.flatMap((lang) =>
    globSync(`${PAGES}/${lang}/**/*.mdx`, { cwd: root })
      .sort()
      .map((page) => {
        const source = page.replace(`${PAGES}/${lang}/`, `${PAGES}/`);
        const missingSource = !existsSync(`${root}/${source}`);
        const translated = lastChanged(tree, page, now);
        const sourceChanged = missingSource ? translated : lastChanged(tree, source, now);
        const upToDate = !missingSource && sourceChanged.at <= translated.at;
        const changes = upToDate || missingSource ? [] : changesSince(tree, source, page);
        if (!upToDate && !sourceChanged.committed) changes.unshift('(uncommitted edits)');
        return { lang, page, source, translated: translated.at, sourceChanged: sourceChanged.at, upToDate, missingSource, changes };
      }),
  );
}

/** English pages that have no translation yet, per language. */
export function untranslatedPages(root = process.cwd()): Record<string, string[]> {
  const english = globSync(`${PAGES}/*.mdx`, { cwd: root }).map((f) => f.slice(PAGES.length + 1));
  return Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, english.filter((f) => !existsSync(`${root}/${PAGES}/${lang}/${f}`)).sort()]));
}
