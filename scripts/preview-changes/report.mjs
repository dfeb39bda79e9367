/**
 * Puts a report together from two built sites (and, when known, their source
 * trees): the changed routes, the words each gained and lost, the frame
 * change, the content files behind them, the pictures and their differences,
 * and the further checks.
 * Writes report.json and pictures/ into the output folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareSites } from './compare.mjs';
import { changedContentFiles, feedingFiles } from './content-files.mjs';
import { budgetBreaches, contentProblems, englishOnTranslatedPages, newBrokenLinks, newSampleAndPending, translationsLeftBehind } from './checks.mjs';
import { readPage } from './built-site.mjs';
import { diffPictures } from './pixel-diff.mjs';
import { suggestRedirect } from './redirects.mjs';
import { serve, takeShots, WIDTHS } from './screenshots.mjs';
import { changedLines, diffText } from './word-diff.mjs';

const pictureName = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'));

/** One page's pictures: before and after at each width where the page exists, and their difference. */
function plannedPictures(route, { inBase, inHead }) {
  const name = pictureName(route);
  return Object.fromEntries(
    WIDTHS.map((width) => [
      width,
      {
        before: inBase ? `pictures/${name}-${width}-before.png` : undefined,
        after: inHead ? `pictures/${name}-${width}-after.png` : undefined,
        diff: inBase && inHead ? `pictures/${name}-${width}-diff.png` : undefined,
      },
    ]),
  );
}

/** The words a page's main content (with its title) gained and lost, or, for the frame, the words around it. */
function changedWords({ base, head }, part) {
  const lines = (page) => (!page ? [] : part === 'frame' ? page.frameLines : [page.title, ...page.mainLines]);
  const { lang } = head ?? base;
  return { ...changedLines(diffText(lines(base), lines(head), lang)), lang };
}

/** Pages that show the frame around something other than content: error pages and the component gallery. */
const notContent = (route) => /^(\/hi)?\/(404|500)$/.test(route) || route.startsWith('/gallery');

/** A content page whose frame changed, to show the frame change on: the lightest, so its pictures are quick. */
function frameExample(frameRoutes, head) {
  const content = frameRoutes.filter((route) => !notContent(route));
  return [...(content.length ? content : frameRoutes)].sort((a, b) => readPage(head, a).length - readPage(head, b).length || a.localeCompare(b))[0];
}

/** The pages that get pictures when there are more than `limit`: added and removed pages first, then those whose words changed most. */
function pagesToPicture(changes, limit) {
  const shown = changes.filter((change) => change.pictures);
  const weight = (change) => (change.kind === 'modified' ? 0 : 1_000_000) + change.words.lines.length + change.words.more;
  return new Set([...shown].sort((a, b) => weight(b) - weight(a) || a.route.localeCompare(b.route)).slice(0, limit));
}

/** How many changed pages get pictures unless told otherwise: a change to a shared part can touch hundreds, at four pictures each. */
export const PICTURE_LIMIT = 30;

/**
 * @param {{ base: object, head: object, baseTree?: string, headTree?: string, labels: { base: string, head: string }, out: string, pictures?: boolean, pictureLimit?: number }} options
 */
export async function makeReport({ base, head, baseTree, headTree, labels, out, pictures = true, pictureLimit = PICTURE_LIMIT, log = () => {} }) {
  mkdirSync(join(out, 'pictures'), { recursive: true });
  let started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const { changes, frame, parts } = compareSites(base, head);
  log(`Compared ${head.routes.size} pages: ${changes.length} changed${frame.length ? ', and the frame' : ''} (${seconds()}).`);
  const contentFiles = baseTree && headTree ? changedContentFiles(baseTree, headTree) : null;

  const added = changes.filter((change) => change.kind === 'added').map((change) => ({ route: change.route, parts: parts.get(change.route).head }));
  for (const change of changes) {
    change.feeds = contentFiles ? feedingFiles(change.route, contentFiles, base, head) : null;
    change.words = changedWords(parts.get(change.route), 'main');
    if (change.kind === 'removed') change.redirect = suggestRedirect({ route: change.route, parts: parts.get(change.route).base }, added);
    // A change of metadata alone (title, description, structured data) looks the same: no pictures to take.
    const visible = change.kind !== 'modified' || change.what.includes('content');
    change.pictures = visible ? plannedPictures(change.route, { inBase: change.kind !== 'added', inHead: change.kind !== 'removed' }) : null;
  }
  const pictured = pagesToPicture(changes, pictureLimit);
  for (const change of changes)
    if (change.pictures && !pictured.has(change)) {
      change.pictures = null;
      change.picturesLeftOut = true;
    }
  const frameChange = frame.length ? { pages: frame.length, of: head.routes.size, route: frameExample(frame, head) } : null;
  if (frameChange) {
    frameChange.pictures = plannedPictures(frameChange.route, { inBase: true, inHead: true });
    frameChange.words = changedWords(parts.get(frameChange.route), 'frame');
  }

  if (pictures) {
    started = Date.now();
    const items = [...changes, ...(frameChange ? [frameChange] : [])].filter((item) => item.pictures);
    await photograph(items, base, head, out);
    log(`Pictures of ${items.length} pages at ${WIDTHS.length} widths, and their differences (${seconds()}).`);
  }
  started = Date.now();

  const report = {
    labels,
    generated: new Date().toISOString(),
    contentFiles,
    changes,
    frame: frameChange,
    checks: {
      translations: translationsLeftBehind(changes, head),
      englishOnTranslatedPages: englishOnTranslatedPages(parts, { baseTree, headTree }),
      content: headTree ? contentProblems(headTree) : null,
      sampleAndPending: baseTree && headTree ? newSampleAndPending(baseTree, headTree) : null,
      brokenLinks: newBrokenLinks(base, head),
      budgets: budgetBreaches(changes, base, head),
    },
  };
  log(`Checks (${seconds()}).`);
  writeFileSync(join(out, 'report.json'), JSON.stringify(report, null, 2) + '\n');
  return report;
}

/** Takes every planned picture (both builds served side by side) and measures each difference. */
async function photograph(items, base, head, out) {
  const [baseServer, headServer] = await Promise.all([serve(base.pages), serve(head.pages)]);
  try {
    const shots = items.flatMap((item) =>
      WIDTHS.flatMap((width) => {
        const planned = item.pictures[width];
        return [
          planned.before && { url: baseServer.url + item.route, html: readPage(base, item.route), width, file: join(out, planned.before) },
          planned.after && { url: headServer.url + item.route, html: readPage(head, item.route), width, file: join(out, planned.after) },
        ].filter(Boolean);
      }),
    );
    await takeShots(shots);
  } finally {
    await Promise.all([baseServer.close(), headServer.close()]);
  }
  for (const item of items) {
    for (const width of WIDTHS) {
      const planned = item.pictures[width];
      if (planned.diff) planned.changed = diffPictures(join(out, planned.before), join(out, planned.after), join(out, planned.diff)).share;
    }
  }
}
