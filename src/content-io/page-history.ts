/**
 * When a content page last changed, from git: the page's own file (and, for
 * a translation, its English source) and the data files its components show,
 * read at build time. The components' data files are found from the code
 * itself (the component's imports of src/data/, and the content files those
 * modules name), so a new component needs no list kept here. Read by the
 * pages' "Last updated" line and the content report.
 *
 * Git must hold the history: in a shallow clone every file seems changed by
 * the one commit it has, so there the history is not used (`historyKnown`
 * says so) and only an editor's `reviewed` date is shown. CI clones fully.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdsWholeHistory, lastChange, readGitHistory, type GitHistory } from './git-history.ts';

/**
 * The history of the project at `root`, read once a process (a build, a report), or undefined where git does
 * not hold it whole (no repository, or a shallow clone).
 */
const histories = new Map<string, GitHistory | undefined>();
function wholeHistory(root: string): GitHistory | undefined {
  if (!histories.has(root)) histories.set(root, holdsWholeHistory(root) ? readGitHistory(root) : undefined);
  return histories.get(root);
}

/** Whether git holds the project's whole history here (a repository, and not a shallow clone). */
export const historyKnown = (root: string): boolean => wholeHistory(root) !== undefined;

const read = (root: string, file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');

/** The content files (src/content/data/…) a component shows: those its src/data modules name. */
function componentData(root: string, name: string): string[] {
  const source =
    ['components', 'layouts']
      .flatMap((home) => [`src/${home}/${name}/${name}.astro`, `src/${home}/${name}/${name}.tsx`])
      .map((file) => read(root, file))
      .find(Boolean) ?? '';
  const modules = [...source.matchAll(/from '\.\.\/\.\.\/data\/([\w-]+)\.ts'/g)].map((m) => `src/data/${m[1]}.ts`);
  // Each data module names the content it reads (in its code or its opening comment).
  return modules.flatMap((module) => [...read(root, module).matchAll(/src\/content\/data\/[\w./-]+/g)].map((m) => m[0].replace(/[./]+$/, '')));
}

const existing = (root: string, files: string[]) => [...new Set(files)].filter((file) => existsSync(join(root, file)));

/** Every file whose change changes what a page shows: the page, its English source, and its components' data. */
export function pageSources(root: string, pageFile: string, body: string): string[] {
  const english = pageFile.replace(/^src\/content\/pages\/[a-z]{2}\//, 'src/content/pages/');
  const components = new Set([...body.matchAll(/<([A-Z]\w+)\b/g)].map((m) => m[1]!));
  return existing(root, [pageFile, english, ...[...components].flatMap((name) => componentData(root, name))]);
}

/** The day (YYYY-MM-DD) of the last commit that changed any of the files, or undefined when git does not know. */
export function lastCommitDay(root: string, files: string[]): string | undefined {
  const history = wholeHistory(root);
  // The committer's own day, as git's %cs gives it.
  return history && lastChange(history, files)?.at.slice(0, 10);
}

const notAfter = (day: string | undefined, today: string) => (day && day > today ? today : day);

/** The content files a page made from data alone (a programme's generated page) shows: its component's data. */
export const dataPageSources = (root: string, component: string): string[] => existing(root, componentData(root, component));

/** The day a page made from data alone was last updated as of `today`: the data its component shows. */
export function dataPageLastUpdated(root: string, component: string, today: string): string | undefined {
  return notAfter(lastCommitDay(root, dataPageSources(root, component)), today);
}

/**
 * The day a page was last updated as of `today`: an editor's `reviewed` date
 * wins; else its sources' last commit; never later than the day the site is
 * built for (a build as of an earlier day shows the content as it stands).
 */
export function pageLastUpdated(root: string, page: { file: string; body: string; reviewed?: string }, today: string): string | undefined {
  return notAfter(page.reviewed ?? lastCommitDay(root, pageSources(root, page.file, page.body)), today);
}
