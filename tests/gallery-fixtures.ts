/**
 * The fixtures files as files, for the gallery's checks: each one's name, folder,
 * summary and number of examples (read by scripts/lib/reference-docs/fixtures-files.mjs).
 */
import { fixturesFiles as read } from '../scripts/lib/reference-docs/fixtures-files.mjs';

export interface FixturesFile {
  /** The component's name, as the file is named (`ImageCarousel.fixtures.ts`). */
  name: string;
  file: string;
  folder: string;
  summary: string;
  examples: number;
}

export const fixturesFiles = (root = process.cwd()): FixturesFile[] => read(root).map((fixtures) => ({ ...fixtures, examples: fixtures.examples.length }));
