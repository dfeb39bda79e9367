/** The day a content page was last updated as of the build day (src/content-io/page-history.ts: its reviewed date, else its files' git history). */
import { dataPageLastUpdated, pageLastUpdated } from '../content-io/page-history.ts';
import type { Page } from './pages.ts';
import { today } from './today.ts';

export function getLastUpdated(page: Page): string | undefined {
  return pageLastUpdated(process.cwd(), { file: page.filePath ?? '', body: page.body ?? '', reviewed: page.data.reviewed }, today);
}

/** A page made from data by a component (a programme's generated page): when the data it shows last changed. */
export function getDataPageLastUpdated(component: string): string | undefined {
  return dataPageLastUpdated(process.cwd(), component, today);
}
