/**
 * The day this build is for (BUILD_DATE, or today in India), read once so
 * every page of one build agrees even if the build runs past midnight.
 */
import { buildDate } from '../lib/dates.ts';

export const today = buildDate();
